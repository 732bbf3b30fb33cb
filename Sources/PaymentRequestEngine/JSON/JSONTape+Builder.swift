extension JSONTape {
    /// The nodes and text of a tape made from values rather than parsed: a string's text is appended once,
    /// unescaped, as a plain string node, and a container's end is set when it closes.
    ///
    /// What the readers need of a tape is its nodes and the text they point at; JSON syntax between them is read
    /// by the parser only. A value made in Swift, or handed over by a `Decoder`, is therefore not written as JSON
    /// and parsed again: that cost a `Codable` decoding about 40 000 instructions for a typical request.
    ///
    /// Not copyable: it owns the memory its text is made in.
    @usableFromInline package struct Builder: ~Copyable {
        /// Where the made text starts in the finished tape's bytes: after those of a tape it extends.
        @usableFromInline package let base: Int
        /// The made text, written in place in memory of the builder's own: `Array.append(contentsOf:)` cost about
        /// 90 instructions for each short text, most of a node. The memory grows by doubling, and its unused part
        /// is never written, so that it takes no room: an array grown with zeros to write into held a hostile W3C
        /// document at 12 times its size, past the budget of 10.
        private var text: UnsafeMutablePointer<UInt8>
        private var textCapacity: Int
        private var textCount = 0
        @usableFromInline package private(set) var nodes: [UInt64] = []

        @usableFromInline package init(base: Int = 0, text capacity: Int = 0, nodes nodeCapacity: Int = 0) {
            self.base = base
            textCapacity = max(capacity, 64)
            text = .allocate(capacity: textCapacity)
            nodes.reserveCapacity(nodeCapacity)
        }

        deinit {
            text.deallocate()
        }

        /// How much has been made, to go back to when a member turns out to be absent.
        @usableFromInline package var mark: (nodes: Int, text: Int) { (nodes.count, textCount) }

        @usableFromInline package mutating func rewind(to mark: (nodes: Int, text: Int)) {
            nodes.removeSubrange(mark.nodes...)
            textCount = mark.text
        }

        /// Copies `bytes` after the text made so far, and returns where they start in the finished tape.
        @inline(__always)
        private mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let start = textCount
            let end = start + bytes.count
            if end > textCapacity { grow(to: end) }
            if let source = bytes.baseAddress { copyBytes(from: source, to: text + start, count: bytes.count) }
            textCount = end
            return base + start
        }

        /// Doubled at least, so that growing stays linear.
        private mutating func grow(to needed: Int) {
            let capacity = max(needed, 2 * textCapacity)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            grown.initialize(from: text, count: textCount)
            text.deallocate()
            text = grown
            textCapacity = capacity
        }

        /// A node as it stands in another tape, with its descendants' ends already where they are here.
        @usableFromInline package mutating func append(node: UInt64) {
            nodes.append(node)
        }

        private mutating func append(_ kind: Kind, offset: Int = 0, length: Int = 0) {
            nodes.append(UInt64(kind.rawValue) | UInt64(offset) << 3 | UInt64(length) << 32)
        }

        /// A `null`, `true` or `false`.
        @usableFromInline package mutating func literal(_ kind: Kind) {
            append(kind)
        }

        /// A text as a string node (unescaped, so of the plain kind) or a number's.
        @usableFromInline package mutating func text(_ kind: Kind, _ string: String) {
            // Read where it lies, without the copy of the string that `withUTF8` needs.
            if string.utf8.withContiguousStorageIfAvailable({ text(kind, utf8: $0) }) == nil {
                var string = string
                string.withUTF8 { text(kind, utf8: $0) }
            }
        }

        /// A string or number node of UTF-8 that needs no `String`: a known key's name.
        @usableFromInline package mutating func text(_ kind: Kind, utf8: UnsafeBufferPointer<UInt8>) {
            let offset = appendText(utf8)
            // Offsets past a tape's range are refused when the tape is finished, before any is read.
            append(kind, offset: offset & 0x1FFF_FFFF, length: utf8.count)
        }

        /// Opens an array or object; its children follow, and ``close(_:)`` records where they end.
        @usableFromInline package mutating func open(_ kind: Kind) -> Int {
            append(kind)
            return nodes.count - 1
        }

        @usableFromInline package mutating func close(_ node: Int) {
            nodes[node] = nodes[node] & 0xFFFF_FFFF | UInt64(nodes.count) << 32
        }

        /// A tree's value, its members in their order.
        @usableFromInline package mutating func value(_ value: JSONValue) {
            switch value {
            case .null: literal(.null)
            case .bool(let flag): literal(flag ? .true : .false)
            case .number(let number): text(.number, number)
            case .string(let string): text(.string, string)
            case .array(let elements):
                let node = open(.array)
                for element in elements { self.value(element) }
                close(node)
            case .object(let members):
                let node = open(.object)
                for member in members {
                    text(.string, member.key)
                    self.value(member.value)
                }
                close(node)
            }
        }

        /// Why ``tape(after:maxBytes:)`` gave no tape, for the error its caller throws.
        @usableFromInline package static let tooLarge =
            "The document is more than \(JSONTape.maxBytes) bytes, the most a decoding can hold"

        /// The tape of what was made, after `bytes`; `nil` when the text would pass `maxBytes`, at most what a
        /// tape's offsets reach.
        @usableFromInline package func tape(after bytes: [UInt8] = [], maxBytes: Int = JSONTape.maxBytes) -> JSONTape? {
            precondition(bytes.count == base, "the bytes the made text follows")
            guard base + textCount <= min(maxBytes, JSONTape.maxBytes) else { return nil }
            // Reserved whole: appending to a copy of the document's bytes would double their capacity.
            var all = [UInt8]()
            all.reserveCapacity(base + textCount)
            all.append(contentsOf: bytes)
            all.append(contentsOf: UnsafeBufferPointer(start: text, count: textCount))
            return JSONTape(bytes: all, nodes: nodes)
        }
    }
}
