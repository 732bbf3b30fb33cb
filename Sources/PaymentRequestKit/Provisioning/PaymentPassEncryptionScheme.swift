/// How an issuer encrypts the card data it returns when a card is added to Wallet, as PassKit's
/// `PKEncryptionScheme`.
///
/// The scheme is chosen in the ``AddPaymentPassRequestConfiguration`` and decides the key the issuer's answer
/// carries: ``eccV2`` an ephemeral public key, ``rsaV2`` a wrapped key (``AddPaymentPassRequest``). The raw
/// values are PassKit's constant strings; they are matched exactly, as PassKit compares them.
public struct PaymentPassEncryptionScheme: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// PassKit's string for the scheme, `"ECC_V2"` or `"RSA_V2"`.
    public let rawValue: String

    /// Creates a scheme from PassKit's string, or returns `nil` for a string PassKit does not define.
    public init?(rawValue: String) {
        guard rawValue == "ECC_V2" || rawValue == "RSA_V2" else { return nil }
        self.rawValue = rawValue
    }

    /// Creates a scheme from PassKit's string, or returns `nil` for a string PassKit does not define.
    public init?(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    private init(known: String) {
        rawValue = known
    }

    /// Elliptic-curve encryption (`PKEncryptionSchemeECC_V2`, iOS 9): the answer carries an ephemeral public key.
    public static var eccV2: PaymentPassEncryptionScheme { PaymentPassEncryptionScheme(known: "ECC_V2") }
    /// RSA encryption (`PKEncryptionSchemeRSA_V2`, iOS 10): the answer carries a wrapped key.
    public static var rsaV2: PaymentPassEncryptionScheme { PaymentPassEncryptionScheme(known: "RSA_V2") }

    /// Every scheme PassKit defines.
    public static var allCases: [PaymentPassEncryptionScheme] { [.eccV2, .rsaV2] }

    /// PassKit's string.
    public var description: String { rawValue }
}
