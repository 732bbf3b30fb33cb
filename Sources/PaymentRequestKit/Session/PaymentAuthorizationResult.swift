/// The merchant's answer to an authorized payment (`ApplePayPaymentAuthorizationResult`,
/// `PKPaymentAuthorizationResult`), passed to `completePayment`.
///
/// The session ends when the status is ``PaymentAuthorizationStatus/success`` or
/// ``PaymentAuthorizationStatus/failure`` and there are no errors (``isFinal``); otherwise the sheet stays open, so
/// the customer can fix the problem or enter a PIN, and authorizes again (WebKit's `isFinalState`).
public struct PaymentAuthorizationResult: Sendable, Hashable {
    /// The status.
    public var status: PaymentAuthorizationStatus
    /// What the customer should fix; shown on the sheet.
    public var errors: [ApplePayError]
    /// The order to track in Wallet, after a success.
    public var orderDetails: PaymentOrderDetails?

    /// Creates a result.
    public init(
        status: PaymentAuthorizationStatus, errors: [ApplePayError] = [], orderDetails: PaymentOrderDetails? = nil
    ) {
        self.status = status
        self.errors = errors
        self.orderDetails = orderDetails
    }

    /// Whether the result ends the session: SUCCESS or FAILURE, and no errors.
    public var isFinal: Bool { (status == .success || status == .failure) && errors.isEmpty }

    /// The result as Safari applies it: a deprecated status (2 to 4) becomes FAILURE, with the error it stood
    /// for put first (billing contact invalid; shipping contact invalid at the postal address; shipping contact
    /// invalid).
    public var normalized: PaymentAuthorizationResult {
        let error: ApplePayError
        switch status {
        case .invalidBillingPostalAddress: error = ApplePayError(.billingContactInvalid)
        case .invalidShippingPostalAddress: error = ApplePayError(.shippingContactInvalid, contactField: .postalAddress)
        case .invalidShippingContact: error = ApplePayError(.shippingContactInvalid)
        default: return self
        }
        return PaymentAuthorizationResult(status: .failure, errors: [error] + errors, orderDetails: orderDetails)
    }

    /// The error a legacy selection completion's status stands for (`completeShippingContactSelection(status,
    /// ...)` of versions 1 and 2): none for SUCCESS; `unknown` for FAILURE and the PIN statuses.
    public static func legacySelectionError(for status: PaymentAuthorizationStatus) -> ApplePayError? {
        switch status {
        case .success: nil
        case .invalidBillingPostalAddress: ApplePayError(.billingContactInvalid)
        case .invalidShippingPostalAddress: ApplePayError(.shippingContactInvalid, contactField: .postalAddress)
        case .invalidShippingContact: ApplePayError(.shippingContactInvalid)
        default: ApplePayError(.unknown)
        }
    }
}
