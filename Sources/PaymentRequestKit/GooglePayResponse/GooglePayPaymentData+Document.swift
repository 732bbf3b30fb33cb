#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``GooglePayPaymentData``.
    public static var googlePayPaymentData: Self { Self(name: "google-pay-payment-data") }
}

extension GooglePayPaymentData: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type: against the context's
    /// ``PaymentDocument/Context/googlePayRequest`` when it has one.
    public static let documentDescription = PaymentDocumentDescription<Self>.checked(
        .googlePayPaymentData, "a Google Pay PaymentData", format: "google-pay-response", keys: WireKeys.names
    ) { parsed, context in
        guard let request = context.googlePayRequest else {
            let (report, value) = GooglePayPaymentData.reading(parsed, request: nil)
            return (
                report.unchecked(
                    .googlePayAnswerRequestMissing,
                    "The answer was not checked against a request: give the PaymentDataRequest the page was shown"),
                value
            )
        }
        return GooglePayPaymentData.reading(parsed, request: request)
    }
}
