/// Google Pay's `PaymentDataRequestUpdate`: what a page's `onPaymentDataChanged` returns to the sheet.
///
/// Only the members that change are set. Google Pay's API reference: the new transaction information may change
/// only `totalPrice`, `totalPriceStatus`, `transactionNote` and `displayItems`; new shipping options and offers
/// are the whole list, not a change to it; an error's intent is one of the request's `callbackIntents`. Check one
/// against the request with ``validate(answering:)``.
public struct GooglePayPaymentDataRequestUpdate: Sendable, Hashable {
    /// The new total and cart.
    public var newTransactionInfo: GooglePayPaymentDataRequest.TransactionInfo?
    /// Every shipping option from now on.
    public var newShippingOptionParameters: GooglePayPaymentDataRequest.ShippingOptionParameters?
    /// Every offer from now on (`newOfferInfo.offers`).
    public var newOffers: [GooglePayPaymentDataRequest.OfferDetail]?
    /// What the payer is told is wrong.
    public var error: GooglePayPaymentDataError?

    /// Creates an update.
    public init(
        newTransactionInfo: GooglePayPaymentDataRequest.TransactionInfo? = nil,
        newShippingOptionParameters: GooglePayPaymentDataRequest.ShippingOptionParameters? = nil,
        newOffers: [GooglePayPaymentDataRequest.OfferDetail]? = nil, error: GooglePayPaymentDataError? = nil
    ) {
        self.newTransactionInfo = newTransactionInfo
        self.newShippingOptionParameters = newShippingOptionParameters
        self.newOffers = newOffers
        self.error = error
    }

    /// The request as the sheet shows it once this update is applied: the transaction's changeable members, the
    /// shipping options and the offers replaced by the update's.
    public func applied(to request: GooglePayPaymentDataRequest) -> GooglePayPaymentDataRequest {
        var updated = request
        if let newTransactionInfo {
            updated.transactionInfo.totalPrice = newTransactionInfo.totalPrice
            updated.transactionInfo.totalPriceStatus = newTransactionInfo.totalPriceStatus
            updated.transactionInfo.displayItems = newTransactionInfo.displayItems
        }
        if let newShippingOptionParameters { updated.shippingOptionParameters = newShippingOptionParameters }
        if let newOffers { updated.offers = newOffers }
        return updated
    }
}
