#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A `PaymentDetailsUpdate`: what a page passes to `updateWith()` when the payer changes the shipping address
/// or option, or to `show()` as the final details.
///
/// Chromium checks one as the constructor checks its details (`ValidateAndConvertPaymentDetailsUpdate`): the
/// display items, shipping options and modifiers, then the total when there is one, then the error messages, each
/// of at most 2048 characters, and `paymentMethodErrors`, a JSON object. Check one against the request with
/// ``validate(answering:now:)``, and apply it with ``applied(to:)``.
public struct W3CPaymentDetailsUpdate: Sendable, Hashable {
    /// The new total; `nil` keeps the old one.
    public var total: W3CPaymentRequest.Item?
    /// The new display items; `nil` keeps the old ones.
    public var displayItems: [W3CPaymentRequest.Item]?
    /// Every shipping option from now on; `nil` keeps the old ones.
    public var shippingOptions: [W3CPaymentRequest.ShippingOption]?
    /// The new modifiers; `nil` keeps the old ones.
    public var modifiers: [W3CPaymentRequest.Modifier]?
    /// A message for the payer, such as why the address cannot be served.
    public var error: String?
    /// A message for each field of the shipping address that is wrong.
    public var shippingAddressErrors: W3CAddressErrors?
    /// A message for each of the payer's contact fields that is wrong.
    public var payerErrors: W3CPayerErrors?
    /// The payment method's own errors, as the method defines them.
    var paymentMethodErrorsValue: CarriedJSON?

    /// The payment method's own errors as JSON.
    public var paymentMethodErrors: Data? { paymentMethodErrorsValue.map { Data($0.value.bytes()) } }

    /// Creates an update.
    public init(
        total: W3CPaymentRequest.Item? = nil, displayItems: [W3CPaymentRequest.Item]? = nil,
        shippingOptions: [W3CPaymentRequest.ShippingOption]? = nil, modifiers: [W3CPaymentRequest.Modifier]? = nil,
        error: String? = nil, shippingAddressErrors: W3CAddressErrors? = nil, payerErrors: W3CPayerErrors? = nil
    ) {
        self.total = total
        self.displayItems = displayItems
        self.shippingOptions = shippingOptions
        self.modifiers = modifiers
        self.error = error
        self.shippingAddressErrors = shippingAddressErrors
        self.payerErrors = payerErrors
    }

    /// The request as the browser shows it once this update is applied: the members it sets replace the request's.
    public func applied(to request: W3CPaymentRequest) -> W3CPaymentRequest {
        var updated = request
        if let total { updated.details.total = total }
        if let displayItems { updated.details.displayItems = displayItems }
        if let shippingOptions { updated.details.shippingOptions = shippingOptions }
        if let modifiers { updated.details.modifiers = modifiers }
        return updated
    }
}
