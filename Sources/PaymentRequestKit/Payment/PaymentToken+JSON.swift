extension PaymentToken: WireValue {
    /// The keys of an `ApplePayPaymentToken`.
    @usableFromInline package enum WireKeys: Int, ApplePayJSKey {
        case paymentMethod, transactionIdentifier, paymentData
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var shape: WireShape {
            switch self {
            case .paymentMethod: .object(PaymentMethod.WireKeys.table)
            case .transactionIdentifier: .string
            case .paymentData: .any
            }
        }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        self.init(
            paymentMethod: object.collectRequired(.paymentMethod) { value throws(WireFailure) in
                try PaymentMethod(wire: value, decoding)
            } ?? PaymentMethod(),
            transactionIdentifier: object.collectOptional(.transactionIdentifier) { value throws(WireFailure) in
                try decoding.string(value)
            },
            paymentDataElement: object.collectOptional(.paymentData) { value throws(WireFailure) in
                guard decoding.tape.kind(value) == .object else { throw decoding.typeMismatch(.object, value) }
                return JSONElement(tape: decoding.tape, node: value)
            })
    }

    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.paymentMethod, paymentMethod, nil)
            object.add(.transactionIdentifier, transactionIdentifier)
            if let paymentData { object.add(.paymentData, paymentData) }
        }
    }
}

extension PaymentToken {
    /// The payment data's envelope, decoded strictly.
    ///
    /// - Throws: A `DecodingError` for every problem of the envelope, or when the token has no payment data.
    public func envelope() throws -> PaymentTokenEnvelope {
        if isSimulated {
            throw Self.simulatedLog(at: .document).report.decodingError(codingPath: [])
        }
        guard let paymentDataElement else {
            throw DecodingError.valueNotFound(
                PaymentTokenEnvelope.self,
                DecodingError.Context(
                    codingPath: [], debugDescription: "The token has no payment data [json.missingKey]"))
        }
        // Read where the token's document holds it, with the strict reader's rules.
        return try WireDecoding.decode(tape: paymentDataElement.tape) { _, decoding throws(WireFailure) in
            try PaymentTokenEnvelope(wire: paymentDataElement.node, decoding)
        }
    }
}

extension PaymentToken: JSONDocument {
    /// The `ApplePayPaymentToken` form: `paymentMethod`, `transactionIdentifier` and `paymentData`. The payment
    /// data is kept member for member, to be checked with ``validate(jsonData:for:limits:)``; through
    /// `Codable` it keeps its members and values, not their order.
    public static let jsonFormat = JSONDocumentFormat<PaymentToken>.wire
}
