#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``PaymentRequest``: the `ApplePayPaymentRequest` a page hands to `new ApplePaySession(version, request)`.
    public static var applePayRequest: Self { Self(name: "apple-pay-js-request") }
}

extension PaymentRequest: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .applePayRequest, "an Apple Pay JS payment request", format: "apple-pay-js"
    ) { request, context in
        request.violationLog(for: context.validationContext)
    }
}
