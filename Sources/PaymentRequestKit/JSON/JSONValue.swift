#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON value as a tree that keeps the order of object members and the exact text of numbers: what the
/// writer writes, and what the `Codable` path reads from a `Decoder` before it is read like bytes.
///
/// Documents are read through a ``JSONTape``, which builds no tree.
enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number's text as written; numbers are never converted through binary floating point.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([Member])

    struct Member: Sendable, Hashable {
        var key: String
        var value: JSONValue
    }

    /// The JSON type's name, for messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue {
    /// The value with every object's members sorted by key: JSON gives member order no meaning, and a `Decoder`
    /// does not keep it, so equality of carried JSON compares this form.
    var sortedMembers: JSONValue {
        switch self {
        case .array(let elements): .array(elements.map(\.sortedMembers))
        case .object(let members):
            .object(members.map { Member(key: $0.key, value: $0.value.sortedMembers) }.sorted { $0.key < $1.key })
        default: self
        }
    }
}

/// JSON carried for someone else, compared and hashed without regard to member order, which JSON gives no
/// meaning and a `Decoder` does not keep.
struct CarriedJSON: Sendable, Hashable {
    let value: JSONValue

    static func == (lhs: CarriedJSON, rhs: CarriedJSON) -> Bool { lhs.value.sortedMembers == rhs.value.sortedMembers }
    func hash(into hasher: inout Hasher) { hasher.combine(value.sortedMembers) }
}

extension JSONValue {
    /// A whole document as a tree, for documents that are checked as trees (the W3C and Google Pay formats);
    /// malformed JSON or a limit ends it with one violation.
    static func document(_ data: Data, limits: JSONDecodingLimits) throws(Violation) -> JSONValue {
        do {
            return try JSONParser.parse(JSONParser.bytes(data), limits: limits).value(.root)
        } catch {
            throw Violation(rule: error.rule, location: ValidationPath(components: error.path), message: error.message)
        }
    }

    /// The value as JSON text: compact, or one member per line.
    func bytes(prettyPrinted: Bool = false) -> [UInt8] {
        var writer = JSONWriter(capacity: 512, prettyPrinted: prettyPrinted)
        writer.write(self)
        return writer.bytes
    }
}
