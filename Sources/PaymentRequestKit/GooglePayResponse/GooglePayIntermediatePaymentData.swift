/// Google Pay's `IntermediatePaymentData`: what `onPaymentDataChanged` receives when the payer changes
/// something the request asked to be called back about, before authorizing.
///
/// Read one with ``init(jsonData:)`` and check it against the request with ``validate(answering:)``; answer it
/// with a ``GooglePayPaymentDataRequestUpdate``. The shipping address is redacted: locality, administrative area,
/// country and a shortened postal code (Google Pay's API reference, `IntermediateAddress`).
public struct GooglePayIntermediatePaymentData: Sendable, Hashable {
    /// What the payer changed, or ``CallbackTrigger/initialize`` when the sheet opens.
    public var callbackTrigger: CallbackTrigger
    /// The payment method's type: `CARD`.
    public var paymentMethodType: String
    /// The card's network, when Google gives it.
    public var cardNetwork: String?
    /// The redacted shipping address.
    public var shippingAddress: GooglePayAddress?
    /// The id of the shipping option chosen.
    public var shippingOptionId: String?
    /// The codes of the offers applied, which the page's answer accepts or refuses.
    public var offerRedemptionCodes: [String]?

    /// Creates callback data.
    public init(
        callbackTrigger: CallbackTrigger, paymentMethodType: String = "CARD", cardNetwork: String? = nil,
        shippingAddress: GooglePayAddress? = nil, shippingOptionId: String? = nil, offerRedemptionCodes: [String]? = nil
    ) {
        self.callbackTrigger = callbackTrigger
        self.paymentMethodType = paymentMethodType
        self.cardNetwork = cardNetwork
        self.shippingAddress = shippingAddress
        self.shippingOptionId = shippingOptionId
        self.offerRedemptionCodes = offerRedemptionCodes
    }

    /// `CallbackTrigger`.
    public enum CallbackTrigger: String, Sendable, Hashable, CaseIterable {
        /// The sheet opened, or the payer changed accounts: every intent's data is given. It may come more than
        /// once.
        case initialize = "INITIALIZE"
        /// The shipping address changed.
        case shippingAddress = "SHIPPING_ADDRESS"
        /// The shipping option changed.
        case shippingOption = "SHIPPING_OPTION"
        /// The offers applied changed.
        case offer = "OFFER"

        /// The callback intent the request must list for Google to call back with this trigger; `nil` for
        /// ``initialize``.
        public var intent: String? { self == .initialize ? nil : rawValue }
    }
}
