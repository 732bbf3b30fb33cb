import Foundation
import Testing

@testable import PaymentRequestKit

/// A document that must not decode, with the rule and path its error must name.
struct BadDocument: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var code: String
    var path: String
    var isMissingKey = false

    var testDescription: String { name }
}

private let minimalPrefix =
    #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"#

/// The minimal request with `total` and any further members.
private func document(total: String = #"{"label":"Shop","amount":"10.00"}"#, _ rest: String = "") -> String {
    minimalPrefix + #""total":"# + total + (rest.isEmpty ? "" : "," + rest) + "}"
}

private let recurringItem = #"{"label":"Plan","amount":"10.00","paymentTiming":"recurring"}"#

let badDocuments: [BadDocument] = [
    BadDocument(
        name: "merchant category code with a plus", json: document(#""merchantCategoryCode":"+581""#),
        code: "json.unknownValue", path: "merchantCategoryCode"),
    BadDocument(
        name: "merchant category code with a minus", json: document(#""merchantCategoryCode":"-000""#),
        code: "json.unknownValue", path: "merchantCategoryCode"),
    BadDocument(
        name: "merchant category code in Arabic-Indic digits", json: document(#""merchantCategoryCode":"٥٨١٢""#),
        code: "json.unknownValue", path: "merchantCategoryCode"),
    BadDocument(name: "not JSON", json: #"{"countryCode":"#, code: "json.malformed", path: "countryCode"),
    BadDocument(
        name: "trailing comma", json: document(total: #"{"label":"Shop","amount":"10.00",}"#), code: "json.malformed",
        path: "total"),
    BadDocument(
        name: "duplicate key", json: document(total: #"{"label":"Shop","label":"Again","amount":"10.00"}"#),
        code: "json.malformed", path: "total.label"),
    BadDocument(name: "two documents", json: document() + "{}", code: "json.malformed", path: ""),
    BadDocument(
        name: "leading zero number",
        json: document(
            #""lineItems":[{"label":"A","amount":"1.00","paymentTiming":"recurring","recurringPaymentIntervalCount":01}]"#
        ), code: "json.malformed", path: "lineItems[0].recurringPaymentIntervalCount"),
    BadDocument(
        name: "lone surrogate", json: document(total: #"{"label":"\udc00","amount":"10.00"}"#), code: "json.malformed",
        path: "total.label"),
    BadDocument(
        name: "raw control character", json: document(total: "{\"label\":\"a\u{1}b\",\"amount\":\"10.00\"}"),
        code: "json.malformed", path: "total.label"),
    BadDocument(
        name: "amount as a number", json: document(total: #"{"label":"Shop","amount":10.00}"#), code: "json.type",
        path: "total.amount"),
    BadDocument(
        name: "amount as a number in a line item",
        json: document(#""lineItems":[{"label":"A","amount":"1.00"},{"label":"B","amount":2}]"#), code: "json.type",
        path: "lineItems[1].amount"),
    BadDocument(
        name: "label as a number",
        json: document(#""lineItems":[{"label":"A","amount":"1.00"},{"label":5,"amount":"2.00"}]"#), code: "json.type",
        path: "lineItems[1].label"),
    BadDocument(
        name: "networks as a string",
        json:
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":"visa","merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"}}"#,
        code: "json.type", path: "supportedNetworks"),
    BadDocument(
        // A null string reads as "null", as WebIDL has it (WebIDLNullTests); a null list is a TypeError.
        name: "null for a list", json: document(#""lineItems":null"#), code: "json.type", path: "lineItems"),
    BadDocument(
        name: "boolean as a string", json: document(#""supportsCouponCode":"yes""#), code: "json.type",
        path: "supportsCouponCode"),
    BadDocument(
        name: "fractional interval count",
        json: document(
            #""lineItems":[{"label":"A","amount":"1.00","paymentTiming":"recurring","recurringPaymentIntervalCount":1.5}]"#
        ), code: "json.type", path: "lineItems[0].recurringPaymentIntervalCount"),
    BadDocument(
        name: "unknown item type", json: document(total: #"{"label":"Shop","amount":"10.00","type":"estimate"}"#),
        code: "json.unknownValue", path: "total.type"),
    BadDocument(
        name: "unknown payment timing",
        json: document(#""lineItems":[{"label":"A","amount":"1.00","paymentTiming":"sometimes"}]"#),
        code: "json.unknownValue", path: "lineItems[0].paymentTiming"),
    BadDocument(
        name: "unknown interval unit",
        json: document(
            #""lineItems":[{"label":"A","amount":"1.00","paymentTiming":"recurring","recurringPaymentIntervalUnit":"week"}]"#
        ), code: "json.unknownValue", path: "lineItems[0].recurringPaymentIntervalUnit"),
    BadDocument(
        name: "unknown shipping type", json: document(#""shippingType":"drone""#), code: "json.unknownValue",
        path: "shippingType"),
    BadDocument(
        name: "unknown capability",
        json:
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS","supports3ds"],"total":{"label":"Shop","amount":"1.00"}}"#,
        code: "json.unknownValue", path: "merchantCapabilities[1]"),
    BadDocument(
        name: "unknown contact field", json: document(#""requiredShippingContactFields":["name","address"]"#),
        code: "json.unknownValue", path: "requiredShippingContactFields[1]"),
    BadDocument(
        name: "bad merchant category code", json: document(#""merchantCategoryCode":"58""#), code: "json.unknownValue",
        path: "merchantCategoryCode"),
    BadDocument(
        name: "missing total",
        json:
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"]}"#,
        code: "json.missingKey", path: "total", isMissingKey: true),
    BadDocument(
        name: "missing networks",
        json:
            #"{"countryCode":"US","currencyCode":"USD","merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"}}"#,
        code: "json.missingKey", path: "supportedNetworks", isMissingKey: true),
    BadDocument(
        name: "missing shipping amount",
        json: document(#""shippingMethods":[{"label":"Ground","detail":"","identifier":"ground"}]"#),
        code: "json.missingKey", path: "shippingMethods[0].amount", isMissingKey: true),
    BadDocument(
        name: "missing deferred date",
        json: document(#""lineItems":[{"label":"A","amount":"1.00","paymentTiming":"deferred"}]"#),
        code: "json.missingKey", path: "lineItems[0].deferredPaymentDate", isMissingKey: true),
    BadDocument(
        name: "missing regular billing",
        json: document(
            #""recurringPaymentRequest":{"paymentDescription":"Plan","managementURL":"https://example.com"}"#),
        code: "json.missingKey", path: "recurringPaymentRequest.regularBilling", isMissingKey: true),
    BadDocument(
        name: "missing country",
        json:
            #"{"currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"}}"#,
        code: "countryCode.missing", path: "countryCode", isMissingKey: true),
    BadDocument(
        name: "lower-case country",
        json:
            #"{"countryCode":"us","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"}}"#,
        code: "countryCode.invalid", path: "countryCode"),
    BadDocument(
        name: "unassigned country",
        json:
            #"{"countryCode":"ZZ","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"}}"#,
        code: "countryCode.invalid", path: "countryCode"),
    BadDocument(
        name: "missing currency",
        json:
            #"{"countryCode":"US","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"}}"#,
        code: "currencyCode.missing", path: "currencyCode", isMissingKey: true),
    BadDocument(
        name: "withdrawn currency",
        json:
            #"{"countryCode":"US","currencyCode":"HRK","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"}}"#,
        code: "currencyCode.invalid", path: "currencyCode"),
    BadDocument(
        name: "unknown supported country", json: document(#""supportedCountries":["US","XK"]"#),
        code: "supportedCountries.invalid", path: "supportedCountries[1]"),
    BadDocument(
        name: "amount grammar", json: document(#""lineItems":[{"label":"A","amount":"1."}]"#), code: "amount.syntax",
        path: "lineItems[0].amount"),
    BadDocument(
        name: "amount with exponent", json: document(total: #"{"label":"Shop","amount":"1e3"}"#), code: "amount.syntax",
        path: "total.amount"),
    BadDocument(
        name: "1000-digit amount",
        json: document(total: #"{"label":"Shop","amount":""# + String(repeating: "9", count: 1000) + #""}"#),
        code: "amount.outOfRange", path: "total.amount"),
    BadDocument(
        name: "invalid Base64", json: document(#""applicationData":"not base64!""#), code: "applicationData.base64",
        path: "applicationData"),
    BadDocument(
        name: "date without a time zone",
        json: document(
            #""lineItems":[{"label":"A","amount":"1.00","paymentTiming":"recurring","recurringPaymentStartDate":"2022-01-01T00:00:00"}]"#
        ), code: "date.invalid", path: "lineItems[0].recurringPaymentStartDate"),
    BadDocument(
        name: "relative management URL",
        json: document(
            #""recurringPaymentRequest":{"paymentDescription":"Plan","regularBilling":"# + recurringItem
                + #","managementURL":"account"}"#), code: "url.invalid", path: "recurringPaymentRequest.managementURL"),
    BadDocument(
        name: "too deep", json: String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
        code: "json.limit", path: String(repeating: "[0]", count: 32)),
]

@Suite struct StrictDecodingTests {
    @Test(arguments: badDocuments)
    func documentDoesNotDecode(bad: BadDocument) throws {
        let data = Data(bad.json.utf8)
        do {
            _ = try PaymentRequest(jsonData: data)
            Issue.record("decoded \(bad.name)")
        } catch let error as DecodingError {
            let context: DecodingError.Context
            switch error {
            case .keyNotFound(_, let keyContext):
                context = keyContext
                #expect(bad.isMissingKey)
            case .typeMismatch(_, let typeContext):
                context = typeContext
                #expect(bad.code == "json.type")
            case .dataCorrupted(let corruptContext):
                context = corruptContext
                #expect(!bad.isMissingKey && bad.code != "json.type")
            default:
                Issue.record("unexpected \(error)")
                return
            }
            let violation = try #require((context.underlyingError as? OtherProblems)?.report.errors.first)
            #expect(violation.code == bad.code)
            #expect(violation.path == bad.path)
            #expect(context.debugDescription.contains("[\(bad.code)]"))
            #expect(context.debugDescription.count < 500, "messages stay short whatever the input")
        }
        let report = PaymentRequest.validate(jsonData: data, for: .web(now: Fixtures.now))
        #expect(report.violations.map(\.code) == [bad.code])
        #expect(report.violations.map(\.path) == [bad.path])
        #expect(!report.isValid)
    }

    @Test func everyDecodingRuleHasAFailingDocument() {
        let covered = Set(badDocuments.map(\.code))
        for rule in ValidationRule.paymentRequestRules where rule.stage == .decoding && rule.severity == .error {
            #expect(covered.contains(rule.code), "no document breaks \(rule.code)")
        }
    }

    @Test func codingPathNamesTheField() throws {
        let data = Data(document(#""lineItems":[{"label":"A","amount":"1.00"},{"label":"B","amount":2}]"#).utf8)
        #expect {
            try PaymentRequest(jsonData: data)
        } throws: { error in
            guard case .typeMismatch(_, let context) = error as? DecodingError else { return false }
            return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == [
                "lineItems", "1", "amount",
            ]
        }
    }

    @Test func unknownKeysAreWarnings() throws {
        let data = Data(
            document(
                #""lineitems":[],"shippingMethods":[{"label":"Ground","detail":"","amount":"0.00","identifier":"g","cost":"1"}]"#
            ).utf8)
        let report = PaymentRequest.validate(jsonData: data, for: .web(now: Fixtures.now))
        #expect(report.violations.map(\.code) == ["json.unknownKey", "json.unknownKey"])
        #expect(report.violations.map(\.path) == ["lineitems", "shippingMethods[0].cost"])
        #expect(report.isValid)
        #expect(throws: Never.self) { try PaymentRequest(jsonData: data) }
    }

    @Test func enabledEditingModeIsAvailable() throws {
        let request = try PaymentRequest(jsonData: Data(document(#""shippingContactEditingMode":"enabled""#).utf8))
        #expect(request.shippingContactEditingMode == .available)
    }
}

@Suite struct HostileInputTests {
    @Test func tenMegabyteStringIsRejectedNamingTheField() {
        let label = String(repeating: "x", count: 10 << 20)
        let report = PaymentRequest.validate(
            jsonData: Data(document(total: #"{"label":""# + label + #"","amount":"1.00"}"#).utf8),
            for: .web(now: Fixtures.now))
        #expect(report.violations.map(\.code) == ["json.limit"])
        #expect(report.violations.map(\.path) == ["total.label"])
    }

    @Test func largerStringsPassWithLargerLimits() throws {
        let label = String(repeating: "é", count: 100_000)
        let data = Data(document(total: #"{"label":""# + label + #"","amount":"1.00"}"#).utf8)
        #expect(throws: DecodingError.self) { try PaymentRequest(jsonData: data) }
        let request = try PaymentRequest(jsonData: data, limits: JSONDecodingLimits(maxStringBytes: 1 << 20))
        #expect(request.total.label == label)
    }

    @Test func hundredThousandLineItemsDecodeAndAreReported() throws {
        let item = #"{"label":"Item","amount":"0.01"}"#
        let items = Array(repeating: item, count: 100_000).joined(separator: ",")
        let data = Data(document(total: #"{"label":"Shop","amount":"1000.00"}"#, #""lineItems":["# + items + "]").utf8)
        let report = PaymentRequest.validate(jsonData: data, for: .web(now: Fixtures.now))
        #expect(report.violations.map(\.code) == ["lineItems.tooMany"])
    }

    @Test func documentAndValueCountLimits() {
        let data = Data(document().utf8)
        let small = JSONDecodingLimits(maxDocumentBytes: 100)
        #expect(
            PaymentRequest.validate(jsonData: data, for: .web(now: Fixtures.now), limits: small).violations.map(\.code)
                == ["json.limit"])
        let few = JSONDecodingLimits(maxValueCount: 5)
        #expect(
            PaymentRequest.validate(jsonData: data, for: .web(now: Fixtures.now), limits: few).violations.map(\.code)
                == ["json.limit"])
    }

    @Test(
        arguments: [
            [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3], [0x80],
        ] as [[UInt8]])
    func invalidUTF8IsRejected(bytes: [UInt8]) {
        var data = Data(
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":""#
                .utf8)
        data.append(contentsOf: bytes)
        data.append(contentsOf: Array(#"","amount":"1.00"}}"#.utf8))
        let report = PaymentRequest.validate(jsonData: data, for: .web(now: Fixtures.now))
        #expect(report.violations.map(\.code) == ["json.malformed"])
        #expect(report.violations.map(\.path) == ["total.label"])
    }

    @Test func validMultibyteTextIsKept() throws {
        let data = Data(document(total: #"{"label":"日本の本屋 🍣 \u00e9\ud83c\udf63","amount":"10.00"}"#).utf8)
        #expect(try PaymentRequest(jsonData: data).total.label == "日本の本屋 🍣 é🍣")
    }

    @Test func deepNestingThroughJSONDecoderDoesNotCrash() {
        let deep = Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)
        #expect(throws: (any Error).self) { try JSONDecoder().decode(PaymentRequest.self, from: deep) }
    }

    @Test(arguments: ["", " ", "null", "[]", "\"\"", "1", "{}", "{\"countryCode\":5}", "\u{FEFF}{}"])
    func smallGarbageIsAnError(text: String) {
        #expect(throws: DecodingError.self) { try PaymentRequest(jsonData: Data(text.utf8)) }
    }
}
