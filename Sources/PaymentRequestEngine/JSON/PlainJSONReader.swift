#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A one-pass reader of the plainest JSON: objects with keys its caller knows, arrays, and strings of printable
/// ASCII without escapes, with JSON's white space between them.
///
/// It reads nothing else and judges nothing. At anything else (a number, `true`, `null`, an escape, a byte outside
/// printable ASCII, a key the caller does not know or has had, a string past the limit, anything malformed) it
/// answers `nil`, and the caller reads the whole document again with ``JSONParser`` and ``WireDecoding``, which
/// report what is there. So a document it reads to the end is one the full reader reads without a problem, and
/// what its caller builds must be what `init(wire:_:)` builds: the fuzzer's request check compares the two, and
/// their reports, on every input.
///
/// It exists for speed. A page's request is nearly always this plain, and reading it here, without a tape and
/// without each object's slots, costs a third less: 48 600 instructions to decode and validate the typical request,
/// against 71 600 through the tape (issue 23).
@usableFromInline package struct PlainJSONReader {
    @usableFromInline let start: UnsafePointer<UInt8>
    @usableFromInline let count: Int
    @usableFromInline var index = 0
    @usableFromInline let maxStringBytes: Int
    /// Whether the reader stopped at something it does not read. It stops for good: everything after answers
    /// `nil`, and no object or array it was in completes, so that a caller that reads on past a `nil` cannot take
    /// the rest of a string for keys.
    @usableFromInline var stopped = false

    /// An object being read: whether its first member is next, and which keys it has had.
    @usableFromInline package struct Object {
        @usableFromInline var isFirst = true
        @usableFromInline var seen: UInt64 = 0
        /// Where the search for the next key starts: after the last one found, as documents mostly come in the
        /// keys' order.
        @usableFromInline var hint = 0
        /// Whether the object ended with its closing brace, rather than at something this reader does not read.
        @usableFromInline package private(set) var isComplete = false
        @inlinable package init() {}

        @inlinable mutating func complete() { isComplete = true }
    }

    /// An array being read: whether its first element is next.
    @usableFromInline package struct List {
        @usableFromInline var isFirst = true
        /// Whether the array ended with its closing bracket, rather than at something this reader does not read.
        @usableFromInline package private(set) var isComplete = false
        @inlinable package init() {}

        @inlinable mutating func complete() { isComplete = true }
    }

    /// A reader of a whole document's bytes, which must stay where they are while it reads.
    @inlinable package init?(_ bytes: UnsafeBufferPointer<UInt8>, maxStringBytes: Int) {
        guard let start = bytes.baseAddress else { return nil }
        self.start = start
        self.count = bytes.count
        self.maxStringBytes = maxStringBytes
    }

    @inline(__always)
    @inlinable mutating func skipWhitespace() {
        while index < count {
            switch start[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Skips white space and takes `byte` if it comes next.
    @inline(__always)
    @inlinable mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < count, start[index] == byte else { return false }
        index += 1
        return true
    }

    /// Stops for good (see `stopped`): what a caller does at a member it does not read, so that the document does
    /// not complete whichever level gave up.
    @inlinable package mutating func stop() {
        stopped = true
        index = count
    }

    /// What follows an opening bracket or a member.
    @usableFromInline enum Step {
        /// A member or element: the comma before it, if any, is taken.
        case member
        /// The closing bracket, taken.
        case closed
        /// Anything else; the reader has stopped.
        case stopped
    }

    /// Takes an opening bracket, or stops.
    @inline(__always)
    @inlinable mutating func open(_ bracket: UInt8) -> Bool {
        guard take(bracket) else {
            stop()
            return false
        }
        return true
    }

    /// After an opening bracket (`isFirst`) or a member: another member, or the closing bracket.
    @inline(__always)
    @inlinable mutating func step(_ isFirst: inout Bool, closing: UInt8) -> Step {
        if isFirst {
            isFirst = false
            return take(closing) ? .closed : .member
        }
        skipWhitespace()
        if index < count, start[index] == closing {
            index += 1
            return .closed
        }
        guard index < count, start[index] == UInt8(ascii: ",") else {
            stop()
            return .stopped
        }
        index += 1
        return .member
    }

    /// Opens the object that comes next.
    @inline(__always)
    @inlinable package mutating func openObject() -> Object? {
        open(UInt8(ascii: "{")) ? Object() : nil
    }

    /// The next member's key, its colon taken, or `nil` at the end of the object (``Object/isComplete``) and at
    /// anything this reader does not read, including a key of the object's that it has had already.
    @inline(__always)
    @inlinable package mutating func nextKey<Key: WireKey>(_ object: inout Object, _: Key.Type) -> Key? {
        switch step(&object.isFirst, closing: UInt8(ascii: "}")) {
        case .member: break
        case .closed:
            object.complete()
            return nil
        case .stopped: return nil
        }
        guard let name = plainString(),
            let position = Key.table.position(ofKey: name.baseAddress!, count: name.count, from: object.hint),
            object.seen & 1 << UInt64(position) == 0, take(UInt8(ascii: ":"))
        else {
            stop()
            return nil
        }
        object.seen |= 1 << UInt64(position)
        object.hint = position + 1
        return Key(rawValue: position)
    }

    /// Opens the array that comes next.
    @inline(__always)
    @inlinable package mutating func openArray() -> List? {
        open(UInt8(ascii: "[")) ? List() : nil
    }

    /// Whether an element comes next, its comma taken; `false` at the end of the array (``List/isComplete``) and
    /// at anything this reader does not read.
    @inline(__always)
    @inlinable package mutating func nextElement(_ list: inout List) -> Bool {
        switch step(&list.isFirst, closing: UInt8(ascii: "]")) {
        case .member: return true
        case .closed:
            list.complete()
            return false
        case .stopped: return false
        }
    }

    /// The bytes of the string that comes next, between its quotes, if they are printable ASCII without escapes
    /// and within the limit: the strings the full parser records as plain.
    @inline(__always)
    @inlinable package mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        guard take(UInt8(ascii: "\"")) else {
            stop()
            return nil
        }
        let first = index
        var cursor = first
        // Eight bytes at a time, as the full parser reads them, then byte by byte in the document's last seven.
        while cursor + 8 <= count {
            let special = JSONParser.specialBytes(
                UInt64(littleEndian: UnsafeRawPointer(start + cursor).loadUnaligned(as: UInt64.self)))
            if special != 0 {
                cursor += special.trailingZeroBitCount >> 3
                return close(from: first, at: cursor)
            }
            cursor += 8
        }
        while cursor < count {
            let byte = start[cursor]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else {
                return close(from: first, at: cursor)
            }
            cursor += 1
        }
        stop()
        return nil
    }

    /// The string from `first` to a closing quote at `end`; `nil` when something else stopped the scan there.
    @inline(__always)
    @inlinable mutating func close(from first: Int, at end: Int) -> UnsafeBufferPointer<UInt8>? {
        guard end < count, start[end] == UInt8(ascii: "\""), end - first <= maxStringBytes else {
            stop()
            return nil
        }
        index = end + 1
        return UnsafeBufferPointer(start: start + first, count: end - first)
    }

    /// The string that comes next, if it is plain (see ``plainString()``).
    @inline(__always)
    @inlinable package mutating func string() -> String? {
        plainString().map(JSONTape.text)
    }

    /// The array that comes next, each element read by `element`, or `nil` at anything this reader or `element`
    /// does not read; an element `element` gives up on stops the reader, as anything else it does not read.
    @inline(__always)
    @inlinable package mutating func array<Element>(
        reservingCapacity capacity: Int = 0, _ element: (inout PlainJSONReader) -> Element?
    ) -> [Element]? {
        guard var list = openArray() else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(capacity)
        while nextElement(&list) {
            guard let value = element(&self) else {
                stop()
                return nil
            }
            elements.append(value)
        }
        return list.isComplete ? elements : nil
    }

    /// What `lookup` makes of the plain string that comes next, such as a code from its bytes, or `nil` when the
    /// string is not plain or `lookup` makes nothing of it.
    @inline(__always)
    @inlinable package mutating func name<Value>(_ lookup: (UnsafeBufferPointer<UInt8>) -> Value?) -> Value? {
        guard let bytes = plainString() else { return nil }
        guard let value = lookup(bytes) else {
            stop()
            return nil
        }
        return value
    }

    /// The union of the flags an array of plain strings names, each found by `lookup`, or `nil` at anything this
    /// reader or `lookup` does not read.
    @inline(__always)
    @inlinable package mutating func union<Flags: OptionSet>(_ lookup: (UnsafeBufferPointer<UInt8>) -> Flags?) -> Flags?
    where Flags.Element == Flags {
        guard var list = openArray() else { return nil }
        var flags = Flags()
        while nextElement(&list) {
            guard let flag = name(lookup) else { return nil }
            flags.formUnion(flag)
        }
        return list.isComplete ? flags : nil
    }

    /// The value of a string enumeration that comes next, if its string is plain and one of the raw values.
    @inline(__always)
    @inlinable package mutating func enumeration<Value: RawRepresentable<String>>(_: Value.Type) -> Value? {
        guard let value = string().flatMap(Value.init(rawValue:)) else {
            stop()
            return nil
        }
        return value
    }

    /// Whether nothing but white space is left.
    @inlinable package mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return index == count && !stopped
    }
}

extension JSONDecodingLimits {
    /// Whether a document of `count` bytes can be read by ``PlainJSONReader`` within these limits, nesting at
    /// most `depth` levels: it checks strings against the limit itself, and a document has fewer values than bytes.
    @inlinable package func allowPlainReading(ofBytes count: Int, depth: Int) -> Bool {
        count <= min(maxDocumentBytes, JSONTape.maxBytes) && count <= maxValueCount && depth <= maxDepth
    }
}
