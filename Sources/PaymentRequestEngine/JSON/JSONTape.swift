/// A parsed JSON document: its bytes and one 8-byte node per value and object key, in document order.
///
/// Nothing is copied out of the document while parsing: a string node records where its text is, and becomes a
/// `String` only when the model keeps it. A container records the index just past its contents, so that a
/// decoder skips an unknown subtree in one step. An object's nodes are its keys, each followed by its value.
/// This keeps a document's decoded form within a few times its size, whatever its shape.
@usableFromInline package struct JSONTape: Sendable {
    /// The document, as parsed.
    @usableFromInline package let bytes: [UInt8]
    /// The nodes: the kind in bits 0-2, the offset in the document in bits 3-31, and in bits 32-63 the text's
    /// length for strings and numbers, or the index after the last descendant for arrays and objects.
    @usableFromInline package var nodes: [UInt64]

    /// The largest document a tape can describe: offsets have 29 bits.
    @usableFromInline package static let maxBytes = 1 << 29

    @usableFromInline package enum Kind: UInt8 {
        case null, `false`, `true`, number, string, escapedString, array, object
    }

    // Always inlined: every read of a document asks these, and as calls they cost more than their work.
    @inline(__always)
    @inlinable package func kind(_ node: JSONNode) -> Kind {
        // Every 3-bit value is a kind, declared in raw-value order, so the bits are the enum's own representation;
        // Kind(rawValue:) was a call on every read.
        unsafeBitCast(UInt8(truncatingIfNeeded: nodes[node.index] & 7), to: Kind.self)
    }

    @inline(__always)
    @inlinable package func offset(_ node: JSONNode) -> Int {
        Int(truncatingIfNeeded: (nodes[node.index] >> 3) & 0x1FFF_FFFF)
    }

    @inline(__always)
    @inlinable package func length(_ node: JSONNode) -> Int { Int(truncatingIfNeeded: nodes[node.index] >> 32) }

    /// Where a string, key or number node's text is in the document, and whether it has escapes: the node is read
    /// once, where the accessors above each read it again.
    @inline(__always)
    @inlinable package func span(_ node: JSONNode) -> (range: Range<Int>, escaped: Bool) {
        let word = nodes[node.index]
        let start = Int(truncatingIfNeeded: (word >> 3) & 0x1FFF_FFFF)
        let end = start + Int(truncatingIfNeeded: word >> 32)
        return (start..<end, word & 7 == UInt64(Kind.escapedString.rawValue))
    }

    /// The node after this one and all its descendants: its next sibling, if it has one.
    @inlinable package func next(_ node: JSONNode) -> JSONNode {
        switch kind(node) {
        case .array, .object: JSONNode(index: length(node))
        default: JSONNode(index: node.index + 1)
        }
    }

    /// The JSON type's name, for messages.
    @inlinable package func typeName(_ node: JSONNode) -> String {
        switch kind(node) {
        case .null: "null"
        case .false, .true: "a boolean"
        case .number: "a number"
        case .string, .escapedString: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A string node's text, with escapes decoded; the parser has checked them and the UTF-8.
    @inlinable package func string(_ node: JSONNode) -> String {
        let (range, escaped) = span(node)
        guard escaped else {
            return bytes.withUnsafeBufferPointer { Self.text(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        return String(decoding: unescaped(range), as: UTF8.self)
    }

    /// UTF-8 the parser has checked, as a `String`.
    ///
    /// A string of up to 15 bytes is written into the string's own inline storage, and the standard library
    /// then tells ASCII from its bits and validates no further; `String(decoding:as:)` validated every byte
    /// again, a quarter of what a payment request's strings cost. A longer one is validated either way.
    @inline(__always)
    @inlinable package static func text(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
        guard utf8.count <= 15, let source = utf8.baseAddress,
            #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *)
        else { return String(decoding: utf8, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            // Word by word: `initialize(from:count:)` called `memmove` for each.
            copyBytes(from: source, to: buffer.baseAddress!, count: utf8.count)
            return utf8.count
        }
    }

    /// The value at a node, as a tree: numbers as written, members in document order. The parser bounds the
    /// depth, so the recursion is bounded too.
    @inlinable package func value(_ node: JSONNode) -> JSONValue {
        switch kind(node) {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number: return .number(numberText(node))
        case .string, .escapedString: return .string(string(node))
        case .array: return .array(elements(node).map(value))
        case .object: return .object(keys(node).map { JSONValue.Member(key: string($0), value: value(next($0))) })
        }
    }

    /// A number node's text, exactly as written.
    @inlinable package func numberText(_ node: JSONNode) -> String {
        let start = offset(node)
        return bytes.withUnsafeBufferPointer { String(decoding: $0[start..<(start + length(node))], as: UTF8.self) }
    }

    /// Whether a string node's text is `text`, compared as UTF-8 without making a `String`.
    @inlinable package func stringEquals(_ node: JSONNode, _ text: String) -> Bool {
        let start = offset(node)
        let count = length(node)
        if kind(node) == .escapedString { return unescaped(start..<(start + count)).elementsEqual(text.utf8) }
        guard text.utf8.count == count else { return false }
        // Raw pointers on both sides: the generic elementsEqual costs several times more per byte.
        let equal = text.utf8.withContiguousStorageIfAvailable { expected in
            bytes.withUnsafeBufferPointer { document in
                for offset in 0..<count where document[start + offset] != expected[offset] { return false }
                return true
            }
        }
        return equal ?? bytes[start..<(start + count)].elementsEqual(text.utf8)
    }

    /// Runs `body` on a string or key node's UTF-8 with escapes decoded: in place in the document when it has
    /// none, as most do, so that looking a key up in a table copies nothing.
    @inlinable package func withUTF8<Result>(_ node: JSONNode, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
    {
        let (range, escaped) = span(node)
        guard !escaped else { return unescaped(range).withUnsafeBufferPointer(body) }
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The decoded UTF-8 of a key or string node, for comparing keys with escapes.
    @inlinable package func utf8(_ node: JSONNode) -> [UInt8] {
        let (range, escaped) = span(node)
        return escaped ? unescaped(range) : Array(bytes[range])
    }

    /// The elements of an array node.
    @inlinable package func elements(_ node: JSONNode) -> Children {
        Children(tape: self, start: node.index + 1, end: length(node), step: 1)
    }

    /// The keys of an object node; each key's value is the node after it.
    @inlinable package func keys(_ node: JSONNode) -> Children {
        Children(tape: self, start: node.index + 1, end: length(node), step: 2)
    }

    /// The children of a container: every element of an array, or every key of an object.
    @usableFromInline package struct Children: Sequence, IteratorProtocol {
        @usableFromInline package let tape: JSONTape
        @usableFromInline package var start: Int
        @usableFromInline package let end: Int
        /// 1 for elements; 2 for keys, each followed by its value.
        @usableFromInline package let step: Int
        @inlinable package init(tape: JSONTape, start: Int, end: Int, step: Int) {
            self.tape = tape
            self.start = start
            self.end = end
            self.step = step
        }

        @inlinable package mutating func next() -> JSONNode? {
            guard start < end else { return nil }
            let node = JSONNode(index: start)
            // Past the node (and for a key, past its value) and all its descendants.
            start = step == 1 ? tape.next(node).index : tape.next(JSONNode(index: start + 1)).index
            return node
        }
    }

    @usableFromInline func unescaped(_ range: Range<Int>) -> [UInt8] {
        var result = [UInt8]()
        result.reserveCapacity(range.count)
        var index = range.lowerBound
        func hex4(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            for byte in bytes[at..<(at + 4)] {
                let digit: UInt8 =
                    switch byte {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 48
                    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 87
                    default: byte - 55
                    }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(index)
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hex4(index + 2) - 0xDC00)
                    index += 6
                }
                // The parser rejected lone surrogates, so every scalar here is valid.
                result.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            default: result.append(escaped)
            }
        }
        return result
    }
}

/// One value or key of a ``JSONTape``: an index into its nodes.
@usableFromInline package struct JSONNode: Hashable, Sendable {
    @usableFromInline package let index: Int
    @inlinable package init(index: Int) {
        self.index = index
    }

    /// The document's top-level value.
    @usableFromInline package static let root = JSONNode(index: 0)
}
