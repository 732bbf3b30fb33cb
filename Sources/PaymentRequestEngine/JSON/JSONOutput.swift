/// Where a value's JSON form goes, event by event: the bytes of a document (``JSONWriter``) or a tree
/// (``JSONTreeBuilder``).
///
/// A type writes its form once, generically, and both outputs take it: documents are written to bytes without
/// first building a tree, and `Codable` and the interop checks still get the tree, from the same code.
@usableFromInline package protocol JSONOutput {
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
    @inlinable package mutating func key(_ table: WireKeyTable, _ position: Int) {
        key(table.names[position])
    }

    /// Writes a tree.
    @inlinable package mutating func value(_ value: JSONValue) {
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
    @inlinable package mutating func object<Key: WireKey>(_: Key.Type, _ body: (WireObjectWriter<Self, Key>) -> Void) {
        beginObject()
        withUnsafeMutablePointer(to: &self) { output in body(WireObjectWriter(output: output)) }
        endObject()
    }

    /// Writes an array with an element for each of `elements`.
    @inlinable package mutating func array<Elements: Sequence>(
        _ elements: Elements, _ body: (Elements.Element, inout Self) -> Void
    ) {
        beginArray()
        for element in elements { body(element, &self) }
        endArray()
    }
}

/// The members of an object being written, added by their wire keys in the order the body adds them.
///
/// It points at the output for the length of ``JSONOutput/object(_:_:)``'s body, so that adding a member neither
/// copies the output nor needs `inout` at every call.
@usableFromInline package struct WireObjectWriter<Output: JSONOutput, Key: WireKey> {
    @usableFromInline package let output: UnsafeMutablePointer<Output>
    @inlinable package init(output: UnsafeMutablePointer<Output>) {
        self.output = output
    }

    /// Adds a string member, or nothing for `nil`.
    @inline(__always)
    @inlinable package func add(_ key: Key, _ text: String?) {
        guard let text else { return }
        output.pointee.key(Key.table, key.rawValue)
        output.pointee.string(text)
    }

    /// Adds a number member, from JSON number text.
    @inlinable package func add(_ key: Key, number text: String) {
        output.pointee.key(Key.table, key.rawValue)
        output.pointee.number(text)
    }

    /// Adds a boolean member.
    @inlinable package func add(_ key: Key, _ flag: Bool) {
        output.pointee.key(Key.table, key.rawValue)
        output.pointee.bool(flag)
    }

    /// Adds a member from a tree.
    @inlinable package func add(_ key: Key, _ value: JSONValue) {
        output.pointee.key(Key.table, key.rawValue)
        output.pointee.value(value)
    }

    /// Adds a member whose value the body writes.
    @inlinable package func add(_ key: Key, _ body: (inout Output) -> Void) {
        output.pointee.key(Key.table, key.rawValue)
        body(&output.pointee)
    }

    /// Adds an array member with an element for each of `elements`, which the body writes.
    @inlinable package func add<Elements: Sequence>(
        _ key: Key, each elements: Elements, _ body: (Elements.Element, inout Output) -> Void
    ) {
        output.pointee.key(Key.table, key.rawValue)
        output.pointee.array(elements, body)
    }

    /// Adds an array member of strings.
    @inlinable package func add<Elements: Sequence<String>>(_ key: Key, strings elements: Elements) {
        add(key, each: elements) { text, output in output.string(text) }
    }
}

/// A ``JSONOutput`` that builds the tree.
@usableFromInline package struct JSONTreeBuilder: JSONOutput {
    @usableFromInline struct Container {
        @usableFromInline let isObject: Bool
        /// The key the container goes under in its parent object.
        @usableFromInline let key: String
        @usableFromInline var elements: [JSONValue] = []
        @usableFromInline var members: [JSONValue.Member] = []

        @inlinable init(isObject: Bool, key: String, elements: [JSONValue] = [], members: [JSONValue.Member] = []) {
            self.isObject = isObject
            self.key = key
            self.elements = elements
            self.members = members
        }
    }

    /// The containers being built, innermost last.
    @usableFromInline var open: [Container] = []
    @usableFromInline var pendingKey = ""
    /// The finished tree.
    @usableFromInline package private(set) var value: JSONValue = .null

    @inlinable package init() {}

    @usableFromInline mutating func add(_ value: JSONValue, key: String) {
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

    @usableFromInline mutating func add(_ value: JSONValue) { add(value, key: pendingKey) }

    @inlinable package mutating func beginObject() { open.append(Container(isObject: true, key: pendingKey)) }
    @inlinable package mutating func beginArray() { open.append(Container(isObject: false, key: pendingKey)) }

    @inlinable package mutating func endObject() {
        let container = open.removeLast()
        add(.object(container.members), key: container.key)
    }

    @inlinable package mutating func endArray() {
        let container = open.removeLast()
        add(.array(container.elements), key: container.key)
    }

    @inlinable package mutating func key(_ name: String) { pendingKey = name }
    @inlinable package mutating func string(_ text: String) { add(.string(text)) }
    @inlinable package mutating func number(_ text: String) { add(.number(text)) }
    @inlinable package mutating func bool(_ flag: Bool) { add(.bool(flag)) }
    @inlinable package mutating func null() { add(.null) }
}

extension JSONValue {
    /// The tree a value writes.
    @inlinable package init(writing write: (inout JSONTreeBuilder) -> Void) {
        var builder = JSONTreeBuilder()
        write(&builder)
        self = builder.value
    }
}
