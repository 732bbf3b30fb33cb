import Foundation
import Testing

@testable import PaymentRequestKit

/// A document with many independent problems reports every one, in document order, at its path; what could be
/// read is validated, and nothing is reported twice.
@Suite struct EveryProblemTests {
    static func codes(_ json: String) -> [String] {
        PaymentRequest.validate(jsonData: Data(json.utf8), for: .web(now: Fixtures.now)).violations.map {
            "\($0.code)@\($0.path)"
        }
    }

    @Test func theReportedExampleShowsAllFour() {
        // Once an unknown country hid a wrong total, an unknown network and an amount in the wrong minor units.
        let json = #"""
            {"countryCode":"XX","currencyCode":"USD","supportedNetworks":["visa","bitcoin"],
             "merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"20.00"},
             "lineItems":[{"label":"Latte","amount":"4.505"},{"label":"Beans","amount":"12.00"}]}
            """#
        #expect(
            Self.codes(json) == [
                "countryCode.invalid@countryCode", "supportedNetworks.unknown@supportedNetworks[1]",
                "total.sum@total.amount", "amount.minorUnits@lineItems[0].amount",
            ])
    }

    @Test func everyKindOfDecodingProblemIsReportedInDocumentOrder() {
        let json = #"""
            {"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa",7],
             "merchantCapabilities":["supports3DS","supports3ds"],"total":{"label":"Shop","amount":"10.00"},
             "lineItems":[{"label":"A","amount":10},{"label":"B","amount":"1.0.0","type":"estimate"},
                          {"label":"C","amount":"3.00","paymentTiming":"weekly"}],
             "shippingMethods":[{"label":"Post","identifier":"post"}],
             "shippingType":"drone","requiredShippingContactFields":["email","address"],
             "supportsCouponCode":"yes","merchantCategoryCode":"+581","frobnicate":true}
            """#
        #expect(
            Self.codes(json) == [
                "json.unknownKey@frobnicate",
                "json.type@supportedNetworks[1]",
                "json.unknownValue@merchantCapabilities[1]",
                "json.type@lineItems[0].amount",
                "amount.syntax@lineItems[1].amount",
                "json.unknownValue@lineItems[1].type",
                "json.unknownValue@lineItems[2].paymentTiming",
                "json.missingKey@shippingMethods[0].amount",
                "json.unknownValue@shippingType",
                "json.unknownValue@requiredShippingContactFields[1]",
                "json.type@supportsCouponCode",
                "json.unknownValue@merchantCategoryCode",
            ])
    }

    @Test func whatWasReadIsStillValidated() {
        // The unknown currency silences the minor-unit checks, not the rest.
        let json = #"""
            {"countryCode":"US","currencyCode":"usd","supportedNetworks":["visa"],"merchantCapabilities":[],
             "total":{"label":"","amount":"-1.005"}}
            """#
        #expect(
            Self.codes(json) == [
                "currencyCode.invalid@currencyCode", "merchantCapabilities.empty@merchantCapabilities",
                "total.label.missing@total.label", "total.negative@total.amount",
            ])
    }

    @Test func bothDecodersThrowOneErrorCarryingEveryProblem() throws {
        let json =
            #"{"countryCode":"XX","currencyCode":"usd","supportedNetworks":[7],"merchantCapabilities":[],"total":{"amount":1}}"#
        let expected = [
            "countryCode.invalid@countryCode", "currencyCode.invalid@currencyCode", "json.type@supportedNetworks[0]",
            "json.type@total.amount",
        ]
        for decode in [
            { try PaymentRequest(jsonData: Data(json.utf8)) },
            { try JSONDecoder().decode(PaymentRequest.self, from: Data(json.utf8)) },
        ] as [() throws -> PaymentRequest] {
            let error = try #require(throws: DecodingError.self) { try decode() }
            let report = try #require(error.validationReport)
            #expect(report.violations.map { "\($0.code)@\($0.path)" } == expected)
            // The error is the first problem's, and says that there are more.
            guard case .dataCorrupted(let context) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(context.codingPath.map(\.stringValue) == ["countryCode"])
            #expect(context.debugDescription.hasSuffix("(and 3 more problems, which the underlying report lists)"))
            // Its description lists them all.
            let description = String(describing: error)
            for line in expected { #expect(description.contains(line.split(separator: "@")[1])) }
        }
    }
}
