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
        ) { parsed, context, keeps in
            PaymentRequest.reading(parsed, keeping: keeps) { $0.violationLog(for: context.validationContext) }
        },
        Registration(.requestUpdate, PaymentRequestUpdate.self, "an update", format: "update") {
            parsed, context, keeps in
            let currency = context.currency ?? context.request?.currencyCode
            let (report, update) = PaymentRequestUpdate.reading(parsed, keeping: keeps) { update in
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
        ) { parsed, _, keeps in
            PaymentAuthorizationResult.reading(parsed, keeping: keeps) { $0.violationLog() }
        },
        Registration(.sheetEvent, PaymentSheetEvent.self, "a payment sheet event", format: "event") {
            parsed, context, keeps in
            guard let request = context.request else {
                let (report, event) = PaymentSheetEvent.reading(parsed, keeping: keeps) { _ in ViolationLog() }
                let unchecked = Violation(
                    rule: .eventRequestMissing, path: "",
                    message: "The event was not checked against a request: give the request the page was shown")
                return (ValidationReport(violations: report.violations + [unchecked]), event)
            }
            return PaymentSheetEvent.reading(parsed, keeping: keeps) { $0.violationLog(against: request) }
        },
        Registration(.sessionSnapshot, PaymentSheetSnapshot.self, "a session snapshot", format: "snapshot") {
            parsed, context, keeps in
            PaymentSheetSnapshot.reading(parsed, keeping: keeps) { $0.violationLog(for: context.validationContext) }
        },
        Registration(
            .merchantValidationRequest, MerchantValidationRequest.self, "a merchant validation request",
            format: "merchant-validation-request"
        ) { parsed, _, keeps in
            MerchantValidationRequest.reading(parsed, keeping: keeps) { $0.violationLog() }
        },
        Registration(.merchantSession, MerchantSession.self, "a merchant session", format: "merchant-session") {
            parsed, context, keeps in
            let body = context.merchantValidationRequest
            let (report, session) = MerchantSession.reading(parsed, keeping: keeps) {
                $0.violationLog(against: body, now: context.now)
            }
            guard body == nil else { return (report, session) }
            let unchecked = Violation(
                rule: .merchantSessionRequestMissing, path: "",
                message: "The session was not checked against a merchant validation body: give the body the server sent"
            )
            return (ValidationReport(violations: report.violations + [unchecked]), session)
        },
        Registration(
            .addPaymentPassConfiguration, AddPaymentPassRequestConfiguration.self, "a provisioning configuration",
            format: "provisioning"
        ) { parsed, _, keeps in
            AddPaymentPassRequestConfiguration.reading(parsed, keeping: keeps) { $0.violationLog() }
        },
        Registration(
            .generateRequestInput, AddPaymentPassRequestInput.self, "a generate-request input", format: "provisioning"
        ) { parsed, context, keeps in
            AddPaymentPassRequestInput.reading(parsed, keeping: keeps) { $0.violationLog(now: context.now) }
        },
        Registration(.passRequest, AddPaymentPassRequest.self, "a pass request", format: "provisioning") {
            parsed, context, keeps in
            AddPaymentPassRequest.reading(parsed, keeping: keeps) { $0.violationLog(for: context.passEncryptionScheme) }
        },
        Registration(
            .decryptedPaymentData, DecryptedPaymentData.self, "decrypted payment data", format: "token"
        ) { parsed, context, keeps in
            DecryptedPaymentData.reading(parsed, keeping: keeps) {
                $0.violationLog(now: context.now, request: context.request)
            }
        },
        Registration(.payment, Payment.self, "a payment", format: "token") { parsed, context, keeps in
            Payment.reading(parsed, keeping: keeps) {
                $0.token.violationLog(now: context.now, request: context.request, at: Payment.WireKeys.token.path)
            }
        },
        Registration(.paymentToken, PaymentToken.self, "a payment token", format: "token") {
            parsed, context, keeps in
            PaymentToken.reading(parsed, keeping: keeps) {
                $0.violationLog(now: context.now, request: context.request, at: .document)
            }
        },
        Registration(
            .paymentTokenEnvelope, PaymentTokenEnvelope.self, "a payment token's envelope", format: "token",
            isFormatDefault: true
        ) { parsed, context, _ in
            PaymentTokenEnvelope.reading(parsed, now: context.now, request: context.request)
        },
        Registration(
            .w3cPaymentRequest, W3CPaymentRequest.self, "a W3C Payment Request document", format: "w3c"
        ) { parsed, context, _ in
            W3CPaymentRequest.reading(parsed, for: context.validationContext)
        },
        Registration(
            .googlePayPaymentDataRequest, GooglePayPaymentDataRequest.self, "a Google Pay PaymentDataRequest",
            format: "google-pay"
        ) { parsed, _, _ in
            GooglePayPaymentDataRequest.reading(parsed)
        },
        Registration(
            .googlePayToken, GooglePayToken.self, "a Google Pay payment method token", format: "google-pay-token",
            isFormatDefault: true
        ) { parsed, _, keeps in
            GooglePayToken.reading(parsed, keeping: keeps) { $0.violationLog() }
        },
        Registration(
            .googlePayRootSigningKeys, GooglePayRootSigningKeys.self, "Google's root signing keys",
            format: "google-pay-token"
        ) { parsed, context, keeps in
            GooglePayRootSigningKeys.reading(parsed, keeping: keeps) { $0.violationLog(now: context.now) }
        },
        Registration(
            .googlePayPaymentMessage, GooglePayPaymentMessage.self, "a decrypted Google Pay message",
            format: "google-pay-token"
        ) { parsed, context, keeps in
            GooglePayPaymentMessage.reading(parsed, keeping: keeps) {
                $0.violationLog(
                    now: context.now, request: context.googlePayRequest, recipient: context.googlePayRecipient)
            }
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
        /// The report and, when it decoded without a problem and the caller keeps it, the value.
        let read: @Sendable (ParsedJSON, Context, _ keeps: Bool) -> (report: ValidationReport, value: (any Sendable)?)
        /// Decodes the document a parsed tape holds, strictly.
        let decode: @Sendable (JSONTape) throws -> any Sendable
        let decodeFrom: @Sendable (any Decoder) throws -> any Sendable
        let write: @Sendable (any Sendable, _ prettyPrinted: Bool) -> Data
        let encode: @Sendable (any Sendable, any Encoder) throws -> Void

        init<Document: RegisteredDocument>(
            _ kind: PaymentDocumentKind, _: Document.Type, _ phrase: String, format: String,
            isFormatDefault: Bool = false,
            read:
                @escaping @Sendable (ParsedJSON, Context, _ keeps: Bool) -> (report: ValidationReport, value: Document?)
        ) {
            self.kind = kind
            self.phrase = phrase
            self.format = format
            self.isFormatDefault = isFormatDefault
            keys = Document.topLevelKeys
            self.read = { parsed, context, keeps in
                let (report, value) = read(parsed, context, keeps)
                return (report, keeps ? value : nil)
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
extension MerchantSession: RegisteredDocument {}
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

extension GooglePayToken: RegisteredDocument {}
extension GooglePayRootSigningKeys: RegisteredDocument {}
extension GooglePayPaymentMessage: RegisteredDocument {
    /// The message's keys less `paymentMethod` and `paymentMethodDetails`: `{"paymentMethod": ...}` is an event's
    /// or a payment token's, and a message is told by `messageId` and `messageExpiration`, which it always has.
    static var topLevelKeys: [String] { ["gatewayMerchantId", "messageExpiration", "messageId"] }
}

extension GooglePayPaymentDataRequest: RegisteredDocument {
    static var topLevelKeys: [String] { WireKeys.names }
}
