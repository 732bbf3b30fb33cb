extension DisbursementRequest {
    /// The keys of an `ApplePayDisbursementRequest`.
    enum WireKeys: Int, WireKey {
        case requiredRecipientContactFields
        static let table = WireKeyTable(Self.self)
        var shape: WireShape { .array(.string) }
    }

    /// Reads an `ApplePayDisbursementRequest`.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        requiredRecipientContactFields =
            object.collectOptional(.requiredRecipientContactFields) { value throws(WireFailure) in
                try PaymentRequest.contactFields(value, decoding)
            } ?? []
    }

    var wire: JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 1)
        if !requiredRecipientContactFields.isEmpty {
            object.add(
                .requiredRecipientContactFields, .array(requiredRecipientContactFields.jsNames.map(JSONValue.string)))
        }
        return object.value
    }
}

extension DisbursementRequest: WireValue, Codable {
    func wire(_ currency: CurrencyCode?) -> JSONValue { wire }
    /// Decodes an `ApplePayDisbursementRequest`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayDisbursementRequest`.
    public func encode(to encoder: any Encoder) throws { try wire.encode(to: encoder) }
}
