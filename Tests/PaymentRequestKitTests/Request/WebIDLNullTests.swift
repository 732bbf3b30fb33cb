import Foundation
import Testing

@testable import PaymentRequestKit

/// `null` in an Apple Pay JS document, read as WebIDL converts it for Safari: server-side serialisers often write
/// `null` for an optional member.
@Suite struct WebIDLNullTests {
    static let prefix =
        #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"10.00"}"#

    static func report(_ member: String) -> [String] {
        let json = prefix + "," + member + "}"
        return PaymentRequest.validate(jsonData: Data(json.utf8), for: .web(now: Fixtures.now)).violations.map {
            "\($0.code)@\($0.path)"
        }
    }

    @Test(arguments: [
        // A dictionary: an empty one, with its defaults.
        (#""shippingContact":null"#, [String]()),
        // Required members of a null dictionary are missing, as Safari's TypeError says.
        (
            #""recurringPaymentRequest":null"#,
            [
                "json.missingKey@recurringPaymentRequest.paymentDescription",
                "json.missingKey@recurringPaymentRequest.regularBilling",
                "json.missingKey@recurringPaymentRequest.managementURL",
            ]
        ),
        // A boolean: false.
        (#""supportsCouponCode":null"#, []),
        // A string: "null", with a warning; an enumeration then refuses "null".
        // WebIDL makes the code "null", which the sheet does not show without supportsCouponCode.
        (#""couponCode":null"#, ["json.null.string@couponCode", "couponCode.notShown@couponCode"]),
        (#""shippingType":null"#, ["json.null.string@shippingType", "json.unknownValue@shippingType"]),
        // A list: TypeError.
        (#""lineItems":null"#, ["json.type@lineItems"]),
        (#""requiredShippingContactFields":null"#, ["json.type@requiredShippingContactFields"]),
        // A line item's label and a shipping method's detail.
        (#""lineItems":[{"label":null,"amount":"10.00"}]"#, ["json.null.string@lineItems[0].label"]),
    ])
    func nullIsReadAsWebIDLConvertsIt(member: String, expected: [String]) {
        #expect(Self.report(member) == expected, "\(member)")
    }

    @Test func aNullTotalIsAnEmptyDictionaryWithoutItsMembers() {
        let json =
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":null}"#
        let codes = PaymentRequest.validate(jsonData: Data(json.utf8), for: .web(now: Fixtures.now)).violations.map {
            "\($0.code)@\($0.path)"
        }
        #expect(codes.contains("json.missingKey@total.label"))
    }

    @Test func theValuesAreWebIDLs() throws {
        let request = try PaymentRequest(
            jsonData: Data(
                (Self.prefix + #","shippingContact":null,"supportsCouponCode":null,"couponCode":null}"#).utf8))
        #expect(request.shippingContact == PaymentContact())
        #expect(request.supportsCouponCode == false)
        #expect(request.couponCode == "null")
    }

    /// Only the documents a page hands to Apple Pay JS: elsewhere null is a wrong type.
    @Test func otherDocumentsKeepNullAWrongType() {
        let decrypted = DecryptedPaymentData.validate(
            jsonData: Data(DecryptedPaymentDataTests.gala.replacingOccurrences(of: #""840""#, with: "null").utf8),
            for: .init(now: DecryptedPaymentDataTests.july2020))
        #expect(decrypted.violations.map(\.code) == ["json.type"])
        let update = PaymentRequestUpdate.validate(
            jsonData: Data(#"{"newTotal":{"label":"Shop","amount":"1.00"},"newLineItems":null}"#.utf8),
            for: .init(.web(now: Fixtures.now), updateKind: .couponCode, currency: .usd))
        #expect(update.violations.map { "\($0.code)@\($0.path)" } == ["json.type@newLineItems"])
    }
}
