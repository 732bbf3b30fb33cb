#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentRequest {
    /// The request as a Google Pay `PaymentDataRequest` for cards.
    ///
    /// - `transactionInfo` has the currency and country, the total's status (a final total is `FINAL`, a
    ///   pending one `ESTIMATED`; a pending total without an amount is refused by the request's own rules), the
    ///   total's price and label, and the line items as display items (`DISCOUNT` when negative, otherwise `LINE_ITEM`;
    ///   pending items `PENDING`).
    /// - The shipping methods become shipping options, with the selected one (or the first) as the default.
    /// - The networks become Google's card networks through ``PaymentNetwork/googlePayCardNetwork``; those with
    ///   no counterpart are left out. `supports3DS` gives `CRYPTOGRAM_3DS`, and `PAN_ONLY` is added when
    ///   `options` allows it. A request for debit cards only sets `allowCreditCards` to false.
    /// - The required fields ask for the email, the shipping address and phone, and the billing address.
    ///
    /// Google's prices have no decimals or exactly two. Zero-decimal currencies (JPY `"1000"`) and two-decimal
    /// ones export as they are; an amount of a three-decimal currency (KWD, BHD) exports when its third decimal
    /// is zero (`"1.230"` as `"1.23"`) and is refused otherwise, never rounded.
    ///
    /// The export is checked with Google's rules before it is returned.
    ///
    /// - Parameters:
    ///   - tokenizationSpecification: The processor's tokenization specification, passed through.
    ///   - merchantInfo: The merchant's name and identifier; by default the total's label as the name.
    ///   - options: Whether to allow `PAN_ONLY` and which checkout option to ask for.
    ///   - context: What the request is validated for before it is exported; the web, now, by default.
    /// - Throws: ``PaymentRequestValidationError`` with the request's own report when it has errors (an
    ///   invalid request is never exported), or with every problem of the export: no network with a Google counterpart
    ///   (`export.googlePay.noNetworks`), no auth method (`export.googlePay.noAuthMethods`), an amount with a
    ///   third decimal (`export.googlePay.precision`), or a result Google's rules refuse.
    public func googlePayPaymentDataRequest(
        tokenizationSpecification: GooglePayPaymentDataRequest.TokenizationSpecification,
        merchantInfo: GooglePayPaymentDataRequest.MerchantInfo? = nil,
        options: GooglePayPaymentDataRequest.ExportOptions = .init(),
        validatingFor context: ValidationContext = .web(now: Date())
    ) throws(PaymentRequestValidationError) -> GooglePayPaymentDataRequest {
        // What the request's own rules refuse would be refused, or charged wrongly, in the other format too.
        _ = try validated(for: context)
        var problems = [Violation]()
        func price(_ amount: Amount, _ path: @autoclosure () -> ValidationPath) -> String {
            let (text, exact) = GooglePayPaymentDataRequest.TransactionInfo.price(amount, in: currencyCode)
            if !exact {
                problems.append(
                    .exportGooglePayPrecision, at: path(),
                    "\(text) \(currencyCode) has a third decimal; Google Pay prices have at most two")
            }
            return text
        }

        var authMethods = [String]()
        if options.allowsPANOnly { authMethods.append("PAN_ONLY") }
        if merchantCapabilities.contains(.threeDSecure) { authMethods.append("CRYPTOGRAM_3DS") }
        if authMethods.isEmpty {
            problems.append(
                .exportGooglePayNoAuthMethods, at: WireKeys.merchantCapabilities.path,
                "Without supports3DS there is no CRYPTOGRAM_3DS, and PAN_ONLY is not allowed")
        }
        let (networks, notOffered) = googlePayNetworks(authMethods: authMethods)
        if !options.omitsNetworksNotOffered {
            problems += notOffered.map { violation in
                Violation(
                    rule: .exportGooglePayNetworkNotOffered, path: violation.path,
                    message: violation.message
                        + "; allow PAN_ONLY where it is the network's only method, or leave such networks out"
                )
            }
        }
        if networks.isEmpty, notOffered.isEmpty || options.omitsNetworksNotOffered {
            problems.append(
                .exportGooglePayNoNetworks, at: WireKeys.supportedNetworks.path,
                "None of the networks has a Google Pay card network Google offers for the request")
        }

        var transactionInfo = GooglePayPaymentDataRequest.TransactionInfo(
            total: total, lineItems: lineItems, currency: currencyCode
        ) { amount, index in
            price(
                amount,
                index.map { WireKeys.lineItems[$0] / PaymentSummaryItem.WireKeys.amount }
                    ?? WireKeys.total / PaymentSummaryItem.WireKeys.amount)
        }
        transactionInfo.countryCode = countryCode.rawValue
        transactionInfo.checkoutOption = options.checkoutOption
        let shipping: GooglePayPaymentDataRequest.ShippingOptionParameters? =
            shippingMethods.isEmpty
            ? nil
            : .init(
                shippingOptions: shippingMethods.map { method in
                    .init(
                        id: method.identifier, label: method.label,
                        description: method.detail.isEmpty ? nil : method.detail)
                },
                defaultSelectedOptionId: (shippingMethods.last { $0.isSelected } ?? shippingMethods[0]).identifier)
        let billing = requiredBillingContactFields
        let shippingFields = requiredShippingContactFields
        let debitOnly = merchantCapabilities.contains(.debit) && !merchantCapabilities.contains(.credit)
        let export = GooglePayPaymentDataRequest(
            merchantInfo: merchantInfo ?? .init(merchantName: total.label),
            cardPaymentMethod: .init(
                allowedAuthMethods: authMethods, allowedCardNetworks: networks, allowCreditCards: !debitOnly,
                billingAddressRequired: billing.contains(.postalAddress),
                billingPhoneNumberRequired: billing.contains(.postalAddress) && billing.contains(.phone),
                billingAddressFormat: options.billingAddressFormat,
                tokenizationSpecification: tokenizationSpecification),
            transactionInfo: transactionInfo,
            emailRequired: billing.contains(.email) || shippingFields.contains(.email),
            shippingAddressRequired: shippingFields.contains(.postalAddress),
            shippingPhoneNumberRequired: shippingFields.contains(.postalAddress) && shippingFields.contains(.phone),
            shippingOptionParameters: shipping)
        if problems.isEmpty {
            problems += GooglePayDocumentCheck(exported: export).violations.filter { $0.severity == .error }
        }
        guard problems.isEmpty else {
            throw PaymentRequestValidationError(report: ValidationReport(violations: problems))
        }
        return export
    }
}

extension PaymentRequest {
    /// The Google Pay card networks an export leaves out when
    /// ``GooglePayPaymentDataRequest/ExportOptions/omitsNetworksNotOffered`` asks it to, and refuses otherwise: each
    /// with the reason Google does not offer it for the request (its country, or the auth methods the options
    /// allow), at the path of the Apple Pay network it comes from.
    public func googlePayNetworksNotOffered(options: GooglePayPaymentDataRequest.ExportOptions = .init()) -> [Violation]
    {
        var authMethods = [String]()
        if options.allowsPANOnly { authMethods.append("PAN_ONLY") }
        if merchantCapabilities.contains(.threeDSecure) { authMethods.append("CRYPTOGRAM_3DS") }
        return googlePayNetworks(authMethods: authMethods).notOffered
    }

    /// The Google Pay networks of the request's networks that Google offers for its country and auth methods (Elo
    /// with its debit companion; a debit network only with the credit network it needs), and a violation for each
    /// it does not.
    func googlePayNetworks(authMethods: [String]) -> (offered: [String], notOffered: [Violation]) {
        var offered = [(name: String, index: Int)]()
        var notOffered = [Violation]()
        for (index, network) in supportedNetworks.enumerated() {
            guard let name = network.googlePayCardNetwork else { continue }
            // Google's guide: Elo cards are accepted with ELO and ELO_DEBIT together.
            for candidate in name == "ELO" ? ["ELO", "ELO_DEBIT"] : [name]
            where !offered.contains(where: { $0.name == candidate }) {
                if let (rule, message) = GooglePayDocumentCheck.networkNotOffered(
                    candidate, country: countryCode.rawValue, authMethods: authMethods)
                {
                    notOffered.append(rule, at: WireKeys.supportedNetworks[index], message)
                } else {
                    offered.append((candidate, index))
                }
            }
        }
        // MAESTRO without MASTERCARD is not widened to Mastercard's cards, which the merchant did not list.
        let names = offered.map(\.name)
        var kept = [String]()
        for (name, index) in offered {
            if let (rule, message) = GooglePayDocumentCheck.networkRequirementUnmet(name, in: names) {
                notOffered.append(rule, at: WireKeys.supportedNetworks[index], message)
            } else {
                kept.append(name)
            }
        }
        return (kept, notOffered)
    }
}

extension GooglePayPaymentDataRequest {
    /// Choices an export to Google Pay makes that the Apple Pay request does not.
    public struct ExportOptions: Sendable, Hashable {
        /// Whether to accept cards stored on file (`PAN_ONLY`) besides device tokens; Apple Pay has only the
        /// latter, so the default is false.
        public var allowsPANOnly: Bool
        /// The checkout option; `COMPLETE_IMMEDIATE_PURCHASE` needs a final total.
        public var checkoutOption: CheckoutOption?
        /// How much of a billing address to ask for, when the request asks for one; the whole address by default,
        /// as Apple Pay's `postalAddress` does.
        public var billingAddressFormat: GooglePayPaymentDataRequest.BillingAddressFormat
        /// Whether to leave out the networks Google does not offer for the request (a domestic network of another
        /// country, Discover or JCB without PAN_ONLY, Interac without a cryptogram, Maestro or Electron without
        /// Mastercard or Visa) instead of refusing the export;
        /// ``PaymentRequest/googlePayNetworksNotOffered(options:)`` says which and why.
        public var omitsNetworksNotOffered: Bool

        /// Creates export options.
        public init(
            allowsPANOnly: Bool = false, checkoutOption: CheckoutOption? = nil,
            billingAddressFormat: GooglePayPaymentDataRequest.BillingAddressFormat = .full,
            omitsNetworksNotOffered: Bool = false
        ) {
            self.allowsPANOnly = allowsPANOnly
            self.checkoutOption = checkoutOption
            self.billingAddressFormat = billingAddressFormat
            self.omitsNetworksNotOffered = omitsNetworksNotOffered
        }
    }
}

extension PaymentNetwork {
    /// The network's name in Google Pay's `allowedCardNetworks`, or `nil` when Google Pay has none.
    ///
    /// | Apple Pay | Google Pay |
    /// | --- | --- |
    /// | amex | AMEX |
    /// | discover | DISCOVER |
    /// | electron | ELECTRON |
    /// | elo | ELO |
    /// | interac | INTERAC |
    /// | jcb | JCB |
    /// | maestro | MAESTRO |
    /// | masterCard | MASTERCARD |
    /// | visa | VISA |
    ///
    /// Every other network (bancomat, bancontact, cartesBancaires, chinaUnionPay, dankort, eftpos, girocard,
    /// idCredit, mada, mir, privateLabel, quicPay, suica, vPay and the rest) has no Google Pay counterpart.
    /// Google's `ELO_DEBIT` has no Apple Pay counterpart.
    public var googlePayCardNetwork: String? {
        switch self {
        case .amex: "AMEX"
        case .discover: "DISCOVER"
        case .electron: "ELECTRON"
        case .elo: "ELO"
        case .interac: "INTERAC"
        case .jcb: "JCB"
        case .maestro: "MAESTRO"
        case .masterCard: "MASTERCARD"
        case .visa: "VISA"
        default: nil
        }
    }
}

extension GooglePayPaymentDataRequest.TransactionInfo {
    /// A summary's total and line items as Google Pay's transaction: its status (final, estimated for a pending
    /// total, not known without an amount), its price and display items (a negative amount is a discount).
    ///
    /// - Parameter price: The price of an amount, given the index of its line item, or `nil` for the total.
    init(
        total: PaymentSummaryItem, lineItems: [PaymentSummaryItem], currency: CurrencyCode,
        price: (Amount, Int?) -> String
    ) {
        let status: GooglePayPaymentDataRequest.TotalPriceStatus =
            total.type == .final ? .final : total.amount == nil ? .notCurrentlyKnown : .estimated
        let items = lineItems.enumerated().map { index, item in
            let amount = item.amountOrZero
            return GooglePayPaymentDataRequest.DisplayItem(
                label: item.label, type: amount.isNegative ? .discount : .lineItem, price: price(amount, index),
                status: item.type == .pending ? .pending : nil)
        }
        self.init(
            currencyCode: currency.rawValue, totalPriceStatus: status,
            totalPrice: status == .notCurrentlyKnown ? nil : price(total.amountOrZero, nil),
            totalPriceLabel: total.label, displayItems: items)
    }

    /// An amount as a Google Pay price, with two decimals; not `exact` when it has a third that is not zero, as
    /// Google's prices have two and the library never rounds.
    static func price(_ amount: Amount, in currency: CurrencyCode) -> (text: String, exact: Bool) {
        let text = amount.formatted(for: currency)
        guard let point = text.firstIndex(of: ".") else { return (text, true) }
        let fraction = text[text.index(after: point)...]
        if fraction.count == 1 { return (text + "0", true) }
        if fraction.count == 2 { return (text, true) }
        guard fraction.dropFirst(2).allSatisfy({ $0 == "0" }) else { return (text, false) }
        return (String(text[..<text.index(point, offsetBy: 3)]), true)
    }
}
