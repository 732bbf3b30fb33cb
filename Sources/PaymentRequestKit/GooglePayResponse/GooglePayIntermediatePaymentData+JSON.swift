extension GooglePayIntermediatePaymentData: CheckedDocument {
    @usableFromInline package init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        self = try GooglePayDocumentCheck.decoding(root, codingPath: codingPath, Self.read)
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.callbackTrigger, callbackTrigger.rawValue)
            object.add(.paymentMethodData) { output in
                output.object(MethodKeys.self) { method in
                    method.add(.type, paymentMethodType)
                    if let cardNetwork {
                        method.add(.info) { output in output.object(InfoKeys.self) { $0.add(.cardNetwork, cardNetwork) }
                        }
                    }
                }
            }
            if let shippingAddress { object.add(.shippingAddress) { shippingAddress.write(to: &$0) } }
            if let shippingOptionId {
                object.add(.shippingOptionData) { GooglePayDocumentCheck.write(selection: shippingOptionId, to: &$0) }
            }
            if let offerRedemptionCodes {
                object.add(.offerData) { GooglePayDocumentCheck.write(offerCodes: offerRedemptionCodes, to: &$0) }
            }
        }
    }

    /// The members of `IntermediatePaymentData`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case callbackTrigger, paymentMethodData, shippingAddress, shippingOptionData, offerData
        @usableFromInline static let table = WireKeyTable(Self.self)
    }

    /// The members of `IntermediatePaymentMethodData`.
    enum MethodKeys: Int, GooglePayKey {
        case type, info
        static let table = WireKeyTable(Self.self)
    }

    /// The members of `IntermediateCardInfo`.
    enum InfoKeys: Int, GooglePayKey {
        case cardNetwork
        static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayIntermediatePaymentData: JSONDocument {
    /// Google Pay's `IntermediatePaymentData`: decoding throws one `DecodingError` for every error
    /// ``validate(jsonData:for:limits:)`` finds without the request.
    public static let jsonFormat = JSONDocumentFormat<GooglePayIntermediatePaymentData>.checked
}
