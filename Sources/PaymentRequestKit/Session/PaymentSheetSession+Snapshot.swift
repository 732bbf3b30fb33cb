#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension PaymentSheetSession {
    /// The session as a server stores it between HTTP requests, with the pending deadline as an absolute time.
    ///
    /// - Parameter now: The wall-clock time that the session's clock reads now; the deadline is `now` plus the
    ///   time the pending handler has left (or minus the time it is late).
    public func snapshot(at now: Date) -> PaymentSheetSnapshot {
        PaymentSheetSnapshot(
            state: state, merchantValidationState: merchantValidationState, request: request,
            selectedShippingMethod: selectedShippingMethod?.identifier,
            deadline: deadline.map { now.addingTimeInterval(Self.seconds($0.limit - $0.elapsed)) },
            revision: revision, merchantData: merchantData, merchantSessionExpiration: merchantSessionExpiration)
    }

    /// Restores a session from a snapshot, after checking it as a document.
    ///
    /// The pending handler keeps the time it had: its 30 seconds run from the event's arrival, not from the
    /// restore, measured on `clock` from now on.
    ///
    /// - Parameters:
    ///   - snapshot: What ``snapshot(at:)`` made, read back from the server's store.
    ///   - context: The platform, date and version the request and updates are checked for.
    ///   - clock: The clock handlers are timed on from now on.
    ///   - now: The wall-clock time that `clock` reads now.
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidSnapshot`` and the
    ///   report when the snapshot's request does not validate or its members do not fit together.
    public init(
        restoring snapshot: PaymentSheetSnapshot, context: ValidationContext, clock: C, at now: Date
    ) throws(PaymentSheetSessionError) {
        let report = snapshot.validate(for: context)
        guard report.isValid else {
            throw PaymentSheetSessionError(
                code: .invalidSnapshot, state: snapshot.state, message: "The session snapshot does not restore",
                report: report)
        }
        self.init(
            checked: snapshot, context: context, clock: clock,
            deadline: Self.deadline(snapshot.deadline, clock: clock, now: now))
    }

    /// The pending handler's deadline on `clock`, started as long ago as the stored deadline says.
    private static func deadline(_ date: Date?, clock: C, now: Date) -> CompletionDeadline<C>? {
        date.map { date in
            let elapsed = handlerTimeLimit - duration(date.timeIntervalSince(now))
            return CompletionDeadline(
                clock: clock, start: clock.now.advanced(by: .zero - elapsed), limit: handlerTimeLimit)
        }
    }

    /// Restores a session from a snapshot's JSON, reading it strictly first.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidSnapshot`` and the
    ///   report of every problem when the JSON does not decode or the snapshot does not restore.
    public init(
        restoring jsonData: Data, context: ValidationContext, clock: C, at now: Date,
        limits: JSONDecodingLimits = .default
    ) throws(PaymentSheetSessionError) {
        let (report, snapshot) = PaymentSheetSnapshot.reading(ParsedJSON(jsonData: jsonData, limits: limits)) {
            $0.violationLog(for: context)
        }
        guard let snapshot, report.isValid else {
            throw PaymentSheetSessionError(
                code: .invalidSnapshot, state: .idle, message: "The session snapshot does not restore",
                report: report)
        }
        // Reading checked it already, with the same checks as restoring a value.
        self.init(
            checked: snapshot, context: context, clock: clock,
            deadline: Self.deadline(snapshot.deadline, clock: clock, now: now))
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    /// A time interval as a duration, to the millisecond the snapshot keeps, clamped to a day either way so that
    /// no stored date, however far, can overflow a clock's instant.
    private static func duration(_ interval: TimeInterval) -> Duration {
        let bounded = interval.isNaN ? 0 : min(max(interval, -86_400), 86_400)
        return .milliseconds(Int64((bounded * 1000).rounded()))
    }
}
