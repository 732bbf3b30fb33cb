#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``W3CPaymentSessionSnapshot``: a Payment Request API session as a server stores it between HTTP requests.
    public static var w3cSessionSnapshot: Self { Self(name: "w3c-session-snapshot") }
}

extension W3CPaymentSessionSnapshot: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type: its request with Apple Pay's
    /// rules for the context's platform and version.
    public static let documentDescription = PaymentDocumentDescription<Self>.checked(
        .w3cSessionSnapshot, "a W3C payment session snapshot", format: "snapshot", keys: WireKeys.names
    ) { parsed, context in
        W3CPaymentSessionSnapshot.reading(parsed, for: context.validationContext)
    }
}
