/// An exact running sum of amounts in 256-bit two's complement at 18 decimals, for the sums whose partial
/// results leave the range of an ``Amount`` although the final one may not.
///
/// Every amount, aligned to 18 decimals, is below 10³⁶ in magnitude, so more than 10⁴⁰ of them would be needed
/// to reach 2²⁵⁵: the sum is exact whatever the order of the items.
@usableFromInline
struct WideDecimalSum {
    /// The limbs, least significant first.
    var limbs: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// The most decimals of any amount added; the result needs no more.
    var maxScale = 0

    @usableFromInline
    init(_ amount: Amount) {
        add(amount)
    }

    @usableFromInline
    mutating func add(_ amount: Amount) {
        maxScale = max(maxScale, Int(amount.scale))
        let magnitude = widened(amount.significand.magnitude, by: Amount.maxScale - Int(amount.scale))
        var addend: (UInt64, UInt64, UInt64, UInt64) = (magnitude.low, magnitude.high, 0, 0)
        if amount.significand < 0 { addend = Self.negated(addend) }
        limbs = Self.sum(limbs, addend)
    }

    /// The sum as an amount.
    ///
    /// - Throws: ``AmountError`` with code ``AmountError/Code/overflow`` when it is beyond 18 significant digits.
    @usableFromInline
    func result() throws(AmountError) -> Amount {
        let negative = limbs.3 >> 63 == 1
        var magnitude = negative ? Self.negated(limbs) : limbs
        // Exact: every addend was a multiple of 10^(18 - maxScale).
        _ = Self.divide(&magnitude, by: powersOfTen[Amount.maxScale - maxScale])
        var scale = maxScale
        while scale > 0 {
            var quotient = magnitude
            guard Self.divide(&quotient, by: 10) == 0 else { break }
            magnitude = quotient
            scale -= 1
        }
        guard magnitude.1 == 0, magnitude.2 == 0, magnitude.3 == 0, magnitude.0 <= Amount.maxSignificand.magnitude
        else {
            throw AmountError(
                code: .overflow,
                message: "The sum is outside the range of an amount (18 significant digits)")
        }
        let value = Int64(magnitude.0)
        return Amount(uncheckedSignificand: negative ? -value : value, scale: scale)
    }

    static func sum(
        _ a: (UInt64, UInt64, UInt64, UInt64), _ b: (UInt64, UInt64, UInt64, UInt64)
    ) -> (UInt64, UInt64, UInt64, UInt64) {
        let (l0, c0) = a.0.addingReportingOverflow(b.0)
        let (s1, c1a) = a.1.addingReportingOverflow(b.1)
        let (l1, c1b) = s1.addingReportingOverflow(c0 ? 1 : 0)
        let (s2, c2a) = a.2.addingReportingOverflow(b.2)
        let (l2, c2b) = s2.addingReportingOverflow(c1a || c1b ? 1 : 0)
        let l3 = a.3 &+ b.3 &+ (c2a || c2b ? 1 : 0)
        return (l0, l1, l2, l3)
    }

    static func negated(_ value: (UInt64, UInt64, UInt64, UInt64)) -> (UInt64, UInt64, UInt64, UInt64) {
        sum((~value.0, ~value.1, ~value.2, ~value.3), (1, 0, 0, 0))
    }

    /// Divides a magnitude in place by `divisor` (> 0) and returns the remainder.
    static func divide(_ value: inout (UInt64, UInt64, UInt64, UInt64), by divisor: UInt64) -> UInt64 {
        // Long division from the most significant limb; each remainder is below the divisor, as the
        // full-width division requires.
        let (q3, r3) = value.3.quotientAndRemainder(dividingBy: divisor)
        let (q2, r2) = divisor.dividingFullWidth((r3, value.2))
        let (q1, r1) = divisor.dividingFullWidth((r2, value.1))
        let (q0, r0) = divisor.dividingFullWidth((r1, value.0))
        value = (q0, q1, q2, q3)
        return r0
    }
}
