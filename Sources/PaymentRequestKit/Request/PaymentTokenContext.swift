/// One merchant's share of a payment that several merchants tokenise separately (`PKPaymentTokenContext`).
///
/// The amounts of all contexts must add up to the request's total (PassKit on iOS 26 requires equality).
public struct PaymentTokenContext: Sendable, Hashable {
    /// The merchant's Apple Pay merchant identifier; required.
    public var merchantIdentifier: String
    /// The merchant's own identifier for this context; required.
    public var externalIdentifier: String
    /// The merchant's name; required.
    public var merchantName: String
    /// The merchant's web domain.
    public var merchantDomain: String?
    /// This merchant's share of the total; zero or more.
    public var amount: Amount

    /// Creates a token context.
    public init(
        merchantIdentifier: String, externalIdentifier: String, merchantName: String, merchantDomain: String? = nil,
        amount: Amount
    ) {
        self.merchantIdentifier = merchantIdentifier
        self.externalIdentifier = externalIdentifier
        self.merchantName = merchantName
        self.merchantDomain = merchantDomain
        self.amount = amount
    }
}
