/// Where a value's JSON form goes, event by event: the bytes of a document (``JSONWriter``) or a tree
/// (``JSONTreeBuilder``).
///
/// A type writes its form once, generically, and both outputs take it: documents are written to bytes without
/// first building a tree, and `Codable` and the interop checks still get the tree, from the same code.
protocol JSONOutput {
    mutating func beginObject()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// A member's key, whose value comes next: any text, escaped as a string is.
    mutating func key(_ name: String)
    /// A member's key by its position in a wire key table, whose names need no escape.
    mutating func key(_ table: WireKeyTable, _ position: Int)
    mutating func string(_ text: String)
    /// A number, as JSON text the caller made.
    mutating func number(_ text: String)
    mutating func bool(_ flag: Bool)
    mutating func null()
}

extension JSONOutput {
    mutating func key(_ table: WireKeyTable, _ position: Int) {
        key(table.names[position])
    }

    /// Writes a tree.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let text): number(text)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            // By index: the subscript lends each element, where a for-in loop copied it and retained its contents.
            for offset in elements.indices { self.value(elements[offset]) }
            endArray()
        case .object(let members):
            beginObject()
            for offset in members.indices {
                key(members[offset].key)
                self.value(members[offset].value)
            }
            endObject()
        }
    }

    /// Writes an object whose members the body adds by their wire keys.
    mutating func object<Key: WireKey>(_: Key.Type, _ body: (WireObjectWriter<Self, Key>) -> Void) {
        beginObject()
        withUnsafeMutablePointer(to: &self) { output in body(WireObjectWriter(output: output)) }
        endObject()
    }

    /// Writes an array with an element for each of `elements`.
    mutating func array<Elements: Sequence>(_ elements: Elements, _ body: (Elements.Element, inout Self) -> Void) {
        beginArray()
        for element in elements { body(element, &self) }
        endArray()
    }
}

/// The members of an object being written, added by their wire keys in the order the body adds them.
///
/// It points at the output for the length of ``JSONOutput/object(_:_:)``'s body, so that adding a member neither
/// copies the output nor needs `inout` at every call.
struct WireObjectWriter<Output: JSONOutput, Key: WireKey> {
    let output: UnsafeMutablePointer<Output>

    /// Adds a string member, or nothing for `nil`.
    @inline(__always)
    func add(_ key: Key, _ text: String?) {
        guard let text else { return }
        output.pointee.key(Key.table, key.rawValue)
        output.pointee.string(text)
    }

    /// Adds a number member, from JSON number text.
    func add(_ key: Key, number text: String) {
        output.pointee.key(Key.table, key.rawValue)
        output.pointee.number(text)
    }

    /// Adds a boolean member.
    func add(_ key: Key, _ flag: Bool) {
        output.pointee.key(Key.table, key.rawValue)
        output.pointee.bool(flag)
    }

    /// Adds a member from a tree.
    func add(_ key: Key, _ value: JSONValue) {
        output.pointee.key(Key.table, key.rawValue)
        output.pointee.value(value)
    }

    /// Adds a member whose value the body writes.
    func add(_ key: Key, _ body: (inout Output) -> Void) {
        output.pointee.key(Key.table, key.rawValue)
        body(&output.pointee)
    }

    /// Adds an array member with an element for each of `elements`, which the body writes.
    func add<Elements: Sequence>(_ key: Key, each elements: Elements, _ body: (Elements.Element, inout Output) -> Void)
    {
        output.pointee.key(Key.table, key.rawValue)
        output.pointee.array(elements, body)
    }

    /// Adds an array member of strings.
    func add<Elements: Sequence<String>>(_ key: Key, strings elements: Elements) {
        add(key, each: elements) { text, output in output.string(text) }
    }
}

/// A ``JSONOutput`` that builds the tree.
struct JSONTreeBuilder: JSONOutput {
    private struct Container {
        let isObject: Bool
        /// The key the container goes under in its parent object.
        let key: String
        var elements: [JSONValue] = []
        var members: [JSONValue.Member] = []
    }

    /// The containers being built, innermost last.
    private var open: [Container] = []
    private var pendingKey = ""
    /// The finished tree.
    private(set) var value: JSONValue = .null

    private mutating func add(_ value: JSONValue, key: String) {
        guard !open.isEmpty else {
            self.value = value
            return
        }
        if open[open.count - 1].isObject {
            open[open.count - 1].members.append(JSONValue.Member(key: key, value: value))
        } else {
            open[open.count - 1].elements.append(value)
        }
    }

    private mutating func add(_ value: JSONValue) { add(value, key: pendingKey) }

    mutating func beginObject() { open.append(Container(isObject: true, key: pendingKey)) }
    mutating func beginArray() { open.append(Container(isObject: false, key: pendingKey)) }

    mutating func endObject() {
        let container = open.removeLast()
        add(.object(container.members), key: container.key)
    }

    mutating func endArray() {
        let container = open.removeLast()
        add(.array(container.elements), key: container.key)
    }

    mutating func key(_ name: String) { pendingKey = name }
    mutating func string(_ text: String) { add(.string(text)) }
    mutating func number(_ text: String) { add(.number(text)) }
    mutating func bool(_ flag: Bool) { add(.bool(flag)) }
    mutating func null() { add(.null) }
}

extension JSONValue {
    /// The tree a value writes.
    init(writing write: (inout JSONTreeBuilder) -> Void) {
        var builder = JSONTreeBuilder()
        write(&builder)
        self = builder.value
    }
}
