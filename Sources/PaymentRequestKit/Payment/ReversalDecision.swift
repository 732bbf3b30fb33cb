#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What to do about a charge when the customer cancels, or the session fails, after the merchant sent it.
///
/// A charge not sent needs nothing. A charge whose result is pending cannot be reversed yet: it is voided (or
/// refunded) once the result is known, if it succeeded. Otherwise the reversal has two steps, as UnionPay's
/// integration guide orders them for a pending or succeeded charge: void first, where the processor voids and
/// the charge is young enough (``init(charge:chargedAt:now:voids:)``; a void costs nothing and leaves no trace on
/// the statement), read the processor's answer, and refund only when the void is refused
/// (``next(after:)``).
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

    /// How long after a charge its processor still voids it.
    public struct VoidWindow: Sendable, Hashable {
        /// How long after the charge a void is taken, or `nil` when the processor voids nothing.
        public let interval: TimeInterval?

        /// The processor voids no charge: every reversal is a refund.
        public static var none: Self { Self(interval: nil) }

        /// The processor voids a charge for `interval` after it was made: until its batch settles, the same day
        /// for UnionPay.
        public static func within(_ interval: TimeInterval) -> Self { Self(interval: interval) }

        /// Whether a charge made at `chargedAt` may still be voided at `now`.
        public func allowsVoid(chargedAt: Date, now: Date) -> Bool {
            guard let interval else { return false }
            return now.timeIntervalSince(chargedAt) < interval
        }
    }

    /// What the processor answered a void.
    public enum VoidAnswer: String, Sendable, Hashable, CaseIterable {
        /// The charge is voided: nothing more to do.
        case voided
        /// The processor cannot void it (its batch settled, say): refund it.
        case refused
        /// No answer came: ask again, with the same void, until one does.
        case noAnswer
    }

    /// Decides the first step of the reversal from a charge's state, its age and the processor's voids: a void
    /// where the window allows it, for an authorized charge and a captured one alike, and a refund otherwise.
    public init(charge: ChargeState, chargedAt: Date, now: Date, voids: VoidWindow) {
        let voidable = voids.allowsVoid(chargedAt: chargedAt, now: now)
        switch charge {
        case .notSent: self = .nothing
        case .pending: self = voids.interval != nil ? .voidOnceResultKnown : .refundOnceResultKnown
        case .authorized, .captured: self = voidable ? .void : .refund
        }
    }

    /// The step after the processor answered a void: nothing once voided, a refund when it refused, the same void
    /// again without an answer. Any other decision is its own next step.
    public func next(after answer: VoidAnswer) -> ReversalDecision {
        guard self == .void || self == .voidOnceResultKnown else { return self }
        switch answer {
        case .voided: return .nothing
        case .refused: return .refund
        case .noAnswer: return self
        }
    }

    /// Decides the reversal for a charge's state and whether the processor supports voids, without the charge's
    /// age: an authorized charge is voided where the processor voids, a captured one refunded.
    public init(charge: ChargeState, processorSupportsVoids: Bool) {
        switch charge {
        case .notSent: self = .nothing
        case .pending: self = processorSupportsVoids ? .voidOnceResultKnown : .refundOnceResultKnown
        case .authorized: self = processorSupportsVoids ? .void : .refund
        case .captured: self = .refund
        }
    }
}
