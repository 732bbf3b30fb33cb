/// What ``PaymentDocument/validate(jsonData:for:limits:)`` found: the kind it recognised, every violation, and
/// the document when it decoded.
public struct PaymentDocumentReport: Sendable, CustomStringConvertible {
    /// The kind the document was recognised as, or read as when its keys decide nothing; `nil` when it was
    /// refused before reading: it is not JSON, or its keys fit several kinds equally well, say it is a kind not
    /// asked for, or fit none of those asked for.
    public let kind: PaymentDocumentKind?
    /// Every violation, errors and warnings.
    public let report: ValidationReport
    /// The document, when it decoded without a problem; its validation may still have found some.
    public let document: PaymentDocument?

    /// Creates a report.
    public init(kind: PaymentDocumentKind?, report: ValidationReport, document: PaymentDocument?) {
        self.kind = kind
        self.report = report
        self.document = document
    }

    /// Whether the document was read and no violation is an error (warnings allowed).
    public var isValid: Bool { kind != nil && report.isValid }
    /// Every violation.
    public var violations: [Violation] { report.violations }

    /// The kind and the report: `update: OK`, or the kind and one violation per line.
    public var description: String {
        let kind = kind?.rawValue ?? "unread document"
        return report.violations.isEmpty ? "\(kind): OK" : "\(kind):\n\(report.description)"
    }
}
