#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Payment: WireValue, Codable {
    /// The keys of an `ApplePayPayment`.
    enum WireKeys: Int, WireKey {
        case token, billingContact, shippingContact
        static let table = WireKeyTable(Self.self)
        var isUsuallyPresent: Bool { self == .token }
        var shape: WireShape {
            self == .token ? .object(PaymentToken.WireKeys.table) : .object(PaymentContact.WireKeys.table)
        }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        token =
            object.collectRequired(.token) { value throws(WireFailure) in try PaymentToken(wire: value, decoding) }
            ?? PaymentToken(paymentMethod: PaymentMethod(), transactionIdentifier: nil, paymentDataValue: nil)
        billingContact = object.collectOptional(.billingContact) { value throws(WireFailure) in
            try PaymentContact(wire: value, decoding)
        }
        shippingContact = object.collectOptional(.shippingContact) { value throws(WireFailure) in
            try PaymentContact(wire: value, decoding)
        }
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 3)
        object.add(.token, token.wire(nil))
        if let billingContact { object.add(.billingContact, billingContact.wire) }
        if let shippingContact { object.add(.shippingContact, shippingContact.wire) }
        return object.value
    }

    /// Decodes an `ApplePayPayment`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayPayment`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension Payment: JSONDocument {
    /// Decodes an `ApplePayPayment` document strictly, reporting every problem at once; its payment data is kept member for
    /// member, to be checked with ``validate(jsonData:now:request:limits:)``.
    public init(jsonData data: Data, limits: JSONDecodingLimits) throws {
        self = try Self.decoded(from: data, limits: limits)
    }

    /// The payment as compact or pretty-printed JSON.
    public func jsonData(prettyPrinted: Bool) -> Data { Data(wireBytes(prettyPrinted: prettyPrinted)) }
}
