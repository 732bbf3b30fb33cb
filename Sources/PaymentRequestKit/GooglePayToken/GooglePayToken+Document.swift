#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``GooglePayToken``: the payment method token of Google Pay's `DIRECT` tokenization.
    public static var googlePayToken: Self { Self(name: "google-pay-payment-method-token") }
}

extension GooglePayToken: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .googlePayToken, "a Google Pay payment method token", format: "google-pay-token", isFormatDefault: true
    ) { token, _ in
        token.violationLog()
    }
}
