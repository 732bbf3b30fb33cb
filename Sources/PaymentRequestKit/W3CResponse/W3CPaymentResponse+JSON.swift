extension W3CPaymentResponse: CheckedDocument {
    @usableFromInline package init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        self = try W3CDocumentCheck.decodingAnswer(root, codingPath: codingPath) { check, root in
            check.readResponse(root)
        }
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.requestId, requestId)
            object.add(.methodName, methodName)
            object.add(.details, detailsValue.value)
            if let shippingAddress { object.add(.shippingAddress) { shippingAddress.write(to: &$0) } }
            object.add(.shippingOption, shippingOption)
            object.add(.payerName, payerName)
            object.add(.payerEmail, payerEmail)
            object.add(.payerPhone, payerPhone)
        }
    }

    /// The members of `PaymentResponse.toJSON()`, in its order.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case requestId, methodName, details, shippingAddress, shippingOption, payerName, payerEmail, payerPhone
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension W3CPaymentResponse: JSONDocument {
    /// `PaymentResponse.toJSON()`: decoding throws one `DecodingError` for every error
    /// ``validate(jsonData:for:limits:)`` finds without the request. Absent members are left out; the details are
    /// carried as they are.
    public static let jsonFormat = JSONDocumentFormat<W3CPaymentResponse>.checked
}
