extension Amount {
    /// Parses an amount written in the grammar of Apple Pay JS and the W3C: `-?[0-9]+(\.[0-9]+)?`.
    ///
    /// The text is exactly an optional minus sign, one or more ASCII digits, and optionally a point followed by
    /// one or more ASCII digits. Everything else is rejected, unlike `Decimal(string:)`, which reads a prefix:
    /// spaces, `+`, exponents (`1e3`), group separators (`1,000`), `1.`, `.5`, non-ASCII digits. Leading zeros
    /// (`0001.50`) and `-0` are valid, as in Safari; `-0` is zero.
    /// This is the grammar of the W3C's "valid decimal monetary value", which WebKit applies to Apple Pay JS.
    ///
    /// - Throws: ``AmountError`` with code ``AmountError/Code/syntax`` when the text is not in the grammar, and
    ///   ``AmountError/Code/outOfRange`` when it is but the value has more than 18 significant digits or more
    ///   than 18 decimals (trailing zeros after the point do not count).
    public init(parsing text: String) throws(AmountError) {
        // Native strings are contiguous UTF-8, so this reads the bytes in place; bridged ones are copied once.
        let result =
            text.utf8.withContiguousStorageIfAvailable { Amount.parse($0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { Amount.parse($0) }
        switch result {
        case .success(let amount): self = amount
        case .failure(let failure): throw failure.error(for: text)
        }
    }

    /// Parses an amount from a substring; see ``init(parsing:)-(String)``.
    public init(parsing text: Substring) throws(AmountError) {
        var text = text
        let result = text.withUTF8 { Amount.parse($0) }
        switch result {
        case .success(let amount): self = amount
        case .failure(let failure): throw failure.error(for: text)
        }
    }

    enum ParseFailure: Error {
        case empty
        case unexpected(offset: Int)
        case missingDigits(offset: Int)
        case outOfRange

        var isOutOfRange: Bool {
            if case .outOfRange = self { true } else { false }
        }

        func error(for text: some StringProtocol) -> AmountError {
            let message: String
            switch self {
            case .empty:
                return AmountError(code: .syntax, message: "An amount can't be empty")
            case .outOfRange:
                return AmountError(
                    code: .outOfRange,
                    message: "\(quoted(text)) has more than 18 significant digits or 18 decimals"
                )
            case .unexpected(let offset):
                let utf8 = Array(text.utf8.prefix(offset + 1))
                let byte = offset < utf8.count ? utf8[offset] : 0
                switch byte {
                case UInt8(ascii: " "), 0x09, 0x0A, 0x0D: message = "spaces are not allowed"
                case UInt8(ascii: "+"): message = "a plus sign is not allowed"
                case UInt8(ascii: "e"), UInt8(ascii: "E"): message = "exponents are not allowed"
                case UInt8(ascii: ","), UInt8(ascii: "_"), UInt8(ascii: "'"):
                    message = "group separators are not allowed"
                case UInt8(ascii: "."): message = "only one decimal point is allowed"
                case UInt8(ascii: "-"): message = "a minus sign is only allowed first"
                case 0x80...: message = "only ASCII digits 0-9 are allowed"
                default: message = "unexpected character at offset \(offset)"
                }
            case .missingDigits(let offset):
                let utf8 = Array(text.utf8.prefix(offset + 1))
                if offset < utf8.count {
                    message = "digits must come before the decimal point"
                } else if utf8.last == UInt8(ascii: ".") {
                    message = "the decimal point must be followed by digits"
                } else {
                    message = "digits are missing"
                }
            }
            return AmountError(
                code: .syntax,
                message: "\(quoted(text)) is not a valid amount: \(message) (expected -?[0-9]+(\\.[0-9]+)?)"
            )
        }
    }

    /// The whole grammar and the value in one pass over the bytes, with no allocation.
    @inline(__always)
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Amount, ParseFailure> {
        let count = bytes.count
        guard count > 0 else { return .failure(.empty) }
        var index = 0
        let negative = bytes[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        var magnitude: UInt64 = 0
        let integerStart = index
        while index < count, bytes[index] == UInt8(ascii: "0") { index += 1 }
        let significantStart = index
        while index < count {
            let digit = bytes[index] &- 48
            guard digit < 10 else { break }
            // Wrapping is harmless: more than 18 digits is reported as out of range below.
            magnitude = magnitude &* 10 &+ UInt64(digit)
            index += 1
        }
        var significantDigits = index - significantStart
        var outOfRange = significantDigits > 18
        guard index > integerStart else {
            return .failure(
                index < count && bytes[index] != UInt8(ascii: ".")
                    ? .unexpected(offset: index) : .missingDigits(offset: index))
        }
        var scale = 0
        var written = 0
        if index < count {
            guard bytes[index] == UInt8(ascii: ".") else { return .failure(.unexpected(offset: index)) }
            index += 1
            let fractionStart = index
            // Zeros are held back until a non-zero digit follows, so that trailing zeros cost nothing.
            var pendingZeros = 0
            while index < count {
                let digit = bytes[index] &- 48
                guard digit < 10 else { return .failure(.unexpected(offset: index)) }
                if digit == 0 {
                    pendingZeros += 1
                } else if !outOfRange {
                    let digitsAdded = pendingZeros + 1
                    scale += digitsAdded
                    if significantDigits > 0 { significantDigits += digitsAdded } else { significantDigits = 1 }
                    if significantDigits > 18 || scale > 18 {
                        outOfRange = true
                    } else {
                        // A loop rather than a table of powers: a global array costs a lazy-initialisation check.
                        for _ in 0..<pendingZeros { magnitude &*= 10 }
                        magnitude = magnitude &* 10 &+ UInt64(digit)
                    }
                    pendingZeros = 0
                }
                index += 1
            }
            guard index > fractionStart else { return .failure(.missingDigits(offset: index)) }
            written = index - fractionStart
        }
        if outOfRange { return .failure(.outOfRange) }
        let value = Int64(bitPattern: magnitude)
        var amount = Amount(uncheckedSignificand: negative ? -value : value, scale: scale)
        amount.writtenScale = UInt8(clamping: written)
        return .success(amount)
    }
}
