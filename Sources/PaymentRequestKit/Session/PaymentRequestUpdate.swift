/// What the merchant sends back after the customer changes something on the sheet: a new total, new line items,
/// and for some events new shipping methods, special requests and errors.
///
/// Apple Pay JS has four dictionaries of the same shape (`ApplePayShippingContactUpdate`,
/// `ApplePayShippingMethodUpdate`, `ApplePayPaymentMethodUpdate`, `ApplePayCouponCodeUpdate`); PassKit's are
/// `PKPaymentRequestShippingContactUpdate` and its siblings. ``kind`` says which it is. The shipping method update
/// has no errors. Validation checks an update with the request's rules and paths (`newTotal.amount`,
/// `newLineItems[2].label`) in the currency of the request it updates.
public struct PaymentRequestUpdate: Sendable, Hashable {
    /// Which event the update answers.
    public var kind: Kind
    /// The new total; required.
    public var newTotal: PaymentSummaryItem
    /// The new line items; an empty list leaves none.
    public var newLineItems: [PaymentSummaryItem]
    /// New shipping methods, for a changed address or coupon; empty keeps the current ones.
    public var newShippingMethods: [ShippingMethod]
    /// A new recurring payment request.
    public var newRecurringPaymentRequest: RecurringPaymentRequest?
    /// A new automatic reload payment request.
    public var newAutomaticReloadPaymentRequest: AutomaticReloadPaymentRequest?
    /// A new deferred payment request.
    public var newDeferredPaymentRequest: DeferredPaymentRequest?
    /// A new disbursement request, for a disbursement whose recipient fields change with a selection.
    ///
    /// WebKit's `ApplePayDetailsUpdateBase` declares it for every update since Safari 18.
    public var newDisbursementRequest: DisbursementRequest?
    /// New multi-token contexts.
    public var newMultiTokenContexts: [PaymentTokenContext]
    /// What the customer should fix; a shipping contact update without errors is a success.
    public var errors: [ApplePayError]

    /// Creates an update.
    public init(
        _ kind: Kind, newTotal: PaymentSummaryItem, newLineItems: [PaymentSummaryItem] = [],
        newShippingMethods: [ShippingMethod] = [], errors: [ApplePayError] = []
    ) {
        self.kind = kind
        self.newTotal = newTotal
        self.newLineItems = newLineItems
        self.newShippingMethods = newShippingMethods
        newRecurringPaymentRequest = nil
        newAutomaticReloadPaymentRequest = nil
        newDeferredPaymentRequest = nil
        newDisbursementRequest = nil
        newMultiTokenContexts = []
        self.errors = errors
    }

    /// Creates an update from a summary: its total and line items, in one call.
    ///
    /// ```swift
    /// var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle", currency: .usd)
    /// try summary.addItem("Latte", amount: Amount(parsing: "4.50"))
    /// let express = ShippingMethod(label: "Express", amount: try Amount(parsing: "15.00"), identifier: "express")
    /// try summary.addShipping(express)
    /// let update = try PaymentRequestUpdate(.shippingMethod, summary: summary)
    /// ```
    ///
    /// - Throws: ``AmountError`` when the total overflows.
    public init(
        _ kind: Kind, summary: PaymentSummaryBuilder, newShippingMethods: [ShippingMethod] = [],
        errors: [ApplePayError] = []
    ) throws(AmountError) {
        self.init(
            kind, newTotal: try summary.total(), newLineItems: summary.lineItems,
            newShippingMethods: newShippingMethods, errors: errors)
    }

    /// Creates the update that turns the sheet's request into `request`: its total, line items, shipping methods
    /// and special requests, for a merchant who rebuilds the whole request when a selection or coupon changes.
    public init(_ kind: Kind, to request: PaymentRequest, errors: [ApplePayError] = []) {
        self.init(
            kind, newTotal: request.total, newLineItems: request.lineItems,
            newShippingMethods: kind == .shippingMethod ? [] : request.shippingMethods, errors: errors)
        newRecurringPaymentRequest = request.recurringPaymentRequest
        newAutomaticReloadPaymentRequest = request.automaticReloadPaymentRequest
        newDeferredPaymentRequest = request.deferredPaymentRequest
        newDisbursementRequest = request.disbursementRequest
        newMultiTokenContexts = request.multiTokenContexts
    }

    /// The event an update answers, and so the `complete...` call that carries it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `completeShippingContactSelection(ApplePayShippingContactUpdate)`.
        case shippingContact
        /// `completeShippingMethodSelection(ApplePayShippingMethodUpdate)`; it has no errors.
        case shippingMethod
        /// `completePaymentMethodSelection(ApplePayPaymentMethodUpdate)`.
        case paymentMethod
        /// `completeCouponCodeChange(ApplePayCouponCodeUpdate)`.
        case couponCode

        /// The completion the update travels with.
        public var completion: ApplePayError.Completion {
            switch self {
            case .shippingContact: .shippingContactSelection
            case .shippingMethod: .shippingMethodSelection
            case .paymentMethod: .paymentMethodSelection
            case .couponCode: .couponCodeChange
            }
        }
    }

    /// The request as the update leaves it: its total, line items and, when the update has them, shipping
    /// methods and special requests replaced.
    public func applied(to request: PaymentRequest) -> PaymentRequest {
        var request = request
        request.total = newTotal
        request.lineItems = newLineItems
        if !newShippingMethods.isEmpty { request.shippingMethods = newShippingMethods }
        if let newRecurringPaymentRequest { request.recurringPaymentRequest = newRecurringPaymentRequest }
        if let newAutomaticReloadPaymentRequest {
            request.automaticReloadPaymentRequest = newAutomaticReloadPaymentRequest
        }
        if let newDeferredPaymentRequest { request.deferredPaymentRequest = newDeferredPaymentRequest }
        if let newDisbursementRequest { request.disbursementRequest = newDisbursementRequest }
        if !newMultiTokenContexts.isEmpty { request.multiTokenContexts = newMultiTokenContexts }
        return request
    }
}
