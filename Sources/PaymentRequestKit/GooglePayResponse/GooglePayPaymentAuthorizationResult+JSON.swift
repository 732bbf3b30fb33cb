extension GooglePayPaymentAuthorizationResult: CheckedDocument {
    @usableFromInline package init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        self = try GooglePayDocumentCheck.decoding(root, codingPath: codingPath, Self.read)
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.transactionState, transactionState.rawValue)
            if let error { object.add(.error) { error.write(to: &$0) } }
        }
    }

    /// The members of `PaymentAuthorizationResult`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case transactionState, error
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentAuthorizationResult: JSONDocument {
    /// Google Pay's `PaymentAuthorizationResult`: decoding throws one `DecodingError` for every error
    /// ``validate(jsonData:for:limits:)`` finds without the request.
    public static let jsonFormat = JSONDocumentFormat<GooglePayPaymentAuthorizationResult>.checked
}
