/// One problem found in a payment request: which rule, where, and what is wrong.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    /// The rule broken.
    public var rule: ValidationRule
    /// Where, in the shape of the Apple Pay JS JSON: `total.amount`, `lineItems[2].label`, `countryCode`.
    public var path: String {
        // A path set by hand no longer matches the keys it was built from.
        didSet { location = nil }
    }
    /// What is wrong, for a developer.
    public var message: String
    /// ``path`` as keys and indices, where the check that found the violation built it from them: what a document
    /// that holds another reads to report at its own paths. Not part of the violation's value: equality, hashing
    /// and coding see ``path``.
    @usableFromInline package var location: ValidationPath?

    /// Creates a violation.
    public init(rule: ValidationRule, path: String, message: String) {
        self.rule = rule
        self.path = path
        self.message = message
    }

    /// A violation at a path built from keys and indices.
    @usableFromInline package init(rule: ValidationRule, location: ValidationPath, message: String) {
        self.init(rule: rule, path: location.rendered, message: message)
        self.location = location
    }

    /// Whether two violations break the same rule at the same path with the same message.
    public static func == (left: Violation, right: Violation) -> Bool {
        left.rule == right.rule && left.path == right.path && left.message == right.message
    }

    /// Hashes the rule, the path and the message, which are what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(path)
        hasher.combine(message)
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

extension [Violation] {
    /// Adds a violation of `rule` at a path built from keys and indices.
    @usableFromInline package mutating func append(
        _ rule: ValidationRule, at location: ValidationPath, _ message: String
    ) {
        append(Violation(rule: rule, location: location, message: message))
    }
}
