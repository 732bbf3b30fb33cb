extension Violation: Error {}

extension ValidationReport: Error {}

extension DecodingError {
    /// The report of every problem, when a PaymentRequestKit type threw this error while decoding.
    ///
    /// Decoding a document or a part of one goes on past each problem; the error a decoder throws is the
    /// first problem's, and this report lists them all, each with its rule code and path.
    public var validationReport: ValidationReport? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            (context.underlyingError as? OtherProblems)?.report
        @unknown default:
            nil
        }
    }
}

/// A `DecodingError`'s underlying error: the report of every problem, read back through
/// ``DecodingError/validationReport``, which describes itself by the problems the error's own description leaves
/// out, so that printing the error says each cause once.
@usableFromInline package struct OtherProblems: Error, CustomStringConvertible {
    /// Every problem, the one the error describes among them.
    @usableFromInline package let report: ValidationReport
    /// The problem the error's description names.
    @usableFromInline package let described: Violation?

    @usableFromInline package var description: String {
        var others = report.violations
        if let described, let index = others.firstIndex(of: described) { others.remove(at: index) }
        guard !others.isEmpty else { return "no other problem" }
        let heading = "\(others.count) other problem\(others.count == 1 ? "" : "s"):\n"
        return heading + ValidationReport(violations: others).description
    }

    /// The description of the error that names `first`, with the count of the others.
    @usableFromInline package static func describing(_ first: Violation?, in report: ValidationReport) -> (
        String, OtherProblems
    ) {
        let others = report.errors.count - 1
        var description = first.map { "\($0.path.isEmpty ? "(document)" : $0.path): \($0.message) [\($0.code)]" } ?? ""
        if others > 0 {
            description += " (and \(others) more problem\(others == 1 ? "" : "s"), which the underlying report lists)"
        }
        return (description, OtherProblems(report: report, described: first))
    }
}

extension ValidationReport {
    /// The `DecodingError` for a document checked as a whole: the first error's path and message, and the report
    /// as its underlying error, read back through ``DecodingError/validationReport``.
    @usableFromInline package func decodingError(codingPath: [any CodingKey]) -> DecodingError {
        let (description, underlying) = OtherProblems.describing(errors.first ?? violations.first, in: self)
        return .dataCorrupted(
            DecodingError.Context(codingPath: codingPath, debugDescription: description, underlyingError: underlying))
    }
}

extension DecodingError {
    /// The error a `Codable` conformance throws for a value that breaks a rule, with a report of the
    /// ``Violation`` (the rule code and the path) as its underlying error, as the strict decoder reports it.
    @usableFromInline package static func violation(_ rule: ValidationRule, _ message: String, at decoder: any Decoder)
        -> DecodingError
    {
        let path = decoder.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            .reduce(into: "") { path, part in path += path.isEmpty || part.hasPrefix("[") ? part : "." + part }
        let violation = Violation(rule: rule, path: path, message: message)
        let context = DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "\(message) [\(rule.code)]",
            underlyingError: OtherProblems(report: ValidationReport(violations: [violation]), described: violation))
        return rule == .jsonType ? .typeMismatch(String.self, context) : .dataCorrupted(context)
    }

    /// The string a decoder holds, or a `json.type` error naming what it holds instead.
    @usableFromInline package static func string(from decoder: any Decoder, expected: String) throws -> String {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self) else {
            throw violation(.jsonType, "Expected \(expected) as a string", at: decoder)
        }
        return text
    }
}

/// An option set from an array of names, refusing a name it does not know (`json.unknownValue`).
@usableFromInline package func decodeNames<Set: OptionSet>(
    _ decoder: any Decoder, kind: String, lookup: (String) -> Set?
) throws -> Set where Set.Element == Set {
    let container = try decoder.singleValueContainer()
    guard let names = try? container.decode([String].self) else {
        throw DecodingError.violation(.jsonType, "Expected an array of strings", at: decoder)
    }
    var result = Set()
    for name in names {
        guard let element = lookup(name) else {
            throw DecodingError.violation(.jsonUnknownValue, "\(quoted(name)) is not \(kind)", at: decoder)
        }
        result.formUnion(element)
    }
    return result
}
