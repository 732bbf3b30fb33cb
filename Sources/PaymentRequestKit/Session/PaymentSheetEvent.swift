#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Something the payment sheet tells the page, with what the event object carries.
///
/// Each case is an Apple Pay JS event (`onvalidatemerchant`, `onshippingcontactselected`, ...) and PassKit's
/// delegate call for it. As JSON, an event is the event object's members: its `type` and the member that carries
/// it (`validationURL`, `shippingContact`, `shippingMethod`, `paymentMethod`, `couponCode`, `payment`,
/// `sessionError`).
public enum PaymentSheetEvent: Sendable, Hashable {
    /// The page must validate the merchant with Apple at the URL (`validatemerchant`).
    case merchantValidation(validationURL: URL)
    /// The customer picked a shipping contact, redacted (`shippingcontactselected`).
    case shippingContactSelected(PaymentContact)
    /// The customer picked a shipping method (`shippingmethodselected`).
    case shippingMethodSelected(ShippingMethod)
    /// The customer picked a card (`paymentmethodselected`).
    case paymentMethodSelected(PaymentMethod)
    /// The customer entered a coupon code (`couponcodechanged`, version 12).
    case couponCodeChanged(String)
    /// The customer authorized the payment (`paymentauthorized`).
    case paymentAuthorized(Payment)
    /// The sheet closed without a payment (`cancel`).
    case cancelled(PaymentSessionError?)

    /// The event's `type`, as Apple Pay JS names it.
    public var type: String {
        switch self {
        case .merchantValidation: "validatemerchant"
        case .shippingContactSelected: "shippingcontactselected"
        case .shippingMethodSelected: "shippingmethodselected"
        case .paymentMethodSelected: "paymentmethodselected"
        case .couponCodeChanged: "couponcodechanged"
        case .paymentAuthorized: "paymentauthorized"
        case .cancelled: "cancel"
        }
    }
}
