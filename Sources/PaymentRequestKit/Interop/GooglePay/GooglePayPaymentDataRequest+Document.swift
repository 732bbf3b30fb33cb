#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``GooglePayPaymentDataRequest``.
    public static var googlePayPaymentDataRequest: Self { Self(name: "google-pay-payment-data-request") }
}

extension GooglePayPaymentDataRequest: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.checked(
        .googlePayPaymentDataRequest, "a Google Pay PaymentDataRequest", format: "google-pay",
        keys: WireKeys.names
    ) { parsed, _ in
        GooglePayPaymentDataRequest.reading(parsed)
    }
}
