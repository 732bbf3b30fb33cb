/// A call the payment sheet refuses, with the state the session was in (WebKit's exceptions).
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

    /// The message, the state and the code.
    public var description: String { "\(message) (in state \(state.rawValue)) [\(code.rawValue)]" }

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
        public static var invalidAccess: Code { Code(rawValue: "session.invalidAccess") }
        /// The session was aborted while the merchant was being validated: Safari's InvalidStateError.
        public static var invalidState: Code { Code(rawValue: "session.invalidState") }
        /// The request does not validate, so the session cannot be made: Safari's TypeError.
        public static var invalidRequest: Code { Code(rawValue: "session.invalidRequest") }
        /// The update does not validate: Safari's TypeError.
        public static var invalidUpdate: Code { Code(rawValue: "session.invalidUpdate") }
        /// The sheet sent an event the state does not expect.
        public static var unexpectedEvent: Code { Code(rawValue: "session.unexpectedEvent") }
        /// The page answered after the 30 seconds a handler has; the sheet has given up.
        public static var completedTooLate: Code { Code(rawValue: "session.completedTooLate") }

        /// Whether an error is a session error with this code, for `catch PaymentSheetSessionError.Code.x`.
        public static func ~= (pattern: Code, value: any Error) -> Bool {
            (value as? PaymentSheetSessionError)?.code == pattern
        }
    }
}
