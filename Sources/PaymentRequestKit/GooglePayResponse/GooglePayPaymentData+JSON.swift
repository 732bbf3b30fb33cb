extension GooglePayPaymentData: CheckedDocument {
    @usableFromInline package init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        self = try GooglePayDocumentCheck.decoding(root, codingPath: codingPath, Self.read)
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.apiVersion, number: "2")
            object.add(.apiVersionMinor, number: "0")
            object.add(.email, email)
            if let shippingAddress { object.add(.shippingAddress) { shippingAddress.write(to: &$0) } }
            object.add(.paymentMethodData) { paymentMethodData.write(to: &$0) }
            if let shippingOptionId {
                object.add(.shippingOptionData) { GooglePayDocumentCheck.write(selection: shippingOptionId, to: &$0) }
            }
            if let offerRedemptionCodes {
                object.add(.offerData) { GooglePayDocumentCheck.write(offerCodes: offerRedemptionCodes, to: &$0) }
            }
        }
    }

    /// The members of `PaymentData`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case apiVersion, apiVersionMinor, email, shippingAddress, paymentMethodData, shippingOptionData, offerData
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentData.PaymentMethodData {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.type, type)
            object.add(.description, description)
            object.add(.info) { info.write(to: &$0) }
            object.add(.tokenizationData) { output in
                output.object(TokenizationKeys.self) { members in
                    members.add(.type, tokenizationData.type)
                    members.add(.token, tokenizationData.token)
                }
            }
        }
    }

    /// The members of `PaymentMethodData`.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case type, description, info, tokenizationData
        @usableFromInline static let table = WireKeyTable(Self.self)
    }

    /// The members of `PaymentMethodTokenizationData`.
    enum TokenizationKeys: Int, GooglePayKey {
        case type, token
        static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentData.CardInfo {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.cardNetwork, cardNetwork)
            object.add(.cardDetails, cardDetails)
            object.add(.cardFundingSource, cardFundingSource)
            if let assuranceDetails {
                object.add(.assuranceDetails) { output in
                    output.object(AssuranceKeys.self) { members in
                        if let verified = assuranceDetails.accountVerified { members.add(.accountVerified, verified) }
                        if let authenticated = assuranceDetails.cardHolderAuthenticated {
                            members.add(.cardHolderAuthenticated, authenticated)
                        }
                    }
                }
            }
            if let billingAddress { object.add(.billingAddress) { billingAddress.write(to: &$0) } }
        }
    }

    /// The members of `CardInfo`.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case cardNetwork, cardDetails, cardFundingSource, assuranceDetails, billingAddress
        @usableFromInline static let table = WireKeyTable(Self.self)
    }

    /// The members of `AssuranceDetails`.
    enum AssuranceKeys: Int, GooglePayKey {
        case accountVerified, cardHolderAuthenticated
        static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentData: JSONDocument {
    /// Google Pay's `PaymentData`: decoding throws one `DecodingError` for every error
    /// ``validate(jsonData:for:limits:)`` finds without the request. Members are written in a fixed order, absent
    /// ones left out.
    public static let jsonFormat = JSONDocumentFormat<GooglePayPaymentData>.checked
}
