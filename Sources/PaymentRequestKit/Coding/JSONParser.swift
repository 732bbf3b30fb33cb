/// A strict JSON parser (RFC 8259) over UTF-8 bytes, with limits.
///
/// It accepts exactly one value with optional white space around it, rejects invalid UTF-8, lone surrogates,
/// duplicate object keys, leading zeros in numbers and trailing commas, and reports where the problem is as a
/// path into the document plus a byte offset.
struct JSONParser {
    struct Failure: Error {
        var rule: ValidationRule
        var path: [PathComponent]
        var message: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: JSONDecodingLimits
    private var index = 0
    private var valueCount = 0

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, limits: JSONDecodingLimits) throws(Failure) -> JSONValue {
        guard bytes.count <= limits.maxDocumentBytes else {
            throw Failure(
                rule: .jsonLimit, path: [],
                message: "The document is \(bytes.count) bytes; the limit is \(limits.maxDocumentBytes)")
        }
        var parser = JSONParser(bytes: bytes, limits: limits)
        // A UTF-8 byte-order mark is accepted, as browsers and JSONDecoder accept it; other encodings are not.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.unexpected("after the end of the document") }
        return value
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONDecodingLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func unexpected(_ context: String) -> Failure {
        guard index < bytes.count else {
            return Failure(rule: .jsonMalformed, path: [], message: "The document ends too early (byte \(index))")
        }
        let byte = bytes[index]
        let shown =
            byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        return Failure(rule: .jsonMalformed, path: [], message: "Unexpected \(shown) \(context) at byte \(index)")
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        valueCount += 1
        guard valueCount <= limits.maxValueCount else {
            throw Failure(
                rule: .jsonLimit, path: [], message: "The document has more than \(limits.maxValueCount) values")
        }
        guard index < bytes.count else { throw unexpected("where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw unexpected("where a value was expected")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { throw unexpected("where a value was expected") }
        for offset in 0..<length where bytes[index + offset] != word.utf8Start[offset] {
            throw unexpected("where a value was expected")
        }
        index += length
        return value
    }

    private mutating func parseNumber() throws(Failure) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let first = parser.index
            while parser.index < parser.bytes.count, (48...57).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - first
        }
        let integerStart = index
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw unexpected("in a number") }
        guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            index = integerStart + 1
            throw unexpected("in a number (no leading zeros)")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw unexpected("in a number") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw unexpected("in a number") }
        }
        guard index - start <= 1000 else {
            throw Failure(rule: .jsonLimit, path: [], message: "A number of \(index - start) characters is too long")
        }
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= limits.maxDepth else {
            throw Failure(
                rule: .jsonLimit, path: [], message: "Arrays and objects nest deeper than \(limits.maxDepth) levels")
        }
        index += 1
        var elements = [JSONValue]()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            do {
                elements.append(try parseValue(depth: depth))
            } catch {
                var failure = error
                failure.path.insert(.index(elements.count), at: 0)
                throw failure
            }
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("in an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw unexpected("in an array (expected ',' or ']')") }
            index += 1
            return .array(elements)
        }
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= limits.maxDepth else {
            throw Failure(
                rule: .jsonLimit, path: [], message: "Arrays and objects nest deeper than \(limits.maxDepth) levels")
        }
        index += 1
        var members = [JSONValue.Member]()
        var keys = Set<String>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw unexpected("where a key was expected")
            }
            let key = try parseString()
            // Linear checks for the small objects of a payment request; a set once an object grows.
            let duplicate: Bool
            if members.count < 16 {
                duplicate = members.contains { $0.key == key }
            } else {
                if keys.isEmpty { keys = Set(members.map(\.key)) }
                duplicate = !keys.insert(key).inserted
            }
            guard !duplicate else {
                throw Failure(
                    rule: .jsonMalformed, path: [.key(key)],
                    message: "The key \(quoted(key)) appears twice in one object")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw unexpected("after a key (expected ':')")
            }
            index += 1
            skipWhitespace()
            do {
                members.append(JSONValue.Member(key: key, value: try parseValue(depth: depth)))
            } catch {
                var failure = error
                failure.path.insert(.key(key), at: 0)
                throw failure
            }
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("in an object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw unexpected("in an object (expected ',' or '}')") }
            index += 1
            return .object(members)
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1
        let start = index
        // Fast path: printable ASCII with no escapes is copied as is.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try checkLength(index - start)
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            index += 1
        }
        var buffer = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case 0..<0x20:
                throw Failure(
                    rule: .jsonMalformed, path: [],
                    message:
                        "A control character (byte 0x\(String(byte, radix: 16))) must be escaped in a string, at byte \(index)"
                )
            case 0x80...:
                try copyUTF8Sequence(into: &buffer)
            default:
                buffer.append(byte)
                index += 1
            }
            try checkLength(buffer.count)
        }
        throw Failure(rule: .jsonMalformed, path: [], message: "A string is not terminated")
    }

    private func checkLength(_ length: Int) throws(Failure) {
        guard length <= limits.maxStringBytes else {
            throw Failure(rule: .jsonLimit, path: [], message: "A string is longer than \(limits.maxStringBytes) bytes")
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(Failure) {
        index += 1
        guard index < bytes.count else { throw unexpected("in an escape") }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw Failure(
                        rule: .jsonMalformed, path: [],
                        message:
                            "A high surrogate \\u\(String(scalar, radix: 16)) is not followed by a low one, at byte \(index)"
                    )
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(
                        rule: .jsonMalformed, path: [],
                        message:
                            "A high surrogate is followed by \\u\(String(low, radix: 16)), not a low surrogate, at byte \(index)"
                    )
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw Failure(
                    rule: .jsonMalformed, path: [],
                    message: "A lone low surrogate \\u\(String(scalar, radix: 16)) at byte \(index)")
            }
            // Valid by construction: surrogates were excluded above.
            buffer.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default:
            index -= 1
            throw unexpected("after a backslash")
        }
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw unexpected("in a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 55)
            default: throw unexpected("in a \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Copies one multi-byte UTF-8 sequence, rejecting overlong forms, surrogates and values past U+10FFFF.
    private mutating func copyUTF8Sequence(into buffer: inout [UInt8]) throws(Failure) {
        let lead = bytes[index]
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            highest = 0x9F
        case 0xF0:
            length = 4
            lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            highest = 0x8F
        default: throw invalidUTF8()
        }
        guard index + length <= bytes.count else { throw invalidUTF8() }
        let second = bytes[index + 1]
        guard second >= lowest, second <= highest else { throw invalidUTF8() }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
            throw invalidUTF8()
        }
        for offset in 0..<length { buffer.append(bytes[index + offset]) }
        index += length
    }

    private func invalidUTF8() -> Failure {
        Failure(rule: .jsonMalformed, path: [], message: "The document is not valid UTF-8 at byte \(index)")
    }
}
