#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayPaymentDataRequest {
    /// Validates a Google Pay `PaymentDataRequest` by Google's documented rules, reporting every problem.
    ///
    /// The checks cover the API version, the card payment method (auth methods, networks and a tokenization
    /// specification), `transactionInfo` (currency, country, status, the total and its grammar, the checkout
    /// option, the display items) and the shipping options. Google's reference is the source; where only
    /// third-party copies of it were read, or where it contradicts itself, the rule says so in its summary and
    /// the documentation's table.
    public static func validate(jsonData data: Data, limits: JSONDecodingLimits = .default) -> ValidationReport {
        validate(ParsedJSON(jsonData: data, limits: limits))
    }

    /// The same report as `validate(jsonData:limits:)`, for a document already parsed, so that a caller that
    /// first asked which document it is (``PaymentDocumentKind/candidates(_:)``) reads its bytes once.
    public static func validate(_ parsed: ParsedJSON) -> ValidationReport {
        parsed.report { tape in
            let check = GooglePayDocumentCheck(JSONElement(root: tape))
            return ValidationReport(capping: [check.violations], dropped: check.dropped)
        }
    }
}

/// Google Pay's rules on a document, which also reads the request out of it.
struct GooglePayDocumentCheck {
    /// What the checks find, capped as every report is.
    private let log = ViolationLog()
    var violations: [Violation] { log.violations }
    /// Violations past the report's caps, counted and not built.
    var dropped: Int { log.dropped }
    private(set) var request: GooglePayPaymentDataRequest?
    /// The path of the card method read, for the checks that need its members and the transaction's.
    private var cardPath: String?

    static let authMethods: Set<String> = ["PAN_ONLY", "CRYPTOGRAM_3DS"]
    static let topLevelKeys = GooglePayPaymentDataRequest.topLevelKeys
    static let tokenizationTypes: Set<String> = ["PAYMENT_GATEWAY", "DIRECT"]
    /// `CardParameters`, as Google's request objects define them.
    static let cardParameters: [String] = [
        "allowedAuthMethods", "allowedCardNetworks", "allowPrepaidCards", "allowCreditCards",
        "assuranceDetailsRequired", "billingAddressRequired", "billingAddressParameters", "cardNetworkParameters",
        "cvcRequired",
    ]
    static let callbackIntents: Set<String> = [
        "OFFER", "PAYMENT_AUTHORIZATION", "SHIPPING_ADDRESS", "SHIPPING_OPTION", "PAYMENT_METHOD",
    ]
    static let cardNetworks: Set<String> = [
        "AMEX", "DISCOVER", "ELECTRON", "ELO", "ELO_DEBIT", "INTERAC", "JCB", "MAESTRO", "MASTERCARD", "VISA",
    ]

    /// Where Google offers each card network and with which auth methods (Google's supported-networks guide):
    /// the worldwide schemes everywhere, the domestic ones in their country; Discover and JCB without a cryptogram,
    /// Interac with a cryptogram only; Elo's two networks together.
    static let networkOffers: [String: (countries: Set<String>?, authMethods: Set<String>, companion: String?)] = [
        "AMEX": (nil, ["PAN_ONLY", "CRYPTOGRAM_3DS"], nil),
        "DISCOVER": (nil, ["PAN_ONLY"], nil),
        "JCB": (nil, ["PAN_ONLY"], nil),
        "MASTERCARD": (nil, ["PAN_ONLY", "CRYPTOGRAM_3DS"], nil),
        "VISA": (nil, ["PAN_ONLY", "CRYPTOGRAM_3DS"], nil),
        "ELO": (["BR"], ["PAN_ONLY", "CRYPTOGRAM_3DS"], "ELO_DEBIT"),
        "ELO_DEBIT": (["BR"], ["PAN_ONLY", "CRYPTOGRAM_3DS"], "ELO"),
        "MAESTRO": (["BR"], ["PAN_ONLY", "CRYPTOGRAM_3DS"], nil),
        "ELECTRON": (["BR"], ["PAN_ONLY", "CRYPTOGRAM_3DS"], nil),
        "INTERAC": (["CA"], ["CRYPTOGRAM_3DS"], nil),
    ]

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
    mutating func checkNetworks(_ networks: [String], authMethods: [String], country: String?, at path: String) {
        for (index, network) in networks.enumerated() {
            if let (rule, message) = Self.networkNotOffered(network, country: country, authMethods: authMethods) {
                add(rule, "\(path)[\(index)]", message)
            } else if Self.networkOffers[network]?.companion != nil, Set(authMethods) != Self.authMethods {
                add(
                    .googlePayNetworkAuthMethod, "\(path)[\(index)]",
                    "Elo needs both PAN_ONLY and CRYPTOGRAM_3DS to accept every Elo card, saved cards and device tokens"
                )
            }
            if let companion = Self.networkOffers[network]?.companion, !networks.contains(companion) {
                add(
                    .googlePayNetworkCompanion, "\(path)[\(index)]",
                    "\(network) is given without \(companion); Google asks for both to accept Elo cards")
            }
        }
    }

    /// The checks of a document the library wrote itself, such as an export.
    init(tree: JSONValue) {
        // A tree the library built nests a few levels, so only the depth limit could refuse it; the check of null
        // would then refuse the document.
        self.init((try? JSONElement(tree: tree)) ?? .null)
    }

    init(_ root: JSONElement) {
        guard case .object(let members) = root.shape else {
            add(.googlePayMemberType, "", "The document is \(root.typeName), not a PaymentDataRequest object")
            return
        }
        let document = known(members, "", Self.topLevelKeys)
        for (key, expected) in [("apiVersion", "2"), ("apiVersionMinor", "0")] {
            guard let value = document[key] else {
                add(.googlePayMemberMissing, key, "\(key) is required; use \(expected)")
                continue
            }
            if case .number(let text) = value.shape, text == expected { continue }
            add(.googlePayAPIVersion, key, "\(key) is \(Self.describe(value)); the current API is 2.0")
        }
        let merchantInfo = readMerchantInfo(document["merchantInfo"])
        let card = readCardPaymentMethod(document["allowedPaymentMethods"])
        let transactionInfo: GooglePayPaymentDataRequest.TransactionInfo?
        if let value = document["transactionInfo"] {
            transactionInfo = readTransactionInfo(value)
        } else {
            add(.googlePayMemberMissing, "transactionInfo", "transactionInfo is required")
            transactionInfo = nil
        }
        let emailRequired = flag(document["emailRequired"], "emailRequired")
        let shippingAddressRequired = flag(document["shippingAddressRequired"], "shippingAddressRequired")
        var shippingPhone = false
        if let parameters = object(
            document["shippingAddressParameters"], "shippingAddressParameters",
            known: ["allowedCountryCodes", "phoneNumberRequired"])
        {
            shippingPhone = flag(parameters["phoneNumberRequired"], "shippingAddressParameters.phoneNumberRequired")
        }
        let optionRequired = flag(document["shippingOptionRequired"], "shippingOptionRequired")
        if let intents = document["callbackIntents"] {
            // Google's callbacks guide: each intent calls back about something the request asks for.
            let needs = [
                "SHIPPING_ADDRESS": ("shippingAddressRequired", shippingAddressRequired),
                "SHIPPING_OPTION": ("shippingOptionRequired", optionRequired),
            ]
            for (index, element) in (array(intents, "callbackIntents", required: false) ?? .empty).enumerated() {
                let intentPath = "callbackIntents[\(index)]"
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
            }
        }
        let shipping = readShippingOptions(document["shippingOptionParameters"], required: optionRequired)
        if let card, let cardPath {
            checkNetworks(
                card.allowedCardNetworks, authMethods: card.allowedAuthMethods, country: transactionInfo?.countryCode,
                at: cardPath + ".parameters.allowedCardNetworks")
        }
        if let card, let transactionInfo {
            request = GooglePayPaymentDataRequest(
                merchantInfo: merchantInfo, cardPaymentMethod: card, transactionInfo: transactionInfo,
                emailRequired: emailRequired, shippingAddressRequired: shippingAddressRequired,
                shippingPhoneNumberRequired: shippingPhone, shippingOptionParameters: shipping)
        }
    }

    /// Records a violation, up to the report's caps; past them only a count goes up, and neither the path nor
    /// the message is built, so that a document of a million bad values costs no more than the report shows.
    private func add(
        _ rule: ValidationRule, _ path: @autoclosure () -> String, _ message: @autoclosure () -> String
    ) {
        log.add(rule, path, message)
    }

    private static func describe(_ value: JSONElement) -> String {
        switch value.shape {
        case .number(let text): text
        case .string(let text): quoted(text)
        default: value.typeName
        }
    }

    // MARK: Members of one JSON type

    /// An object's members: those Google Pay defines here when `known` lists them, or all of them.
    private mutating func object(_ value: JSONElement?, _ path: String, known: [String]? = nil) -> KnownMembers? {
        guard let value else { return nil }
        guard case .object(let members) = value.shape else {
            add(.googlePayMemberType, path, "\(path) is \(value.typeName), not an object")
            return nil
        }
        guard let known else {
            var all = KnownMembers()
            for member in members { all.append(member) }
            return all
        }
        return self.known(members, path, known)
    }

    /// The members Google Pay defines here; it warns of the others, most likely typos, as the other formats do,
    /// and keeps none of them.
    private mutating func known(
        _ members: JSONElement.Members, _ path: String, _ known: [String]
    ) -> KnownMembers {
        var result = KnownMembers()
        for member in members {
            if known.contains(member.key) {
                result.append(member)
                continue
            }
            // Past what a report lists of one rule, neither the path nor the suggestion is made.
            add(
                .googlePayUnknownKey, path.isEmpty ? member.key : "\(path).\(member.key)",
                "\(quoted(member.key)) is not a member Google Pay defines here" + didYouMean(member.key, in: known))
        }
        return result
    }

    private mutating func string(_ value: JSONElement?, _ path: @autoclosure () -> String, required: Bool = false)
        -> String?
    {
        guard let value else {
            if required { add(.googlePayMemberMissing, path(), "\(path()) is required") }
            return nil
        }
        guard case .string(let text) = value.shape else {
            add(.googlePayMemberType, path(), "\(path()) is \(value.typeName), not a string")
            return nil
        }
        return text
    }

    private mutating func flag(_ value: JSONElement?, _ path: @autoclosure () -> String) -> Bool {
        guard let value else { return false }
        guard case .bool(let flag) = value.shape else {
            add(.googlePayMemberType, path(), "\(path()) is \(value.typeName), not a boolean")
            return false
        }
        return flag
    }

    private mutating func array(_ value: JSONElement?, _ path: @autoclosure () -> String, required: Bool = false)
        -> JSONElement.Elements?
    {
        guard let value else {
            if required { add(.googlePayMemberMissing, path(), "\(path()) is required") }
            return nil
        }
        guard case .array(let elements) = value.shape else {
            add(.googlePayMemberType, path(), "\(path()) is \(value.typeName), not an array")
            return nil
        }
        return elements
    }

    private mutating func strings(_ value: JSONElement?, _ path: String, known: Set<String>) -> [String] {
        guard let elements = array(value, path, required: true) else { return [] }
        if elements.isEmpty { add(.googlePayMemberMissing, path, "\(path) needs at least one value") }
        var result = [String]()
        for (index, element) in elements.enumerated() {
            guard let text = string(element, "\(path)[\(index)]") else { continue }
            if known.contains(text) {
                result.append(text)
            } else {
                add(
                    .googlePayValueUnknown, "\(path)[\(index)]",
                    "\(quoted(text)) is not one of \(known.sorted().joined(separator: ", "))")
            }
        }
        return result
    }

    private mutating func enumeration<Value: RawRepresentable & CaseIterable>(
        _ value: JSONElement?, _ path: String, as _: Value.Type, required: Bool
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
        guard value != nil else {
            add(.googlePayMemberMissing, "merchantInfo", "merchantInfo is required; give at least merchantName")
            return .init()
        }
        // Google's MerchantInfo, with the members its platform integrations add.
        guard
            let members = object(
                value, "merchantInfo",
                known: ["merchantId", "merchantName", "merchantOrigin", "softwareInfo", "authJwt"])
        else { return .init() }
        return .init(
            merchantName: string(members["merchantName"], "merchantInfo.merchantName"),
            merchantId: string(members["merchantId"], "merchantInfo.merchantId"))
    }

    private mutating func readCardPaymentMethod(_ value: JSONElement?) -> GooglePayPaymentDataRequest.CardPaymentMethod?
    {
        guard let methods = array(value, "allowedPaymentMethods", required: true) else { return nil }
        var card: GooglePayPaymentDataRequest.CardPaymentMethod?
        var hasCardMethod = false
        for (index, method) in methods.enumerated() {
            let path = "allowedPaymentMethods[\(index)]"
            guard let members = object(method, path, known: ["type", "parameters", "tokenizationSpecification"]),
                string(members["type"], path + ".type", required: true) == "CARD"
            else { continue }
            hasCardMethod = true
            let parameters =
                object(members["parameters"], path + ".parameters", known: Self.cardParameters) ?? KnownMembers()
            if members["parameters"] == nil {
                add(.googlePayMemberMissing, path + ".parameters", "A CARD method needs parameters")
            }
            let auth = strings(
                parameters["allowedAuthMethods"], path + ".parameters.allowedAuthMethods", known: Self.authMethods)
            let networks = strings(
                parameters["allowedCardNetworks"], path + ".parameters.allowedCardNetworks", known: Self.cardNetworks)
            var allowCredit = true
            if let value = parameters["allowCreditCards"] {
                allowCredit = flag(value, path + ".parameters.allowCreditCards")
            }
            let billing = flag(parameters["billingAddressRequired"], path + ".parameters.billingAddressRequired")
            var billingPhone = false
            // Google's default when the format is omitted.
            var billingFormat = GooglePayPaymentDataRequest.BillingAddressFormat.min
            if let billingParameters = object(
                parameters["billingAddressParameters"], path + ".parameters.billingAddressParameters",
                known: ["format", "phoneNumberRequired"])
            {
                let formatPath = path + ".parameters.billingAddressParameters.format"
                if let format = string(billingParameters["format"], formatPath) {
                    if let known = GooglePayPaymentDataRequest.BillingAddressFormat(rawValue: format) {
                        billingFormat = known
                    } else {
                        add(.googlePayValueUnknown, formatPath, "\(quoted(format)) is not one of FULL, MIN")
                    }
                }
                billingPhone = flag(
                    billingParameters["phoneNumberRequired"],
                    path + ".parameters.billingAddressParameters.phoneNumberRequired")
            }
            var tokenization: GooglePayPaymentDataRequest.TokenizationSpecification?
            if let specification = object(
                members["tokenizationSpecification"], path + ".tokenizationSpecification",
                known: ["type", "parameters"])
            {
                let typePath = path + ".tokenizationSpecification.type"
                let type = string(specification["type"], typePath, required: true)
                if let type, !Self.tokenizationTypes.contains(type) {
                    add(.googlePayValueUnknown, typePath, "\(quoted(type)) is not one of DIRECT, PAYMENT_GATEWAY")
                }
                var parameters = [String: String]()
                if let values = object(specification["parameters"], path + ".tokenizationSpecification.parameters") {
                    for member in values.sorted(by: { $0.key < $1.key }) {
                        let memberPath = path + ".tokenizationSpecification.parameters.\(member.key)"
                        if let text = string(member.value, memberPath) {
                            parameters[member.key] = text
                        }
                    }
                }
                if type == "DIRECT" {
                    // A DIRECT integration decrypts the token itself: Google needs the protocol and the key.
                    for member in ["protocolVersion", "publicKey"] where parameters[member] == nil {
                        add(
                            .googlePayMemberMissing, path + ".tokenizationSpecification.parameters.\(member)",
                            "A DIRECT tokenization needs \(member)")
                    }
                }
                if let type { tokenization = .init(type: type, parameters: parameters) }
            } else if members["tokenizationSpecification"] == nil {
                add(
                    .googlePayMemberMissing, path + ".tokenizationSpecification",
                    "A CARD method needs the processor's tokenizationSpecification to return payment data")
            }
            if card == nil, let tokenization {
                cardPath = path
                card = .init(
                    allowedAuthMethods: auth, allowedCardNetworks: networks, allowCreditCards: allowCredit,
                    billingAddressRequired: billing, billingPhoneNumberRequired: billingPhone,
                    // The format matters only when an address is collected, and is written only then.
                    billingAddressFormat: billing || billingPhone ? billingFormat : .full,
                    tokenizationSpecification: tokenization)
            }
        }
        // A CARD method with problems has reported them; only its absence is reported here.
        if !hasCardMethod {
            add(.googlePayMemberMissing, "allowedPaymentMethods", "allowedPaymentMethods needs a method of type CARD")
        }
        return card
    }

    private mutating func readTransactionInfo(_ value: JSONElement) -> GooglePayPaymentDataRequest.TransactionInfo? {
        let path = "transactionInfo"
        guard
            let members = object(
                value, path,
                known: [
                    "currencyCode", "countryCode", "transactionId", "totalPriceStatus", "totalPrice", "totalPriceLabel",
                    "displayItems", "checkoutOption", "transactionNote",
                ])
        else { return nil }
        let currency = string(members["currencyCode"], path + ".currencyCode", required: true)
        if let currency, CurrencyCode(currency) == nil || currency != currency.uppercased() {
            add(
                .googlePayCurrencyInvalid, path + ".currencyCode",
                "\(quoted(currency)) is not an ISO 4217 alphabetic code")
        }
        let country = string(members["countryCode"], path + ".countryCode")
        if let country, CountryCode(country) == nil || country != country.uppercased() {
            add(.googlePayCountryInvalid, path + ".countryCode", "\(quoted(country)) is not an ISO 3166-1 alpha-2 code")
        }
        let status = enumeration(
            members["totalPriceStatus"], path + ".totalPriceStatus",
            as: GooglePayPaymentDataRequest.TotalPriceStatus.self,
            required: true)
        let price = string(members["totalPrice"], path + ".totalPrice")
        if let price {
            if status == .notCurrentlyKnown {
                add(
                    .googlePayTotalPriceNotAllowed, path + ".totalPrice",
                    "totalPrice should not be set for totalPriceStatus = NOT_CURRENTLY_KNOWN")
            } else if !Self.isPrice(price, signed: false) {
                add(
                    .googlePayPriceSyntax, path + ".totalPrice",
                    "\(quoted(price)) is not a total price: digits, then no decimals or exactly two (^[0-9]+(\\.[0-9][0-9])?$)"
                )
            }
        } else if status == .estimated || status == .final {
            add(.googlePayTotalPriceMissing, path + ".totalPrice", "totalPrice is required with \(status!.rawValue)")
        }
        let label = string(members["totalPriceLabel"], path + ".totalPriceLabel")
        let checkout = enumeration(
            members["checkoutOption"], path + ".checkoutOption", as: GooglePayPaymentDataRequest.CheckoutOption.self,
            required: false)
        if checkout == .completeImmediatePurchase, let status, status != .final {
            add(
                .googlePayCheckoutOptionNotFinal, path + ".checkoutOption",
                "COMPLETE_IMMEDIATE_PURCHASE needs totalPriceStatus FINAL, not \(status.rawValue)")
        }
        var items = [GooglePayPaymentDataRequest.DisplayItem]()
        if let elements = array(members["displayItems"], path + ".displayItems") {
            if !elements.isEmpty && label == nil {
                add(
                    .googlePayTotalPriceLabelMissing, path + ".totalPriceLabel",
                    "With displayItems, totalPriceLabel is required, or the cart is not shown")
            }
            for (index, element) in elements.enumerated() {
                if let item = readDisplayItem(element, "\(path).displayItems[\(index)]") { items.append(item) }
            }
        }
        _ = members["transactionId"].map { string($0, path + ".transactionId") }
        _ = members["transactionNote"].map { string($0, path + ".transactionNote") }
        guard let currency, let status else { return nil }
        return .init(
            currencyCode: currency, countryCode: country, totalPriceStatus: status, totalPrice: price,
            totalPriceLabel: label, displayItems: items, checkoutOption: checkout)
    }

    private mutating func readDisplayItem(_ value: JSONElement, _ path: String) -> GooglePayPaymentDataRequest
        .DisplayItem?
    {
        guard let members = object(value, path, known: ["label", "type", "price", "status"]) else { return nil }
        let label = string(members["label"], path + ".label", required: true)
        let type = enumeration(
            members["type"], path + ".type", as: GooglePayPaymentDataRequest.DisplayItemType.self, required: true)
        let price = string(members["price"], path + ".price", required: true)
        if let price, !Self.isPrice(price, signed: true) {
            add(
                .googlePayPriceSyntax, path + ".price",
                "\(quoted(price)) is not a price: an optional \"-\", digits, then no decimals or exactly two")
        }
        let status = enumeration(
            members["status"], path + ".status", as: GooglePayPaymentDataRequest.DisplayItemStatus.self,
            required: false)
        guard let label, let type, let price else { return nil }
        return .init(label: label, type: type, price: price, status: status)
    }

    private mutating func readShippingOptions(
        _ value: JSONElement?, required: Bool
    ) -> GooglePayPaymentDataRequest.ShippingOptionParameters? {
        let path = "shippingOptionParameters"
        guard let members = object(value, path, known: ["shippingOptions", "defaultSelectedOptionId"]) else {
            if required {
                add(
                    .googlePayShippingOptionsEmpty, path,
                    "shippingOptionRequired is true, so shippingOptionParameters needs at least one option")
            }
            return nil
        }
        var options = [GooglePayPaymentDataRequest.SelectionOption]()
        var seen = Set<String>()
        let elements = array(members["shippingOptions"], path + ".shippingOptions", required: true) ?? .empty
        if elements.isEmpty && members["shippingOptions"] != nil {
            add(.googlePayShippingOptionsEmpty, path + ".shippingOptions", "There must be at least one shipping option")
        }
        for (index, element) in elements.enumerated() {
            let optionPath = "\(path).shippingOptions[\(index)]"
            guard let option = object(element, optionPath, known: ["id", "label", "description"]) else { continue }
            let id = string(option["id"], optionPath + ".id", required: true)
            let label = string(option["label"], optionPath + ".label", required: true)
            let description = string(option["description"], optionPath + ".description")
            if let id, !seen.insert(id).inserted {
                add(
                    .googlePayShippingOptionIdDuplicate, optionPath + ".id",
                    "\(quoted(id)) is the id of an earlier option")
            }
            if let id, let label { options.append(.init(id: id, label: label, description: description)) }
        }
        let selected = string(members["defaultSelectedOptionId"], path + ".defaultSelectedOptionId")
        if let selected, !seen.contains(selected) {
            add(
                .googlePayDefaultOptionUnknown, path + ".defaultSelectedOptionId",
                "\(quoted(selected)) is not the id of a shipping option")
        }
        return .init(shippingOptions: options, defaultSelectedOptionId: selected)
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
