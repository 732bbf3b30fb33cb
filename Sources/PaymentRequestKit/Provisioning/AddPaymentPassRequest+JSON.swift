#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AddPaymentPassRequest: WireDocument {
    /// The keys, in the order the writer uses.
    enum WireKeys: Int, ProvisioningKey {
        case encryptedPassData, activationData, ephemeralPublicKey, wrappedKey
        static let table = WireKeyTable(Self.self)
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        let base64 = { (value: JSONNode) throws(WireFailure) -> Data in
            try decoding.base64(value, rule: .provisioningBase64)
        }
        self.init(
            encryptedPassData: object.collectOptional(.encryptedPassData, base64),
            activationData: object.collectOptional(.activationData, base64),
            ephemeralPublicKey: object.collectOptional(.ephemeralPublicKey, base64),
            wrappedKey: object.collectOptional(.wrappedKey, base64)
        )
    }

    func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.encryptedPassData, encryptedPassData?.base64EncodedString())
            object.add(.activationData, activationData?.base64EncodedString())
            object.add(.ephemeralPublicKey, ephemeralPublicKey?.base64EncodedString())
            object.add(.wrappedKey, wrappedKey?.base64EncodedString())
        }
    }

    /// Decodes and validates an answer document, reporting every problem as a violation.
    ///
    /// - Parameters:
    ///   - data: The document, UTF-8 JSON.
    ///   - scheme: The scheme the answer must follow, or `nil` for the one its key implies.
    ///   - limits: The decoder's limits.
    public static func validate(
        jsonData data: Data, for scheme: PaymentPassEncryptionScheme? = nil, limits: JSONDecodingLimits = .default
    ) -> ValidationReport {
        validate(ParsedJSON(jsonData: data, limits: limits), for: scheme)
    }

    /// The same report as `validate(jsonData:...)` above, for a document already parsed, so that a caller that
    /// first asked which document it is (``PaymentDocumentKind/candidates(_:)``) reads its bytes once.
    public static func validate(
        _ parsed: ParsedJSON, for scheme: PaymentPassEncryptionScheme? = nil
    ) -> ValidationReport {
        report(parsed) { $0.violationLog(for: scheme) }
    }
}

extension AddPaymentPassRequest: JSONDocument {
    /// The answer's JSON form: `PKAddPaymentPassRequest`'s four members as standard Base64 strings,
    /// `encryptedPassData`, `activationData`, and `ephemeralPublicKey` or `wrappedKey`, in that order, each left
    /// out when absent; ``validate(for:)`` says which the scheme needs.
    public static let jsonFormat = JSONDocumentFormat<AddPaymentPassRequest>.wire
}
