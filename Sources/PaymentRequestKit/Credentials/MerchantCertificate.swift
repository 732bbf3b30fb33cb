#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One of Apple's merchant certificates, read without its key: what it is, whom it is for, and how long it lasts.
///
/// A merchant identifier has two certificates, each valid for about 25 months: the merchant identity certificate,
/// the TLS client certificate of the merchant validation call, and the payment processing certificate, whose key
/// decrypts tokens. When either expires, every Apple Pay payment stops at once. ``validate(now:testIssuer:)`` warns from 30
/// days before the end of the validity and refuses a certificate outside it.
///
/// ```swift
/// let certificate = try MerchantCertificate(data: pem)
/// print(certificate.role, certificate.merchantIdentifier ?? "-", certificate.notAfter)
/// let report = certificate.validate(now: Date())
/// ```
///
/// Which certificate it is comes from what the certificate says (``role``): an identity certificate is a TLS
/// client certificate (extended key usage `clientAuth`); a payment processing certificate agrees keys (key usage
/// `keyAgreement`, for the token's ECDH) or says so in its common name (`Apple Pay Payment Processing:`). The
/// common name `Merchant ID:` decides nothing: Apple issued payment processing certificates under it in 2014, as
/// the one in `Examples/Tokens/Real` shows.
public struct MerchantCertificate: Sendable, Hashable {
    /// The certificate as DER.
    public let der: Data
    /// The subject's attributes, in order, as `UID=merchant.com.example, CN=..., O=..., C=US`.
    public let subject: String
    /// The issuer's attributes, in order.
    public let issuer: String
    /// The merchant identifier the subject names (its `UID`), if it does.
    public let merchantIdentifier: String?
    /// The SHA-256 of the merchant identifier, from extension 1.2.840.113635.100.6.32, as 64 upper-case hex
    /// digits: what a token's KDF and a merchant session's `merchantIdentifier` use. `nil` without the extension.
    public let merchantIdentifierHash: String?
    /// The start of the validity.
    public let notBefore: Date
    /// The end of the validity.
    public let notAfter: Date
    /// The public key's algorithm: `EC P-256`, `RSA`, or an identifier.
    public let keyAlgorithm: String
    /// The key's size in bits: the curve's, or the RSA modulus's; 0 when unknown.
    public let keySize: Int
    /// The SHA-256 of the SubjectPublicKeyInfo: the `publicKeyHash` of a token encrypted to this certificate.
    public let publicKeyHash: Data
    /// Which of Apple's merchant certificates it is.
    public let role: Role

    /// Which of Apple's two merchant certificates a certificate is.
    public enum Role: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The merchant identity certificate: the TLS client certificate of the merchant validation call.
        case merchantIdentity
        /// The payment processing certificate: its key decrypts tokens.
        case paymentProcessing
        /// The certificate does not say.
        case unknown

        /// The role in words.
        public var description: String {
            switch self {
            case .merchantIdentity: "merchant identity certificate"
            case .paymentProcessing: "payment processing certificate"
            case .unknown: "certificate of unknown role"
            }
        }
    }

    /// The most bytes a certificate file may have: 64 KiB, as for every certificate the library reads.
    public static var maxBytes: Int { X509Certificate.maxBytes }

    /// Reads one certificate, PEM (`-----BEGIN CERTIFICATE-----`) or DER, such as Apple's `.cer` file.
    ///
    /// - Throws: ``MerchantCertificateError`` when the data is larger than ``maxBytes``, holds more than one PEM
    ///   certificate (a chain, where one certificate is expected), or is not an X.509 certificate.
    public init(data: Data) throws(MerchantCertificateError) {
        guard data.count <= Self.maxBytes else {
            throw .unreadable("The file is \(data.count) bytes; a certificate file has at most \(Self.maxBytes)")
        }
        let blocks = pemBlockCount(data, label: "CERTIFICATE")
        guard blocks <= 1 else {
            throw MerchantCertificateError(
                .merchantCertificateChain,
                "The file holds \(blocks) certificates; give the merchant certificate alone, not its chain")
        }
        let der: Data
        if blocks == 1 {
            guard let contents = pemContents(data, label: "CERTIFICATE") else {
                throw .unreadable("The PEM certificate's body is not Base64")
            }
            der = contents
        } else {
            der = data
        }
        let parsed: X509Certificate
        let attributes: (subject: [(type: String, value: String)], issuer: [(type: String, value: String)])
        let key: (name: String, bits: Int)
        do throws(DERReader.Failure) {
            parsed = try X509Certificate(der: [UInt8](der))
            attributes = (
                try X509Certificate.attributes(of: parsed.subject), try X509Certificate.attributes(of: parsed.issuer)
            )
            key = try parsed.publicKeyAlgorithm()
        } catch {
            throw .unreadable("Not an X.509 certificate: \(error.message)")
        }
        self.der = der
        subject = X509Certificate.rendered(attributes.subject)
        issuer = X509Certificate.rendered(attributes.issuer)
        merchantIdentifier = attributes.subject.first { $0.type == "UID" }?.value
        merchantIdentifierHash = parsed.merchantIdentifierHash.map { hexString($0).uppercased() }
        notBefore = parsed.notBefore
        notAfter = parsed.notAfter
        keyAlgorithm = key.name
        keySize = key.bits
        publicKeyHash = SHA256.hash(parsed.subjectPublicKeyInfo)
        let commonName = attributes.subject.first { $0.type == "CN" }?.value ?? ""
        role = Self.role(of: parsed, commonName: commonName)
    }

    /// What the certificate says it is for: `clientAuth` makes an identity certificate; key agreement, or a
    /// payment processing common name, a payment processing one.
    private static func role(of certificate: X509Certificate, commonName: String) -> Role {
        let clientAuth: [UInt8] = [0x2B, 0x06, 0x01, 0x05, 0x05, 0x07, 0x03, 0x02]
        if certificate.extendedKeyUsages.contains(clientAuth) { return .merchantIdentity }
        // Key usage bit 4 is keyAgreement (RFC 5280, 4.2.1.3).
        let keyAgreement = certificate.keyUsage.map { $0.count > 4 && $0[4] } ?? false
        if keyAgreement || commonName.hasPrefix("Apple Pay Payment Processing") { return .paymentProcessing }
        return .unknown
    }
}

/// Why a merchant certificate could not be read: the report's one violation says which rule and why.
public struct MerchantCertificateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The violation: `certificate.unreadable` or `certificate.chain`, with the cause.
    public let report: ValidationReport

    init(_ rule: ValidationRule, _ message: String) {
        report = ValidationReport(violations: [Violation(rule: rule, path: "", message: message)])
    }

    static func unreadable(_ message: String) -> Self { Self(.merchantCertificateUnreadable, message) }

    /// The cause, with its rule's code.
    public var description: String { report.violations.first.map(\.description) ?? "The certificate is unreadable" }
}
