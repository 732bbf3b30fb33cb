extension Amount {
    /// Splits the amount into `count` parts in the currency's minor units that add up to it exactly.
    ///
    /// The parts differ by at most one minor unit; the first ones get the extra units. 10.00 USD in 3 parts is
    /// 3.34, 3.33, 3.33; -10.00 is -3.34, -3.33, -3.33.
    /// - Throws: ``AmountError`` with code ``AmountError/Code/invalidArgument`` when `count` is not positive,
    ///   ``AmountError/Code/minorUnits`` when the amount does not fit the currency, and
    ///   ``AmountError/Code/overflow`` when its minor units are beyond `Int64` (see ``minorUnits(in:)``).
    public func allocated(into count: Int, in currency: CurrencyCode) throws(AmountError) -> [Amount] {
        guard count > 0 else {
            throw AmountError(
                code: .invalidArgument, message: "An amount can only be split into 1 or more parts, not \(count)")
        }
        return try allocated(byWeights: Array(repeating: 1, count: count), in: currency)
    }

    /// Splits the amount in proportion to weights, in the currency's minor units, so that the parts add up to it
    /// exactly.
    ///
    /// Each part is first rounded toward zero; the minor units left over go one each to the parts with the
    /// largest remainders, the earlier part first on ties (the largest-remainder method). Use it to spread a
    /// discount over items in proportion to their prices: a 10.00 discount over items of 20, 30 and 50 gives
    /// 2.00, 3.00 and 5.00.
    /// - Throws: ``AmountError`` with code ``AmountError/Code/invalidArgument`` when there are no weights, a weight
    ///   is negative or they add up to zero or beyond `Int.max`; ``AmountError/Code/minorUnits`` when the amount
    ///   does not fit the currency; ``AmountError/Code/overflow`` when its minor units are beyond `Int64` or a
    ///   part is beyond the range of an amount.
    public func allocated(byWeights weights: [Int], in currency: CurrencyCode) throws(AmountError) -> [Amount] {
        guard !weights.isEmpty, weights.allSatisfy({ $0 >= 0 }) else {
            throw AmountError(code: .invalidArgument, message: "Weights must be one or more numbers, none negative")
        }
        var totalWeight = 0
        for weight in weights {
            let (sum, overflow) = totalWeight.addingReportingOverflow(weight)
            guard !overflow else {
                throw AmountError(code: .invalidArgument, message: "The weights add up to more than Int.max")
            }
            totalWeight = sum
        }
        guard totalWeight > 0 else {
            throw AmountError(code: .invalidArgument, message: "The weights add up to zero")
        }
        let units = try minorUnits(in: currency)
        let negative = units < 0
        let magnitude = units.magnitude
        let divisor = UInt64(totalWeight)
        var shares = [UInt64]()
        var remainders = [(remainder: UInt64, index: Int)]()
        shares.reserveCapacity(weights.count)
        remainders.reserveCapacity(weights.count)
        var allocated: UInt64 = 0
        for (index, weight) in weights.enumerated() {
            let product = magnitude.multipliedFullWidth(by: UInt64(weight))
            var quotient: Wide = (product.high, product.low)
            let remainder = divide(&quotient, by: divisor)
            // Each share is at most the whole magnitude, so the high half is zero.
            shares.append(quotient.low)
            remainders.append((remainder, index))
            allocated += quotient.low
        }
        var leftover = magnitude - allocated
        remainders.sort { $0.remainder != $1.remainder ? $0.remainder > $1.remainder : $0.index < $1.index }
        for entry in remainders where leftover > 0 {
            shares[entry.index] += 1
            leftover -= 1
        }
        let digits = currency.digits
        var parts = [Amount]()
        parts.reserveCapacity(shares.count)
        for share in shares {
            let value = Int64(share)
            parts.append(try Amount(normalizing: negative ? -value : value, scale: digits))
        }
        return parts
    }
}
