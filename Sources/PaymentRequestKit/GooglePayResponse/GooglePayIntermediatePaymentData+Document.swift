#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``GooglePayIntermediatePaymentData``.
    public static var googlePayIntermediatePaymentData: Self { Self(name: "google-pay-intermediate-payment-data") }
}

extension GooglePayIntermediatePaymentData: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type: against the context's
    /// ``PaymentDocument/Context/googlePayRequest`` when it has one.
    public static let documentDescription = PaymentDocumentDescription<Self>.checked(
        .googlePayIntermediatePaymentData, "a Google Pay IntermediatePaymentData", format: "google-pay-response",
        keys: WireKeys.names
    ) { parsed, context in
        guard let request = context.googlePayRequest else {
            let (report, value) = GooglePayIntermediatePaymentData.reading(parsed, request: nil)
            return (
                report.unchecked(
                    .googlePayAnswerRequestMissing,
                    "The callback was not checked against a request: give the PaymentDataRequest the page was shown"),
                value
            )
        }
        return GooglePayIntermediatePaymentData.reading(parsed, request: request)
    }
}
