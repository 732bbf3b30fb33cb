#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The bytes of hexadecimal text, either case; `nil` for an odd length or another character.
///
/// The bytes are written into one buffer and made `Data` once: appending to `Data` byte by byte costs more than
/// the rest of reading a token's header.
@usableFromInline package func hexBytes(_ text: String) -> Data? {
    var text = text
    return text.withUTF8 { digits -> Data? in
        guard digits.count % 2 == 0 else { return nil }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        var valid = true
        let bytes = [UInt8](unsafeUninitializedCapacity: digits.count / 2) { buffer, count in
            for index in 0..<buffer.count {
                guard let high = value(digits[2 * index]), let low = value(digits[2 * index + 1]) else {
                    valid = false
                    break
                }
                buffer[index] = high << 4 | low
                count = index + 1
            }
        }
        return valid ? Data(bytes) : nil
    }
}

/// Lower-case hexadecimal, as Apple writes `transactionId`.
@usableFromInline package func hexString(_ bytes: some Collection<UInt8>) -> String {
    let digits: StaticString = "0123456789abcdef"
    let count = bytes.count
    let text = [UInt8](unsafeUninitializedCapacity: count * 2) { buffer, written in
        digits.withUTF8Buffer { digits in
            for (index, byte) in bytes.prefix(count).enumerated() {
                buffer[2 * index] = digits[Int(byte >> 4)]
                buffer[2 * index + 1] = digits[Int(byte & 0xF)]
                written = 2 * index + 2
            }
        }
    }
    return String(decoding: text, as: UTF8.self)
}
