import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A root parsed once, with a certificate store that trusts it alone: what every chain is verified against.
///
/// OpenSSL 3 spends about 100 µs decoding a certificate, and a store may be shared by threads that each verify
/// with a context of their own, so a root is parsed once per process (``anchor(for:)``) rather than once a token.
final class TrustAnchor: @unchecked Sendable {
    let root: PaymentTokenRoot
    let certificate: OpenSSL.Certificate
    /// The SHA-256 of the root's DER, which each cached chain records. An array: the anchors live as long as the
    /// process, and the storage of a `Data` held there is invisible to valgrind, which reported it lost.
    let fingerprint: [UInt8]
    private let store: OpaquePointer
    /// When the root itself is valid.
    let validity: ClosedRange<Date>

    private init(_ root: PaymentTokenRoot) throws(PaymentTokenError) {
        certificate = try Self.certificate(root.certificate, what: "The root")
        guard let store = X509_STORE_new() else {
            throw PaymentTokenError(.signatureNotVerified, "No certificate store: \(OpenSSL.errors())")
        }
        guard X509_STORE_add_cert(store, certificate.pointer) == 1 else {
            X509_STORE_free(store)
            throw PaymentTokenError(.signatureNotVerified, "The root cannot be trusted: \(OpenSSL.errors())")
        }
        // Apple's certificates name no S/MIME purpose; the chain, its validity and the root are what count.
        X509_STORE_set_purpose(store, X509_PURPOSE_ANY)
        self.root = root
        self.store = store
        fingerprint = [UInt8](OpenSSL.sha256(root.certificate))
        validity = certificate.validity
    }

    deinit { X509_STORE_free(store) }

    /// A certificate of the chain as OpenSSL reads it: one it cannot read is a chain that does not verify, not a
    /// key of the merchant's that cannot be used.
    private static func certificate(_ data: Data, what: String) throws(PaymentTokenError) -> OpenSSL.Certificate {
        do {
            return try OpenSSL.certificate(data, what: what)
        } catch {
            throw PaymentTokenError(.signatureNotVerified, error.message)
        }
    }

    /// The anchor of a root, parsed on first use and kept for the process's life: a server trusts one root, a test
    /// suite a few, and at most ``maximumRoots`` are kept.
    static func anchor(for root: PaymentTokenRoot) throws(PaymentTokenError) -> TrustAnchor {
        if let known = lock.withLock({ anchors.first { $0.root == root } }) { return known }
        let anchor = try TrustAnchor(root)
        return lock.withLock {
            if let known = anchors.first(where: { $0.root == root }) { return known }
            if anchors.count == maximumRoots { anchors.removeFirst() }
            anchors.append(anchor)
            return anchor
        }
    }

    static let maximumRoots = 8
    private static let lock = Lock()
    nonisolated(unsafe) private static var anchors: [TrustAnchor] = []

    /// The certificates of chains that verified to this root, parsed, by their exact DER.
    ///
    /// OpenSSL 3.0 decodes a certificate's key by asking every decoder its providers offer, about 150 µs, more than
    /// a P-256 verification. Apple's intermediate signs leaves for years and a leaf signs tokens for months, so a
    /// chain verified again (after the chain cache forgot it, or with a new leaf under a known intermediate) finds
    /// them here. Only the parsing is kept: each chain is verified in full all the same.
    private var parsed: [(der: [UInt8], certificate: OpenSSL.Certificate)] = []
    private let parsedLock = Lock()
    /// A few chains' worth: Apple uses one or two at a time.
    static let parsedCapacity = 8

    /// A certificate parsed before, found by its exact bytes, or parsed now.
    private func certificate(_ der: Data, what: String) throws(PaymentTokenError) -> (OpenSSL.Certificate, [UInt8]) {
        let bytes = [UInt8](der)
        if let known = parsedLock.withLock({ parsed.first { $0.der == bytes }?.certificate }) { return (known, bytes) }
        return (try Self.certificate(der, what: what), bytes)
    }

    /// Keeps the certificates of a chain that verified, forgetting the oldest when full.
    private func keep(_ certificates: [(OpenSSL.Certificate, [UInt8])]) {
        parsedLock.withLock {
            for (certificate, bytes) in certificates where !parsed.contains(where: { $0.der == bytes }) {
                if parsed.count >= Self.parsedCapacity { parsed.removeFirst() }
                parsed.append((bytes, certificate))
            }
        }
    }

    /// Whether a certificate of these exact bytes is kept parsed.
    func hasParsed(_ der: Data) -> Bool {
        let bytes = [UInt8](der)
        return parsedLock.withLock { parsed.contains { $0.der == bytes } }
    }

    /// Verifies that the intermediate issued the leaf and this root the intermediate, each valid at `time`, and
    /// returns the chain to keep; the leaf's public key is what signed the token.
    func verify(leaf: Data, intermediate: Data, at time: Date) throws(PaymentTokenError) -> VerifiedChain {
        let leafParsed = try certificate(leaf, what: "The leaf certificate")
        let intermediateParsed = try certificate(intermediate, what: "The intermediate certificate")
        let (leafCertificate, intermediateCertificate) = (leafParsed.0, intermediateParsed.0)
        ERR_clear_error()
        guard let context = X509_STORE_CTX_new() else {
            throw PaymentTokenError(.signatureNotVerified, "No verification context: \(OpenSSL.errors())")
        }
        defer { X509_STORE_CTX_free(context) }
        guard let untrusted = copenssl_stack_of_one(intermediateCertificate.pointer) else {
            throw PaymentTokenError(.signatureNotVerified, "No certificate list: \(OpenSSL.errors())")
        }
        defer { copenssl_stack_free(untrusted) }
        guard X509_STORE_CTX_init(context, store, leafCertificate.pointer, untrusted) == 1 else {
            throw PaymentTokenError(.signatureNotVerified, "The chain cannot be built: \(OpenSSL.errors())")
        }
        X509_STORE_CTX_set_time(context, 0, time_t(time.timeIntervalSince1970.rounded(.down)))
        guard X509_verify_cert(context) == 1 else {
            let reason = String(cString: X509_verify_cert_error_string(Int(X509_STORE_CTX_get_error(context))))
            ERR_clear_error()
            throw PaymentTokenError(
                .signatureNotVerified, "The signature's certificate chain does not verify to the root: \(reason)")
        }
        // The chain must be the leaf, the intermediate and the root: a leaf the root issued itself would verify
        // without the intermediate, which the cache would then vouch for.
        guard copenssl_chain_count(context) == 3,
            X509_cmp(copenssl_chain_certificate(context, 1), intermediateCertificate.pointer) == 0
        else {
            throw PaymentTokenError(
                .signatureNotVerified, "The signature's chain does not run from the leaf through the intermediate")
        }
        // Verified at `time`, so every certificate is valid then and the range is not empty.
        let from = max(
            leafCertificate.validity.lowerBound, intermediateCertificate.validity.lowerBound, validity.lowerBound)
        let until = max(
            from,
            min(leafCertificate.validity.upperBound, intermediateCertificate.validity.upperBound, validity.upperBound))
        guard let leafKey = X509_get_pubkey(leafCertificate.pointer) else {
            throw PaymentTokenError(
                .signatureNotVerified, "The leaf certificate's key cannot be read: \(OpenSSL.errors())")
        }
        guard let signer = OpenSSL.verification(OpenSSL.Key(leafKey)) else {
            throw PaymentTokenError(
                .signatureNotVerified, "The leaf certificate's key cannot verify a signature with SHA-256")
        }
        keep([leafParsed, intermediateParsed])
        return VerifiedChain(
            leaf: leaf, intermediate: intermediate, rootFingerprint: fingerprint, signer: signer,
            validity: from...until)
    }
}

/// A chain that verified to a root: the exact bytes of its leaf and intermediate, the root's fingerprint, the
/// leaf's key set up to check each token's signature, and when all three certificates are valid.
final class VerifiedChain: @unchecked Sendable {
    let leaf: Data
    let intermediate: Data
    let rootFingerprint: [UInt8]
    let signer: OpenSSL.ContextTemplate
    let validity: ClosedRange<Date>
    /// When the cache last used it, for least-recently-used eviction; guarded by the cache's lock.
    var lastUse: UInt64 = 0

    init(
        leaf: Data, intermediate: Data, rootFingerprint: [UInt8], signer: OpenSSL.ContextTemplate,
        validity: ClosedRange<Date>
    ) {
        self.leaf = leaf
        self.intermediate = intermediate
        self.rootFingerprint = rootFingerprint
        self.signer = signer
        self.validity = validity
    }
}
