import Foundation
import Testing

@testable import PaymentRequestKit

/// A key Safari's IDL requires is an error when absent (`json.missingKey`), and a value when empty, which the
/// rules judge: a warning where only Apple's documentation asks for text, an error where a platform or the
/// library needs it.
@Suite struct AbsentAndEmptyTests {
    struct Row: Sendable, CustomTestStringConvertible {
        /// The document's members after `total`, with the member under test written as `"key":""`.
        var members: String
        var member: String
        var path: String
        /// What validation says of the empty string.
        var empty: [String]

        var testDescription: String { path }
    }

    static let recurring =
        #""recurringPaymentRequest":{"paymentDescription":"Plan","regularBilling":{"label":"Plan","amount":"1.00","paymentTiming":"recurring"},"managementURL":"https://example.com/m"}"#
    static let reload =
        #""automaticReloadPaymentRequest":{"paymentDescription":"Top-up","automaticReloadBilling":{"label":"Top-up","amount":"1.00","paymentTiming":"automaticReload","automaticReloadPaymentThresholdAmount":"5.00"},"managementURL":"https://example.com/m"}"#
    static let deferred =
        #""deferredPaymentRequest":{"paymentDescription":"Stay","deferredBilling":{"label":"Stay","amount":"1.00","paymentTiming":"deferred","deferredPaymentDate":"2030-01-01T00:00:00Z"},"managementURL":"https://example.com/m"}"#
    static let contexts =
        #""multiTokenContexts":[{"merchantIdentifier":"m","externalIdentifier":"e","merchantName":"n","amount":"1.00"}]"#

    static let rows: [Row] = [
        Row(
            members: #""total":{"label":"","amount":"1.00"}"#, member: #""label":"""#, path: "total.label",
            empty: ["total.label.missing@total.label"]),
        Row(
            members: #""total":{"label":"Shop","amount":"1.00"},"lineItems":[{"label":"","amount":"1.00"}]"#,
            member: #""label":"""#, path: "lineItems[0].label", empty: ["label.empty@lineItems[0].label"]),
        Row(
            members:
                #""total":{"label":"Shop","amount":"1.00"},"shippingMethods":[{"label":"","detail":"x","amount":"0.00","identifier":"a"}]"#,
            member: #""label":"""#, path: "shippingMethods[0].label", empty: ["label.empty@shippingMethods[0].label"]),
        Row(
            members:
                #""total":{"label":"Shop","amount":"1.00"},"shippingMethods":[{"label":"Post","detail":"","amount":"0.00","identifier":"a"}]"#,
            member: #""detail":"""#, path: "shippingMethods[0].detail", empty: []),
        Row(
            members:
                #""total":{"label":"Shop","amount":"1.00"},"shippingMethods":[{"label":"Post","detail":"x","amount":"0.00","identifier":""}]"#,
            member: #""identifier":"""#, path: "shippingMethods[0].identifier",
            empty: ["shippingMethod.identifier.missing@shippingMethods[0].identifier"]),
        Row(
            members: #""total":{"label":"Shop","amount":"1.00"},"#
                + contexts.replacingOccurrences(of: #""m""#, with: #""""#),
            member: #""merchantIdentifier":"""#, path: "multiTokenContexts[0].merchantIdentifier",
            empty: ["multiTokenContexts.incomplete@multiTokenContexts[0]"]),
        Row(
            members: #""total":{"label":"Shop","amount":"1.00"},"#
                + contexts.replacingOccurrences(of: #""e""#, with: #""""#),
            member: #""externalIdentifier":"""#, path: "multiTokenContexts[0].externalIdentifier",
            empty: ["multiTokenContexts.incomplete@multiTokenContexts[0]"]),
        Row(
            members: #""total":{"label":"Shop","amount":"1.00"},"#
                + contexts.replacingOccurrences(of: #""n""#, with: #""""#),
            member: #""merchantName":"""#, path: "multiTokenContexts[0].merchantName",
            empty: ["multiTokenContexts.incomplete@multiTokenContexts[0]"]),
        Row(
            members: #""total":{"label":"Plan","amount":"1.00"},"#
                + recurring.replacingOccurrences(of: #""Plan","regular"#, with: #""","regular"#),
            member: #""paymentDescription":"""#, path: "recurringPaymentRequest.paymentDescription",
            empty: ["paymentDescription.empty@recurringPaymentRequest.paymentDescription"]),
        Row(
            members: #""total":{"label":"Plan","amount":"1.00"},"#
                + recurring.replacingOccurrences(of: #"{"label":"Plan""#, with: #"{"label":"""#),
            member: #""label":"""#, path: "recurringPaymentRequest.regularBilling.label",
            empty: ["billing.label.missing@recurringPaymentRequest.regularBilling.label"]),
        Row(
            members: #""total":{"label":"Top-up","amount":"1.00"},"#
                + reload.replacingOccurrences(of: #""Top-up","automatic"#, with: #""","automatic"#),
            member: #""paymentDescription":"""#, path: "automaticReloadPaymentRequest.paymentDescription",
            empty: ["paymentDescription.empty@automaticReloadPaymentRequest.paymentDescription"]),
        Row(
            members: #""total":{"label":"Stay","amount":"1.00"},"#
                + deferred.replacingOccurrences(of: #""Stay","deferred"#, with: #""","deferred"#),
            member: #""paymentDescription":"""#, path: "deferredPaymentRequest.paymentDescription",
            empty: ["paymentDescription.missing@deferredPaymentRequest.paymentDescription"]),
    ]

    static func report(_ members: String) -> [String] {
        let json =
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"#
            + members + "}"
        return PaymentRequest.validate(jsonData: Data(json.utf8), for: .web(now: Fixtures.now)).violations.map {
            "\($0.code)@\($0.path)"
        }
    }

    @Test(arguments: rows)
    func anAbsentKeyIsAnErrorAndAnEmptyOneAValue(row: Row) throws {
        #expect(row.members.contains(row.member), "the row writes the member under test")
        #expect(Self.report(row.members) == row.empty)
        // Removing the member, and the comma before or after it.
        var absent = row.members.replacingOccurrences(of: row.member + ",", with: "")
        if absent == row.members { absent = row.members.replacingOccurrences(of: "," + row.member, with: "") }
        #expect(absent != row.members)
        #expect(Self.report(absent) == ["json.missingKey@\(row.path)"])
        // Both decoders refuse the absent key, and take the empty one.
        let document = Data(
            (#"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"#
                + absent + "}").utf8)
        let error = try #require(throws: DecodingError.self) { try PaymentRequest(jsonData: document) }
        #expect(error.validationReport?.errors.map(\.path) == [row.path])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PaymentRequest.self, from: document) }
    }

    /// Safari discards a pending line item's amount: an empty or absent one is accepted, in a request and in an
    /// update, through both decoders; a final item's empty amount is still refused, and a pending total still
    /// needs one.
    @Test func aPendingItemNeedsNoAmount() throws {
        let head =
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Taxi Co","amount":"0.00","type":"pending"},"#
        for item in [#"{"label":"Tip","amount":"","type":"pending"}"#, #"{"label":"Tip","type":"pending"}"#] {
            let document = Data((head + #""lineItems":["# + item + "]}").utf8)
            #expect(PaymentRequest.validate(jsonData: document, for: .web(now: Fixtures.now)).violations.isEmpty)
            let request = try PaymentRequest(jsonData: document)
            #expect(request.lineItems[0].amount == nil)
            #expect(try JSONDecoder().decode(PaymentRequest.self, from: document) == request)
            let update = Data(
                (#"{"newTotal":{"label":"Taxi Co","amount":"0.00","type":"pending"},"newLineItems":["# + item + "]}")
                    .utf8)
            #expect(
                PaymentRequestUpdate.validate(
                    jsonData: update, for: .init(.web(now: Fixtures.now), updateKind: .shippingContact, currency: .usd)
                ).violations.isEmpty)
        }
        let final = Data((head + #""lineItems":[{"label":"Tip","amount":""}]}"#).utf8)
        #expect(Self.codes(final) == ["amount.syntax@lineItems[0].amount"])
        let pendingTotal = Data(
            (#"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Taxi Co","amount":"","type":"pending"}}"#)
                .utf8)
        #expect(Self.codes(pendingTotal) == ["total.amount.missing@total.amount"])
    }

    static func codes(_ document: Data) -> [String] {
        PaymentRequest.validate(jsonData: document, for: .web(now: Fixtures.now)).violations.map {
            "\($0.code)@\($0.path)"
        }
    }
}
