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
        let exception = rule.exception.map { ", \($0)\(rule.exceptionMoment?.phrase ?? "")" } ?? ""
        return "\(severity.rawValue) \(path.isEmpty ? "(document)" : path): \(message) [\(code)\(exception)]"
    }
}
