#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``PaymentRequestUpdate``: one of the update dictionaries a page answers the sheet's events with.
    public static var requestUpdate: Self { Self(name: "update") }
}

extension PaymentRequestUpdate: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .requestUpdate, "an update", format: "update"
    ) { parsed, context, keeping in
        let currency = context.currency ?? context.request?.currencyCode
        let (report, update) = PaymentRequestUpdate.reading(parsed, keeping: keeping) { update in
            var update = update
            update.kind = context.updateKind ?? update.kind
            return update.violationLog(
                currency: currency ?? .usd, context: context.validationContext,
                checkErrors: context.updateKind != nil)
        }
        guard currency == nil else { return (report, update) }
        // An update carries no currency: say which one its amounts were checked in.
        let assumed = Violation(
            rule: .updateCurrencyAssumed, path: "",
            message: "The update's amounts were checked in USD, as no currency and no request were given")
        return (ValidationReport(violations: report.violations + [assumed]), update)
    }
}
