#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Every kind of document the library reads, registered once: adding a kind is its folder and one entry here.

extension PaymentDocument {
    /// Every kind, in the order its format's kinds are tried.
    static let registrations: [Registration] = [
        Registration(
            .applePayRequest, PaymentRequest.self, "an Apple Pay JS payment request", format: "apple-pay-js"
        ) { parsed, context in
            PaymentRequest.reading(parsed) { $0.violationLog(for: context.validationContext) }
        },
        Registration(.requestUpdate, PaymentRequestUpdate.self, "an update", format: "update") { parsed, context in
            let currency = context.currency ?? context.request?.currencyCode
            let (report, update) = PaymentRequestUpdate.reading(parsed) { update in
                var update = update
                update.kind = context.updateKind ?? update.kind
                return update.violationLog(
                    currency: currency ?? .usd, context: context.validationContext,
                    checkErrors: context.updateKind != nil)
            }
            guard currency == nil else { return (report, update) }
            // An update carries no currency: say which one its amounts were checked in.
            let assumed = Violation(
                rule: .updateCurrencyAssumed, path: "",
                message: "The update's amounts were checked in USD, as no currency and no request were given")
            return (ValidationReport(violations: report.violations + [assumed]), update)
        },
        Registration(
            .authorizationResult, PaymentAuthorizationResult.self, "an authorization result", format: "update"
        ) { parsed, _ in
            PaymentAuthorizationResult.reading(parsed) { $0.violationLog() }
        },
        Registration(.sheetEvent, PaymentSheetEvent.self, "a payment sheet event", format: "event") {
            parsed, context in
            guard let request = context.request else {
                let (report, event) = PaymentSheetEvent.reading(parsed) { _ in ViolationLog() }
                let unchecked = Violation(
                    rule: .eventRequestMissing, path: "",
                    message: "The event was not checked against a request: give the request the page was shown")
                return (ValidationReport(violations: report.violations + [unchecked]), event)
            }
            return PaymentSheetEvent.reading(parsed) { $0.violationLog(against: request) }
        },
        Registration(.sessionSnapshot, PaymentSheetSnapshot.self, "a session snapshot", format: "snapshot") {
            parsed, context in
            PaymentSheetSnapshot.reading(parsed) { $0.violationLog(for: context.validationContext) }
        },
        Registration(
            .merchantValidationRequest, MerchantValidationRequest.self, "a merchant validation request",
            format: "merchant-validation-request"
        ) { parsed, _ in
            MerchantValidationRequest.reading(parsed) { $0.violationLog() }
        },
        Registration(
            .addPaymentPassConfiguration, AddPaymentPassRequestConfiguration.self, "a provisioning configuration",
            format: "provisioning"
        ) { parsed, _ in
            AddPaymentPassRequestConfiguration.reading(parsed) { $0.violationLog() }
        },
        Registration(
            .generateRequestInput, AddPaymentPassRequestInput.self, "a generate-request input", format: "provisioning"
        ) { parsed, context in
            AddPaymentPassRequestInput.reading(parsed) { $0.violationLog(now: context.now) }
        },
        Registration(.passRequest, AddPaymentPassRequest.self, "a pass request", format: "provisioning") {
            parsed, context in
            AddPaymentPassRequest.reading(parsed) { $0.violationLog(for: context.passEncryptionScheme) }
        },
        Registration(
            .decryptedPaymentData, DecryptedPaymentData.self, "decrypted payment data", format: "token"
        ) { parsed, context in
            DecryptedPaymentData.reading(parsed) { $0.violationLog(now: context.now, request: context.request) }
        },
        Registration(.payment, Payment.self, "a payment", format: "token") { parsed, context in
            Payment.reading(parsed) {
                $0.token.violationLog(now: context.now, request: context.request, at: Payment.WireKeys.token.path)
            }
        },
        Registration(.paymentToken, PaymentToken.self, "a payment token", format: "token") { parsed, context in
            PaymentToken.reading(parsed) { $0.violationLog(now: context.now, request: context.request, at: .document) }
        },
        Registration(
            .paymentTokenEnvelope, PaymentTokenEnvelope.self, "a payment token's envelope", format: "token",
            isFormatDefault: true
        ) { parsed, context in
            PaymentTokenEnvelope.reading(parsed, now: context.now, request: context.request)
        },
        Registration(
            .w3cPaymentRequest, W3CPaymentRequest.self, "a W3C Payment Request document", format: "w3c"
        ) { parsed, context in
            W3CPaymentRequest.reading(parsed, for: context.validationContext)
        },
        Registration(
            .googlePayPaymentDataRequest, GooglePayPaymentDataRequest.self, "a Google Pay PaymentDataRequest",
            format: "google-pay"
        ) { parsed, _ in
            GooglePayPaymentDataRequest.reading(parsed)
        },
    ]

    /// One kind of document: its keys, its format, and how it is read, checked, written and coded.
    struct Registration: Sendable {
        let kind: PaymentDocumentKind
        /// The kind in a sentence, with its article: "an Apple Pay JS payment request".
        let phrase: String
        /// The name of the format the kind is read under, which kinds told apart by their keys share.
        let format: String
        /// Whether a document of the format whose keys decide nothing is read as this kind.
        let isFormatDefault: Bool
        /// The top-level keys the kind's format knows.
        let keys: [String]
        /// The report and, when it decoded without a problem, the value.
        let read: @Sendable (ParsedJSON, Context) -> (report: ValidationReport, value: (any Sendable)?)
        /// Decodes the document a parsed tape holds, strictly.
        let decode: @Sendable (JSONTape) throws -> any Sendable
        let decodeFrom: @Sendable (any Decoder) throws -> any Sendable
        let write: @Sendable (any Sendable, _ prettyPrinted: Bool) -> Data
        let encode: @Sendable (any Sendable, any Encoder) throws -> Void

        init<Document: RegisteredDocument>(
            _ kind: PaymentDocumentKind, _: Document.Type, _ phrase: String, format: String,
            isFormatDefault: Bool = false,
            read: @escaping @Sendable (ParsedJSON, Context) -> (report: ValidationReport, value: Document?)
        ) {
            self.kind = kind
            self.phrase = phrase
            self.format = format
            self.isFormatDefault = isFormatDefault
            keys = Document.topLevelKeys
            self.read = { parsed, context in
                let (report, value) = read(parsed, context)
                return (report, value)
            }
            decode = { tape in try Document.decodedDocument(tape) }
            decodeFrom = { decoder in try Document(from: decoder) }
            // Only a registration's own value reaches its closures: `PaymentDocument` keeps the two together.
            write = { value, prettyPrinted in (value as! Document).documentJSON(prettyPrinted: prettyPrinted) }
            encode = { value, encoder in try (value as! Document).encode(to: encoder) }
        }
    }
}

/// A document type ``PaymentDocument`` reads: its top-level keys tell it apart, and it has the library's document
/// face, or the part of it an update has (an update's JSON form names no currency).
protocol RegisteredDocument: Codable, Sendable {
    /// The top-level keys of the type's format.
    static var topLevelKeys: [String] { get }
    /// Decodes the document a parsed tape holds, strictly, as `init(jsonData:)` does from its bytes.
    static func decodedDocument(_ tape: JSONTape) throws -> Self
    /// The document's JSON, byte-stable.
    func documentJSON(prettyPrinted: Bool) -> Data
}

extension RegisteredDocument where Self: JSONDocument {
    func documentJSON(prettyPrinted: Bool) -> Data { jsonData(prettyPrinted: prettyPrinted) }
}

extension RegisteredDocument where Self: WireDocument {
    static var topLevelKeys: [String] { WireKeys.names }

    static func decodedDocument(_ tape: JSONTape) throws -> Self {
        try WireDecoding.decode(tape: tape) { node, decoding throws(WireFailure) in try Self(wire: node, decoding) }
    }
}

extension RegisteredDocument where Self: CheckedDocument {
    static func decodedDocument(_ tape: JSONTape) throws -> Self {
        try Self(JSONElement(root: tape), codingPath: [])
    }
}

extension PaymentRequest: RegisteredDocument {}
extension PaymentAuthorizationResult: RegisteredDocument {}
extension PaymentSheetEvent: RegisteredDocument {}
extension PaymentSheetSnapshot: RegisteredDocument {}
extension MerchantValidationRequest: RegisteredDocument {}
extension AddPaymentPassRequestConfiguration: RegisteredDocument {}
extension AddPaymentPassRequestInput: RegisteredDocument {}
extension AddPaymentPassRequest: RegisteredDocument {}
extension DecryptedPaymentData: RegisteredDocument {}
extension Payment: RegisteredDocument {}
extension PaymentToken: RegisteredDocument {}
extension PaymentTokenEnvelope: RegisteredDocument {}

extension PaymentRequestUpdate: RegisteredDocument {
    /// Amounts as they were read: an update names no currency.
    func documentJSON(prettyPrinted: Bool) -> Data { Data(wireBytes(prettyPrinted: prettyPrinted)) }
}

extension W3CPaymentRequest: RegisteredDocument {
    static var topLevelKeys: [String] { WireKeys.names }
}

extension GooglePayPaymentDataRequest: RegisteredDocument {
    static var topLevelKeys: [String] { WireKeys.names }
}
