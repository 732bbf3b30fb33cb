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
@usableFromInline package protocol WireDocument {
    /// The keys the document form knows.
    associatedtype WireKeys: WireKey
    init(wire: JSONNode, _ decoding: WireDecoding) throws(WireFailure)
    /// Writes the document's JSON.
    func write<Output: JSONOutput>(to output: inout Output)
    /// Whether a violation comes from a check that needs a value a decoding problem made unreadable.
    static func dependsOnUnreadable(_ violation: Violation, problems: [Violation]) -> Bool
    /// How many bytes to reserve for the document's JSON.
    var wireCapacity: Int { get }
    /// Reads the document's common shape in one pass, or returns `nil` for ``init(wire:_:)`` to read it; a
    /// document type without such a reader returns `nil` always.
    init?(plain reader: inout PlainJSONReader)
    /// How deep the plain shape nests, or `nil` for a document type without a plain reader.
    static var plainDepth: Int? { get }
}

extension WireDocument {
    @inlinable package static func dependsOnUnreadable(_ violation: Violation, problems: [Violation]) -> Bool { false }
    @inlinable package var wireCapacity: Int { 512 }
    @inlinable package init?(plain reader: inout PlainJSONReader) { return nil }
    @inlinable package static var plainDepth: Int? { nil }

    /// The document read by ``init(plain:)`` when the limits allow it and it reads the whole document: one that
    /// ``init(wire:_:)`` would read without a problem, to the same value.
    @inlinable package static func plainlyRead(_ data: Data, limits: JSONDecodingLimits) -> Self? {
        withPlainDocument(data, limits: limits) { $0 }
    }

    /// What `body` makes of the document read by ``init(plain:)``, or `nil` when ``plainlyRead(_:limits:)`` reads
    /// none; the document is handed over where it was built, which copying it out first cost.
    @inline(__always)
    @inlinable static func withPlainDocument<Result>(
        _ data: Data, limits: JSONDecodingLimits, _ body: (Self) -> Result
    ) -> Result? {
        guard let depth = plainDepth, limits.allowPlainReading(ofBytes: data.count, depth: depth) else { return nil }
        return data.withUnsafeBytes { raw in
            guard var reader = PlainJSONReader(raw.bindMemory(to: UInt8.self), maxStringBytes: limits.maxStringBytes),
                let document = Self(plain: &reader), reader.isAtEnd()
            else { return nil }
            return body(document)
        }
    }

    /// Every problem of a document, as ``report(_:validate:)`` finds them: for a plain document, only what
    /// `validate` finds, as the full reader would find no problem in it.
    @inlinable package static func report(
        _ data: Data, limits: JSONDecodingLimits, validate: (Self) -> ViolationLog
    ) -> ValidationReport {
        withPlainDocument(data, limits: limits) { validate($0).report }
            ?? report(ParsedJSON(jsonData: data, limits: limits), validate: validate)
    }

    /// The document's JSON as a tree, for `Codable` and the interop exports.
    @inlinable package var wire: JSONValue { JSONValue { write(to: &$0) } }
}

extension JSONParser {
    /// Parses a whole document into a tape, as a ``WireFailure`` with the parser's rule and path.
    @inlinable package static func parse(_ data: Data, limits: JSONDecodingLimits) throws(WireFailure) -> JSONTape {
        do {
            return try parse(bytes(data), limits: limits)
        } catch {
            throw WireFailure(rule: error.rule, kind: .corrupted, path: error.path, message: error.message)
        }
    }

    /// The value a `Decoder` holds, made into a tape, so that the `Codable` path and the strict path read documents
    /// with the same code.
    ///
    /// The limits are the decoder's: only the depth is bounded here (by ``JSONValue``'s own check), and the size by
    /// what a tape can hold, so that the `Codable` path never refuses a document for a limit the strict path would
    /// not apply.
    @inlinable package static func tape(from decoder: any Decoder, keys: WireKeyTable) throws -> JSONTape {
        guard let tape = try DecoderBridge.tape(from: decoder, keys: keys) else {
            throw WireFailure(
                rule: .jsonLimit, kind: .corrupted, path: [],
                message: JSONTape.Builder.tooLarge
            ).decodingError(prefix: decoder.codingPath)
        }
        return tape
    }
}

extension WireDecoding {
    /// Every problem the decoding found: unknown keys, as warnings, then what could not be decoded.
    @inlinable package func report(ending failure: WireFailure? = nil) -> ValidationReport {
        ValidationReport(
            capping: [unknownKeys, problems.map(\.violation), failure.map { [$0.violation] } ?? []],
            dropped: unknownKeyLog.dropped + droppedProblems)
    }

    /// Decodes a value strictly, throwing one `DecodingError` for every problem: the first problem's, with the
    /// report of all of them as its underlying error.
    @inlinable package static func decode<T>(
        tape: JSONTape, prefix: [any CodingKey] = [], _ read: (JSONNode, WireDecoding) throws(WireFailure) -> T
    ) throws -> T {
        let decoding = WireDecoding(tape: tape)
        let value: T
        do {
            value = try read(.root, decoding)
        } catch {
            throw (decoding.problems.first ?? error).decodingError(
                prefix: prefix, report: decoding.report(ending: error))
        }
        if let first = decoding.problems.first {
            throw first.decodingError(prefix: prefix, report: decoding.report())
        }
        return value
    }

    /// Decodes a value through any `Decoder` with the strict decoder's rules.
    @inlinable package static func decode<T>(
        from decoder: any Decoder, keys: WireKeyTable, _ read: (JSONNode, WireDecoding) throws(WireFailure) -> T
    ) throws -> T {
        try decode(tape: try JSONParser.tape(from: decoder, keys: keys), prefix: decoder.codingPath, read)
    }
}

extension WireDocument {
    /// Decodes a document, throwing one `DecodingError` for every problem, with their report as its underlying
    /// error.
    @inlinable package static func decoded(from data: Data, limits: JSONDecodingLimits) throws -> Self {
        if let document = plainlyRead(data, limits: limits) { return document }
        return try wireDecoded(from: data, limits: limits)
    }

    /// Decodes a document as ``decoded(from:limits:)`` does, always through the tape and ``init(wire:_:)``.
    @inlinable package static func wireDecoded(from data: Data, limits: JSONDecodingLimits) throws -> Self {
        let tape: JSONTape
        do throws(WireFailure) {
            tape = try JSONParser.parse(data, limits: limits)
        } catch {
            throw error.decodingError()
        }
        return try WireDecoding.decode(tape: tape) { node, decoding throws(WireFailure) in
            try Self(wire: node, decoding)
        }
    }

    /// Decodes through any `Decoder`, with the same rules as ``decoded(from:limits:)``.
    @inlinable package static func decoded(from decoder: any Decoder) throws -> Self {
        try WireDecoding.decode(from: decoder, keys: WireKeys.table) { node, decoding throws(WireFailure) in
            try Self(wire: node, decoding)
        }
    }

    /// Every problem of a document a caller parsed: unknown keys, then what could not be decoded, then what
    /// `validate` finds in what could, leaving out what it finds at or under a field that already has a problem.
    /// A document that did not parse reports that alone.
    @inlinable package static func report(_ parsed: ParsedJSON, validate: (Self) -> ViolationLog) -> ValidationReport {
        parsed.report { read(tape: $0, validate: validate) { _ in } }
    }

    /// The report of ``report(_:validate:)``, and the document when it decoded without a problem, so that a
    /// caller with more checks to run on it need not read the bytes again.
    @inlinable package static func reading(
        _ parsed: ParsedJSON, validate: (Self) -> ViolationLog
    ) -> (report: ValidationReport, value: Self?) {
        var clean: Self?
        let report = parsed.report { read(tape: $0, validate: validate) { clean = $0 } }
        return (report, clean)
    }

    /// The report of ``reading(_:validate:)-(ParsedJSON,_)``, and the clean value only when the caller keeps it: one
    /// that wants the report alone copies no value out.
    @inlinable package static func reading(
        _ parsed: ParsedJSON, keeping: Bool, validate: (Self) -> ViolationLog
    ) -> (report: ValidationReport, value: Self?) {
        keeping ? reading(parsed, validate: validate) : (report(parsed, validate: validate), nil)
    }

    /// The report and clean value of ``reading(_:validate:)-(ParsedJSON,_)`` for a document that is a value inside
    /// another one's tape, such as a token's payment data: read where it is, at paths relative to it.
    @inlinable package static func reading(
        _ element: JSONElement, validate: (Self) -> ViolationLog
    ) -> (report: ValidationReport, value: Self?) {
        var clean: Self?
        let report = read(tape: element.tape, at: element.node, validate: validate) { clean = $0 }
        return (report, clean)
    }

    /// The report of ``report(_:validate:)`` for a document already parsed, by a caller that looked at its keys
    /// first.
    @inlinable package static func report(tape: JSONTape, validate: (Self) -> ViolationLog) -> ValidationReport {
        read(tape: tape, validate: validate) { _ in }
    }

    /// Reads and checks a document, handing `clean` the value when it decoded without a problem; the plain
    /// report passes a closure that keeps nothing, so that it copies no value.
    @inline(__always)
    @inlinable static func read(
        tape: JSONTape, at node: JSONNode = .root, validate: (Self) -> ViolationLog, clean: (Self) -> Void
    ) -> ValidationReport {
        let decoding = WireDecoding(tape: tape)
        let value: Self
        do {
            value = try Self(wire: node, decoding)
        } catch {
            return decoding.report(ending: error)
        }
        let problems = decoding.problems.map(\.violation)
        let log = validate(value)
        // What validation says about a field with a problem, or about a list or object that holds one (an empty
        // list of networks whose only element was unreadable), or from a check that needs an unreadable value,
        // would only repeat the problem.
        let found = log.violations.filter { violation in
            !problems.contains { problem in
                violation.path.isAt(orUnder: problem.path)
                    || (!violation.path.isEmpty && problem.path.isAt(orUnder: violation.path))
            } && !Self.dependsOnUnreadable(violation, problems: problems)
        }
        if problems.isEmpty && decoding.droppedProblems == 0 { clean(value) }
        let dropped = decoding.unknownKeyLog.dropped + decoding.droppedProblems + log.dropped
        // Most documents have nothing to report, and need no list of lists to cap (an allocation and a release).
        guard !(decoding.unknownKeys.isEmpty && problems.isEmpty && found.isEmpty) else {
            return ValidationReport(violations: [], notListed: dropped)
        }
        return ValidationReport(capping: [decoding.unknownKeys, problems, found], dropped: dropped)
    }

    /// The document as compact or pretty-printed UTF-8.
    @inlinable package func wireBytes(prettyPrinted: Bool) -> [UInt8] {
        var writer = JSONWriter(capacity: wireCapacity, prettyPrinted: prettyPrinted)
        write(to: &writer)
        return writer.bytes
    }
}

extension String {
    /// Whether a rendered path is `path` itself or a field or element inside it; every path is inside `""`.
    @inlinable package func isAt(orUnder path: String) -> Bool {
        guard !path.isEmpty else { return true }
        guard hasPrefix(path) else { return false }
        let rest = dropFirst(path.count)
        return rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[")
    }
}
