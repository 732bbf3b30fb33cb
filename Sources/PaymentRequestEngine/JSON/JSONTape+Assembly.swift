extension JSONTape {
    /// A member's value in an object assembled on a tape by ``assemblingObject(_:)``.
    @usableFromInline package enum Part {
        /// A value of the tape, with all it holds, as the parser left it.
        case node(JSONNode)
        /// A value made for the object.
        case made(JSONValue)
        /// An array of parts.
        case list([Part])
        /// `count` values made one at a time as the list that holds this part is assembled, each dropped once
        /// written: thousands of made values, held as parts, cost more than the document itself. Only a list holds
        /// one.
        case generated(count: Int, element: (Int) -> JSONValue)
    }

    /// An object of `members` as a document of its own, read by the same readers as a parsed one; `nil` when its
    /// texts would pass `maxBytes`, at most what a tape's offsets reach.
    ///
    /// A check that reads one format's values as another format's document (one member of a request as the
    /// document a platform builds from it) assembles the other's document from values of this one and values it makes, rather than writing it
    /// out and parsing it again: a value of this tape keeps its text where it lies, escapes and all, and a made
    /// value's text is appended once, unescaped. The new tape holds this one's bytes and the assembled nodes only,
    /// with the object at its root.
    @usableFromInline package func assemblingObject(
        _ members: [(key: String, value: Part)], maxBytes: Int = JSONTape.maxBytes
    ) -> JSONTape? {
        // The copied values are disjoint parts of this tape and the made ones take fewer nodes than the values they
        // are made from, so this tape's count is enough: growing would double it.
        var assembly = Assembly(source: self, made: Builder(base: bytes.count, nodes: nodes.count + 16))
        let root = assembly.made.open(.object)
        for member in members {
            assembly.made.text(.string, member.key)
            assembly.part(member.value)
        }
        assembly.made.close(root)
        return assembly.made.tape(after: bytes, maxBytes: maxBytes)
    }

    /// The tape being assembled: this tape, and the nodes and texts made to follow its bytes.
    private struct Assembly: ~Copyable {
        let source: JSONTape
        var made: Builder

        mutating func part(_ part: Part) {
            switch part {
            case .node(let node): copy(node)
            case .made(let value): made.value(value)
            case .list(let parts):
                let list = made.open(.array)
                for part in parts { self.part(part) }
                made.close(list)
            case .generated(let count, let element):
                for index in 0..<count { made.value(element(index)) }
            }
        }

        /// A node of the source and its descendants, their containers' ends moved by where they now start.
        private mutating func copy(_ node: JSONNode) {
            let shift = made.nodes.count - node.index
            for entry in source.nodes[node.index..<source.next(node).index] {
                let kind = entry & 7
                guard kind == UInt64(Kind.array.rawValue) || kind == UInt64(Kind.object.rawValue) else {
                    made.append(node: entry)
                    continue
                }
                let end = UInt64(Int(truncatingIfNeeded: entry >> 32) + shift)
                made.append(node: entry & 0xFFFF_FFFF | end << 32)
            }
        }
    }
}
