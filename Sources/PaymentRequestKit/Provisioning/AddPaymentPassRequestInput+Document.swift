#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// An ``AddPaymentPassRequestInput``: what Wallet hands the app to generate the pass request with.
    public static var generateRequestInput: Self { Self(name: "generate-request-input") }
}

extension AddPaymentPassRequestInput: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .generateRequestInput, "a generate-request input", format: "provisioning"
    ) { input, context in
        input.violationLog(now: context.now, policy: context.issuerEncryptionPolicy)
    }
}
