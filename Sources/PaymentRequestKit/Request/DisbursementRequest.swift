/// A request to pay money out to the customer's card, rather than to take a payment (`PKDisbursementRequest`,
/// iOS 17; Apple Pay JS `disbursementRequest`, Safari 18).
///
/// On the web the request is an `ApplePayPaymentRequest` with a `disbursementRequest` member, and its line items
/// carry the disbursement's parts: plain items first, at most one instant-funds-out fee
/// (``DisbursementLineItemType/instantFundsOutFee``), and the disbursement item
/// (``DisbursementLineItemType/disbursement``) last. Safari builds the sheet from the line items and ignores the
/// total. Build one with ``PaymentSummaryBuilder/addDisbursement(_:)`` and
/// ``PaymentRequest/init(disbursementFrom:countryCode:supportedNetworks:merchantCapabilities:requiredRecipientContactFields:)``.
public struct DisbursementRequest: Sendable, Hashable {
    /// The recipient's contact fields the merchant needs (`requiredRecipientContactFields`).
    public var requiredRecipientContactFields: ContactFields

    /// Creates a disbursement request.
    public init(requiredRecipientContactFields: ContactFields = []) {
        self.requiredRecipientContactFields = requiredRecipientContactFields
    }
}
