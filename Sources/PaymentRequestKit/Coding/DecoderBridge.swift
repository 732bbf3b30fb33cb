#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a member's value should be, so that reading it from a `Decoder` asks for the right type first.
indirect enum WireShape {
    case string
    case bool
    case wholeNumber
    case object(any WireKey.Type)
    case array(WireShape)
}

/// Writes what a `Decoder` holds as JSON bytes for the strict decoder, reading each known member as the type its
/// shape says, so that `Codable` decoding shares the strict decoder's rules and reports.
///
/// A `Decoder` reports a value's JSON type only by failing to decode another, and each failure builds an error:
/// guessing member by member cost several times what decoding a document costs. The shapes make the first
/// question the right one for a valid document. A value that is not what its shape says, and a key the wire
/// format does not know, are read with the generic reading (``JSONValue``), which bounds their depth, so that
/// the strict decoder reports them with their paths.
struct DecoderBridge {
    private(set) var writer = JSONWriter(capacity: 1024)

    /// The bytes of the document a decoder holds, whose top level should be an object with `keys`.
    static func bytes(from decoder: any Decoder, keys: any WireKey.Type) throws -> [UInt8] {
        var bridge = DecoderBridge()
        if let object = try? decoder.container(keyedBy: JSONKey.self) {
            try bridge.object(object, keys)
        } else {
            bridge.writer.write(try JSONValue(from: decoder))
        }
        return bridge.writer.bytes
    }

    private mutating func object(_ container: KeyedDecodingContainer<JSONKey>, _ keys: any WireKey.Type) throws {
        writer.append(byte: UInt8(ascii: "{"))
        var unknown = [JSONKey]()
        var first = true
        for key in container.allKeys {
            guard let known = keys.init(stringValue: key.stringValue) else {
                unknown.append(key)
                continue
            }
            if !first { writer.append(byte: UInt8(ascii: ",")) }
            first = false
            writer.write(string: key.stringValue)
            writer.append(byte: UInt8(ascii: ":"))
            try member(known.shape, container, key)
        }
        // A decoder's keys come in no set order: unknown keys, which the report lists, are sorted so that it is
        // the same on every run.
        for key in unknown.sorted(by: { $0.stringValue < $1.stringValue }) {
            if !first { writer.append(byte: UInt8(ascii: ",")) }
            first = false
            writer.write(string: key.stringValue)
            writer.append(byte: UInt8(ascii: ":"))
            writer.write(try container.decode(JSONValue.self, forKey: key))
        }
        writer.append(byte: UInt8(ascii: "}"))
    }

    private mutating func member(
        _ shape: WireShape, _ container: KeyedDecodingContainer<JSONKey>, _ key: JSONKey
    ) throws {
        switch shape {
        case .string:
            if let text = try? container.decode(String.self, forKey: key) { return writer.write(string: text) }
        case .bool:
            if let flag = try? container.decode(Bool.self, forKey: key) { return writer.write(.bool(flag)) }
        case .wholeNumber:
            if let number = try? container.decode(Int64.self, forKey: key) {
                return writer.write(.number(String(number)))
            }
        case .object(let keys):
            if let nested = try? container.nestedContainer(keyedBy: JSONKey.self, forKey: key) {
                return try object(nested, keys)
            }
        case .array(let element):
            if var nested = try? container.nestedUnkeyedContainer(forKey: key) { return try array(&nested, element) }
        }
        writer.write(try container.decode(JSONValue.self, forKey: key))
    }

    private mutating func array(_ container: inout any UnkeyedDecodingContainer, _ shape: WireShape) throws {
        writer.append(byte: UInt8(ascii: "["))
        var first = true
        while !container.isAtEnd {
            if !first { writer.append(byte: UInt8(ascii: ",")) }
            first = false
            // A failed read leaves the container where it was, so the generic reading reads the same element.
            switch shape {
            case .string:
                if let text = try? container.decode(String.self) {
                    writer.write(string: text)
                    continue
                }
            case .object(let keys):
                if let nested = try? container.nestedContainer(keyedBy: JSONKey.self) {
                    try object(nested, keys)
                    continue
                }
            case .bool, .wholeNumber, .array:
                break
            }
            writer.write(try container.decode(JSONValue.self))
        }
        writer.append(byte: UInt8(ascii: "]"))
    }
}
