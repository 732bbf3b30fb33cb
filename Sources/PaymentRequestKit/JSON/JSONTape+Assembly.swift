extension JSONTape {
    /// A member's value in an object assembled on a tape by ``assemblingObject(_:)``.
    enum Part {
        /// A value of the tape, with all it holds, as the parser left it.
        case node(JSONNode)
        /// A value made for the object.
        case made(JSONValue)
        /// An array of parts.
        case list([Part])
    }

    /// An object of `members` as a document of its own, read by the same readers as a parsed one; `nil` when its
    /// texts would pass `maxBytes`, at most what a tape's offsets reach.
    ///
    /// A check that reads one format as another (a W3C request's Apple Pay method data as the request Safari
    /// builds) assembles the other's document from values of this one and values it makes, rather than writing it
    /// out and parsing it again: a value of this tape keeps its text where it lies, escapes and all, and a made
    /// value's text is appended once, unescaped. The new tape holds this one's bytes and the assembled nodes only,
    /// with the object at its root.
    func assemblingObject(_ members: [(key: String, value: Part)], maxBytes: Int = JSONTape.maxBytes) -> JSONTape? {
        var assembly = Assembly(source: self)
        assembly.container(.object) { assembly in
            for member in members {
                assembly.text(.string, member.key)
                assembly.part(member.value)
            }
        }
        guard bytes.count + assembly.made.count <= min(maxBytes, JSONTape.maxBytes) else { return nil }
        // Reserved whole: appending to a copy of the document's bytes would double their capacity.
        var all = [UInt8]()
        all.reserveCapacity(bytes.count + assembly.made.count)
        all.append(contentsOf: bytes)
        all.append(contentsOf: assembly.made)
        return JSONTape(bytes: all, nodes: assembly.nodes)
    }

    /// The tape being assembled: the made texts, to follow the source's bytes, and the new nodes.
    private struct Assembly {
        let source: JSONTape
        var made: [UInt8] = []
        var nodes: [UInt64] = []

        init(source: JSONTape) {
            self.source = source
            // The copied values are disjoint parts of the source and the made ones take fewer nodes than the values
            // they are made from, so the source's count is enough: growing would double it.
            nodes.reserveCapacity(source.nodes.count + 16)
        }

        private mutating func append(_ kind: Kind, offset: Int = 0, length: Int = 0) {
            nodes.append(UInt64(kind.rawValue) | UInt64(offset) << 3 | UInt64(length) << 32)
        }

        /// A text appended to the bytes, as a string node (unescaped, so of the plain kind) or a number's.
        mutating func text(_ kind: Kind, _ text: String) {
            let offset = source.bytes.count + made.count
            // Copied whole from the string's storage: appending its UTF-8 view went byte by byte.
            if text.utf8.withContiguousStorageIfAvailable({ made.append(contentsOf: $0) }) == nil {
                made.append(contentsOf: text.utf8)
            }
            // Offsets past a tape's range are refused once assembled, before any is read.
            append(kind, offset: offset & 0x1FFF_FFFF, length: source.bytes.count + made.count - offset)
        }

        /// A container whose end, the index after its last descendant, is known once its children are in.
        mutating func container(_ kind: Kind, _ children: (inout Assembly) -> Void) {
            let start = nodes.count
            append(kind)
            children(&self)
            nodes[start] = nodes[start] & 0xFFFF_FFFF | UInt64(nodes.count) << 32
        }

        mutating func part(_ part: Part) {
            switch part {
            case .node(let node): copy(node)
            case .made(let value): made(value)
            case .list(let parts): container(.array) { for part in parts { $0.part(part) } }
            }
        }

        /// A node of the source and its descendants, their containers' ends moved by where they now start.
        private mutating func copy(_ node: JSONNode) {
            let shift = nodes.count - node.index
            for entry in source.nodes[node.index..<source.next(node).index] {
                let kind = entry & 7
                guard kind == UInt64(Kind.array.rawValue) || kind == UInt64(Kind.object.rawValue) else {
                    nodes.append(entry)
                    continue
                }
                let end = UInt64(Int(truncatingIfNeeded: entry >> 32) + shift)
                nodes.append(entry & 0xFFFF_FFFF | end << 32)
            }
        }

        private mutating func made(_ value: JSONValue) {
            switch value {
            case .null: append(.null)
            case .bool(let flag): append(flag ? .true : .false)
            case .number(let number): text(.number, number)
            case .string(let string): text(.string, string)
            case .array(let elements): container(.array) { for element in elements { $0.made(element) } }
            case .object(let members):
                container(.object) { assembly in
                    for member in members {
                        assembly.text(.string, member.key)
                        assembly.made(member.value)
                    }
                }
            }
        }
    }
}
