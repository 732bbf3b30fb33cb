extension GooglePayPaymentDataRequest: CheckedDocument {
    @usableFromInline package init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        let check = GooglePayDocumentCheck(root)
        let report = ValidationReport(violations: check.violations)
        guard report.isValid, let request = check.request else {
            throw report.decodingError(codingPath: codingPath)
        }
        self = request
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.apiVersion, number: "2")
            object.add(.apiVersionMinor, number: "0")
            // Always written, even empty: Google requires the member, and a request that was read writes back to
            // itself.
            object.add(.merchantInfo) { output in
                output.object(MerchantInfo.WireKeys.self) { merchant in
                    merchant.add(.merchantName, merchantInfo.merchantName)
                    merchant.add(.merchantId, merchantInfo.merchantId)
                }
            }
            object.add(.allowedPaymentMethods, each: [cardPaymentMethod]) { method, output in method.write(to: &output)
            }
            object.add(.transactionInfo) { transactionInfo.write(to: &$0) }
            if !offers.isEmpty { object.add(.offerInfo) { Self.write(offers: offers, to: &$0) } }
            if emailRequired { object.add(.emailRequired, true) }
            if shippingAddressRequired { object.add(.shippingAddressRequired, true) }
            // Written even without the address, as read: what decodes writes back to itself.
            if shippingPhoneNumberRequired || !allowedShippingCountryCodes.isEmpty || shippingAddressFormat != .full {
                object.add(.shippingAddressParameters) { output in
                    output.object(ShippingAddressParameterKeys.self) { parameters in
                        if shippingPhoneNumberRequired { parameters.add(.phoneNumberRequired, true) }
                        if !allowedShippingCountryCodes.isEmpty {
                            parameters.add(.allowedCountryCodes, strings: allowedShippingCountryCodes)
                        }
                        if shippingAddressFormat != .full { parameters.add(.format, shippingAddressFormat.rawValue) }
                    }
                }
            }
            if let shippingOptionParameters {
                object.add(.shippingOptionRequired, true)
                object.add(.shippingOptionParameters) { shippingOptionParameters.write(to: &$0) }
            }
            if !callbackIntents.isEmpty { object.add(.callbackIntents, strings: callbackIntents) }
        }
    }

    /// The keys of the request, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case apiVersion, apiVersionMinor, merchantInfo, allowedPaymentMethods, transactionInfo, offerInfo
        case emailRequired, shippingAddressRequired, shippingAddressParameters, shippingOptionRequired
        case shippingOptionParameters, callbackIntents
        @usableFromInline static let table = WireKeyTable(Self.self)
    }

    /// The keys of `shippingAddressParameters`.
    enum ShippingAddressParameterKeys: Int, GooglePayKey {
        case phoneNumberRequired, allowedCountryCodes, format
        static let table = WireKeyTable(Self.self)
    }

    /// An `OfferInfo`, of a request or of an update.
    @usableFromInline static func write<Output: JSONOutput>(offers: [OfferDetail], to output: inout Output) {
        output.object(OfferInfoKeys.self) { info in
            info.add(.offers, each: offers) { offer, output in
                output.object(OfferDetail.WireKeys.self) { members in
                    members.add(.redemptionCode, offer.redemptionCode)
                    members.add(.description, offer.description)
                }
            }
        }
    }

    /// The keys of `offerInfo`.
    enum OfferInfoKeys: Int, GooglePayKey {
        case offers
        static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentDataRequest.OfferDetail {
    /// The keys of an `OfferDetail`.
    enum WireKeys: Int, GooglePayKey {
        case redemptionCode, description
        static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentDataRequest.MerchantInfo {
    /// Google's `MerchantInfo`, with the members its platform integrations add.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case merchantName, merchantId, merchantOrigin, softwareInfo, authJwt
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentDataRequest.CardPaymentMethod {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { method in
            method.add(.type, "CARD")
            method.add(.parameters) { output in
                output.object(ParameterKeys.self) { parameters in
                    parameters.add(.allowedAuthMethods, strings: allowedAuthMethods)
                    parameters.add(.allowedCardNetworks, strings: allowedCardNetworks)
                    if !allowPrepaidCards { parameters.add(.allowPrepaidCards, false) }
                    if !allowCreditCards { parameters.add(.allowCreditCards, false) }
                    if assuranceDetailsRequired { parameters.add(.assuranceDetailsRequired, true) }
                    if billingAddressRequired { parameters.add(.billingAddressRequired, true) }
                    if billingAddressRequired || billingPhoneNumberRequired {
                        parameters.add(.billingAddressParameters) { output in
                            output.object(BillingAddressParameterKeys.self) { billing in
                                billing.add(.format, billingAddressFormat.rawValue)
                                if billingPhoneNumberRequired { billing.add(.phoneNumberRequired, true) }
                            }
                        }
                    }
                }
            }
            method.add(.tokenizationSpecification) { output in
                output.object(TokenizationKeys.self) { tokenization in
                    tokenization.add(.type, tokenizationSpecification.type)
                    tokenization.add(.parameters) { output in
                        output.beginObject()
                        for (key, value) in tokenizationSpecification.parameters.sorted(by: { $0.key < $1.key }) {
                            output.key(key)
                            output.string(value)
                        }
                        output.endObject()
                    }
                }
            }
        }
    }

    /// The keys of a `PaymentMethod`.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case type, parameters, tokenizationSpecification
        @usableFromInline static let table = WireKeyTable(Self.self)
    }

    /// `CardParameters`, as Google's request objects define them.
    enum ParameterKeys: Int, GooglePayKey {
        case allowedAuthMethods, allowedCardNetworks, allowPrepaidCards, allowCreditCards, assuranceDetailsRequired
        case billingAddressRequired, billingAddressParameters, cardNetworkParameters, cvcRequired
        static let table = WireKeyTable(Self.self)
    }

    /// The keys of `billingAddressParameters`.
    enum BillingAddressParameterKeys: Int, GooglePayKey {
        case format, phoneNumberRequired
        static let table = WireKeyTable(Self.self)
    }

    /// The keys of a `tokenizationSpecification`.
    enum TokenizationKeys: Int, GooglePayKey {
        case type, parameters
        static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentDataRequest.TransactionInfo {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.currencyCode, currencyCode)
            object.add(.countryCode, countryCode)
            object.add(.totalPriceStatus, totalPriceStatus.rawValue)
            object.add(.totalPrice, totalPrice)
            object.add(.totalPriceLabel, totalPriceLabel)
            if !displayItems.isEmpty {
                object.add(.displayItems, each: displayItems) { item, output in
                    output.object(GooglePayPaymentDataRequest.DisplayItem.WireKeys.self) { members in
                        members.add(.label, item.label)
                        members.add(.type, item.type.rawValue)
                        members.add(.price, item.price)
                        members.add(.status, item.status?.rawValue)
                    }
                }
            }
            object.add(.checkoutOption, checkoutOption?.rawValue)
        }
    }

    /// The keys of `TransactionInfo`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case currencyCode, countryCode, transactionId, totalPriceStatus, totalPrice, totalPriceLabel, displayItems
        case checkoutOption, transactionNote
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentDataRequest.DisplayItem {
    /// The keys of a `DisplayItem`.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case label, type, price, status
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentDataRequest.ShippingOptionParameters {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { parameters in
            parameters.add(.defaultSelectedOptionId, defaultSelectedOptionId)
            parameters.add(.shippingOptions, each: shippingOptions) { option, output in
                output.object(GooglePayPaymentDataRequest.SelectionOption.WireKeys.self) { members in
                    members.add(.id, option.id)
                    members.add(.label, option.label)
                    members.add(.description, option.description)
                }
            }
        }
    }

    /// The keys of `ShippingOptionParameters`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case defaultSelectedOptionId, shippingOptions
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentDataRequest.SelectionOption {
    /// The keys of a `SelectionOptionData`.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case id, label, description
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayPaymentDataRequest: JSONDocument {
    /// Google Pay's `PaymentDataRequest`: decoding throws one `DecodingError` for every error
    /// ``validate(jsonData:for:limits:)`` finds. Members are written in a fixed order (`apiVersion`, `apiVersionMinor`,
    /// `merchantInfo`, `allowedPaymentMethods`, `transactionInfo`, then what is collected); flags appear only
    /// when they differ from Google's defaults, and the tokenization parameters in key order.
    public static let jsonFormat = JSONDocumentFormat<GooglePayPaymentDataRequest>.checked
}
