/// The next step in confirming a charge whose processor answers at once only that it received it.
///
/// The synchronous answer carries a serial number; the asynchronous result says whether the charge succeeded.
/// Without the result within 3 seconds of the synchronous answer, the merchant polls the processor's transaction
/// status with the serial number, as the ``plan`` says: how often, until when, and what to do when the payment
/// sheet's 30 seconds run out first (answer it with a failure, then keep polling so that a charge that succeeded
/// after all is reversed). The server follows ``nextStep(known:)``, and records each poll and its answer to the
/// sheet. The outcome feeds the authorization result (``PaymentAuthorizationResult``) and the reversal decision
/// (``ReversalDecision``).
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
    /// When to poll and when to stop.
    public let plan: ChargePollingPlan
    /// When the payment sheet must have had its answer, less the plan's margin; `nil` when no sheet waits.
    public let answerSheetBy: C.Instant?
    /// When the server last polled.
    public private(set) var lastPoll: C.Instant?
    /// Whether the server has answered the sheet.
    public private(set) var sheetAnswered = false

    /// Starts waiting, now, for the result of the charge the processor received.
    ///
    /// - Parameters:
    ///   - clock: The clock the waits are measured on.
    ///   - serialNumber: The serial number of the processor's synchronous answer.
    ///   - plan: When to poll and when to stop.
    ///   - sheetDeadline: When the payment sheet's handler time runs out (the `paymentauthorized` event's arrival
    ///     plus ``PaymentSheetSession/handlerTimeLimit``), or `nil` when no sheet waits for the charge.
    public init(
        clock: C, serialNumber: String, plan: ChargePollingPlan = ChargePollingPlan(), sheetDeadline: C.Instant? = nil
    ) {
        self.clock = clock
        received = clock.now
        self.serialNumber = serialNumber
        self.plan = plan
        answerSheetBy = sheetDeadline.map { $0.advanced(by: .zero - plan.sheetMargin) }
    }

    /// Records that the server polled now.
    public mutating func recordPoll() {
        lastPoll = clock.now
    }

    /// Records that the server answered the payment sheet.
    public mutating func recordSheetAnswered() {
        sheetAnswered = true
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
        /// The sheet's time is running out with the outcome unknown: answer it with a failure now, record it
        /// (``recordSheetAnswered()``), and keep following the steps, to reverse the charge if it succeeded.
        case answerSheetWithFailure
        /// Polling is over with the outcome unknown: reconcile the charge from the processor's settlement report,
        /// and reverse it there if it succeeded.
        case reconcile
    }

    /// The next step, given the outcome known so far from the asynchronous result or a poll.
    public func nextStep(known outcome: Outcome?) -> Step {
        if let outcome { return .settled(outcome) }
        let now = clock.now
        if !sheetAnswered, let answerSheetBy, answerSheetBy <= now { return .answerSheetWithFailure }
        let waited = received.duration(to: now)
        if waited >= plan.giveUpAfter { return .reconcile }
        let due = lastPoll.map { $0.advanced(by: plan.interval) } ?? received.advanced(by: plan.firstPoll)
        guard now < due else { return .poll(serialNumber: serialNumber) }
        // The wait ends at the next poll, or sooner at the moment the sheet must be answered.
        var until = due
        if !sheetAnswered, let answerSheetBy, answerSheetBy < until { until = answerSheetBy }
        return .wait(remaining: now.duration(to: until))
    }
}
