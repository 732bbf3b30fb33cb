/// What to do about a charge when the customer cancels, or the session fails, after the merchant sent it.
///
/// A charge not sent needs nothing. A charge whose result is pending cannot be reversed yet: it is voided (or
/// refunded) once the result is known, if it succeeded. An authorized charge is voided where the processor
/// supports voids, which cost nothing and leave no trace on the statement, and refunded otherwise; a captured
/// charge is refunded.
public enum ReversalDecision: Sendable, Hashable {
    /// Nothing was charged.
    case nothing
    /// Wait for the pending result; if the charge succeeded, void it.
    case voidOnceResultKnown
    /// Wait for the pending result; if the charge succeeded, refund it (the processor cannot void).
    case refundOnceResultKnown
    /// Void the authorization.
    case void
    /// Refund the charge.
    case refund

    /// Where a charge is when the customer cancels.
    public enum ChargeState: String, Sendable, Hashable, CaseIterable {
        /// Not sent to the processor.
        case notSent
        /// Sent; the processor's result is pending.
        case pending
        /// Authorized, not captured.
        case authorized
        /// Captured.
        case captured
    }

    /// Decides the reversal for a charge's state and whether the processor supports voids.
    public init(charge: ChargeState, processorSupportsVoids: Bool) {
        switch charge {
        case .notSent: self = .nothing
        case .pending: self = processorSupportsVoids ? .voidOnceResultKnown : .refundOnceResultKnown
        case .authorized: self = processorSupportsVoids ? .void : .refund
        case .captured: self = .refund
        }
    }
}
