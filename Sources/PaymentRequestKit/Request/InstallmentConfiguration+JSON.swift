extension InstallmentConfiguration {
    /// Reads an `ApplePayInstallmentConfiguration`: any JSON object, kept member for member.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        guard decoding.tape.kind(value) == .object else { throw decoding.typeMismatch(.object, value) }
        self.init(object: decoding.tape.value(value))
    }
}

extension InstallmentConfiguration: Codable {
    /// Decodes the configuration: any JSON object, kept member for member.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard case .object = value else {
            throw DecodingError.violation(.jsonType, "Expected the installment configuration as an object", at: decoder)
        }
        self.init(object: value)
    }

    /// Encodes the configuration's members; through `Encoder`, a number that is not whole cannot be written
    /// (use ``jsonData`` for the exact bytes).
    public func encode(to encoder: any Encoder) throws { try object.encode(to: encoder) }
}
