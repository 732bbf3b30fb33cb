#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A request for a payment taken on a later date, such as a hotel booking (`PKDeferredPaymentRequest`, iOS 16.4).
public struct DeferredPaymentRequest: Sendable, Hashable {
    /// What the customer is agreeing to; required.
    public var paymentDescription: String
    /// The deferred charge; its timing must be `.deferred`.
    public var deferredBilling: PaymentSummaryItem
    /// The terms the customer agrees to; at most 500 characters.
    public var billingAgreement: String?
    /// Where the customer manages the booking.
    public var managementURL: URL
    /// Where Apple sends merchant token life-cycle notifications.
    public var tokenNotificationURL: URL?
    /// Until when the customer may cancel for free; set it together with its time zone.
    public var freeCancellationDate: Date?
    /// The time zone identifier of the free-cancellation date, for example `"America/Los_Angeles"`.
    public var freeCancellationDateTimeZone: String?

    /// Creates a deferred payment request.
    public init(
        paymentDescription: String, deferredBilling: PaymentSummaryItem, billingAgreement: String? = nil,
        managementURL: URL, tokenNotificationURL: URL? = nil, freeCancellationDate: Date? = nil,
        freeCancellationDateTimeZone: String? = nil
    ) {
        self.paymentDescription = paymentDescription
        self.deferredBilling = deferredBilling
        self.billingAgreement = billingAgreement
        self.managementURL = managementURL
        self.tokenNotificationURL = tokenNotificationURL
        self.freeCancellationDate = freeCancellationDate
        self.freeCancellationDateTimeZone = freeCancellationDateTimeZone
    }
}
