#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension W3CPaymentRequest {
    /// Decodes a W3C Payment Request document, strictly: it must be one `new PaymentRequest(...)` accepts.
    ///
    /// - Throws: One `DecodingError` for every error ``validate(jsonData:for:limits:)`` finds in the
    ///   constructor's checks; its underlying error is their ``ValidationReport``. The Apple Pay method data is
    ///   carried as it is; validate the document to check it.
    public init(jsonData data: Data, limits: JSONDecodingLimits = .default) throws {
        let root: JSONValue
        do {
            root = try JSONParser.parse([UInt8](data), limits: limits).value(.root)
        } catch {
            let violation = Violation(rule: error.rule, path: error.path.rendered, message: error.message)
            throw Self.decodingError(ValidationReport(violations: [violation]), codingPath: [])
        }
        try self.init(root, codingPath: [])
    }

    init(_ root: JSONValue, codingPath: [any CodingKey]) throws {
        let check = W3CDocumentCheck(root)
        let report = ValidationReport(violations: check.conversion + check.steps)
        guard report.isValid, let converted = Self(check) else {
            throw Self.decodingError(report, codingPath: codingPath)
        }
        self = converted
    }

    private static func decodingError(_ report: ValidationReport, codingPath: [any CodingKey]) -> DecodingError {
        let first = report.errors.first
        return DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: first.map { "\($0.path): \($0.message) [\($0.code)]" } ?? "Not a W3C document",
                underlyingError: PaymentRequestValidationError(report: report)))
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
            methodData.append(MethodData(supportedMethods: name, dataValue: method.data))
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
                    dataValue: modifier.data))
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

    /// The document as compact JSON, the same bytes for the same value.
    ///
    /// Members come in a fixed order; `pending` and `selected` appear only when true, empty lists and absent
    /// members not at all, and `options` lists only what is requested (the shipping type only with shipping).
    public func jsonData(prettyPrinted: Bool = false) -> Data {
        var writer = JSONWriter(capacity: 512, prettyPrinted: prettyPrinted)
        writer.write(wire)
        return Data(writer.bytes)
    }

    /// The document as JSON text; see ``jsonData(prettyPrinted:)``.
    public func jsonString(prettyPrinted: Bool = false) -> String {
        String(decoding: jsonData(prettyPrinted: prettyPrinted), as: UTF8.self)
    }

    var wire: JSONValue {
        var options = [JSONValue.Member]()
        func flag(_ key: String, _ value: Bool) {
            if value { options.append(JSONValue.Member(key: key, value: .bool(true))) }
        }
        flag("requestPayerName", self.options.requestPayerName)
        flag("requestPayerEmail", self.options.requestPayerEmail)
        flag("requestPayerPhone", self.options.requestPayerPhone)
        flag("requestShipping", self.options.requestShipping)
        if self.options.requestShipping {
            options.append(JSONValue.Member(key: "shippingType", value: .string(self.options.shippingType.rawValue)))
        }
        return .object([
            JSONValue.Member(
                key: "methodData",
                value: .array(
                    methodData.map { method in
                        var members = [
                            JSONValue.Member(key: "supportedMethods", value: .string(method.supportedMethods))
                        ]
                        if let data = method.dataValue {
                            members.append(JSONValue.Member(key: "data", value: data.value))
                        }
                        return .object(members)
                    })),
            JSONValue.Member(key: "details", value: details.wire),
            JSONValue.Member(key: "options", value: .object(options)),
        ])
    }
}

extension W3CPaymentRequest.Details {
    var wire: JSONValue {
        var members = [JSONValue.Member]()
        if let id { members.append(JSONValue.Member(key: "id", value: .string(id))) }
        members.append(JSONValue.Member(key: "total", value: total.wire))
        if !displayItems.isEmpty {
            members.append(JSONValue.Member(key: "displayItems", value: .array(displayItems.map(\.wire))))
        }
        if !shippingOptions.isEmpty {
            members.append(
                JSONValue.Member(
                    key: "shippingOptions",
                    value: .array(
                        shippingOptions.map { option in
                            var members = [
                                JSONValue.Member(key: "id", value: .string(option.id)),
                                JSONValue.Member(key: "label", value: .string(option.label)),
                                JSONValue.Member(key: "amount", value: option.amount.wire),
                            ]
                            if option.selected { members.append(JSONValue.Member(key: "selected", value: .bool(true))) }
                            return .object(members)
                        })))
        }
        if !modifiers.isEmpty {
            members.append(
                JSONValue.Member(
                    key: "modifiers",
                    value: .array(
                        modifiers.map { modifier in
                            var members = [
                                JSONValue.Member(key: "supportedMethods", value: .string(modifier.supportedMethods))
                            ]
                            if let total = modifier.total {
                                members.append(JSONValue.Member(key: "total", value: total.wire))
                            }
                            if !modifier.additionalDisplayItems.isEmpty {
                                members.append(
                                    JSONValue.Member(
                                        key: "additionalDisplayItems",
                                        value: .array(modifier.additionalDisplayItems.map(\.wire))))
                            }
                            if let data = modifier.dataValue {
                                members.append(JSONValue.Member(key: "data", value: data.value))
                            }
                            return .object(members)
                        })))
        }
        return .object(members)
    }
}

extension W3CPaymentRequest.Item {
    var wire: JSONValue {
        var members = [
            JSONValue.Member(key: "label", value: .string(label)),
            JSONValue.Member(key: "amount", value: amount.wire),
        ]
        if pending { members.append(JSONValue.Member(key: "pending", value: .bool(true))) }
        return .object(members)
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

extension W3CPaymentRequest: Codable {
    /// Decodes a document from any decoder, with the same rules as ``init(jsonData:limits:)``.
    public init(from decoder: any Decoder) throws {
        try self.init(try JSONValue(from: decoder), codingPath: decoder.codingPath)
    }

    /// Encodes the document; ``jsonData(prettyPrinted:)`` gives the canonical bytes.
    public func encode(to encoder: any Encoder) throws {
        try wire.encode(to: encoder)
    }
}

extension JSONValue {
    /// The value as compact JSON.
    var compactBytes: [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.write(self)
        return writer.bytes
    }
}
