#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension W3CPaymentRequest {

    /// The report of the W3C document, and the document when the constructor accepts it, from one check; its
    /// method data stays where the document's tape holds it.
    static func reading(_ parsed: ParsedJSON, for context: ValidationContext) -> (ValidationReport, Self?) {
        var document: Self?
        let report = parsed.report { tape in
            let check = W3CDocumentCheck(JSONElement(root: tape))
            document = Self(accepted: check)
            return check.report(for: context)
        }
        return (report, document)
    }
}

/// The checks of `new PaymentRequest(...)` on a document, in the order a browser makes them.
struct W3CDocumentCheck {
    static let maximumLength = 1024
    static let applePayMethod = W3CPaymentRequest.applePayMethod

    typealias RequestKey = W3CPaymentRequest.WireKeys
    typealias MethodKey = W3CPaymentRequest.MethodData.WireKeys
    typealias DetailsKey = W3CPaymentRequest.Details.WireKeys
    typealias OptionsKey = W3CPaymentRequest.Options.WireKeys
    typealias ItemKey = W3CPaymentRequest.Item.WireKeys
    typealias AmountKey = W3CPaymentRequest.CurrencyAmount.WireKeys
    typealias ShippingOptionKey = W3CPaymentRequest.ShippingOption.WireKeys
    typealias ModifierKey = W3CPaymentRequest.Modifier.WireKeys

    /// Where an item is: its list's path, shared by every item of the list, and its index, made a path only when
    /// a violation names it. A path per item would cost more than the item's own text in a document of small
    /// invalid items.
    struct Location {
        var base: ValidationPath
        var index: Int?

        var path: ValidationPath { index.map { base[$0] } ?? base }
    }

    struct CurrencyAmount {
        var currency: String?
        var value: String?
        /// The item's location; the amount is its `amount` member.
        var item: Location

        var path: ValidationPath { item.path / ItemKey.amount }
    }

    struct Item {
        var label: String?
        var amount: CurrencyAmount?
        var pending = false
        var location: Location

        var path: ValidationPath { location.path }
    }

    struct ShippingOption {
        var item: Item
        var id: String?
        var selected = false
    }

    struct Method {
        var supportedMethods: String?
        /// Read where it lies, and made a tree only when it is carried or checked as Apple Pay's.
        var data: JSONElement?
        var path: ValidationPath
    }

    struct Modifier {
        var supportedMethods: String?
        var total: Item?
        var additionalDisplayItems: [Item]?
        var data: JSONElement?
        var path: ValidationPath
    }

    /// What WebIDL's conversion throws or warns about, in conversion order.
    var conversion: [Violation] = []
    /// Unknown members seen, for the report's cap.
    private var unknownKeys = 0
    /// Warnings past the report's cap, counted and not built.
    var dropped = 0
    /// What the constructor's steps find, in their order.
    var steps: [Violation] = []
    /// Where the details are: the constructor's `details`, or an update, which is its own document.
    var detailsPath = RequestKey.details.path
    /// An update's `paymentMethodErrors`, which Apple Pay reads as its own errors.
    var paymentMethodErrors: JSONElement?

    var methods: [Method]?
    var id: String?
    var total: Item?
    var displayItems: [Item]?
    var shippingOptions: [ShippingOption]?
    var modifiers: [Modifier]?
    var requestPayerName = false
    var requestPayerEmail = false
    var requestPayerPhone = false
    var requestShipping = false
    var shippingType = "shipping"
    /// Chromium's IDL makes `total` optional (for app-store billing) and checks it in the constructor, after the
    /// method data; so do these.
    var detailsMissing = false
    var totalMissing = false

    init(_ root: JSONElement) {
        convert(root)
        runSteps()
    }

    /// A W3C answer that `read` reads, or the `DecodingError` of every error found.
    static func decodingAnswer<Value>(
        _ root: JSONElement, codingPath: [any CodingKey], _ read: (inout W3CDocumentCheck, JSONElement) -> Value?
    ) throws -> Value {
        var check = W3CDocumentCheck()
        let value = read(&check, root)
        let report = ValidationReport(violations: check.conversion + check.steps)
        guard report.isValid, let value else { throw report.decodingError(codingPath: codingPath) }
        return value
    }

    /// The report of a W3C answer that `read` reads (and checks), and its value when the report has no error.
    static func readingAnswer<Value>(_ parsed: ParsedJSON, _ read: (inout W3CDocumentCheck, JSONElement) -> Value?) -> (
        ValidationReport, Value?
    ) {
        var value: Value?
        let report = parsed.report { tape in
            var check = W3CDocumentCheck()
            let read = read(&check, JSONElement(root: tape))
            let report = ValidationReport(capping: [check.conversion, check.steps], dropped: check.dropped)
            if report.isValid { value = read }
            return report
        }
        return (report, value)
    }

    /// The checks of a document the library wrote itself, an export, read as its bytes are.
    init(exported document: W3CPaymentRequest) {
        // What the library writes nests a few levels, so only the depth limit could refuse it; the check of null
        // would then refuse the document.
        self.init((try? JSONElement(writing: document)) ?? .null)
    }

    // MARK: WebIDL conversion

    private mutating func convert(_ root: JSONElement) {
        guard case .object(let members) = root.shape else {
            conversion.append(
                .w3cMemberType, at: .document,
                "The document is \(root.typeName), not an object with methodData, details and options")
            return
        }
        let document = dictionary(members, at: .document, known: RequestKey.self)
        if let methodData = document[RequestKey.methodData] {
            if let elements = sequence(methodData, at: RequestKey.methodData.path) {
                methods = elements.enumerated().compactMap { index, element in
                    method(element, at: RequestKey.methodData[index])
                }
            }
        } else {
            missing(
                RequestKey.methodData.path, "new PaymentRequest() needs methodData, a sequence of PaymentMethodData")
        }
        if let details = document[RequestKey.details] {
            convertDetails(details)
        } else {
            detailsMissing = true
        }
        if let options = document[RequestKey.options] { convertOptions(options) }
    }

    private mutating func method(_ value: JSONElement, at path: ValidationPath) -> Method? {
        guard let members = dictionary(value, at: path, known: MethodKey.self) else { return nil }
        var method = Method(path: path)
        if let data = members[MethodKey.data] { method.data = object(data, at: path / MethodKey.data) }
        if let name = members[MethodKey.supportedMethods] {
            method.supportedMethods = string(name, at: path / MethodKey.supportedMethods)
        } else {
            missing(
                path / MethodKey.supportedMethods,
                "PaymentMethodData needs supportedMethods, a payment method identifier")
        }
        return method
    }

    private mutating func convertDetails(_ value: JSONElement) {
        let path = detailsPath
        guard let members = dictionary(value, at: path, known: DetailsKey.self) else { return }
        convertDetails(members)
    }

    /// The members of `PaymentDetailsInit` or of `PaymentDetailsUpdate` that both have.
    mutating func convertDetails(_ members: KnownMembers) {
        let path = detailsPath
        // Inherited members first (PaymentDetailsBase), each dictionary's members in lexicographic order (WebIDL).
        if let list = members[DetailsKey.displayItems] {
            displayItems = items(list, at: path / DetailsKey.displayItems)
        }
        if let list = members[DetailsKey.modifiers], let elements = sequence(list, at: path / DetailsKey.modifiers) {
            let base = path / DetailsKey.modifiers
            modifiers = elements.enumerated().compactMap { index, element in modifier(element, at: base[index]) }
        }
        if let list = members[DetailsKey.shippingOptions],
            let elements = sequence(list, at: path / DetailsKey.shippingOptions)
        {
            let base = path / DetailsKey.shippingOptions
            shippingOptions = elements.enumerated().compactMap { index, element in
                shippingOption(element, at: Location(base: base, index: index))
            }
        }
        if let value = members[DetailsKey.id] { id = string(value, at: path / DetailsKey.id) }
        if let value = members[DetailsKey.total] {
            total = item(value, at: Location(base: path / DetailsKey.total))
        } else {
            totalMissing = true
        }
    }

    private mutating func convertOptions(_ value: JSONElement) {
        let path = RequestKey.options.path
        guard let members = dictionary(value, at: path, known: OptionsKey.self) else { return }
        if let value = members[OptionsKey.requestBillingAddress] {
            _ = boolean(value, at: path / OptionsKey.requestBillingAddress)
        }
        if let value = members[OptionsKey.requestPayerEmail] {
            requestPayerEmail = boolean(value, at: path / OptionsKey.requestPayerEmail)
        }
        if let value = members[OptionsKey.requestPayerName] {
            requestPayerName = boolean(value, at: path / OptionsKey.requestPayerName)
        }
        if let value = members[OptionsKey.requestPayerPhone] {
            requestPayerPhone = boolean(value, at: path / OptionsKey.requestPayerPhone)
        }
        if let value = members[OptionsKey.requestShipping] {
            requestShipping = boolean(value, at: path / OptionsKey.requestShipping)
        }
        if let value = members[OptionsKey.shippingType] {
            let type = string(value, at: path / OptionsKey.shippingType)
            if ["shipping", "delivery", "pickup"].contains(type) {
                shippingType = type
            } else {
                conversion.append(
                    .w3cShippingTypeInvalid, at: path / OptionsKey.shippingType,
                    "\(quoted(type)) is not a PaymentShippingType; use \"shipping\", \"delivery\" or \"pickup\"")
            }
        }
    }

    mutating func items(_ value: JSONElement, at path: ValidationPath) -> [Item]? {
        guard let elements = sequence(value, at: path) else { return nil }
        // Reserved once: grown by doubling, a list of thousands of items was copied at each step, and the copies
        // were the peak of the document's memory.
        var items = [Item]()
        items.reserveCapacity(elements.reduce(0) { count, _ in count + 1 })
        for (index, element) in elements.enumerated() {
            if let item = item(element, at: Location(base: path, index: index)) { items.append(item) }
        }
        return items
    }

    private mutating func item(_ value: JSONElement, at location: Location) -> Item? {
        guard let members = dictionary(value, at: location.path, known: ItemKey.self) else { return nil }
        return item(members, at: location)
    }

    private mutating func item(_ members: KnownMembers, at location: Location) -> Item {
        var item = Item(location: location)
        if let value = members[ItemKey.amount] {
            item.amount = amount(value, of: location)
        } else {
            missing(location.path / ItemKey.amount, "A PaymentItem needs an amount")
        }
        item.label = requiredString(
            members[ItemKey.label], at: location.path / ItemKey.label, "A PaymentItem needs a label")
        if let value = members[ItemKey.pending] { item.pending = boolean(value, at: location.path / ItemKey.pending) }
        return item
    }

    private mutating func amount(_ value: JSONElement, of item: Location) -> CurrencyAmount? {
        guard let members = dictionary(value, at: item.path / ItemKey.amount, known: AmountKey.self) else {
            return nil
        }
        var amount = CurrencyAmount(item: item)
        amount.currency = requiredString(
            members[AmountKey.currency], at: amount.path / AmountKey.currency,
            "A PaymentCurrencyAmount needs a currency")
        amount.value = requiredString(
            members[AmountKey.value], at: amount.path / AmountKey.value, "A PaymentCurrencyAmount needs a value")
        return amount
    }

    private mutating func shippingOption(_ value: JSONElement, at location: Location) -> ShippingOption? {
        guard let members = dictionary(value, at: location.path, known: ShippingOptionKey.self) else { return nil }
        let item = item(members, at: location)
        var option = ShippingOption(item: item)
        option.id = requiredString(
            members[ShippingOptionKey.id], at: location.path / ShippingOptionKey.id,
            "A PaymentShippingOption needs an id")
        if let value = members[ShippingOptionKey.selected] {
            option.selected = boolean(value, at: location.path / ShippingOptionKey.selected)
        }
        return option
    }

    private mutating func modifier(_ value: JSONElement, at path: ValidationPath) -> Modifier? {
        guard let members = dictionary(value, at: path, known: ModifierKey.self) else { return nil }
        var modifier = Modifier(path: path)
        if let value = members[ModifierKey.additionalDisplayItems] {
            modifier.additionalDisplayItems = items(value, at: path / ModifierKey.additionalDisplayItems)
        }
        if let value = members[ModifierKey.data] { modifier.data = object(value, at: path / ModifierKey.data) }
        modifier.supportedMethods = requiredString(
            members[ModifierKey.supportedMethods], at: path / ModifierKey.supportedMethods,
            "A PaymentDetailsModifier needs supportedMethods")
        if let value = members[ModifierKey.total] {
            modifier.total = item(value, at: Location(base: path / ModifierKey.total))
        }
        return modifier
    }

    // MARK: WebIDL's conversions of one value

    // Paths are autoclosures: they are made only for a violation, not for every value converted.

    /// A required string member as WebIDL converts it, or `nil` with the member reported missing.
    mutating func requiredString(
        _ value: JSONElement?, at path: @autoclosure () -> ValidationPath, _ missingMessage: String
    ) -> String? {
        guard let value else {
            missing(path(), missingMessage)
            return nil
        }
        return string(value, at: path())
    }

    private mutating func missing(_ path: @autoclosure () -> ValidationPath, _ message: String) {
        conversion.append(.w3cMemberMissing, at: path(), message)
    }

    /// A dictionary: an object, or null and absent for the default dictionary; anything else throws.
    mutating func dictionary<Key: WireKey>(
        _ value: JSONElement, at path: @autoclosure () -> ValidationPath, known: Key.Type
    ) -> KnownMembers? {
        switch value.shape {
        case .null: return KnownMembers()
        case .object(let members): return dictionary(members, at: path(), known: known)
        default:
            conversion.append(.w3cMemberType, at: path(), "\(value.typeName) is not a dictionary; use an object")
            return nil
        }
    }

    mutating func dictionary<Key: WireKey>(
        _ members: JSONElement.Members, at path: @autoclosure () -> ValidationPath, known _: Key.Type
    ) -> KnownMembers {
        KnownMembers(members, known: Key.self) { member, known in
            unknownKeys += 1
            // Past what a report lists of one rule, nothing is built.
            guard unknownKeys <= ValidationReport.maxViolationsPerRule else {
                dropped += 1
                return
            }
            let suggestion = didYouMean(member.key, in: known)
            conversion.append(
                .w3cUnknownKey, at: path() / member.key,
                "\(quoted(member.key)) \(Key.unknownKeyNote)" + suggestion)
        }
    }

    mutating func sequence(
        _ value: JSONElement, at path: @autoclosure () -> ValidationPath
    ) -> JSONElement.Elements? {
        guard case .array(let elements) = value.shape else {
            conversion.append(.w3cMemberType, at: path(), "\(value.typeName) is not a sequence; use an array")
            return nil
        }
        return elements
    }

    /// WebIDL's `object`: arrays are objects too; null and primitives throw.
    mutating func object(_ value: JSONElement, at path: @autoclosure () -> ValidationPath) -> JSONElement? {
        switch value.tape.kind(value.node) {
        case .object, .array: return value
        default:
            conversion.append(
                .w3cMemberType, at: path(),
                "\(value.typeName) is not an object; method data must be a JSON-serializable object")
            return nil
        }
    }

    /// WebIDL's `DOMString`: anything converts, as `String(value)` does.
    mutating func string(_ value: JSONElement, at path: @autoclosure () -> ValidationPath) -> String {
        if case .string(let text) = value.shape { return text }
        let text = Self.scriptString(value)
        conversion.append(
            .w3cMemberCoerced, at: path(), "\(value.typeName) where a string belongs; the browser reads \(quoted(text))"
        )
        return text
    }

    /// WebIDL's `boolean`: anything converts, as `Boolean(value)` does.
    mutating func boolean(_ value: JSONElement, at path: @autoclosure () -> ValidationPath) -> Bool {
        let result: Bool
        switch value.shape {
        case .bool(let flag): return flag
        case .null: result = false
        case .string(let text): result = !text.isEmpty
        case .number(let text): result = Self.scriptNumber(text) != "0" && !text.isEmpty
        case .array, .object: result = true
        }
        conversion.append(
            .w3cMemberCoerced, at: path(), "\(value.typeName) where a boolean belongs; the browser reads \(result)")
        return result
    }

    /// JavaScript's `String(value)` for a JSON value.
    static func scriptString(_ value: JSONElement) -> String {
        switch value.shape {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .string(let text): text
        case .number(let text): scriptNumber(text)
        case .object: "[object Object]"
        case .array(let elements):
            elements.map { element in
                if case .null = element.shape { return "" }
                return scriptString(element)
            }.joined(separator: ",")
        }
    }

    /// ECMAScript's Number::toString for a JSON number's text: the shortest digits that read back as the same
    /// double, in plain notation from 1e-7 to 1e21 and in exponent notation outside.
    static func scriptNumber(_ text: String) -> String {
        guard let number = Double(text) else { return text }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        if number == 0 { return "0" }
        // Swift's description gives the shortest round-trip digits too, in its own notation.
        var description = "\(abs(number))"
        var exponent = 0
        if let e = description.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(description[description.index(after: e)...]) ?? 0
            description = String(description[..<e])
        }
        let point = description.firstIndex(of: ".").map { description.distance(from: description.startIndex, to: $0) }
        var digits = description.filter { $0 != "." }
        var n = (point ?? digits.count) + exponent
        while digits.first == "0" {
            digits.removeFirst()
            n -= 1
        }
        while digits.last == "0" { digits.removeLast() }
        let k = digits.count
        let sign = number < 0 ? "-" : ""
        if k <= n && n <= 21 { return sign + digits + String(repeating: "0", count: n - k) }
        if 0 < n && n <= 21 { return sign + digits.prefix(n) + "." + digits.dropFirst(n) }
        if -6 < n && n <= 0 { return sign + "0." + String(repeating: "0", count: -n) + digits }
        let mantissa = k == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
        return sign + mantissa + "e" + (n - 1 >= 0 ? "+" : "-") + String(abs(n - 1))
    }

    // MARK: The constructor's steps

    private mutating func runSteps() {
        runIdAndMethodSteps()
        runDetailsSteps()
    }

    private mutating func runIdAndMethodSteps() {
        if let id, id.utf16.count > Self.maximumLength {
            tooLong(detailsPath / DetailsKey.id, "details.id")
        }
        if let methods { checkMethods(methods) }
    }

    /// The steps over the details, in the constructor's order: the total, then the display items, shipping
    /// options and modifiers.
    mutating func runDetailsSteps() {
        if detailsMissing || totalMissing {
            steps.append(
                .w3cMemberMissing, at: detailsMissing ? RequestKey.details.path : RequestKey.details / DetailsKey.total,
                detailsMissing
                    ? "new PaymentRequest() needs details, with a total; Chromium: \"required member details is undefined.\""
                    : "details needs a total; Chromium: \"required member total is undefined.\"")
        }
        if let total { checkItem(total, isTotal: true) }
        if let displayItems {
            if displayItems.count > Self.maximumLength {
                tooMany(detailsPath / DetailsKey.displayItems, "display items")
            } else {
                for item in displayItems { checkItem(item, isTotal: false) }
            }
        }
        if let shippingOptions {
            if requestShipping {
                checkShippingOptions(shippingOptions)
            } else if !shippingOptions.isEmpty {
                steps.append(
                    .w3cShippingOptionsIgnored, at: detailsPath / DetailsKey.shippingOptions,
                    "options.requestShipping is not true, so the browser ignores the shipping options")
            }
        }
        if let modifiers {
            if modifiers.count > Self.maximumLength {
                tooMany(detailsPath / DetailsKey.modifiers, "modifiers")
            } else {
                for modifier in modifiers { checkModifier(modifier) }
            }
        }
    }

    private mutating func checkMethods(_ methods: [Method]) {
        if methods.isEmpty {
            steps.append(.w3cMethodDataEmpty, at: RequestKey.methodData.path, "At least one payment method is required")
            return
        }
        if methods.count > Self.maximumLength {
            tooMany(RequestKey.methodData.path, "payment methods")
            return
        }
        var seen = Set<String>()
        for method in methods {
            guard let name = method.supportedMethods else { continue }
            let path = method.path / MethodKey.supportedMethods
            if !Self.isValidPaymentMethodIdentifier(name) {
                invalidMethod(name, at: path)
            } else if !seen.insert(name).inserted {
                steps.append(
                    .w3cSupportedMethodsDuplicate, at: path,
                    "\(quoted(name)) appears twice; Chromium: \"Cannot have duplicate payment method identifiers\"")
            }
        }
    }

    private mutating func invalidMethod(_ name: String, at path: ValidationPath) {
        steps.append(
            .w3cSupportedMethodsInvalid, at: path,
            "\(quoted(name)) is not a payment method identifier (a name such as \"basic-card\" or an https URL)")
    }

    mutating func tooLong(_ path: ValidationPath, _ name: String) {
        steps.append(
            .w3cStringTooLong, at: path,
            "\(name) is longer than \(Self.maximumLength) UTF-16 code units, which Chromium refuses")
    }

    private mutating func tooMany(_ path: ValidationPath, _ name: String) {
        steps.append(.w3cListTooLong, at: path, "Chromium takes at most \(Self.maximumLength) \(name)")
    }

    /// Chromium's `ValidateShippingOptionOrPaymentItem`, then the total's sign check.
    private mutating func checkItem(_ item: Item, isTotal: Bool) {
        if let label = item.label, label.utf16.count > Self.maximumLength {
            tooLong(item.path / ItemKey.label, "The label")
        }
        if let amount = item.amount {
            if let currency = amount.currency {
                if currency.utf16.count > Self.maximumLength {
                    tooLong(amount.path / AmountKey.currency, "The currency")
                } else if !Self.isWellFormedCurrencyCode(currency) {
                    steps.append(
                        .w3cCurrencyInvalid, at: amount.path / AmountKey.currency,
                        "\(quoted(currency)) is not a well-formed currency code: three ASCII letters")
                }
            }
            if let value = amount.value {
                if value.utf16.count > Self.maximumLength {
                    tooLong(amount.path / AmountKey.value, "The value")
                } else if !Self.isValidDecimalMonetaryValue(value) {
                    steps.append(
                        .w3cValueSyntax, at: amount.path / AmountKey.value,
                        "\(quoted(value)) is not a valid decimal monetary value (^-?[0-9]+(\\.[0-9]+)?$)")
                } else if isTotal && value.hasPrefix("-") {
                    steps.append(
                        .w3cTotalNegative, at: amount.path / AmountKey.value,
                        "\(quoted(value)) starts with \"-\"; a total's value can't be negative")
                }
            }
        }
        if let label = item.label, label.isEmpty {
            steps.append(
                .w3cLabelEmpty, at: item.path / ItemKey.label,
                "The label is empty; Chromium logs that it may confuse the user")
        } else if let label = item.label, let hidden = HiddenCharacters.first(in: label) {
            steps.append(
                .labelHiddenCharacters, at: item.path / ItemKey.label,
                RequestValidator.hiddenCharactersMessage(label, hidden))
        }
    }

    private mutating func checkShippingOptions(_ options: [ShippingOption]) {
        if options.count > Self.maximumLength {
            tooMany(detailsPath / DetailsKey.shippingOptions, "shipping options")
            return
        }
        var seen = Set<String>()
        var selected = [ValidationPath]()
        for option in options {
            checkItem(option.item, isTotal: false)
            guard let id = option.id else { continue }
            let path = option.item.path / ShippingOptionKey.id
            if id.utf16.count > Self.maximumLength {
                tooLong(path, "The id")
                continue
            }
            if id.isEmpty {
                steps.append(
                    .w3cShippingOptionIdEmpty, at: path,
                    "The id is empty; Chromium drops this option and every option after it")
                break
            }
            if !seen.insert(id).inserted {
                steps.append(
                    .w3cShippingOptionIdDuplicate, at: path,
                    "\(quoted(id)) is the id of an earlier option; shipping option ids must be unique")
                continue
            }
            if option.selected { selected.append(option.item.path) }
        }
        if selected.count > 1 {
            steps.append(
                .w3cShippingOptionsSelectedMultiple, at: selected.last!,
                "\(selected.count) shipping options are selected; the browser selects this one, the last")
        }
    }

    private mutating func checkModifier(_ modifier: Modifier) {
        if let total = modifier.total { checkItem(total, isTotal: true) }
        if let items = modifier.additionalDisplayItems {
            if items.count > Self.maximumLength {
                tooMany(modifier.path / ModifierKey.additionalDisplayItems, "additional display items")
            } else {
                for item in items { checkItem(item, isTotal: false) }
            }
        }
        if let name = modifier.supportedMethods, !Self.isValidPaymentMethodIdentifier(name) {
            invalidMethod(name, at: modifier.path / ModifierKey.supportedMethods)
        }
    }

    // MARK: The grammars

    /// ECMA-402's IsWellFormedCurrencyCode: three UTF-16 code units, each an ASCII letter.
    static func isWellFormedCurrencyCode(_ code: String) -> Bool {
        code.utf16.count == 3 && code.utf16.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// The W3C's valid decimal monetary value, `^-?[0-9]+(\.[0-9]+)?$`.
    static func isValidDecimalMonetaryValue(_ value: String) -> Bool {
        var bytes = Substring(value).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let integer = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard !integer.isEmpty else { return false }
        bytes = bytes.dropFirst(integer.count)
        if bytes.isEmpty { return true }
        guard bytes.first == UInt8(ascii: ".") else { return false }
        let fraction = bytes.dropFirst()
        return !fraction.isEmpty && fraction.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Chromium's `IsValidMethodFormat`: a standardized identifier (`^[a-z]+[0-9a-z]*(-[a-z]+[0-9a-z]*)*$`), as
    /// written, or a URL that parses (``MethodURL``) as http(s) without credentials whose origin is potentially
    /// trustworthy (https, or http on a loopback host).
    static func isValidPaymentMethodIdentifier(_ identifier: String) -> Bool {
        // Apple Pay's own identifier, the one nearly every document names, is a valid https URL; parsing it as one
        // cost more than the rest of the method's checks.
        if identifier == applePayMethod || isStandardizedIdentifier(identifier) { return true }
        guard let url = MethodURL(identifier), url.username.isEmpty, url.password.isEmpty, !url.host.isEmpty else {
            return false
        }
        if url.scheme == "https" { return true }
        guard url.scheme == "http" else { return false }
        let name = url.host
        return name == "localhost" || name.hasSuffix(".localhost") || name == "[::1]" || name.hasPrefix("127.")
    }

    /// Whether an identifier names Apple Pay as Safari's `ApplePayPaymentHandler::handlesIdentifier` does: a URL
    /// whose host is `apple.com` and whose path is `/apple-pay`, once parsed.
    static func isApplePayMethod(_ identifier: String?) -> Bool {
        guard let identifier else { return false }
        if identifier == applePayMethod { return true }
        guard let url = MethodURL(identifier) else { return false }
        return url.scheme == "https" && url.host == "apple.com" && url.path == "/apple-pay"
    }

    private static func isStandardizedIdentifier(_ identifier: String) -> Bool {
        var expectLetter = true
        var count = 0
        for scalar in identifier.unicodeScalars {
            let isLower = ("a"..."z").contains(scalar)
            if expectLetter {
                guard isLower else { return false }
                expectLetter = false
            } else if scalar == "-" {
                expectLetter = true
            } else if !(isLower || ("0"..."9").contains(scalar)) {
                return false
            }
            count += 1
        }
        return count > 0 && !expectLetter
    }

    /// A payment method identifier parsed as the URL Standard parses an http(s) URL, as Chromium's `GURL` and
    /// WebKit's `URL` do before their checks.
    ///
    /// Leading and trailing C0 controls and spaces are stripped and tabs and newlines removed anywhere; the scheme
    /// is matched ignoring case; any slashes or backslashes after it are skipped, as for special schemes; the
    /// authority runs to the first `/`, `\`, `?` or `#`, with the user information before its last `@` (an empty
    /// one, as in `https://@pay.example`, carries no credentials); the host is percent-decoded and lowercased.
    /// Only http and https are parsed further; other schemes keep just their name.
    struct MethodURL {
        var scheme: String
        var username = ""
        var password = ""
        var host = ""
        var path = "/"

        init?(_ identifier: String) {
            var scalars = Array(identifier.unicodeScalars)
            while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
            while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
            scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
            func isLetter(_ scalar: Unicode.Scalar) -> Bool {
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            }
            guard let colon = scalars.firstIndex(of: ":"), colon > 0, isLetter(scalars[0]),
                scalars[..<colon].allSatisfy({ scalar in
                    isLetter(scalar) || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)
                })
            else { return nil }
            scheme = String(String.UnicodeScalarView(scalars[..<colon])).lowercased()
            guard scheme == "http" || scheme == "https" else { return }
            var rest = scalars[(colon + 1)...].drop { $0 == "/" || $0 == "\\" }
            let authority = rest.prefix { !"/\\?#".unicodeScalars.contains($0) }
            rest = rest.dropFirst(authority.count)
            var hostPart = authority[...]
            if let at = authority.lastIndex(of: "@") {
                let userinfo = authority[..<at]
                if let separator = userinfo.firstIndex(of: ":") {
                    username = String(String.UnicodeScalarView(userinfo[..<separator]))
                    password = String(String.UnicodeScalarView(userinfo[userinfo.index(after: separator)...]))
                } else {
                    username = String(String.UnicodeScalarView(userinfo))
                }
                hostPart = authority[authority.index(after: at)...]
            }
            if hostPart.first != "[", let portColon = hostPart.lastIndex(of: ":") {
                guard hostPart[hostPart.index(after: portColon)...].allSatisfy({ ("0"..."9").contains($0) }) else {
                    return nil
                }
                hostPart = hostPart[..<portColon]
            }
            guard let decoded = Self.percentDecoded(String(String.UnicodeScalarView(hostPart))) else { return nil }
            host = decoded.lowercased()
            let forbidden = " #%/:<>?@[\\]^|".unicodeScalars
            if !host.hasPrefix("["), host.unicodeScalars.contains(where: { $0.value <= 0x20 || forbidden.contains($0) })
            {
                return nil
            }
            let pathScalars = rest.prefix { $0 != "?" && $0 != "#" }.map { $0 == "\\" ? "/" : $0 }
            path = pathScalars.isEmpty ? "/" : String(String.UnicodeScalarView(pathScalars))
        }

        private static func percentDecoded(_ text: String) -> String? {
            var bytes = [UInt8]()
            var utf8 = Array(text.utf8)[...]
            while let byte = utf8.first {
                utf8 = utf8.dropFirst()
                guard byte == UInt8(ascii: "%") else {
                    bytes.append(byte)
                    continue
                }
                guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            }
            return String(validating: bytes, as: UTF8.self)
        }
    }
}
