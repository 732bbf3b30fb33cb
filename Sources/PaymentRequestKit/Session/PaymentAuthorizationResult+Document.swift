#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``PaymentAuthorizationResult``: what a page completes the payment with.
    public static var authorizationResult: Self { Self(name: "authorization-result") }
}

extension PaymentAuthorizationResult: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .authorizationResult, "an authorization result", format: "update"
    ) { result, _ in
        result.violationLog()
    }
}
