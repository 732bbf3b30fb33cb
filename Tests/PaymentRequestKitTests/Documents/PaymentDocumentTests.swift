import Foundation
import Testing

@testable import PaymentRequestKit

/// The one room that knows every document: each example is read as its kind, with the report its kind's own
/// `validate` gives; formats and forced kinds; what is refused before reading; the typed value and its coding.
@Suite struct PaymentDocumentTests {
    static let examples = PaymentDocumentKindTests.examples
    static let now = Date(timeIntervalSince1970: 1_678_167_240)  // 2023-03-07T05:34:00Z, the gala token's day
    static let context = PaymentDocument.Context(now: now)

    /// Each example, through the one call, gives the kind its keys say and the report of that kind's own
    /// `validate`, and the value when it decoded.
    @Test(arguments: PaymentDocumentKindTests.exampleKinds.map(\.file))
    func everyExampleIsReadAsItsKind(file: String) throws {
        let data = try Data(contentsOf: Self.examples.appendingPathComponent(file))
        let kind = try #require(PaymentDocumentKindTests.exampleKinds.first { $0.file == file }).kind
        let result = PaymentDocument.validate(jsonData: data, for: Self.context)
        #expect(result.kind == kind)
        #expect(result.report == Self.ownReport(kind, data))
        #expect(result.description.hasPrefix("\(kind.rawValue):"))
        if let document = result.document {
            #expect(document.kind == kind)
            // The same bytes its kind writes.
            #expect(document.jsonData() == (try PaymentDocument(jsonData: data)).jsonData())
        }
        // Parsed first, the same report; without keeping the document, the same report and no document.
        #expect(PaymentDocument.validate(ParsedJSON(jsonData: data), for: Self.context).report == result.report)
        let reportOnly = PaymentDocument.validate(jsonData: data, as: nil, for: Self.context, keepingDocument: false)
        #expect(reportOnly.report == result.report && reportOnly.kind == result.kind && reportOnly.document == nil)
    }

    /// The report of a kind's own `validate`, as a caller that knows the kind gets it.
    static func ownReport(_ kind: PaymentDocumentKind, _ data: Data) -> ValidationReport {
        switch kind {
        case .applePayRequest: PaymentRequest.validate(jsonData: data, for: .web(now: now))
        case .requestUpdate:
            ValidationReport(
                violations: PaymentRequestUpdate.validate(
                    jsonData: data, for: .init(.web(now: now), updateKind: nil, currency: .usd)
                )
                .violations + [
                    Violation(
                        rule: .updateCurrencyAssumed, path: "",
                        message: "The update's amounts were checked in USD, as no currency and no request were given")
                ])
        case .authorizationResult: PaymentAuthorizationResult.validate(jsonData: data)
        case .addPaymentPassConfiguration: AddPaymentPassRequestConfiguration.validate(jsonData: data)
        case .generateRequestInput: AddPaymentPassRequestInput.validate(jsonData: data, for: .init(now: now))
        case .passRequest: AddPaymentPassRequest.validate(jsonData: data)
        case .payment: Payment.validate(jsonData: data, for: .init(now: now))
        case .paymentToken: PaymentToken.validate(jsonData: data, for: .init(now: now))
        case .paymentTokenEnvelope: PaymentTokenEnvelope.validate(jsonData: data, for: .init(now: now))
        case .decryptedPaymentData: DecryptedPaymentData.validate(jsonData: data, for: .init(now: now))
        case .w3cPaymentRequest: W3CPaymentRequest.validate(jsonData: data, for: .web(now: now))
        case .googlePayPaymentDataRequest: GooglePayPaymentDataRequest.validate(jsonData: data)
        default: ValidationReport(violations: [])
        }
    }

    /// A request the one-pass reader reads whole is a request: every example request it reads has a key only a
    /// request has, and the one-pass report is the tape's.
    @Test(arguments: PaymentDocumentKindTests.exampleKinds.filter { $0.kind == .applePayRequest }.map(\.file))
    func theOnePassReaderReadsOnlyRequests(file: String) throws {
        let data = try Data(contentsOf: Self.examples.appendingPathComponent(file))
        let parsed = ParsedJSON(jsonData: data)
        #expect(
            PaymentDocument.validate(jsonData: data, for: Self.context).report
                == PaymentDocument.validate(parsed, for: Self.context).report)
        if PaymentRequest.plainlyRead(data, limits: .default) != nil {
            #expect(PaymentDocumentKind.candidates(parsed) == [.applePayRequest])
        }
    }

    /// The keys the one-pass reader requires are a request's marks, so no other kind can read as a plain request.
    @Test func theOnePassReadersRequiredKeysMarkARequest() {
        for key in ["countryCode", "supportedNetworks", "merchantCapabilities"] {
            #expect(PaymentDocumentKind.candidates(keys: [key]) == [.applePayRequest], "\(key)")
        }
    }

    static let event =
        #"{"type":"shippingmethodselected","shippingMethod":{"label":"Express","detail":"","amount":"5.00","identifier":"express"}}"#

    /// What is refused before reading, each with its exact violation, and what is read despite a doubt.
    @Test(
        arguments: [
            (
                #"{"paymentMethod":{"type":"debit"}}"#, nil, nil, "document.ambiguous@",
                "The document's keys fit 2 kinds equally well (event, payment-token); say which it is (its format: event or token)"
            ),
            (
                #"{"countryCode":"US","total":{}}"#, "token", nil, "document.otherKind@",
                "The document is an Apple Pay JS payment request, not decrypted payment data, a payment, a payment token or a payment token's envelope"
            ),
            (
                #"{"anything":1}"#, "provisioning", nil, "document.unknown@",
                "The document has none of the keys of a provisioning configuration, a generate-request input or a pass request"
            ),
            ("{", nil, nil, "json.malformed@", "The document ends too early, at line 1, column 2 (byte 1)"),
            // A token's kinds read a document no key decides as an envelope, and a forced kind reads anything.
            (
                #"{"anything":1}"#, "token", "payment-token-envelope", "json.unknownKey@anything",
                #""anything" is not a member of Apple's payment token format"#
            ),
            (
                event, nil, "event", "event.requestMissing@",
                "The event was not checked against a request: give the request the page was shown"
            ),
            (
                #"{"countryCode":"US"}"#, "w3c-payment-request", "w3c-payment-request", "w3c.unknownKey@countryCode",
                #""countryCode" is not a member here; the browser ignores it"#
            ),
        ] as [(String, String?, String?, String, String)])
    func refusedOrReadWithADoubt(json: String, format: String?, kind: String?, first: String, message: String) {
        let kinds = format.flatMap(PaymentDocumentKind.kinds(named:))
        let result = PaymentDocument.validate(jsonData: Data(json.utf8), as: kinds, for: Self.context)
        #expect(result.kind?.rawValue == kind)
        #expect(result.violations.first.map { "\($0.code)@\($0.path)" } == first)
        #expect(result.violations.first?.message == message)
        if kind == nil { #expect(!result.isValid && result.document == nil) }
    }

    /// An event against the request it belongs to; an update in the request's currency.
    @Test func whatADocumentBelongsTo() throws {
        let request = try PaymentRequest(
            jsonData: Data(contentsOf: Self.examples.appendingPathComponent("Requests/valid-coffee-shop.json")))
        let context = PaymentDocument.Context(now: Self.now, request: request)
        let event = Self.event.replacingOccurrences(of: #""express""#, with: #""hack""#)
        let forged = PaymentDocument.validate(jsonData: Data(event.utf8), for: context)
        #expect(forged.kind == .sheetEvent)
        #expect(
            forged.violations.map { "\($0.code)@\($0.path)" } == [
                "session.event.shippingMethod.notOffered@shippingMethod.identifier"
            ])
        let update = try Data(
            contentsOf: Self.examples.appendingPathComponent("Session/valid-shipping-contact-update.json"))
        #expect(PaymentDocument.validate(jsonData: update, for: context).violations.isEmpty)
        var yen = context
        yen.currency = .jpy
        yen.request = nil
        #expect(
            PaymentDocument.validate(jsonData: update, for: yen).violations.map(\.code).contains("amount.minorUnits"))
    }

    @Test func formatsAndKinds() {
        #expect(
            PaymentDocumentKind.formatNames == [
                "apple-pay-js", "update", "event", "snapshot", "merchant-validation-request", "merchant-session",
                "provisioning", "token", "w3c", "w3c-response", "google-pay", "google-pay-response", "google-pay-token",
            ])
        #expect(
            PaymentDocumentKind.kinds(named: "google-pay-response") == [
                .googlePayPaymentData, .googlePayIntermediatePaymentData, .googlePayRequestUpdate,
                .googlePayAuthorizationResult,
            ])
        #expect(
            PaymentDocumentKind.kinds(named: "w3c-response") == [
                .w3cPaymentResponse, .w3cDetailsUpdate, .w3cValidationErrors,
            ])
        #expect(PaymentDocumentKind.kinds(named: "update") == [.requestUpdate, .authorizationResult])
        #expect(PaymentDocumentKind.kinds(named: "payment-token") == [.paymentToken])
        #expect(PaymentDocumentKind.kinds(named: "xml") == nil)
        for kind in PaymentDocumentKind.allKinds {
            #expect(PaymentDocumentKind.kinds(named: kind.formatName)?.contains(kind) == true)
        }
    }

    /// The typed value codes as its kind does, and a document of unknown kind is read through Codable by its keys.
    @Test func theValueCodesAsItsKind() throws {
        let data = try Data(contentsOf: Self.examples.appendingPathComponent("Provisioning/valid-configuration.json"))
        let document = try PaymentDocument(jsonData: data)
        #expect(document.kind == .addPaymentPassConfiguration)
        let configuration = try #require(document.value(as: AddPaymentPassRequestConfiguration.self))
        #expect(document.value(as: PaymentRequest.self) == nil)
        let decoded = try JSONDecoder().decode(PaymentDocument.self, from: data)
        #expect(decoded.kind == .addPaymentPassConfiguration)
        #expect(decoded.value(as: AddPaymentPassRequestConfiguration.self) == configuration)
        let encoded = try JSONEncoder().encode(document)
        #expect(try AddPaymentPassRequestConfiguration(jsonData: encoded) == configuration)
        #expect(document.description.hasPrefix("configuration: {"))
        #expect(throws: DecodingError.self) { try PaymentDocument(jsonData: Data(#"{"paymentMethod":{}}"#.utf8)) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PaymentDocument.self, from: Data(#"{"unknown":1}"#.utf8))
        }
    }
}
