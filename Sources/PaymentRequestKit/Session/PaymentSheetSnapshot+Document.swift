#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``PaymentSheetSnapshot``: a payment sheet session as a server stores it between HTTP requests.
    public static var sessionSnapshot: Self { Self(name: "session-snapshot") }
}

extension PaymentSheetSnapshot: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .sessionSnapshot, "a session snapshot", format: "snapshot"
    ) { snapshot, context in
        snapshot.violationLog(for: context.validationContext)
    }
}
