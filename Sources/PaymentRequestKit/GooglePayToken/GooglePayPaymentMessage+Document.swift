#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``GooglePayPaymentMessage``: a Google Pay token's message, decrypted.
    public static var googlePayPaymentMessage: Self { Self(name: "google-pay-payment-message") }
}

extension GooglePayPaymentMessage: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .googlePayPaymentMessage, "a decrypted Google Pay message", format: "google-pay-token",
        // Less `paymentMethod` and `paymentMethodDetails`: `{"paymentMethod": ...}` is an event's or a payment
        // token's, and a message is told by `messageId` and `messageExpiration`, which it always has.
        keys: ["gatewayMerchantId", "messageExpiration", "messageId"]
    ) { message, context in
        message.violationLog(
            now: context.now, request: context.googlePayRequest, recipient: context.googlePayRecipient)
    }
}
