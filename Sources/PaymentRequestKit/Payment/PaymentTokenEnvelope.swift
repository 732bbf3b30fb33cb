#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The payment token's `paymentData`: the encrypted payment data and what a merchant needs to verify and
/// decrypt it (Apple's "Payment token format reference").
///
/// `EC_v1` tokens carry an ephemeral public key for ECDH on P-256; `RSA_v1` tokens a wrapped key. The library
/// reads and checks the envelope's structure; verifying the signature and decrypting `data` need cryptography of
/// the caller's choice.
public struct PaymentTokenEnvelope: Sendable, Hashable {
    /// The format: `"EC_v1"` or `"RSA_v1"`.
    public var version: Version
    /// The encrypted payment data, from Base64.
    public var data: Data
    /// The CMS SignedData signature, from Base64.
    public var signature: Data
    /// The header.
    public var header: Header

    /// Creates an envelope.
    public init(version: Version, data: Data, signature: Data, header: Header) {
        self.version = version
        self.data = data
        self.signature = signature
        self.header = header
    }

    /// A token format.
    public enum Version: String, Sendable, Hashable, CaseIterable, Codable {
        /// Elliptic curve: ECDH on P-256 with an ephemeral key, AES-256-GCM (`EC_v1`); the web's only format.
        case ecV1 = "EC_v1"
        /// RSA: a wrapped AES-128-GCM key (`RSA_v1`), in apps in China.
        case rsaV1 = "RSA_v1"
    }

    /// The envelope's header.
    public struct Header: Sendable, Hashable {
        /// The ephemeral public key, a DER SubjectPublicKeyInfo on P-256 (`EC_v1`).
        public var ephemeralPublicKey: Data?
        /// The symmetric key wrapped with the merchant's RSA key (`RSA_v1`).
        public var wrappedKey: Data?
        /// SHA-256 of the merchant certificate's public key, 32 bytes.
        public var publicKeyHash: Data
        /// The transaction's identifier, from hex.
        public var transactionId: Data
        /// SHA-256 of the request's application data, from hex, when the request had some.
        public var applicationData: Data?

        /// Creates a header.
        public init(
            ephemeralPublicKey: Data? = nil, wrappedKey: Data? = nil, publicKeyHash: Data, transactionId: Data,
            applicationData: Data? = nil
        ) {
            self.ephemeralPublicKey = ephemeralPublicKey
            self.wrappedKey = wrappedKey
            self.publicKeyHash = publicKeyHash
            self.transactionId = transactionId
            self.applicationData = applicationData
        }
    }
}
