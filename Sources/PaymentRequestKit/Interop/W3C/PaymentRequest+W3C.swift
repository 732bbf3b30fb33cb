#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentRequest {
    /// The request as the arguments of the W3C Payment Request API's constructor, with Apple Pay as the payment
    /// method.
    ///
    /// - The Apple Pay method data is an `ApplePayRequest`: `version`, `merchantIdentifier`, then the request's
    ///   capabilities, networks, country, billing fields, contacts, application data, supported countries,
    ///   coupon, editing mode, installments, features and merchant category code, as Apple Pay JS writes them.
    /// - `details` has the total, the display items (pending items as `pending: true`, amounts of pending items
    ///   without one as zero), and the shipping methods as shipping options, the selected one (or the first, Apple
    ///   Pay's default) marked. W3C shipping options have no detail or delivery dates; those are not carried.
    /// - `options` asks for the payer's name, email and phone and for shipping from the required shipping
    ///   contact fields; `phoneticName`, which has no option, stays in the method data's
    ///   `requiredShippingContactFields`. Store and service pick-up both become `pickup`.
    /// - One Apple Pay modifier carries what only Apple Pay has: recurring, deferred and automatic reload
    ///   requests, multi-token contexts, disbursements, a total or line items with a payment timing or a
    ///   disbursement type (as its `total` and `additionalLineItems`).
    ///
    /// The export is checked with the constructor's rules before it is returned, so what it returns constructs.
    ///
    /// - Parameters:
    ///   - merchantIdentifier: The Apple Pay merchant identifier; the request's own by default. It is left out
    ///     when neither is given.
    ///   - applePayJSVersion: The Apple Pay JS version; by default the lowest, from 3 (the first Safari with
    ///     the Payment Request API), that has every feature the request uses.
    ///   - context: What the request is validated for before it is exported; the web, now, by default.
    /// - Throws: ``PaymentRequestValidationError`` with the request's own report when it has errors (an
    ///   invalid request is never exported), when it has shipping methods without asking for a postal address
    ///   (`export.shippingWithoutAddress`), or when the result would not construct (a label longer than Chromium
    ///   takes).
    public func w3cPaymentRequest(
        merchantIdentifier: String? = nil, applePayJSVersion: Int? = nil,
        validatingFor context: ValidationContext = .web(now: Date())
    ) throws(PaymentRequestValidationError) -> W3CPaymentRequest {
        // What the request's own rules refuse would be refused, or charged wrongly, in the other format too.
        _ = try validated(for: context)
        let currency = currencyCode
        func item(_ item: PaymentSummaryItem) -> W3CPaymentRequest.Item {
            W3CPaymentRequest.Item(item, currency: currency)
        }
        guard case .object(let members) = wire else { preconditionFailure("A request writes an object") }
        func member(_ key: WireKeys) -> JSONValue? { members.first { $0.key == key.name }?.value }

        var problems = [Violation]()
        let shippingFields = requiredShippingContactFields
        if !shippingMethods.isEmpty && !shippingFields.contains(.postalAddress) {
            problems.append(
                .exportShippingWithoutAddress, at: WireKeys.shippingMethods.path,
                "The request has shipping methods but does not ask for postalAddress")
        }

        // Apple Pay's own members, in Apple Pay JS's order, after version and merchant identifier.
        let fromDetails: Set<String> = [
            WireKeys.total.name, WireKeys.lineItems.name, WireKeys.currencyCode.name, WireKeys.shippingMethods.name,
            WireKeys.shippingType.name, WireKeys.merchantIdentifier.name, WireKeys.requiredShippingContactFields.name,
        ]
        let modifierKeys: [WireKeys] = [
            .recurringPaymentRequest, .automaticReloadPaymentRequest, .multiTokenContexts, .deferredPaymentRequest,
            .disbursementRequest,
        ]
        let keepsShippingFields = shippingFields.contains(.phoneticName)
        let version = applePayJSVersion ?? max(minimumApplePayJSVersion, keepsShippingFields ? 6 : 3)
        var data = [JSONValue.Member(key: "version", value: .number(String(version)))]
        if let identifier = merchantIdentifier ?? self.merchantIdentifier {
            data.append(JSONValue.Member(key: "merchantIdentifier", value: .string(identifier)))
        }
        for member in members
        where !fromDetails.contains(member.key) && !modifierKeys.contains(where: { $0.name == member.key }) {
            data.append(member)
        }
        if keepsShippingFields, let fields = member(.requiredShippingContactFields) {
            data.append(JSONValue.Member(key: WireKeys.requiredShippingContactFields.name, value: fields))
        }

        // What only Apple Pay carries goes into an Apple Pay modifier.
        var modifierData = [JSONValue.Member]()
        if total.timing != .immediate || total.disbursementType != nil, let total = member(.total) {
            modifierData.append(JSONValue.Member(key: "total", value: total))
        }
        var displayItems = [W3CPaymentRequest.Item]()
        var additionalLineItems = [JSONValue]()
        let lineItemWires: [JSONValue] = {
            if case .array(let elements) = member(.lineItems) { return elements }
            return []
        }()
        for (index, lineItem) in lineItems.enumerated() {
            if lineItem.timing == .immediate && lineItem.disbursementType == nil {
                displayItems.append(item(lineItem))
            } else {
                additionalLineItems.append(lineItemWires[index])
            }
        }
        if !additionalLineItems.isEmpty {
            modifierData.append(JSONValue.Member(key: "additionalLineItems", value: .array(additionalLineItems)))
        }
        for key in modifierKeys {
            if let value = member(key) { modifierData.append(JSONValue.Member(key: key.name, value: value)) }
        }

        let selected = shippingMethods.lastIndex { $0.isSelected } ?? 0
        let shippingOptions = shippingMethods.enumerated().map { index, method in
            W3CPaymentRequest.ShippingOption(
                id: method.identifier, label: method.label,
                amount: W3CPaymentRequest.CurrencyAmount(
                    currency: currency.rawValue, value: method.amount.formatted(for: currency)),
                selected: index == selected)
        }
        let shippingType: W3CPaymentRequest.ShippingType =
            switch self.shippingType {
            case .shipping: .shipping
            case .delivery: .delivery
            case .storePickup, .servicePickup: .pickup
            }
        let export = W3CPaymentRequest(
            methodData: [
                W3CPaymentRequest.MethodData(
                    supportedMethods: W3CPaymentRequest.applePayMethod, dataValue: .object(data))
            ],
            details: W3CPaymentRequest.Details(
                total: item(total), displayItems: displayItems, shippingOptions: shippingOptions,
                modifiers: modifierData.isEmpty
                    ? []
                    : [
                        W3CPaymentRequest.Modifier(
                            supportedMethods: W3CPaymentRequest.applePayMethod, total: nil, additionalDisplayItems: [],
                            dataValue: .object(modifierData))
                    ]),
            options: W3CPaymentRequest.Options(
                requestPayerName: shippingFields.contains(.name), requestPayerEmail: shippingFields.contains(.email),
                requestPayerPhone: shippingFields.contains(.phone),
                requestShipping: shippingFields.contains(.postalAddress),
                // Without shipping, browsers set no shipping type, and the document does not carry one.
                shippingType: shippingFields.contains(.postalAddress) ? shippingType : .shipping))
        let check = W3CDocumentCheck(exported: export)
        problems += (check.conversion + check.steps).filter { $0.severity == .error }
        guard problems.isEmpty else {
            throw PaymentRequestValidationError(report: ValidationReport(violations: problems))
        }
        return export
    }

    /// The lowest Apple Pay JS version, from 3, for which Safari takes every feature the request uses.
    var minimumApplePayJSVersion: Int {
        let gates: Set<ValidationRule> = [
            .applePayJSVersionFeature, .supportedNetworksVersion, .supportedNetworksNewerThanVersion,
            .contactFieldsVersion,
        ]
        for version in 3..<ValidationContext.newestApplePayJSVersion {
            let context = ValidationContext.web(now: Date(timeIntervalSince1970: 0), applePayJSVersion: version)
            let validator = RequestValidator(currency: currencyCode, context: context)
            validator.validateVersion(self)
            if !validator.found.violations.contains(where: { gates.contains($0.rule) }) { return version }
        }
        return ValidationContext.newestApplePayJSVersion
    }
}

extension W3CPaymentRequest.Item {
    /// A summary item as a W3C item: its label, its amount in the currency (none is zero), pending when it is.
    init(_ item: PaymentSummaryItem, currency: CurrencyCode) {
        self.init(
            label: item.label,
            amount: W3CPaymentRequest.CurrencyAmount(
                currency: currency.rawValue, value: item.amountOrZero.formatted(for: currency)),
            pending: item.type == .pending)
    }
}
