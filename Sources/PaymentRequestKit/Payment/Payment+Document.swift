#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``Payment``: the payment the `paymentauthorized` event carries.
    public static var payment: Self { Self(name: "payment") }
}

extension Payment: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .payment, "a payment", format: "token"
    ) { payment, context in
        payment.token.violationLog(now: context.now, request: context.request, at: Payment.WireKeys.token.path)
    }
}
