import Foundation
import Testing

@testable import PaymentRequestKit

/// What the sheet reveals of a contact before authorization, by country; and the merchant validation body.
@Suite struct RedactionAndMerchantValidationTests {
    static func contact(_ countryCode: String, postalCode: String) -> PaymentContact {
        PaymentContact(
            name: .init(givenName: "Jane", familyName: "Appleseed"),
            postalAddress: .init(
                addressLines: ["1 Main Street"], subLocality: "Downtown", locality: "Springfield",
                subAdministrativeArea: "County", administrativeArea: "IL", postalCode: postalCode, country: "Country",
                countryCode: countryCode),
            emailAddress: "jane@example.com", phoneNumber: "+1 217 555 0100")
    }

    @Test(arguments: [
        ("US", "95014-2083", "95014"), ("us", "95014", "95014"), ("GB", "SW1A 1AA", "SW1A"), ("gb", "M1 1AE", "M1"),
        ("CA", "K1A 0B1", "K1A"), ("Ca", "K1A0B1", "K1A"), ("FR", "75008", "75008"), ("DE", " 10115 ", "10115"),
    ])
    func postalCodesByCountry(countryCode: String, postalCode: String, revealed: String) {
        let redacted = Self.contact(countryCode, postalCode: postalCode).redactedForPaymentSheet
        #expect(redacted.postalAddress.postalCode == revealed)
        #expect(redacted.postalAddress.countryCode == countryCode, "the code is kept as given")
    }

    @Test func onlyWhatTheSheetRevealsIsLeft() {
        let redacted = Self.contact("US", postalCode: "95014").redactedForPaymentSheet
        #expect(
            redacted
                == PaymentContact(
                    postalAddress: .init(
                        locality: "Springfield", administrativeArea: "IL", postalCode: "95014", country: "Country",
                        countryCode: "US")))
        #expect(redacted.name == PaymentContact.PersonName())
        #expect(redacted.emailAddress == nil && redacted.phoneNumber == nil)
        #expect(redacted.postalAddress.addressLines.isEmpty && redacted.postalAddress.subLocality == nil)
        #expect(PaymentContact().redactedForPaymentSheet == PaymentContact())
    }

    @Test func aMerchantValidationBodyEncodesByteForByte() throws {
        let body = MerchantValidationRequest.web(
            merchantIdentifier: "merchant.com.example", displayName: "Example Shop", domain: "shop.example.com")
        let json =
            #"{"merchantIdentifier":"merchant.com.example","displayName":"Example Shop","initiative":"web","initiativeContext":"shop.example.com"}"#
        #expect(String(decoding: body.jsonData(), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(MerchantValidationRequest.self, from: Data(json.utf8)) == body)
        #expect(body.validate().violations.isEmpty)
        let app = MerchantValidationRequest(
            merchantIdentifier: "merchant.com.example", displayName: "Example", initiative: .inApp,
            initiativeContext: "Example App")
        #expect(String(decoding: app.jsonData(), as: UTF8.self).contains(#""initiative":"in_app""#))
        #expect(app.validate().violations.isEmpty)
    }

    @Test(arguments: [
        (
            MerchantValidationRequest.web(merchantIdentifier: "", displayName: "", domain: "https://shop.example.com/"),
            [
                "merchantValidation.field.empty@merchantIdentifier", "merchantValidation.field.empty@displayName",
                "merchantValidation.initiativeContext.domain@initiativeContext",
            ]
        ),
        (
            MerchantValidationRequest.web(
                merchantIdentifier: "m", displayName: String(repeating: "é", count: 65), domain: "shop.example.com"),
            ["merchantValidation.displayName.tooLong@displayName"]
        ),
        (
            MerchantValidationRequest.web(
                merchantIdentifier: "m", displayName: String(repeating: "é", count: 64), domain: "localhost:8080"),
            ["merchantValidation.initiativeContext.domain@initiativeContext"]
        ),
    ])
    func merchantValidationRules(body: MerchantValidationRequest, expected: [String]) {
        #expect(body.validate().violations.map { "\($0.code)@\($0.path)" } == expected)
    }

    @Test(arguments: [
        (
            #"{"merchantIdentifier":"m","displayName":"d","initiative":"browser","initiativeContext":"a.com"}"#,
            "json.unknownValue@initiative"
        ),
        (#"{"merchantIdentifier":"m","displayName":"d","initiative":"web"}"#, "json.missingKey@initiativeContext"),
        (
            #"{"merchantIdentifier":1,"displayName":"d","initiative":"web","initiativeContext":"a.com"}"#,
            "json.type@merchantIdentifier"
        ),
    ])
    func merchantValidationBodiesThatMustNotDecode(json: String, expected: String) {
        #expect(
            MerchantValidationRequest.validate(jsonData: Data(json.utf8)).errors.map { "\($0.code)@\($0.path)" } == [
                expected
            ])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MerchantValidationRequest.self, from: Data(json.utf8))
        }
    }
}
