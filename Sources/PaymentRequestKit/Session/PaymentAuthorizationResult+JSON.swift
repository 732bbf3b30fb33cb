#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ApplePayError: WireValue, Codable {
    /// The keys of an `ApplePayError` as JSON.
    enum WireKeys: Int, WireKey {
        case code, contactField, message
        static let table = WireKeyTable(Self.self)
        var isUsuallyPresent: Bool { self == .code }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        code =
            object.collectRequired(.code) { value throws(WireFailure) in
                let name = try decoding.string(value)
                guard let code = Code(rawValue: name) else {
                    throw decoding.fail(
                        .jsonUnknownValue,
                        "\(quoted(name)) is not an ApplePayErrorCode (\(Code.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
                return code
            } ?? .unknown
        contactField = object.collectOptional(.contactField) { value throws(WireFailure) in
            try decoding.enumeration(value, ContactField.self)
        }
        message = object.collectOptional(.message, decoding.string) ?? ""
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 3)
        object.add(.code, code.rawValue)
        object.add(.contactField, contactField?.rawValue)
        if !message.isEmpty { object.add(.message, message) }
        return object.value
    }

    /// Decodes an error as a page writes it: `{"code", "contactField", "message"}`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes the error; an empty message is left out.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension PaymentOrderDetails: WireValue, Codable {
    /// The keys of an `ApplePayPaymentOrderDetails`, all required.
    enum WireKeys: Int, WireKey {
        case orderTypeIdentifier, orderIdentifier, webServiceURL, authenticationToken
        static let table = WireKeyTable(Self.self)
        var isUsuallyPresent: Bool { true }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        orderTypeIdentifier = object.collectRequired(.orderTypeIdentifier, decoding.string) ?? ""
        orderIdentifier = object.collectRequired(.orderIdentifier, decoding.string) ?? ""
        webServiceURL = object.collectRequired(.webServiceURL, decoding.url) ?? placeholderURL
        authenticationToken = object.collectRequired(.authenticationToken, decoding.string) ?? ""
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 4)
        object.add(.orderTypeIdentifier, orderTypeIdentifier)
        object.add(.orderIdentifier, orderIdentifier)
        object.add(.webServiceURL, webServiceURL.absoluteString)
        object.add(.authenticationToken, authenticationToken)
        return object.value
    }

    /// Decodes `ApplePayPaymentOrderDetails`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes `ApplePayPaymentOrderDetails`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension PaymentAuthorizationResult: WireDocument {
    /// The keys of an `ApplePayPaymentAuthorizationResult`.
    enum WireKeys: Int, WireKey {
        case status, errors, orderDetails
        static let table = WireKeyTable(Self.self)
        var isUsuallyPresent: Bool { self == .status }
        var shape: WireShape {
            switch self {
            case .status: .wholeNumber
            case .errors: .array(.object(ApplePayError.WireKeys.table))
            case .orderDetails: .object(PaymentOrderDetails.WireKeys.table)
            }
        }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        status =
            object.collectRequired(.status) { value throws(WireFailure) in
                let number = try decoding.int(value)
                guard let status = PaymentAuthorizationStatus(rawValue: number) else {
                    throw decoding.fail(
                        .sessionStatusInvalid, "\(number) is not a status; Safari's statuses are 0 to 7")
                }
                return status
            } ?? .failure
        errors =
            object.collectArray(.errors, fallback: ApplePayError(.unknown)) { value throws(WireFailure) in
                try ApplePayError(wire: value, decoding)
            } ?? []
        orderDetails = object.collectOptional(.orderDetails) { value throws(WireFailure) in
            try PaymentOrderDetails(wire: value, decoding)
        }
    }

    var wire: JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 3)
        object.add(.status, .number(String(status.rawValue)))
        if !errors.isEmpty { object.add(.errors, .array(errors.map { $0.wire(nil) })) }
        if let orderDetails { object.add(.orderDetails, orderDetails.wire(nil)) }
        return object.value
    }
}

extension PaymentAuthorizationResult: Codable {
    /// Decodes an `ApplePayPaymentAuthorizationResult` with the strict decoder's rules.
    public init(from decoder: any Decoder) throws { self = try Self.decoded(from: decoder) }
    /// Encodes the result in its Apple Pay JS shape.
    public func encode(to encoder: any Encoder) throws { try wire.encode(to: encoder) }

    /// Decodes an `ApplePayPaymentAuthorizationResult` document, strictly.
    ///
    /// - Throws: A `DecodingError` for every problem, with their report as its underlying error.
    public init(jsonData data: Data, limits: JSONDecodingLimits = .default) throws {
        self = try Self.decoded(from: data, limits: limits)
    }

    /// The result as compact JSON: `status`, then `errors` and `orderDetails` when there are any.
    public func jsonData() -> Data { Data(wireBytes(prettyPrinted: false)) }

    /// Decodes and validates a result document, reporting every problem.
    public static func validate(jsonData data: Data, limits: JSONDecodingLimits = .default) -> ValidationReport {
        report(jsonData: data, limits: limits) { $0.violationLog() }
    }
}
