#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``PaymentSheetEvent``: what the sheet hands the page.
    public static var sheetEvent: Self { Self(name: "event") }
}

extension PaymentSheetEvent: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .sheetEvent, "a payment sheet event", format: "event"
    ) { parsed, context, keeping in
        guard let request = context.request else {
            let (report, event) = PaymentSheetEvent.reading(parsed, keeping: keeping) { _ in ViolationLog() }
            return (
                report.unchecked(
                    .eventRequestMissing,
                    "The event was not checked against a request: give the request the page was shown"),
                event
            )
        }
        return PaymentSheetEvent.reading(parsed, keeping: keeping) { $0.violationLog(against: request) }
    }
}
