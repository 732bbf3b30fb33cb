/// The next step in confirming a charge whose processor answers at once only that it received it.
///
/// The synchronous answer carries a serial number; the asynchronous result says whether the charge succeeded.
/// Without the result within 3 seconds of the synchronous answer, the merchant polls the processor's transaction
/// status with the serial number. The outcome feeds the authorization result (``PaymentAuthorizationResult``) and
/// the reversal decision (``ReversalDecision``).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct ChargeConfirmation<C: Clock>: Sendable where C.Duration == Duration {
    /// The clock the wait is measured on.
    public let clock: C
    /// When the processor's synchronous answer came.
    public let received: C.Instant
    /// The serial number of the synchronous answer, for polling.
    public let serialNumber: String
    /// How long to wait for the asynchronous result before polling: 3 seconds.
    public static var pollAfter: Duration { .seconds(3) }

    /// Starts waiting, now, for the result of the charge the processor received.
    public init(clock: C, serialNumber: String) {
        self.clock = clock
        received = clock.now
        self.serialNumber = serialNumber
    }

    /// What the processor has said about the charge's outcome, from its asynchronous result or a poll.
    public enum Outcome: Sendable, Hashable {
        case succeeded
        case failed
    }

    /// The next step.
    public enum Step: Sendable, Hashable {
        /// Wait for the asynchronous result; it may still come in time.
        case wait(remaining: Duration)
        /// Poll the transaction status with the serial number.
        case poll(serialNumber: String)
        /// The charge is settled.
        case settled(Outcome)
    }

    /// The next step, given the outcome known so far from the asynchronous result or a poll.
    public func nextStep(known outcome: Outcome?) -> Step {
        if let outcome { return .settled(outcome) }
        let waited = received.duration(to: clock.now)
        return waited < Self.pollAfter ? .wait(remaining: Self.pollAfter - waited) : .poll(serialNumber: serialNumber)
    }
}
