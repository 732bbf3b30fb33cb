extension W3CPaymentRequest: CheckedDocument {
    init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        let check = W3CDocumentCheck(root)
        let report = ValidationReport(violations: check.conversion + check.steps)
        guard report.isValid, let converted = Self(check) else {
            throw report.decodingError(codingPath: codingPath)
        }
        self = converted
    }

    /// The document a check found no error in.
    private init?(_ check: W3CDocumentCheck) {
        func item(_ item: W3CDocumentCheck.Item?) -> Item? {
            guard let item, let label = item.label, let currency = item.amount?.currency,
                let value = item.amount?.value
            else { return nil }
            // The constructor canonicalizes the currency to capitals.
            return Item(
                label: label, amount: CurrencyAmount(currency: currency.uppercased(), value: value),
                pending: item.pending)
        }
        guard let methods = check.methods, let total = item(check.total) else { return nil }
        var methodData = [MethodData]()
        for method in methods {
            guard let name = method.supportedMethods else { return nil }
            methodData.append(MethodData(supportedMethods: name, dataValue: method.data?.value))
        }
        var shippingOptions = [ShippingOption]()
        for option in check.shippingOptions ?? [] {
            guard let converted = item(option.item), let id = option.id else { return nil }
            shippingOptions.append(
                ShippingOption(id: id, label: converted.label, amount: converted.amount, selected: option.selected))
        }
        var modifiers = [Modifier]()
        for modifier in check.modifiers ?? [] {
            guard let name = modifier.supportedMethods else { return nil }
            modifiers.append(
                Modifier(
                    supportedMethods: name, total: item(modifier.total),
                    additionalDisplayItems: (modifier.additionalDisplayItems ?? []).compactMap(item),
                    dataValue: modifier.data?.value))
        }
        self.init(
            methodData: methodData,
            details: Details(
                id: check.id, total: total, displayItems: (check.displayItems ?? []).compactMap(item),
                shippingOptions: shippingOptions, modifiers: modifiers),
            options: Options(
                requestPayerName: check.requestPayerName, requestPayerEmail: check.requestPayerEmail,
                requestPayerPhone: check.requestPayerPhone, requestShipping: check.requestShipping,
                shippingType: ShippingType(rawValue: check.shippingType) ?? .shipping))
    }

    var wire: JSONValue {
        var options = JSONObjectWriter()
        options.flag("requestPayerName", self.options.requestPayerName)
        options.flag("requestPayerEmail", self.options.requestPayerEmail)
        options.flag("requestPayerPhone", self.options.requestPayerPhone)
        options.flag("requestShipping", self.options.requestShipping)
        if self.options.requestShipping { options["shippingType"] = .string(self.options.shippingType.rawValue) }
        var object = JSONObjectWriter()
        object["methodData"] = .array(
            methodData.map { method in
                var members = JSONObjectWriter()
                members["supportedMethods"] = .string(method.supportedMethods)
                members["data"] = method.dataValue?.value
                return members.value
            })
        object["details"] = details.wire
        object["options"] = options.value
        return object.value
    }
}

extension W3CPaymentRequest.Details {
    var wire: JSONValue {
        var object = JSONObjectWriter()
        object["id"] = id.map(JSONValue.string)
        object["total"] = total.wire
        object.list("displayItems", displayItems.map(\.wire))
        object.list(
            "shippingOptions",
            shippingOptions.map { option in
                var members = JSONObjectWriter()
                members["id"] = .string(option.id)
                members["label"] = .string(option.label)
                members["amount"] = option.amount.wire
                members.flag("selected", option.selected)
                return members.value
            })
        object.list(
            "modifiers",
            modifiers.map { modifier in
                var members = JSONObjectWriter()
                members["supportedMethods"] = .string(modifier.supportedMethods)
                members["total"] = modifier.total?.wire
                members.list("additionalDisplayItems", modifier.additionalDisplayItems.map(\.wire))
                members["data"] = modifier.dataValue?.value
                return members.value
            })
        return object.value
    }
}

extension W3CPaymentRequest.Item {
    var wire: JSONValue {
        var object = JSONObjectWriter()
        object["label"] = .string(label)
        object["amount"] = amount.wire
        object.flag("pending", pending)
        return object.value
    }
}

extension W3CPaymentRequest.CurrencyAmount {
    var wire: JSONValue {
        .object([
            JSONValue.Member(key: "currency", value: .string(currency)),
            JSONValue.Member(key: "value", value: .string(value)),
        ])
    }
}

extension W3CPaymentRequest: JSONDocument {
    /// The W3C document: one `new PaymentRequest(...)` accepts, or decoding throws one `DecodingError` for
    /// every error ``validate(jsonData:for:limits:)`` finds in the constructor's checks. The Apple Pay method
    /// data is carried as it is; validate the document to check it. Members are written in a fixed order;
    /// `pending` and `selected` appear only when true, empty lists and absent members not at all, and `options`
    /// lists only what is requested (the shipping type only with shipping).
    public static let jsonFormat = JSONDocumentFormat<W3CPaymentRequest>.checked
}
