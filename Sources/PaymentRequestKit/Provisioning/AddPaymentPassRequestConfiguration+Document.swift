#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// An ``AddPaymentPassRequestConfiguration``: what an issuer's app shows the card with.
    public static var addPaymentPassConfiguration: Self { Self(name: "configuration") }
}

extension AddPaymentPassRequestConfiguration: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .addPaymentPassConfiguration, "a provisioning configuration", format: "provisioning"
    ) {
        configuration, _ in configuration.violationLog()
    }
}
