#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `PaymentValidationErrors`: what a page passes to `PaymentResponse.retry()` when its server refuses what the
/// payer gave, field by field.
///
/// Chromium takes every message of at most 2048 characters (`IsValidPaymentValidationErrorsFormat`) and
/// `paymentMethod` as a JSON object.
public struct W3CPaymentValidationErrors: Sendable, Hashable {
    /// A message for the payer about the whole payment.
    public var error: String?
    /// A message for each of the payer's contact fields that is wrong.
    public var payer: W3CPayerErrors?
    /// A message for each field of the shipping address that is wrong.
    public var shippingAddress: W3CAddressErrors?
    /// The payment method's own errors.
    var paymentMethodValue: CarriedJSON?

    /// The payment method's own errors as JSON.
    public var paymentMethod: Data? { paymentMethodValue.map { Data($0.value.bytes()) } }

    /// Creates validation errors.
    public init(error: String? = nil, payer: W3CPayerErrors? = nil, shippingAddress: W3CAddressErrors? = nil) {
        self.error = error
        self.payer = payer
        self.shippingAddress = shippingAddress
    }
}
