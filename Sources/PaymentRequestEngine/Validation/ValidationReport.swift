/// What validation found: every violation, errors and warnings, in the order of the request's fields.
public struct ValidationReport: Sendable, Hashable, CustomStringConvertible {
    /// Every violation found.
    public var violations: [Violation]

    /// Creates a report.
    public init(violations: [Violation]) {
        self.violations = violations
    }

    /// Whether no violation is an error (warnings allowed).
    public var isValid: Bool { !violations.contains { $0.severity == .error } }
    /// The violations that are errors.
    public var errors: [Violation] { violations.filter { $0.severity == .error } }
    /// The violations that are warnings.
    public var warnings: [Violation] { violations.filter { $0.severity == .warning } }

    /// One violation per line, or `OK`.
    public var description: String {
        violations.isEmpty ? "OK" : violations.map(\.description).joined(separator: "\n")
    }
}
