#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The time a completion handler has to answer PassKit, measured on a clock the caller chooses.
///
/// PassKit waits a limited time for the app's answer and then gives up: Apple documents 20 seconds for the
/// request that adds a card (``addPaymentPass(clock:)``). Start a deadline when PassKit calls, and check it
/// before completing. Because the clock is injected, a test can use a manual clock and say "completed too
/// late" without waiting.
///
/// ```swift
/// let deadline = CompletionDeadline.addPaymentPass(clock: ContinuousClock())
/// let result = handleGenerateRequest(body, now: now)
/// do {
///     try deadline.checkInTime()
///     print("  answered within PassKit's \(deadline.limit) (\(deadline.remaining) left)")
/// } catch {
///     print("  \(error)")
/// }
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct CompletionDeadline<C: Clock>: Sendable where C.Duration == Duration {
    /// The clock the deadline is measured on.
    public let clock: C
    /// When the handler was called.
    public let start: C.Instant
    /// How long the handler may take.
    public let limit: Duration

    /// Starts a deadline now, on `clock`.
    public init(clock: C, limit: Duration) {
        self.clock = clock
        self.start = clock.now
        self.limit = limit
    }

    /// A deadline that started earlier, for a session restored in another process.
    init(clock: C, start: C.Instant, limit: Duration) {
        self.clock = clock
        self.start = start
        self.limit = limit
    }

    /// Starts the 20-second deadline PassKit gives the app to hand back an ``AddPaymentPassRequest``.
    public static func addPaymentPass(clock: C) -> CompletionDeadline {
        CompletionDeadline(clock: clock, limit: .seconds(20))
    }

    /// The instant after which a completion is too late.
    public var deadline: C.Instant { start.advanced(by: limit) }

    /// The time since the handler was called.
    public var elapsed: Duration { start.duration(to: clock.now) }

    /// The time left, or zero when the deadline has passed.
    public var remaining: Duration { max(.zero, limit - elapsed) }

    /// Whether a completion now would be too late.
    public var hasExpired: Bool { elapsed > limit }

    /// Returns when a completion now is in time, and throws otherwise.
    ///
    /// - Throws: ``CompletionDeadlineError`` with the limit and the time taken.
    public func checkInTime() throws(CompletionDeadlineError) {
        let elapsed = elapsed
        guard elapsed <= limit else { throw CompletionDeadlineError(limit: limit, elapsed: elapsed) }
    }
}

/// A completion that came after its ``CompletionDeadline``.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct CompletionDeadlineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// How long the handler was allowed.
    public var limit: Duration
    /// How long it took.
    public var elapsed: Duration

    /// Creates the error.
    public init(limit: Duration, elapsed: Duration) {
        self.limit = limit
        self.elapsed = elapsed
    }

    /// A sentence with both times.
    public var description: String {
        "The completion handler answered after \(seconds(elapsed)) s; PassKit waits \(seconds(limit)) s at most"
    }

    private func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let milliseconds = attoseconds / 1_000_000_000_000_000
        guard milliseconds != 0 else { return "\(whole)" }
        let fraction = String(milliseconds)
        return "\(whole)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension CompletionDeadlineError: LocalizedError {
    /// Both times in a sentence, as ``description``.
    public var errorDescription: String? { description }
}
