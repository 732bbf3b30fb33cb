#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One problem found in a payment request: which rule, where, and what is wrong.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    /// The rule broken.
    public var rule: ValidationRule
    /// Where, in the shape of the Apple Pay JS JSON: `total.amount`, `lineItems[2].label`, `countryCode`.
    public var path: String
    /// What is wrong, for a developer.
    public var message: String

    /// Creates a violation.
    public init(rule: ValidationRule, path: String, message: String) {
        self.rule = rule
        self.path = path
        self.message = message
    }

    /// The rule's stable code.
    public var code: String { rule.code }
    /// The rule's severity.
    public var severity: ValidationRule.Severity { rule.severity }

    /// `severity path: message [code]`, the form `payreq` prints.
    public var description: String {
        "\(severity.rawValue) \(path.isEmpty ? "(document)" : path): \(message) [\(code)]"
    }
}

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

/// The error thrown by ``PaymentRequest/validated(for:)`` when a request has errors.
public struct PaymentRequestValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The full report, warnings included.
    public var report: ValidationReport

    /// One violation per line.
    public var description: String { report.description }
}

/// Where a payment request will be used, which decides some rules, and the current date for date rules.
public struct ValidationContext: Sendable, Hashable {
    /// The platform that will show the request.
    public var platform: Platform
    /// The current date, for rules such as "a deferred date is in the future"; passing it keeps validation
    /// deterministic.
    public var now: Date

    /// Creates a context.
    public init(platform: Platform, now: Date) {
        self.platform = platform
        self.now = now
    }

    /// A context for Apple Pay on the Web at a given date.
    public static func web(now: Date) -> ValidationContext { ValidationContext(platform: .web, now: now) }
    /// A context for an app (PassKit) at a given date.
    public static func inApp(now: Date) -> ValidationContext { ValidationContext(platform: .inApp, now: now) }

    /// The platform that will show a request.
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        /// Apple Pay on the Web (Apple Pay JS): the merchant identifier comes from the merchant session.
        case web
        /// An app using PassKit: the request must carry its merchant identifier.
        case inApp
    }
}
