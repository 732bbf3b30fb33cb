/// A problem found while reading the wire format, with the rule it breaks and where.
struct WireFailure: Error {
    enum Kind {
        case missingKey
        case typeMismatch(expected: ExpectedType)
        case corrupted
    }

    var rule: ValidationRule
    var kind: Kind
    var path: [PathComponent]
    var message: String

    var violation: Violation { Violation(rule: rule, location: ValidationPath(components: path), message: message) }

    /// The `DecodingError` Swift's `Codable` callers expect: this problem's coding path and message, and as its
    /// underlying error the report of every problem, this one when there is no other.
    func decodingError(prefix: [any CodingKey] = [], report: ValidationReport? = nil) -> DecodingError {
        let keys = prefix + path.map(JSONKey.init)
        let report = report ?? ValidationReport(violations: [violation])
        let others = report.errors.count - 1
        var description = "\(path.isEmpty ? "(document)" : path.rendered): \(message) [\(rule.code)]"
        if others > 0 {
            description += " (and \(others) more problem\(others == 1 ? "" : "s"), which the underlying report lists)"
        }
        switch kind {
        case .missingKey:
            let context = DecodingError.Context(
                codingPath: Array(keys.dropLast()), debugDescription: description, underlyingError: report)
            return .keyNotFound(keys.last ?? JSONKey(stringValue: ""), context)
        case .typeMismatch(let expected):
            let context = DecodingError.Context(
                codingPath: keys, debugDescription: description, underlyingError: report)
            return .typeMismatch(expected.swiftType, context)
        case .corrupted:
            return .dataCorrupted(
                DecodingError.Context(codingPath: keys, debugDescription: description, underlyingError: report))
        }
    }
}

/// The JSON type a value should have had, with its name for messages and the Swift type `DecodingError` reports.
enum ExpectedType {
    case string, boolean, wholeNumber, array, object

    var name: String {
        switch self {
        case .string: "a string"
        case .boolean: "a boolean"
        case .wholeNumber: "a whole number"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var swiftType: Any.Type {
        switch self {
        case .string: String.self
        case .boolean: Bool.self
        case .wholeNumber: Int.self
        case .array: [String].self
        case .object: [String: String].self
        }
    }
}
