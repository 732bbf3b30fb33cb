#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An error from parsing, converting or computing with an ``Amount``.
///
/// The set of codes can grow without breaking callers: match on ``code`` against the static members of
/// ``Code``, and show ``message`` to developers. Each code is a rule's (``ValidationRule/amountErrorRules``), so
/// ``ValidationRule/rule(withCode:)`` says what it means.
public struct AmountError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem occurred.
    public struct Code: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The stable string form of the code, for example `"amount.syntax"`.
        public let rawValue: String

        /// Creates a code from its string form.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The stable string form of the code.
        public var description: String { rawValue }

        /// The text is not a decimal amount in the grammar `-?[0-9]+(\.[0-9]+)?` of Apple Pay JS and the W3C.
        public static var syntax: Code { Code(rawValue: ValidationRule.amountSyntax.code) }
        /// The value has more than 18 significant digits or more than 18 digits after the point.
        public static var outOfRange: Code { Code(rawValue: ValidationRule.amountOutOfRange.code) }
        /// The result of an operation does not fit the supported range.
        public static var overflow: Code { Code(rawValue: ValidationRule.amountOverflow.code) }
        /// The value has more digits after the point than the currency's minor units allow.
        public static var minorUnits: Code { Code(rawValue: ValidationRule.amountMinorUnits.code) }
        /// An argument is not valid for the operation (a split into zero parts, negative weights, ...).
        public static var invalidArgument: Code { Code(rawValue: ValidationRule.amountInvalidArgument.code) }
        /// The text is not a rate: a percentage needs its `%` sign (`"8.875%"`); a fraction is given as an amount.
        public static var rateSyntax: Code { Code(rawValue: ValidationRule.rateSyntax.code) }
        /// The rate is beyond 100 % either way, and the caller did not allow it.
        public static var rateOutOfRange: Code { Code(rawValue: ValidationRule.rateOutOfRange.code) }
    }

    /// What kind of problem occurred.
    public var code: Code
    /// A sentence for developers that says what is wrong.
    public var message: String

    /// Creates an error with a code and a message.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The message followed by the code.
    public var description: String { "\(message) [\(code)]" }
}

extension AmountError {
    static func overflow(_ operation: String) -> AmountError {
        AmountError(
            code: .overflow,
            message: "The result of \(operation) is outside the range of an amount (18 significant digits)")
    }
}

// Foundation's `localizedDescription` is this sentence rather than "The operation could not be completed".
extension AmountError: LocalizedError {
    /// The message and the code, as ``description``.
    public var errorDescription: String? { description }
}

extension AmountError.Code {
    /// Whether an error is an amount error with this code, so that a code can be a `catch` or `case` pattern:
    /// `catch AmountError.Code.overflow { ... }`.
    public static func ~= (pattern: AmountError.Code, value: any Error) -> Bool {
        (value as? AmountError)?.code == pattern
    }
}
