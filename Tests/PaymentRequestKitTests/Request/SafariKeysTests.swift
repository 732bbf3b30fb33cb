import Foundation
import Testing

@testable import PaymentRequestKit

/// The keys Safari accepts beyond the core request: disbursements, installments, features, Apple Pay Later and the
/// selected shipping method. Each decodes, encodes byte for byte, and refuses what Safari refuses.
@Suite struct SafariKeysTests {
    static let head =
        #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"#

    static func report(_ json: String) -> [String] {
        PaymentRequest.validate(jsonData: Data(json.utf8), for: .web(now: Fixtures.now)).violations.map {
            "\($0.code)@\($0.path)"
        }
    }

    @Test func theDisbursementExampleDecodesToWhatTheBuilderMakes() throws {
        let url = ISOTableTests.dataDirectory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Requests/valid-disbursement.json")
        let request = try PaymentRequest(jsonData: try Data(contentsOf: url))
        #expect(request == payout())
        #expect(request.validate(for: .web(now: Fixtures.now)).violations.isEmpty)
        #expect(
            request.validate(for: .inApp(now: Fixtures.now)).violations.map(\.code) == ["merchantIdentifier.missing"])
    }

    @Test func aDisbursementEncodesByteForByte() throws {
        let json = payout().jsonString()
        #expect(
            json
                == #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa","masterCard"],"merchantCapabilities":["supports3DS","supportsInstantFundsOut"],"total":{"label":"Rideshare Payouts","amount":"498.50"},"lineItems":[{"label":"Weekly Earnings","amount":"500.00"},{"label":"Instant Transfer Fee","amount":"1.50","disbursementLineItemType":"instantFundsOutFee"},{"label":"You Receive","amount":"498.50","disbursementLineItemType":"disbursement"}],"disbursementRequest":{"requiredRecipientContactFields":["name"]}}"#
        )
        #expect(try PaymentRequest(jsonData: Data(json.utf8)) == payout())
        #expect(try JSONDecoder().decode(PaymentRequest.self, from: Data(json.utf8)) == payout())
    }

    @Test func theOtherKeysRoundTrip() throws {
        var request = Fixtures.coffeeShop()
        request.applePayLaterAvailability = .unavailableItemIneligible
        request.features = [.paymentRequestDisbursements, .paymentRequestMerchantCategoryCode]
        request.shippingMethods[1].isSelected = true
        request.installmentConfiguration = try InstallmentConfiguration(
            jsonData: Data(
                #"{"featureType":"appleCard","bindingTotalAmount":"1200.00","items":[{"amount":1.5e2}]}"#.utf8))
        let data = request.jsonData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""selected":true"#))
        #expect(
            text.hasSuffix(
                #""applePayLaterAvailability":"unavailableItemIneligible","installmentConfiguration":{"featureType":"appleCard","bindingTotalAmount":"1200.00","items":[{"amount":1.5e2}]},"features":["paymentRequestDisbursements","paymentRequestMerchantCategoryCode"]}"#
            ))
        #expect(try PaymentRequest(jsonData: data) == request)
        // JSONDecoder gives neither the members' order nor a number's spelling: through Codable the configuration
        // keeps its members and values, sorted by key, with whole numbers written plainly.
        var codable = try JSONDecoder().decode(PaymentRequest.self, from: data)
        #expect(
            String(decoding: try #require(codable.installmentConfiguration).jsonData, as: UTF8.self)
                == #"{"bindingTotalAmount":"1200.00","featureType":"appleCard","items":[{"amount":150}]}"#)
        codable.installmentConfiguration = request.installmentConfiguration
        #expect(codable == request)
    }

    /// The configuration is Apple's and the issuer's: kept member for member, numbers as written.
    @Test func installmentsTravelLosslessly() throws {
        let json = #"{"z":1,"a":[true,null,"x"],"n":-0.50e+3,"featureType":"appleCard","currencyCode":"USD"}"#
        let configuration = try InstallmentConfiguration(jsonData: Data(json.utf8))
        #expect(String(decoding: configuration.jsonData, as: UTF8.self) == json)
        #expect(configuration.featureType == "appleCard")
        #expect(configuration.currencyCode == "USD")
        #expect(throws: DecodingError.self) { try InstallmentConfiguration(jsonData: Data("[1]".utf8)) }
    }

    /// With installments, Safari from version 8 lets the networks be empty; before 8, or without them, not.
    @Test func installmentsAllowNoNetworksFromVersion8() throws {
        var request = plainShop()
        request.supportedNetworks = []
        request.installmentConfiguration = try InstallmentConfiguration(
            jsonData: Data(#"{"featureType":"appleCard"}"#.utf8))
        #expect(request.validate(for: .web(now: Fixtures.now, applePayJSVersion: 8)).violations.isEmpty)
        #expect(
            request.validate(for: .web(now: Fixtures.now, applePayJSVersion: 7)).violations.map(\.code) == [
                "supportedNetworks.empty"
            ])
        request.installmentConfiguration = nil
        #expect(request.validate(for: .web(now: Fixtures.now)).violations.map(\.code) == ["supportedNetworks.empty"])
    }

    @Test(arguments: [
        (#""applePayLaterAvailability":"maybe""#, ["json.unknownValue@applePayLaterAvailability"]),
        (#""features":["paymentRequestDisbursements","teleport"]"#, ["json.unknownValue@features[1]"]),
        (#""installmentConfiguration":"appleCard""#, ["json.type@installmentConfiguration"]),
        (
            #""disbursementRequest":{"requiredRecipientContactFields":["iban"]}"#,
            ["json.unknownValue@disbursementRequest.requiredRecipientContactFields[0]"]
        ),
        (#""disbursementRequest":{"recipient":1}"#, ["json.unknownKey@disbursementRequest.recipient"]),
        (
            #""lineItems":[{"label":"A","amount":"1.00","disbursementLineItemType":"payout"}]"#,
            ["json.unknownValue@lineItems[0].disbursementLineItemType"]
        ),
        (
            #""shippingMethods":[{"label":"A","detail":"","amount":"0.00","identifier":"a","selected":"yes"}]"#,
            ["json.type@shippingMethods[0].selected"]
        ),
    ])
    func decodeMustFail(members: String, expected: [String]) throws {
        let json = Self.head + #""total":{"label":"Shop","amount":"1.00"},"# + members + "}"
        #expect(Self.report(json).filter { $0.hasPrefix("json.") } == expected)
        if expected.allSatisfy({ !$0.hasPrefix("json.unknownKey") }) {
            #expect(throws: DecodingError.self) { try PaymentRequest(jsonData: Data(json.utf8)) }
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(PaymentRequest.self, from: Data(json.utf8)) }
        }
    }

    @Test func theNewValuesAreCodable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let disbursement = DisbursementRequest(requiredRecipientContactFields: [.name, .email])
        let data = try encoder.encode(disbursement)
        #expect(String(decoding: data, as: UTF8.self) == #"{"requiredRecipientContactFields":["email","name"]}"#)
        #expect(try JSONDecoder().decode(DisbursementRequest.self, from: data) == disbursement)
        #expect(
            try encoder.encode([ApplePayFeature.paymentRequestDeferred]) == Data(#"["paymentRequestDeferred"]"#.utf8))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ApplePayFeature].self, from: Data(#"["x"]"#.utf8))
        }
        #expect(
            try JSONDecoder().decode(ApplePayLaterAvailability.self, from: Data(#""available""#.utf8)) == .available)
        #expect(ApplePayLaterAvailability.allCases.map(\.passKitValue) == [0, 1, 2])
        #expect(ApplePayFeature.allCases.count == 19)
    }
}
