extension Amount {
    /// The sum of two amounts, exactly.
    ///
    /// - Throws: ``AmountError`` with code ``AmountError/Code/overflow`` when the sum is out of range.
    ///
    /// The result is exact whenever it fits, even when aligning the two amounts' decimals does not:
    /// `10000000000000000 + -0.01` is `9999999999999999.99`.
    public func adding(_ other: Amount) throws(AmountError) -> Amount {
        if let sum = addingIfRepresentable(other) { return sum }
        var wide = WideDecimalSum(self)
        wide.add(other)
        do {
            return try wide.result()
        } catch {
            throw .overflow("\(self) + \(other)")
        }
    }

    /// The sum by 64-bit arithmetic, or `nil` when an aligned operand or the sum leaves 18 digits.
    @usableFromInline
    func addingIfRepresentable(_ other: Amount) -> Amount? {
        let target = max(scale, other.scale)
        // Two significands of at most 18 digits cannot overflow Int64 when added; the bound is checked after.
        guard let left = aligned(to: target), let right = other.aligned(to: target),
            (left + right).magnitude <= Self.maxSignificand.magnitude
        else {
            return nil
        }
        return try? Amount(normalizing: left + right, scale: Int(target))
    }

    /// The difference of two amounts, exactly.
    ///
    /// - Throws: ``AmountError`` with code ``AmountError/Code/overflow`` when the difference is out of range.
    public func subtracting(_ other: Amount) throws(AmountError) -> Amount {
        try adding(other.negated())
    }

    /// The amount with the opposite sign. The range is symmetric, so this never fails.
    public func negated() -> Amount {
        Amount(uncheckedSignificand: -significand, scale: Int(scale))
    }

    /// The magnitude of the amount.
    public var magnitude: Amount {
        Amount(uncheckedSignificand: significand < 0 ? -significand : significand, scale: Int(scale))
    }

    /// The amount multiplied by a whole quantity, exactly: a unit price times a number of items.
    ///
    /// - Throws: ``AmountError`` with code ``AmountError/Code/overflow`` when the product is out of range.
    public func multiplied(byQuantity quantity: Int) throws(AmountError) -> Amount {
        let (product, overflow) = significand.multipliedReportingOverflow(by: Int64(quantity))
        guard !overflow, product.magnitude <= Self.maxSignificand.magnitude else {
            throw .overflow("\(self) × \(quantity)")
        }
        return try Amount(normalizing: product, scale: Int(scale))
    }

    /// The amount multiplied by a rate and rounded to the currency's minor units under an explicit rule.
    ///
    /// This is how tax, tips and percentage discounts are computed: `subtotal.multiplied(by: Rate(parsing:
    /// "7.25%"), rounding: .toNearestOrEven, in: .usd)`. The product is computed exactly (up to 36 digits) and
    /// rounded once. The rules, with their usual names in finance:
    /// - `.toNearestOrEven`: half-even ("banker's rounding"), 0.125 → 0.12, 0.135 → 0.14;
    /// - `.toNearestOrAwayFromZero`: half-up, 0.125 → 0.13, -0.125 → -0.13;
    /// - `.up`: toward +∞ (ceiling), -0.129 → -0.12; `.down`: toward −∞ (floor), -0.121 → -0.13;
    /// - `.towardZero` (truncation) and `.awayFromZero`.
    ///
    /// - Throws: ``AmountError`` with code ``AmountError/Code/overflow`` when the result is out of range.
    public func multiplied(
        by rate: Rate,
        rounding rule: FloatingPointRoundingRule,
        in currency: CurrencyCode
    ) throws(AmountError) -> Amount {
        let negative = (significand < 0) != (rate.value.significand < 0)
        let product = significand.magnitude.multipliedFullWidth(by: rate.value.significand.magnitude)
        let productScale = Int(scale) + Int(rate.value.scale)
        let digits = currency.digits
        guard productScale > digits else {
            guard let result = PaymentRequestKit.significand((product.high, product.low), negative: negative) else {
                throw .overflow("\(self) × \(rate)")
            }
            return try Amount(normalizing: result, scale: productScale)
        }
        let rounded = divideRounded(
            (product.high, product.low),
            byPowerOfTen: productScale - digits,
            negative: negative,
            rule: rule
        )
        guard let result = PaymentRequestKit.significand(rounded, negative: negative) else {
            throw .overflow("\(self) × \(rate)")
        }
        return try Amount(normalizing: result, scale: digits)
    }

    /// The amount rounded to the currency's minor units under an explicit rule; see
    /// ``multiplied(by:rounding:in:)`` for the rules.
    ///
    /// An amount that already fits is returned unchanged. Rounding to fewer digits never overflows.
    public func rounded(to currency: CurrencyCode, rule: FloatingPointRoundingRule) -> Amount {
        rounded(toFractionDigits: currency.digits, rule: rule)
    }

    /// The amount rounded to a number of digits after the point (0...18) under an explicit rule.
    public func rounded(toFractionDigits digits: Int, rule: FloatingPointRoundingRule) -> Amount {
        let digits = max(0, min(digits, Self.maxScale))
        guard Int(scale) > digits else { return self }
        let negative = significand < 0
        let rounded = divideRounded(
            (0, significand.magnitude),
            byPowerOfTen: Int(scale) - digits,
            negative: negative,
            rule: rule
        )
        // Dropping digits cannot add one: 18 nines rounded up is 10^18 / 10^k, still in range.
        let value = Int64(truncatingIfNeeded: rounded.low)
        return (try? Amount(normalizing: negative ? -value : value, scale: digits)) ?? self
    }

    /// The significand at a larger scale, or `nil` when it no longer fits in 18 digits.
    func aligned(to target: UInt8) -> Int64? {
        Self.aligned(significand, from: scale, to: target)
    }

    /// A significand of 18 digits at most, moved from `scale` to a larger `target`, or `nil` when it no longer
    /// fits in 18 digits.
    static func aligned(_ significand: Int64, from scale: UInt8, to target: UInt8) -> Int64? {
        guard target > scale else { return significand }
        let factor = Int64(powersOfTen[Int(target - scale)])
        let (product, overflow) = significand.multipliedReportingOverflow(by: factor)
        guard !overflow, product.magnitude <= Self.maxSignificand.magnitude else { return nil }
        return product
    }

    /// The sum of two amounts; see ``adding(_:)``.
    public static func + (lhs: Amount, rhs: Amount) throws(AmountError) -> Amount { try lhs.adding(rhs) }

    /// The difference of two amounts; see ``subtracting(_:)``.
    public static func - (lhs: Amount, rhs: Amount) throws(AmountError) -> Amount { try lhs.subtracting(rhs) }

    /// The amount with the opposite sign; see ``negated()``.
    public static prefix func - (operand: Amount) -> Amount { operand.negated() }

    /// The sum of amounts, exactly; zero for none.
    ///
    /// The sum is exact whenever the final result fits, whatever the order of the amounts and however far the
    /// partial sums stray: `[999999999999999999, 1, -2]` adds up to `999999999999999998`.
    ///
    /// - Throws: ``AmountError`` with code ``AmountError/Code/overflow`` when the sum is out of range.
    @inlinable
    public static func sum(_ amounts: some Sequence<Amount>) throws(AmountError) -> Amount {
        // Inlinable so that callers specialise it for their sequence type: unspecialised, each element would go
        // through the protocol's witness table, several times the cost of the addition itself.
        var total = RunningAmountSum()
        var iterator = amounts.makeIterator()
        while let amount = iterator.next() {
            if total.add(amount) { continue }
            // A partial sum left 64 bits: the rest is added exactly in 256 bits, and only the end is judged.
            var wide = WideDecimalSum(total.amount)
            wide.add(amount)
            while let amount = iterator.next() { wide.add(amount) }
            return try wide.result()
        }
        return total.amount
    }
}

/// A running sum of amounts in 64 bits at the most decimals added so far, normalised once, at the end: each
/// partial sum normalised as an ``Amount`` cost more than the addition itself.
@usableFromInline
struct RunningAmountSum {
    var significand: Int64 = 0
    var scale: UInt8 = 0

    @usableFromInline
    init() {}

    /// Adds an amount, or returns `false` and changes nothing when an aligned operand or the sum leaves 18 digits.
    /// Kept at more decimals than a normalised sum, the sum can leave them a little sooner; the caller then
    /// adds in 256 bits, which is exact, so the result is the same.
    @usableFromInline
    mutating func add(_ amount: Amount) -> Bool {
        let target = max(scale, amount.scale)
        guard let left = Amount.aligned(significand, from: scale, to: target),
            let right = Amount.aligned(amount.significand, from: amount.scale, to: target)
        else { return false }
        // Two significands of at most 18 digits cannot overflow Int64 when added; the bound is checked after.
        let sum = left + right
        guard sum.magnitude <= Amount.maxSignificand.magnitude else { return false }
        significand = sum
        scale = target
        return true
    }

    /// The sum as an amount, normalised.
    @usableFromInline
    var amount: Amount {
        // In range: every step kept the significand within 18 digits, and the scale is an amount's.
        Amount(normalizingInRange: significand, scale: Int(scale))
    }
}

extension Sequence<Amount> {
    /// The sum of the amounts, exactly; see ``Amount/sum(_:)``.
    @inlinable
    public func sum() throws(AmountError) -> Amount { try Amount.sum(self) }
}
