extension Amount {
    /// The canonical text of the amount in a currency: exactly the currency's minor units after the point, or
    /// more when the value needs them.
    ///
    /// USD 10.5 is `"10.50"`, JPY 1000 is `"1000"`, KWD 1.25 is `"1.250"`. This is the form Apple Pay JS expects
    /// and the JSON encoder writes. An amount that does not fit the currency (``fits(_:)`` is false, as USD
    /// `1.005`) keeps all its digits rather than being rounded silently; round it with ``rounded(to:rule:)``.
    /// The text is ASCII, with no grouping and no currency symbol.
    public func formatted(for currency: CurrencyCode) -> String {
        format(minimumFractionDigits: currency.digits)
    }

    /// Whether the value has no more decimals than the currency's minor units.
    ///
    /// PassKit rejects a final summary item whose amount changes when rounded to the currency's digits: USD
    /// `1.005` does not fit, `1.000` does (it is 1.00), JPY `1000.0` does. A currency without minor units (the
    /// ISO "N.A." codes) accepts whole numbers only.
    public func fits(_ currency: CurrencyCode) -> Bool {
        Int(scale) <= currency.digits
    }

    func format(minimumFractionDigits: Int) -> String {
        let fractionDigits = max(Int(scale), minimumFractionDigits)
        let magnitude = significand.magnitude
        var digitCount = 1
        var rest = magnitude / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        // The exact length, so that typical amounts (15 bytes or fewer) become small strings with no allocation.
        let integerDigits = max(digitCount - Int(scale), 1)
        let length = (significand < 0 ? 1 : 0) + integerDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
        return String(unsafeUninitializedCapacity: length) { buffer in
            // Right to left: padding zeros, the fraction, the point, the integer part, the sign.
            var position = length
            var remaining = magnitude
            for _ in 0..<(fractionDigits - Int(scale)) {
                position -= 1
                buffer[position] = UInt8(ascii: "0")
            }
            for _ in 0..<Int(scale) {
                position -= 1
                buffer[position] = UInt8(truncatingIfNeeded: remaining % 10) &+ 48
                remaining /= 10
            }
            if fractionDigits > 0 {
                position -= 1
                buffer[position] = UInt8(ascii: ".")
            }
            repeat {
                position -= 1
                buffer[position] = UInt8(truncatingIfNeeded: remaining % 10) &+ 48
                remaining /= 10
            } while remaining > 0
            if significand < 0 {
                position -= 1
                buffer[position] = UInt8(ascii: "-")
            }
            return length
        }
    }
}
