#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON value as a tree that keeps the order of object members and the exact text of numbers: what the
/// writer writes, and what the `Codable` path reads from a `Decoder` before it is read like bytes.
///
/// Documents are read through a ``JSONTape``, which builds no tree.
@usableFromInline package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number's text as written; numbers are never converted through binary floating point.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([Member])

    @usableFromInline package struct Member: Sendable, Hashable {
        @usableFromInline package var key: String
        @usableFromInline package var value: JSONValue

        @usableFromInline package init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The JSON type's name, for messages.
    @usableFromInline package var typeName: String {
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
    /// The value with every object's members sorted by key and every number in one spelling: JSON gives neither
    /// member order nor a number's spelling a meaning, and a `Decoder` keeps neither, so equality of carried JSON
    /// compares this form.
    @usableFromInline package var canonical: JSONValue {
        switch self {
        case .array(let elements): .array(elements.map(\.canonical))
        case .object(let members):
            .object(members.map { Member(key: $0.key, value: $0.value.canonical) }.sorted { $0.key < $1.key })
        case .number(let text): .number(Self.canonicalNumber(text))
        default: self
        }
    }

    /// A number's text in one spelling for each value, its significant digits and a power of ten: `1e11`,
    /// `100000000000` and `1.0E+11` are all `1e11`, `-0` and `0.0` are `0`. Text that is not a JSON number, or
    /// whose exponent is too long to add to, is left as it is.
    @usableFromInline package static func canonicalNumber(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        let negative = utf8.first == UInt8(ascii: "-")
        var index = negative ? 1 : 0
        var digits = [UInt8]()
        var exponent = 0
        var inFraction = false
        scan: while index < utf8.count {
            let byte = utf8[index]
            index += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(byte)
                if inFraction { exponent -= 1 }
            case UInt8(ascii: ".") where !inFraction: inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                // At most 16 characters, so that adding the fraction's length cannot overflow.
                guard utf8.count - index <= 16, let written = Int(String(decoding: utf8[index...], as: UTF8.self))
                else { return text }
                exponent += written
                break scan
            default: return text
            }
        }
        guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return "0" }
        var last = digits.count
        while digits[last - 1] == UInt8(ascii: "0") {
            last -= 1
            exponent += 1
        }
        return (negative ? "-" : "") + String(decoding: digits[first..<last], as: UTF8.self) + "e\(exponent)"
    }
}

/// JSON carried for someone else, compared and hashed by its ``JSONValue/canonical`` form: without regard to
/// member order or to how a number is spelt, which JSON gives no meaning and a `Decoder` does not keep.
@usableFromInline package struct CarriedJSON: Sendable, Hashable {
    /// A value made in Swift, or read from a document's tape: a value read is left where the tape holds it, and
    /// made into a tree only when asked, as a tree of megabytes of small values costs several times their text.
    private enum Storage: Sendable {
        case made(JSONValue)
        case read(JSONElement)
    }

    private let storage: Storage

    @usableFromInline package init(value: JSONValue) {
        storage = .made(value)
    }

    @usableFromInline package init(element: JSONElement) {
        storage = .read(element)
    }

    /// The value as a tree.
    @usableFromInline package var value: JSONValue {
        switch storage {
        case .made(let value): value
        case .read(let element): element.tape.value(element.node)
        }
    }

    @usableFromInline package static func == (lhs: CarriedJSON, rhs: CarriedJSON) -> Bool {
        lhs.value.canonical == rhs.value.canonical
    }
    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(value.canonical) }
}

extension JSONValue {
    /// A whole document as a tree, for documents that are checked as trees (the W3C and Google Pay formats);
    /// malformed JSON or a limit ends it with one violation.
    @usableFromInline package static func document(_ data: Data, limits: JSONDecodingLimits) throws(Violation)
        -> JSONValue
    {
        do {
            return try JSONParser.parse(JSONParser.bytes(data), limits: limits).value(.root)
        } catch {
            throw Violation(rule: error.rule, location: ValidationPath(components: error.path), message: error.message)
        }
    }

    /// The value as JSON text: compact, or one member per line.
    @usableFromInline package func bytes(prettyPrinted: Bool = false) -> [UInt8] {
        var writer = JSONWriter(capacity: 512, prettyPrinted: prettyPrinted)
        writer.write(self)
        return writer.bytes
    }
}
