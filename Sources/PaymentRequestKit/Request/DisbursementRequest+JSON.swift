extension DisbursementRequest {
    /// The keys of an `ApplePayDisbursementRequest`.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case requiredRecipientContactFields
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var shape: WireShape { .array(.string) }
    }

    /// Reads an `ApplePayDisbursementRequest`.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        requiredRecipientContactFields =
            object.collectOptional(.requiredRecipientContactFields) { value throws(WireFailure) in
                try PaymentRequest.contactFields(value, decoding)
            } ?? []
    }

    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            if !requiredRecipientContactFields.isEmpty {
                object.add(.requiredRecipientContactFields, strings: requiredRecipientContactFields.jsNames)
            }
        }
    }
}

extension DisbursementRequest: WireValue, Codable {
    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) { write(to: &output) }
    /// Decodes an `ApplePayDisbursementRequest`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayDisbursementRequest`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
