/// A problem found while reading the wire format, with the rule it breaks and where.
@usableFromInline package struct WireFailure: Error {
    @usableFromInline package enum Kind: Sendable {
        case missingKey
        case typeMismatch(expected: ExpectedType)
        case corrupted
    }

    @usableFromInline package var rule: ValidationRule
    @usableFromInline package var kind: Kind
    @usableFromInline package var path: [PathComponent]
    @usableFromInline package var message: String

    @inlinable package init(rule: ValidationRule, kind: Kind, path: [PathComponent], message: String) {
        self.rule = rule
        self.kind = kind
        self.path = path
        self.message = message
    }

    @inlinable package var violation: Violation {
        Violation(rule: rule, location: ValidationPath(components: path), message: message)
    }

    /// The `DecodingError` Swift's `Codable` callers expect: this problem's coding path and message, and as its
    /// underlying error the report of every problem, this one when there is no other.
    @inlinable package func decodingError(prefix: [any CodingKey] = [], report: ValidationReport? = nil)
        -> DecodingError
    {
        let keys = prefix + path.map(JSONKey.init)
        let (description, underlying) = OtherProblems.describing(
            violation, in: report ?? ValidationReport(violations: [violation]))
        switch kind {
        case .missingKey:
            let context = DecodingError.Context(
                codingPath: Array(keys.dropLast()), debugDescription: description, underlyingError: underlying)
            return .keyNotFound(keys.last ?? JSONKey(stringValue: ""), context)
        case .typeMismatch(let expected):
            let context = DecodingError.Context(
                codingPath: keys, debugDescription: description, underlyingError: underlying)
            return .typeMismatch(expected.swiftType, context)
        case .corrupted:
            return .dataCorrupted(
                DecodingError.Context(codingPath: keys, debugDescription: description, underlyingError: underlying))
        }
    }
}

/// The JSON type a value should have had, with its name for messages and the Swift type `DecodingError` reports.
@usableFromInline package enum ExpectedType: Sendable {
    case string, boolean, wholeNumber, array, object

    @inlinable package var name: String {
        switch self {
        case .string: "a string"
        case .boolean: "a boolean"
        case .wholeNumber: "a whole number"
        case .array: "an array"
        case .object: "an object"
        }
    }

    @inlinable package var swiftType: Any.Type {
        switch self {
        case .string: String.self
        case .boolean: Bool.self
        case .wholeNumber: Int.self
        case .array: [String].self
        case .object: [String: String].self
        }
    }
}
