#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``GooglePaySessionSnapshot``: a Google Pay session as a server stores it between HTTP requests.
    public static var googlePaySessionSnapshot: Self { Self(name: "google-pay-session-snapshot") }
}

extension GooglePaySessionSnapshot: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.checked(
        .googlePaySessionSnapshot, "a Google Pay session snapshot", format: "snapshot", keys: WireKeys.names
    ) { parsed, _ in
        GooglePaySessionSnapshot.reading(parsed)
    }
}
