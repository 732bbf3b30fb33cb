#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The sealed message of an `ECv1` or `ECv2` Google Pay token: the JSON document its `signedMessage` string
/// holds.
///
/// Exactly three members, as Tink's `PaymentMethodTokenHybridDecrypt` requires: the ephemeral public key (an
/// uncompressed P-256 point, 65 bytes), the message encrypted with AES-CTR, and its HMAC-SHA256 tag (32 bytes), each
/// in Base64.
public struct GooglePaySealedMessage: Sendable, Hashable {
    /// The message, encrypted with AES-CTR under a zero IV.
    public var encryptedMessage: Data
    /// The sender's ephemeral P-256 public key, as an uncompressed point: `04`, then x and y.
    public var ephemeralPublicKey: Data
    /// HMAC-SHA256 of ``encryptedMessage``, under the key HKDF derives after the AES key: what tells which of the
    /// merchant's keys the message was sealed to.
    public var tag: Data

    /// Creates a sealed message.
    public init(encryptedMessage: Data, ephemeralPublicKey: Data, tag: Data) {
        self.encryptedMessage = encryptedMessage
        self.ephemeralPublicKey = ephemeralPublicKey
        self.tag = tag
    }
}
