#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Amount {
    /// Creates an amount with exactly the value of a `Decimal`, or returns `nil` when the decimal is NaN or
    /// outside the range of an amount.
    ///
    /// Use it to bring values from PassKit's `NSDecimalNumber` world. The conversion never rounds.
    public init?(exactly decimal: Decimal) {
        guard !decimal.isNaN else { return nil }
        // Decimal's description is exact and always plain positional notation with a "." separator.
        guard let amount = try? Amount(parsing: decimal.description) else { return nil }
        self = amount
    }

    /// The same value as a `Decimal`, exactly (an amount's 18 digits always fit Decimal's 38).
    public var decimalValue: Decimal {
        Decimal(
            sign: significand < 0 ? .minus : .plus,
            exponent: -Int(scale),
            significand: Decimal(significand.magnitude)
        )
    }
}

extension Decimal {
    /// Creates a decimal with exactly the value of an amount.
    public init(_ amount: Amount) {
        self = amount.decimalValue
    }
}
