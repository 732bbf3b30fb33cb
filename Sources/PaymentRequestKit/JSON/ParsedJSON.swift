#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON document parsed once, strictly and within limits, to be recognised and then validated without reading
/// its bytes again.
///
/// A caller that does not know which document it has asks ``PaymentDocumentKind/candidates(_:)`` and then hands
/// the same value to that kind's `validate`; each `validate(jsonData:...)` has an overload that takes one. A
/// document that is not JSON, or breaks a limit, still makes a value: every `validate` of it reports that
/// problem, as `validate(jsonData:...)` does, and no kind recognises it.
///
/// ```swift
/// import Foundation
/// import PaymentRequestKit
///
/// let parsed = ParsedJSON(jsonData: Data(#"{"countryCode": "US"}"#.utf8))
/// if PaymentDocumentKind.candidates(parsed) == [.applePayRequest] {
///     let report = PaymentRequest.validate(parsed, for: .web(now: Date()))
///     print(report.violations.count)
/// }
/// ```
public struct ParsedJSON: Sendable {
    /// The tape, or the one violation that ended parsing.
    let result: Result<JSONTape, Violation>

    /// Parses a document within the limits.
    public init(jsonData data: Data, limits: JSONDecodingLimits = .default) {
        do {
            result = .success(try JSONParser.parse(JSONParser.bytes(data), limits: limits))
        } catch {
            result = .failure(Violation(rule: error.rule, path: error.path.rendered, message: error.message))
        }
    }

    /// What `body` reports on the tape, or the problem that ended parsing, as every reader reports it.
    func report(_ body: (JSONTape) -> ValidationReport) -> ValidationReport {
        switch result {
        case .success(let tape): body(tape)
        case .failure(let violation): ValidationReport(violations: [violation])
        }
    }

    /// Whether the document parsed: it is JSON, within the limits.
    public var isValidJSON: Bool {
        if case .success = result { return true }
        return false
    }
}
