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

/// A merchant category code of ISO 18245, such as 5812 for restaurants (`PKPaymentRequest.MerchantCategoryCode`).
public struct MerchantCategoryCode: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The four-digit code.
    public let rawValue: Int16

    /// Creates a code; returns `nil` unless it is in 0...9999.
    public init?(rawValue: Int16) {
        guard (0...9999).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// The code as four digits, for example `"0742"`.
    public var description: String {
        let digits = String(rawValue)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
