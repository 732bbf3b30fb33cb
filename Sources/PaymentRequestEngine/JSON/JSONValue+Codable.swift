#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension JSONValue: Codable {
    /// Reads any JSON value from a decoder, one level of nesting per call.
    ///
    /// The decoder's coding path counts the levels, the caller's own included; past
    /// ``JSONDecodingLimits/maximumDepth`` decoding stops with `json.limit`, so that no document can exhaust
    /// the stack, whatever its nesting.
    @usableFromInline package init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: JSONKey.self) {
            try Self.checkDepth(decoder)
            var members = [Member]()
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                members.append(Member(key: key.stringValue, value: try object.decode(JSONValue.self, forKey: key)))
            }
            self = .object(members)
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            try Self.checkDepth(decoder)
            var elements = [JSONValue]()
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let text = try? single.decode(String.self) {
            self = .string(text)
        } else if let number = try? single.decode(Decimal.self) {
            // Decimal first: JSONDecoder reads a number into Decimal exactly, up to 38 significant digits, but
            // into Int64 through Double when the text has a fraction or an exponent, so 2.0000000000000001 would
            // come over as 2 (a fuzzer's finding). Decimal's description is exact.
            self = .number(number.description)
        } else {
            // A decoder whose numbers are not Decimal's Codable form, such as a property list's integers.
            self = .number(String(try single.decode(Int64.self)))
        }
    }

    /// Stops a container that nests deeper than ``JSONDecodingLimits/maximumDepth``, counting as the strict
    /// parser does: the outermost container is level 1.
    private static func checkDepth(_ decoder: any Decoder) throws {
        guard decoder.codingPath.count < JSONDecodingLimits.maximumDepth else {
            let violation = Violation(
                rule: .jsonLimit, path: decoder.codingPath.map(\.stringValue).joined(separator: "."),
                message: "Arrays and objects nest deeper than \(JSONDecodingLimits.maximumDepth) levels")
            throw ValidationReport(violations: [violation]).decodingError(codingPath: decoder.codingPath)
        }
    }

    @usableFromInline package func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .number(let text):
            var single = encoder.singleValueContainer()
            guard let number = Int64(text) else {
                throw EncodingError.invalidValue(
                    text,
                    EncodingError.Context(
                        codingPath: encoder.codingPath, debugDescription: "Only whole numbers are written"))
            }
            try single.encode(number)
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .object(let members):
            var object = encoder.container(keyedBy: JSONKey.self)
            for member in members { try object.encode(member.value, forKey: JSONKey(stringValue: member.key)) }
        }
    }
}
