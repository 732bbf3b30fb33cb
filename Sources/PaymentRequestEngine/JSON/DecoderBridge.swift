#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a member's value should be, so that reading it from a `Decoder` asks for the right type first.
///
/// A struct rather than a recursive enum: the tables that hold shapes live for the whole process, and an
/// indirect enum's boxes, whose references carry the case in their spare bits, look leaked to LeakSanitizer.
@usableFromInline package struct WireShape: Sendable {
    @usableFromInline package enum Kind: Sendable {
        case string, bool, wholeNumber, object, array
        /// Any JSON, read with the generic reading.
        case any
    }

    /// The value's kind.
    @usableFromInline package var kind: Kind
    /// An array's elements' kind.
    @usableFromInline package var element: Kind = .string
    /// The keys of an object, or of an array's objects.
    @usableFromInline package var keys: WireKeyTable?

    @usableFromInline package static let string = WireShape(kind: .string)
    @usableFromInline package static let bool = WireShape(kind: .bool)
    @usableFromInline package static let wholeNumber = WireShape(kind: .wholeNumber)
    @usableFromInline package static let any = WireShape(kind: .any)
    @usableFromInline package static func object(_ keys: WireKeyTable) -> WireShape {
        WireShape(kind: .object, keys: keys)
    }
    /// An array of strings or of objects.
    @usableFromInline package static func array(_ element: WireShape) -> WireShape {
        WireShape(kind: .array, element: element.kind, keys: element.keys)
    }
}

/// Makes a tape of what a `Decoder` holds, for the strict decoder, reading each known member as the type its shape
/// says, so that `Codable` decoding shares the strict decoder's rules and reports.
///
/// A `Decoder` reports a value's JSON type only by failing to decode another, and each failure builds an error:
/// guessing member by member cost several times what decoding a document costs. The shapes make the first
/// question the right one for a valid document. A value that is not what its shape says is read with the generic
/// reading (``JSONValue``), which bounds its depth, so that the strict decoder reports it with its path. Keys the
/// wire format does not know are not asked for: they change nothing a decoder gives back, and listing a
/// container's keys costs a quarter of a decoding.
///
/// The tape is made directly (``JSONTape/Builder``): what a decoder gives is already checked text, and writing it
/// as JSON to parse it again cost a third of what this bridge adds to `JSONDecoder`'s own work.
@usableFromInline package struct DecoderBridge: ~Copyable {
    private var tape = JSONTape.Builder(text: 1024, nodes: 256)

    /// A known key of a table, for asking a container: a pointer to its name where the table keeps it, which a
    /// container copies and passes around on every call without retaining anything (a ``JSONKey``'s string cost
    /// 17 000 instructions of a typical request's decoding in copies alone, and reading the name from the table's
    /// array retained the array each time). Tables live as long as the program, and their names with them.
    // Sendable: the name it points at is never written after the table is made.
    @usableFromInline package struct Key: CodingKey, @unchecked Sendable {
        @usableFromInline package let name: UnsafePointer<String>

        @usableFromInline package init(_ table: WireKeyTable, _ position: Int) {
            name = table.namePointer(position)
        }

        @usableFromInline package var stringValue: String { name.pointee }
        @usableFromInline package var intValue: Int? { nil }
        // Only ever made from a table. A decoder makes keys from its own strings when it lists a container's keys
        // (`allKeys`), which the bridge never asks for: it asks for each known key by name.
        @usableFromInline package init?(stringValue: String) { nil }
        @usableFromInline package init?(intValue: Int) { nil }
    }

    /// The tape of the document a decoder holds, whose top level should be an object with `keys`; `nil` when its
    /// text is past what a tape can hold.
    @usableFromInline package static func tape(from decoder: any Decoder, keys: WireKeyTable) throws -> JSONTape? {
        var bridge = DecoderBridge()
        if let object = try? decoder.container(keyedBy: Key.self) {
            try bridge.object(object, keys)
        } else {
            bridge.tape.value(try JSONValue(from: decoder))
        }
        return bridge.tape.tape()
    }

    private mutating func object(_ container: KeyedDecodingContainer<Key>, _ keys: WireKeyTable) throws {
        let node = tape.open(.object)
        // Which keys were there, as bits: the wire formats' objects have fewer than 64 keys.
        var present: UInt64 = 0
        // Only the known keys: asking a container for all its keys costs a quarter of decoding a document. A key
        // the format does not know changes nothing a decoder gives back; validate(jsonData:) reports it.
        for position in keys.names.indices {
            let key = Key(keys, position)
            // A key the strict decoder reads only beside another (a recurring date beside the payment timing)
            // is not asked for without it.
            if let condition = keys.conditions[position], present & (1 << condition) == 0 { continue }
            // A key that is usually there is asked for at once, which saves a lookup, and a key that is usually
            // not, first looked for, as asking for an absent key builds an error.
            if !keys.usuallyPresent[position] {
                guard container.contains(key) else { continue }
            }
            let mark = tape.mark
            // The table's own UTF-8 for the name, rather than a copy of the key's string.
            let range = keys.utf8Ranges[position]
            tape.text(
                .string, utf8: UnsafeBufferPointer(start: keys.utf8Storage + range.lowerBound, count: range.count))
            if try member(keys.shapes[position], container, key) {
                present |= 1 << position
            } else {
                tape.rewind(to: mark)
            }
        }
        tape.close(node)
    }

    /// Makes a member's value and returns `true`, or returns `false` when the key is absent.
    private mutating func member(
        _ shape: WireShape, _ container: KeyedDecodingContainer<Key>, _ key: Key
    ) throws -> Bool {
        switch (shape.kind, shape.element) {
        case (.string, _):
            if let text = try? container.decode(String.self, forKey: key) {
                tape.text(.string, text)
                return true
            }
        case (.bool, _):
            if let flag = try? container.decode(Bool.self, forKey: key) {
                tape.literal(flag ? .true : .false)
                return true
            }
        case (.wholeNumber, _):
            // As a Decimal, which JSONDecoder reads exactly, and not as an Int64, which it reads through Double
            // when the text has a fraction: 1000.00000000000001 would come over as 1000, a whole number the strict
            // reader never sees. The strict reader judges the exact text.
            if let number = try? container.decode(Decimal.self, forKey: key) {
                tape.text(.number, number.description)
                return true
            }
        case (.object, _):
            if let keys = shape.keys, let nested = try? container.nestedContainer(keyedBy: Key.self, forKey: key) {
                try object(nested, keys)
                return true
            }
        case (.array, .string):
            // In one call: the standard library's array decoding costs less than a loop over the container.
            if let texts = try? container.decode([String].self, forKey: key) {
                let node = tape.open(.array)
                for text in texts { tape.text(.string, text) }
                tape.close(node)
                return true
            }
        case (.any, _):
            break
        case (.array, _):
            if var nested = try? container.nestedUnkeyedContainer(forKey: key) {
                try array(&nested, shape)
                return true
            }
        }
        guard container.contains(key) else { return false }
        tape.value(try container.decode(JSONValue.self, forKey: key))
        return true
    }

    private mutating func array(_ container: inout any UnkeyedDecodingContainer, _ shape: WireShape) throws {
        let node = tape.open(.array)
        while !container.isAtEnd {
            // A failed read leaves the container where it was, so the generic reading reads the same element.
            if shape.element == .object, let keys = shape.keys,
                let nested = try? container.nestedContainer(keyedBy: Key.self)
            {
                try object(nested, keys)
                continue
            }
            tape.value(try container.decode(JSONValue.self))
        }
        tape.close(node)
    }
}
