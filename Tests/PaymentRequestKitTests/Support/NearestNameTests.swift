import Foundation
import Testing

@testable import PaymentRequestKit

/// "Did you mean": a likely typo of one known name gets it; anything else gets nothing.
@Suite struct NearestNameTests {
    static let names = ["supportedNetworks", "shippingAddressRequired", "total", "type", "label", "countryCode"]

    @Test(arguments: [
        ("supportedNetwork", "supportedNetworks"),  // a letter missing
        ("shippingAdressRequired", "shippingAddressRequired"),
        ("supportedNetowrks", "supportedNetworks"),  // two letters swapped
        ("CountryCode", "countryCode"),  // case alone
        ("totl", "total"),
        ("lable", "label"),
    ])
    func aTypoGetsTheName(typed: String, expected: String) {
        #expect(nearestName(to: typed, in: Self.names) == expected)
        #expect(didYouMean(typed, in: Self.names) == "; did you mean \"\(expected)\"?")
    }

    @Test(arguments: [
        "merchantName",  // nothing near
        "typ2x",  // too far for a short name
        "",
        "supportedNetworks",  // known already
        String(repeating: "s", count: 100),  // never compared
    ])
    func anythingElseGetsNothing(typed: String) {
        #expect(nearestName(to: typed, in: Self.names) == nil)
        #expect(didYouMean(typed, in: Self.names) == "")
    }

    /// Two names equally near: no guess.
    @Test func aTieGetsNothing() {
        #expect(nearestName(to: "tipe", in: ["type", "tide"]) == nil)
    }

    /// Each format's unknown-key warning ends with the suggestion.
    @Test func everyFormatSuggests() throws {
        let request = PaymentRequest.validate(
            jsonData: Data(
                #"{"countryCode":"US","currencyCode":"USD","supportedNetwork":["visa"],"supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"}}"#
                    .utf8), for: .web(now: Fixtures.now))
        #expect(
            request.violations.map(\.description) == [
                #"warning supportedNetwork: "supportedNetwork" is not a key Apple Pay JS knows here; Safari ignores it; did you mean "supportedNetworks"? [json.unknownKey]"#
            ])
        let google = GooglePayPaymentDataRequest.validate(
            jsonData: try Data(
                contentsOf: PaymentDocumentKindTests.examples.appendingPathComponent(
                    "Interop/coffee-shop.google-pay.json")
            ).replacingFirst(#""emailRequired""#, with: #""shippingAdressRequired":true,"emailRequired""#))
        #expect(
            google.violations.map(\.description) == [
                #"warning shippingAdressRequired: "shippingAdressRequired" is not a member Google Pay defines here; did you mean "shippingAddressRequired"? [googlePay.unknownKey]"#
            ])
        let web = W3CPaymentRequest.validate(
            jsonData: Data(
                #"{"methodData":[{"supportedMethods":"https://example.com/pay"}],"detail":{},"details":{"total":{"label":"T","amount":{"currency":"USD","value":"1.00"}}}}"#
                    .utf8), for: .web(now: Fixtures.now))
        #expect(
            web.violations.map { "\($0.code)@\($0.path): \($0.message)" } == [
                #"w3c.unknownKey@detail: "detail" is not a member here; the browser ignores it; did you mean "details"?"#
            ])
    }
}

extension Data {
    /// The data with the first occurrence of one UTF-8 text replaced.
    func replacingFirst(_ text: String, with replacement: String) -> Data {
        let string = String(decoding: self, as: UTF8.self)
        guard let range = string.range(of: text) else { return self }
        return Data(string.replacingCharacters(in: range, with: replacement).utf8)
    }
}
