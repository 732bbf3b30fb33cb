import Foundation
import Testing

@testable import PaymentRequestKit

/// Every document type has one face, `JSONDocument`: the same bytes through each of its entry points, and a
/// round trip through each form.
@Suite struct JSONDocumentTests {
    static func example(_ path: String) throws -> Data {
        try Data(contentsOf: PaymentDocumentKindTests.examples.appendingPathComponent(path))
    }

    /// Decodes a document through every entry point and checks that they agree.
    static func checkFace<Document: JSONDocument & Equatable>(_: Document.Type, _ data: Data) throws {
        let document = try Document(jsonData: data)
        #expect(try Document(jsonData: data, limits: .default) == document)
        #expect(document.jsonData() == document.jsonData(prettyPrinted: false))
        #expect(document.jsonString() == String(decoding: document.jsonData(), as: UTF8.self))
        #expect(
            document.jsonString(prettyPrinted: true)
                == String(decoding: document.jsonData(prettyPrinted: true), as: UTF8.self))
        // The bytes are the document's: writing what was read again gives the same bytes, compact or pretty.
        #expect(try Document(jsonData: document.jsonData()).jsonData() == document.jsonData())
        #expect(try Document(jsonData: document.jsonData(prettyPrinted: true)) == document)
        #expect(try JSONDecoder().decode(Document.self, from: document.jsonData()) == document)
        #expect(try JSONDecoder().decode(Document.self, from: JSONEncoder().encode(document)) == document)
        // Too small a limit is a decoding error, whichever entry point.
        let tight = JSONDecodingLimits(maxDocumentBytes: 8)
        #expect(throws: DecodingError.self) { try Document(jsonData: data, limits: tight) }
    }

    @Test func everyDocumentTypeHasTheSameFace() throws {
        try Self.checkFace(PaymentRequest.self, Self.example("Requests/valid-coffee-shop.json"))
        try Self.checkFace(PaymentAuthorizationResult.self, Self.example("Session/valid-authorization-result.json"))
        try Self.checkFace(
            PaymentSheetEvent.self,
            Data(#"{"type":"couponcodechanged","couponCode":"SAVE10"}"#.utf8))
        try Self.checkFace(
            MerchantValidationRequest.self,
            Data(
                #"{"merchantIdentifier":"merchant.com.example","displayName":"Example","initiative":"web","initiativeContext":"shop.example.com"}"#
                    .utf8))
        try Self.checkFace(Payment.self, Self.example("Tokens/gala-payment.json"))
        try Self.checkFace(PaymentToken.self, Self.example("Tokens/gala-token.json"))
        try Self.checkFace(PaymentTokenEnvelope.self, Self.example("Tokens/gala-payment-data.json"))
        try Self.checkFace(DecryptedPaymentData.self, Self.example("Tokens/gala-decrypted.json"))
        try Self.checkFace(
            AddPaymentPassRequestConfiguration.self, Self.example("Provisioning/valid-configuration.json"))
        try Self.checkFace(AddPaymentPassRequestInput.self, Self.example("Provisioning/valid-generate-request.json"))
        try Self.checkFace(AddPaymentPassRequest.self, Self.example("Provisioning/valid-pass-request.json"))
        try Self.checkFace(W3CPaymentRequest.self, Self.example("Interop/coffee-shop.w3c.json"))
        try Self.checkFace(GooglePayPaymentDataRequest.self, Self.example("Interop/coffee-shop.google-pay.json"))
        for state in PaymentSheetState.allCases {
            let session = try SessionStateTests.session(in: state, clock: ManualClock())
            try Self.checkFace(PaymentSheetSnapshot.self, session.snapshot(at: Fixtures.now).jsonData())
        }
    }

    /// A number whose fraction `Double` cannot hold is no whole number through `Codable` either: `JSONDecoder`
    /// reads it into `Int64` through `Double` (100.000000000000001 as 100), so the bridge asks for a `Decimal`,
    /// and both paths refuse it with the same violation (a fuzzer's finding, in carried JSON).
    @Test(arguments: [
        (
            "decrypted payment data", "json.type@transactionAmount",
            DecryptedPaymentDataTests.gala.replacingOccurrences(
                of: #""transactionAmount":100"#, with: #""transactionAmount":100.000000000000001"#)
        ),
        ("authorization result", "json.type@status", #"{"status":1.0000000000000001}"#),
        (
            "Google Pay", "googlePay.apiVersion.invalid@apiVersion",
            #"{"apiVersion":2.0000000000000001,"apiVersionMinor":0,"merchantInfo":{"merchantName":"Shop"},"allowedPaymentMethods":[{"type":"CARD","parameters":{"allowedAuthMethods":["CRYPTOGRAM_3DS"],"allowedCardNetworks":["VISA"]},"tokenizationSpecification":{"type":"PAYMENT_GATEWAY","parameters":{"gateway":"example","gatewayMerchantId":"m"}}}],"transactionInfo":{"currencyCode":"USD","totalPriceStatus":"FINAL","totalPrice":"1.00"}}"#
        ),
    ])
    func aFractionDoubleLosesIsNoWholeNumberThroughCodable(document: String, violation: String, json: String) {
        func first<Document: JSONDocument>(_: Document.Type) -> [String?] {
            let data = Data(json.utf8)
            return [
                { () -> String? in
                    do { _ = try Document(jsonData: data) } catch { return Self.first(error) }
                    return nil
                }(),
                { () -> String? in
                    do { _ = try JSONDecoder().decode(Document.self, from: data) } catch { return Self.first(error) }
                    return nil
                }(),
            ]
        }
        let found =
            switch document {
            case "decrypted payment data": first(DecryptedPaymentData.self)
            case "authorization result": first(PaymentAuthorizationResult.self)
            default: first(GooglePayPaymentDataRequest.self)
            }
        #expect(found == [violation, violation], "strict, then Codable")
    }

    static func first(_ error: any Error) -> String? {
        FuzzChecks.violation(in: error).map { "\($0.code)@\($0.path)" }
    }

    @Test func theUpdateWritesInTheRequestsCurrency() throws {
        let data = try Self.example("Session/valid-shipping-contact-update.json")
        let update = try PaymentRequestUpdate(jsonData: data, kind: .shippingContact)
        #expect(update.jsonString(currency: .usd) == String(decoding: update.jsonData(currency: .usd), as: UTF8.self))
        let pretty = update.jsonData(currency: .usd, prettyPrinted: true)
        #expect(pretty != update.jsonData(currency: .usd))
        #expect(try PaymentRequestUpdate(jsonData: pretty, kind: .shippingContact) == update)
    }
}
