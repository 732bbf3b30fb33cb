#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``DecryptedPaymentData``: the envelope's data, decrypted.
    public static var decryptedPaymentData: Self { Self(name: "decrypted-payment-data") }
}

extension DecryptedPaymentData: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .decryptedPaymentData, "decrypted payment data", format: "token"
    ) { data, context in
        data.violationLog(now: context.now, request: context.request)
    }
}
