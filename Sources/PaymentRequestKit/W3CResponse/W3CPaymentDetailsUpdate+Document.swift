#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``W3CPaymentDetailsUpdate``.
    public static var w3cDetailsUpdate: Self { Self(name: "w3c-details-update") }
}

extension W3CPaymentDetailsUpdate: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type: against the context's
    /// ``PaymentDocument/Context/w3cRequest`` when it has one.
    public static let documentDescription = PaymentDocumentDescription<Self>.checked(
        .w3cDetailsUpdate, "a W3C PaymentDetailsUpdate", format: "w3c-response", keys: WireKeys.names
    ) { parsed, context in
        W3CPaymentDetailsUpdate.reading(parsed, request: context.w3cRequest, context: context.validationContext)
    }
}
