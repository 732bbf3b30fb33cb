/// Where a payment sheet session is (WebKit's `ApplePaySession::State`).
///
/// A session goes from ``idle`` to ``active`` with `begin()`; each event the page must answer moves it to the
/// event's state until the page completes it, back to ``active``; an authorization moves it to ``authorized``,
/// and a final result to ``completed``. ``aborted`` and ``cancelled`` end it too.
public enum PaymentSheetState: String, Sendable, Hashable, CaseIterable {
    case idle, active, shippingContactSelected, shippingMethodSelected, paymentMethodSelected, couponCodeChanged
    case authorized, completed, aborted, cancelled

    /// Whether the session has ended.
    public var isFinal: Bool { self == .completed || self == .aborted || self == .cancelled }

    /// The update kind the state waits for, if it waits for one.
    var pendingUpdate: PaymentRequestUpdate.Kind? {
        switch self {
        case .shippingContactSelected: .shippingContact
        case .shippingMethodSelected: .shippingMethod
        case .paymentMethodSelected: .paymentMethod
        case .couponCodeChanged: .couponCode
        default: nil
        }
    }
}
