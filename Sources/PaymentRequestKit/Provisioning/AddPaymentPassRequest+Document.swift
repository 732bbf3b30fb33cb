#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// An ``AddPaymentPassRequest``: the issuer's encrypted pass data, which the app hands Wallet.
    public static var passRequest: Self { Self(name: "pass-request") }
}

extension AddPaymentPassRequest: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .passRequest, "a pass request", format: "provisioning"
    ) { request, context in
        request.violationLog(for: context.passEncryptionScheme)
    }
}
