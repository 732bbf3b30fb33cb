import Testing

@testable import PaymentRequestKit

/// One case of a WebKit layout test: WebKit's valid document with one member changed, what Safari does with it,
/// and what the library reports.
struct WebKitCase: Sendable, CustomTestStringConvertible {
    enum Safari: Sendable, Equatable {
        case accepts
        /// The constructor throws; the message's fixed part, where Safari's own check gives one.
        case `throws`(ScriptException, message: String?)
        /// The constructor passes and `show()` rejects; the message's fixed part, as above.
        case rejects(message: String?)
    }

    /// The Apple Pay JS version the page asks for.
    var version = 2
    /// The dictionary that holds the member, for a document of several (`data`, `details`, `options`).
    var place = ""
    /// The member the case changes; with no place and no member, the case is a whole document.
    var member: String
    /// The member's JSON, or `nil` where the case leaves it out (`delete x` and `x = undefined` alike); for a whole
    /// document, its JSON, or `nil` for WebKit's valid one.
    var value: String?
    var safari: Safari
    /// What the library reports, as `code@path`.
    var expected: [String]

    var isWholeDocument: Bool { place.isEmpty && member.isEmpty }

    var testDescription: String {
        let name = place.isEmpty ? member : "\(place).\(member)"
        return "v\(version) " + (isWholeDocument ? value ?? "valid" : "\(name) = \(value ?? "(left out)")")
    }

    /// The members, with this case's member replaced, left out or added, when `place` names them.
    func changing(_ members: [(String, String)], in place: String = "") -> [(String, String)] {
        guard place == self.place, !member.isEmpty else { return members }
        var members = members
        if let index = members.firstIndex(where: { $0.0 == member }) {
            if let value { members[index].1 = value } else { members.remove(at: index) }
        } else if let value {
            members.append((member, value))
        }
        return members
    }

    /// A JSON object of the members, in order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// The report has exactly the expected violations, and agrees with Safari (below).
    func check(_ report: ValidationReport, rulesNameExceptions: Bool) {
        #expect(report.violations.map { "\($0.code)@\($0.path)" } == expected)
        expectSafarisOutcome(in: report, rulesNameExceptions: rulesNameExceptions)
    }

    /// Safari throws, rejects or accepts as the report says: an error thrown at the constructor where Safari throws
    /// (of the same exception where the library's rule names one), errors but none thrown there where `show()`
    /// rejects, and no error but the library's own where Safari accepts; Safari's message quoted by a reported
    /// rule where its check has one.
    func expectSafarisOutcome(in report: ValidationReport, rulesNameExceptions: Bool) {
        let errors = report.violations.filter { $0.severity == .error }
        let codes = "\(errors.map(\.code))"
        let thrown = errors.filter { $0.rule.exception != nil && $0.rule.exceptionMoment == .constructor }
        switch safari {
        case .accepts:
            #expect(errors.allSatisfy { $0.rule.source == .library }, "\(codes)")
        case .throws(let exception, let message):
            if rulesNameExceptions {
                #expect(thrown.contains { $0.rule.exception == exception }, "\(codes)")
            } else {
                #expect(!errors.isEmpty)
            }
            expect(message, quotedBy: errors)
        case .rejects(let message):
            #expect(!errors.isEmpty && thrown.isEmpty, "\(codes)")
            expect(message, quotedBy: errors)
        }
    }

    private func expect(_ message: String?, quotedBy errors: [Violation]) {
        guard let message else { return }
        #expect(errors.contains { $0.rule.platformBehaviour.contains(message) }, "\(errors.map(\.code))")
    }
}
