#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `PaymentResponse.toJSON()` gives a page, and what the page posts to its server: the method the payer
/// chose, its details, and the shipping address, option and payer's contact the request asked for.
///
/// Read one with ``init(jsonData:)`` and check it against the ``W3CPaymentRequest`` the page constructed with
/// ``validate(answering:)``: a page can post anything. For Apple Pay (`https://apple.com/apple-pay`) the details
/// are an `ApplePayPayment`, read as a ``Payment``.
public struct W3CPaymentResponse: Sendable, Hashable {
    /// The request's `details.id`, or the identifier the browser gave it.
    public var requestId: String
    /// The payment method identifier of the method the payer chose.
    public var methodName: String
    /// The method's details, as the method writes them.
    var detailsValue: CarriedJSON
    /// The shipping address, when the request asked for shipping.
    public var shippingAddress: W3CAddress?
    /// The id of the shipping option chosen, when the request asked for shipping.
    public var shippingOption: String?
    /// The payer's name, when asked for.
    public var payerName: String?
    /// The payer's email address, when asked for.
    public var payerEmail: String?
    /// The payer's phone number, when asked for.
    public var payerPhone: String?

    /// The method's details as JSON, such as Apple Pay's `{"token": ..., "billingContact": ...}`.
    public var details: Data { Data(detailsValue.value.bytes()) }

    /// Creates a response; `details` must be a JSON object.
    public init(
        requestId: String, methodName: String, details: Data, shippingAddress: W3CAddress? = nil,
        shippingOption: String? = nil, payerName: String? = nil, payerEmail: String? = nil, payerPhone: String? = nil
    ) throws(PaymentRequestValidationError) {
        let carried = try W3CPaymentRequest.MethodData(supportedMethods: methodName, data: details)
        self.init(
            requestId: requestId, methodName: methodName,
            detailsValue: carried.dataValue ?? CarriedJSON(value: .object([])), shippingAddress: shippingAddress,
            shippingOption: shippingOption, payerName: payerName, payerEmail: payerEmail, payerPhone: payerPhone)
    }

    init(
        requestId: String, methodName: String, detailsValue: CarriedJSON, shippingAddress: W3CAddress?,
        shippingOption: String?, payerName: String?, payerEmail: String?, payerPhone: String?
    ) {
        self.requestId = requestId
        self.methodName = methodName
        self.detailsValue = detailsValue
        self.shippingAddress = shippingAddress
        self.shippingOption = shippingOption
        self.payerName = payerName
        self.payerEmail = payerEmail
        self.payerPhone = payerPhone
    }
}
