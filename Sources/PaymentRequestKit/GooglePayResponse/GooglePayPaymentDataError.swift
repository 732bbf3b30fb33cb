/// A `PaymentDataError`: what a page's callback tells Google Pay went wrong, shown to the payer in a dialog.
///
/// Google Pay's API reference: every member is required, and the intent must be one of the request's
/// `callbackIntents` ("an exception will be thrown if the intent does not fall into one of the provided intents").
public struct GooglePayPaymentDataError: Sendable, Hashable {
    /// What went wrong.
    public var reason: Reason
    /// The callback intent the error is about, such as `SHIPPING_ADDRESS`.
    public var intent: String
    /// The text the payer reads.
    public var message: String

    /// Creates an error.
    public init(reason: Reason, intent: String, message: String) {
        self.reason = reason
        self.intent = intent
        self.message = message
    }

    /// `ErrorReason`.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// The shipping address is not a valid address.
        case shippingAddressInvalid = "SHIPPING_ADDRESS_INVALID"
        /// The merchant does not ship to the address.
        case shippingAddressUnserviceable = "SHIPPING_ADDRESS_UNSERVICEABLE"
        /// The shipping option does not apply, for example to the address chosen.
        case shippingOptionInvalid = "SHIPPING_OPTION_INVALID"
        /// The offer is not valid.
        case offerInvalid = "OFFER_INVALID"
        /// The payment data cannot be charged.
        case paymentDataInvalid = "PAYMENT_DATA_INVALID"
        /// Anything else.
        case otherError = "OTHER_ERROR"

        /// The callback intents whose data the reason is about (Google's `ErrorReason`); `nil` for
        /// ``otherError``, which fits any.
        public var intents: Set<String>? {
            switch self {
            case .shippingAddressInvalid, .shippingAddressUnserviceable: ["SHIPPING_ADDRESS"]
            case .shippingOptionInvalid: ["SHIPPING_OPTION"]
            case .offerInvalid: ["OFFER"]
            case .paymentDataInvalid: ["PAYMENT_AUTHORIZATION", "PAYMENT_METHOD"]
            case .otherError: nil
            }
        }
    }
}
