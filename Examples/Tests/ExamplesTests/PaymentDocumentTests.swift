import Foundation
import PaymentRequestKit
import Testing

/// A package outside the library validates documents of four kinds through `PaymentDocument.validate(jsonData:)`
/// alone: it sees the library's public face only, as a merchant's server does.
@Suite struct PaymentDocumentTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func body(_ file: String) throws -> Data {
        try Data(contentsOf: examples.appendingPathComponent(file))
    }

    @Test(arguments: [
        ("Requests/valid-coffee-shop.json", "apple-pay-js-request"),
        ("Tokens/gala-payment.json", "payment"),
        ("Tokens/gala-token.json", "payment-token"),
        ("Session/valid-shipping-contact-update.json", "update"),
        ("Provisioning/valid-configuration.json", "configuration"),
        ("Provisioning/valid-pass-request.json", "pass-request"),
    ])
    func oneCallReadsEveryKind(file: String, kind: String) throws {
        let signed = try #require(ISO8601DateFormatter().date(from: "2023-03-07T05:34:00Z"))
        let result = PaymentDocument.validate(jsonData: try Self.body(file), for: PaymentDocument.Context(now: signed))
        #expect(result.kind?.rawValue == kind)
        #expect(result.isValid, "\(result)")
        #expect(result.document?.kind.rawValue == kind)
        #expect(result.description.hasPrefix("\(kind):"))
    }

    /// With everything defaulted, the call still says what it could not check, and refuses what is broken.
    @Test func defaultsAndBrokenDocuments() throws {
        let update = PaymentDocument.validate(jsonData: try Self.body("Session/valid-shipping-contact-update.json"))
        #expect(update.violations.map(\.code) == ["update.currencyAssumed"])
        let broken = PaymentDocument.validate(jsonData: try Self.body("Requests/invalid-negative-total.json"))
        #expect(broken.kind == .applePayRequest)
        #expect(!broken.isValid)
        #expect(broken.violations.contains { $0.code == "total.negative" })
        let notJSON = PaymentDocument.validate(jsonData: Data("{".utf8))
        #expect(notJSON.kind == nil)
        #expect(notJSON.violations.map(\.code) == ["json.malformed"])
        // The typed value, and its bytes as its kind writes them.
        let request = PaymentDocument.validate(jsonData: try Self.body("Requests/valid-coffee-shop.json"))
        let value = try #require(request.document?.value(as: PaymentRequest.self))
        #expect(request.document?.jsonData() == value.jsonData())
        #expect(ValidationRule.rule(withCode: "token.replayed")?.severity == .error)
    }
}
