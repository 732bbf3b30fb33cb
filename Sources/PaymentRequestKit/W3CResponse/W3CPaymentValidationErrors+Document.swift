#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``W3CPaymentValidationErrors``.
    public static var w3cValidationErrors: Self { Self(name: "w3c-validation-errors") }
}

extension W3CPaymentValidationErrors: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.checked(
        .w3cValidationErrors, "W3C PaymentValidationErrors", format: "w3c-response",
        // Less `paymentMethod`, an event's and a payment token's key: retry errors are told by their others.
        keys: ["error", "payer", "shippingAddress"]
    ) { parsed, _ in
        W3CPaymentValidationErrors.reading(parsed)
    }
}
