#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The error thrown by ``PaymentRequest/validated(for:)`` when a request has errors.
public struct PaymentRequestValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The full report, warnings included.
    public var report: ValidationReport

    /// One violation per line.
    public var description: String { report.description }
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
