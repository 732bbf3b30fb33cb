/// An exact decimal rate, such as a tax rate of 7.25 % (0.0725), applied to amounts with an explicit rounding rule.
///
/// Rates are exact like amounts, and always say what they are: a percentage (`Rate(parsing: "7.25%")`,
/// `Rate(percent: 725 / 100)`) or a fraction (`Rate(fraction: 0.0725)`), never a bare number that could be
/// either: `"8.875"` is refused, where a reader might take it as 8.875 % and the code as 887.5 %. Apply one with
/// ``Amount/multiplied(by:rounding:in:)``.
///
/// A rate may be negative (a discount). One beyond 100 % either way is refused unless the caller allows it,
/// since it is far more often a percentage read as a fraction than a real surcharge.
public struct Rate: Sendable, Hashable, CustomStringConvertible {
    /// The rate as a fraction: 0.0725 for 7.25 %.
    public var value: Amount

    /// Creates a rate from a fraction: `Rate(fraction: Amount(parsing: "0.0725"))` is 7.25 %.
    ///
    /// - Parameters:
    ///   - fraction: The rate as a fraction, 0.0725 for 7.25 %.
    ///   - allowingMoreThan100Percent: Whether a rate beyond 100 % either way is meant.
    /// - Throws: ``AmountError`` with code ``AmountError/Code/rateOutOfRange`` for a rate beyond 100 % either way
    ///   when it is not allowed.
    public init(fraction: Amount, allowingMoreThan100Percent: Bool = false) throws(AmountError) {
        guard allowingMoreThan100Percent || fraction.magnitude <= 1 else {
            throw AmountError(
                code: .rateOutOfRange,
                message:
                    "The rate \(fraction) is \(Rate(unchecked: fraction)), beyond 100 %; pass allowingMoreThan100Percent: true if that is meant"
            )
        }
        value = fraction
    }

    /// Creates a rate from a percentage: `Rate(percent: Amount(parsing: "7.25"))` is 0.0725.
    ///
    /// - Parameters:
    ///   - percent: The rate as a percentage, 7.25 for 7.25 %.
    ///   - allowingMoreThan100Percent: Whether a rate beyond 100 % either way is meant.
    /// - Throws: ``AmountError`` with code ``AmountError/Code/rateOutOfRange`` for a rate beyond 100 % either way
    ///   when it is not allowed, or when the rate would need more than 18 decimals.
    public init(percent: Amount, allowingMoreThan100Percent: Bool = false) throws(AmountError) {
        let fraction: Amount
        do {
            fraction = try Amount(normalizing: percent.significand, scale: Int(percent.scale) + 2)
        } catch {
            throw AmountError(code: .rateOutOfRange, message: "The rate \(percent)% needs more than 18 decimals")
        }
        try self.init(fraction: fraction, allowingMoreThan100Percent: allowingMoreThan100Percent)
    }

    /// Parses a percentage with its `%` sign, such as `"7.25%"`; the number follows the amount grammar of
    /// ``Amount/init(parsing:)-(String)``.
    ///
    /// A number without the sign is refused: write `"8.875%"` for a percentage, or use
    /// ``init(fraction:allowingMoreThan100Percent:)`` for 0.08875.
    ///
    /// - Parameters:
    ///   - text: The percentage, such as `"7.25%"`.
    ///   - allowingMoreThan100Percent: Whether a rate beyond 100 % either way is meant.
    /// - Throws: ``AmountError`` with code ``AmountError/Code/rateSyntax`` when the text is not a percentage, and
    ///   ``AmountError/Code/rateOutOfRange`` as ``init(percent:allowingMoreThan100Percent:)`` does.
    public init(parsing text: String, allowingMoreThan100Percent: Bool = false) throws(AmountError) {
        guard text.utf8.last == UInt8(ascii: "%"), let percent = try? Amount(parsing: text.dropLast()) else {
            let hint =
                (try? Amount(parsing: text)).map {
                    ": write \"\($0)%\" for a percentage, or use Rate(fraction:) for the fraction \($0)"
                } ?? ": write a percentage such as \"7.25%\""
            throw AmountError(code: .rateSyntax, message: "\(quoted(text)) is not a rate\(hint)")
        }
        try self.init(percent: percent, allowingMoreThan100Percent: allowingMoreThan100Percent)
    }

    private init(unchecked value: Amount) {
        self.value = value
    }

    /// The rate as a percentage, for example `"7.25%"`.
    public var description: String {
        if value.scale >= 2 {
            return "\(Amount(uncheckedSignificand: value.significand, scale: Int(value.scale) - 2))%"
        }
        return ((try? value.multiplied(byQuantity: 100)).map { "\($0)%" }) ?? value.description
    }
}
