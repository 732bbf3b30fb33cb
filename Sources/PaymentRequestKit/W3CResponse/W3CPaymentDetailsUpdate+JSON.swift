extension W3CPaymentDetailsUpdate: CheckedDocument {
    @usableFromInline package init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        self = try W3CDocumentCheck.decodingAnswer(root, codingPath: codingPath) { check, root in
            check.readUpdate(root, requestShipping: true)
        }
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            if let total { object.add(.total) { total.write(to: &$0) } }
            if let displayItems {
                object.add(.displayItems, each: displayItems) { item, output in item.write(to: &output) }
            }
            if let shippingOptions {
                object.add(.shippingOptions, each: shippingOptions) { option, output in option.write(to: &output) }
            }
            if let modifiers {
                object.add(.modifiers, each: modifiers) { modifier, output in modifier.write(to: &output) }
            }
            object.add(.error, error)
            if let shippingAddressErrors { object.add(.shippingAddressErrors) { shippingAddressErrors.write(to: &$0) } }
            if let payerErrors { object.add(.payerErrors) { payerErrors.write(to: &$0) } }
            if let paymentMethodErrorsValue { object.add(.paymentMethodErrors, paymentMethodErrorsValue.value) }
        }
    }

    /// The members of `PaymentDetailsUpdate`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case total, displayItems, shippingOptions, modifiers, error, shippingAddressErrors, payerErrors
        case paymentMethodErrors
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension W3CPaymentDetailsUpdate: JSONDocument {
    /// A `PaymentDetailsUpdate`: decoding throws one `DecodingError` for every error
    /// ``validate(jsonData:for:limits:)`` finds, its shipping options checked as a request that asks for shipping.
    public static let jsonFormat = JSONDocumentFormat<W3CPaymentDetailsUpdate>.checked
}
