/// A fixed set of names, each with a value, looked up by a document's UTF-8 bytes without making a `String`.
///
/// A decoder reads enumerations (networks, capabilities, contact fields) by name. Making a `String` of each name
/// and hashing it cost more than the rest of reading the value; here the bytes are compared in place, only with
/// the names of the same length. A class, as its tables are static and read in place: as a struct each lookup
/// copied it, retaining its four arrays.
final class UTF8NameTable<Value> {
    /// The names' UTF-8, one after another, shortest first.
    private let utf8: [UInt8]
    /// Where each name starts in `utf8`, in the same order, with one more entry for the end of the last.
    private let starts: [Int]
    private let values: [Value]
    /// The first entry of each length, with one more for the end: entries of length `n` are
    /// `byLength[n]..<byLength[n + 1]`.
    private let byLength: [Int]
    /// Whether ASCII letters match in either case; the names are then stored in lower case.
    private let ignoresASCIICase: Bool

    /// A table of names and their values; the first of two equal names wins.
    init(_ entries: [(name: String, value: Value)], ignoringASCIICase: Bool = false) {
        ignoresASCIICase = ignoringASCIICase
        var seen = Set<[UInt8]>()
        let names = entries.compactMap { entry -> (utf8: [UInt8], value: Value)? in
            let utf8 = entry.name.utf8.map { ignoringASCIICase ? Self.lowered($0) : $0 }
            return seen.insert(utf8).inserted ? (utf8, entry.value) : nil
        }
        // A stable sort by length, so that equal lengths keep the caller's order.
        let sorted = names.enumerated().sorted {
            ($0.element.utf8.count, $0.offset) < ($1.element.utf8.count, $1.offset)
        }
        .map(\.element)
        utf8 = sorted.flatMap(\.utf8)
        values = sorted.map(\.value)
        starts = sorted.reduce(into: [0]) { starts, name in starts.append(starts.last! + name.utf8.count) }
        let longest = sorted.last?.utf8.count ?? 0
        byLength = (0...(longest + 1)).map { length in sorted.firstIndex { $0.utf8.count >= length } ?? sorted.count }
    }

    /// The value of the name spelled by `bytes`, or `nil`.
    func value(for bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        let length = bytes.count
        guard length + 1 < byLength.count else { return nil }
        let candidates = byLength[length]..<byLength[length + 1]
        guard length > 0 else { return candidates.isEmpty ? nil : values[candidates.lowerBound] }
        return utf8.withUnsafeBufferPointer { names in
            // Eight bytes at a time, then the tail byte by byte: comparing every byte singly, the lookups of a
            // request's networks, capabilities and contact fields cost about 1 500 instructions.
            guard let document = bytes.baseAddress, let names = names.baseAddress else { return nil }
            candidates: for entry in candidates {
                let name = names + starts[entry]
                var offset = 0
                while offset + 8 <= length {
                    var word = UnsafeRawPointer(document + offset).loadUnaligned(as: UInt64.self)
                    if ignoresASCIICase { word = Self.lowered(word) }
                    guard word == UnsafeRawPointer(name + offset).loadUnaligned(as: UInt64.self) else {
                        continue candidates
                    }
                    offset += 8
                }
                while offset < length {
                    let byte = ignoresASCIICase ? Self.lowered(document[offset]) : document[offset]
                    guard byte == name[offset] else { continue candidates }
                    offset += 1
                }
                return values[entry]
            }
            return nil
        }
    }

    /// The value of `name`, or `nil`.
    func value(for name: String) -> Value? {
        var name = name
        return name.withUTF8 { value(for: $0) }
    }

    @inline(__always)
    static func lowered(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// Eight bytes with each ASCII capital letter in lower case, and every other byte (a non-ASCII one too) as it
    /// was: a byte's high bit is set in `atLeastA` when its low seven bits are at least "A", and in `pastZ` when
    /// they are past "Z"; no byte carries into the next, as seven bits plus 0x3F stay below 0x100.
    @inline(__always)
    static func lowered(_ word: UInt64) -> UInt64 {
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
