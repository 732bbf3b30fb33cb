#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``PaymentTokenEnvelope``: the token's `paymentData`.
    public static var paymentTokenEnvelope: Self { Self(name: "payment-token-envelope") }
}

extension PaymentTokenEnvelope: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .paymentTokenEnvelope, "a payment token's envelope", format: "token", isFormatDefault: true
    ) { parsed, context, _ in
        PaymentTokenEnvelope.reading(
            parsed, now: context.now, transactionIdentifier: context.transactionIdentifier, request: context.request)
    }
}
