/// A capability a page asks Safari about, named by a string (`ApplePayFeature`).
///
/// WebKit froze the Apple Pay JS version at 15 and names newer capabilities as features instead
/// (`ApplePayFeature.idl`). The list is closed in Safari's IDL: a name it does not know is a TypeError, and
/// decoding reports it (`json.unknownValue`).
public struct ApplePayFeature: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The feature's name, for example `"paymentRequestDisbursements"`.
    public let rawValue: String

    /// A feature by its name; `nil` for a name Safari does not know.
    public init?(rawValue: String) {
        guard Self.names.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(known: String) {
        rawValue = known
    }

    /// The name.
    public var description: String { rawValue }

    /// Every feature Safari names, in the IDL's order.
    public static let allCases: [ApplePayFeature] = names.map(ApplePayFeature.init(known:))

    private static let names = [
        "applePayLater", "applePayLaterAvailability", "authorizationResultOrderDetails", "lineItemPaymentTiming",
        "paymentRequestAutomaticReload", "paymentRequestCouponCode", "paymentRequestMerchantCategoryCode",
        "paymentRequestMultiTokenContexts", "paymentRequestRecurring", "paymentRequestShippingContactEditingMode",
        "paymentTimingAutomaticReload", "paymentRequestDeferred", "paymentTimingDeferred", "paymentTimingImmediate",
        "paymentTimingRecurring", "shippingContactEditingModeEnabled", "shippingContactEditingModeStorePickup",
        "shippingMethodDateComponentsRange", "paymentRequestDisbursements",
    ]

    /// Disbursements (`"paymentRequestDisbursements"`).
    public static var paymentRequestDisbursements: ApplePayFeature {
        ApplePayFeature(known: "paymentRequestDisbursements")
    }
    /// The merchant category code (`"paymentRequestMerchantCategoryCode"`).
    public static var paymentRequestMerchantCategoryCode: ApplePayFeature {
        ApplePayFeature(known: "paymentRequestMerchantCategoryCode")
    }
    /// Deferred payment requests (`"paymentRequestDeferred"`).
    public static var paymentRequestDeferred: ApplePayFeature { ApplePayFeature(known: "paymentRequestDeferred") }
}
