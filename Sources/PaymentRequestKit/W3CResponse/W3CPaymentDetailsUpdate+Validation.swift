#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension W3CPaymentDetailsUpdate {
    /// Checks the update as Chromium checks it for `request`, and against the request: its amounts in the
    /// request's currency, and, with Apple Pay among the methods, as Safari's Apple Pay handler reads it. The
    /// browser does not hold an update to the request's currency, but a total the payer was shown in one currency is
    /// never charged in another (the library's rule).
    public func validate(answering request: W3CPaymentRequest, now: Date = Date()) -> ValidationReport {
        // Read as its bytes are, as an export is: the checks name the paths of the document the page passes.
        Self.check((try? JSONElement(writing: self)) ?? .null, request: request, context: .web(now: now)).report
    }

    static func reading(_ parsed: ParsedJSON, request: W3CPaymentRequest?, context: ValidationContext) -> (
        ValidationReport, Self?
    ) {
        var update: Self?
        let report = parsed.report { tape in
            let (report, read) = check(JSONElement(root: tape), request: request, context: context)
            update = read
            return report
        }
        return (report, update)
    }

    /// The report of an update and, when it has no error, the update.
    static func check(_ root: JSONElement, request: W3CPaymentRequest?, context: ValidationContext) -> (
        report: ValidationReport, update: Self?
    ) {
        var check = W3CDocumentCheck()
        let read = check.readUpdate(root, requestShipping: request?.options.requestShipping ?? true)
        if let request {
            check.checkUpdateCurrency(request)
            if let read { check.checkApplePayUpdate(read, request, context: context) }
        }
        let report = ValidationReport(capping: [check.conversion, check.steps], dropped: check.dropped)
        return (report, report.isValid ? read : nil)
    }
}

extension W3CDocumentCheck {
    /// An update, converted as WebIDL converts a `PaymentDetailsUpdate` and checked in Chromium's order; its
    /// shipping options count only when the request asks for shipping.
    mutating func readUpdate(_ root: JSONElement, requestShipping: Bool) -> W3CPaymentDetailsUpdate? {
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
        paymentMethodErrors = methodErrors
        runDetailsSteps()
        // Made only when the browser accepts the update: an update of thousands of invalid items stays in its
        // check's form, which the checks against the request read.
        guard ValidationReport(violations: conversion + steps).isValid else { return nil }
        var update = W3CPaymentDetailsUpdate(
            total: W3CPaymentRequest.item(total), displayItems: displayItems?.compactMap(W3CPaymentRequest.item),
            // Chromium drops an update's shipping options when the request does not ask for shipping.
            shippingOptions: requestShipping ? shippingOptions.flatMap(W3CPaymentRequest.shippingOptions) : nil,
            modifiers: modifiers.flatMap(W3CPaymentRequest.modifiers), error: error,
            shippingAddressErrors: addressErrors, payerErrors: payerErrors)
        update.paymentMethodErrorsValue = methodErrors.map(CarriedJSON.init(element:))
        return update
    }

    /// The amounts of an update in the request's currency, as the check read them; a list longer than Chromium
    /// takes is refused whole, and its items are not checked one by one.
    mutating func checkUpdateCurrency(_ request: W3CPaymentRequest) {
        let currency = request.details.total.amount.currency.uppercased()
        var found = 0
        func check(_ item: Item?) {
            guard let amount = item?.amount, let other = amount.currency, other.uppercased() != currency else { return }
            found += 1
            // Past what a report lists of one rule, nothing is built.
            guard found <= ValidationReport.maxViolationsPerRule else {
                dropped += 1
                return
            }
            steps.append(
                .w3cUpdateCurrencyChanged, at: amount.path / AmountKey.currency,
                "\(quoted(other)) is not the request's currency, \(currency)")
        }
        check(total)
        let items = displayItems ?? []
        if items.count <= Self.maximumLength { for item in items { check(item) } }
        let options = shippingOptions ?? []
        if options.count <= Self.maximumLength { for option in options { check(option.item) } }
    }
}
