/// A fixed set of names, each with a value, looked up by a document's UTF-8 bytes without making a `String`.
///
/// A decoder reads enumerations (networks, capabilities, contact fields) by name. Making a `String` of each name
/// and hashing it cost more than the rest of reading the value; here the bytes are compared in place, only with
/// the names of the same length. A class, as its tables are static and read in place: as a struct each lookup
/// copied it, retaining its four arrays.
@usableFromInline package final class UTF8NameTable<Value> {
    /// The names' UTF-8, one after another, shortest first.
    @usableFromInline let utf8: [UInt8]
    /// Where each name starts in `utf8`, in the same order, with one more entry for the end of the last.
    @usableFromInline let starts: [Int]
    @usableFromInline let values: [Value]
    /// The first entry of each length, with one more for the end: entries of length `n` are
    /// `byLength[n]..<byLength[n + 1]`.
    @usableFromInline let byLength: [Int]
    /// Whether ASCII letters match in either case; the names are then stored in lower case.
    @usableFromInline let ignoresASCIICase: Bool
    /// Each name's first eight bytes (fewer for a shorter name, the rest zero) as one word, in the same order: most
    /// names are eight bytes or fewer, so that one comparison of words decides a candidate.
    @usableFromInline let heads: [UInt64]

    /// A table of names and their values; the first of two equal names wins.
    ///
    /// Built in one pass over the names grouped by length: deduplicating through a `Set<[UInt8]>` and a sort cost
    /// about 11 000 instructions a name, most of a process's first validation.
    @usableFromInline package init(_ entries: [(name: String, value: Value)], ignoringASCIICase: Bool = false) {
        ignoresASCIICase = ignoringASCIICase
        let names = entries.map { entry in entry.name.utf8.map { ignoringASCIICase ? Self.lowered($0) : $0 } }
        let longest = names.reduce(0) { max($0, $1.count) }
        // Each length's names in the caller's order, so that the first of two equal names is kept.
        var groups = [[Int]](repeating: [], count: longest + 1)
        for index in names.indices { groups[names[index].count].append(index) }
        var utf8 = [UInt8]()
        var starts = [0]
        var values = [Value]()
        var heads = [UInt64]()
        var byLength = [Int]()
        for group in groups {
            let first = values.count
            byLength.append(first)
            for index in group {
                let name = names[index]
                let head = name.withUnsafeBufferPointer { Self.head($0) }
                // A name of up to eight bytes is its head word, so heads alone find a repeat; a longer one's bytes
                // are compared only when the heads agree.
                let repeated = (first..<values.count).contains { kept in
                    heads[kept] == head
                        && (name.count <= 8 || utf8[starts[kept]..<starts[kept + 1]].elementsEqual(name))
                }
                guard !repeated else { continue }
                utf8 += name
                starts.append(utf8.count)
                values.append(entries[index].value)
                heads.append(head)
            }
        }
        byLength.append(values.count)
        self.utf8 = utf8
        self.starts = starts
        self.values = values
        self.heads = heads
        self.byLength = byLength
    }

    /// The first eight bytes of `bytes` (fewer when it is shorter, the rest zero) as a little-endian word.
    @inline(__always)
    @inlinable static func head(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        if bytes.count >= 8 { return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)) }
        // Only the name's own bytes are read: a name can end the document.
        var word: UInt64 = 0
        for index in 0..<bytes.count { word |= UInt64(base[index]) << (8 * index) }
        return word
    }

    /// The value of the name spelled by `bytes`, or `nil`.
    @inlinable package func value(for bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        let length = bytes.count
        guard length + 1 < byLength.count else { return nil }
        let candidates = byLength[length]..<byLength[length + 1]
        guard length > 0 else { return candidates.isEmpty ? nil : values[candidates.lowerBound] }
        var head = Self.head(bytes)
        if ignoresASCIICase { head = Self.lowered(head) }
        // Each candidate's first word, then, for a name longer than eight bytes, the rest: comparing bytes one by
        // one, a network's lookup cost 175 instructions.
        for entry in candidates where heads[entry] == head {
            guard length > 8 else { return values[entry] }
            if rest(of: bytes, matches: entry) { return values[entry] }
        }
        return nil
    }

    /// Whether the bytes past the first eight spell the rest of the name at `entry`, which has their length: a
    /// word at a time, the last word overlapping the one before rather than a tail of single bytes.
    @inlinable func rest(of bytes: UnsafeBufferPointer<UInt8>, matches entry: Int) -> Bool {
        utf8.withUnsafeBufferPointer { names in
            guard let document = bytes.baseAddress, let names = names.baseAddress else { return false }
            let name = names + starts[entry]
            let length = bytes.count
            var offset = 8
            while offset < length {
                // Past the last whole word, the word that ends the name: a length over eight has one.
                offset = min(offset, length - 8)
                var word = UnsafeRawPointer(document + offset).loadUnaligned(as: UInt64.self)
                if ignoresASCIICase { word = Self.lowered(word) }
                guard word == UnsafeRawPointer(name + offset).loadUnaligned(as: UInt64.self) else { return false }
                offset += 8
            }
            return true
        }
    }

    /// The value of `name`, or `nil`.
    @inlinable package func value(for name: String) -> Value? {
        var name = name
        return name.withUTF8 { value(for: $0) }
    }

    @inlinable package static func lowered(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// Eight bytes with each ASCII capital letter in lower case, and every other byte (a non-ASCII one too) as it
    /// was: a byte's high bit is set in `atLeastA` when its low seven bits are at least "A", and in `pastZ` when
    /// they are past "Z"; no byte carries into the next, as seven bits plus 0x3F stay below 0x100.
    @inline(__always)
    @inlinable package static func lowered(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7 = word & (ones &* 0x7F)
        let atLeastA = low7 &+ ones &* (0x80 - 0x41)
        let pastZ = low7 &+ ones &* (0x80 - 0x5B)
        let capitals = atLeastA & ~pastZ & ~word & (ones &* 0x80)
        return word | capitals >> 2
    }
}

// Immutable once made.
extension UTF8NameTable: @unchecked Sendable where Value: Sendable {}
