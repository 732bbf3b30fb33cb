#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A request for a recurring payment, such as a subscription (`PKRecurringPaymentRequest`, Apple Pay JS version 14).
///
/// The regular billing item must have `recurring` timing, as must the trial billing item.
public struct RecurringPaymentRequest: Sendable, Hashable {
    /// What the customer is agreeing to, shown on the sheet; required.
    public var paymentDescription: String
    /// The regular charge; its timing must be `.recurring`.
    public var regularBilling: PaymentSummaryItem
    /// A trial period's charge, if any; its timing must be `.recurring`.
    public var trialBilling: PaymentSummaryItem?
    /// The terms the customer agrees to; at most 500 characters.
    public var billingAgreement: String?
    /// Where the customer manages the subscription.
    public var managementURL: URL
    /// Where Apple sends merchant token life-cycle notifications.
    public var tokenNotificationURL: URL?

    /// Creates a recurring payment request.
    public init(
        paymentDescription: String, regularBilling: PaymentSummaryItem, trialBilling: PaymentSummaryItem? = nil,
        billingAgreement: String? = nil, managementURL: URL, tokenNotificationURL: URL? = nil
    ) {
        self.paymentDescription = paymentDescription
        self.regularBilling = regularBilling
        self.trialBilling = trialBilling
        self.billingAgreement = billingAgreement
        self.managementURL = managementURL
        self.tokenNotificationURL = tokenNotificationURL
    }
}
