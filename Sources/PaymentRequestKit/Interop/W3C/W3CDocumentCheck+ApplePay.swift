extension W3CDocumentCheck {
    typealias ApplePayKey = PaymentRequest.WireKeys
    typealias ApplePayItemKey = PaymentSummaryItem.WireKeys
    typealias ApplePayShippingKey = ShippingMethod.WireKeys

    /// Members of Apple Pay JS's payment request that the W3C document carries outside `ApplePayRequest`: Safari
    /// takes them from `details` and `options`.
    static let membersFromDetails: [ApplePayKey] = [
        .total, .lineItems, .currencyCode, .shippingMethods, .shippingType,
    ]
    /// Members only an `ApplePayModifier` carries.
    static let modifierMembers: [ApplePayKey] = [
        .recurringPaymentRequest, .automaticReloadPaymentRequest, .multiTokenContexts, .deferredPaymentRequest,
        .disbursementRequest,
    ]
    /// The members of an `ApplePayModifier` that add to the request's line items and shipping methods; the
    /// library has no model of the modifier, only of the request Safari makes with it.
    static let additionalLineItems = "additionalLineItems"
    static let additionalShippingMethods = "additionalShippingMethods"
    /// `ApplePayRequest`'s own member, outside Apple Pay JS's payment request: the version the page was written
    /// for.
    static let version = "version"

    /// Every violation: the conversion's, the constructor's, then the Apple Pay request's.
    func report(for context: ValidationContext) -> ValidationReport {
        let own = conversion + steps
        var parts = [own]
        if let applePay = applePayViolations(for: context) {
            parts.append(
                applePay.filter { violation in
                    !own.contains { $0.severity == .error && violation.path.isAt(orUnder: $0.path) }
                })
        }
        return ValidationReport(capping: parts, dropped: dropped)
    }

    /// Where a field of the Apple Pay request Safari builds came from in the W3C document.
    struct Origins {
        /// The method data's `data`, and the Apple Pay modifier's.
        var methodData: ValidationPath
        var modifier: ValidationPath?
        var displayItemCount = 0
        var shippingOptionCount = 0
        var totalFromModifier = false
        var shippingFieldsFromData = false

        /// The W3C path of a violation of the Apple Pay request, read from the keys and indices of its path.
        func path(_ violation: Violation) -> ValidationPath {
            // Every violation of the Apple Pay request has its path as keys (EveryProblemTests); a rendered one
            // is kept whole as one step, which renders as it did.
            guard let location = violation.location else {
                return violation.path.isEmpty ? methodData : methodData / violation.path
            }
            let components = location.components[...]
            guard case .key(let name)? = components.first else { return methodData }
            // A key the request does not know (a warning's) stays where it is in the data.
            guard let first = ApplePayKey.table.positions[name].flatMap(ApplePayKey.init(rawValue:)) else {
                return methodData.appending(location)
            }
            let tail = components.dropFirst()
            let details = RequestKey.details.path
            switch first {
            case .currencyCode: return details / DetailsKey.total / ItemKey.amount / AmountKey.currency
            case .shippingType: return RequestKey.options / OptionsKey.shippingType
            case .requiredShippingContactFields where !shippingFieldsFromData: return RequestKey.options.path
            case .total:
                if totalFromModifier, let modifier { return modifier.appending(location) }
                return Self.item(tail, at: details / DetailsKey.total)
            case .lineItems:
                guard case .index(let index)? = tail.first else { break }
                if index < displayItemCount {
                    return Self.item(tail.dropFirst(), at: (details / DetailsKey.displayItems)[index])
                }
                if let modifier {
                    return (modifier / W3CDocumentCheck.additionalLineItems)[index - displayItemCount]
                        .appending(tail.dropFirst())
                }
            case .shippingMethods:
                guard case .index(let index)? = tail.first else { break }
                if index < shippingOptionCount {
                    // A W3C shipping option's identifier is its id.
                    var rest = Array(tail.dropFirst())
                    if rest.first == .key(ApplePayShippingKey.identifier.name) {
                        rest[0] = .key(ShippingOptionKey.id.name)
                    }
                    return Self.item(rest[...], at: (details / DetailsKey.shippingOptions)[index])
                }
                if let modifier {
                    return (modifier / W3CDocumentCheck.additionalShippingMethods)[index - shippingOptionCount]
                        .appending(tail.dropFirst())
                }
            default: break
            }
            if let modifier, W3CDocumentCheck.modifierMembers.contains(first) { return modifier.appending(location) }
            return methodData.appending(location)
        }

        /// The rest of an Apple Pay line item's path in the W3C `PaymentItem` at `item`, whose amount is an
        /// object.
        static func item(_ tail: ArraySlice<PathComponent>, at item: ValidationPath) -> ValidationPath {
            tail.elementsEqual([.key(ApplePayItemKey.amount.name)])
                ? item / ItemKey.amount / AmountKey.value : item.appending(tail)
        }
    }

    /// The Apple Pay method data checked as the request Safari builds from the document, or `nil` when the
    /// document has no Apple Pay method data to check.
    func applePayViolations(for context: ValidationContext) -> [Violation]? {
        guard let method = methods?.first(where: { Self.isApplePayMethod($0.supportedMethods) }),
            let dataElement = method.data, case .object(let data) = dataElement.shape
        else { return nil }
        var violations = currencyMismatches()
        let dataPath = method.path / MethodKey.data
        var origins = Origins(methodData: dataPath)
        var members = [(key: String, value: JSONTape.Part)]()
        var version: Int?
        for member in data {
            if member.key == Self.version {
                if case .number(let text) = member.value.shape, let number = Int(text) {
                    version = number
                } else {
                    violations.append(
                        .jsonType, at: dataPath / Self.version,
                        "version is \(member.value.typeName), not the Apple Pay JS version as a number")
                    version = 0
                }
            } else if let key = Self.ignoredKey(member.key) {
                let from =
                    Self.membersFromDetails.contains(key)
                    ? "Safari takes it from details and options" : "only an Apple Pay modifier carries it"
                violations.append(
                    .w3cApplePayIgnoredKey, at: dataPath / member.key,
                    "\(quoted(member.key)) is ignored in ApplePayRequest; \(from)")
            } else {
                if member.key == ApplePayKey.requiredShippingContactFields.name {
                    origins.shippingFieldsFromData = true
                }
                members.append((member.key, .node(member.value.node)))
            }
        }
        if version == nil {
            violations.append(
                .w3cApplePayVersionMissing, at: dataPath,
                "ApplePayRequest needs version, the Apple Pay JS version the page was written for")
        }
        var modifierData = [JSONElement.Member]()
        if let modifier = modifiers?.first(where: { Self.isApplePayMethod($0.supportedMethods) }),
            case .object(let data)? = modifier.data?.shape
        {
            origins.modifier = modifier.path / ModifierKey.data
            modifierData = Array(data)
        }
        func modifierMember(_ key: String) -> JSONElement? { modifierData.first { $0.key == key }?.value }
        func add(_ key: ApplePayKey, _ part: JSONTape.Part) { members.append((key.name, part)) }
        func extra(_ key: String) -> [JSONTape.Part] {
            guard let value = modifierMember(key), case .array(let elements) = value.shape else { return [] }
            return elements.map { .node($0.node) }
        }

        let currency = total?.amount?.currency?.uppercased()
        add(.currencyCode, .made(currency.map { .string($0) } ?? .null))
        if let total = modifierMember(ApplePayKey.total.name) {
            origins.totalFromModifier = true
            add(.total, .node(total.node))
        } else if let total {
            add(.total, .made(Self.applePayItem(total)))
        }
        let items = displayItems ?? []
        origins.displayItemCount = items.count
        // The display items are made into line items as the request is assembled, one at a time.
        var lineItems = [JSONTape.Part]()
        if !items.isEmpty { lineItems.append(.generated(count: items.count) { Self.applePayItem(items[$0]) }) }
        lineItems += extra(Self.additionalLineItems)
        if !lineItems.isEmpty { add(.lineItems, .list(lineItems)) }
        if requestShipping {
            var methods = (shippingOptions ?? []).map { option in
                JSONTape.Part.made(
                    .object([
                        .init(ApplePayShippingKey.label, option.item.label.map { .string($0) } ?? .null),
                        .init(ApplePayShippingKey.detail, .string("")),
                        .init(ApplePayShippingKey.amount, option.item.amount?.value.map { .string($0) } ?? .null),
                        .init(ApplePayShippingKey.identifier, option.id.map { .string($0) } ?? .null),
                    ]))
            }
            origins.shippingOptionCount = methods.count
            methods += extra(Self.additionalShippingMethods)
            if !methods.isEmpty { add(.shippingMethods, .list(methods)) }
            let type = ["delivery": "delivery", "pickup": "storePickup"][shippingType] ?? "shipping"
            add(.shippingType, .made(.string(type)))
        }
        if !origins.shippingFieldsFromData {
            var fields = [JSONValue]()
            if requestShipping { fields.append(.string("postalAddress")) }
            if requestPayerName { fields.append(.string("name")) }
            if requestPayerEmail { fields.append(.string("email")) }
            if requestPayerPhone { fields.append(.string("phone")) }
            if !fields.isEmpty { add(.requiredShippingContactFields, .made(.array(fields))) }
        }
        for key in Self.modifierMembers {
            if let value = modifierMember(key.name) { add(key, .node(value.node)) }
        }

        var applePayContext = context
        applePayContext.applePayJSVersion = version ?? ValidationContext.newestApplePayJSVersion
        // Assembled on the document's own tape from its values and the made ones, then read and checked as any
        // Apple Pay JS request: never written out and parsed again.
        let report: ValidationReport
        if let tape = dataElement.tape.assemblingObject(members) {
            report = PaymentRequest.report(tape: tape) { $0.violationLog(for: applePayContext) }
        } else {
            report = ValidationReport(violations: [
                Violation(
                    rule: .jsonLimit, location: .document,
                    message: "The Apple Pay request Safari builds from the document is over \(JSONTape.maxBytes) bytes")
            ])
        }
        // The W3C check reports hidden characters in every label, whichever the payment method.
        for violation in report.violations where violation.rule != .labelHiddenCharacters {
            // At the W3C path the field came from.
            violations.append(violation.rule, at: origins.path(violation), violation.message)
        }
        return violations
    }

    /// The amounts Safari's Apple Pay handler refuses for a currency other than the total's: the display items and
    /// shipping options at `show()`, and an Apple Pay modifier's total and additional display items when the
    /// modifier applies (WebKit's `ApplePayPaymentHandler`). Currencies compare as the constructor canonicalised
    /// them, in upper case.
    private func currencyMismatches() -> [Violation] {
        guard let expected = total?.amount?.currency?.uppercased() else { return [] }
        var found = [Violation]()
        func check(_ item: Item?, _ rule: ValidationRule) {
            guard let amount = item?.amount, let currency = amount.currency, currency.uppercased() != expected else {
                return
            }
            found.append(
                rule, at: amount.path / AmountKey.currency,
                "\(quoted(currency.uppercased())) does not match the expected currency of \(quoted(expected)); Apple Pay requires all amounts in one currency"
            )
        }
        for item in displayItems ?? [] { check(item, .w3cApplePayCurrencyMismatch) }
        for option in shippingOptions ?? [] { check(option.item, .w3cApplePayCurrencyMismatch) }
        for modifier in modifiers ?? [] where Self.isApplePayMethod(modifier.supportedMethods) {
            check(modifier.total, .w3cApplePayModifierCurrencyMismatch)
            for item in modifier.additionalDisplayItems ?? [] { check(item, .w3cApplePayModifierCurrencyMismatch) }
        }
        return found
    }

    /// A W3C `PaymentItem` as the Apple Pay line item Safari makes of it.
    private static func applePayItem(_ item: Item) -> JSONValue {
        .object([
            .init(ApplePayItemKey.label, item.label.map { .string($0) } ?? .null),
            .init(ApplePayItemKey.amount, item.amount?.value.map { .string($0) } ?? .null),
            .init(ApplePayItemKey.type, .string(item.pending ? "pending" : "final")),
        ])
    }

    /// Both lists at once, made once: joined at each call, they made an array for every member of the data.
    private static let ignoredKeys = membersFromDetails + modifierMembers

    /// The Apple Pay request's member that `ApplePayRequest` ignores, if `name` is one.
    private static func ignoredKey(_ name: String) -> ApplePayKey? {
        ignoredKeys.first { $0.name == name }
    }
}
