#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An issuer's answer that adds a card to Wallet, as PassKit's `PKAddPaymentPassRequest`.
///
/// The issuer's server builds it from an ``AddPaymentPassRequestInput`` and the app hands it to PassKit's
/// completion handler. Everything in it is already encrypted for Apple; the library checks its shape, never
/// its cryptography (``validate(for:)``).
public struct AddPaymentPassRequest: Sendable, Hashable {
    /// The card data (number, expiry, name, nonce and nonce signature) encrypted for Apple.
    public var encryptedPassData: Data?
    /// Data for the payment network that activates the card, such as a cryptographic one-time password.
    public var activationData: Data?
    /// The ephemeral public key of the elliptic-curve exchange, for ``PaymentPassEncryptionScheme/eccV2``.
    public var ephemeralPublicKey: Data?
    /// The encrypted symmetric key, for ``PaymentPassEncryptionScheme/rsaV2``.
    public var wrappedKey: Data?

    /// Creates an answer.
    public init(
        encryptedPassData: Data? = nil, activationData: Data? = nil, ephemeralPublicKey: Data? = nil,
        wrappedKey: Data? = nil
    ) {
        self.encryptedPassData = encryptedPassData
        self.activationData = activationData
        self.ephemeralPublicKey = ephemeralPublicKey
        self.wrappedKey = wrappedKey
    }

    /// The scheme the answer's key belongs to: ``PaymentPassEncryptionScheme/rsaV2`` when it carries only a
    /// wrapped key, otherwise ``PaymentPassEncryptionScheme/eccV2``.
    public var impliedEncryptionScheme: PaymentPassEncryptionScheme {
        wrappedKey != nil && ephemeralPublicKey == nil ? .rsaV2 : .eccV2
    }
}
