extension Payment: WireValue {
    /// The keys of an `ApplePayPayment`.
    @usableFromInline package enum WireKeys: Int, ApplePayJSKey {
        case token, billingContact, shippingContact
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var isUsuallyPresent: Bool { self == .token }
        @usableFromInline package var shape: WireShape {
            self == .token ? .object(PaymentToken.WireKeys.table) : .object(PaymentContact.WireKeys.table)
        }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        token =
            object.collectRequired(.token) { value throws(WireFailure) in try PaymentToken(wire: value, decoding) }
            ?? PaymentToken(paymentMethod: PaymentMethod(), transactionIdentifier: nil, paymentDataElement: nil)
        billingContact = object.collectOptional(.billingContact) { value throws(WireFailure) in
            try PaymentContact(wire: value, decoding)
        }
        shippingContact = object.collectOptional(.shippingContact) { value throws(WireFailure) in
            try PaymentContact(wire: value, decoding)
        }
    }

    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.token, token, nil)
            if let billingContact { object.add(.billingContact, billingContact, nil) }
            if let shippingContact { object.add(.shippingContact, shippingContact, nil) }
        }
    }
}

extension Payment: JSONDocument {
    /// The `ApplePayPayment` form: `token`, then `billingContact` and `shippingContact` when there are any. Its
    /// token's payment data is kept member for member, to be checked with
    /// ``validate(jsonData:for:limits:)``.
    public static let jsonFormat = JSONDocumentFormat<Payment>.wire
}
