extension JSONTape {
    /// The nodes and text of a tape made from values rather than parsed: a string's text is appended once,
    /// unescaped, as a plain string node, and a container's end is set when it closes.
    ///
    /// What the readers need of a tape is its nodes and the text they point at; JSON syntax between them is read
    /// by the parser only. A value made in Swift, or handed over by a `Decoder`, is therefore not written as JSON
    /// and parsed again: that cost a `Codable` decoding about 40 000 instructions for a typical request.
    struct Builder {
        /// Where the made text starts in the finished tape's bytes: after those of a tape it extends.
        let base: Int
        private(set) var text: [UInt8] = []
        private(set) var nodes: [UInt64] = []

        init(base: Int = 0, text capacity: Int = 0, nodes nodeCapacity: Int = 0) {
            self.base = base
            text.reserveCapacity(capacity)
            nodes.reserveCapacity(nodeCapacity)
        }

        /// How much has been made, to go back to when a member turns out to be absent.
        var mark: (nodes: Int, text: Int) { (nodes.count, text.count) }

        mutating func rewind(to mark: (nodes: Int, text: Int)) {
            nodes.removeSubrange(mark.nodes...)
            text.removeSubrange(mark.text...)
        }

        /// A node as it stands in another tape, with its descendants' ends already where they are here.
        mutating func append(node: UInt64) {
            nodes.append(node)
        }

        private mutating func append(_ kind: Kind, offset: Int = 0, length: Int = 0) {
            nodes.append(UInt64(kind.rawValue) | UInt64(offset) << 3 | UInt64(length) << 32)
        }

        /// A `null`, `true` or `false`.
        mutating func literal(_ kind: Kind) {
            append(kind)
        }

        /// A text as a string node (unescaped, so of the plain kind) or a number's.
        mutating func text(_ kind: Kind, _ string: String) {
            let offset = base + text.count
            // Copied whole from the string's storage: appending its UTF-8 view went byte by byte.
            if string.utf8.withContiguousStorageIfAvailable({ text.append(contentsOf: $0) }) == nil {
                text.append(contentsOf: string.utf8)
            }
            // Offsets past a tape's range are refused when the tape is finished, before any is read.
            append(kind, offset: offset & 0x1FFF_FFFF, length: base + text.count - offset)
        }

        /// A string node of UTF-8 that needs no copy into a `String` first: a known key's name.
        mutating func text(_ kind: Kind, utf8: UnsafeBufferPointer<UInt8>) {
            let offset = base + text.count
            text.append(contentsOf: utf8)
            append(kind, offset: offset & 0x1FFF_FFFF, length: utf8.count)
        }

        /// Opens an array or object; its children follow, and ``close(_:)`` records where they end.
        mutating func open(_ kind: Kind) -> Int {
            append(kind)
            return nodes.count - 1
        }

        mutating func close(_ node: Int) {
            nodes[node] = nodes[node] & 0xFFFF_FFFF | UInt64(nodes.count) << 32
        }

        /// A tree's value, its members in their order.
        mutating func value(_ value: JSONValue) {
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

        /// The tape of what was made, after `bytes`; `nil` when the text would pass `maxBytes`, at most what a
        /// tape's offsets reach.
        func tape(after bytes: [UInt8] = [], maxBytes: Int = JSONTape.maxBytes) -> JSONTape? {
            precondition(bytes.count == base, "the bytes the made text follows")
            guard base + text.count <= min(maxBytes, JSONTape.maxBytes) else { return nil }
            guard !bytes.isEmpty else { return JSONTape(bytes: text, nodes: nodes) }
            // Reserved whole: appending to a copy of the document's bytes would double their capacity.
            var all = [UInt8]()
            all.reserveCapacity(base + text.count)
            all.append(contentsOf: bytes)
            all.append(contentsOf: text)
            return JSONTape(bytes: all, nodes: nodes)
        }
    }
}
