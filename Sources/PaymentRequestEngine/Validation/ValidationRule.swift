/// A rule a payment request must follow, with a stable code, a severity and where the rule comes from.
///
/// ``all`` lists every rule; the documentation's table of rules is this list. New rules can be added in any
/// release without breaking callers, who match on ``code``.
public struct ValidationRule: Sendable, Hashable, Identifiable {
    // One reference to shared, immutable fields: a rule travels in every violation and every typed error of the
    // decoders, and a reference keeps those small (the parser recurses with its error type in each frame) and
    // costs one retain to copy instead of one per string.
    private let storage: Storage

    private final class Storage: Sendable {
        let code: String
        let severity: Severity
        let summary: String
        let source: Source
        let stage: Stage
        let exception: ScriptException?
        let exceptionMoment: ScriptException.Moment?
        let platformBehaviour: String

        init(
            code: String, severity: Severity, summary: String, source: Source, stage: Stage,
            exception: ScriptException?, exceptionMoment: ScriptException.Moment?, platformBehaviour: String
        ) {
            self.code = code
            self.severity = severity
            self.summary = summary
            self.source = source
            self.stage = stage
            self.exception = exception
            self.exceptionMoment = exceptionMoment
            self.platformBehaviour = platformBehaviour
        }
    }

    /// The stable code, for example `"total.negative"`.
    public var code: String { storage.code }
    /// Whether breaking the rule makes the request invalid.
    public var severity: Severity { storage.severity }
    /// The rule in one sentence, as the documentation's table shows it.
    public var summary: String { storage.summary }
    /// Who enforces or states the rule.
    public var source: Source { storage.source }
    /// When the rule is checked: while decoding JSON, or when validating a model.
    public var stage: Stage { storage.stage }
    /// What `new PaymentRequest(...)` throws for a broken W3C rule, or `nil` when the constructor does not throw.
    public var exception: ScriptException? { storage.exception }
    /// When the exception is thrown: by the constructor (most rules), at `show()`, or when the details are
    /// recomputed; `nil` when there is no exception.
    public var exceptionMoment: ScriptException.Moment? { storage.exceptionMoment }
    /// What Safari and PassKit do about the rule, and what this library does where they differ, in a sentence or
    /// two, as the rules table shows it.
    ///
    /// Read from WebKit's Apple Pay sources and PassKit's validators (iOS 26.1); see the rules article for the
    /// decisions where the sources differ. Each rule's definition states it, beside its code and severity.
    public var platformBehaviour: String { storage.platformBehaviour }

    /// Rules are equal when every field is.
    public static func == (lhs: ValidationRule, rhs: ValidationRule) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.code == rhs.code && lhs.severity == rhs.severity && lhs.summary == rhs.summary
            && lhs.source == rhs.source && lhs.stage == rhs.stage && lhs.exception == rhs.exception
            && lhs.exceptionMoment == rhs.exceptionMoment && lhs.platformBehaviour == rhs.platformBehaviour
    }

    /// Hashes the code and the severity, which tell rules apart.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(severity)
    }

    /// The code.
    public var id: String { code }

    /// Creates a rule, for tools that report problems of their own alongside the library's (for example a file
    /// that cannot be read). The library's rules are the static members listed in ``all``.
    public init(
        code: String, severity: Severity, source: Source, stage: Stage, summary: String,
        exception: ScriptException? = nil, platformBehaviour: String = ""
    ) {
        self.init(code, severity, source, stage, summary, throws: exception, platform: platformBehaviour)
    }

    @usableFromInline package init(
        _ code: String, _ severity: Severity, _ source: Source, _ summary: String,
        throws exception: ScriptException? = nil, at moment: ScriptException.Moment = .constructor, platform: String
    ) {
        self.init(code, severity, source, .validation, summary, throws: exception, at: moment, platform: platform)
    }

    @usableFromInline package init(
        _ code: String, _ severity: Severity, _ source: Source, _ stage: Stage, _ summary: String,
        throws exception: ScriptException? = nil, at moment: ScriptException.Moment = .constructor, platform: String
    ) {
        storage = Storage(
            code: code, severity: severity, summary: summary, source: source, stage: stage, exception: exception,
            exceptionMoment: exception == nil ? nil : moment, platformBehaviour: platform)
    }

    /// The rule of an error's code: an error, of the stage ``Stage/operation``, as every code an error carries is.
    @usableFromInline package init(error code: String, _ source: Source, _ summary: String, platform: String) {
        self.init(code, .error, source, .operation, summary, platform: platform)
    }

    /// The same rule at another severity, for a rule a context can make stricter (`total.sum`); it keeps the code,
    /// so callers matching on it see no difference but the severity.
    @usableFromInline package func withSeverity(_ severity: Severity) -> ValidationRule {
        ValidationRule(
            code, severity, source, stage, summary, throws: exception, at: exceptionMoment ?? .constructor,
            platform: platformBehaviour)
    }

    /// How serious breaking a rule is.
    public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
        /// Safari or PassKit would reject the request, or this library's rules forbid it.
        case error
        /// Apple's documentation asks otherwise, but the platforms accept it.
        case warning

        /// Errors before warnings.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// When a rule is checked.
    public enum Stage: String, Sendable, Hashable, CaseIterable {
        /// While decoding JSON: the model's types cannot hold a request that breaks it.
        case decoding
        /// When validating a request, whether built in Swift or decoded.
        case validation
        /// When an operation throws an error with the rule's code: an amount's arithmetic, a token's decryption,
        /// a call the payment sheet session refuses.
        case operation
    }

    /// Who enforces or states a rule.
    public struct Source: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The name of the source.
        public let rawValue: String
        /// Creates a source from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The name of the source.
        public var description: String { rawValue }

        /// PassKit's checks before the payment sheet is shown (`PKPaymentRequestValidator`).
        public static var passKit: Source { Source(rawValue: "PassKit") }
        /// Safari's Apple Pay JS checks in `new ApplePaySession(...)` (WebKit).
        public static var safari: Source { Source(rawValue: "Safari") }
        /// Apple's developer documentation, not enforced by the platforms.
        public static var appleDocumentation: Source { Source(rawValue: "Apple documentation") }
        /// An ISO standard (4217, 3166-1).
        public static var iso: Source { Source(rawValue: "ISO") }
        /// The W3C Payment Request specification.
        public static var w3c: Source { Source(rawValue: "W3C") }
        /// This library's own rule.
        public static var library: Source { Source(rawValue: "PaymentRequestKit") }
        /// Chromium's `PaymentRequest` constructor (Blink), where it goes beyond the W3C text.
        public static var chromium: Source { Source(rawValue: "Chromium") }
        /// The Google Pay API reference.
        public static var googlePay: Source { Source(rawValue: "Google Pay") }
    }
}
