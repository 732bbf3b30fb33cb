#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension W3CPaymentDetailsUpdate {
    /// Checks the update against the request it updates: its amounts in the request's currency. The browser
    /// does not hold an update to the request's currency, but a total the payer was shown in one currency is
    /// never charged in another (the library's rule).
    public func validate(answering request: W3CPaymentRequest) -> ValidationReport {
        var check = W3CDocumentCheck()
        check.checkUpdate(self, request)
        return ValidationReport(capping: [check.steps], dropped: 0)
    }

    static func reading(_ parsed: ParsedJSON, request: W3CPaymentRequest?) -> (ValidationReport, Self?) {
        var update: Self?
        let report = parsed.report { tape in
            var check = W3CDocumentCheck()
            let read = check.readUpdate(
                JSONElement(root: tape), requestShipping: request?.options.requestShipping ?? true)
            if let request { check.checkUpdate(read, request) }
            let report = ValidationReport(capping: [check.conversion, check.steps], dropped: check.dropped)
            if report.isValid { update = read }
            return report
        }
        return (report, update)
    }
}

extension W3CDocumentCheck {
    /// An update, converted as WebIDL converts a `PaymentDetailsUpdate` and checked in Chromium's order; its
    /// shipping options count only when the request asks for shipping.
    mutating func readUpdate(_ root: JSONElement, requestShipping: Bool) -> W3CPaymentDetailsUpdate {
        typealias Key = W3CPaymentDetailsUpdate.WireKeys
        detailsPath = .document
        self.requestShipping = requestShipping
        let members = dictionary(root, at: .document, known: Key.self) ?? KnownMembers()
        convertDetails(members)
        totalMissing = false
        var error: String?
        if let value = members[Key.error] { error = errorMessage(value, at: Key.error.path) }
        var addressErrors: W3CAddressErrors?
        if let value = members[Key.shippingAddressErrors] {
            addressErrors = fieldErrors(value, at: Key.shippingAddressErrors.path, keys: AddressErrorKeys.self)
        }
        var payerErrors: W3CPayerErrors?
        if let value = members[Key.payerErrors] {
            payerErrors = fieldErrors(value, at: Key.payerErrors.path, keys: PayerErrorKeys.self)
        }
        let methodErrors = members[Key.paymentMethodErrors].flatMap { object($0, at: Key.paymentMethodErrors.path) }
        runDetailsSteps()
        // What converted, so that the checks against the request see it too; the report says what did not.
        var update = W3CPaymentDetailsUpdate(
            total: W3CPaymentRequest.item(total), displayItems: displayItems?.compactMap(W3CPaymentRequest.item),
            shippingOptions: shippingOptions.flatMap(W3CPaymentRequest.shippingOptions),
            modifiers: modifiers.flatMap(W3CPaymentRequest.modifiers), error: error,
            shippingAddressErrors: addressErrors, payerErrors: payerErrors)
        update.paymentMethodErrorsValue = methodErrors.map(CarriedJSON.init(element:))
        return update
    }

    /// The checks of an update against the request it updates.
    mutating func checkUpdate(_ update: W3CPaymentDetailsUpdate, _ request: W3CPaymentRequest) {
        typealias Key = W3CPaymentDetailsUpdate.WireKeys
        let currency = request.details.total.amount.currency.uppercased()
        func check(_ item: W3CPaymentRequest.Item, at path: ValidationPath) {
            guard item.amount.currency.uppercased() != currency else { return }
            steps.append(
                .w3cUpdateCurrencyChanged, at: path / ItemKey.amount / AmountKey.currency,
                "\(quoted(item.amount.currency)) is not the request's currency, \(currency)")
        }
        if let total = update.total { check(total, at: Key.total.path) }
        for (index, item) in (update.displayItems ?? []).enumerated() { check(item, at: Key.displayItems[index]) }
        for (index, option) in (update.shippingOptions ?? []).enumerated() {
            check(
                W3CPaymentRequest.Item(label: option.label, amount: option.amount), at: Key.shippingOptions[index])
        }
    }
}
