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
}
