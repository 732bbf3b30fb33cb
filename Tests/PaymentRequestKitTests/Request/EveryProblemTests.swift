import Foundation
import Testing

@testable import PaymentRequestKit

/// A document with many independent problems reports every one, in document order, at its path; what could be
/// read is validated, and nothing is reported twice.
@Suite struct EveryProblemTests {
    static func codes(_ json: String) -> [String] {
        let violations = PaymentRequest.validate(jsonData: Data(json.utf8), for: .web(now: Fixtures.now)).violations
        // Every violation keeps its path as keys and indices too, which the W3C check and updates map from.
        for violation in violations {
            #expect(violation.location?.rendered == violation.path, "\(violation)")
        }
        return violations.map { "\($0.code)@\($0.path)" }
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
             "shippingMethods":[{"label":"Post","detail":"","identifier":"post"}],
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
            "json.missingKey@total.label", "json.type@total.amount",
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
            #expect(context.debugDescription.hasSuffix("(and 4 more problems, which the underlying report lists)"))
            // Its description lists them all, each cause once: the first in the error's own words, the others in
            // its underlying error's.
            let description = String(describing: error)
            for violation in report.violations {
                #expect(description.components(separatedBy: violation.message).count == 2, "\(violation.message)")
            }
            #expect(String(describing: context.underlyingError!).hasPrefix("4 other problems:\n"))
        }
    }

    /// An error with one problem says it once, and that there is no other.
    @Test func oneProblemIsSaidOnce() throws {
        let error = try #require(throws: DecodingError.self) {
            try PaymentAuthorizationResult(jsonData: Data(#"{"status": "yes"}"#.utf8))
        }
        let report = try #require(error.validationReport)
        #expect(report.violations.count == 1)
        let message = try #require(report.violations.first?.message)
        #expect(String(describing: error).components(separatedBy: message).count == 2)
        #expect(String(describing: error).contains("Underlying error: no other problem"))
    }

    /// Documents whose members are not what the wire format says, one kind of mismatch each, for every shape
    /// the `Codable` path asks a `Decoder` for.
    static let mismatches: [(String, [String])] = [
        (#""total":[1]"#, ["json.type@total"]),
        (#""total":{"label":"Shop","amount":"9.99"},"lineItems":{"label":"x"}"#, ["json.type@lineItems"]),
        (
            #""total":{"label":"Shop","amount":"9.99"},"lineItems":["x",{"label":"A","amount":"9.99"},7]"#,
            ["json.type@lineItems[0]", "json.type@lineItems[2]"]
        ),
        (#""total":{"label":"Shop","amount":"9.99"},"supportsCouponCode":"yes""#, ["json.type@supportsCouponCode"]),
        (#""total":{"label":"Shop","amount":null}"#, ["json.type@total.amount"]),
        (#""total":{"amount":"9.99","label":{"text":"Shop"}}"#, ["json.type@total.label"]),
        (
            #""total":{"label":"Shop","amount":"9.99","paymentTiming":"recurring","recurringPaymentIntervalCount":"1"}"#,
            ["json.type@total.recurringPaymentIntervalCount"]
        ),
        // Without a payment timing the recurring keys are not read, by either path.
        (#""total":{"label":"Shop","amount":"9.99","recurringPaymentIntervalCount":"1"}"#, []),
        (
            #""total":{"label":"Shop","amount":"9.99"},"billingContact":{"addressLines":"1 Main St"}"#,
            ["json.type@billingContact.addressLines"]
        ),
        (
            #""total":{"label":"Shop","amount":"9.99"},"shippingMethods":[{"label":"A","detail":"","amount":"1.00","identifier":"a","dateComponentsRange":{"startDateComponents":{"days":"1"},"endDateComponents":{"days":2}}}]"#,
            ["json.type@shippingMethods[0].dateComponentsRange.startDateComponents.days"]
        ),
        (#""total":{"label":"Shop"},"supportedCountries":["US",1]"#, ["json.type@supportedCountries[1]"]),
    ]

    @Test(arguments: mismatches)
    func theCodablePathReportsWhatTheStrictPathReports(members: String, expected: [String]) throws {
        let json =
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"#
            + members + "}"
        let data = Data(json.utf8)
        func errors(_ decode: () throws -> PaymentRequest) -> [String] {
            do {
                _ = try decode()
                return []
            } catch {
                let report = (error as? DecodingError)?.validationReport
                return report?.errors.map { "\($0.code)@\($0.path)" } ?? ["not a DecodingError: \(error)"]
            }
        }
        let strict = errors { try PaymentRequest(jsonData: data) }
        #expect(strict == expected)
        #expect(errors { try JSONDecoder().decode(PaymentRequest.self, from: data) } == strict)
    }

    /// Texts that JSON escapes, and members of every shape, come through a `Decoder` as the strict reader reads
    /// them from the bytes: the `Codable` path makes its tape from the decoder's values without writing them out.
    @Test func theCodablePathReadsEscapedTextsAsTheStrictPathDoes() throws {
        let json = #"""
            {"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa","masterCard"],"merchantCapabilities":["supports3DS"],"total":{"label":"Sh\"o\\p\n\t\u00e9 \ud83d\ude00 /","amount":"9.99","paymentTiming":"recurring","recurringPaymentIntervalCount":12,"recurringPaymentIntervalUnit":"month"},"lineItems":[{"label":"\u0001","amount":"1.00"},{"label":"é","amount":"2.00","type":"pending"}],"requiredShippingContactFields":["email"],"supportsCouponCode":true,"couponCode":"\"x\"","unknown":{"a":[1,"\\"]},"shippingContact":{"addressLines":["1 \"Main\" St"],"givenName":"Zoë"}}
            """#
        let data = Data(json.utf8)
        let strict = try PaymentRequest(jsonData: data)
        let codable = try JSONDecoder().decode(PaymentRequest.self, from: data)
        #expect(codable == strict)
        #expect(strict.total.label == "Sh\"o\\p\n\té 😀 /")
        #expect(codable.jsonData() == strict.jsonData())
    }

    @Test func aMissingKeyThatIsUsuallyThereIsReportedByBothPaths() throws {
        let json = #"{"countryCode":"US","supportedNetworks":["visa"],"total":{"amount":"1.00"}}"#
        let strict = try #require(throws: DecodingError.self) { try PaymentRequest(jsonData: Data(json.utf8)) }
        let codable = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(PaymentRequest.self, from: Data(json.utf8))
        }
        let expected = [
            "currencyCode.missing@currencyCode", "json.missingKey@merchantCapabilities", "json.missingKey@total.label",
        ]
        #expect(strict.validationReport?.errors.map { "\($0.code)@\($0.path)" } == expected)
        #expect(codable.validationReport?.errors.map { "\($0.code)@\($0.path)" } == expected)
    }
}
