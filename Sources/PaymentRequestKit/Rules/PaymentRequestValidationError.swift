/// The error thrown by ``PaymentRequest/validated(for:)`` when a request has errors.
public struct PaymentRequestValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The full report, warnings included.
    public var report: ValidationReport

    /// One violation per line.
    public var description: String { report.description }
}
