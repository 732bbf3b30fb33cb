/// What an issuer's app tells Wallet about the card it is about to add, as PassKit's
/// `PKAddPaymentPassRequestConfiguration`.
///
/// The configuration is for display and for choosing a pass only: PassKit's documentation says it "should not
/// contain any sensitive information", so it carries the last digits of the card number, never the number.
/// ``validate()`` checks it against PassKit's and Apple's rules (see <doc:AddingACardToWallet>).
///
/// ```swift
/// var configuration = AddPaymentPassRequestConfiguration(encryptionScheme: .eccV2)
/// configuration.cardholderName = "Jane Appleseed"
/// configuration.primaryAccountSuffix = "4242"
/// configuration.paymentNetwork = .visa
/// ```
public struct AddPaymentPassRequestConfiguration: Sendable, Hashable {
    /// How the issuer encrypts its answer; it decides which key the ``AddPaymentPassRequest`` carries.
    public var encryptionScheme: PaymentPassEncryptionScheme
    /// Whether the pass is a payment card or an access pass. Default: ``AddPaymentPassStyle/payment``.
    public var style: AddPaymentPassStyle
    /// The name on the card, shown while the card is added.
    public var cardholderName: String?
    /// The last four or five digits of the card number; Wallet shows them after four dots.
    public var primaryAccountSuffix: String?
    /// Further rows shown about the card (iOS 10.1).
    public var cardDetails: [LabeledValue]
    /// A description of the card for the introduction page.
    public var localizedDescription: String?
    /// Limits the pass library to the pass with this identifier; to add a card that is on the iPhone to a
    /// paired Apple Watch, the iPhone pass's `deviceAccountIdentifier`.
    public var primaryAccountIdentifier: String?
    /// Chooses the introduction page's artwork by network.
    ///
    /// This is a filter, not a restriction: PassKit documents that it "does not function as a restriction", so
    /// a card of another network can still be added.
    public var paymentNetwork: PaymentNetwork?
    /// Chooses the introduction page's artwork by product (iOS 12.3); written to JSON in sorted order.
    public var productIdentifiers: Set<String>
    /// Whether the card needs a FeliCa secure element (iOS 10.1), as Japanese transit cards do.
    public var requiresFelicaSecureElement: Bool

    /// Creates a configuration with PassKit's defaults: a payment pass, no display data, no filters.
    public init(
        encryptionScheme: PaymentPassEncryptionScheme,
        style: AddPaymentPassStyle = .payment,
        cardholderName: String? = nil,
        primaryAccountSuffix: String? = nil,
        cardDetails: [LabeledValue] = [],
        localizedDescription: String? = nil,
        primaryAccountIdentifier: String? = nil,
        paymentNetwork: PaymentNetwork? = nil,
        productIdentifiers: Set<String> = [],
        requiresFelicaSecureElement: Bool = false
    ) {
        self.encryptionScheme = encryptionScheme
        self.style = style
        self.cardholderName = cardholderName
        self.primaryAccountSuffix = primaryAccountSuffix
        self.cardDetails = cardDetails
        self.localizedDescription = localizedDescription
        self.primaryAccountIdentifier = primaryAccountIdentifier
        self.paymentNetwork = paymentNetwork
        self.productIdentifiers = productIdentifiers
        self.requiresFelicaSecureElement = requiresFelicaSecureElement
    }
}

extension AddPaymentPassRequestConfiguration: CustomStringConvertible {
    /// The configuration for logs, with the cardholder's name redacted.
    public var description: String {
        var parts = ["encryptionScheme: \(encryptionScheme)", "style: \(style)"]
        if cardholderName != nil { parts.append("cardholderName: <redacted>") }
        if let primaryAccountSuffix { parts.append("primaryAccountSuffix: \(quoted(primaryAccountSuffix))") }
        if let paymentNetwork { parts.append("paymentNetwork: \(paymentNetwork)") }
        return "AddPaymentPassRequestConfiguration(\(parts.joined(separator: ", ")))"
    }
}
