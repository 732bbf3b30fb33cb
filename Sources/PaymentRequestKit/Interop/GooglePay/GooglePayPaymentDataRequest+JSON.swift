extension GooglePayPaymentDataRequest: CheckedDocument {
    init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        let check = GooglePayDocumentCheck(root)
        let report = ValidationReport(violations: check.violations)
        guard report.isValid, let request = check.request else {
            throw report.decodingError(codingPath: codingPath)
        }
        self = request
    }

    var wire: JSONValue {
        var object = JSONObjectWriter()
        object["apiVersion"] = .number("2")
        object["apiVersionMinor"] = .number("0")
        var merchant = JSONObjectWriter()
        merchant["merchantName"] = merchantInfo.merchantName.map(JSONValue.string)
        merchant["merchantId"] = merchantInfo.merchantId.map(JSONValue.string)
        // Always written, even empty: Google requires the member, and a request that was read writes back to itself.
        object["merchantInfo"] = merchant.value
        object["allowedPaymentMethods"] = .array([cardPaymentMethod.wire])
        object["transactionInfo"] = transactionInfo.wire
        object.flag("emailRequired", emailRequired)
        object.flag("shippingAddressRequired", shippingAddressRequired)
        // Written even without the address, as read: what decodes writes back to itself.
        if shippingPhoneNumberRequired {
            object["shippingAddressParameters"] = .object([
                JSONValue.Member(key: "phoneNumberRequired", value: .bool(true))
            ])
        }
        if let shippingOptionParameters {
            object.flag("shippingOptionRequired", true)
            var parameters = JSONObjectWriter()
            parameters["defaultSelectedOptionId"] = shippingOptionParameters.defaultSelectedOptionId.map(
                JSONValue.string)
            parameters["shippingOptions"] = .array(
                shippingOptionParameters.shippingOptions.map { option in
                    var members = JSONObjectWriter()
                    members["id"] = .string(option.id)
                    members["label"] = .string(option.label)
                    members["description"] = option.description.map(JSONValue.string)
                    return members.value
                })
            object["shippingOptionParameters"] = parameters.value
        }
        return object.value
    }
}

extension GooglePayPaymentDataRequest.CardPaymentMethod {
    var wire: JSONValue {
        var parameters = JSONObjectWriter()
        parameters["allowedAuthMethods"] = .array(allowedAuthMethods.map(JSONValue.string))
        parameters["allowedCardNetworks"] = .array(allowedCardNetworks.map(JSONValue.string))
        if !allowCreditCards { parameters["allowCreditCards"] = .bool(false) }
        parameters.flag("billingAddressRequired", billingAddressRequired)
        if billingAddressRequired || billingPhoneNumberRequired {
            var billing = JSONObjectWriter()
            billing["format"] = .string(billingAddressFormat.rawValue)
            billing.flag("phoneNumberRequired", billingPhoneNumberRequired)
            parameters["billingAddressParameters"] = billing.value
        }
        var tokenization = JSONObjectWriter()
        tokenization["type"] = .string(tokenizationSpecification.type)
        tokenization["parameters"] = .object(
            tokenizationSpecification.parameters.sorted { $0.key < $1.key }.map {
                JSONValue.Member(key: $0.key, value: .string($0.value))
            })
        var method = JSONObjectWriter()
        method["type"] = .string("CARD")
        method["parameters"] = parameters.value
        method["tokenizationSpecification"] = tokenization.value
        return method.value
    }
}

extension GooglePayPaymentDataRequest.TransactionInfo {
    var wire: JSONValue {
        var object = JSONObjectWriter()
        object["currencyCode"] = .string(currencyCode)
        object["countryCode"] = countryCode.map(JSONValue.string)
        object["totalPriceStatus"] = .string(totalPriceStatus.rawValue)
        object["totalPrice"] = totalPrice.map(JSONValue.string)
        object["totalPriceLabel"] = totalPriceLabel.map(JSONValue.string)
        object.list(
            "displayItems",
            displayItems.map { item in
                var members = JSONObjectWriter()
                members["label"] = .string(item.label)
                members["type"] = .string(item.type.rawValue)
                members["price"] = .string(item.price)
                members["status"] = item.status.map { .string($0.rawValue) }
                return members.value
            })
        object["checkoutOption"] = checkoutOption.map { .string($0.rawValue) }
        return object.value
    }
}

extension GooglePayPaymentDataRequest: JSONDocument {
    /// Google Pay's `PaymentDataRequest`: decoding throws one `DecodingError` for every error
    /// ``validate(jsonData:limits:)`` finds. Members are written in a fixed order (`apiVersion`, `apiVersionMinor`,
    /// `merchantInfo`, `allowedPaymentMethods`, `transactionInfo`, then what is collected); flags appear only
    /// when they differ from Google's defaults, and the tokenization parameters in key order.
    public static let jsonFormat = JSONDocumentFormat<GooglePayPaymentDataRequest>.checked
}
