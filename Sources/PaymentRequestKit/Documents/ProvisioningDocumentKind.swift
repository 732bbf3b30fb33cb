#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which of the three documents of adding a card to Wallet a JSON document is: now one format of
/// ``PaymentDocumentKind``, which tells every kind apart, and read by ``PaymentDocument``.
@available(
    *, deprecated,
    message: "Use PaymentDocumentKind and PaymentDocument, whose format \"provisioning\" holds these kinds"
)
public struct ProvisioningDocumentKind: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The kind's name: `"configuration"`, `"generate-request-input"` or `"pass-request"`.
    public let rawValue: String

    /// Creates a kind from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// An ``AddPaymentPassRequestConfiguration``.
    public static var configuration: Self { Self(rawValue: PaymentDocumentKind.addPaymentPassConfiguration.rawValue) }
    /// An ``AddPaymentPassRequestInput``.
    public static var generateRequestInput: Self { Self(rawValue: PaymentDocumentKind.generateRequestInput.rawValue) }
    /// An ``AddPaymentPassRequest``.
    public static var passRequest: Self { Self(rawValue: PaymentDocumentKind.passRequest.rawValue) }

    /// The kind's name.
    public var description: String { rawValue }

    /// The provisioning kind of a document by its top-level keys, or `nil` when its keys say it is none of them.
    public init?(jsonData data: Data, limits: JSONDecodingLimits = .default) {
        let parsed = ParsedJSON(jsonData: data, limits: limits)
        guard parsed.isValidJSON, case .kind(let kind) = PaymentDocument.recognise(parsed, as: Self.kinds) else {
            return nil
        }
        self.init(rawValue: kind.rawValue)
    }

    /// Decodes and validates a provisioning document of whichever kind it is, reporting every problem.
    public static func validate(
        jsonData data: Data, now: Date, scheme: PaymentPassEncryptionScheme? = nil,
        limits: JSONDecodingLimits = .default
    ) -> ValidationReport {
        validate(ParsedJSON(jsonData: data, limits: limits), now: now, scheme: scheme)
    }

    /// The same report as `validate(jsonData:now:scheme:limits:)`, for a document already parsed.
    public static func validate(
        _ parsed: ParsedJSON, now: Date, scheme: PaymentPassEncryptionScheme? = nil
    ) -> ValidationReport {
        PaymentDocument.validate(
            parsed, as: kinds, for: PaymentDocument.Context(now: now, passEncryptionScheme: scheme)
        )
        .report
    }

    private static let kinds: [PaymentDocumentKind] = [
        .addPaymentPassConfiguration, .generateRequestInput, .passRequest,
    ]
}
