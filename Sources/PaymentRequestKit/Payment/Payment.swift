/// What the page receives when the customer authorizes (`ApplePayPayment`, `PKPayment`): the token, and the
/// contacts in full.
public struct Payment: Sendable, Hashable {
    /// The payment token, for the processor.
    public var token: PaymentToken
    /// The billing contact, in full.
    public var billingContact: PaymentContact?
    /// The shipping contact, in full.
    public var shippingContact: PaymentContact?

    /// Creates a payment.
    public init(token: PaymentToken, billingContact: PaymentContact? = nil, shippingContact: PaymentContact? = nil) {
        self.token = token
        self.billingContact = billingContact
        self.shippingContact = shippingContact
    }
}
