extension PaymentOrderDetails: WireValue, Codable {
    /// The keys of an `ApplePayPaymentOrderDetails`, all required.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case orderTypeIdentifier, orderIdentifier, webServiceURL, authenticationToken
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var isUsuallyPresent: Bool { true }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        orderTypeIdentifier = object.collectRequiredString(.orderTypeIdentifier) ?? ""
        orderIdentifier = object.collectRequiredString(.orderIdentifier) ?? ""
        webServiceURL =
            object.collectRequired(.webServiceURL) { value throws(WireFailure) in try decoding.url(value) }
            ?? placeholderURL
        authenticationToken = object.collectRequiredString(.authenticationToken) ?? ""
    }

    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.orderTypeIdentifier, orderTypeIdentifier)
            object.add(.orderIdentifier, orderIdentifier)
            object.add(.webServiceURL, webServiceURL.absoluteString)
            object.add(.authenticationToken, authenticationToken)
        }
    }

    /// Decodes `ApplePayPaymentOrderDetails`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes `ApplePayPaymentOrderDetails`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
