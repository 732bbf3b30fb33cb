import Foundation
import Testing

@testable import PaymentRequestKit

/// The events the sheet sends, as the page receives them: each decodes and encodes byte for byte, and hostile
/// ones end in errors that name the field.
@Suite struct EventTests {
    static let payment =
        #"{"type":"paymentauthorized","payment":{"token":{"paymentMethod":{"displayName":"Visa 0492","network":"Visa","type":"debit"},"transactionIdentifier":"A1B2C3","paymentData":{"version":"EC_v1","data":"ZGF0YQ==","signature":"c2ln","header":{"ephemeralPublicKey":"a2V5","publicKeyHash":"aGFzaA==","transactionId":"a1b2c3"}}},"shippingContact":{"emailAddress":"jane@example.com","givenName":"Jane","familyName":"Appleseed","addressLines":["1 Infinite Loop"],"locality":"Cupertino","postalCode":"95014","administrativeArea":"CA","country":"United States","countryCode":"us"}}}"#

    static let examples: [String] = [
        #"{"type":"validatemerchant","validationURL":"https://apple-pay-gateway.apple.com/paymentservices/startSession"}"#,
        #"{"type":"shippingcontactselected","shippingContact":{"locality":"Cupertino","postalCode":"95014","administrativeArea":"CA","country":"United States","countryCode":"us"}}"#,
        #"{"type":"shippingmethodselected","shippingMethod":{"label":"Express","detail":"Tomorrow","amount":"9.99","identifier":"express"}}"#,
        #"{"type":"paymentmethodselected","paymentMethod":{"displayName":"MasterCard 1471","network":"MasterCard","type":"credit","paymentPass":{"primaryAccountIdentifier":"id","primaryAccountNumberSuffix":"1471","activationState":"activated"},"billingContact":{"locality":"Cupertino","postalCode":"95014","countryCode":"US"}}}"#,
        #"{"type":"couponcodechanged","couponCode":"WELCOME10"}"#,
        payment,
        #"{"type":"cancel","sessionError":{"code":"featureApplicationError","info":{"bindToken":"abc"}}}"#,
        #"{"type":"cancel"}"#,
    ]

    @Test(arguments: examples)
    func eventsDecodeAndEncodeByteForByte(json: String) throws {
        let event = try PaymentSheetEvent(jsonData: Data(json.utf8))
        #expect(String(decoding: event.jsonData(), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(PaymentSheetEvent.self, from: Data(json.utf8)) == event)
        // Without the request the page was shown, the report says only that.
        #expect(
            PaymentSheetEvent.validate(jsonData: Data(json.utf8)).violations.map(\.code) == ["event.requestMissing"])
    }

    /// Apple's example of a redacted shipping contact (`onshippingcontactselected`, listing 1), as it is.
    @Test func applesRedactedContactExample() throws {
        let listing = """
            {
            "locality": "Cupertino",
            "country": "United States",
            "postalCode": "95014",
            "administrativeArea": "CA",
            "countryCode": "us"
            }
            """
        let event = try PaymentSheetEvent(
            jsonData: Data(#"{"type":"shippingcontactselected","shippingContact":\#(listing)}"#.utf8))
        let expected = PaymentContact(
            postalAddress: .init(
                locality: "Cupertino", administrativeArea: "CA", postalCode: "95014", country: "United States",
                countryCode: "us"))
        #expect(event == .shippingContactSelected(expected))
        #expect(expected.redactedForPaymentSheet == expected, "a redacted contact stays as it is")
    }

    @Test func theEventsCarryTheirValues() throws {
        guard case .paymentAuthorized(let payment) = try PaymentSheetEvent(jsonData: Data(Self.payment.utf8)) else {
            Issue.record("not a payment")
            return
        }
        #expect(payment.token.paymentMethod.type == .debit)
        #expect(payment.token.transactionIdentifier == "A1B2C3")
        #expect(payment.shippingContact?.emailAddress == "jane@example.com")
        let data = String(decoding: try #require(payment.token.paymentDataJSON), as: UTF8.self)
        #expect(data.hasPrefix(#"{"version":"EC_v1","data":"ZGF0YQ==""#))
        // Without a type, the one member that carries an event says which it is.
        #expect(
            try PaymentSheetEvent(jsonData: Data(#"{"couponCode":"X"}"#.utf8)) == .couponCodeChanged("X"))
        #expect(PaymentMethodType.allCases.map(\.passKitValue) == [1, 2, 3, 4])
    }

    @Test(arguments: [
        (#"{"type":"shippingaddresschanged"}"#, "json.unknownValue@type"),
        (#"{"couponCode":"X","shippingMethod":{}}"#, "json.missingKey@"),
        (#"{}"#, "json.missingKey@"),
        (#"{"type":"paymentauthorized","payment":{}}"#, "json.missingKey@payment.token"),
        (
            #"{"type":"paymentmethodselected","paymentMethod":{"type":"charge"}}"#,
            "json.unknownValue@paymentMethod.type"
        ),
        (#"{"type":"cancel","sessionError":{"code":"unknown","info":{"n":1}}}"#, "json.type@sessionError.info.n"),
        (#"{"type":"validatemerchant","validationURL":"not a url"}"#, "url.invalid@validationURL"),
        (#"{"type":"validatemerchant"}"#, "json.missingKey@validationURL"),
        (
            #"{"type":"paymentauthorized","payment":{"token":{"paymentMethod":{},"paymentData":"EC_v1"}}}"#,
            "json.type@payment.token.paymentData"
        ),
    ])
    func eventsThatMustNotDecode(json: String, expected: String) {
        let report = PaymentSheetEvent.validate(jsonData: Data(json.utf8))
        #expect(report.errors.map { "\($0.code)@\($0.path)" } == [expected])
        #expect(throws: DecodingError.self) { try PaymentSheetEvent(jsonData: Data(json.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PaymentSheetEvent.self, from: Data(json.utf8)) }
    }

    /// A hostile event ends in an error naming the field, within the limits: a 10 MB display name, 100 000 errors,
    /// deep nesting.
    @Test func hostileEventsEndInErrors() {
        let name = String(repeating: "A", count: 10_000_000)
        let big = #"{"type":"paymentmethodselected","paymentMethod":{"displayName":""# + name + #""}}"#
        let report = PaymentSheetEvent.validate(jsonData: Data(big.utf8))
        #expect(report.violations.map(\.code) == ["json.limit"])
        let errors = Array(repeating: #"{"code":"nope"}"#, count: 100_000).joined(separator: ",")
        let result = PaymentAuthorizationResult.validate(
            jsonData: Data((#"{"status":1,"errors":["# + errors + "]}").utf8))
        #expect(result.violations.count <= ValidationReport.maxViolations + 1)
        #expect(result.violations.last?.code == "report.truncated")
        let deep =
            #"{"type":"cancel","sessionError":{"code":"x","info":"# + String(repeating: "[", count: 100_000) + "}}"
        #expect(PaymentSheetEvent.validate(jsonData: Data(deep.utf8)).violations.map(\.code) == ["json.limit"])
    }
}
