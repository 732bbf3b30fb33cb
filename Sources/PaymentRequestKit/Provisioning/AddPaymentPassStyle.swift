/// The kind of pass an issuer adds to Wallet, as PassKit's `PKAddPaymentPassStyle`.
///
/// The raw value is PassKit's integer (payment 0, access 1); ``name`` is the string the JSON form uses.
public struct AddPaymentPassStyle: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// PassKit's integer for the style.
    public let rawValue: Int

    /// Creates a style from PassKit's integer, or returns `nil` for a value PassKit does not define.
    public init?(rawValue: Int) {
        guard (0...1).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// Creates a style from its JSON name (`"payment"` or `"access"`), or returns `nil`.
    public init?(name: String) {
        switch name {
        case "payment": self = .payment
        case "access": self = .access
        default: return nil
        }
    }

    private init(known: Int) {
        rawValue = known
    }

    /// A payment card (`PKAddPaymentPassStylePayment`, 0), the default.
    public static var payment: AddPaymentPassStyle { AddPaymentPassStyle(known: 0) }
    /// An access pass, such as a hotel key or an office badge (`PKAddPaymentPassStyleAccess`, 1; iOS 12).
    public static var access: AddPaymentPassStyle { AddPaymentPassStyle(known: 1) }

    /// The JSON name: `"payment"` or `"access"`.
    public var name: String { rawValue == 1 ? "access" : "payment" }

    /// The JSON name.
    public var description: String { name }
}
