#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON document parsed once, strictly and within limits, to be recognised and then read by its kind's reader
/// without reading its bytes again. A document that is not JSON, or breaks a limit, still makes a value: every
/// reader reports that problem, and no kind recognises it.
@usableFromInline package struct ParsedJSON: Sendable {
    /// The tape, or the one violation that ended parsing.
    @usableFromInline package let result: Result<JSONTape, Violation>

    /// Parses a document within the limits.
    @usableFromInline package init(jsonData data: Data, limits: JSONDecodingLimits = .default) {
        do {
            result = .success(try JSONParser.parse(JSONParser.bytes(data), limits: limits))
        } catch {
            result = .failure(Violation(rule: error.rule, path: error.path.rendered, message: error.message))
        }
    }

    /// What `body` reports on the tape, or the problem that ended parsing, as every reader reports it.
    @usableFromInline package func report(_ body: (JSONTape) -> ValidationReport) -> ValidationReport {
        switch result {
        case .success(let tape): body(tape)
        case .failure(let violation): ValidationReport(violations: [violation])
        }
    }

    /// Whether the document parsed: it is JSON, within the limits.
    @usableFromInline package var isValidJSON: Bool {
        if case .success = result { return true }
        return false
    }
}
