extension PaymentTokenContext {
    /// The value a missing or unreadable context takes while the rest of a document is read.
    static var placeholder: PaymentTokenContext {
        PaymentTokenContext(merchantIdentifier: "", externalIdentifier: "", merchantName: "", amount: .zero)
    }

    /// The keys, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case merchantIdentifier, externalIdentifier, merchantName, merchantDomain, amount
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var isUsuallyPresent: Bool { self != .merchantDomain }
    }

    /// Reads an `ApplePayPaymentTokenContext`; missing names read as empty, for validation to report.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        // Safari requires the three keys (IDL `required DOMString`); empty strings are for the rules.
        merchantIdentifier = object.collectRequiredString(.merchantIdentifier) ?? ""
        externalIdentifier = object.collectRequiredString(.externalIdentifier) ?? ""
        merchantName = object.collectRequiredString(.merchantName) ?? ""
        merchantDomain = object.collectOptional(.merchantDomain) { value throws(WireFailure) in
            try decoding.string(value)
        }
        amount = object.collectRequired(.amount) { value throws(WireFailure) in try decoding.amount(value) } ?? .zero
    }

    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.merchantIdentifier, merchantIdentifier)
            object.add(.externalIdentifier, externalIdentifier)
            object.add(.merchantName, merchantName)
            object.add(.merchantDomain, merchantDomain)
            object.add(.amount, amount.wireText(currency))
        }
    }
}

extension PaymentTokenContext: WireValue, Codable {
    /// Decodes an `ApplePayPaymentTokenContext`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayPaymentTokenContext`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
