#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which of the three documents of adding a card to Wallet a JSON document is, told apart by its keys.
///
/// A pass request has `encryptedPassData`, `activationData`, `ephemeralPublicKey` or `wrappedKey`; a
/// generate-request input has `certificateChain`, `nonce` or `nonceSignature`; a configuration has
/// `encryptionScheme` or another of its keys. A document with a key of an Apple Pay JS payment request is none of
/// them. New kinds may be added.
public struct ProvisioningDocumentKind: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The kind's name: `"configuration"`, `"generate-request-input"` or `"pass-request"`.
    public let rawValue: String

    /// Creates a kind from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// An ``AddPaymentPassRequestConfiguration``.
    public static var configuration: ProvisioningDocumentKind { ProvisioningDocumentKind(rawValue: "configuration") }
    /// An ``AddPaymentPassRequestInput``.
    public static var generateRequestInput: ProvisioningDocumentKind {
        ProvisioningDocumentKind(rawValue: "generate-request-input")
    }
    /// An ``AddPaymentPassRequest``.
    public static var passRequest: ProvisioningDocumentKind { ProvisioningDocumentKind(rawValue: "pass-request") }

    /// The kind's name.
    public var description: String { rawValue }

    /// The kind of a document by its top-level keys, or `nil` when it is not a JSON object with any of them, or
    /// has a key of a payment request.
    public init?(jsonData data: Data, limits: JSONDecodingLimits = .default) {
        guard let tape = try? JSONParser.parse(data, limits: limits), tape.kind(.root) == .object else { return nil }
        self.init(keys: Self.knownKeys(of: tape))
    }

    /// Every key the recognition reads (those of the three documents and of a payment request).
    private static let recognisedKeys = Set(
        [
            PaymentRequest.WireKeys.table, AddPaymentPassRequest.WireKeys.table,
            AddPaymentPassRequestInput.WireKeys.table, AddPaymentPassRequestConfiguration.WireKeys.table,
        ].flatMap(\.names))

    /// The top-level keys that can decide the kind: a document of unknown keys keeps no set of them.
    private static func knownKeys(of tape: JSONTape) -> [String] {
        guard tape.kind(.root) == .object else { return [] }
        return tape.keys(.root).lazy.map(tape.string).filter(recognisedKeys.contains)
    }

    init?(keys: [String]) {
        let keys = Set(keys)
        func any(of known: WireKeyTable, except: String = "") -> Bool {
            known.names.contains { $0 != except && keys.contains($0) }
        }
        // No key of a payment request belongs to these documents, so one of them marks a payment request.
        if any(of: PaymentRequest.WireKeys.table) {
            return nil
        } else if any(of: AddPaymentPassRequest.WireKeys.table) {
            self = .passRequest
        } else if any(of: AddPaymentPassRequestInput.WireKeys.table, except: "encryptionScheme") {
            self = .generateRequestInput
        } else if any(of: AddPaymentPassRequestConfiguration.WireKeys.table) {
            self = .configuration
        } else {
            return nil
        }
    }

    /// Decodes and validates a provisioning document of whichever kind it is, reporting every problem.
    ///
    /// A document that is not JSON is reported as such; one with none of the three kinds' keys is reported with
    /// ``ValidationRule/provisioningDocumentUnknown``.
    ///
    /// - Parameters:
    ///   - data: The document, UTF-8 JSON.
    ///   - now: The current date, for the certificates of a generate-request input.
    ///   - scheme: The scheme a pass request must follow, or `nil` for the one its key implies.
    ///   - limits: The decoder's limits.
    public static func validate(
        jsonData data: Data, now: Date, scheme: PaymentPassEncryptionScheme? = nil,
        limits: JSONDecodingLimits = .default
    ) -> ValidationReport {
        validate(ParsedJSON(jsonData: data, limits: limits), now: now, scheme: scheme)
    }

    /// The same report as `validate(jsonData:now:scheme:limits:)`, for a document already parsed, so that a
    /// caller that first asked which document it is (``PaymentDocumentKind/candidates(_:)``) reads its bytes once.
    public static func validate(
        _ parsed: ParsedJSON, now: Date, scheme: PaymentPassEncryptionScheme? = nil
    ) -> ValidationReport {
        parsed.report { validate(tape: $0, now: now, scheme: scheme) }
    }

    private static func validate(tape: JSONTape, now: Date, scheme: PaymentPassEncryptionScheme?) -> ValidationReport {
        let keys = Self.knownKeys(of: tape)
        // The document is read once: the kind's decoder reads the tape its keys were read from.
        switch ProvisioningDocumentKind(keys: keys) {
        case .passRequest?: return AddPaymentPassRequest.report(tape: tape) { $0.violationLog(for: scheme) }
        case .generateRequestInput?: return AddPaymentPassRequestInput.report(tape: tape) { $0.violationLog(now: now) }
        case .configuration?: return AddPaymentPassRequestConfiguration.report(tape: tape) { $0.violationLog() }
        default:
            let message =
                PaymentRequest.WireKeys.table.names.contains(where: keys.contains)
                ? "The document is an Apple Pay JS payment request, not a provisioning document"
                : "The document has none of the keys of a configuration (encryptionScheme), a generate-request input (certificateChain) or a pass request (encryptedPassData)"
            return ValidationReport(violations: [
                Violation(rule: .provisioningDocumentUnknown, path: "", message: message)
            ])
        }
    }
}
