/// The name of a JavaScript exception a browser API throws, such as the `TypeError` or `RangeError` of
/// `new PaymentRequest(...)`.
///
/// The W3C Payment Request API throws `TypeError` for what WebIDL cannot convert and for malformed amounts, and
/// `RangeError` for malformed currency codes and payment method identifiers (W3C Payment Request, "check and
/// canonicalize amount" and the constructor's steps). Names compare exactly, as JavaScript's do.
public struct ScriptException: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The exception's name, as `error.name` gives it in JavaScript.
    public let rawValue: String

    /// Creates an exception name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The name.
    public var description: String { rawValue }

    /// `TypeError`: a value of the wrong type or form.
    public static var typeError: ScriptException { ScriptException(rawValue: "TypeError") }
    /// `RangeError`: a value outside the allowed set, such as a malformed currency code.
    public static var rangeError: ScriptException { ScriptException(rawValue: "RangeError") }

    /// When a browser throws: while constructing the request, at `show()`, or when the details are recomputed
    /// later (a modifier applying after a payment method selection).
    ///
    /// Most of the W3C rules are the constructor's; Safari's Apple Pay handler adds checks that run only when the
    /// sheet is shown, and the report says so, as a page that constructs the request without error can still fail
    /// there.
    public struct Moment: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The moment's name, as the report's JSON writes it (`thrownAt`).
        public let rawValue: String
        /// Creates a moment.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The name.
        public var description: String { rawValue }

        /// `new PaymentRequest(...)` throws.
        public static var constructor: Moment { Moment(rawValue: "constructor") }
        /// `request.show()` rejects with the exception.
        public static var show: Moment { Moment(rawValue: "show") }
        /// The details are recomputed after a selection, and the update fails with the exception.
        public static var update: Moment { Moment(rawValue: "update") }

        /// How a violation's text names the moment, after the exception's name.
        @usableFromInline package var phrase: String {
            switch self {
            case .show: " at show()"
            case .update: " when a modifier applies"
            default: ""
            }
        }
    }
}
