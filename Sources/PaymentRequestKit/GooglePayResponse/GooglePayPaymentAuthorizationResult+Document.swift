#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``GooglePayPaymentAuthorizationResult``.
    public static var googlePayAuthorizationResult: Self { Self(name: "google-pay-authorization-result") }
}

extension GooglePayPaymentAuthorizationResult: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type: against the context's
    /// ``PaymentDocument/Context/googlePayRequest`` when it has one.
    public static let documentDescription = PaymentDocumentDescription<Self>.checked(
        .googlePayAuthorizationResult, "a Google Pay PaymentAuthorizationResult", format: "google-pay-response",
        keys: WireKeys.names
    ) { parsed, context in
        GooglePayPaymentAuthorizationResult.reading(parsed, request: context.googlePayRequest)
    }
}
