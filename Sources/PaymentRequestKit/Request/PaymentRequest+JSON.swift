#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentRequest: WireDocument {
    /// Checks that depend on a value a problem made unreadable: the sums need every amount, and the minor units
    /// need the currency.
    @usableFromInline package static func dependsOnUnreadable(_ violation: Violation, problems: [Violation]) -> Bool {
        switch violation.rule {
        case .amountMinorUnits, .currencyCodeNoMinorUnits, .currencyCodeFund:
            problems.contains { $0.path.isAt(orUnder: WireKeys.currencyCode.name) }
        default:
            sumDependsOnUnreadable(
                violation, problems: problems, lineItems: WireKeys.lineItems, total: WireKeys.total,
                contexts: WireKeys.multiTokenContexts)
        }
    }

    /// Whether a sum needs an amount a problem made unreadable: `total.sum` adds the line items up to the total,
    /// `multiTokenContexts.sum` the contexts' amounts. A request and an update name these members each their own way.
    static func sumDependsOnUnreadable<Key: WireKey>(
        _ violation: Violation, problems: [Violation], lineItems: Key, total: Key, contexts: Key
    ) -> Bool {
        func problem(under key: Key) -> Bool { problems.contains { $0.path.isAt(orUnder: key.name) } }
        // By code: a context may raise `total.sum` to an error.
        if violation.code == ValidationRule.totalSum.code { return problem(under: lineItems) || problem(under: total) }
        return violation.rule == .multiTokenSum && (problem(under: contexts) || problem(under: total))
    }

    /// The keys of an `ApplePayPaymentRequest`, in the order the writer uses.
    @usableFromInline package enum WireKeys: Int, ApplePayJSKey {
        case countryCode, currencyCode, supportedNetworks, merchantCapabilities, total, lineItems, shippingMethods
        case shippingType, shippingContactEditingMode, requiredBillingContactFields, requiredShippingContactFields
        case billingContact, shippingContact, applicationData, supportedCountries, supportsCouponCode, couponCode
        case recurringPaymentRequest, automaticReloadPaymentRequest, deferredPaymentRequest, multiTokenContexts
        case merchantCategoryCode, merchantIdentifier, applePayLaterAvailability, installmentConfiguration, features
        case disbursementRequest
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var isUsuallyPresent: Bool { rawValue <= Self.lineItems.rawValue }
        @usableFromInline package var shape: WireShape {
            switch self {
            case .supportedNetworks, .merchantCapabilities, .requiredBillingContactFields,
                .requiredShippingContactFields, .supportedCountries:
                .array(.string)
            case .total: .object(PaymentSummaryItem.WireKeys.table)
            case .lineItems: .array(.object(PaymentSummaryItem.WireKeys.table))
            case .shippingMethods: .array(.object(ShippingMethod.WireKeys.table))
            case .billingContact, .shippingContact: .object(PaymentContact.WireKeys.table)
            case .supportsCouponCode: .bool
            case .installmentConfiguration: .any
            case .features: .array(.string)
            case .disbursementRequest: .object(DisbursementRequest.WireKeys.table)
            case .recurringPaymentRequest: .object(RecurringPaymentRequest.WireKeys.table)
            case .automaticReloadPaymentRequest: .object(AutomaticReloadPaymentRequest.WireKeys.table)
            case .deferredPaymentRequest: .object(DeferredPaymentRequest.WireKeys.table)
            case .multiTokenContexts: .array(.object(PaymentTokenContext.WireKeys.table))
            default: .string
            }
        }
    }

    /// Reads an `ApplePayPaymentRequest`.
    ///
    /// What the model's types cannot hold (an unknown country, an amount that is not a decimal, a wrong JSON
    /// type) throws; what they can hold (an empty label, a negative total) is left for validation to report.
    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        // A page's dictionary: null is read as WebIDL converts it for Safari, as its type's default.
        let nullsAsDefaults = decoding.nullsAsDefaults
        decoding.nullsAsDefaults = true
        defer { decoding.nullsAsDefaults = nullsAsDefaults }
        let object = try decoding.object(value, WireKeys.self)
        // Every field is read on its own: a problem is recorded with its path and the field takes a neutral value,
        // so that one document reports every problem, and validation still judges what could be read.
        let countryCode = decoding.attempt { () throws(WireFailure) -> CountryCode in
            try object.required(.countryCode, missing: .countryCodeMissing, message: "Missing country code") {
                value throws(WireFailure) in
                if let code = decoding.plainString(value, CountryCode.init(utf8:)) { return code }
                let text = try decoding.string(value)
                guard let code = CountryCode(text) else {
                    throw decoding.fail(
                        .countryCodeInvalid,
                        "\(quoted(text)) is not a valid country code (ISO 3166-1 alpha-2, upper case, such as \"US\")")
                }
                return code
            }
        }
        let currencyCode = decoding.attempt { () throws(WireFailure) -> CurrencyCode in
            try object.required(.currencyCode, missing: .currencyCodeMissing, message: "Missing currency code") {
                value throws(WireFailure) in
                if let code = decoding.plainString(value, CurrencyCode.init(utf8:)) { return code }
                let text = try decoding.string(value)
                guard let code = CurrencyCode(text) else {
                    throw decoding.fail(
                        .currencyCodeInvalid,
                        "\(quoted(text)) is not a valid currency code (ISO 4217, upper case, such as \"USD\")")
                }
                return code
            }
        }
        let networks =
            decoding.attempt { () throws(WireFailure) -> [PaymentNetwork] in
                try object.required(.supportedNetworks) { value throws(WireFailure) in
                    try decoding.array(value) { value throws(WireFailure) in
                        decoding.plainString(value, PaymentNetwork.known(utf8:))
                            ?? decoding.attempt { () throws(WireFailure) -> PaymentNetwork in
                                PaymentNetwork(jsName: try decoding.string(value))
                            } ?? PaymentNetwork(rawValue: "")
                    }
                }
            } ?? []
        let capabilities =
            decoding.attempt { () throws(WireFailure) -> MerchantCapabilities in
                try object.required(.merchantCapabilities) { value throws(WireFailure) in
                    try decoding.union(value) { value throws(WireFailure) in
                        if let capability = decoding.plainString(
                            value, { MerchantCapabilities.byJSName.value(for: $0) })
                        {
                            return capability
                        }
                        return decoding.attempt { () throws(WireFailure) -> MerchantCapabilities in
                            let name = try decoding.string(value)
                            guard let capability = MerchantCapabilities(jsName: name) else {
                                throw decoding.fail(
                                    .jsonUnknownValue,
                                    "\(quoted(name)) is not a merchant capability (supports3DS, supportsEMV, supportsCredit, supportsDebit, supportsInstantFundsOut)"
                                )
                            }
                            return capability
                        } ?? []
                    }
                }
            } ?? []
        let total =
            object.collectRequired(.total) { value throws(WireFailure) in
                try PaymentSummaryItem(wire: value, decoding)
            } ?? .placeholder
        let lineItems =
            object.collectArray(.lineItems, fallback: .placeholder) { value throws(WireFailure) in
                try PaymentSummaryItem(wire: value, decoding)
            } ?? []
        let shippingMethods =
            object.collectArray(.shippingMethods, fallback: .placeholder) {
                value throws(WireFailure) in
                try ShippingMethod(wire: value, decoding)
            } ?? []
        let shippingType: ShippingType =
            object.collectOptional(.shippingType) { value throws(WireFailure) in
                try decoding.enumeration(value, ShippingType.self)
            } ?? .shipping
        let shippingContactEditingMode = object.collectOptional(.shippingContactEditingMode) {
            value throws(WireFailure) -> ShippingContactEditingMode in
            // Apple Pay JS still accepts the deprecated "enabled", which PassKit maps to available.
            if decoding.isString(value, "enabled") { return .available }
            return try decoding.enumeration(value, ShippingContactEditingMode.self)
        }
        let requiredBillingContactFields =
            object.collectOptional(.requiredBillingContactFields) { value throws(WireFailure) in
                try Self.contactFields(value, decoding)
            } ?? []
        let requiredShippingContactFields =
            object.collectOptional(.requiredShippingContactFields) { value throws(WireFailure) in
                try Self.contactFields(value, decoding)
            } ?? []
        let billingContact = object.collectOptional(.billingContact) { value throws(WireFailure) in
            try PaymentContact(wire: value, decoding)
        }
        let shippingContact = object.collectOptional(.shippingContact) { value throws(WireFailure) in
            try PaymentContact(wire: value, decoding)
        }
        let applicationData = object.collectOptional(.applicationData) { value throws(WireFailure) in
            let text = try decoding.string(value)
            guard let data = Data(base64Encoded: text) else {
                throw decoding.fail(
                    .applicationDataBase64, "Application data must be Base64; Safari ignores it otherwise")
            }
            return data
        }
        let supportedCountries =
            object.collectArray(.supportedCountries, fallback: CountryCode?.none) { value throws(WireFailure) in
                let text = try decoding.string(value)
                guard let code = CountryCode(text) else {
                    throw decoding.fail(
                        .supportedCountryInvalid,
                        "\(quoted(text)) is not a valid country code (ISO 3166-1 alpha-2, upper case)")
                }
                return code
            }?.compactMap { $0 } ?? []
        let supportsCouponCode =
            object.collectOptional(.supportsCouponCode) { value throws(WireFailure) in try decoding.bool(value) }
            ?? false
        let couponCode = object.collectOptionalString(.couponCode)
        let recurringPaymentRequest = object.collectOptional(.recurringPaymentRequest) { value throws(WireFailure) in
            try RecurringPaymentRequest(wire: value, decoding)
        }
        let automaticReloadPaymentRequest = object.collectOptional(.automaticReloadPaymentRequest) {
            value throws(WireFailure) in
            try AutomaticReloadPaymentRequest(wire: value, decoding)
        }
        let deferredPaymentRequest = object.collectOptional(.deferredPaymentRequest) { value throws(WireFailure) in
            try DeferredPaymentRequest(wire: value, decoding)
        }
        let multiTokenContexts =
            object.collectArray(
                .multiTokenContexts,
                fallback: .placeholder
            ) { value throws(WireFailure) in
                try PaymentTokenContext(wire: value, decoding)
            } ?? []
        let merchantCategoryCode = object.collectOptional(.merchantCategoryCode) { value throws(WireFailure) in
            let text = try decoding.string(value)
            // Four ASCII digits exactly: Int16(_:) alone would also take "+581" and "-000".
            guard text.utf8.count == 4, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int16(text),
                let code = MerchantCategoryCode(rawValue: number)
            else {
                throw decoding.fail(
                    .jsonUnknownValue, "\(quoted(text)) is not a merchant category code (four digits, ISO 18245)")
            }
            return code
        }
        let merchantIdentifier = object.collectOptional(.merchantIdentifier) { value throws(WireFailure) in
            try decoding.string(value)
        }
        let applePayLaterAvailability = object.collectOptional(.applePayLaterAvailability) {
            value throws(WireFailure) in
            try decoding.enumeration(value, ApplePayLaterAvailability.self)
        }
        let installmentConfiguration = object.collectOptional(.installmentConfiguration) { value throws(WireFailure) in
            try InstallmentConfiguration(wire: value, decoding)
        }
        let features =
            object.collectArray(.features, fallback: ApplePayFeature?.none) { value throws(WireFailure) in
                let name = try decoding.string(value)
                guard let feature = ApplePayFeature(rawValue: name) else {
                    throw decoding.fail(.jsonUnknownValue, "\(quoted(name)) is not a feature Safari knows")
                }
                return feature
            }?.compactMap { $0 } ?? []
        let disbursementRequest = object.collectOptional(.disbursementRequest) { value throws(WireFailure) in
            try DisbursementRequest(wire: value, decoding)
        }
        // Through the memberwise initialiser, which builds the request in place (see PaymentRequest.swift).
        self.init(
            merchantIdentifier: merchantIdentifier,
            countryCode: countryCode ?? .us,
            currencyCode: currencyCode ?? .usd,
            supportedNetworks: networks,
            merchantCapabilities: capabilities,
            lineItems: lineItems,
            total: total,
            shippingMethods: shippingMethods,
            shippingType: shippingType,
            shippingContactEditingMode: shippingContactEditingMode,
            requiredBillingContactFields: requiredBillingContactFields,
            requiredShippingContactFields: requiredShippingContactFields,
            billingContact: billingContact,
            shippingContact: shippingContact,
            applicationData: applicationData,
            supportedCountries: supportedCountries,
            supportsCouponCode: supportsCouponCode,
            couponCode: couponCode,
            recurringPaymentRequest: recurringPaymentRequest,
            automaticReloadPaymentRequest: automaticReloadPaymentRequest,
            deferredPaymentRequest: deferredPaymentRequest,
            multiTokenContexts: multiTokenContexts,
            merchantCategoryCode: merchantCategoryCode,
            applePayLaterAvailability: applePayLaterAvailability,
            installmentConfiguration: installmentConfiguration,
            features: features,
            disbursementRequest: disbursementRequest
        )
    }

    /// Reads a request in the common shape in one pass, or returns `nil` for ``init(wire:_:)`` to read it.
    ///
    /// The shape: the five members Safari requires, line items, shipping methods and type, the contact fields
    /// and contacts, the merchant identifier, supported countries, a coupon code and application data, each with
    /// plain strings (see ``PlainJSONReader``). Any other member, or any value that is not plain or not valid,
    /// sends the document to ``init(wire:_:)``, which reports it. What this builds is what that builds.
    @usableFromInline package init?(plain reader: inout PlainJSONReader) {
        guard var object = reader.openObject() else { return nil }
        var countryCode: CountryCode?
        var currencyCode: CurrencyCode?
        var networks: [PaymentNetwork]?
        var capabilities: MerchantCapabilities?
        var total: PaymentSummaryItem?
        var lineItems: [PaymentSummaryItem] = []
        var shippingMethods: [ShippingMethod] = []
        var shippingType = ShippingType.shipping
        var requiredBillingContactFields: ContactFields = []
        var requiredShippingContactFields: ContactFields = []
        var billingContact: PaymentContact?
        var shippingContact: PaymentContact?
        var merchantIdentifier: String?
        var supportedCountries: [CountryCode] = []
        var couponCode: String?
        var applicationData: Data?
        // A value the reader cannot read stops it for good, so that the object does not complete: each member is
        // assigned what the reader gives, and one `nil` among them sends the document to init(wire:_:) below.
        while let key = reader.nextKey(&object, WireKeys.self) {
            switch key {
            case .countryCode: countryCode = reader.name(CountryCode.init(utf8:))
            case .currencyCode: currencyCode = reader.name(CurrencyCode.init(utf8:))
            case .supportedNetworks:
                networks = reader.array(reservingCapacity: 4) { $0.name(PaymentNetwork.known(utf8:)) }
            case .merchantCapabilities: capabilities = reader.union { MerchantCapabilities.byJSName.value(for: $0) }
            case .total: total = PaymentSummaryItem(plain: &reader)
            case .lineItems:
                lineItems = reader.array(reservingCapacity: 8) { PaymentSummaryItem(plain: &$0) } ?? []
            case .shippingMethods:
                shippingMethods = reader.array(reservingCapacity: 4) { ShippingMethod(plain: &$0) } ?? []
            case .shippingType: shippingType = reader.enumeration(ShippingType.self) ?? .shipping
            case .requiredBillingContactFields:
                requiredBillingContactFields = reader.union { ContactFields.byJSName.value(for: $0) } ?? []
            case .requiredShippingContactFields:
                requiredShippingContactFields = reader.union { ContactFields.byJSName.value(for: $0) } ?? []
            case .billingContact: billingContact = PaymentContact(plain: &reader)
            case .shippingContact: shippingContact = PaymentContact(plain: &reader)
            case .merchantIdentifier: merchantIdentifier = reader.string()
            case .supportedCountries: supportedCountries = reader.array { $0.name(CountryCode.init(utf8:)) } ?? []
            case .couponCode: couponCode = reader.string()
            case .applicationData:
                applicationData = reader.name { Data(base64Encoded: String(decoding: $0, as: UTF8.self)) }
            default:
                reader.stop()
                return nil
            }
        }
        // Safari requires the first five; without one, init(wire:_:) reports it.
        guard object.isComplete, let countryCode, let currencyCode, let networks, let capabilities, let total else {
            return nil
        }
        self.init(
            merchantIdentifier: merchantIdentifier, countryCode: countryCode, currencyCode: currencyCode,
            supportedNetworks: networks, merchantCapabilities: capabilities, lineItems: lineItems, total: total,
            shippingMethods: shippingMethods, shippingType: shippingType, shippingContactEditingMode: nil,
            requiredBillingContactFields: requiredBillingContactFields,
            requiredShippingContactFields: requiredShippingContactFields, billingContact: billingContact,
            shippingContact: shippingContact, applicationData: applicationData, supportedCountries: supportedCountries,
            supportsCouponCode: false, couponCode: couponCode, recurringPaymentRequest: nil,
            automaticReloadPaymentRequest: nil, deferredPaymentRequest: nil, multiTokenContexts: [],
            merchantCategoryCode: nil, applePayLaterAvailability: nil, installmentConfiguration: nil, features: [],
            disbursementRequest: nil)
    }

    /// A request nests three levels at most in its plain shape: a line item in its list in the request.
    @usableFromInline package static var plainDepth: Int? { 3 }

    static func contactFields(_ value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) -> ContactFields {
        try decoding.union(value) { value throws(WireFailure) in
            if let field = decoding.plainString(value, { ContactFields.byJSName.value(for: $0) }) { return field }
            return decoding.attempt { () throws(WireFailure) -> ContactFields in
                let name = try decoding.string(value)
                guard let field = ContactFields(jsName: name) else {
                    throw decoding.fail(
                        .jsonUnknownValue,
                        "\(quoted(name)) is not a valid contact field (postalAddress, name, phone, email, phoneticName)"
                    )
                }
                return field
            } ?? []
        }
    }

    /// Writes an `ApplePayPaymentRequest` in a fixed key order, leaving out what is empty or the default.
    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        let currency = currencyCode
        output.object(WireKeys.self) { object in
            object.add(.countryCode, countryCode.rawValue)
            object.add(.currencyCode, currency.rawValue)
            object.add(.supportedNetworks, strings: supportedNetworks.lazy.map(\.jsName))
            object.add(.merchantCapabilities, strings: merchantCapabilities.jsNames)
            object.add(.total, total, currency)
            object.add(.lineItems, lineItems, currency, omittingEmpty: true)
            object.add(.shippingMethods, shippingMethods, currency, omittingEmpty: true)
            if shippingType != .shipping { object.add(.shippingType, shippingType.rawValue) }
            object.add(.shippingContactEditingMode, shippingContactEditingMode?.rawValue)
            if !requiredBillingContactFields.isEmpty {
                object.add(.requiredBillingContactFields, strings: requiredBillingContactFields.jsNames)
            }
            if !requiredShippingContactFields.isEmpty {
                object.add(.requiredShippingContactFields, strings: requiredShippingContactFields.jsNames)
            }
            if let billingContact { object.add(.billingContact, billingContact, nil) }
            if let shippingContact { object.add(.shippingContact, shippingContact, nil) }
            object.add(.applicationData, applicationData?.base64EncodedString())
            if !supportedCountries.isEmpty {
                object.add(.supportedCountries, strings: supportedCountries.lazy.map(\.rawValue))
            }
            if supportsCouponCode { object.add(.supportsCouponCode, true) }
            object.add(.couponCode, couponCode)
            if let recurringPaymentRequest { object.add(.recurringPaymentRequest, recurringPaymentRequest, currency) }
            if let automaticReloadPaymentRequest {
                object.add(.automaticReloadPaymentRequest, automaticReloadPaymentRequest, currency)
            }
            if let deferredPaymentRequest { object.add(.deferredPaymentRequest, deferredPaymentRequest, currency) }
            object.add(.multiTokenContexts, multiTokenContexts, currency, omittingEmpty: true)
            object.add(.merchantCategoryCode, merchantCategoryCode?.description)
            object.add(.merchantIdentifier, merchantIdentifier)
            object.add(.applePayLaterAvailability, applePayLaterAvailability?.rawValue)
            if let installmentConfiguration { object.add(.installmentConfiguration, installmentConfiguration.object) }
            if !features.isEmpty { object.add(.features, strings: features.lazy.map(\.rawValue)) }
            if let disbursementRequest { object.add(.disbursementRequest, disbursementRequest, nil) }
        }
    }
}

extension PaymentRequest {
    /// Decodes an Apple Pay JS `ApplePayPaymentRequest` document, strictly.
    ///
    /// The document is the JSON a web page hands to `new ApplePaySession(version, request)`, with amounts as
    /// strings and dates as ISO 8601 strings; `merchantIdentifier` may travel as an extra key. Decoding reads the
    /// whole document and throws one `DecodingError` for all of its problems: its coding path and message name
    /// the first problem's field and rule (its code in brackets), and its underlying error is the
    /// ``ValidationReport`` of every problem (`DecodingError.validationReport`). The problems are: input that is
    /// not JSON or not UTF-8, input beyond the ``JSONDecodingLimits``, an amount given as a number or not in the
    /// amount grammar, an unknown country, currency, capability or enumerated string, a wrong JSON type, a
    /// missing required key and invalid Base64. What the model can hold, such as an empty label or a negative
    /// total, decodes; check it with ``validate(for:)``.
    public init(jsonData data: Data, limits: JSONDecodingLimits) throws {
        self = try Self.decoded(from: data, limits: limits)
    }

    /// The request as Apple Pay JS JSON: compact, UTF-8, and the same bytes for the same request.
    ///
    /// Keys come in a fixed order (`countryCode`, `currencyCode`, `supportedNetworks`, `merchantCapabilities`,
    /// `total`, `lineItems`, ...), amounts as strings in the currency's canonical form (`"10.50"`, JPY
    /// `"1000"`), dates as ISO 8601 in UTC, application data as Base64. Empty lists and default values are left
    /// out. This is the canonical form: decoding it gives back an equal request. JSON cannot carry a capability
    /// bit PassKit does not define (``MerchantCapabilities/unknownBits``), which is left out, nor a date outside
    /// the years 1 to 9999, which is clamped; validation reports both.
    ///
    /// - Parameter prettyPrinted: Whether to write one member per line, indented by two spaces, for people to
    ///   read; the default is compact.
    public func jsonData(prettyPrinted: Bool) -> Data {
        Data(wireBytes(prettyPrinted: prettyPrinted))
    }

    /// Room for the typical request's bytes, so that writing it rarely grows the buffer.
    @usableFromInline package var wireCapacity: Int { 256 + 64 * (lineItems.count + shippingMethods.count) }

}

extension PaymentRequest: JSONDocument {
    /// The Apple Pay JS `ApplePayPaymentRequest` form; ``init(jsonData:limits:)`` and
    /// ``jsonData(prettyPrinted:)`` say what it holds.
    public static let jsonFormat = JSONDocumentFormat<PaymentRequest>.wire
}
