#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A strict JSON parser (RFC 8259) over UTF-8 bytes, with limits, that fills a ``JSONTape``.
///
/// It accepts exactly one value with optional white space around it (and a UTF-8 byte-order mark before it),
/// rejects invalid UTF-8, lone surrogates, raw control characters in strings, duplicate object keys, leading
/// zeros in numbers and trailing commas, and reports where the problem is as a path into the document plus a byte
/// offset. It checks every string and number once and copies none of them.
@usableFromInline package struct JSONParser {
    @usableFromInline package struct Failure: Error {
        @usableFromInline package var rule: ValidationRule
        @usableFromInline package var path: [PathComponent]
        @usableFromInline package var message: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: JSONDecodingLimits
    private var index = 0
    private var valueCount = 0
    /// The tape being written, and how many nodes it has.
    private let nodes: UnsafeMutableBufferPointer<UInt64>
    private var count = 0

    /// Parses a whole document into a tape.
    @usableFromInline package static func parse(_ document: [UInt8], limits: JSONDecodingLimits) throws(Failure)
        -> JSONTape
    {
        let maxBytes = min(limits.maxDocumentBytes, JSONTape.maxBytes)
        guard document.count <= maxBytes else {
            throw Failure(
                rule: .jsonLimit, path: [], message: "The document is \(document.count) bytes; the limit is \(maxBytes)"
            )
        }
        // Every node starts at a byte of its own (a bracket, a quote, a value's first character), so a document
        // of n bytes has fewer than n + 1 nodes, even a truncated one: the tape is written in place, with no
        // checks for growth on each node, and capacity never touched costs no memory. (Half that, which holds
        // for complete documents, was once used here; the fuzzer found "[[[[[[[[", which has a node per byte.)
        let capacity = document.count + 1
        var failure: Failure?
        let nodes = document.withUnsafeBufferPointer { bytes in
            [UInt64](unsafeUninitializedCapacity: capacity) { buffer, count in
                var parser = JSONParser(bytes: bytes, limits: limits, nodes: buffer)
                do throws(Failure) {
                    if let encoding = Self.otherEncoding(bytes) {
                        throw Failure(
                            rule: .jsonMalformed, path: [],
                            message: "The document is \(encoding), not UTF-8; save it as UTF-8")
                    }
                    // A UTF-8 byte-order mark is accepted, as browsers and JSONDecoder accept it.
                    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.index = 3 }
                    parser.skipWhitespace()
                    try parser.parseValue(depth: 0)
                    parser.skipWhitespace()
                    guard parser.index == bytes.count else { throw parser.unexpected("after the end of the document") }
                } catch {
                    failure = error
                }
                count = parser.count
            }
        }
        if let failure { throw failure }
        return JSONTape(bytes: document, nodes: nodes)
    }

    /// A document's bytes as a tape keeps them, copied as one block: `[UInt8](data)` took the generic copy of a
    /// sequence, a byte at a time, which cost as many instructions as the document has bytes.
    @usableFromInline package static func bytes(_ data: Data) -> [UInt8] {
        data.withUnsafeBytes { [UInt8]($0) }
    }

    private init(
        bytes: UnsafeBufferPointer<UInt8>, limits: JSONDecodingLimits, nodes: UnsafeMutableBufferPointer<UInt64>
    ) {
        self.bytes = bytes
        self.limits = limits
        self.nodes = nodes
    }

    @inline(__always)
    private mutating func append(_ kind: JSONTape.Kind, offset: Int, length: Int) {
        // Cannot fail by the bound above; checked all the same, as a write past it would be memory corruption.
        precondition(count < nodes.count, "JSON tape capacity")
        nodes[count] = UInt64(kind.rawValue) | UInt64(offset) << 3 | UInt64(length) << 32
        count += 1
    }

    /// Skips white space; most documents are compact, and every byte past a space is something else, so the
    /// common case is one comparison.
    @inline(__always)
    private mutating func skipWhitespace() {
        guard index < bytes.count, bytes[index] <= 0x20 else { return }
        skipWhitespaceRun()
    }

    private mutating func skipWhitespaceRun() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Where a byte is, for people: `line 3, column 7 (byte 45)`, the column counted in characters.
    private func position(_ offset: Int) -> String {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column) (byte \(offset))"
    }

    /// A document in UTF-16 or UTF-32, named as such by its byte-order mark or by the zero bytes ASCII text has
    /// in them; JSON in UTF-8 never has a zero byte, so this never mistakes one.
    private static func otherEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 2 else { return nil }
        if bytes.count >= 4, (bytes[0] == 0 && bytes[1] == 0) || (bytes[1] == 0 && bytes[2] == 0 && bytes[3] == 0) {
            return "UTF-32"
        }
        if (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) || bytes[0] == 0
            || bytes[1] == 0
        {
            return "UTF-16"
        }
        return nil
    }

    private func unexpected(_ context: String) -> Failure {
        guard index < bytes.count else {
            return Failure(
                rule: .jsonMalformed, path: [], message: "The document ends too early, at \(position(index))")
        }
        let byte = bytes[index]
        let shown =
            byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        return Failure(rule: .jsonMalformed, path: [], message: "Unexpected \(shown) \(context) at \(position(index))")
    }

    private mutating func parseValue(depth: Int) throws(Failure) {
        try countValue()
        guard index < bytes.count else { throw unexpected("where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "t"): try parseLiteral("true", .true)
        case UInt8(ascii: "f"): try parseLiteral("false", .false)
        case UInt8(ascii: "n"): try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        default: throw unexpected("where a value was expected")
        }
    }

    @inline(__always)
    private mutating func countValue() throws(Failure) {
        valueCount += 1
        guard valueCount <= limits.maxValueCount else {
            throw Failure(
                rule: .jsonLimit, path: [], message: "The document has more than \(limits.maxValueCount) values")
        }
    }

    /// A member's or an element's value: a string read here, as most are, and any other by a call.
    @inline(__always)
    private mutating func parseMemberValue(depth: Int) throws(Failure) {
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            try countValue()
            try parseString()
        } else {
            try parseValue(depth: depth)
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ kind: JSONTape.Kind) throws(Failure) {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { throw unexpected("where a value was expected") }
        for offset in 0..<length where bytes[index + offset] != word.utf8Start[offset] {
            throw unexpected("where a value was expected")
        }
        append(kind, offset: index, length: 0)
        index += length
    }

    private mutating func parseNumber() throws(Failure) {
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
        append(.number, offset: start, length: index - start)
    }

    private mutating func parseArray(depth: Int) throws(Failure) {
        guard depth <= limits.maxDepth else {
            throw Failure(
                rule: .jsonLimit, path: [], message: "Arrays and objects nest deeper than \(limits.maxDepth) levels")
        }
        let node = count
        append(.array, offset: index, length: 0)
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            close(node)
            return
        }
        var count = 0
        while true {
            skipWhitespace()
            do {
                try parseMemberValue(depth: depth)
            } catch {
                throw error.inside(.index(count))
            }
            count += 1
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("in an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw unexpected("in an array (expected ',' or ']')") }
            index += 1
            close(node)
            return
        }
    }

    /// Records where a container's descendants end.
    private mutating func close(_ node: Int) {
        nodes[node] = nodes[node] & 0xFFFF_FFFF | UInt64(count) << 32
    }

    private mutating func parseObject(depth: Int) throws(Failure) {
        guard depth <= limits.maxDepth else {
            throw Failure(
                rule: .jsonLimit, path: [], message: "Arrays and objects nest deeper than \(limits.maxDepth) levels")
        }
        let node = count
        append(.object, offset: index, length: 0)
        index += 1
        var keyCount = 0
        var keyTable = KeyTable()
        var keyBits: UInt64 = 0
        var sawEscapedKey = false
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            close(node)
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw unexpected("where a key was expected")
            }
            let key = count
            try parseString()
            // Linear checks for the small objects of a payment request, walking the earlier keys in the tape; a
            // set once an object grows.
            let duplicate: Bool
            if keyCount < 16 {
                // A bit per key, from its length and end bytes: the earlier keys are walked only when one may be
                // equal. An escaped key's bytes are not its text, so after one every key is walked.
                let bit = keyBit(key)
                sawEscapedKey = sawEscapedKey || nodes[key] & 7 == UInt64(JSONTape.Kind.escapedString.rawValue)
                var found = false
                if sawEscapedKey || keyBits & bit != 0 {
                    var earlier = node + 1
                    while earlier < key, !found {
                        found = sameKey(earlier, key)
                        earlier = next(earlier + 1)
                    }
                }
                keyBits |= bit
                duplicate = found
            } else {
                if keyTable.count == 0 {
                    var earlier = node + 1
                    while earlier < key {
                        _ = insert(earlier, into: &keyTable)
                        earlier = next(earlier + 1)
                    }
                }
                duplicate = !insert(key, into: &keyTable)
            }
            keyCount += 1
            guard !duplicate else {
                let text = String(decoding: keyBytes(key), as: UTF8.self)
                throw Failure(
                    rule: .jsonMalformed, path: [.key(text)],
                    message: "The key \(quoted(text)) appears twice in one object")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw unexpected("after a key (expected ':')")
            }
            index += 1
            skipWhitespace()
            do {
                try parseMemberValue(depth: depth)
            } catch {
                throw error.inside(.key(String(decoding: keyBytes(key), as: UTF8.self)))
            }
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("in an object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw unexpected("in an object (expected ',' or '}')") }
            index += 1
            close(node)
            return
        }
    }

    /// One of 64 bits for a key, from its length and its first and last bytes: equal keys without escapes get
    /// the same bit.
    @inline(__always)
    private func keyBit(_ node: Int) -> UInt64 {
        let start = Int(truncatingIfNeeded: (nodes[node] >> 3) & 0x1FFF_FFFF)
        let length = Int(truncatingIfNeeded: nodes[node] >> 32)
        guard length > 0 else { return 1 }
        let mixed = length &* 7 &+ Int(bytes[start]) &* 31 &+ Int(bytes[start + length - 1])
        return 1 << UInt64(mixed & 63)
    }

    /// The node after a node and its descendants.
    private func next(_ node: Int) -> Int {
        let kind = nodes[node] & 7
        return kind >= UInt64(JSONTape.Kind.array.rawValue) ? Int(truncatingIfNeeded: nodes[node] >> 32) : node + 1
    }

    /// A large object's keys, as their tape nodes in an open-addressed table keyed by a hash of each key's
    /// decoded bytes: four bytes a key, where a set of strings took sixteen and more, so that an object of 400 000
    /// unknown keys stays within the memory budget.
    @usableFromInline package struct KeyTable {
        @usableFromInline package var slots: [Int32] = []
        @usableFromInline package var count = 0
    }

    /// A hash of a key's decoded bytes, so that equal keys, escaped or not, hash alike. Swift's `Hasher` is seeded
    /// afresh in each process, so that no document can be made of keys that all land in one slot (a fixed hash's
    /// low bits are easy to collide, which would make the probing quadratic).
    private func keyHash(_ node: Int) -> Int {
        var hasher = Hasher()
        if nodes[node] & 7 == UInt64(JSONTape.Kind.escapedString.rawValue) {
            keyBytes(node).withUnsafeBytes { hasher.combine(bytes: $0) }
        } else {
            let start = Int(truncatingIfNeeded: (nodes[node] >> 3) & 0x1FFF_FFFF)
            let range = start..<(start + Int(truncatingIfNeeded: nodes[node] >> 32))
            hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range])))
        }
        return hasher.finalize()
    }

    /// Adds a key's node to the table, or returns `false` when an equal key is already there.
    private func insert(_ node: Int, into table: inout KeyTable) -> Bool {
        if (table.count + 1) * 2 > table.slots.count {
            // Grown to twice the keys at least, so that probes stay short.
            let old = table.slots
            table.slots = [Int32](repeating: -1, count: max(64, old.count * 2))
            let mask = table.slots.count - 1
            for entry in old where entry >= 0 {
                var slot = keyHash(Int(entry)) & mask
                while table.slots[slot] >= 0 { slot = (slot + 1) & mask }
                table.slots[slot] = entry
            }
        }
        let mask = table.slots.count - 1
        var slot = keyHash(node) & mask
        while table.slots[slot] >= 0 {
            if sameKey(Int(table.slots[slot]), node) { return false }
            slot = (slot + 1) & mask
        }
        table.slots[slot] = Int32(truncatingIfNeeded: node)
        table.count += 1
        return true
    }

    /// A key's bytes with escapes decoded, for comparing keys.
    private func keyBytes(_ node: Int) -> [UInt8] {
        let value = nodes[node]
        let start = Int(truncatingIfNeeded: (value >> 3) & 0x1FFF_FFFF)
        let range = start..<(start + Int(truncatingIfNeeded: value >> 32))
        guard value & 7 == UInt64(JSONTape.Kind.escapedString.rawValue) else { return Array(bytes[range]) }
        return JSONTape(bytes: Array(bytes[range]), nodes: [value & 7 | UInt64(range.count) << 32])
            .utf8(JSONNode(index: 0))
    }

    private func sameKey(_ left: Int, _ right: Int) -> Bool {
        let escaped = UInt64(JSONTape.Kind.escapedString.rawValue)
        guard nodes[left] & 7 != escaped, nodes[right] & 7 != escaped else {
            return keyBytes(left) == keyBytes(right)
        }
        let leftLength = Int(truncatingIfNeeded: nodes[left] >> 32)
        guard leftLength == Int(truncatingIfNeeded: nodes[right] >> 32) else { return false }
        let leftStart = Int(truncatingIfNeeded: (nodes[left] >> 3) & 0x1FFF_FFFF)
        let rightStart = Int(truncatingIfNeeded: (nodes[right] >> 3) & 0x1FFF_FFFF)
        return bytes[leftStart..<(leftStart + leftLength)].elementsEqual(bytes[rightStart..<(rightStart + leftLength)])
    }

    /// Checks a string and records it: its text between the quotes, and whether it has escapes. The common one
    /// (printable ASCII without escapes, not in the document's last eight bytes) is read here, eight bytes at a
    /// time; any other by ``parseStringInFull()``, from its start again.
    @inline(__always)
    private mutating func parseString() throws(Failure) {
        let start = index + 1
        if let base = bytes.baseAddress {
            var cursor = start
            while cursor + 8 <= bytes.count {
                let special = Self.specialBytes(
                    UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self)))
                if special != 0 {
                    cursor += special.trailingZeroBitCount >> 3
                    guard base[cursor] == UInt8(ascii: "\""), cursor - start <= limits.maxStringBytes else { break }
                    append(.string, offset: start, length: cursor - start)
                    index = cursor + 1
                    return
                }
                cursor += 8
            }
        }
        try parseStringInFull()
    }

    /// Any string, with escapes, non-ASCII text and the limit checked as they come.
    @inline(never)
    private mutating func parseStringInFull() throws(Failure) {
        index += 1
        let start = index
        // The decoded length, which the limit is about: an escape stands for fewer bytes than it takes.
        var decodedLength = 0
        var escaped = false
        while index < bytes.count {
            // Fast path: printable ASCII, which is nearly every byte of a payment request, one comparison each.
            let runStart = index
            var cursor = index
            let bytes = self.bytes
            // Eight bytes at a time while none is a control character, non-ASCII, a quote or a backslash; the
            // first that is ends the run at once, found from the word's mask rather than byte by byte (most
            // strings of a payment request are shorter than 16 bytes, so the tail was most of the work).
            var tail = true
            if let base = bytes.baseAddress {
                while cursor + 8 <= bytes.count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self))
                    let special = Self.specialBytes(word)
                    if special != 0 {
                        cursor += special.trailingZeroBitCount >> 3
                        tail = false
                        break
                    }
                    cursor += 8
                }
            }
            while tail, cursor < bytes.count {
                let byte = bytes[cursor]
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                cursor += 1
            }
            index = cursor
            decodedLength += index - runStart
            guard index < bytes.count else { break }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                try checkLength(decodedLength)
                append(escaped ? .escapedString : .string, offset: start, length: index - start)
                index += 1
                return
            case UInt8(ascii: "\\"):
                escaped = true
                decodedLength += try checkEscape()
            case 0..<0x20:
                throw Failure(
                    rule: .jsonMalformed, path: [],
                    message:
                        "A control character (byte 0x\(String(byte, radix: 16))) must be escaped in a string, at \(position(index))"
                )
            case 0x80...:
                decodedLength += try checkUTF8Sequence()
            default:
                decodedLength += 1
                index += 1
            }
            try checkLength(decodedLength)
        }
        throw Failure(rule: .jsonMalformed, path: [], message: "A string is not terminated")
    }

    /// The high bit of each of eight bytes (the first in the lowest byte) that is below 0x20, at or above 0x80,
    /// a quote or a backslash, by the classic "has a byte less than n" and "has a zero byte" word tests. A borrow
    /// can mark a byte above a marked one, never below, so the lowest mark is exact, which is all the caller uses.
    @inline(__always)
    @inlinable package static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        return word & highs | control | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
    }

    @inline(__always)
    private func checkLength(_ length: Int) throws(Failure) {
        guard length <= limits.maxStringBytes else { throw stringTooLong() }
    }

    private func stringTooLong() -> Failure {
        Failure(rule: .jsonLimit, path: [], message: "A string is longer than \(limits.maxStringBytes) bytes")
    }

    /// Checks one escape and returns how many UTF-8 bytes it stands for.
    private mutating func checkEscape() throws(Failure) -> Int {
        index += 1
        guard index < bytes.count else { throw unexpected("in an escape") }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 1
        case UInt8(ascii: "u"):
            let scalar = try parseHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw Failure(
                        rule: .jsonMalformed, path: [],
                        message:
                            "A high surrogate \\u\(String(scalar, radix: 16)) is not followed by a low one, at \(position(index))"
                    )
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(
                        rule: .jsonMalformed, path: [],
                        message:
                            "A high surrogate is followed by \\u\(String(low, radix: 16)), not a low surrogate, at \(position(index))"
                    )
                }
                return 4
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw Failure(
                    rule: .jsonMalformed, path: [],
                    message: "A lone low surrogate \\u\(String(scalar, radix: 16)) at \(position(index))")
            }
            return scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : 3
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

    /// Checks one multi-byte UTF-8 sequence, rejecting overlong forms, surrogates and values past U+10FFFF, and
    /// returns its length.
    private mutating func checkUTF8Sequence() throws(Failure) -> Int {
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
        index += length
        return length
    }

    private func invalidUTF8() -> Failure {
        Failure(
            rule: .jsonMalformed, path: [],
            message:
                "The document is not valid UTF-8 at \(position(index)): byte 0x\(String(bytes[index], radix: 16)) cannot stand there; save the document as UTF-8"
        )
    }
}

extension JSONParser.Failure {
    /// The failure as seen from the container that holds the failing value.
    @usableFromInline package func inside(_ component: PathComponent) -> JSONParser.Failure {
        var failure = self
        failure.path.insert(component, at: 0)
        return failure
    }
}
