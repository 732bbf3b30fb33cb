#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentRequest {
    /// Checks the request against every rule and reports every violation, errors and warnings.
    ///
    /// The rules are listed in ``ValidationRule/all``: what Safari's Apple Pay JS and PassKit reject, what
    /// Apple's documentation asks, and this library's own rules. Paths name fields in the Apple Pay JS JSON
    /// shape (`lineItems[2].amount`). The result depends only on the request and the context.
    public func validate(for context: ValidationContext) -> ValidationReport {
        violationLog(for: context).report
    }

    /// The violations found, before they are made a report, so that a caller can put others before them.
    func violationLog(for context: ValidationContext) -> ViolationLog {
        let validator = RequestValidator(currency: currencyCode, context: context)
        validator.validate(self)
        return validator.found
    }

    /// Returns the request unchanged when it has no errors, and throws the report otherwise.
    ///
    /// - Throws: ``PaymentRequestValidationError`` with the full report when any violation is an error.
    public func validated(for context: ValidationContext) throws(PaymentRequestValidationError) -> PaymentRequest {
        let report = validate(for: context)
        guard report.isValid else { throw PaymentRequestValidationError(report: report) }
        return self
    }
}

// The keys that paths are built from.
private typealias RequestKey = PaymentRequest.WireKeys
private typealias ItemKey = PaymentSummaryItem.WireKeys
private typealias MethodKey = ShippingMethod.WireKeys
private typealias TokenContextKey = PaymentTokenContext.WireKeys
private typealias DeferredKey = DeferredPaymentRequest.WireKeys

struct RequestValidator {
    let currency: CurrencyCode
    let context: ValidationContext
    // A reference, so that checks need not be mutating and lazily built messages may read the validator.
    let found = ViolationLog()

    init(currency: CurrencyCode, context: ValidationContext) {
        self.currency = currency
        self.context = context
    }

    // Paths are built only when a violation is recorded, so a clean request allocates none, and a hostile one
    // builds no more than the caps of the log.
    func add(_ rule: ValidationRule, _ path: @autoclosure () -> ValidationPath, _ message: @autoclosure () -> String) {
        found.add(rule, path, message)
    }

    /// A contact the request fills in for the customer: its country code, e-mail address and phone number are what
    /// they say they are, as the programming guide asks of contact information before it is used.
    func validatePrefilled(_ contact: PaymentContact?, at path: @autoclosure () -> ValidationPath) {
        guard let contact else { return }
        if let code = contact.postalAddress.countryCode, !code.isEmpty, !CountryCode.isCode(ignoringCase: code) {
            add(
                .contactCountryCodeInvalid, path() / PaymentContact.WireKeys.countryCode,
                "\(quoted(code)) is not an ISO 3166-1 alpha-2 country code, in either case")
        }
        if let email = contact.emailAddress, !PaymentContact.isPlausibleEmailAddress(email) {
            add(
                .contactEmailAddressInvalid, path() / PaymentContact.WireKeys.emailAddress,
                "\(quoted(email)) is not an e-mail address")
        }
        if let phone = contact.phoneNumber, !PaymentContact.isPlausiblePhoneNumber(phone) {
            add(
                .contactPhoneNumberInvalid, path() / PaymentContact.WireKeys.phoneNumber,
                "\(quoted(phone)) is not a phone number")
        }
    }

    func validate(_ request: PaymentRequest) {
        // PassKit reads the identifier against the app's entitlement; a page's request is the merchant session's.
        if context.platform == .inApp, let identifier = request.merchantIdentifier, !identifier.isEmpty,
            !PaymentRequest.hasMerchantIdentifierForm(identifier)
        {
            add(
                .merchantIdentifierFormat, RequestKey.merchantIdentifier.path,
                "\(quoted(identifier)) is not of the form merchant.com.example, as Apple registers merchant identifiers"
            )
        }
        if context.platform == .inApp, let entitled = context.entitledMerchantIdentifiers,
            let identifier = request.merchantIdentifier, !identifier.isEmpty, !entitled.contains(identifier)
        {
            add(
                .merchantIdentifierNotEntitled, RequestKey.merchantIdentifier.path,
                "\(quoted(identifier)) is not among the app's entitled merchant identifiers (\(entitled.sorted().map { quoted($0) }.joined(separator: ", ")))"
            )
        }
        if context.platform == .inApp, let target = context.deploymentTarget {
            validateAvailability(request, in: target)
        }
        if context.platform == .inApp, (request.merchantIdentifier ?? "").isEmpty {
            add(
                .merchantIdentifierMissing,
                RequestKey.merchantIdentifier.path,
                "PKPaymentRequest must contain a property 'merchantIdentifier'; in-app requests need the merchant identifier"
            )
        }
        if context.platform == .web { validateVersion(request) }
        if currency.minorUnits == nil {
            add(
                .currencyCodeNoMinorUnits, RequestKey.currencyCode.path,
                "\(currency) (\(currency.name)) has no minor units in ISO 4217 and is not a currency for payments")
        } else if currency.isFund {
            add(
                .currencyCodeFund, RequestKey.currencyCode.path,
                "\(currency) (\(currency.name)) is an ISO fund code; check that your processor charges in it")
        }
        validateCapabilities(request.merchantCapabilities, networks: request.supportedNetworks)
        // With installments, Safari from version 8 lets the networks be empty
        // (`ApplePayRequestBase::requiresSupportedNetworks`).
        let networksMayBeEmpty =
            isPresent(request.installmentConfiguration) && context.platform == .web && context.applePayJSVersion >= 8
        if !(networksMayBeEmpty && request.supportedNetworks.isEmpty) {
            validateNetworks(request.supportedNetworks)
        }
        validateTotal(request)
        // By index, here and below: the subscript lends each item, where enumerated() copied it (and retained its
        // label) for every check.
        for index in request.lineItems.indices {
            validateLineItem(request.lineItems[index], RequestKey.lineItems[index])
        }
        if request.lineItems.count + 1 > 100 {
            add(
                .lineItemsTooMany, RequestKey.lineItems.path,
                "\(request.lineItems.count) line items and the total make \(request.lineItems.count + 1) summary items; PassKit allows at most 100"
            )
        }
        validateShippingMethods(request.shippingMethods)
        validateDefaultShippingMethod(request)
        validateDisbursement(request)
        if request.applePayLaterAvailability != nil {
            add(
                .applePayLaterDeprecated, RequestKey.applePayLaterAvailability.path,
                "applePayLaterAvailability is deprecated: Apple has deprecated Apple Pay Later")
        }
        for (key, fields) in [
            (RequestKey.requiredBillingContactFields, request.requiredBillingContactFields),
            (RequestKey.requiredShippingContactFields, request.requiredShippingContactFields),
        ] where fields.unknownBits != 0 {
            add(
                .contactFieldsUnknown, key.path,
                "Bits \(fields.unknownBits) are not contact fields PassKit defines; JSON cannot carry them")
        }
        if isPresent(request.billingContact), !request.requiredBillingContactFields.contains(.postalAddress) {
            add(
                .billingContactWithoutPostalAddress, RequestKey.billingContact.path,
                "A billing contact is given, so \"postalAddress\" must be in requiredBillingContactFields")
        }
        validatePrefilled(request.shippingContact, at: RequestKey.shippingContact.path)
        validatePrefilled(request.billingContact, at: RequestKey.billingContact.path)
        if request.shippingContactEditingMode == .storePickup {
            if !isPresent(request.shippingContact) {
                add(
                    .storePickupAddressMissing, RequestKey.shippingContact.path,
                    "With storePickup, shippingContact should be the pickup address, which the customer cannot edit")
            }
            if !request.requiredShippingContactFields.contains(.postalAddress) {
                add(
                    .storePickupAddressMissing, RequestKey.requiredShippingContactFields.path,
                    "With storePickup, \"postalAddress\" should be in requiredShippingContactFields, to display the pickup address"
                )
            }
        }
        if !request.supportsCouponCode, let code = request.couponCode, !code.isEmpty {
            add(
                .couponCodeNotShown, RequestKey.couponCode.path,
                "The initial coupon code \(quoted(code, limit: 80)) is not shown: without supportsCouponCode the sheet has no coupon field"
            )
        }
        if let data = request.applicationData, data.count > 1024 {
            add(
                .applicationDataTooLarge, RequestKey.applicationData.path,
                "Application data is \(data.count) bytes; it may not be more than 1024 bytes")
        }
        validateSpecialRequests(request)
    }

    /// Safari's gates by Apple Pay JS version, which throw, and what an older Safari ignores silently.
    func validateVersion(_ request: PaymentRequest) {
        let version = context.applePayJSVersion
        guard (1...ValidationContext.newestApplePayJSVersion).contains(version) else {
            add(
                .applePayJSVersionUnsupported, .document,
                "\"\(version)\" is not a supported version; Apple Pay JS versions are 1 to \(ValidationContext.newestApplePayJSVersion)"
            )
            return
        }
        // Nothing is newer than the newest version: the common case costs one comparison.
        guard version < ValidationContext.newestApplePayJSVersion else { return }
        for (index, network) in request.supportedNetworks.enumerated() {
            // Safari (`PaymentCoordinator::validatedPaymentNetwork`) gates the old name only; `carteBancaires` and
            // `cartesBancaires` go to the device's list at any version, and Apple's table dates them.
            let gate = network == .jcb ? 2 : network == .carteBancaire ? 3 : 1
            if version < gate {
                add(
                    .supportedNetworksVersion, RequestKey.supportedNetworks[index],
                    "\"\(network.jsName)\" is not a valid payment network before Apple Pay JS version \(gate); the page uses \(version)"
                )
            } else if let introduced = network.applePayJSVersion, introduced > version {
                add(
                    .supportedNetworksNewerThanVersion, RequestKey.supportedNetworks[index],
                    "\(network.jsName) arrived in Apple Pay JS version \(introduced); the page uses \(version)")
            }
        }
        if version < 3 {
            for (key, fields) in [
                (PaymentRequest.WireKeys.requiredBillingContactFields, request.requiredBillingContactFields),
                (.requiredShippingContactFields, request.requiredShippingContactFields),
            ] where fields.contains(.phoneticName) {
                add(
                    .contactFieldsVersion, key.path,
                    "\"phoneticName\" is not a valid contact field before Apple Pay JS version 3; the page uses \(version)"
                )
            }
        }
        func feature(_ needed: Int, _ path: @autoclosure () -> ValidationPath, _ name: @autoclosure () -> String) {
            guard version < needed else { return }
            add(
                .applePayJSVersionFeature, path(),
                "\(name()) arrived in Apple Pay JS version \(needed); Safari ignores it for a page using version \(version)"
            )
        }
        func feature(_ needed: Int, _ key: PaymentRequest.WireKeys) { feature(needed, key.path, key.name) }
        if !request.supportedCountries.isEmpty { feature(3, .supportedCountries) }
        if request.total.amount?.isZero == true { feature(4, RequestKey.total / ItemKey.amount, "A zero total") }
        if request.supportsCouponCode { feature(12, .supportsCouponCode) }
        if request.couponCode != nil { feature(12, .couponCode) }
        if request.shippingContactEditingMode != nil {
            feature(12, .shippingContactEditingMode)
        }
        for (index, method) in request.shippingMethods.enumerated() where method.dateComponentsRange != nil {
            feature(
                12, RequestKey.shippingMethods[index] / MethodKey.dateComponentsRange,
                "A shipping method's dateComponentsRange")
        }
        // Paths are made only for what is reported: a request may have many items.
        for index in -1..<request.lineItems.count {
            let item = index < 0 ? request.total : request.lineItems[index]
            let path = { (index < 0 ? RequestKey.total.path : RequestKey.lineItems[index]) / ItemKey.paymentTiming }
            switch item.timing {
            case .immediate: break
            case .recurring, .deferred: feature(12, path(), "\(quoted(item.timing.jsName)) timing")
            case .automaticReload: feature(14, path(), "\"automaticReload\" timing")
            }
        }
        if isPresent(request.recurringPaymentRequest) {
            feature(14, .recurringPaymentRequest)
        }
        if isPresent(request.automaticReloadPaymentRequest) {
            feature(14, .automaticReloadPaymentRequest)
        }
        if isPresent(request.deferredPaymentRequest) {
            feature(14, .deferredPaymentRequest)
        }
        if !request.multiTokenContexts.isEmpty { feature(14, .multiTokenContexts) }
    }

    func validateCapabilities(_ capabilities: MerchantCapabilities, networks: [PaymentNetwork]) {
        // Safari wants one of the four; supportsInstantFundsOut alone (or nothing) is "Missing merchant capabilities."
        guard !capabilities.isDisjoint(with: [.threeDSecure, .emv, .credit, .debit]) else {
            add(
                .merchantCapabilitiesEmpty, RequestKey.merchantCapabilities.path,
                capabilities.isEmpty
                    ? "Missing merchant capabilities; give at least one of supports3DS, supportsEMV, supportsCredit and supportsDebit"
                    : "Missing merchant capabilities: supportsInstantFundsOut alone is not enough; give at least one of supports3DS, supportsEMV, supportsCredit and supportsDebit"
            )
            return
        }
        if capabilities.unknownBits != 0 {
            add(
                .merchantCapabilitiesUnknown, RequestKey.merchantCapabilities.path,
                "Bits \(capabilities.unknownBits) are not merchant capabilities PassKit defines")
        }
        if !capabilities.contains(.threeDSecure) {
            add(
                .merchantCapabilitiesNo3DS, RequestKey.merchantCapabilities.path,
                "Merchant capabilities should include supports3DS, which Apple's documentation requires")
        }
        if capabilities.contains(.emv), !networks.contains(.chinaUnionPay) {
            add(
                .merchantCapabilitiesEMVWithoutChinaUnionPay, RequestKey.merchantCapabilities.path,
                "supportsEMV is for China UnionPay transactions, and chinaUnionPay is not among the supported networks")
        }
    }

    func validateNetworks(_ networks: [PaymentNetwork]) {
        if networks.isEmpty {
            add(
                .supportedNetworksEmpty, RequestKey.supportedNetworks.path,
                "At least one supported network must be provided")
            return
        }
        // A scan for the usual handful; one set, filled as we go, for more, so that a hostile list of one network
        // repeated stays linear (the scan alone took quadratic time).
        var seen: Set<PaymentNetwork>? = networks.count > 16 ? Set(minimumCapacity: networks.count) : nil
        for (index, network) in networks.enumerated() {
            if !network.isKnown {
                add(
                    .supportedNetworksUnknown, RequestKey.supportedNetworks[index],
                    "\(quoted(network.rawValue)) is not a valid payment network")
            } else if seen?.insert(network).inserted == false || (seen == nil && networks[..<index].contains(network)) {
                add(
                    .supportedNetworksDuplicate, RequestKey.supportedNetworks[index],
                    "\(network.jsName) is listed more than once")
            }
        }
    }

    func validateTotal(_ request: PaymentRequest) {
        let total = request.total
        if total.label.isEmpty {
            add(
                .totalLabelMissing, RequestKey.total / ItemKey.label,
                "The total's label is empty; use the business name as it appears on bank statements")
        } else {
            validateLabelFormat(total.label, RequestKey.total / ItemKey.label)
            if isGenericTotalLabel(total.label) {
                add(
                    .totalLabelGeneric, RequestKey.total / ItemKey.label,
                    "The total is labelled \(quoted(total.label)); Apple asks for the business name as it appears on bank statements"
                )
            }
        }
        guard let amount = total.amount else {
            add(
                .totalAmountMissing, RequestKey.total / ItemKey.amount,
                total.type == .pending
                    ? "Missing total amount; a pending total still needs an amount" : "Missing total amount")
            return
        }
        if amount.isNegative {
            add(
                .totalNegative, RequestKey.total / ItemKey.amount,
                "Total amount must not be negative; it is \(amount.formatted(for: currency))")
        }
        if total.type == .final {
            checkMinorUnits(amount, RequestKey.total / ItemKey.amount)
        }
        validateTiming(total, RequestKey.total.path)
        // A disbursement's sheet comes from its line items alone: WebKit ignores the total
        // (`platformDisbursementSummaryItems`: "the total doesn't actually matter").
        guard total.type == .final, !isPresent(request.disbursementRequest) else { return }
        // Exact whatever the order: partial sums may leave the range of an amount when the whole does not. A
        // pending item counts as zero: Safari discards its amount, and the sheet shows none.
        let items = request.lineItems
        guard
            let sum = try? Amount.sum(
                items.indices.lazy.map { items[$0].type == .pending ? .zero : items[$0].amountOrZero })
        else {
            add(sumRule, RequestKey.total / ItemKey.amount, "The line items add up to more than an amount can hold")
            return
        }
        if sum != amount, !request.lineItems.isEmpty {
            add(
                sumRule, RequestKey.total / ItemKey.amount,
                "The total is \(amount.formatted(for: currency)) but the line items add up to \(sum.formatted(for: currency))"
            )
        }
    }

    /// `total.sum`, an error when the context asks for carts that add up.
    var sumRule: ValidationRule {
        context.requiresTotalToMatchLineItems ? .totalSum.withSeverity(.error) : .totalSum
    }

    func validateLineItem(_ item: PaymentSummaryItem, _ path: @autoclosure () -> ValidationPath) {
        validateLabel(item.label, path() / ItemKey.label)
        if let amount = item.amount {
            if item.type == .final {
                checkMinorUnits(amount, path() / ItemKey.amount)
            } else if !amount.isZero {
                add(
                    .lineItemPendingAmount, path() / ItemKey.amount,
                    "A pending item's amount is not shown; Apple asks for zero or none, not \(amount.formatted(for: currency))"
                )
            }
        } else if item.type == .final {
            add(.lineItemAmountMissing, path() / ItemKey.amount, "A final line item must have an amount")
        }
        validateTiming(item, path())
    }

    func validateTiming(_ item: PaymentSummaryItem, _ path: @autoclosure () -> ValidationPath) {
        switch item.timing {
        case .immediate:
            break
        case .recurring(let schedule):
            checkDate(schedule.startDate, path() / ItemKey.recurringPaymentStartDate)
            checkDate(schedule.endDate, path() / ItemKey.recurringPaymentEndDate)
            if schedule.intervalCount < 1 {
                add(
                    .recurringIntervalCount, path() / ItemKey.recurringPaymentIntervalCount,
                    "PKRecurringPaymentSummaryItem must have a intervalCount >= 1, not \(schedule.intervalCount)")
            }
            if let start = schedule.startDate, let end = schedule.endDate, start > end {
                add(
                    .recurringStartAfterEnd, path() / ItemKey.recurringPaymentStartDate,
                    "The start date \(ISO8601.format(start)) is after the end date \(ISO8601.format(end))")
            }
        case .deferred(let date):
            checkDate(date, path() / ItemKey.deferredPaymentDate)
            if date <= context.now {
                add(
                    .deferredDateNotInFuture, path() / ItemKey.deferredPaymentDate,
                    "PKDeferredPaymentSummaryItem must have a deferredDate later than current date (\(ISO8601.format(date)) is not after \(ISO8601.format(context.now)))"
                )
            }
        case .automaticReload(let threshold):
            if threshold.isNegative {
                add(
                    .automaticReloadThresholdNegative, path() / ItemKey.automaticReloadPaymentThresholdAmount,
                    "The threshold must not be negative")
            }
            checkMinorUnits(threshold, path() / ItemKey.automaticReloadPaymentThresholdAmount)
        }
    }

    /// The default method: the selected one, at most one, or the first; it should be what the shipping line item
    /// (a line item labelled as a method is) charges.
    func validateDefaultShippingMethod(_ request: PaymentRequest) {
        let methods = request.shippingMethods
        guard !methods.isEmpty else { return }
        var firstSelected: Int?
        for index in methods.indices where methods[index].isSelected {
            guard let first = firstSelected else {
                firstSelected = index
                continue
            }
            add(
                .shippingMethodsSelectedMultiple, RequestKey.shippingMethods[index] / MethodKey.selected,
                "Shipping method \(index) is selected, and so is shipping method \(first); select one")
        }
        // A scan for the usual handful of methods; a set for more, so that it stays linear.
        let labels: Set<String>? = methods.count > 16 ? Set(methods.map(\.label)) : nil
        // A bit per label first: most line items' labels are no method's, and comparing each with every method's
        // cost more than the rest of this check.
        let methodBits = methods.indices.reduce(UInt64(0)) { bits, index in bits | Self.labelBit(methods[index].label) }
        let isMethodLabel = { (label: String) in
            methodBits & Self.labelBit(label) != 0
                && (labels?.contains(label) ?? methods.contains { $0.label == label })
        }
        guard let index = request.lineItems.firstIndex(where: { isMethodLabel($0.label) }) else { return }
        // Copied only here: most requests charge for no method in a line item, and the copy retained its strings.
        let defaultMethod = methods[firstSelected ?? 0]
        let item = request.lineItems[index]
        if item.label != defaultMethod.label || (item.amount != nil && item.amount != defaultMethod.amount) {
            add(
                .shippingMethodsSelectedLineItem, RequestKey.lineItems[index],
                "The line item \(quoted(item.label)) charges for a shipping method, but the default method is \(quoted(defaultMethod.label)) (\(defaultMethod.amount.formatted(for: currency)))"
            )
        }
    }

    /// One of 64 bits for a label, from its length and first byte: equal labels get the same bit.
    static func labelBit(_ label: String) -> UInt64 {
        let utf8 = label.utf8
        return 1 << ((UInt64(truncatingIfNeeded: utf8.count) &* 31 &+ UInt64(utf8.first ?? 0)) & 63)
    }

    /// PassKit's checks of a disbursement's items (`PKDisbursementPaymentRequestValidator`), and of a payment
    /// request that is not one.
    func validateDisbursement(_ request: PaymentRequest) {
        let items = request.lineItems
        guard isPresent(request.disbursementRequest) || items.contains(where: { $0.disbursementType != nil }) else {
            return
        }
        let typed = items.indices.filter { items[$0].disbursementType != nil }
        guard isPresent(request.disbursementRequest) else {
            for index in typed {
                add(
                    .disbursementItemsWithoutRequest, RequestKey.lineItems[index] / ItemKey.disbursementLineItemType,
                    "A payment request that is not a disbursement cannot have disbursement items; add disbursementRequest or remove disbursementLineItemType"
                )
            }
            return
        }
        if let first = items.first, first.disbursementType != nil {
            add(
                .disbursementFirstItem, RequestKey.lineItems[0] / ItemKey.disbursementLineItemType,
                "A disbursement's first line item must be a plain item, not \(quoted(first.disbursementType!.rawValue))"
            )
        }
        if items.last?.disbursementType != .disbursement {
            add(
                .disbursementLastItem,
                items.isEmpty ? RequestKey.lineItems.path : RequestKey.lineItems[items.count - 1],
                "A disbursement's last line item must be the disbursement item (disbursementLineItemType \"disbursement\")"
            )
        }
        for kind in DisbursementLineItemType.allCases {
            let indices = typed.filter { items[$0].disbursementType == kind }
            for index in indices.dropFirst() {
                add(
                    .disbursementMultipleItems, RequestKey.lineItems[index] / ItemKey.disbursementLineItemType,
                    "A disbursement has at most one \(quoted(kind.rawValue)) item; line item \(indices[0]) is one already"
                )
            }
        }
        let hasFee = typed.contains { items[$0].disbursementType == .instantFundsOutFee }
        if hasFee != request.merchantCapabilities.contains(.instantFundsOut) {
            add(
                .disbursementInstantFundsOut, RequestKey.merchantCapabilities.path,
                hasFee
                    ? "An instant-funds-out fee item needs supportsInstantFundsOut in the merchant capabilities"
                    : "supportsInstantFundsOut needs an instant-funds-out fee item (disbursementLineItemType \"instantFundsOutFee\")"
            )
        }
        for index in typed where items[index].disbursementType == .disbursement {
            if let amount = items[index].amount, amount.isNegative {
                add(
                    .disbursementAmountNegative, RequestKey.lineItems[index] / ItemKey.amount,
                    "PKDisbursementSummaryItem amount must be non-negative; it is \(amount.formatted(for: currency))")
            }
        }
    }

    func validateShippingMethods(_ methods: [ShippingMethod]) {
        if methods.count > 100 {
            add(
                .shippingMethodsTooMany, RequestKey.shippingMethods.path,
                "\(methods.count) shipping methods; PassKit allows at most 100")
        }
        // A scan for the usual handful of methods; one set, filled as we go, for more, so it stays linear.
        var seen: Set<String>? = methods.count > 16 ? Set(minimumCapacity: methods.count) : nil
        for index in methods.indices {
            let method = methods[index]
            validateLabel(method.label, RequestKey.shippingMethods[index] / MethodKey.label)
            if method.amount.isNegative {
                add(
                    .shippingMethodAmountNegative, RequestKey.shippingMethods[index] / MethodKey.amount,
                    "Shipping method amount must be greater than or equal to zero")
            }
            checkMinorUnits(method.amount, RequestKey.shippingMethods[index] / MethodKey.amount)
            if method.identifier.isEmpty {
                add(
                    .shippingMethodIdentifierMissing, RequestKey.shippingMethods[index] / MethodKey.identifier,
                    "PKShippingMethod must have an identifier")
            } else if seen?.insert(method.identifier).inserted == false
                || (seen == nil && methods[..<index].contains { $0.identifier == method.identifier })
            {
                add(
                    .shippingMethodIdentifierDuplicate, RequestKey.shippingMethods[index] / MethodKey.identifier,
                    "The identifier \(quoted(method.identifier)) is used by an earlier shipping method")
            }
            if let range = method.dateComponentsRange, let problem = Self.problem(with: range) {
                add(
                    .shippingMethodDateRangeInvalid, RequestKey.shippingMethods[index] / MethodKey.dateComponentsRange,
                    problem)
            }
        }
    }

    static func problem(with range: DateComponentsRange) -> String? {
        for (name, components) in [("startDateComponents", range.start), ("endDateComponents", range.end)] {
            if let months = components.months, !(1...12).contains(months) {
                return "\(name).months \(months) is not 1-12"
            }
            if let days = components.days, !(1...31).contains(days) { return "\(name).days \(days) is not 1-31" }
            if let hours = components.hours, !(0...23).contains(hours) { return "\(name).hours \(hours) is not 0-23" }
            if let years = components.years, years < 1 { return "\(name).years \(years) is not a year" }
        }
        let start = [range.start.years, range.start.months, range.start.days, range.start.hours]
        let end = [range.end.years, range.end.months, range.end.days, range.end.hours]
        for (first, last) in zip(start, end) {
            guard let first, let last else { break }
            if first != last { return first < last ? nil : "The range starts after it ends" }
        }
        return nil
    }

    func validateSpecialRequests(_ request: PaymentRequest) {
        let kinds =
            (isPresent(request.recurringPaymentRequest) ? 1 : 0)
            + (isPresent(request.automaticReloadPaymentRequest) ? 1 : 0)
            + (isPresent(request.deferredPaymentRequest) ? 1 : 0)
        if kinds > 1 {
            add(
                .paymentRequestsExclusive, .document,
                "A payment request can only have one of recurring, automatic reload, or deferred payment request set")
        }
        if !request.multiTokenContexts.isEmpty {
            if isPresent(request.recurringPaymentRequest) || isPresent(request.automaticReloadPaymentRequest) {
                add(
                    .multiTokenExclusive, RequestKey.multiTokenContexts.path,
                    "Recurring or automatic reload payment requests and multi-token contexts cannot be used together on the same payment request"
                )
            }
            if isPresent(request.deferredPaymentRequest) {
                add(
                    .multiTokenExclusive, RequestKey.multiTokenContexts.path,
                    "Deferred payment requests and multi-token contexts cannot be used together on the same payment request"
                )
            }
            validateTokenContexts(request.multiTokenContexts, total: request.total.amount)
        }
        if let recurring = request.recurringPaymentRequest {
            let path = validateShared(recurring, at: .recurringPaymentRequest)
            if let trial = recurring.trialBilling {
                let key = RecurringPaymentRequest.WireKeys.trialBilling
                validateBilling(trial, path / key, name: key.name, timing: RecurringPaymentRequest.billingTiming)
            }
        }
        if let reload = request.automaticReloadPaymentRequest {
            validateShared(reload, at: .automaticReloadPaymentRequest)
        }
        if let deferred = request.deferredPaymentRequest {
            let path = validateShared(deferred, at: .deferredPaymentRequest)
            checkDate(deferred.freeCancellationDate, path / DeferredKey.freeCancellationDate)
            if let zone = deferred.freeCancellationDateTimeZone, !IANATimeZones.identifiers.contains(zone) {
                add(
                    .deferredTimeZoneInvalid, path / DeferredKey.freeCancellationDateTimeZone,
                    "\(quoted(zone)) is not a valid time zone; use an IANA identifier such as \"Europe/Paris\"")
            }
            switch (deferred.freeCancellationDate, deferred.freeCancellationDateTimeZone) {
            case (nil, .some):
                add(
                    .deferredFreeCancellationIncomplete, path / DeferredKey.freeCancellationDateTimeZone,
                    "Unexpected 'freeCancellationDateTimeZone' when 'freeCancellationDate' is not set")
            case (.some, nil):
                add(
                    .deferredFreeCancellationIncomplete, path / DeferredKey.freeCancellationDate,
                    "Missing 'freeCancellationDateTimeZone' when 'freeCancellationDate' is set")
            case (.some(let cancellation), .some):
                if case .deferred(let date) = deferred.deferredBilling.timing, date < cancellation {
                    add(
                        .deferredBeforeFreeCancellation,
                        path / DeferredKey.deferredBilling / ItemKey.deferredPaymentDate,
                        "A deferred payment request's deferred billing date cannot be before its freeCancellationDate")
                }
            case (nil, nil):
                break
            }
        }
    }

    /// Checks the members the three special requests share, and returns the request's path.
    @discardableResult
    func validateShared<Request: SpecialRequestWire>(_ request: Request, at key: PaymentRequest.WireKeys)
        -> ValidationPath
    {
        let path = key.path
        if request.paymentDescription.isEmpty {
            add(
                Request.emptyDescriptionRule, path / Request.WireKeys.paymentDescription,
                Request.emptyDescriptionRule == .paymentDescriptionMissing
                    ? "Missing 'paymentDescription': Safari rejects an empty description of a deferred payment"
                    : "The payment description is empty; Apple asks what the customer agrees to")
        }
        checkAgreement(request.billingAgreement, path / Request.WireKeys.billingAgreement)
        checkURLs(request.managementURL, request.tokenNotificationURL, path, Request.WireKeys.self)
        let billing = Request.WireKeys.billing
        validateBilling(request.billing, path / billing, name: billing.name, timing: Request.billingTiming)
        return path
    }

    func validateBilling(_ item: PaymentSummaryItem, _ path: ValidationPath, name: String, timing: String) {
        if item.label.isEmpty {
            add(.billingLabelMissing, path / ItemKey.label, "Missing label for '\(name)'")
        } else {
            validateLabelFormat(item.label, path / ItemKey.label)
        }
        if item.timing.jsName != timing {
            add(.billingTiming, path / ItemKey.paymentTiming, "'\(name)' must be a '\(timing)' line item")
        }
        if let amount = item.amount {
            if item.type == .final { checkMinorUnits(amount, path / ItemKey.amount) }
        } else if item.type == .final {
            add(.lineItemAmountMissing, path / ItemKey.amount, "A final billing item must have an amount")
        }
        validateTiming(item, path)
    }

    func validateTokenContexts(_ contexts: [PaymentTokenContext], total: Amount?) {
        for (index, context) in contexts.enumerated() {
            if context.merchantIdentifier.isEmpty || context.externalIdentifier.isEmpty || context.merchantName.isEmpty
            {
                let missing = [
                    context.merchantIdentifier.isEmpty ? "merchantIdentifier" : nil,
                    context.externalIdentifier.isEmpty ? "externalIdentifier" : nil,
                    context.merchantName.isEmpty ? "merchantName" : nil,
                ].compactMap { $0 }
                add(
                    .multiTokenContextIncomplete, RequestKey.multiTokenContexts[index],
                    "PKPaymentTokenContext invalid: missing \(missing.joined(separator: ", "))")
            }
            if context.amount.isNegative {
                add(
                    .multiTokenAmountNegative, RequestKey.multiTokenContexts[index] / TokenContextKey.amount,
                    "A payment token context amount must not be negative")
            }
            checkMinorUnits(context.amount, RequestKey.multiTokenContexts[index] / TokenContextKey.amount)
        }
        let sum = try? Amount.sum(contexts.lazy.map(\.amount))
        if let total, sum != total {
            add(
                .multiTokenSum, RequestKey.multiTokenContexts.path,
                "The sum of all payment token contexts amounts (\(sum.map { $0.formatted(for: currency) } ?? "too large")) must be equal to the total \(total.formatted(for: currency))"
            )
        }
    }

    func checkDate(_ date: Date?, _ path: @autoclosure () -> ValidationPath) {
        if let date, !ISO8601.isRepresentable(date) {
            add(
                .dateOutOfRange, path(),
                "The date is outside the years 1 to 9999 (\(date.timeIntervalSince1970) seconds since 1970)")
        }
    }

    func checkAgreement(_ agreement: String?, _ path: @autoclosure () -> ValidationPath) {
        if let agreement, agreement.count > 500 {
            add(
                .billingAgreementTooLong, path(),
                "The billing agreement has \(agreement.count) characters; at most 500")
        }
    }

    func checkURLs<Key: SpecialRequestWireKey>(
        _ management: URL, _ tokenNotification: URL?, _ path: ValidationPath, _: Key.Type
    ) {
        // A management URL is a link the customer follows, which Safari accepts over http; Apple posts to the
        // token-notification URL.
        for (member, url, isLink) in [
            (Key.managementURL, management, true), (Key.tokenNotificationURL, tokenNotification, false),
        ] {
            let key = member.name
            guard let url, let scheme = url.scheme?.lowercased(), scheme != "https" else {
                if let url, url.scheme == nil {
                    add(
                        .urlNotHTTPS, path / member,
                        "\(quoted(url.absoluteString)) is not an https URL; \(key) must use https")
                }
                continue
            }
            if isLink, scheme == "http" {
                add(
                    .urlManagementNotHTTPS, path / member,
                    "\(quoted(url.absoluteString)) is not an https URL; \(key) should use https")
            } else {
                add(
                    .urlNotHTTPS, path / member,
                    "\(quoted(url.absoluteString)) is not an https URL; \(key) must use https")
            }
        }
    }

    func checkMinorUnits(_ amount: Amount, _ path: @autoclosure () -> ValidationPath) {
        if !amount.fits(currency) {
            add(
                .amountMinorUnits, path(),
                "Amount is not valid for specified currency. Amount: \(amount.messageText(in: currency)), Currency: \(currency) (\(currency.digits) minor units)"
            )
        } else if Int(amount.scale) > currency.passKitDigits {
            add(
                .amountPassKitDigits, path(),
                "\(amount.messageText(in: currency)) has \(amount.scale) decimals; PassKit rounds \(currency) amounts to \(currency.passKitDigits) (CLDR), though ISO 4217 gives \(currency.digits), and may refuse it"
            )
        }
    }

    func validateLabel(_ label: String, _ path: @autoclosure () -> ValidationPath) {
        if label.isEmpty {
            add(.labelEmpty, path(), "The label is empty")
        } else {
            validateLabelFormat(label, path())
        }
    }

    func validateLabelFormat(_ label: String, _ path: @autoclosure () -> ValidationPath) {
        // Most labels are ASCII, and judged from their bytes where they lie; the scalars, which cost several times
        // more, are read only for the others and for a label that breaks a rule, so that its messages are made one
        // way.
        if label.utf8.withContiguousStorageIfAvailable(Self.isPlainLabel) == true { return }
        validateLabelScalars(label, path)
    }

    /// Whether a label is printable ASCII that neither starts with a space nor ends with one or with sentence
    /// punctuation, so that no label rule applies.
    static func isPlainLabel(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return true }
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
        switch last {
        case 0x20, UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
            UInt8(ascii: "?"):
            return false
        default: return first != 0x20
        }
    }

    // Apart, and never inlined: Unicode's scalar properties cost a type lookup on entry to any function that
    // uses them, which the common path of a plain label did not need.
    @inline(never)
    func validateLabelScalars(_ label: String, _ path: () -> ValidationPath) {
        guard let first = label.unicodeScalars.first, let last = label.unicodeScalars.last else { return }
        if label.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            add(.labelControlCharacters, path(), "The label \(quoted(label)) contains control characters")
        }
        if let hidden = HiddenCharacters.first(in: label) {
            add(.labelHiddenCharacters, path(), Self.hiddenCharactersMessage(label, hidden))
        }
        if Self.isWhitespace(first) || Self.isWhitespace(last) {
            add(.labelFormat, path(), "The label \(quoted(label)) has leading or trailing white space")
        } else if Self.isSentencePunctuation(last) {
            add(.labelFormat, path(), "The label \(quoted(label)) ends with punctuation")
        }
    }

    /// What a label's bidirectional controls or invisible characters do, naming the first: shared by the Apple
    /// Pay, W3C and Google Pay checks of labels.
    static func hiddenCharactersMessage(
        _ label: String, _ hidden: (description: String, reorders: Bool, count: Int)
    ) -> String {
        let others = hidden.count > 1 ? " and \(counted(hidden.count - 1, "more such character"))" : ""
        let effect = hidden.reorders ? "which reorders the text after it when shown" : "which shows as nothing"
        return "The label \(quoted(label)) contains \(hidden.description), \(effect)\(others)"
    }

    // ASCII first: labels are nearly always ASCII at their ends, and Unicode property lookups cost more.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09...0x0D: true
        case 0..<0x80: false
        default: scalar.properties.isWhitespace
        }
    }

    static func isSentencePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", ",", ";", ":", "!", "?", "…", "。", "、": true
        default: false
        }
    }

    /// "Total", "Grand Total", "Order Total", in any case and with surrounding spaces.
    func isGenericTotalLabel(_ label: String) -> Bool {
        // Only short labels can be generic; this keeps the lower-casing off the common path.
        guard label.utf8.count <= 12 else { return false }
        let words = label.lowercased().split(whereSeparator: { $0 == " " })
        guard words.last == "total" else { return false }
        return words.count == 1 || (words.count == 2 && ["grand", "order", "amount"].contains(words[0]))
    }
}

/// Whether an optional member holds a value, read in place: `member != nil` on a member that holds strings
/// copied it, retaining and releasing each of them, for every check of presence.
@inline(__always)
private func isPresent<Wrapped>(_ value: Wrapped?) -> Bool {
    switch value {
    case .some: true
    case .none: false
    }
}

extension PaymentRequest {
    /// Whether an identifier has Apple's form: `merchant.` and then labels of letters, digits and hyphens,
    /// separated by dots. Read byte by byte, as every request with an identifier pays for it.
    static func hasMerchantIdentifierForm(_ identifier: String) -> Bool {
        var identifier = identifier
        return identifier.withUTF8 { bytes in
            // "merchant" as eight bytes read at once, little-endian, then its dot.
            guard bytes.count > 9, let base = bytes.baseAddress,
                UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)) == 0x746E_6168_6372_656D,
                bytes[8] == UInt8(ascii: ".")
            else { return false }
            var labelLength = 0
            for byte in bytes[9...] {
                switch byte {
                case UInt8(ascii: "."):
                    guard labelLength > 0 else { return false }
                    labelLength = 0
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "-"):
                    labelLength += 1
                default: return false
                }
            }
            return labelLength > 0
        }
    }
}
