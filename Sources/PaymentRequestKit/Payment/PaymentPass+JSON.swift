extension PaymentPass: WireValue, Codable {
    /// The keys of an `ApplePayPaymentPass`.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case primaryAccountIdentifier, primaryAccountNumberSuffix, deviceAccountIdentifier, deviceAccountNumberSuffix
        case activationState
        @usableFromInline static let table = WireKeyTable(Self.self)
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        primaryAccountIdentifier = object.collectRequiredString(.primaryAccountIdentifier) ?? ""
        primaryAccountNumberSuffix =
            object.collectRequired(.primaryAccountNumberSuffix) { value throws(WireFailure) in
                try decoding.string(value)
            } ?? ""
        deviceAccountIdentifier = object.collectOptional(.deviceAccountIdentifier) { value throws(WireFailure) in
            try decoding.string(value)
        }
        deviceAccountNumberSuffix = object.collectOptional(.deviceAccountNumberSuffix) { value throws(WireFailure) in
            try decoding.string(value)
        }
        activationState =
            object.collectRequired(.activationState) { value throws(WireFailure) in
                try decoding.enumeration(value, ActivationState.self)
            } ?? .activated
    }

    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.primaryAccountIdentifier, primaryAccountIdentifier)
            object.add(.primaryAccountNumberSuffix, primaryAccountNumberSuffix)
            object.add(.deviceAccountIdentifier, deviceAccountIdentifier)
            object.add(.deviceAccountNumberSuffix, deviceAccountNumberSuffix)
            object.add(.activationState, activationState.rawValue)
        }
    }

    /// Decodes an `ApplePayPaymentPass`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayPaymentPass`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
