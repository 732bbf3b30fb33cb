extension W3CDocumentCheck {
    /// Members of Apple Pay JS's payment request that the W3C document carries outside `ApplePayRequest`: Safari
    /// takes them from `details` and `options`.
    static let membersFromDetails: Set<String> = [
        "total", "lineItems", "currencyCode", "shippingMethods", "shippingType",
    ]
    /// Members only an `ApplePayModifier` carries.
    static let modifierMembers: [String] = [
        "recurringPaymentRequest", "automaticReloadPaymentRequest", "multiTokenContexts", "deferredPaymentRequest",
        "disbursementRequest",
    ]

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
        var methodData: String
        var modifier: String?
        var displayItemCount = 0
        var shippingOptionCount = 0
        var totalFromModifier = false
        var shippingFieldsFromData = false

        /// The W3C path of a violation of the Apple Pay request, read from the keys and indices of its path.
        func path(_ violation: Violation) -> String {
            // Every violation of the Apple Pay request has its path as keys; a rendered one is only a fallback.
            guard let location = violation.location else {
                return violation.path.isEmpty ? methodData : "\(methodData).data.\(violation.path)"
            }
            let components = location.components[...]
            guard case .key(let first)? = components.first else { return methodData }
            let tail = components.dropFirst()
            switch first {
            case "currencyCode": return "details.total.amount.currency"
            case "shippingType": return "options.shippingType"
            case "requiredShippingContactFields" where !shippingFieldsFromData: return "options"
            case "total":
                if totalFromModifier, let modifier { return components.rendered(after: "\(modifier).data") }
                return Self.item(tail, after: "details.total")
            case "lineItems":
                guard case .index(let index)? = tail.first else { break }
                if index < displayItemCount {
                    return Self.item(tail.dropFirst(), after: "details.displayItems[\(index)]")
                }
                if let modifier {
                    return tail.dropFirst().rendered(
                        after: "\(modifier).data.additionalLineItems[\(index - displayItemCount)]")
                }
            case "shippingMethods":
                guard case .index(let index)? = tail.first else { break }
                if index < shippingOptionCount {
                    // A W3C shipping option's identifier is its id.
                    var rest = Array(tail.dropFirst())
                    if rest.first == .key("identifier") { rest[0] = .key("id") }
                    return Self.item(rest[...], after: "details.shippingOptions[\(index)]")
                }
                if let modifier {
                    return tail.dropFirst().rendered(
                        after: "\(modifier).data.additionalShippingMethods[\(index - shippingOptionCount)]")
                }
            default: break
            }
            if let modifier, W3CDocumentCheck.modifierMembers.contains(first) {
                return components.rendered(after: "\(modifier).data")
            }
            return components.rendered(after: "\(methodData).data")
        }

        /// The rest of an Apple Pay line item's path in the W3C `PaymentItem` at `item`, whose amount is an
        /// object.
        private static func item(_ tail: ArraySlice<PathComponent>, after item: String) -> String {
            tail.elementsEqual([.key("amount")]) ? item + ".amount.value" : tail.rendered(after: item)
        }
    }

    /// The Apple Pay method data checked as the request Safari builds from the document, or `nil` when the
    /// document has no Apple Pay method data to check.
    private func applePayViolations(for context: ValidationContext) -> [Violation]? {
        guard let method = methods?.first(where: { Self.isApplePayMethod($0.supportedMethods) }),
            let dataElement = method.data, case .object(let data) = dataElement.shape
        else { return nil }
        var violations = currencyMismatches()
        var origins = Origins(methodData: method.path)
        var members = [(key: String, value: JSONTape.Part)]()
        var version: Int?
        for member in data {
            if member.key == "version" {
                if case .number(let text) = member.value.shape, let number = Int(text) {
                    version = number
                } else {
                    violations.append(
                        Violation(
                            rule: .jsonType, path: "\(method.path).data.version",
                            message: "version is \(member.value.typeName), not the Apple Pay JS version as a number"))
                    version = 0
                }
            } else if Self.membersFromDetails.contains(member.key) || Self.modifierMembers.contains(member.key) {
                let from =
                    Self.membersFromDetails.contains(member.key)
                    ? "Safari takes it from details and options" : "only an Apple Pay modifier carries it"
                violations.append(
                    Violation(
                        rule: .w3cApplePayIgnoredKey, path: "\(method.path).data.\(member.key)",
                        message: "\(quoted(member.key)) is ignored in ApplePayRequest; \(from)"))
            } else {
                if member.key == "requiredShippingContactFields" { origins.shippingFieldsFromData = true }
                members.append((member.key, .node(member.value.node)))
            }
        }
        if version == nil {
            violations.append(
                Violation(
                    rule: .w3cApplePayVersionMissing, path: "\(method.path).data",
                    message: "ApplePayRequest needs version, the Apple Pay JS version the page was written for"))
        }
        var modifierData = [JSONElement.Member]()
        if let modifier = modifiers?.first(where: { Self.isApplePayMethod($0.supportedMethods) }),
            case .object(let data)? = modifier.data?.shape
        {
            origins.modifier = modifier.path
            modifierData = Array(data)
        }
        func modifierMember(_ key: String) -> JSONElement? { modifierData.first { $0.key == key }?.value }
        func extra(_ key: String) -> [JSONTape.Part] {
            guard let value = modifierMember(key), case .array(let elements) = value.shape else { return [] }
            return elements.map { .node($0.node) }
        }

        let currency = total?.amount?.currency?.uppercased()
        members.append(("currencyCode", .made(currency.map { .string($0) } ?? .null)))
        if let total = modifierMember("total") {
            origins.totalFromModifier = true
            members.append(("total", .node(total.node)))
        } else if let total {
            members.append(("total", .made(Self.applePayItem(total))))
        }
        var lineItems = (displayItems ?? []).map { JSONTape.Part.made(Self.applePayItem($0)) }
        origins.displayItemCount = lineItems.count
        lineItems += extra("additionalLineItems")
        if !lineItems.isEmpty { members.append(("lineItems", .list(lineItems))) }
        if requestShipping {
            var methods = (shippingOptions ?? []).map { option in
                JSONTape.Part.made(
                    .object([
                        JSONValue.Member(key: "label", value: option.item.label.map { .string($0) } ?? .null),
                        JSONValue.Member(key: "detail", value: .string("")),
                        JSONValue.Member(key: "amount", value: option.item.amount?.value.map { .string($0) } ?? .null),
                        JSONValue.Member(key: "identifier", value: option.id.map { .string($0) } ?? .null),
                    ]))
            }
            origins.shippingOptionCount = methods.count
            methods += extra("additionalShippingMethods")
            if !methods.isEmpty { members.append(("shippingMethods", .list(methods))) }
            let type = ["delivery": "delivery", "pickup": "storePickup"][shippingType] ?? "shipping"
            members.append(("shippingType", .made(.string(type))))
        }
        if !origins.shippingFieldsFromData {
            var fields = [JSONValue]()
            if requestShipping { fields.append(.string("postalAddress")) }
            if requestPayerName { fields.append(.string("name")) }
            if requestPayerEmail { fields.append(.string("email")) }
            if requestPayerPhone { fields.append(.string("phone")) }
            if !fields.isEmpty { members.append(("requiredShippingContactFields", .made(.array(fields)))) }
        }
        for key in Self.modifierMembers {
            if let value = modifierMember(key) { members.append((key, .node(value.node))) }
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
        for violation in report.violations {
            // At the W3C path the field came from.
            violations.append(
                Violation(rule: violation.rule, path: origins.path(violation), message: violation.message))
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
                Violation(
                    rule: rule, path: amount.path + ".currency",
                    message:
                        "\(quoted(currency.uppercased())) does not match the expected currency of \(quoted(expected)); Apple Pay requires all amounts in one currency"
                ))
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
            JSONValue.Member(key: "label", value: item.label.map { .string($0) } ?? .null),
            JSONValue.Member(key: "amount", value: item.amount?.value.map { .string($0) } ?? .null),
            JSONValue.Member(key: "type", value: .string(item.pending ? "pending" : "final")),
        ])
    }
}
