#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``W3CPaymentResponse``.
    public static var w3cPaymentResponse: Self { Self(name: "w3c-payment-response") }
}

extension W3CPaymentResponse: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type: against the context's
    /// ``PaymentDocument/Context/w3cRequest`` when it has one.
    public static let documentDescription = PaymentDocumentDescription<Self>.checked(
        .w3cPaymentResponse, "a W3C PaymentResponse", format: "w3c-response", keys: WireKeys.names
    ) { parsed, context in
        guard let request = context.w3cRequest else {
            let (report, value) = W3CPaymentResponse.reading(parsed, request: nil, now: context.now)
            return (
                report.unchecked(
                    .w3cResponseRequestMissing,
                    "The response was not checked against a request: give the W3C request the page constructed"), value
            )
        }
        return W3CPaymentResponse.reading(parsed, request: request, now: context.now)
    }
}
