#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension W3CDocumentCheck {
    typealias UpdateKey = W3CPaymentDetailsUpdate.WireKeys
    typealias ApplePayUpdateKey = PaymentRequestUpdate.WireKeys

    /// The members of an `ApplePayModifier` an update may carry, and the Apple Pay JS update member each becomes.
    static let modifierUpdateMembers: [(modifier: String, update: ApplePayUpdateKey)] = [
        ("multiTokenContexts", .newMultiTokenContexts),
        ("automaticReloadPaymentRequest", .newAutomaticReloadPaymentRequest),
        ("recurringPaymentRequest", .newRecurringPaymentRequest),
        ("deferredPaymentRequest", .newDeferredPaymentRequest),
        ("disbursementRequest", .newDisbursementRequest),
    ]

    /// An update of a request with Apple Pay, as Safari's Apple Pay handler reads it (WebKit's
    /// `ApplePayPaymentHandler`): the total, display items and shipping options with the Apple Pay modifier's
    /// total, additional line items and shipping methods and its other requests make an Apple Pay JS update, checked
    /// with that update's rules in the request's currency; `paymentMethodErrors` is a sequence of `ApplePayError`
    /// (WebKit converts it as `sequence<ApplePayError>` and throws `TypeError` otherwise). Each violation is
    /// reported where its field came from.
    mutating func checkApplePayUpdate(
        _ update: W3CPaymentDetailsUpdate, _ request: W3CPaymentRequest, context: ValidationContext
    ) {
        guard request.methodData.contains(where: { Self.isApplePayMethod($0.supportedMethods) }),
            let currency = CurrencyCode(request.details.total.amount.currency.uppercased())
        else { return }
        var modifierPath: ValidationPath?
        var modifierData = [JSONElement.Member]()
        if let modifier = modifiers?.first(where: { Self.isApplePayMethod($0.supportedMethods) }),
            case .object(let data)? = modifier.data?.shape
        {
            modifierPath = modifier.path / ModifierKey.data
            modifierData = Array(data)
        }
        func modifierMember(_ key: String) -> JSONValue? {
            modifierData.first { $0.key == key }.map { $0.value.tape.value($0.value.node) }
        }
        func extra(_ key: String) -> [JSONValue] {
            if case .array(let elements)? = modifierMember(key) { elements } else { [] }
        }
        var members = [JSONValue.Member]()
        let total = modifierMember("total") ?? Self.applePayItem(update.total ?? request.details.total)
        members.append(.init(ApplePayUpdateKey.newTotal, total))
        let items = update.displayItems ?? request.details.displayItems
        members.append(
            .init(ApplePayUpdateKey.newLineItems, .array(items.map(Self.applePayItem) + extra("additionalLineItems"))))
        let options = request.options.requestShipping ? (update.shippingOptions ?? []) : []
        let methods = options.map { option in
            JSONValue.object([
                .init(ApplePayShippingKey.label, .string(option.label)),
                .init(ApplePayShippingKey.detail, .string("")),
                .init(ApplePayShippingKey.amount, .string(option.amount.value)),
                .init(ApplePayShippingKey.identifier, .string(option.id)),
            ])
        }
        let additionalMethods = extra("additionalShippingMethods")
        if !methods.isEmpty || !additionalMethods.isEmpty {
            members.append(.init(ApplePayUpdateKey.newShippingMethods, .array(methods + additionalMethods)))
        }
        for (name, key) in Self.modifierUpdateMembers {
            if let value = modifierMember(name) { members.append(.init(key, value)) }
        }
        if let errors = paymentMethodErrors {
            if case .array = errors.shape {
                members.append(.init(ApplePayUpdateKey.errors, errors.tape.value(errors.node)))
            } else {
                steps.append(
                    .w3cMemberType, at: UpdateKey.paymentMethodErrors.path,
                    "For Apple Pay, paymentMethodErrors is a sequence of ApplePayError; Safari throws TypeError")
            }
        }
        let document = Data(JSONValue.object(members).bytes())
        let report = PaymentRequestUpdate.report(ParsedJSON(jsonData: document, limits: .default)) {
            $0.violationLog(currency: currency, context: context, checkErrors: false)
        }
        let own = conversion + steps
        let mapping = ApplePayUpdateOrigins(
            modifier: modifierPath, totalFromModifier: modifierMember("total") != nil,
            totalFromUpdate: update.total != nil, displayItemCount: items.count, shippingOptionCount: methods.count)
        for violation in report.violations where violation.rule != .labelHiddenCharacters {
            let path = mapping.path(violation)
            guard !own.contains(where: { $0.severity == .error && path.rendered.isAt(orUnder: $0.path) }) else {
                continue
            }
            steps.append(violation.rule, at: path, violation.message)
        }
    }

    /// An item as Safari makes an Apple Pay line item of it.
    static func applePayItem(_ item: W3CPaymentRequest.Item) -> JSONValue {
        .object([
            .init(ApplePayItemKey.label, .string(item.label)),
            .init(ApplePayItemKey.amount, .string(item.amount.value)),
            .init(ApplePayItemKey.type, .string(item.pending ? "pending" : "final")),
        ])
    }

    /// Where a field of the Apple Pay update Safari makes from a W3C update came from.
    struct ApplePayUpdateOrigins {
        var modifier: ValidationPath?
        var totalFromModifier: Bool
        var totalFromUpdate: Bool
        var displayItemCount: Int
        var shippingOptionCount: Int

        func path(_ violation: Violation) -> ValidationPath {
            guard let location = violation.location, case .key(let name)? = location.components.first,
                let key = ApplePayUpdateKey.table.positions[name].flatMap(ApplePayUpdateKey.init(rawValue:))
            else { return .document }
            let tail = location.components.dropFirst()
            let data = modifier ?? .document
            switch key {
            case .newTotal:
                if totalFromModifier { return (data / "total").appending(tail) }
                return totalFromUpdate ? Origins.item(tail, at: UpdateKey.total.path) : .document
            case .newLineItems:
                guard case .index(let index)? = tail.first else { return UpdateKey.displayItems.path }
                if index < displayItemCount {
                    return Origins.item(tail.dropFirst(), at: UpdateKey.displayItems[index])
                }
                return (data / "additionalLineItems")[index - displayItemCount].appending(tail.dropFirst())
            case .newShippingMethods:
                guard case .index(let index)? = tail.first else { return UpdateKey.shippingOptions.path }
                if index < shippingOptionCount {
                    var rest = Array(tail.dropFirst())
                    if rest.first == .key(ApplePayShippingKey.identifier.name) {
                        rest[0] = .key(ShippingOptionKey.id.name)
                    }
                    return Origins.item(rest[...], at: UpdateKey.shippingOptions[index])
                }
                return (data / "additionalShippingMethods")[index - shippingOptionCount].appending(tail.dropFirst())
            case .errors:
                return UpdateKey.paymentMethodErrors.path.appending(tail)
            default:
                let member = W3CDocumentCheck.modifierUpdateMembers.first { $0.update == key }?.modifier ?? name
                return (data / member).appending(tail)
            }
        }

    }
}
