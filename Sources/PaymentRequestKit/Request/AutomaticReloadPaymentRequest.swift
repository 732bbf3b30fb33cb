#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A request to top up a stored balance automatically (`PKAutomaticReloadPaymentRequest`, Apple Pay JS version 14).
public struct AutomaticReloadPaymentRequest: Sendable, Hashable {
    /// What the customer is agreeing to; required.
    public var paymentDescription: String
    /// The reload charge; its timing must be `.automaticReload`.
    public var automaticReloadBilling: PaymentSummaryItem
    /// The terms the customer agrees to; at most 500 characters.
    public var billingAgreement: String?
    /// Where the customer manages the reloads.
    public var managementURL: URL
    /// Where Apple sends merchant token life-cycle notifications.
    public var tokenNotificationURL: URL?

    /// Creates an automatic reload payment request.
    public init(
        paymentDescription: String, automaticReloadBilling: PaymentSummaryItem, billingAgreement: String? = nil,
        managementURL: URL, tokenNotificationURL: URL? = nil
    ) {
        self.paymentDescription = paymentDescription
        self.automaticReloadBilling = automaticReloadBilling
        self.billingAgreement = billingAgreement
        self.managementURL = managementURL
        self.tokenNotificationURL = tokenNotificationURL
    }
}
