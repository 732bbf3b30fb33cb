import Foundation
import Testing

@testable import PaymentRequestKit

/// The W3C answers: a payment response against the request, an update and retry errors as Chromium checks them.
@Suite struct W3CAnswerTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    static let request = try! W3CPaymentRequest(
        jsonData: Data(contentsOf: examples.appendingPathComponent("Answers/w3c-request.json")))

    static let address =
        #"{"country":"US","addressLine":["1 Infinite Loop"],"region":"CA","city":"Cupertino","dependentLocality":"","postalCode":"95014","sortingCode":"","organization":"","recipient":"Jane","phone":""}"#

    static func response(
        id: String = "order-1042", method: String = "https://pay.example/", address: String? = address,
        rest: String = #","shippingOption":"express","payerEmail":"jane@example.com""#
    ) -> String {
        #"{"requestId":"\#(id)","methodName":"\#(method)","details":{"paymentToken":"t"}\#(address.map { #","shippingAddress":\#($0)"# } ?? "")\#(rest)}"#
    }

    static func codes(_ report: ValidationReport) -> [String] { report.violations.map { "\($0.code)@\($0.path)" } }

    static let responseCases: [(name: String, json: String, expected: [String])] = [
        ("honest", response(), []),
        (
            "another method, another id, an option never offered and a phone never asked for",
            response(
                id: "order-1", method: "https://evil.example/",
                rest: #","shippingOption":"free","payerEmail":"jane@example.com","payerPhone":"+1""#),
            [
                "w3c.response.methodName.notOffered@methodName",
                "w3c.response.requestId.mismatch@requestId",
                "w3c.response.notRequested@payerPhone",
                "w3c.response.shippingOption.unknown@shippingOption",
            ]
        ),
        (
            "no address, no option, no email",
            response(address: nil, rest: ""),
            [
                "w3c.response.missing@shippingAddress", "w3c.response.missing@shippingOption",
                "w3c.response.missing@payerEmail",
            ]
        ),
        (
            "an address the browser never writes",
            response(address: #"{"country":"usa","addressLine":"1 Loop","city":7}"#),
            [
                "w3c.member.type@shippingAddress.city", "w3c.member.type@shippingAddress.addressLine",
                "w3c.address.country.invalid@shippingAddress.country",
            ]
        ),
        (
            "no method, no details",
            #"{"requestId":"order-1042","methodName":"not a method!"}"#,
            ["w3c.member.missing@details", "w3c.supportedMethods.invalid@methodName"]
        ),
    ]

    @Test(arguments: responseCases)
    func responsesAgainstTheRequest(name: String, json: String, expected: [String]) throws {
        let context = PaymentDocument.Context(w3cRequest: Self.request)
        let report = W3CPaymentResponse.validate(jsonData: Data(json.utf8), for: context)
        #expect(Self.codes(report) == expected, "\(name)")
        if report.isValid {
            let response = try W3CPaymentResponse(jsonData: Data(json.utf8))
            #expect(response.jsonString() == json)
            #expect(try PaymentDocument(jsonData: Data(json.utf8)).kind == .w3cPaymentResponse)
            #expect(response.validate(answering: Self.request).isValid)
        }
    }

    @Test func aResponseAloneSaysItWasNotChecked() {
        #expect(
            Self.codes(W3CPaymentResponse.validate(jsonData: Data(Self.response().utf8)))
                == ["w3c.response.requestMissing@"])
    }

    /// Apple Pay's details are an `ApplePayPayment`, read as Apple Pay JS's payment is.
    @Test func applePayDetailsAreReadAsAPayment() throws {
        let payment = try String(
            contentsOf: Self.examples.appendingPathComponent("Tokens/gala-payment.json"), encoding: .utf8)
        let now = try #require(ISO8601DateFormatter().date(from: "2023-03-07T05:34:00Z"))
        let honest =
            #"{"requestId":"r","methodName":"https://apple.com/apple-pay","details":\#(payment)}"#
        #expect(
            W3CPaymentResponse.validate(jsonData: Data(honest.utf8), for: .init(now: now)).violations.map(\.code)
                == ["w3c.response.requestMissing"])
        let broken =
            #"{"requestId":"r","methodName":"https://apple.com/apple-pay","details":{"token":{"paymentMethod":{}}}}"#
        let report = W3CPaymentResponse.validate(jsonData: Data(broken.utf8), for: .init(now: now))
        #expect(report.violations.contains { $0.path.hasPrefix("details.token") && $0.severity == .error })
    }

    static let updateCases: [(name: String, json: String, expected: [String])] = [
        (
            "a new total, options and address errors",
            #"{"total":{"label":"Total","amount":{"currency":"USD","value":"12.34"}},"shippingOptions":[{"id":"standard","label":"Standard","amount":{"currency":"USD","value":"0.00"},"selected":true}],"error":"Only California","shippingAddressErrors":{"postalCode":"Not in California"},"payerErrors":{"email":"Bounced"},"paymentMethodErrors":{"code":1}}"#,
            []
        ),
        ("nothing", "{}", []),
        (
            "another currency, a negative total, a long message and a duplicate option",
            #"{"total":{"label":"Total","amount":{"currency":"EUR","value":"-1"}},"shippingOptions":[{"id":"a","label":"A","amount":{"currency":"USD","value":"0"}},{"id":"a","label":"A","amount":{"currency":"USD","value":"0"}}],"shippingAddressErrors":{"city":"\#(String(repeating: "x", count: 2049))","street":"?"}}"#,
            [
                "w3c.unknownKey@shippingAddressErrors.street",
                "w3c.errorMessage.tooLong@shippingAddressErrors.city",
                "w3c.total.negative@total.amount.value",
                "w3c.shippingOption.id.duplicate@shippingOptions[1].id",
                "w3c.update.currency.changed@total.amount.currency",
            ]
        ),
        (
            "payment method errors that are not an object",
            #"{"paymentMethodErrors":"no"}"#,
            ["w3c.member.type@paymentMethodErrors"]
        ),
    ]

    @Test(arguments: updateCases)
    func updatesAsChromiumChecksThem(name: String, json: String, expected: [String]) throws {
        let context = PaymentDocument.Context(w3cRequest: Self.request)
        let report = W3CPaymentDetailsUpdate.validate(jsonData: Data(json.utf8), for: context)
        #expect(Self.codes(report) == expected, "\(name)")
        if report.isValid {
            let update = try W3CPaymentDetailsUpdate(jsonData: Data(json.utf8))
            #expect(update.jsonString() == json)
        }
    }

    /// With Apple Pay, Safari reads the update with the Apple Pay modifier as an Apple Pay JS update; each problem
    /// is reported where its field came from.
    @Test func anApplePayUpdateIsReadAsSafariReadsIt() throws {
        let request = try W3CPaymentRequest(
            jsonData: Data(contentsOf: Self.examples.appendingPathComponent("Interop/coffee-shop.w3c.json")))
        let context = PaymentDocument.Context(w3cRequest: request)
        func codes(_ json: String) -> [String] {
            Self.codes(W3CPaymentDetailsUpdate.validate(jsonData: Data(json.utf8), for: context))
        }
        let total = #""total":{"label":"Blue Bottle Coffee","amount":{"currency":"USD","value":"25.74"}}"#
        #expect(codes("{" + total + "}") == [])
        #expect(
            codes(
                #"{\#(total),"modifiers":[{"supportedMethods":"https://apple.com/apple-pay","data":{"additionalLineItems":[{"label":"Tip","amount":"x"}],"recurringPaymentRequest":{"paymentDescription":1}}}],"paymentMethodErrors":[{"code":"bogus","message":"m"}]}"#
            ) == [
                "amount.syntax@modifiers[0].data.additionalLineItems[0].amount",
                "json.type@modifiers[0].data.recurringPaymentRequest.paymentDescription",
                "json.missingKey@modifiers[0].data.recurringPaymentRequest.regularBilling",
                "json.missingKey@modifiers[0].data.recurringPaymentRequest.managementURL",
                "json.unknownValue@paymentMethodErrors[0].code",
            ])
        #expect(codes(#"{\#(total),"paymentMethodErrors":{"code":"x"}}"#) == ["w3c.member.type@paymentMethodErrors"])
        // Without Apple Pay among the methods, the same errors are the method's own business.
        #expect(
            Self.codes(
                W3CPaymentDetailsUpdate.validate(
                    jsonData: Data(#"{\#(total),"paymentMethodErrors":{"code":"x"}}"#.utf8),
                    for: .init(w3cRequest: Self.request))) == []
        )
    }

    /// Without shipping in the request, the browser ignores an update's shipping options: the report warns, and
    /// the update read for that request has none to apply.
    @Test func shippingOptionsOfARequestWithoutShippingAreIgnored() throws {
        var request = Self.request
        request.options.requestShipping = false
        request.details.shippingOptions = []
        let json = #"{"shippingOptions":[{"id":"a","label":"A","amount":{"currency":"USD","value":"0"}}]}"#
        let context = PaymentDocument.Context(w3cRequest: request)
        #expect(
            Self.codes(W3CPaymentDetailsUpdate.validate(jsonData: Data(json.utf8), for: context)) == [
                "w3c.shippingOptions.ignored@shippingOptions"
            ])
        let read = try #require(
            PaymentDocument.validate(jsonData: Data(json.utf8), as: [.w3cDetailsUpdate], for: context).document?
                .value(as: W3CPaymentDetailsUpdate.self))
        #expect(read.shippingOptions == nil)
        #expect(read.applied(to: request).details.shippingOptions.isEmpty)
        // Read alone, as a request with shipping would take it, it keeps them.
        #expect(try W3CPaymentDetailsUpdate(jsonData: Data(json.utf8)).shippingOptions?.map(\.id) == ["a"])
    }

    /// An update applied to the request is what a later response is checked against.
    @Test func anAppliedUpdateIsTheNewOffer() throws {
        let update = try W3CPaymentDetailsUpdate(
            jsonData: Data(
                #"{"shippingOptions":[{"id":"pickup","label":"Pick up","amount":{"currency":"USD","value":"0"}}]}"#.utf8
            ))
        let response = try W3CPaymentResponse(
            jsonData: Data(Self.response(rest: #","shippingOption":"pickup","payerEmail":"j@example.com""#).utf8))
        #expect(
            Self.codes(response.validate(answering: Self.request)) == [
                "w3c.response.shippingOption.unknown@shippingOption"
            ])
        #expect(response.validate(answering: update.applied(to: Self.request)).isValid)
    }

    @Test(arguments: [
        (#"{"error":"Check your email","payer":{"email":"Bounced","name":"?"},"paymentMethod":{}}"#, [String]()),
        (
            #"{"payer":{"mail":"?"},"shippingAddress":{"country":"\#(String(repeating: "x", count: 2049))"}}"#,
            ["w3c.unknownKey@payer.mail", "w3c.errorMessage.tooLong@shippingAddress.country"]
        ),
        (#"{"paymentMethod":1}"#, ["w3c.member.type@paymentMethod"]),
    ])
    func retryErrorsAsChromiumChecksThem(json: String, expected: [String]) throws {
        #expect(Self.codes(W3CPaymentValidationErrors.validate(jsonData: Data(json.utf8))) == expected)
        if expected.isEmpty {
            #expect(try W3CPaymentValidationErrors(jsonData: Data(json.utf8)).jsonString() == json)
            #expect(try PaymentDocument(jsonData: Data(json.utf8)).kind == .w3cValidationErrors)
        }
    }
}
