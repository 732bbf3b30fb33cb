/// Writes a JSON tree as compact UTF-8 in the tree's own member order, so the same tree always gives the
/// same bytes.
///
/// Strings escape only what JSON requires (`"`, `\` and control characters); `/` and non-ASCII text are written
/// as they are.
@usableFromInline package struct JSONWriter: JSONOutput {
    @usableFromInline package private(set) var bytes: [UInt8] = []
    /// Whether to write one member or element per line, indented by two spaces.
    @usableFromInline package let prettyPrinted: Bool
    @usableFromInline var depth = 0
    /// Whether the open container has a member or element already, so that the next one needs a comma.
    @usableFromInline var hasContent = false
    /// Whether a key was just written, so that the value follows it on the same line, with no comma.
    @usableFromInline var afterKey = false

    @inlinable package init(capacity: Int = 1024, prettyPrinted: Bool = false) {
        bytes.reserveCapacity(capacity)
        self.prettyPrinted = prettyPrinted
    }

    @inlinable mutating func newline() {
        guard prettyPrinted else { return }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// What comes before a value: nothing after a key; otherwise a comma after an earlier element, and in pretty
    /// output a new line inside a container.
    @inline(__always)
    @inlinable mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        if hasContent { bytes.append(UInt8(ascii: ",")) }
        if depth > 0 { newline() }
    }

    @inlinable mutating func begin(_ bracket: UInt8) {
        beginValue()
        bytes.append(bracket)
        depth += 1
        hasContent = false
    }

    @inlinable mutating func end(_ bracket: UInt8) {
        depth -= 1
        if hasContent { newline() }
        bytes.append(bracket)
        hasContent = true
    }

    @inlinable package mutating func beginObject() { begin(UInt8(ascii: "{")) }
    @inlinable package mutating func endObject() { end(UInt8(ascii: "}")) }
    @inlinable package mutating func beginArray() { begin(UInt8(ascii: "[")) }
    @inlinable package mutating func endArray() { end(UInt8(ascii: "]")) }

    @inlinable package mutating func key(_ name: String) {
        if hasContent { bytes.append(UInt8(ascii: ",")) }
        newline()
        // A tree's keys can be anything a document held (a token's payment data is carried member for member), so
        // they escape as strings do.
        write(string: name)
        bytes.append(UInt8(ascii: ":"))
        if prettyPrinted { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    // Every member a document writes starts here. Across the module boundary the optimiser kept it a call, which
    // made writing a request 2% slower than when the engine and the documents were one module.
    @inline(__always)
    @inlinable package mutating func key(_ table: WireKeyTable, _ position: Int) {
        if hasContent { bytes.append(UInt8(ascii: ",")) }
        newline()
        let range = table.memberPrefixRanges[position]
        table.memberPrefixes.withUnsafeBufferPointer { bytes.append(contentsOf: $0[range]) }
        if prettyPrinted { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    @inlinable package mutating func string(_ text: String) {
        beginValue()
        write(string: text)
        hasContent = true
    }

    @inlinable package mutating func number(_ text: String) {
        beginValue()
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        hasContent = true
    }

    @inlinable package mutating func bool(_ flag: Bool) {
        beginValue()
        append(flag ? "true" : "false")
        hasContent = true
    }

    @inlinable package mutating func null() {
        beginValue()
        append("null")
        hasContent = true
    }

    /// Writes a tree where the caller put it: a caller that writes its own brackets and commas
    /// (``append(byte:)``) has written what comes before the value.
    @inlinable package mutating func write(_ value: JSONValue) {
        afterKey = true
        self.value(value)
    }

    /// Appends one byte of JSON syntax, for a caller that writes structure itself.
    @inlinable package mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    @inlinable mutating func append(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    @usableFromInline static let hexDigits = Array("0123456789abcdef".utf8)

    @inlinable package mutating func write(string: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied whole, as appending byte by byte costs several times more. The
        // UTF-8 is read where it is, without the copy of the string that `withUTF8` needs.
        let plain = string.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != 0x7F })
            else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if plain == true {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20, 0x7F:
                append("\\u00")
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
