#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentTokenEnvelope: WireDocument {
    /// The keys of `paymentData`.
    @usableFromInline package enum WireKeys: Int, PaymentTokenFormatKey {
        case version, data, signature, header
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var isUsuallyPresent: Bool { true }
        @usableFromInline package var shape: WireShape { self == .header ? .object(Header.WireKeys.table) : .string }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        let base64 = { (value: JSONNode) throws(WireFailure) -> Data in try decoding.base64(value, rule: .tokenBase64) }
        self.init(
            version: object.collectRequired(.version) { value throws(WireFailure) in
                try decoding.enumeration(value, Version.self)
            } ?? .ecV1,
            data: object.collectRequired(.data, base64) ?? Data(),
            signature: object.collectRequired(.signature, base64) ?? Data(),
            header: object.collectRequired(.header) { value throws(WireFailure) in try Header(wire: value, decoding) }
                ?? Header(publicKeyHash: Data(), transactionId: Data()))
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.version, version.rawValue)
            object.add(.data, data.base64EncodedString())
            object.add(.signature, signature.base64EncodedString())
            object.add(.header) { header.write(to: &$0) }
        }
    }
}

extension PaymentTokenEnvelope.Header {
    /// The keys of the header.
    @usableFromInline enum WireKeys: Int, PaymentTokenFormatKey {
        case ephemeralPublicKey, wrappedKey, publicKeyHash, transactionId, applicationData
        @usableFromInline static let table = WireKeyTable(Self.self)
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        let base64 = { (value: JSONNode) throws(WireFailure) -> Data in try decoding.base64(value, rule: .tokenBase64) }
        let hex = { (value: JSONNode) throws(WireFailure) -> Data in
            let text = try decoding.string(value)
            guard let bytes = hexBytes(text) else {
                throw decoding.fail(
                    .tokenHex, "\(quoted(text, limit: 80)) is not hexadecimal (an even number of 0-9 and a-f)")
            }
            return bytes
        }
        self.init(
            ephemeralPublicKey: object.collectOptional(.ephemeralPublicKey, base64),
            wrappedKey: object.collectOptional(.wrappedKey, base64),
            publicKeyHash: object.collectRequired(.publicKeyHash, base64) ?? Data(),
            transactionId: object.collectRequired(.transactionId, hex) ?? Data(),
            applicationData: object.collectOptional(.applicationData, hex))
    }

    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.ephemeralPublicKey, ephemeralPublicKey?.base64EncodedString())
            object.add(.wrappedKey, wrappedKey?.base64EncodedString())
            object.add(.publicKeyHash, publicKeyHash.base64EncodedString())
            object.add(.transactionId, hexString(transactionId))
            object.add(.applicationData, applicationData.map(hexString))
        }
    }
}

extension PaymentTokenEnvelope {
    /// The report of an envelope read as a document of its own, with its signature's container, and the envelope
    /// when it decoded cleanly.
    static func reading(
        _ parsed: ParsedJSON, now: Date, transactionIdentifier: String? = nil, request: PaymentRequest? = nil
    ) -> (report: ValidationReport, value: Self?) {
        var envelope: Self?
        let report = parsed.report { tape in
            let read = reading(
                JSONElement(root: tape), now: now, transactionIdentifier: transactionIdentifier, request: request)
            envelope = read.value
            return read.report
        }
        return (report, envelope)
    }

    /// The report of an envelope where a token's document holds it.
    static func validate(
        _ element: JSONElement, now: Date, transactionIdentifier: String?, request: PaymentRequest?
    ) -> ValidationReport {
        reading(element, now: now, transactionIdentifier: transactionIdentifier, request: request).report
    }

    /// The report of the envelope where a token's document holds it, and the envelope when it decoded cleanly.
    static func reading(
        _ element: JSONElement, now: Date, transactionIdentifier: String?, request: PaymentRequest?
    ) -> (report: ValidationReport, value: Self?) {
        let (report, envelope) = reading(element) { envelope in
            envelope.violationLog(transactionIdentifier: transactionIdentifier, request: request)
        }
        // A truncated report already says all it can hold.
        guard let envelope, report.violations.last?.rule != .reportTruncated else { return (report, envelope) }
        let signature = envelope.validateSignatureContainer(now: now)
        return (ValidationReport(capping: [report.violations, signature.violations], dropped: 0), envelope)
    }
}

extension PaymentTokenEnvelope: JSONDocument {
    /// The token's `paymentData` in its key order.
    public static let jsonFormat = JSONDocumentFormat<PaymentTokenEnvelope>.wire
}
