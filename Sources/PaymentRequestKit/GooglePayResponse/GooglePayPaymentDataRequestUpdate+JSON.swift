extension GooglePayPaymentDataRequestUpdate: CheckedDocument {
    @usableFromInline package init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        self = try GooglePayDocumentCheck.decoding(root, codingPath: codingPath, Self.read)
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            if let newTransactionInfo { object.add(.newTransactionInfo) { newTransactionInfo.write(to: &$0) } }
            if let newShippingOptionParameters {
                object.add(.newShippingOptionParameters) { newShippingOptionParameters.write(to: &$0) }
            }
            if let newOffers {
                object.add(.newOfferInfo) { output in
                    GooglePayPaymentDataRequest.write(offers: newOffers, to: &output)
                }
            }
            if let error { object.add(.error) { error.write(to: &$0) } }
        }
    }

    /// The members of `PaymentDataRequestUpdate`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case newTransactionInfo, newShippingOptionParameters, newOfferInfo, error
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentDataRequestUpdate: JSONDocument {
    /// Google Pay's `PaymentDataRequestUpdate`: decoding throws one `DecodingError` for every error
    /// ``validate(jsonData:for:limits:)`` finds without the request.
    public static let jsonFormat = JSONDocumentFormat<GooglePayPaymentDataRequestUpdate>.checked
}
