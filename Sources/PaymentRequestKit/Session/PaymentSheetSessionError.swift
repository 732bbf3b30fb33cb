#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A call the payment sheet refuses, with the state the session was in (WebKit's exceptions), or a save its store
/// refuses.
public struct PaymentSheetSessionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var code: Code
    /// The session's state at the call.
    public var state: PaymentSheetState
    /// A sentence for developers.
    public var message: String
    /// The violations of a request or update that failed validation.
    public var report: ValidationReport?

    /// Creates an error.
    public init(code: Code, state: PaymentSheetState, message: String, report: ValidationReport? = nil) {
        self.code = code
        self.state = state
        self.message = message
        self.report = report
    }

    /// The message, the state and the code, then the cause: the report's first errors (or, with none, its first
    /// violations) with their paths and codes, and how many more there are.
    ///
    /// `The update is not valid (in state couponCodeChanged) [session.invalidUpdate]: error newTotal.amount:
    /// "-1.00" is negative [total.negative]`, so that a logged error says what went wrong.
    public var description: String {
        let head = "\(message) (in state \(state.rawValue)) [\(code.rawValue)]"
        guard let report, !report.violations.isEmpty else { return head }
        let errors = report.errors
        let cause = errors.isEmpty ? report.violations : errors
        let shown = cause.prefix(Self.causesShown).map(\.description).joined(separator: "; ")
        let more = cause.count - min(cause.count, Self.causesShown)
        return head + ": " + shown + (more > 0 ? "; and \(more) more" : "")
    }

    /// How many of the report's violations the description shows.
    static var causesShown: Int { 3 }

    /// The kind of a refusal; an open set, matched in a `catch` with `~=`.
    public struct Code: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The code, such as `"session.invalidAccess"`.
        public let rawValue: String
        /// Creates a code.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The code.
        public var description: String { rawValue }

        /// The call is not allowed in the state: Safari's InvalidAccessError (begin twice, a completion with
        /// nothing pending, anything after the session ended).
        public static var invalidAccess: Code { Code(rawValue: ValidationRule.sessionInvalidAccess.code) }
        /// The session was aborted while the merchant was being validated: Safari's InvalidStateError.
        public static var invalidState: Code { Code(rawValue: ValidationRule.sessionInvalidState.code) }
        /// The request does not validate, so the session cannot be made: Safari's TypeError.
        public static var invalidRequest: Code { Code(rawValue: ValidationRule.sessionInvalidRequest.code) }
        /// The update does not validate: Safari's TypeError.
        public static var invalidUpdate: Code { Code(rawValue: ValidationRule.sessionInvalidUpdate.code) }
        /// The sheet sent an event the state does not expect.
        public static var unexpectedEvent: Code { Code(rawValue: ValidationRule.sessionUnexpectedEvent.code) }
        /// The page sent an event no sheet showing the merchant's request could have sent (a shipping method the
        /// request does not offer, an excluded card type); the report says which.
        public static var refusedEvent: Code { Code(rawValue: ValidationRule.sessionRefusedEvent.code) }
        /// A snapshot does not restore: it does not decode, or its members do not fit together or with the
        /// context; the report says which.
        public static var invalidSnapshot: Code { Code(rawValue: ValidationRule.sessionInvalidSnapshot.code) }
        /// The page answered after the 30 seconds a handler has; the sheet has given up.
        public static var completedTooLate: Code { Code(rawValue: ValidationRule.sessionCompletedTooLate.code) }
        /// Another save of the session came between its restore and this save (two events of one session handled
        /// at once): nothing was saved. Answer the event again from the stored session, or refuse it.
        public static var conflict: Code { Code(rawValue: ValidationRule.sessionConflict.code) }
        /// The session's store cannot be reached, or refused the command: nothing was saved or read, and the event
        /// is not answered.
        public static var storeUnavailable: Code { Code(rawValue: ValidationRule.sessionStoreUnavailable.code) }
        /// The session's store did not answer within its timeout: whether it saved is unknown, and the event is
        /// not answered.
        public static var storeTimedOut: Code { Code(rawValue: ValidationRule.sessionStoreTimedOut.code) }
        /// Apple's merchant session answers another request or can no longer be used (another domain, display
        /// name or merchant, expired, a signature that is not Apple's encoding); the report says which, and the
        /// merchant validation is still pending.
        public static var invalidMerchantSession: Code {
            Code(rawValue: ValidationRule.sessionInvalidMerchantSession.code)
        }

        /// Whether an error is a session error with this code, for `catch PaymentSheetSessionError.Code.x`.
        public static func ~= (pattern: Code, value: any Error) -> Bool {
            (value as? PaymentSheetSessionError)?.code == pattern
        }
    }
}

extension PaymentSheetSessionError: LocalizedError {
    /// The message, the state, the code and the cause, as ``description``.
    public var errorDescription: String? { description }
}

extension ValidationReport {
    /// The report, when it has no error; otherwise the session error with `code` that refuses what it checked,
    /// carrying the report.
    func accepted(
        or code: PaymentSheetSessionError.Code, in state: PaymentSheetState, _ message: @autoclosure () -> String
    ) throws(PaymentSheetSessionError) -> ValidationReport {
        guard isValid else {
            throw PaymentSheetSessionError(code: code, state: state, message: message(), report: self)
        }
        return self
    }
}

extension PaymentSummaryBuilder {
    /// The line items and the total of an update a session computes for an offer in `currency`.
    ///
    /// - Throws: ``PaymentSheetSessionError/Code/invalidUpdate`` when the summary is in another currency or its
    ///   total overflows.
    func updateItems(in currency: String, state: PaymentSheetState) throws(PaymentSheetSessionError) -> (
        lineItems: [PaymentSummaryItem], total: PaymentSummaryItem
    ) {
        guard self.currency.rawValue == currency else {
            throw PaymentSheetSessionError(
                code: .invalidUpdate, state: state,
                message: "The summary is in \(self.currency) but the offer is in \(currency)")
        }
        do {
            let items = try paymentSummaryItems()
            return (Array(items.dropLast()), items[items.count - 1])
        } catch {
            throw PaymentSheetSessionError(
                code: .invalidUpdate, state: state, message: "The summary's total cannot be computed: \(error)")
        }
    }
}
