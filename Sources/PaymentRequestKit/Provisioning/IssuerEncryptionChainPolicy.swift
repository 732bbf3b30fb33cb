/// What the certificate chain PassKit hands an issuer's app must be, applied without keys: Apple's policy for
/// Apple Pay issuer encryption chains, or a test PKI's.
///
/// Apple's is `SecPolicyCreateApplePayIssuerEncryption` (Security's `SecPolicyPriv.h`): exactly three
/// certificates, anchored to one of Apple's roots; the intermediate's common name "Apple Worldwide Developer
/// Relations CA - G2"; the leaf's key usage with key encipherment, and its marker extension
/// 1.2.840.113635.100.6.39. PassKit hands the leaf and the intermediate, and the root is the issuer's own copy.
/// The names and extensions are compared here; the signatures are the issuer's server's to verify.
public struct IssuerEncryptionChainPolicy: Sendable, Hashable {
    /// The intermediate's common name, or `nil` for any (a test PKI's).
    public var intermediateCommonName: String?
    /// The names of the roots the intermediate may be issued by, as `CN=..., O=..., C=...`.
    public var rootNames: Set<String>

    /// Creates a policy.
    public init(intermediateCommonName: String?, rootNames: Set<String>) {
        self.intermediateCommonName = intermediateCommonName
        self.rootNames = rootNames
    }

    // Made once: a context's default holds it, and a set of names is hashed as it is built.
    /// Apple's policy: the intermediate Apple Worldwide Developer Relations CA - G2, under one of Apple's roots.
    public static let apple: Self = {
        Self(
            intermediateCommonName: "Apple Worldwide Developer Relations CA - G2",
            rootNames: [
                "CN=Apple Root CA - G3, OU=Apple Certification Authority, O=Apple Inc., C=US",
                "CN=Apple Root CA - G2, OU=Apple Certification Authority, O=Apple Inc., C=US",
                "C=US, O=Apple Inc., OU=Apple Certification Authority, CN=Apple Root CA",
            ])
    }()

    /// A test PKI's: any intermediate issued by the test root named `rootName`, the leaf as Apple's policy wants
    /// it. For tests and sandboxes only.
    public static func testRoot(named rootName: String) -> Self {
        Self(intermediateCommonName: nil, rootNames: [rootName])
    }

    /// Apple's marker of an issuer encryption leaf, 1.2.840.113635.100.6.39, as its identifier's contents.
    static let leafMarker: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x63, 0x64, 0x06, 0x27]
    /// The key usage bit of key encipherment.
    static let keyEncipherment = 2
}
