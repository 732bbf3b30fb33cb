#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The library's errors describe themselves in a sentence, and `localizedDescription` (Foundation's) is that
// sentence rather than "The operation could not be completed".

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

extension PaymentRequestValidationError: LocalizedError {
    /// The errors of the report, one sentence each.
    public var errorDescription: String? {
        let errors = report.errors
        let listed = errors.prefix(3).map { "\($0.path.isEmpty ? "(document)" : $0.path): \($0.message)" }
        let more = errors.count > 3 ? " (and \(errors.count - 3) more)" : ""
        return "The payment request is not valid: " + listed.joined(separator: "; ") + more
    }
}

extension AddPaymentPassError: LocalizedError {
    /// A sentence that says what happened, as ``description``.
    public var errorDescription: String? { description }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension CompletionDeadlineError: LocalizedError {
    /// Both times in a sentence, as ``description``.
    public var errorDescription: String? { description }
}
