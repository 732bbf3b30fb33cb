#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``GooglePayPaymentDataRequestUpdate``.
    public static var googlePayRequestUpdate: Self { Self(name: "google-pay-request-update") }
}

extension GooglePayPaymentDataRequestUpdate: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type: against the context's
    /// ``PaymentDocument/Context/googlePayRequest`` when it has one.
    public static let documentDescription = PaymentDocumentDescription<Self>.checked(
        .googlePayRequestUpdate, "a Google Pay PaymentDataRequestUpdate", format: "google-pay-response",
        keys: WireKeys.names
    ) { parsed, context in
        GooglePayPaymentDataRequestUpdate.reading(parsed, request: context.googlePayRequest)
    }
}
