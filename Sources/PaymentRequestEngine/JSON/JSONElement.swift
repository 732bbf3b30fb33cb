#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value of a parsed document, read where it lies in the tape.
///
/// The checks of the formats a browser or Google reads (W3C, Google Pay) walk these instead of a ``JSONValue``
/// tree: a tree costs several times the document (a member is 40 bytes before its key and value), and a hostile
/// document of small invalid values would hold all of it at once. An element costs nothing until it is read; a
/// string becomes a `String` only when its ``shape`` is asked for.
@usableFromInline package struct JSONElement: Sendable {
    @usableFromInline package let tape: JSONTape
    @usableFromInline package let node: JSONNode

    /// The whole document's value.
    @inlinable package init(root tape: JSONTape) {
        self.init(tape: tape, node: .root)
    }

    @inlinable package init(tape: JSONTape, node: JSONNode) {
        self.tape = tape
        self.node = node
    }

    /// The value's JSON type with its scalar content, for `switch`; containers stay on the tape.
    @usableFromInline package enum Shape {
        case null
        case bool(Bool)
        /// The number's text as written.
        case number(String)
        case string(String)
        case array(Elements)
        case object(Members)
    }

    @inlinable package var shape: Shape {
        switch tape.kind(node) {
        case .null: .null
        case .true: .bool(true)
        case .false: .bool(false)
        case .number: .number(tape.numberText(node))
        case .string, .escapedString: .string(tape.string(node))
        case .array: .array(Elements(tape: tape, children: tape.elements(node)))
        case .object: .object(Members(tape: tape, keys: tape.keys(node)))
        }
    }

    /// The JSON type's name, for messages.
    @inlinable package var typeName: String { tape.typeName(node) }

    /// A document of one `null`.
    @usableFromInline package static let null = JSONElement(
        root: JSONTape(bytes: Array("null".utf8), nodes: [UInt64(JSONTape.Kind.null.rawValue)]))

    /// The value as a tree, for what is carried whole (a payment method's `data`).
    @inlinable package var value: JSONValue { tape.value(node) }

    /// An array's elements in order.
    @usableFromInline package struct Elements: Sequence, IteratorProtocol {
        @usableFromInline package let tape: JSONTape
        @usableFromInline package var children: JSONTape.Children
        @inlinable package init(tape: JSONTape, children: JSONTape.Children) {
            self.tape = tape
            self.children = children
        }

        @inlinable package mutating func next() -> JSONElement? {
            children.next().map { JSONElement(tape: tape, node: $0) }
        }

        @inlinable package var isEmpty: Bool { children.start >= children.end }

        /// No elements, for a list that is absent.
        @inlinable package static var empty: Elements {
            Elements(
                tape: JSONElement.null.tape, children: JSONTape.Children(tape: null.tape, start: 0, end: 0, step: 1))
        }
    }

    /// One member of an object: its key, decoded, and its value.
    @usableFromInline package struct Member {
        @usableFromInline package let key: String
        @usableFromInline package let value: JSONElement

        @inlinable package init(key: String, value: JSONElement) {
            self.key = key
            self.value = value
        }
    }

    /// An object's members in document order.
    @usableFromInline package struct Members: Sequence, IteratorProtocol {
        @usableFromInline package let tape: JSONTape
        @usableFromInline package var keys: JSONTape.Children
        @inlinable package init(tape: JSONTape, keys: JSONTape.Children) {
            self.tape = tape
            self.keys = keys
        }

        @inlinable package mutating func next() -> Member? {
            keys.next().map { key in
                Member(key: tape.string(key), value: JSONElement(tape: tape, node: JSONNode(index: key.index + 1)))
            }
        }
    }
}

extension JSONElement {
    /// A whole document's value; malformed JSON or a limit ends it with one violation.
    @inlinable package static func document(_ data: Data, limits: JSONDecodingLimits) throws(Violation) -> JSONElement {
        do {
            return JSONElement(root: try JSONParser.parse(JSONParser.bytes(data), limits: limits))
        } catch {
            throw Violation(rule: error.rule, path: error.path.rendered, message: error.message)
        }
    }

    /// The value a `Decoder` holds, for a format's `Codable` initialiser, or the `DecodingError` the strict path
    /// would throw for it.
    @inlinable package static func root(from decoder: any Decoder) throws -> JSONElement {
        let tree = try JSONValue(from: decoder)
        do throws(Violation) {
            return try JSONElement(tree: tree)
        } catch {
            throw ValidationReport(violations: [error]).decodingError(codingPath: decoder.codingPath)
        }
    }

    /// A tree as an element, for the `Codable` path: a `Decoder` hands over no bytes, so the tree it gives is made
    /// into a tape and read like any document, as ``JSONParser/tape(from:keys:)`` does for the wire formats.
    @inlinable package init(tree value: JSONValue) throws(Violation) {
        var tape = JSONTape.Builder()
        tape.value(value)
        guard let root = tape.tape() else {
            throw Violation(
                rule: .jsonLimit, path: "",
                message: JSONTape.Builder.tooLarge)
        }
        self.init(root: root)
    }

    /// A document the library writes itself, as an element, for checking what it exports.
    package init(writing document: some CheckedDocument) throws(Violation) {
        var writer = JSONWriter()
        document.write(to: &writer)
        try self.init(written: writer.bytes)
    }

    /// Bytes the library wrote, read like any document. Only the depth is bounded: what the library writes is as deep
    /// as the value it was made from.
    @usableFromInline init(written bytes: [UInt8]) throws(Violation) {
        let limits = JSONDecodingLimits(
            maxDocumentBytes: JSONTape.maxBytes, maxDepth: JSONDecodingLimits.maximumDepth,
            maxStringBytes: .max, maxValueCount: .max)
        do {
            self.init(root: try JSONParser.parse(bytes, limits: limits))
        } catch {
            throw Violation(rule: error.rule, path: error.path.rendered, message: error.message)
        }
    }
}

/// The members of an object that a format defines, searched in order.
///
/// A format defines a handful of keys per object, so a search of a short list costs less than hashing every
/// key into a dictionary, which a document of a hundred thousand small objects would pay a hundred thousand times.
@usableFromInline package struct KnownMembers: Sequence {
    @usableFromInline var members: [JSONElement.Member] = []

    @inlinable package init() {}

    /// The members of an object whose keys `Key` names; each other member goes to `unknown`, with `Key`'s names
    /// for a suggestion. The W3C and Google Pay checks read every dictionary this way.
    @inlinable package init<Key: WireKey>(
        _ object: JSONElement.Members, known _: Key.Type, unknown: (JSONElement.Member, [String]) -> Void
    ) {
        let known = Key.table.names
        // Room for the format's keys: growing one at a time reallocated as often.
        members.reserveCapacity(known.count)
        for member in object {
            if known.contains(member.key) { members.append(member) } else { unknown(member, known) }
        }
    }

    @inlinable package subscript(key: String) -> JSONElement? {
        for member in members where member.key == key { return member.value }
        return nil
    }

    /// The value of a format's key.
    @inlinable package subscript<Key: WireKey>(key: Key) -> JSONElement? { self[key.name] }

    @inlinable package func makeIterator() -> IndexingIterator<[JSONElement.Member]> { members.makeIterator() }
}
