#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayPaymentDataRequest {

    /// The report of the Google Pay request, and the request when it has no error, from one check.
    static func reading(_ parsed: ParsedJSON) -> (report: ValidationReport, value: Self?) {
        GooglePayDocumentCheck.reading(parsed) { check, root in
            check = GooglePayDocumentCheck(root)
            return check.request
        }
    }
}

extension GooglePayDocumentCheck {
    /// The report of a Google Pay document that `read` reads, and its value when the report has no error, from
    /// one check.
    static func reading<Value>(
        _ parsed: ParsedJSON, _ read: (inout GooglePayDocumentCheck, JSONElement) -> Value?
    ) -> (report: ValidationReport, value: Value?) {
        var value: Value?
        let report = parsed.report { tape in
            var check = GooglePayDocumentCheck()
            let read = read(&check, JSONElement(root: tape))
            let report = ValidationReport(capping: [check.violations], dropped: check.dropped)
            if report.isValid { value = read }
            return report
        }
        return (report, value)
    }

    /// The report of the checks `check` makes on a value.
    static func report(_ check: (GooglePayDocumentCheck) -> Void) -> ValidationReport {
        let checking = GooglePayDocumentCheck()
        check(checking)
        return ValidationReport(capping: [checking.violations], dropped: checking.dropped)
    }

    /// A Google Pay document that `read` reads, or the `DecodingError` of every error found.
    static func decoding<Value>(
        _ root: JSONElement, codingPath: [any CodingKey], _ read: (inout GooglePayDocumentCheck, JSONElement) -> Value?
    ) throws -> Value {
        var check = GooglePayDocumentCheck()
        let value = read(&check, root)
        let report = ValidationReport(violations: check.violations)
        guard report.isValid, let value else { throw report.decodingError(codingPath: codingPath) }
        return value
    }

    /// A callback's `shippingOptionData` or `offerData`, or the answer's: the option's id, or the codes applied.
    mutating func readSelection(_ value: JSONElement?, _ path: ValidationPath) -> String? {
        guard let members = object(value, path, known: SelectionKeys.self) else { return nil }
        return string(members[SelectionKeys.id], path / SelectionKeys.id, required: true)
    }

    mutating func readOfferData(_ value: JSONElement?, _ path: ValidationPath) -> [String]? {
        guard let members = object(value, path, known: OfferDataKeys.self) else { return nil }
        let codesPath = path / OfferDataKeys.redemptionCodes
        guard let elements = array(members[OfferDataKeys.redemptionCodes], codesPath, required: true) else {
            return nil
        }
        return elements.enumerated().compactMap { index, element in string(element, codesPath[index]) }
    }

    /// A `SelectionOptionData` of an answer or a callback: the option's id.
    static func write<Output: JSONOutput>(selection id: String, to output: inout Output) {
        output.object(SelectionKeys.self) { $0.add(.id, id) }
    }

    /// An `OfferData` of an answer or a callback: the codes applied.
    static func write<Output: JSONOutput>(offerCodes codes: [String], to output: inout Output) {
        output.object(OfferDataKeys.self) { $0.add(.redemptionCodes, strings: codes) }
    }

    /// The keys of a `SelectionOptionData`.
    enum SelectionKeys: Int, GooglePayKey {
        case id
        static let table = WireKeyTable(Self.self)
    }

    /// The keys of an `OfferData`.
    enum OfferDataKeys: Int, GooglePayKey {
        case redemptionCodes
        static let table = WireKeyTable(Self.self)
    }
}

/// Google Pay's rules on a document, which also reads the request out of it.
struct GooglePayDocumentCheck {
    /// What the checks find, capped as every report is.
    let log = ViolationLog()
    var violations: [Violation] { log.violations }
    /// Violations past the report's caps, counted and not built.
    var dropped: Int { log.dropped }
    private(set) var request: GooglePayPaymentDataRequest?

    /// A check that has read nothing yet, for the documents that answer a request.
    init() {}
    /// The path of the card method read, for the checks that need its members and the transaction's.
    private var cardPath: ValidationPath?

    static let authMethods: Set<String> = ["PAN_ONLY", "CRYPTOGRAM_3DS"]
    static let tokenizationTypes: Set<String> = ["PAYMENT_GATEWAY", "DIRECT"]
    static let callbackIntents: Set<String> = [
        "OFFER", "PAYMENT_AUTHORIZATION", "SHIPPING_ADDRESS", "SHIPPING_OPTION", "PAYMENT_METHOD",
    ]
    static let cardNetworks: Set<String> = [
        "AMEX", "DISCOVER", "ELECTRON", "ELO", "ELO_DEBIT", "INTERAC", "JCB", "MAESTRO", "MASTERCARD", "VISA",
    ]

    /// Where Google offers each card network and with which auth methods (Google's supported-networks guide):
    /// the worldwide schemes everywhere, the domestic ones in their country; Discover and JCB without a cryptogram,
    /// Interac with a cryptogram only. A debit network of a co-badged combo card in Brazil needs its credit network in
    /// the same list (Google's `CardNetwork` reference): ELO_DEBIT needs ELO, MAESTRO MASTERCARD, ELECTRON VISA.
    static let networkOffers: [String: (countries: Set<String>?, authMethods: Set<String>, requires: String?)] = [
        "AMEX": (nil, ["PAN_ONLY", "CRYPTOGRAM_3DS"], nil),
        "DISCOVER": (nil, ["PAN_ONLY"], nil),
        "JCB": (nil, ["PAN_ONLY"], nil),
        "MASTERCARD": (nil, ["PAN_ONLY", "CRYPTOGRAM_3DS"], nil),
        "VISA": (nil, ["PAN_ONLY", "CRYPTOGRAM_3DS"], nil),
        "ELO": (["BR"], ["PAN_ONLY", "CRYPTOGRAM_3DS"], nil),
        "ELO_DEBIT": (["BR"], ["PAN_ONLY", "CRYPTOGRAM_3DS"], "ELO"),
        "MAESTRO": (["BR"], ["PAN_ONLY", "CRYPTOGRAM_3DS"], "MASTERCARD"),
        "ELECTRON": (["BR"], ["PAN_ONLY", "CRYPTOGRAM_3DS"], "VISA"),
        "INTERAC": (["CA"], ["CRYPTOGRAM_3DS"], nil),
    ]

    /// Elo's two networks, which Google's guide asks for together, with both auth methods, to reach every Elo card.
    static let eloNetworks: Set<String> = ["ELO", "ELO_DEBIT"]

    /// Why a network cannot be in the list as it is, when the network it needs is not: the rule and a sentence.
    static func networkRequirementUnmet(_ network: String, in networks: [String]) -> (
        rule: ValidationRule, message: String
    )? {
        guard let required = networkOffers[network]?.requires, !networks.contains(required) else { return nil }
        return (
            .googlePayNetworkRequires,
            "\(network) is accepted only with \(required) in allowedCardNetworks (Google's CardNetwork reference)"
        )
    }

    /// Why Google does not offer a network for a transaction's country and the allowed auth methods, if it does
    /// not: the rule and a sentence.
    static func networkNotOffered(_ network: String, country: String?, authMethods: [String])
        -> (rule: ValidationRule, message: String)?
    {
        guard let offer = networkOffers[network] else { return nil }
        if let countries = offer.countries, !countries.contains(country ?? "") {
            let names = countries.sorted().joined(separator: ", ")
            return (
                .googlePayNetworkCountry,
                "Google offers \(network) only for transactions in \(names), not \(country.map { quoted($0) } ?? "without a countryCode")"
            )
        }
        if !authMethods.isEmpty, offer.authMethods.isDisjoint(with: authMethods) {
            return (
                .googlePayNetworkAuthMethod,
                "\(network) supports \(offer.authMethods.sorted().joined(separator: " and ")), which allowedAuthMethods does not allow"
            )
        }
        return nil
    }

    /// The card networks Google would not offer, with their index in the list.
    mutating func checkNetworks(
        _ networks: [String], authMethods: [String], country: String?, at path: ValidationPath
    ) {
        for (index, network) in networks.enumerated() {
            if let (rule, message) = Self.networkNotOffered(network, country: country, authMethods: authMethods) {
                add(rule, path[index], message)
            } else if Self.eloNetworks.contains(network), Set(authMethods) != Self.authMethods {
                add(
                    .googlePayNetworkAuthMethod, path[index],
                    "Elo needs both PAN_ONLY and CRYPTOGRAM_3DS to accept every Elo card, saved cards and device tokens"
                )
            }
            if let (rule, message) = Self.networkRequirementUnmet(network, in: networks) {
                add(rule, path[index], message)
            }
            if network == "ELO", !networks.contains("ELO_DEBIT") {
                add(
                    .googlePayNetworkCompanion, path[index],
                    "ELO is given without ELO_DEBIT; Google asks for both to accept Elo cards")
            }
        }
    }

    /// The checks of a document the library wrote itself, an export, read as its bytes are.
    init(exported document: GooglePayPaymentDataRequest) {
        // What the library writes nests a few levels, so only the depth limit could refuse it; the check of null
        // would then refuse the document.
        self.init((try? JSONElement(writing: document)) ?? .null)
    }

    /// A document's members, or `nil` and a violation when it is not an object.
    func topLevel(_ root: JSONElement, _ phrase: String) -> JSONElement.Members? {
        guard case .object(let members) = root.shape else {
            add(.googlePayMemberType, .document, "The document is \(root.typeName), not \(phrase) object")
            return nil
        }
        return members
    }

    /// The checks of the `apiVersion` and `apiVersionMinor` of a request or of the payment data answering it.
    func checkAPIVersion<Key: WireKey>(_ document: KnownMembers, _ major: Key, _ minor: Key) {
        for (key, expected) in [(major, "2"), (minor, "0")] {
            guard let value = document[key] else {
                add(.googlePayMemberMissing, key.path, "\(key.name) is required; use \(expected)")
                continue
            }
            if case .number(let text) = value.shape, text == expected { continue }
            add(.googlePayAPIVersion, key.path, "\(key.name) is \(Self.describe(value)); the current API is 2.0")
        }
    }

    init(_ root: JSONElement) {
        guard let members = topLevel(root, "a PaymentDataRequest") else { return }
        typealias Key = GooglePayPaymentDataRequest.WireKeys
        let document = known(members, .document, Key.self)
        checkAPIVersion(document, Key.apiVersion, Key.apiVersionMinor)
        let merchantInfo = readMerchantInfo(document[Key.merchantInfo])
        let card = readCardPaymentMethod(document[Key.allowedPaymentMethods])
        let transactionInfo: GooglePayPaymentDataRequest.TransactionInfo?
        if let value = document[Key.transactionInfo] {
            transactionInfo = readTransactionInfo(value, Key.transactionInfo.path)
        } else {
            add(.googlePayMemberMissing, Key.transactionInfo.path, "transactionInfo is required")
            transactionInfo = nil
        }
        let emailRequired = flag(document[Key.emailRequired], Key.emailRequired.path)
        let shippingAddressRequired = flag(document[Key.shippingAddressRequired], Key.shippingAddressRequired.path)
        var shippingPhone = false
        var shippingCountries = [String]()
        var shippingFormat = GooglePayPaymentDataRequest.BillingAddressFormat.full
        typealias AddressKey = GooglePayPaymentDataRequest.ShippingAddressParameterKeys
        if let parameters = object(
            document[Key.shippingAddressParameters], Key.shippingAddressParameters.path, known: AddressKey.self)
        {
            shippingPhone = flag(
                parameters[AddressKey.phoneNumberRequired],
                Key.shippingAddressParameters / AddressKey.phoneNumberRequired)
            let countriesPath = Key.shippingAddressParameters / AddressKey.allowedCountryCodes
            for (index, element) in (array(parameters[AddressKey.allowedCountryCodes], countriesPath) ?? .empty)
                .enumerated()
            {
                guard let code = string(element, countriesPath[index]) else { continue }
                if CountryCode(code) == nil || code != code.uppercased() {
                    add(
                        .googlePayCountryInvalid, countriesPath[index],
                        "\(quoted(code)) is not an ISO 3166-1 alpha-2 code")
                } else {
                    shippingCountries.append(code)
                }
            }
            let formatPath = Key.shippingAddressParameters / AddressKey.format
            if let format = string(parameters[AddressKey.format], formatPath) {
                // A shipping address is never minimal: Google lists FULL and FULL-ISO3166 only.
                if let known = GooglePayPaymentDataRequest.BillingAddressFormat(rawValue: format), known != .min {
                    shippingFormat = known
                } else {
                    add(.googlePayValueUnknown, formatPath, "\(quoted(format)) is not one of FULL, FULL-ISO3166")
                }
            }
        }
        let offers = readOffers(document[Key.offerInfo], Key.offerInfo.path)
        let optionRequired = flag(document[Key.shippingOptionRequired], Key.shippingOptionRequired.path)
        var callbackIntents = [String]()
        if let intents = document[Key.callbackIntents] {
            // Google's callbacks guide: each intent calls back about something the request asks for.
            let needs = [
                "SHIPPING_ADDRESS": (Key.shippingAddressRequired.name, shippingAddressRequired),
                "SHIPPING_OPTION": (Key.shippingOptionRequired.name, optionRequired),
            ]
            for (index, element) in (array(intents, Key.callbackIntents.path, required: false) ?? .empty).enumerated() {
                let intentPath = Key.callbackIntents[index]
                guard let intent = string(element, intentPath) else { continue }
                guard Self.callbackIntents.contains(intent) else {
                    add(
                        .googlePayValueUnknown, intentPath,
                        "\(quoted(intent)) is not one of \(Self.callbackIntents.sorted().joined(separator: ", "))")
                    continue
                }
                if let (member, given) = needs[intent], !given {
                    add(.googlePayCallbackIntentUnmet, intentPath, "The \(intent) callback needs \(member): true")
                }
                callbackIntents.append(intent)
            }
        }
        let shipping = readShippingOptions(
            document[Key.shippingOptionParameters], Key.shippingOptionParameters.path, required: optionRequired)
        if let card, let cardPath {
            typealias Method = GooglePayPaymentDataRequest.CardPaymentMethod
            checkNetworks(
                card.allowedCardNetworks, authMethods: card.allowedAuthMethods, country: transactionInfo?.countryCode,
                at: cardPath / Method.WireKeys.parameters / Method.ParameterKeys.allowedCardNetworks)
        }
        if let card, let transactionInfo {
            request = GooglePayPaymentDataRequest(
                merchantInfo: merchantInfo, cardPaymentMethod: card, transactionInfo: transactionInfo,
                emailRequired: emailRequired, shippingAddressRequired: shippingAddressRequired,
                shippingPhoneNumberRequired: shippingPhone, allowedShippingCountryCodes: shippingCountries,
                shippingAddressFormat: shippingFormat, shippingOptionParameters: shipping, offers: offers,
                callbackIntents: callbackIntents)
        }
    }

    /// Records a violation, up to the report's caps; past them only a count goes up, and neither the path nor
    /// the message is built, so that a document of a million bad values costs no more than the report shows.
    func add(
        _ rule: ValidationRule, _ path: @autoclosure () -> ValidationPath, _ message: @autoclosure () -> String
    ) {
        log.add(rule, path, message)
    }

    static func describe(_ value: JSONElement) -> String {
        switch value.shape {
        case .number(let text): text
        case .string(let text): quoted(text)
        default: value.typeName
        }
    }

    // MARK: Members of one JSON type

    /// A member's value read as one JSON type, or `nil`: when it is absent (a violation if it is `required`) or of
    /// another type (always a violation, naming the type it should be, `expected`).
    mutating func member<Value>(
        _ value: JSONElement?, _ path: @autoclosure () -> ValidationPath, required: Bool = false,
        _ expected: String, _ read: (JSONElement.Shape) -> Value?
    ) -> Value? {
        guard let value else {
            if required { add(.googlePayMemberMissing, path(), "\(path().rendered) is required") }
            return nil
        }
        guard let read = read(value.shape) else {
            add(.googlePayMemberType, path(), "\(path().rendered) is \(value.typeName), not \(expected)")
            return nil
        }
        return read
    }

    /// An object's members, all of them: for an object whose members Google Pay leaves open.
    mutating func object(_ value: JSONElement?, _ path: ValidationPath) -> JSONElement.Members? {
        member(value, path, "an object") { if case .object(let members) = $0 { members } else { nil } }
    }

    /// An object's members that Google Pay defines here, the keys of `Key`.
    mutating func object<Key: WireKey>(
        _ value: JSONElement?, _ path: ValidationPath, known: Key.Type
    ) -> KnownMembers? {
        guard let members = object(value, path) else { return nil }
        return self.known(members, path, Key.self)
    }

    /// The members Google Pay defines here; it warns of the others, most likely typos, as the other formats do,
    /// and keeps none of them.
    mutating func known<Key: WireKey>(
        _ members: JSONElement.Members, _ path: ValidationPath, _: Key.Type
    ) -> KnownMembers {
        KnownMembers(members, known: Key.self) { member, known in
            // Past what a report lists of one rule, neither the path nor the suggestion is made.
            add(
                .googlePayUnknownKey, path / member.key,
                "\(quoted(member.key)) \(Key.unknownKeyNote)" + didYouMean(member.key, in: known))
        }
    }

    mutating func string(
        _ value: JSONElement?, _ path: @autoclosure () -> ValidationPath, required: Bool = false
    ) -> String? {
        member(value, path(), required: required, "a string") { if case .string(let text) = $0 { text } else { nil } }
    }

    /// A label's bidirectional controls and invisible characters, which Google Pay's sheet shows as they are.
    mutating func checkHiddenCharacters(_ label: String?, _ path: @autoclosure () -> ValidationPath) {
        guard let label, let hidden = HiddenCharacters.first(in: label) else { return }
        add(.labelHiddenCharacters, path(), RequestValidator.hiddenCharactersMessage(label, hidden))
    }

    mutating func flag(_ value: JSONElement?, _ path: @autoclosure () -> ValidationPath) -> Bool {
        member(value, path(), "a boolean") { if case .bool(let flag) = $0 { flag } else { nil } } ?? false
    }

    mutating func array(
        _ value: JSONElement?, _ path: @autoclosure () -> ValidationPath, required: Bool = false
    ) -> JSONElement.Elements? {
        member(value, path(), required: required, "an array") {
            if case .array(let elements) = $0 { elements } else { nil }
        }
    }

    mutating func strings(_ value: JSONElement?, _ path: ValidationPath, known: Set<String>) -> [String] {
        guard let elements = array(value, path, required: true) else { return [] }
        if elements.isEmpty { add(.googlePayMemberMissing, path, "\(path.rendered) needs at least one value") }
        var result = [String]()
        for (index, element) in elements.enumerated() {
            guard let text = string(element, path[index]) else { continue }
            if known.contains(text) {
                result.append(text)
            } else {
                add(
                    .googlePayValueUnknown, path[index],
                    "\(quoted(text)) is not one of \(known.sorted().joined(separator: ", "))")
            }
        }
        return result
    }

    mutating func enumeration<Value: RawRepresentable & CaseIterable>(
        _ value: JSONElement?, _ path: ValidationPath, as _: Value.Type, required: Bool
    ) -> Value? where Value.RawValue == String {
        guard let text = string(value, path, required: required) else { return nil }
        guard let known = Value(rawValue: text) else {
            add(
                .googlePayValueUnknown, path,
                "\(quoted(text)) is not one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return known
    }

    // MARK: The parts of the request

    private mutating func readMerchantInfo(_ value: JSONElement?) -> GooglePayPaymentDataRequest.MerchantInfo {
        let path = GooglePayPaymentDataRequest.WireKeys.merchantInfo.path
        guard value != nil else {
            add(.googlePayMemberMissing, path, "merchantInfo is required; give at least merchantName")
            return .init()
        }
        typealias Key = GooglePayPaymentDataRequest.MerchantInfo.WireKeys
        guard let members = object(value, path, known: Key.self) else { return .init() }
        return .init(
            merchantName: string(members[Key.merchantName], path / Key.merchantName),
            merchantId: string(members[Key.merchantId], path / Key.merchantId))
    }

    private mutating func readCardPaymentMethod(_ value: JSONElement?) -> GooglePayPaymentDataRequest.CardPaymentMethod?
    {
        typealias Method = GooglePayPaymentDataRequest.CardPaymentMethod
        typealias Key = Method.WireKeys
        typealias ParameterKey = Method.ParameterKeys
        typealias BillingKey = Method.BillingAddressParameterKeys
        typealias TokenizationKey = Method.TokenizationKeys
        let methodsKey = GooglePayPaymentDataRequest.WireKeys.allowedPaymentMethods
        guard let methods = array(value, methodsKey.path, required: true) else { return nil }
        var card: Method?
        var hasCardMethod = false
        for (index, method) in methods.enumerated() {
            let path = methodsKey[index]
            guard let members = object(method, path, known: Key.self),
                string(members[Key.type], path / Key.type, required: true) == "CARD"
            else { continue }
            hasCardMethod = true
            let parametersPath = path / Key.parameters
            let parameters =
                object(members[Key.parameters], parametersPath, known: ParameterKey.self) ?? KnownMembers()
            if members[Key.parameters] == nil {
                add(.googlePayMemberMissing, parametersPath, "A CARD method needs parameters")
            }
            let auth = strings(
                parameters[ParameterKey.allowedAuthMethods], parametersPath / ParameterKey.allowedAuthMethods,
                known: Self.authMethods)
            let networks = strings(
                parameters[ParameterKey.allowedCardNetworks], parametersPath / ParameterKey.allowedCardNetworks,
                known: Self.cardNetworks)
            var allowCredit = true
            if let value = parameters[ParameterKey.allowCreditCards] {
                allowCredit = flag(value, parametersPath / ParameterKey.allowCreditCards)
            }
            var allowPrepaid = true
            if let value = parameters[ParameterKey.allowPrepaidCards] {
                allowPrepaid = flag(value, parametersPath / ParameterKey.allowPrepaidCards)
            }
            let assurance = flag(
                parameters[ParameterKey.assuranceDetailsRequired],
                parametersPath / ParameterKey.assuranceDetailsRequired)
            let billing = flag(
                parameters[ParameterKey.billingAddressRequired], parametersPath / ParameterKey.billingAddressRequired)
            var billingPhone = false
            // Google's default when the format is omitted.
            var billingFormat = GooglePayPaymentDataRequest.BillingAddressFormat.min
            let billingPath = parametersPath / ParameterKey.billingAddressParameters
            if let billingParameters = object(
                parameters[ParameterKey.billingAddressParameters], billingPath, known: BillingKey.self)
            {
                let formatPath = billingPath / BillingKey.format
                if let format = string(billingParameters[BillingKey.format], formatPath) {
                    if let known = GooglePayPaymentDataRequest.BillingAddressFormat(rawValue: format) {
                        billingFormat = known
                    } else {
                        add(
                            .googlePayValueUnknown, formatPath,
                            "\(quoted(format)) is not one of FULL, FULL-ISO3166, MIN")
                    }
                }
                billingPhone = flag(
                    billingParameters[BillingKey.phoneNumberRequired], billingPath / BillingKey.phoneNumberRequired)
            }
            var tokenization: GooglePayPaymentDataRequest.TokenizationSpecification?
            let tokenizationPath = path / Key.tokenizationSpecification
            if let specification = object(
                members[Key.tokenizationSpecification], tokenizationPath, known: TokenizationKey.self)
            {
                let typePath = tokenizationPath / TokenizationKey.type
                let type = string(specification[TokenizationKey.type], typePath, required: true)
                if let type, !Self.tokenizationTypes.contains(type) {
                    add(.googlePayValueUnknown, typePath, "\(quoted(type)) is not one of DIRECT, PAYMENT_GATEWAY")
                }
                var parameters = [String: String]()
                let parametersPath = tokenizationPath / TokenizationKey.parameters
                if let values = object(specification[TokenizationKey.parameters], parametersPath) {
                    for member in values.sorted(by: { $0.key < $1.key }) {
                        if let text = string(member.value, parametersPath / member.key) {
                            parameters[member.key] = text
                        }
                    }
                }
                if type == "DIRECT" {
                    // A DIRECT integration decrypts the token itself: Google needs the protocol and the key.
                    for member in ["protocolVersion", "publicKey"] where parameters[member] == nil {
                        add(
                            .googlePayMemberMissing, parametersPath / member, "A DIRECT tokenization needs \(member)")
                    }
                }
                if let type { tokenization = .init(type: type, parameters: parameters) }
            } else if members[Key.tokenizationSpecification] == nil {
                add(
                    .googlePayMemberMissing, tokenizationPath,
                    "A CARD method needs the processor's tokenizationSpecification to return payment data")
            }
            if card == nil, let tokenization {
                cardPath = path
                card = .init(
                    allowedAuthMethods: auth, allowedCardNetworks: networks, allowCreditCards: allowCredit,
                    allowPrepaidCards: allowPrepaid, assuranceDetailsRequired: assurance,
                    billingAddressRequired: billing, billingPhoneNumberRequired: billingPhone,
                    // The format matters only when an address is collected, and is written only then.
                    billingAddressFormat: billing || billingPhone ? billingFormat : .full,
                    tokenizationSpecification: tokenization)
            }
        }
        // A CARD method with problems has reported them; only its absence is reported here.
        if !hasCardMethod {
            add(.googlePayMemberMissing, methodsKey.path, "allowedPaymentMethods needs a method of type CARD")
        }
        return card
    }

    mutating func readTransactionInfo(_ value: JSONElement, _ path: ValidationPath)
        -> GooglePayPaymentDataRequest.TransactionInfo?
    {
        typealias Key = GooglePayPaymentDataRequest.TransactionInfo.WireKeys
        guard let members = object(value, path, known: Key.self) else { return nil }
        let currency = string(members[Key.currencyCode], path / Key.currencyCode, required: true)
        if let currency, CurrencyCode(currency) == nil || currency != currency.uppercased() {
            add(
                .googlePayCurrencyInvalid, path / Key.currencyCode,
                "\(quoted(currency)) is not an ISO 4217 alphabetic code")
        }
        let country = string(members[Key.countryCode], path / Key.countryCode)
        if let country, CountryCode(country) == nil || country != country.uppercased() {
            add(
                .googlePayCountryInvalid, path / Key.countryCode,
                "\(quoted(country)) is not an ISO 3166-1 alpha-2 code")
        }
        let status = enumeration(
            members[Key.totalPriceStatus], path / Key.totalPriceStatus,
            as: GooglePayPaymentDataRequest.TotalPriceStatus.self, required: true)
        let price = string(members[Key.totalPrice], path / Key.totalPrice)
        if let price {
            if status == .notCurrentlyKnown {
                add(
                    .googlePayTotalPriceNotAllowed, path / Key.totalPrice,
                    "totalPrice should not be set for totalPriceStatus = NOT_CURRENTLY_KNOWN")
            } else if !Self.isPrice(price, signed: false) {
                add(
                    .googlePayPriceSyntax, path / Key.totalPrice,
                    "\(quoted(price)) is not a total price: digits, then no decimals or exactly two (^[0-9]+(\\.[0-9][0-9])?$)"
                )
            }
        } else if status == .estimated || status == .final {
            add(
                .googlePayTotalPriceMissing, path / Key.totalPrice, "totalPrice is required with \(status!.rawValue)")
        }
        let label = string(members[Key.totalPriceLabel], path / Key.totalPriceLabel)
        checkHiddenCharacters(label, path / Key.totalPriceLabel)
        let checkout = enumeration(
            members[Key.checkoutOption], path / Key.checkoutOption,
            as: GooglePayPaymentDataRequest.CheckoutOption.self, required: false)
        if checkout == .completeImmediatePurchase, let status, status != .final {
            add(
                .googlePayCheckoutOptionNotFinal, path / Key.checkoutOption,
                "COMPLETE_IMMEDIATE_PURCHASE needs totalPriceStatus FINAL, not \(status.rawValue)")
        }
        var items = [GooglePayPaymentDataRequest.DisplayItem]()
        let itemsPath = path / Key.displayItems
        if let elements = array(members[Key.displayItems], itemsPath) {
            if !elements.isEmpty && label == nil {
                add(
                    .googlePayTotalPriceLabelMissing, path / Key.totalPriceLabel,
                    "With displayItems, totalPriceLabel is required, or the cart is not shown")
            }
            items.reserveCapacity(elements.reduce(0) { count, _ in count + 1 })
            for (index, element) in elements.enumerated() {
                if let item = readDisplayItem(element, itemsPath[index]) { items.append(item) }
            }
        }
        _ = members[Key.transactionId].map { string($0, path / Key.transactionId) }
        _ = members[Key.transactionNote].map { string($0, path / Key.transactionNote) }
        guard let currency, let status else { return nil }
        return .init(
            currencyCode: currency, countryCode: country, totalPriceStatus: status, totalPrice: price,
            totalPriceLabel: label, displayItems: items, checkoutOption: checkout)
    }

    mutating func readDisplayItem(_ value: JSONElement, _ path: ValidationPath) -> GooglePayPaymentDataRequest
        .DisplayItem?
    {
        typealias Key = GooglePayPaymentDataRequest.DisplayItem.WireKeys
        guard let members = object(value, path, known: Key.self) else { return nil }
        let label = string(members[Key.label], path / Key.label, required: true)
        checkHiddenCharacters(label, path / Key.label)
        let type = enumeration(
            members[Key.type], path / Key.type, as: GooglePayPaymentDataRequest.DisplayItemType.self, required: true)
        let price = string(members[Key.price], path / Key.price, required: true)
        if let price, !Self.isPrice(price, signed: true) {
            add(
                .googlePayPriceSyntax, path / Key.price,
                "\(quoted(price)) is not a price: an optional \"-\", digits, then no decimals or exactly two")
        }
        let status = enumeration(
            members[Key.status], path / Key.status, as: GooglePayPaymentDataRequest.DisplayItemStatus.self,
            required: false)
        guard let label, let type, let price else { return nil }
        return .init(label: label, type: type, price: price, status: status)
    }

    mutating func readShippingOptions(
        _ value: JSONElement?, _ path: ValidationPath, required: Bool
    ) -> GooglePayPaymentDataRequest.ShippingOptionParameters? {
        typealias Key = GooglePayPaymentDataRequest.ShippingOptionParameters.WireKeys
        typealias OptionKey = GooglePayPaymentDataRequest.SelectionOption.WireKeys
        guard let members = object(value, path, known: Key.self) else {
            if required {
                add(
                    .googlePayShippingOptionsEmpty, path,
                    "shippingOptionRequired is true, so shippingOptionParameters needs at least one option")
            }
            return nil
        }
        var options = [GooglePayPaymentDataRequest.SelectionOption]()
        var seen = Set<String>()
        let optionsPath = path / Key.shippingOptions
        let elements = array(members[Key.shippingOptions], optionsPath, required: true) ?? .empty
        if elements.isEmpty && members[Key.shippingOptions] != nil {
            add(.googlePayShippingOptionsEmpty, optionsPath, "There must be at least one shipping option")
        }
        // Reserved once: grown by doubling, a list of thousands of options was copied at each step, and the copies
        // were the peak of the document's memory.
        options.reserveCapacity(elements.reduce(0) { count, _ in count + 1 })
        for (index, element) in elements.enumerated() {
            let optionPath = optionsPath[index]
            guard let option = object(element, optionPath, known: OptionKey.self) else { continue }
            let id = string(option[OptionKey.id], optionPath / OptionKey.id, required: true)
            let label = string(option[OptionKey.label], optionPath / OptionKey.label, required: true)
            checkHiddenCharacters(label, optionPath / OptionKey.label)
            let description = string(option[OptionKey.description], optionPath / OptionKey.description)
            if let id, !seen.insert(id).inserted {
                add(
                    .googlePayShippingOptionIdDuplicate, optionPath / OptionKey.id,
                    "\(quoted(id)) is the id of an earlier option")
            }
            if let id, let label { options.append(.init(id: id, label: label, description: description)) }
        }
        let selected = string(members[Key.defaultSelectedOptionId], path / Key.defaultSelectedOptionId)
        if let selected, !seen.contains(selected) {
            add(
                .googlePayDefaultOptionUnknown, path / Key.defaultSelectedOptionId,
                "\(quoted(selected)) is not the id of a shipping option")
        }
        return .init(shippingOptions: options, defaultSelectedOptionId: selected)
    }

    /// An `offerInfo`'s offers, each with its code and description; Google asks for descriptions under 60
    /// characters.
    mutating func readOffers(_ value: JSONElement?, _ path: ValidationPath) -> [GooglePayPaymentDataRequest.OfferDetail]
    {
        typealias Key = GooglePayPaymentDataRequest.OfferInfoKeys
        typealias OfferKey = GooglePayPaymentDataRequest.OfferDetail.WireKeys
        guard let members = object(value, path, known: Key.self) else { return [] }
        var offers = [GooglePayPaymentDataRequest.OfferDetail]()
        let offersPath = path / Key.offers
        for (index, element) in (array(members[Key.offers], offersPath, required: true) ?? .empty).enumerated() {
            let offerPath = offersPath[index]
            guard let offer = object(element, offerPath, known: OfferKey.self) else { continue }
            let code = string(offer[OfferKey.redemptionCode], offerPath / OfferKey.redemptionCode, required: true)
            let description = string(offer[OfferKey.description], offerPath / OfferKey.description, required: true)
            checkHiddenCharacters(description, offerPath / OfferKey.description)
            if let description, description.count >= 60 {
                add(
                    .googlePayOfferDescriptionLength, offerPath / OfferKey.description,
                    "The description has \(description.count) characters; Google asks for fewer than 60")
            }
            if let code, let description { offers.append(.init(redemptionCode: code, description: description)) }
        }
        return offers
    }

    /// Google's price grammar: `^[0-9]+(\.[0-9][0-9])?$`, with an optional leading `-` for display items.
    static func isPrice(_ text: String, signed: Bool) -> Bool {
        var bytes = Substring(text).utf8[...]
        if signed && bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        let integer = bytes.prefix(while: isDigit)
        guard !integer.isEmpty else { return false }
        let rest = bytes.dropFirst(integer.count)
        return rest.isEmpty
            || (rest.count == 3 && rest.first == UInt8(ascii: ".") && rest.dropFirst().allSatisfy(isDigit))
    }
}
