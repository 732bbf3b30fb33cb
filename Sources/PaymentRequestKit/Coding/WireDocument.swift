#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value with a JSON document form of its own, decoded strictly and in full, and written byte-stably.
///
/// Decoding goes on past a field's problem: ``init(wire:_:)`` records it in the ``WireDecoding`` and gives the
/// field a neutral value, so that a document reports every problem at once. It throws only when the document
/// itself is not an object.
protocol WireDocument {
    /// The keys the document form knows.
    static var wireKeys: [String] { get }
    init(wire: JSONValue, _ decoding: WireDecoding) throws(WireFailure)
    var wire: JSONValue { get }
}

extension JSONParser {
    /// Parses a whole document into a tree, as a ``WireFailure`` with the parser's rule and path.
    static func parse(_ data: Data, limits: JSONDecodingLimits) throws(WireFailure) -> JSONValue {
        // Data.withUnsafeBytes only rethrows untyped errors, so the parser's result travels as a Result.
        let parsed = data.withUnsafeBytes { raw in
            Result { () throws(JSONParser.Failure) -> JSONValue in
                try JSONParser.parse(raw.bindMemory(to: UInt8.self), limits: limits)
            }
        }
        switch parsed {
        case .success(let value): return value
        case .failure(let error):
            throw WireFailure(rule: error.rule, kind: .corrupted, path: error.path, message: error.message)
        }
    }
}

extension WireDocument {
    /// Decodes a document, throwing the `DecodingError` of its first problem.
    static func decoded(from data: Data, limits: JSONDecodingLimits) throws -> Self {
        let decoding = WireDecoding()
        do throws(WireFailure) {
            let value = try Self(wire: try JSONParser.parse(data, limits: limits), decoding)
            if let first = decoding.problems.first { throw first }
            return value
        } catch {
            throw error.decodingError()
        }
    }

    /// Decodes through any `Decoder`, with the same rules as ``decoded(from:limits:)``.
    static func decoded(from decoder: any Decoder) throws -> Self {
        let tree = try JSONValue(from: decoder)
        let decoding = WireDecoding()
        do throws(WireFailure) {
            let value = try Self(wire: tree, decoding)
            if let first = decoding.problems.first { throw first }
            return value
        } catch {
            throw error.decodingError(prefix: decoder.codingPath)
        }
    }

    /// Every problem of a document: unknown keys, then what could not be decoded, then what `validate` finds
    /// in what could, leaving out what it finds at or under a field that already has a problem.
    static func report(
        jsonData data: Data, limits: JSONDecodingLimits, validate: (Self) -> ViolationLog
    ) -> ValidationReport {
        let decoding = WireDecoding()
        let value: Self
        do {
            value = try Self(wire: try JSONParser.parse(data, limits: limits), decoding)
        } catch {
            return ValidationReport(
                capping: [decoding.unknownKeys, decoding.problems.map(\.violation), [error.violation]],
                dropped: decoding.unknownKeyLog.dropped)
        }
        let problems = decoding.problems.map(\.violation)
        let log = validate(value)
        let found = log.violations.filter { violation in
            !problems.contains { problem in violation.path.isAt(orUnder: problem.path) }
        }
        return ValidationReport(
            capping: [decoding.unknownKeys, problems, found], dropped: decoding.unknownKeyLog.dropped + log.dropped)
    }

    /// The document as compact or pretty-printed UTF-8.
    func wireBytes(prettyPrinted: Bool) -> [UInt8] {
        var writer = JSONWriter(capacity: 512, prettyPrinted: prettyPrinted)
        writer.write(wire)
        return writer.bytes
    }
}

extension String {
    /// Whether a rendered path is `path` itself or a field or element inside it; every path is inside `""`.
    func isAt(orUnder path: String) -> Bool {
        guard !path.isEmpty else { return true }
        guard hasPrefix(path) else { return false }
        let rest = dropFirst(path.count)
        return rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[")
    }
}
