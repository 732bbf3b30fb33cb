#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``GooglePayRootSigningKeys``: Google's root signing keys, as Google publishes them.
    public static var googlePayRootSigningKeys: Self { Self(name: "google-pay-root-signing-keys") }
}

extension GooglePayRootSigningKeys: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .googlePayRootSigningKeys, "Google's root signing keys", format: "google-pay-token"
    ) { keys, context in
        keys.violationLog(now: context.now)
    }
}
