#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``MerchantValidationRequest``: the body a server posts to Apple's validation URL.
    public static var merchantValidationRequest: Self { Self(name: "merchant-validation-request") }
}

extension MerchantValidationRequest: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .merchantValidationRequest, "a merchant validation request", format: "merchant-validation-request"
    ) { body, _ in
        body.violationLog()
    }
}
