// 128-bit helpers on (high, low) pairs of UInt64, so that products of two amounts and divisions by large
// powers of ten stay exact without `Int128`, which Apple platforms gate behind newer OS versions.

typealias Wide = (high: UInt64, low: UInt64)

/// `value × 10^k` for k in 0...19.
func widened(_ value: UInt64, by k: Int) -> Wide {
    let product = value.multipliedFullWidth(by: powersOfTen[k])
    return (product.high, product.low)
}

/// Divides `value` in place by `divisor` (> 0) and returns the remainder.
func divide(_ value: inout Wide, by divisor: UInt64) -> UInt64 {
    let (highQuotient, highRemainder) = value.high.quotientAndRemainder(dividingBy: divisor)
    let (lowQuotient, remainder) = divisor.dividingFullWidth((highRemainder, value.low))
    value = (highQuotient, lowQuotient)
    return remainder
}

/// Adds one to `value`.
func increment(_ value: inout Wide) {
    let (low, carry) = value.low.addingReportingOverflow(1)
    value = (carry ? value.high &+ 1 : value.high, low)
}

/// Whether a discarded fraction makes the magnitude go up by one under `rule`.
///
/// `comparedToHalf` is the discarded part against one half of a unit (-1 below, 0 equal, 1 above), `isExact`
/// whether nothing was discarded, `isOdd` whether the kept magnitude is odd.
func roundsUp(
    _ rule: FloatingPointRoundingRule,
    negative: Bool,
    comparedToHalf: Int,
    isExact: Bool,
    isOdd: Bool
) -> Bool {
    if isExact { return false }
    switch rule {
    case .toNearestOrEven: return comparedToHalf > 0 || (comparedToHalf == 0 && isOdd)
    case .toNearestOrAwayFromZero: return comparedToHalf >= 0
    case .up: return !negative
    case .down: return negative
    case .towardZero: return false
    case .awayFromZero: return true
    @unknown default: return comparedToHalf >= 0
    }
}

/// Divides a magnitude by 10^k (k in 0...38) and rounds the quotient under `rule`, the sign given apart.
func divideRounded(_ value: Wide, byPowerOfTen k: Int, negative: Bool, rule: FloatingPointRoundingRule) -> Wide {
    guard k > 0 else { return value }
    var quotient = value
    var sticky = false
    var remaining = k - 1
    while remaining > 0 {
        let step = min(remaining, 19)
        if divide(&quotient, by: powersOfTen[step]) != 0 { sticky = true }
        remaining -= step
    }
    // The last digit removed decides against one half; the digits after it only break ties.
    let lastDigit = divide(&quotient, by: 10)
    let comparedToHalf = lastDigit > 5 || (lastDigit == 5 && sticky) ? 1 : (lastDigit == 5 ? 0 : -1)
    if roundsUp(
        rule,
        negative: negative,
        comparedToHalf: comparedToHalf,
        isExact: lastDigit == 0 && !sticky,
        isOdd: quotient.low & 1 == 1
    ) {
        increment(&quotient)
    }
    return quotient
}

/// The signed significand for a rounded magnitude, or `nil` when it is beyond 18 digits.
func significand(_ magnitude: Wide, negative: Bool) -> Int64? {
    guard magnitude.high == 0, magnitude.low <= Amount.maxSignificand.magnitude else { return nil }
    let value = Int64(magnitude.low)
    return negative ? -value : value
}
