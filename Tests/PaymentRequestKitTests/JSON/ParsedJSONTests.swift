import Foundation
import Testing

@testable import PaymentRequestKit

/// A document parsed once (``ParsedJSON``) is recognised and validated exactly as its bytes are.
@Suite struct ParsedJSONTests {
    static let now = Date(timeIntervalSince1970: 1_795_262_400)
    static let context = ValidationContext.web(now: now)

    /// Both entry points of one kind: from the bytes, and from the parsed document.
    static func reports(_ data: Data, as kind: PaymentDocumentKind) -> (
        bytes: ValidationReport, parsed: ValidationReport
    ) {
        let parsed = ParsedJSON(jsonData: data)
        switch kind {
        case .requestUpdate:
            return (
                PaymentRequestUpdate.validate(jsonData: data, kind: nil, currency: .usd, for: context),
                PaymentRequestUpdate.validate(parsed, kind: nil, currency: .usd, for: context)
            )
        case .authorizationResult:
            return (PaymentAuthorizationResult.validate(jsonData: data), PaymentAuthorizationResult.validate(parsed))
        case .sheetEvent: return (PaymentSheetEvent.validate(jsonData: data), PaymentSheetEvent.validate(parsed))
        case .sessionSnapshot:
            return (
                PaymentSheetSnapshot.validate(jsonData: data, for: context),
                PaymentSheetSnapshot.validate(parsed, for: context)
            )
        case .merchantValidationRequest:
            return (MerchantValidationRequest.validate(jsonData: data), MerchantValidationRequest.validate(parsed))
        case .addPaymentPassConfiguration, .generateRequestInput, .passRequest:
            // Through the one room, which reads each as its own type does.
            return (
                PaymentDocument.validate(jsonData: data, as: [kind], for: .init(now: now)).report,
                PaymentDocument.validate(parsed, as: [kind], for: .init(now: now)).report
            )
        case .decryptedPaymentData:
            return (
                DecryptedPaymentData.validate(jsonData: data, now: now), DecryptedPaymentData.validate(parsed, now: now)
            )
        case .payment: return (Payment.validate(jsonData: data, now: now), Payment.validate(parsed, now: now))
        case .paymentToken:
            return (PaymentToken.validate(jsonData: data, now: now), PaymentToken.validate(parsed, now: now))
        case .paymentTokenEnvelope:
            return (
                PaymentTokenEnvelope.validate(jsonData: data, now: now), PaymentTokenEnvelope.validate(parsed, now: now)
            )
        case .w3cPaymentRequest:
            return (
                W3CPaymentRequest.validate(jsonData: data, for: context),
                W3CPaymentRequest.validate(parsed, for: context)
            )
        case .googlePayPaymentDataRequest:
            return (GooglePayPaymentDataRequest.validate(jsonData: data), GooglePayPaymentDataRequest.validate(parsed))
        default:
            return (
                PaymentRequest.validate(jsonData: data, for: context), PaymentRequest.validate(parsed, for: context)
            )
        }
    }

    @Test(arguments: PaymentDocumentKindTests.exampleKinds.map(\.file))
    func examplesReportAlikeFromBytesAndParsed(file: String) throws {
        let data = try Data(contentsOf: PaymentDocumentKindTests.examples.appendingPathComponent(file))
        let parsed = ParsedJSON(jsonData: data)
        #expect(parsed.isValidJSON)
        let kind = try #require(PaymentDocumentKind(parsed))
        #expect(PaymentDocumentKind.candidates(parsed) == PaymentDocumentKind.candidates(jsonData: data))
        let (bytes, fromParsed) = Self.reports(data, as: kind)
        #expect(fromParsed == bytes, "\(file)")
    }

    /// A document that does not parse, or breaks a limit, is no kind, and every kind reports the same problem
    /// from either entry point.
    @Test(arguments: ["", "{", "{\"a\":1,\"a\":2}", "[1,]", "\u{FEFF}{}x", String(repeating: "[", count: 600)])
    func malformedDocumentsReportAlike(text: String) {
        let data = Data(text.utf8)
        let parsed = ParsedJSON(jsonData: data)
        #expect(!parsed.isValidJSON)
        #expect(PaymentDocumentKind.candidates(parsed).isEmpty)
        for kind in PaymentDocumentKind.allKinds {
            let (bytes, fromParsed) = Self.reports(data, as: kind)
            #expect(fromParsed == bytes, "\(kind)")
            #expect(fromParsed.violations.count == 1, "\(kind)")
            #expect(fromParsed.violations.first?.rule.code.hasPrefix("json.") == true, "\(kind)")
        }
    }

    @Test func limitsApplyWhenParsing() {
        let limits = JSONDecodingLimits(maxDocumentBytes: 8, maxDepth: 4, maxStringBytes: 4, maxValueCount: 10)
        let parsed = ParsedJSON(jsonData: Data(#"{"countryCode":"US"}"#.utf8), limits: limits)
        #expect(!parsed.isValidJSON)
        let report = PaymentRequest.validate(parsed, for: Self.context)
        #expect(report.violations.map(\.rule) == [.jsonLimit])
    }
}
