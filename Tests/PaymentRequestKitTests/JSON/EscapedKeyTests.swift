import Foundation
import Testing

@testable import PaymentRequestKit

/// A member name is read as `JSON.parse` reads it, escapes decoded, before it is compared with any key: a document
/// and its re-escaped form read the same, in every reader, so that the library and the browser never read different
/// documents.
@Suite struct EscapedKeyTests {

    static let examples: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return [
            "Examples/Requests", "Examples/Session", "Examples/Provisioning", "Examples/Tokens",
            "Examples/Tokens/GooglePay", "Examples/Tokens/Test",
        ]
        .flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".json") }.sorted().map { root.appendingPathComponent("\(folder)/\($0)").path }
        }
    }()

    @Test func theReescapingWritesEscapedNames() {
        #expect(
            String(decoding: FuzzChecks.reescapingNames(Data(#"{"type": "final", "a\"b": "c"}"#.utf8)), as: UTF8.self)
                == #"{"\u0074ype": "final", "\u0061\"b": "c"}"#)
    }

    /// Every example document and its re-escaped form are recognised as the same kind and report the same
    /// violations at the same paths.
    @Test(arguments: examples)
    func aDocumentAndItsReescapedFormReadTheSame(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let escaped = FuzzChecks.reescapingNames(data)
        #expect(escaped != data || !data.contains(UInt8(ascii: ":")))
        let context = PaymentDocument.Context()
        #expect(
            FuzzChecks.said(PaymentDocument.validate(jsonData: escaped, for: context))
                == FuzzChecks.said(PaymentDocument.validate(jsonData: data, for: context)), "\(path)")
    }

    /// The issue's two cases: an escaped `type` is the total's type, and an escaped `total` is the total, not
    /// unknown and missing.
    @Test func anEscapedTypeIsThePendingTotalTheBrowserReads() throws {
        let plain = #"""
            {"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],
             "total":{"label":"Shop","amount":"1.00","type":"pending"}}
            """#
        let escaped = plain.replacingOccurrences(of: #""type""#, with: #""\u0074ype""#)
            .replacingOccurrences(of: #""total""#, with: #""\u0074otal""#)
        #expect(escaped != plain)
        let request = try PaymentRequest(jsonData: Data(escaped.utf8))
        #expect(request.total.type == .pending)
        #expect(request == (try PaymentRequest(jsonData: Data(plain.utf8))))
        let report = PaymentRequest.validate(jsonData: Data(escaped.utf8), for: .web(now: Fixtures.now))
        #expect(
            report.violations.map(\.code)
                == PaymentRequest.validate(jsonData: Data(plain.utf8), for: .web(now: Fixtures.now)).violations.map(
                    \.code))
        #expect(!report.violations.contains { $0.code.hasPrefix("json.") }, "\(report)")
    }
}
