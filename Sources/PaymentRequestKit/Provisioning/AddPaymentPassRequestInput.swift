#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an issuer's app sends its server so that the server can generate an ``AddPaymentPassRequest``.
///
/// PassKit hands these values to the app's `addPaymentPassViewController(_:generateRequestWithCertificateChain:
/// nonce:nonceSignature:completionHandler:)`: Apple's certificate chain (DER, the leaf first), a one-time nonce
/// and the device's signature of it. The server checks the chain up to Apple's root with its own cryptography,
/// then encrypts the card data with the leaf's public key, including the nonce and its signature. PassKit defines
/// no wire form for this hand-over; the JSON form here is this library's, with the scheme the app configured
/// (see <doc:AddingACardToWallet>). ``validate(now:policy:)`` checks everything that needs no keys.
public struct AddPaymentPassRequestInput: Sendable, Hashable {
    /// The scheme of the app's ``AddPaymentPassRequestConfiguration``, which the answer must follow.
    public var encryptionScheme: PaymentPassEncryptionScheme
    /// Apple's certificates, each DER-encoded X.509, the leaf first.
    public var certificateChain: [Data]
    /// The one-time nonce from Apple's servers, to include in the encrypted data.
    public var nonce: Data
    /// The device's signature of the nonce, to include in the encrypted data.
    public var nonceSignature: Data

    /// Creates the input.
    public init(
        encryptionScheme: PaymentPassEncryptionScheme, certificateChain: [Data], nonce: Data, nonceSignature: Data
    ) {
        self.encryptionScheme = encryptionScheme
        self.certificateChain = certificateChain
        self.nonce = nonce
        self.nonceSignature = nonceSignature
    }
}
