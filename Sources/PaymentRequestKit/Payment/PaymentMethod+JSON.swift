extension PaymentMethod: WireValue, Codable {
    /// The keys of an `ApplePayPaymentMethod`.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case displayName, network, type, paymentPass, billingContact
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var shape: WireShape {
            switch self {
            case .paymentPass: .object(PaymentPass.WireKeys.table)
            case .billingContact: .object(PaymentContact.WireKeys.table)
            default: .string
            }
        }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        displayName = object.collectOptionalString(.displayName)
        network = object.collectOptionalString(.network)
        type = object.collectOptional(.type) { value throws(WireFailure) in
            try decoding.enumeration(value, PaymentMethodType.self)
        }
        paymentPass = object.collectOptional(.paymentPass) { value throws(WireFailure) in
            try PaymentPass(wire: value, decoding)
        }
        billingContact = object.collectOptional(.billingContact) { value throws(WireFailure) in
            try PaymentContact(wire: value, decoding)
        }
    }

    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.displayName, displayName)
            object.add(.network, network)
            object.add(.type, type?.rawValue)
            if let paymentPass { object.add(.paymentPass, paymentPass, nil) }
            if let billingContact { object.add(.billingContact, billingContact, nil) }
        }
    }

    /// Decodes an `ApplePayPaymentMethod`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayPaymentMethod`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
