/// An exact decimal amount of money, such as 10.50, without a currency.
///
/// As in PassKit, where a summary item's `NSDecimalNumber` takes its currency from the payment request, an
/// `Amount` is a plain base-10 number; the operations that depend on a currency (``fits(_:)``,
/// ``formatted(for:)``, ``rounded(to:rule:)``, ``allocated(into:in:)``) take it as an argument.
///
/// ## Range
/// An amount holds any value `m × 10⁻ˢ` with at most 18 significant digits (|m| ≤ 999 999 999 999 999 999)
/// and at most 18 digits after the point (s ≤ 18). Parsing, converting or computing a value outside that range
/// throws ``AmountError`` with code ``AmountError/Code/outOfRange`` or ``AmountError/Code/overflow``: nothing is
/// ever truncated or rounded silently, and nothing traps. This covers every amount Apple Pay accepts in every
/// ISO 4217 currency with room to spare.
///
/// ## Equality
/// Amounts compare by value: `10.5` and `10.50` are equal and hash alike, as `Decimal` does. Trailing zeros
/// belong to formatting, which uses the currency's minor units (``formatted(for:)``).
///
/// There is deliberately no initialiser from `Double` or `Float` and no float literal: binary floating point
/// cannot hold most decimal fractions (`0.07` is `0.07000000000000001…`).
public struct Amount: Sendable, Hashable {
    // The value is significand × 10^-scale, kept normalised (no trailing zero digits after the point), so that
    // equality and hashing of the two are equality and hashing of values.

    /// The digits of the value as an integer: the amount is `significand × 10^-fractionDigits`.
    ///
    /// For 10.50 the significand is 105 and ``fractionDigits`` is 1: trailing zeros after the point are not kept.
    public internal(set) var significand: Int64
    var scale: UInt8
    /// How many digits after the point the text it was parsed from had (`"1200.50"`: 2), so that messages quote
    /// an amount as it was written; not part of the value.
    var writtenScale: UInt8 = 0

    /// Amounts compare by value: `10.5` and `10.50` are equal.
    public static func == (lhs: Amount, rhs: Amount) -> Bool {
        lhs.significand == rhs.significand && lhs.scale == rhs.scale
    }

    /// Hashes the value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(significand)
        hasher.combine(scale)
    }

    /// The amount for a message about it in a currency: as it was written, as far as its digits after the point go
    /// (JPY `"1200.50"`, not `1200.5`), and with at least the currency's digits, as the library writes it (USD
    /// `10.50`), so that a request built in Swift and the same request decoded from its JSON give one message.
    func messageText(in currency: CurrencyCode) -> String {
        format(minimumFractionDigits: max(Int(writtenScale), currency.digits))
    }

    /// The largest significand: 18 nines.
    static let maxSignificand: Int64 = 999_999_999_999_999_999
    /// The largest number of digits after the point.
    static let maxScale = 18

    /// Creates an amount from parts that are already in range and normalised.
    init(uncheckedSignificand significand: Int64, scale: Int) {
        self.significand = significand
        self.scale = UInt8(truncatingIfNeeded: scale)
    }

    /// Creates an amount from a significand in range and a scale in 0...36, normalising it.
    init(normalizing significand: Int64, scale: Int) throws(AmountError) {
        self.init(normalizingInRange: significand, scale: scale)
        guard self.scale <= Self.maxScale, self.significand.magnitude <= Self.maxSignificand.magnitude else {
            throw AmountError(
                code: .outOfRange, message: "The value has more than 18 significant digits or 18 decimals")
        }
    }

    /// Creates an amount from a significand and a scale that are in range once trailing zero digits after the
    /// point are dropped, dropping them.
    init(normalizingInRange significand: Int64, scale: Int) {
        var significand = significand
        var scale = scale
        while scale > 0, significand % 10 == 0 {
            significand /= 10
            scale -= 1
        }
        self.init(uncheckedSignificand: significand, scale: scale)
    }

    /// Creates the amount `significand × 10^-scale`, for example `Amount(1050, scale: 2)` is 10.50.
    ///
    /// - Throws: ``AmountError`` with code ``AmountError/Code/outOfRange`` when `scale` is negative or the value
    ///   is outside the range of an amount.
    public init(_ significand: Int64, scale: Int = 0) throws(AmountError) {
        guard (0...36).contains(scale) else {
            throw AmountError(code: .outOfRange, message: "The scale \(scale) is outside 0...18")
        }
        try self.init(normalizing: significand, scale: scale)
    }

    /// Creates an amount from a number of the currency's minor units, for example 1050 cents is 10.50 USD.
    ///
    /// For a currency without minor units (the ISO "N.A." codes) the number is taken as whole units.
    /// - Throws: ``AmountError`` with code ``AmountError/Code/outOfRange`` when the value is out of range.
    public init(minorUnits: Int64, of currency: CurrencyCode) throws(AmountError) {
        try self.init(minorUnits, scale: currency.digits)
    }

    /// Zero.
    public static var zero: Amount { Amount(uncheckedSignificand: 0, scale: 0) }

    /// Whether the amount is below zero. Zero, however it is written (`-0`, `0.00`), is not negative.
    public var isNegative: Bool { significand < 0 }

    /// Whether the amount is zero.
    public var isZero: Bool { significand == 0 }

    /// The number of digits after the decimal point that the value needs (trailing zeros do not count).
    public var fractionDigits: Int { Int(scale) }

    /// The value in the currency's minor units, for example 1050 for 10.50 USD.
    ///
    /// Minor units are an `Int64`, as processors take them, so they reach ±9 223 372 036 854 775 807: in a
    /// two-decimal currency, amounts up to 92 233 720 368 547 758.07. An amount can hold more (18 significant
    /// digits at any scale), so the conversion checks the bound rather than trapping.
    ///
    /// - Throws: ``AmountError`` with code ``AmountError/Code/minorUnits`` when the value has more decimals than
    ///   the currency allows (round it first with ``rounded(to:rule:)``), and ``AmountError/Code/overflow`` when
    ///   the number of minor units is beyond `Int64`.
    public func minorUnits(in currency: CurrencyCode) throws(AmountError) -> Int64 {
        let digits = currency.digits
        guard Int(scale) <= digits else {
            throw AmountError(
                code: .minorUnits,
                message: "\(self) has \(scale) decimals but \(currency) has \(digits) minor units"
            )
        }
        let (units, overflow) = significand.multipliedReportingOverflow(by: Int64(powersOfTen[digits - Int(scale)]))
        guard !overflow else {
            throw AmountError(
                code: .overflow,
                message: "\(self) \(currency) is more minor units than an Int64 holds (at most 9223372036854775807)")
        }
        return units
    }
}

extension Amount: Comparable {
    /// Orders amounts by value.
    public static func < (lhs: Amount, rhs: Amount) -> Bool {
        if lhs.scale == rhs.scale { return lhs.significand < rhs.significand }
        if (lhs.significand < 0) != (rhs.significand < 0) { return lhs.significand < 0 }
        let negative = lhs.significand < 0
        let left = widened(lhs.significand.magnitude, by: max(0, Int(rhs.scale) - Int(lhs.scale)))
        let right = widened(rhs.significand.magnitude, by: max(0, Int(lhs.scale) - Int(rhs.scale)))
        let less = left.high < right.high || (left.high == right.high && left.low < right.low)
        let equal = left == right
        return negative ? !(less || equal) : less
    }
}

extension Amount: ExpressibleByIntegerLiteral {
    /// Creates a whole amount from an integer literal, for example `let fee: Amount = 5`.
    ///
    /// A literal is code, not input: one beyond 18 digits is a programming error and stops the program.
    public init(integerLiteral value: Int64) {
        precondition(value.magnitude <= Self.maxSignificand.magnitude, "An amount literal has at most 18 digits")
        self.init(uncheckedSignificand: value, scale: 0)
    }
}

extension Amount: CustomStringConvertible, LosslessStringConvertible {
    /// The value with as many decimals as it needs, for example `"10.5"` or `"-3"`.
    ///
    /// Use ``formatted(for:)`` for the canonical form of an amount in a currency (`"10.50"`).
    public var description: String { format(minimumFractionDigits: 0) }

    /// Parses an amount in the grammar `-?[0-9]+(\.[0-9]+)?`, or returns `nil`; see ``init(parsing:)-(String)``.
    public init?(_ description: String) {
        guard let amount = try? Amount(parsing: description) else { return nil }
        self = amount
    }
}

/// 10⁰ through 10¹⁹, the powers of ten that fit in `UInt64`.
let powersOfTen: [UInt64] = (0...19).map { exponent in
    var value: UInt64 = 1
    for _ in 0..<exponent { value &*= 10 }
    return value
}
