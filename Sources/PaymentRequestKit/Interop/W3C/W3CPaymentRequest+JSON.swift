extension W3CPaymentRequest: CheckedDocument {
    @usableFromInline package init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        let check = W3CDocumentCheck(root)
        let report = ValidationReport(violations: check.conversion + check.steps)
        guard report.isValid, let converted = Self(check) else {
            throw report.decodingError(codingPath: codingPath)
        }
        self = converted
    }

    /// The document a check found no error of the constructor's in, or `nil`.
    init?(accepted check: W3CDocumentCheck) {
        guard ValidationReport(violations: check.conversion + check.steps).isValid else { return nil }
        self.init(check)
    }

    /// An item a check found no error in, its currency in capitals as the constructor canonicalizes it.
    static func item(_ item: W3CDocumentCheck.Item?) -> Item? {
        guard let item, let label = item.label, let currency = item.amount?.currency,
            let value = item.amount?.value
        else { return nil }
        return Item(
            label: label, amount: CurrencyAmount(currency: currency.uppercased(), value: value), pending: item.pending)
    }

    /// The shipping options a check found no error in, or `nil`.
    static func shippingOptions(_ options: [W3CDocumentCheck.ShippingOption]) -> [ShippingOption]? {
        var converted = [ShippingOption]()
        for option in options {
            guard let item = item(option.item), let id = option.id else { return nil }
            converted.append(ShippingOption(id: id, label: item.label, amount: item.amount, selected: option.selected))
        }
        return converted
    }

    /// The modifiers a check found no error in, or `nil`.
    static func modifiers(_ modifiers: [W3CDocumentCheck.Modifier]) -> [Modifier]? {
        var converted = [Modifier]()
        for modifier in modifiers {
            guard let name = modifier.supportedMethods else { return nil }
            converted.append(
                Modifier(
                    supportedMethods: name, total: item(modifier.total),
                    additionalDisplayItems: (modifier.additionalDisplayItems ?? []).compactMap(item),
                    carried: modifier.data.map(CarriedJSON.init(element:))))
        }
        return converted
    }

    /// The document a check found no error in.
    private init?(_ check: W3CDocumentCheck) {
        guard let methods = check.methods, let total = Self.item(check.total) else { return nil }
        var methodData = [MethodData]()
        for method in methods {
            guard let name = method.supportedMethods else { return nil }
            methodData.append(MethodData(supportedMethods: name, data: method.data))
        }
        guard let shippingOptions = Self.shippingOptions(check.shippingOptions ?? []),
            let modifiers = Self.modifiers(check.modifiers ?? [])
        else { return nil }
        self.init(
            methodData: methodData,
            details: Details(
                id: check.id, total: total, displayItems: (check.displayItems ?? []).compactMap(Self.item),
                shippingOptions: shippingOptions, modifiers: modifiers),
            options: Options(
                requestPayerName: check.requestPayerName, requestPayerEmail: check.requestPayerEmail,
                requestPayerPhone: check.requestPayerPhone, requestShipping: check.requestShipping,
                shippingType: ShippingType(rawValue: check.shippingType) ?? .shipping))
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.methodData, each: methodData) { method, output in
                output.object(MethodData.WireKeys.self) { members in
                    members.add(.supportedMethods, method.supportedMethods)
                    if let data = method.dataValue { members.add(.data, data.value) }
                }
            }
            object.add(.details) { details.write(to: &$0) }
            object.add(.options) { output in
                output.object(Options.WireKeys.self) { members in
                    if options.requestPayerName { members.add(.requestPayerName, true) }
                    if options.requestPayerEmail { members.add(.requestPayerEmail, true) }
                    if options.requestPayerPhone { members.add(.requestPayerPhone, true) }
                    if options.requestShipping {
                        members.add(.requestShipping, true)
                        members.add(.shippingType, options.shippingType.rawValue)
                    }
                }
            }
        }
    }

    /// The constructor's three arguments, as one document's members.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case methodData, details, options
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension W3CPaymentRequest.MethodData {
    /// The keys of `PaymentMethodData`.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case supportedMethods, data
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension W3CPaymentRequest.Options {
    /// The keys of `PaymentOptions`, in the order the writer uses; `requestBillingAddress` is read only.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case requestPayerName, requestPayerEmail, requestPayerPhone, requestShipping, shippingType
        case requestBillingAddress
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension W3CPaymentRequest.Details {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.id, id)
            object.add(.total) { total.write(to: &$0) }
            if !displayItems.isEmpty {
                object.add(.displayItems, each: displayItems) { item, output in item.write(to: &output) }
            }
            if !shippingOptions.isEmpty {
                object.add(.shippingOptions, each: shippingOptions) { option, output in option.write(to: &output) }
            }
            if !modifiers.isEmpty {
                object.add(.modifiers, each: modifiers) { modifier, output in modifier.write(to: &output) }
            }
        }
    }

    /// The keys of `PaymentDetailsInit`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case id, total, displayItems, shippingOptions, modifiers
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension W3CPaymentRequest.Item {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.label, label)
            object.add(.amount) { amount.write(to: &$0) }
            if pending { object.add(.pending, true) }
        }
    }

    /// The keys of a `PaymentItem`.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case label, amount, pending
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension W3CPaymentRequest.ShippingOption {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { members in
            members.add(.id, id)
            members.add(.label, label)
            members.add(.amount) { amount.write(to: &$0) }
            if selected { members.add(.selected, true) }
        }
    }

    /// The keys of a `PaymentShippingOption`.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case id, label, amount, selected
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension W3CPaymentRequest.Modifier {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { members in
            members.add(.supportedMethods, supportedMethods)
            if let total { members.add(.total) { total.write(to: &$0) } }
            if !additionalDisplayItems.isEmpty {
                members.add(.additionalDisplayItems, each: additionalDisplayItems) { item, output in
                    item.write(to: &output)
                }
            }
            if let dataValue { members.add(.data, dataValue.value) }
        }
    }

    /// The keys of a `PaymentDetailsModifier`.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case supportedMethods, total, additionalDisplayItems, data
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension W3CPaymentRequest.CurrencyAmount {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.currency, currency)
            object.add(.value, value)
        }
    }

    /// The keys of a `PaymentCurrencyAmount`.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case currency, value
        @usableFromInline static let table = WireKeyTable(Self.self)
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
