/// The keys of one object of a wire format, spelled once: each case's name is its key.
///
/// The cases' order is the order the writer uses, and decoding finds a key's value by the case's raw value, so
/// the raw values are the cases' positions (`0, 1, 2, ...`, as an `Int` enum numbers them by default). Being a
/// `CodingKey`, the same enum serves the `Codable` path.
@usableFromInline package protocol WireKey: CodingKey, CaseIterable, RawRepresentable<Int>, Sendable {
    /// The keys' names, built once per enum.
    static var table: WireKeyTable { get }
    /// What the key's value should be; a string unless the enum says otherwise.
    var shape: WireShape { get }
    /// The key without which the strict decoder does not read this one, if any; it comes earlier in the enum.
    var condition: Self? { get }
    /// Whether documents nearly always have the key: a hint for reading from a `Decoder`, which asks for such a
    /// key at once instead of first looking for it.
    var isUsuallyPresent: Bool { get }
    /// What a report says after an unknown key's name, in the words of the format's own reader, such as `is not a
    /// key this format knows here; its readers ignore it`. Each format says it once, for all its objects.
    static var unknownKeyNote: String { get }
    /// The rule an unknown key breaks: a warning (``ValidationRule/jsonUnknownKey``), as readers ignore such keys,
    /// unless the format's reference reader refuses them.
    static var unknownKeyRule: ValidationRule { get }
}

extension WireKey {
    @inlinable package var shape: WireShape { .string }
    @inlinable package var condition: Self? { nil }
    @inlinable package var isUsuallyPresent: Bool { false }
    @inlinable package static var unknownKeyRule: ValidationRule { .jsonUnknownKey }

    /// The key as written.
    @inlinable package var name: String { Self.table.names[rawValue] }

    /// The keys' names, made from the cases without building ``table``: for what needs the names of many
    /// formats once, such as telling documents apart, where building every format's table cost more than the
    /// rest of recognising a request.
    @inlinable package static var names: [String] { allCases.map(\.stringValue) }
}

/// The names of a ``WireKey`` enum's cases, as text and as UTF-8 for comparing with a document's bytes, with
/// their shapes. A class, as each table is a static constant read in place: as a struct, every object read or
/// written copied it and retained its arrays.
@usableFromInline package final class WireKeyTable: Sendable {
    @usableFromInline package let names: [String]
    /// The names' UTF-8, one after another, and where each one is: one buffer, so that comparing a document's
    /// key with a name retains nothing.
    @usableFromInline package let utf8: [UInt8]
    @usableFromInline package let utf8Ranges: [Range<Int>]
    /// Each name as a member's start, `"name":`, one after another: what a writer copies for a key.
    @usableFromInline package let memberPrefixes: [UInt8]
    @usableFromInline package let memberPrefixRanges: [Range<Int>]
    /// Each key's position by its name, for reading from a `Decoder`, which gives keys as strings.
    @usableFromInline package let positions: [String: Int]
    @usableFromInline package let shapes: [WireShape]
    /// The names again, where a decoder's path can point at them: allocated once per table and never freed, as
    /// every table is a static constant.
    @usableFromInline nonisolated(unsafe) let nameStorage: UnsafeMutablePointer<String>
    /// `utf8` and `utf8Ranges` again, kept the same way, for the decoder's key matching: read through
    /// `withUnsafeBufferPointer`, they made closures the compiler kept out of line.
    @usableFromInline package nonisolated(unsafe) let utf8Storage: UnsafeMutablePointer<UInt8>
    @usableFromInline package nonisolated(unsafe) let utf8RangeStorage: UnsafeMutablePointer<Range<Int>>
    /// The position of each key's ``WireKey/condition``.
    @usableFromInline package let conditions: [Int?]
    @usableFromInline package let usuallyPresent: [Bool]

    @inlinable package init<Key: WireKey>(_: Key.Type) {
        // A decoder keeps an object's slots inline, and its conditions as bits: 64 keys at most.
        precondition(Key.allCases.count <= 64, "\(Key.self) has more than 64 keys")
        names = Key.allCases.enumerated().map { position, key in
            precondition(key.rawValue == position, "\(Key.self).\(key.stringValue) is not at its raw value")
            return key.stringValue
        }
        utf8 = names.flatMap(\.utf8)
        utf8Ranges = names.reduce(into: []) { ranges, name in
            let start = ranges.last?.upperBound ?? 0
            ranges.append(start..<(start + name.utf8.count))
        }
        memberPrefixes = names.flatMap { name in [UInt8(ascii: "\"")] + Array(name.utf8) + Array("\":".utf8) }
        memberPrefixRanges = utf8Ranges.enumerated().map { position, range in
            (range.lowerBound + 3 * position)..<(range.upperBound + 3 * (position + 1))
        }
        nameStorage = .allocate(capacity: names.count)
        nameStorage.initialize(from: names, count: names.count)
        utf8Storage = .allocate(capacity: max(utf8.count, 1))
        utf8Storage.initialize(from: utf8, count: utf8.count)
        utf8RangeStorage = .allocate(capacity: max(utf8Ranges.count, 1))
        utf8RangeStorage.initialize(from: utf8Ranges, count: utf8Ranges.count)
        positions = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        shapes = Key.allCases.map(\.shape)
        usuallyPresent = Key.allCases.map(\.isUsuallyPresent)
        conditions = Key.allCases.map { key in
            key.condition.map { condition in
                precondition(
                    condition.rawValue < key.rawValue && key.rawValue < 64, "\(Key.self): a condition comes first")
                return condition.rawValue
            }
        }
    }

    @inlinable package func contains(_ name: String) -> Bool { positions[name] != nil }

    /// The position of the key whose name is the `count` bytes at `key`, searched from `hint` and around: documents
    /// mostly come in the keys' order (this library writes them so), perhaps with gaps, so that one or a few
    /// comparisons find each key.
    @inline(__always)
    @inlinable package func position(ofKey key: UnsafePointer<UInt8>, count length: Int, from hint: Int) -> Int? {
        let count = utf8Ranges.count
        var candidate = hint
        for _ in 0..<count {
            if candidate >= count { candidate = 0 }
            let range = utf8RangeStorage[candidate]
            if range.count == length, bytesEqual(key, utf8Storage + range.lowerBound, count: length) {
                return candidate
            }
            candidate += 1
        }
        return nil
    }

    /// Where the name of the key at `position` stays for the life of the program.
    @inline(__always)
    @inlinable package func namePointer(_ position: Int) -> UnsafePointer<String> {
        precondition(position >= 0 && position < names.count, "a key of this table")
        return UnsafePointer(nameStorage + position)
    }
}

// Paths of violations are built from the keys, so that a renamed key cannot leave a path behind: `total / amount`
// is `total.amount`, `lineItems[2] / amount` is `lineItems[2].amount`. They are built only when a violation is
// recorded (validators take paths as autoclosures).
extension WireKey {
    /// The path of this key's member in the document it belongs to: `total`.
    @inlinable package var path: ValidationPath { ValidationPath(components: [.key(name)]) }

    /// The path of an element of this key's list: `lineItems[2]`.
    @inlinable package subscript(index: Int) -> ValidationPath {
        ValidationPath(components: [.key(name), .index(index)])
    }

    /// The path of a member of this key's object: `total.amount`.
    @inlinable package static func / <Member: WireKey>(object: Self, member: Member) -> ValidationPath {
        ValidationPath(components: [.key(object.name), .key(member.name)])
    }
}

/// The path of a member of the object at `path`: `lineItems[2].amount`, or the member's own path at the top.
@inlinable package func / <Member: WireKey>(path: ValidationPath, member: Member) -> ValidationPath {
    path / member.name
}

extension JSONValue.Member {
    /// A member of a tree made for a format, by its wire key.
    @inlinable package init<Key: WireKey>(_ key: Key, _ value: JSONValue) {
        self.init(key: key.name, value: value)
    }
}
