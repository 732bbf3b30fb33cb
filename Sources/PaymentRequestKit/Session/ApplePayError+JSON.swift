extension ApplePayError: WireValue, Codable {
    /// The keys of an `ApplePayError` as JSON.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case code, contactField, message
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var isUsuallyPresent: Bool { self == .code }
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
        message = object.collectOptionalString(.message) ?? ""
    }

    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.code, code.rawValue)
            object.add(.contactField, contactField?.rawValue)
            if !message.isEmpty { object.add(.message, message) }
        }
    }

    /// Decodes an error as a page writes it: `{"code", "contactField", "message"}`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes the error; an empty message is left out.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
