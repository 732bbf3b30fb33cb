/// Writes JSON as a listing for people and line-based tools: objects on one line with a space after each colon
/// and comma, and each element of an array on a line of its own, indented by two spaces for each array around it.
///
/// `{"file": "a.json", "valid": false, "violations": [` then one violation a line, then `]}`: the form of
/// `payreq validate --json`. It starts inside `enclosingArrays` arrays, for an element of a listing that the
/// caller opens and closes itself.
@usableFromInline package struct JSONListingWriter: JSONOutput {
    /// The escaping of strings is the compact writer's; the bytes are written there too.
    private var writer: JSONWriter
    /// Whether each open container is an array, innermost last.
    private var containers: [Bool] = []
    private var arrays: Int
    private var hasContent = false
    private var afterKey = false

    @usableFromInline package init(capacity: Int = 256, enclosingArrays: Int = 0) {
        writer = JSONWriter(capacity: capacity)
        arrays = enclosingArrays
    }

    @usableFromInline package var bytes: [UInt8] { writer.bytes }

    private mutating func append(_ text: StaticString) {
        for index in 0..<text.utf8CodeUnitCount { writer.append(byte: text.utf8Start[index]) }
    }

    private mutating func newline() {
        writer.append(byte: 0x0A)
        for _ in 0..<(2 * arrays) { writer.append(byte: UInt8(ascii: " ")) }
    }

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        if hasContent { writer.append(byte: UInt8(ascii: ",")) }
        if containers.last == true { newline() }
    }

    private mutating func begin(_ bracket: UInt8, array: Bool) {
        beginValue()
        writer.append(byte: bracket)
        containers.append(array)
        if array { arrays += 1 }
        hasContent = false
    }

    private mutating func end(_ bracket: UInt8) {
        if containers.removeLast() {
            arrays -= 1
            if hasContent { newline() }
        }
        writer.append(byte: bracket)
        hasContent = true
    }

    @usableFromInline package mutating func beginObject() { begin(UInt8(ascii: "{"), array: false) }
    @usableFromInline package mutating func endObject() { end(UInt8(ascii: "}")) }
    @usableFromInline package mutating func beginArray() { begin(UInt8(ascii: "["), array: true) }
    @usableFromInline package mutating func endArray() { end(UInt8(ascii: "]")) }

    @usableFromInline package mutating func key(_ name: String) {
        if hasContent { append(", ") }
        writer.write(string: name)
        append(": ")
        afterKey = true
    }

    @usableFromInline package mutating func string(_ text: String) {
        beginValue()
        writer.write(string: text)
        hasContent = true
    }

    @usableFromInline package mutating func number(_ text: String) {
        beginValue()
        for byte in text.utf8 { writer.append(byte: byte) }
        hasContent = true
    }

    @usableFromInline package mutating func bool(_ flag: Bool) {
        beginValue()
        if flag { append("true") } else { append("false") }
        hasContent = true
    }

    @usableFromInline package mutating func null() {
        beginValue()
        append("null")
        hasContent = true
    }
}
