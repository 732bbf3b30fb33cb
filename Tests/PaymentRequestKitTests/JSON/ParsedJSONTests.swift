import Foundation
import Testing

@testable import PaymentRequestKit

/// A document parsed once (`ParsedJSON`) is recognised and validated exactly as its bytes are.
@Suite struct ParsedJSONTests {
    static let now = Date(timeIntervalSince1970: 1_795_262_400)
    static let context = ValidationContext.web(now: now)

    /// Both routes of one kind: from the bytes, which read a plain request in one pass, and from the parsed
    /// document's tape.
    static func reports(_ data: Data, as kind: PaymentDocumentKind) -> (
        bytes: ValidationReport, parsed: ValidationReport
    ) {
        let context = PaymentDocument.Context(context)
        return (
            PaymentDocument.validate(jsonData: data, as: [kind], for: context).report,
            PaymentDocument.validate(ParsedJSON(jsonData: data), as: [kind], for: context).report
        )
    }

    @Test(arguments: PaymentDocumentKindTests.exampleKinds.map(\.file))
    func examplesReportAlikeFromBytesAndParsed(file: String) throws {
        let data = try Data(contentsOf: PaymentDocumentKindTests.examples.appendingPathComponent(file))
        let parsed = ParsedJSON(jsonData: data)
        #expect(parsed.isValidJSON)
        let kind = try #require(PaymentDocumentKind(jsonData: data))
        #expect(PaymentDocumentKind.candidates(parsed) == PaymentDocumentKind.candidates(jsonData: data))
        let (bytes, fromParsed) = Self.reports(data, as: kind)
        #expect(fromParsed == bytes, "\(file)")
    }

    /// A document that does not parse, or breaks a limit, is no kind, and every kind reports the same problem
    /// from either entry point.
    @Test(arguments: ["", "{", "{\"a\":1,\"a\":2}", "[1,]", "\u{FEFF}{}x", String(repeating: "[", count: 600)])
    func malformedDocumentsReportAlike(text: String) {
        let data = Data(text.utf8)
        let parsed = ParsedJSON(jsonData: data)
        #expect(!parsed.isValidJSON)
        #expect(PaymentDocumentKind.candidates(parsed).isEmpty)
        for kind in PaymentDocumentKind.allKinds {
            let (bytes, fromParsed) = Self.reports(data, as: kind)
            #expect(fromParsed == bytes, "\(kind)")
            #expect(fromParsed.violations.count == 1, "\(kind)")
            #expect(fromParsed.violations.first?.rule.code.hasPrefix("json.") == true, "\(kind)")
        }
    }

    @Test func limitsApplyWhenParsing() {
        let limits = JSONDecodingLimits(maxDocumentBytes: 8, maxDepth: 4, maxStringBytes: 4, maxValueCount: 10)
        let parsed = ParsedJSON(jsonData: Data(#"{"countryCode":"US"}"#.utf8), limits: limits)
        #expect(!parsed.isValidJSON)
        let report = PaymentDocument.validate(parsed, as: [.applePayRequest], for: .init(Self.context)).report
        #expect(report.violations.map(\.rule) == [.jsonLimit])
    }
}
