#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``PaymentToken``: a payment's token.
    public static var paymentToken: Self { Self(name: "payment-token") }
}

extension PaymentToken: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .paymentToken, "a payment token", format: "token"
    ) { token, context in
        token.violationLog(now: context.now, request: context.request, at: .document)
    }
}
