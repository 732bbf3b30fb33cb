#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``W3CPaymentRequest``: `{ methodData, details, options }`.
    public static var w3cPaymentRequest: Self { Self(name: "w3c-payment-request") }
}

extension W3CPaymentRequest: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.checked(
        .w3cPaymentRequest, "a W3C Payment Request document", format: "w3c", keys: WireKeys.names
    ) { parsed, context in
        W3CPaymentRequest.reading(parsed, for: context.validationContext)
    }
}
