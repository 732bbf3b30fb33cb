/// The card the customer picked on the sheet (`ApplePayPaymentMethod`, `PKPaymentMethod`).
public struct PaymentMethod: Sendable, Hashable {
    /// A name for the card, such as `"Visa 0492"`.
    public var displayName: String?
    /// The card's network, such as `"Visa"`, as PassKit names it.
    public var network: String?
    /// Debit, credit, prepaid or store; absent for PassKit's unknown and e-money.
    public var type: PaymentMethodType?
    /// The pass, for co-branded and private-label cards on sites Apple registered for it.
    public var paymentPass: PaymentPass?
    /// The billing contact, redacted before authorization (Apple Pay JS version 10).
    public var billingContact: PaymentContact?

    /// Creates a payment method.
    public init(
        displayName: String? = nil, network: String? = nil, type: PaymentMethodType? = nil,
        paymentPass: PaymentPass? = nil, billingContact: PaymentContact? = nil
    ) {
        self.displayName = displayName
        self.network = network
        self.type = type
        self.paymentPass = paymentPass
        self.billingContact = billingContact
    }
}
