import Foundation
import Testing

@testable import PaymentRequestKit

/// The constructor's checks, in the browsers' order, with the exceptions they throw.
@Suite struct W3CValidationTests {
    static let context = ValidationContext.web(now: Fixtures.now, applePayJSVersion: 3)

    static func found(_ json: String) -> [String] {
        W3CPaymentRequest.validate(jsonData: Data(json.utf8), for: .init(context)).violations.map {
            "\($0.code)@\($0.path)"
        }
    }

    @Test(arguments: W3CCases.table.map { ($0.name, $0.json, $0.expected) })
    func reportsExactlyTheViolations(name: String, json: String, expected: [String]) {
        #expect(Self.found(json) == expected, "\(name)")
    }

    /// Every rule the constructor enforces names the exception a browser throws for it.
    @Test(arguments: [
        (ValidationRule.w3cMemberMissing, ScriptException.typeError), (.w3cMemberType, .typeError),
        (.w3cShippingTypeInvalid, .typeError), (.w3cMethodDataEmpty, .typeError), (.w3cListTooLong, .typeError),
        (.w3cStringTooLong, .typeError), (.w3cSupportedMethodsInvalid, .rangeError),
        (.w3cSupportedMethodsDuplicate, .rangeError), (.w3cCurrencyInvalid, .rangeError),
        (.w3cValueSyntax, .typeError), (.w3cTotalNegative, .typeError), (.w3cShippingOptionIdDuplicate, .typeError),
    ])
    func throwingRulesNameTheirException(rule: ValidationRule, exception: ScriptException) {
        #expect(rule.exception == exception)
        #expect(rule.severity == .error)
    }

    @Test func warningsAndApplePayRulesThrowNothing() {
        let throwing = ValidationRule.interopRules.filter { $0.exception != nil }
        #expect(throwing.allSatisfy { $0.code.hasPrefix("w3c.") && $0.severity == .error })
        #expect(ValidationRule.w3cApplePayVersionMissing.exception == nil)
        #expect(ValidationRule.paymentRequestRules.allSatisfy { $0.exception == nil })
    }

    /// The report's JSON carries the exception, and reads back.
    @Test func reportJSONCarriesTheException() throws {
        let report = W3CPaymentRequest.validate(
            jsonData: Data(W3CCases.document(total: W3CCases.amount("USD", "-0")).utf8), for: .init(Self.context))
        let json = String(decoding: report.jsonData(), as: UTF8.self)
        #expect(
            json
                == #"{"valid":false,"violations":[{"code":"w3c.total.negative","severity":"error","path":"details.total.amount.value","message":"\"-0\" starts with \"-\"; a total's value can't be negative","exception":"TypeError"}]}"#
        )
        #expect(try JSONDecoder().decode(ValidationReport.self, from: Data(json.utf8)) == report)
        #expect("\(report.violations[0])".hasSuffix("[w3c.total.negative, TypeError]"))
    }

    /// Safari's Apple Pay handler throws at show(), not in the constructor: the text and the JSON say when.
    @Test func showTimeExceptionsSayWhenTheyAreThrown() throws {
        let json = W3CCases.document(
            methods: "[\(W3CCases.apple)]",
            details: #","displayItems":[{"label":"Tax","amount":{"currency":"EUR","value":"1"}}]"#)
        let report = W3CPaymentRequest.validate(jsonData: Data(json.utf8), for: .init(Self.context))
        let violation = try #require(report.violations.first)
        #expect(violation.rule.exceptionMoment == .show)
        #expect("\(violation)".hasSuffix("[w3c.applePay.currencyMismatch, TypeError at show()]"))
        let encoded = String(decoding: report.jsonData(), as: UTF8.self)
        #expect(encoded.contains(#""exception":"TypeError","thrownAt":"show"}"#))
        #expect(try JSONDecoder().decode(ValidationReport.self, from: Data(encoded.utf8)) == report)
        #expect(ValidationRule.w3cApplePayModifierCurrencyMismatch.exceptionMoment == .update)
        #expect(ValidationRule.w3cTotalNegative.exceptionMoment == .constructor)
        #expect(ValidationRule.w3cApplePayVersionMissing.exceptionMoment == nil)
        // A report that says the constructor throws what Safari throws at show() does not read back.
        let wrong = encoded.replacingOccurrences(of: #","thrownAt":"show""#, with: "")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ValidationReport.self, from: Data(wrong.utf8)) }
    }

    @Test func reportWithAWrongExceptionDoesNotDecode() {
        let json =
            #"{"valid":false,"violations":[{"code":"w3c.total.negative","severity":"error","path":"","message":"","exception":"RangeError"}]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ValidationReport.self, from: Data(json.utf8)) }
    }

    @Test(arguments: [
        ("1", "1"), ("1.0", "1"), ("1.50", "1.5"), ("-0", "0"), ("1e21", "1e+21"), ("1e-7", "1e-7"),
        ("0.000001", "0.000001"), ("123456789012345678901", "123456789012345680000"), ("2.5E3", "2500"),
    ])
    func numbersConvertAsJavaScriptDoes(json: String, string: String) {
        #expect(W3CDocumentCheck.scriptNumber(json) == string)
    }

    @Test(arguments: [
        ("basic-card", true), ("secure-payment-confirmation", true), ("a1-b2", true), ("Basic-card", false),
        ("basic--card", false), ("1abc", false), ("basic-", false), ("https://apple.com/apple-pay", true),
        ("https://pay.example", true), ("http://127.0.0.1:8080/pay", true), ("http://localhost/x", true),
        ("http://pay.example/", false), ("https://user@pay.example/", false), ("ftp://pay.example/", false),
        ("", false),
    ])
    func paymentMethodIdentifiers(identifier: String, valid: Bool) {
        #expect(W3CDocumentCheck.isValidPaymentMethodIdentifier(identifier) == valid)
    }

    @Test func malformedJSONEndsTheReport() {
        let report = W3CPaymentRequest.validate(jsonData: Data("{".utf8), for: .init(Self.context))
        #expect(report.violations.map(\.code) == ["json.malformed"])
    }
}
