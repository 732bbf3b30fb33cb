#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocumentKind {
    /// A ``MerchantSession``: Apple's answer to the merchant validation request, which the page passes on.
    public static var merchantSession: Self { Self(name: "merchant-session") }
}

extension MerchantSession: PaymentDocumentRepresentable {
    /// How ``PaymentDocument`` recognises, reads and checks a document of this type.
    public static let documentDescription = PaymentDocumentDescription<Self>.wire(
        .merchantSession, "a merchant session", format: "merchant-session"
    ) { parsed, context, keeping in
        let body = context.merchantValidationRequest
        let (report, session) = MerchantSession.reading(parsed, keeping: keeping) {
            $0.violationLog(against: body, now: context.now)
        }
        guard body == nil else { return (report, session) }
        let unchecked = Violation(
            rule: .merchantSessionRequestMissing, path: "",
            message: "The session was not checked against a merchant validation body: give the body the server sent"
        )
        return (ValidationReport(violations: report.violations + [unchecked]), session)
    }
}
