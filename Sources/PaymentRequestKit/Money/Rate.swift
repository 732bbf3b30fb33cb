/// An exact decimal rate, such as a tax rate of 7.25 % (0.0725), applied to amounts with an explicit rounding rule.
///
/// Rates are exact like amounts: `Rate(parsing: "7.25%")` is exactly 0.0725. Apply one with
/// ``Amount/multiplied(by:rounding:in:)``. A rate may be negative (a discount) or above one (a surcharge).
public struct Rate: Sendable, Hashable, CustomStringConvertible {
    /// The rate as a plain decimal: 0.0725 for 7.25 %.
    public var value: Amount

    /// Creates a rate from its plain decimal value: 0.0725 for 7.25 %.
    public init(_ value: Amount) {
        self.value = value
    }

    /// Creates a rate from a percentage: `Rate(percent: Amount(parsing: "7.25"))` is 0.0725.
    ///
    /// - Throws: ``AmountError`` with code ``AmountError/Code/outOfRange`` when the rate would need more than
    ///   18 decimals.
    public init(percent: Amount) throws(AmountError) {
        value = try Amount(normalizing: percent.significand, scale: Int(percent.scale) + 2)
    }

    /// Parses a rate written as a decimal (`"0.0725"`) or as a percentage with a `%` sign (`"7.25%"`).
    ///
    /// The number follows the amount grammar of ``Amount/init(parsing:)-(String)``.
    /// - Throws: ``AmountError`` when the text is not a rate.
    public init(parsing text: String) throws(AmountError) {
        if text.utf8.last == UInt8(ascii: "%") {
            try self.init(percent: Amount(parsing: text.dropLast()))
        } else {
            self.init(try Amount(parsing: text))
        }
    }

    /// The rate as a percentage, for example `"7.25%"`.
    public var description: String {
        if value.scale >= 2 {
            return "\(Amount(uncheckedSignificand: value.significand, scale: Int(value.scale) - 2))%"
        }
        return ((try? value.multiplied(byQuantity: 100)).map { "\($0)%" }) ?? value.description
    }
}
