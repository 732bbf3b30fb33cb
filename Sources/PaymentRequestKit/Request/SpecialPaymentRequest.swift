#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the recurring, automatic reload and deferred payment requests have in common.
///
/// PassKit's `PKRecurringPaymentRequest`, `PKAutomaticReloadPaymentRequest` and `PKDeferredPaymentRequest`, and
/// their Apple Pay JS dictionaries, share these members under the same names, except the billing item's
/// (`regularBilling`, `automaticReloadBilling`, `deferredBilling`), which ``billing`` names in common. The
/// library reads, writes and validates the shared members once, for all three.
public protocol SpecialPaymentRequest: Sendable, Hashable, Codable {
    /// What the customer is agreeing to, shown on the sheet; required, and not empty.
    var paymentDescription: String { get set }
    /// The charge the customer agrees to; its timing must be the request's kind.
    var billing: PaymentSummaryItem { get set }
    /// The terms the customer agrees to; at most 500 characters.
    var billingAgreement: String? { get set }
    /// Where the customer manages the arrangement; https.
    var managementURL: URL { get set }
    /// Where Apple sends merchant token life-cycle notifications; https.
    var tokenNotificationURL: URL? { get set }
}

extension RecurringPaymentRequest: SpecialPaymentRequest {
    /// The regular billing item, under the name the three special requests share.
    public var billing: PaymentSummaryItem {
        get { regularBilling }
        set { regularBilling = newValue }
    }
}

extension AutomaticReloadPaymentRequest: SpecialPaymentRequest {
    /// The automatic reload billing item, under the name the three special requests share.
    public var billing: PaymentSummaryItem {
        get { automaticReloadBilling }
        set { automaticReloadBilling = newValue }
    }
}

extension DeferredPaymentRequest: SpecialPaymentRequest {
    /// The deferred billing item, under the name the three special requests share.
    public var billing: PaymentSummaryItem {
        get { deferredBilling }
        set { deferredBilling = newValue }
    }
}
