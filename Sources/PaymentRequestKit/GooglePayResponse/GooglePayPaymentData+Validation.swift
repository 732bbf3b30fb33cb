#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayPaymentData {
    /// Checks that the payment data answers `request`, the offer the page was shown (as last updated, when
    /// callbacks changed it): a network, funding source and tokenization the request allows, what it asked for
    /// present in the format asked (email, billing and shipping addresses, phones, a shipping option), nothing it
    /// did not ask for, a shipping country and option it offered, and offers it proposed.
    ///
    /// Google Pay never answers with anything else, so each is an error: the answer is not Google Pay's for this
    /// request. A `DIRECT` token's own rules are checked when it is read; its auth method, once decrypted, by
    /// ``GooglePayPaymentMessage/validate(now:request:recipient:)``.
    public func validate(answering request: GooglePayPaymentDataRequest) -> ValidationReport {
        report(answering: request)
    }
}

extension GooglePayPaymentData: GooglePayAnswer {
    static func read(_ check: inout GooglePayDocumentCheck, _ root: JSONElement) -> Self? {
        check.readPaymentData(root)
    }

    func record(against request: GooglePayPaymentDataRequest, in check: GooglePayDocumentCheck) {
        check.checkAnswer(self, request)
    }
}

extension GooglePayDocumentCheck {
    static let fundingSources: Set<String> = ["UNKNOWN", "CREDIT", "DEBIT", "PREPAID"]
    static let paymentMethodTypes: Set<String> = ["CARD"]

    mutating func readPaymentData(_ root: JSONElement) -> GooglePayPaymentData? {
        typealias Key = GooglePayPaymentData.WireKeys
        guard let members = topLevel(root, "a PaymentData") else { return nil }
        let document = known(members, .document, Key.self)
        checkAPIVersion(document, Key.apiVersion, Key.apiVersionMinor)
        let email = string(document[Key.email], Key.email.path)
        let shipping = readAddress(document[Key.shippingAddress], Key.shippingAddress.path, intermediate: false)
        let method = readPaymentMethodData(document[Key.paymentMethodData])
        let option = readSelection(document[Key.shippingOptionData], Key.shippingOptionData.path)
        let offers = readOfferData(document[Key.offerData], Key.offerData.path)
        guard let method else { return nil }
        return GooglePayPaymentData(
            email: email, shippingAddress: shipping, paymentMethodData: method, shippingOptionId: option,
            offerRedemptionCodes: offers)
    }

    /// The card: its type, network and details, and its token, read as a Google Pay token when it is one.
    private mutating func readPaymentMethodData(_ value: JSONElement?) -> GooglePayPaymentData.PaymentMethodData? {
        typealias Method = GooglePayPaymentData.PaymentMethodData
        typealias Key = Method.WireKeys
        typealias InfoKey = GooglePayPaymentData.CardInfo.WireKeys
        typealias TokenKey = Method.TokenizationKeys
        let path = GooglePayPaymentData.WireKeys.paymentMethodData.path
        guard value != nil else {
            add(.googlePayMemberMissing, path, "paymentMethodData is required")
            return nil
        }
        guard let members = object(value, path, known: Key.self) else { return nil }
        let type = readPaymentMethodType(members[Key.type], path / Key.type)
        let description = string(members[Key.description], path / Key.description)
        let infoPath = path / Key.info
        var info: GooglePayPaymentData.CardInfo?
        if let infoMembers = object(members[Key.info], infoPath, known: InfoKey.self) {
            let network = cardNetwork(infoMembers[InfoKey.cardNetwork], infoPath / InfoKey.cardNetwork)
            let details = string(infoMembers[InfoKey.cardDetails], infoPath / InfoKey.cardDetails, required: true)
            let funding = string(infoMembers[InfoKey.cardFundingSource], infoPath / InfoKey.cardFundingSource)
            if let funding, !Self.fundingSources.contains(funding) {
                add(
                    .googlePayValueUnknown, infoPath / InfoKey.cardFundingSource,
                    "\(quoted(funding)) is not one of \(Self.fundingSources.sorted().joined(separator: ", "))")
            }
            let assurance = readAssuranceDetails(
                infoMembers[InfoKey.assuranceDetails], infoPath / InfoKey.assuranceDetails)
            let billing = readAddress(
                infoMembers[InfoKey.billingAddress], infoPath / InfoKey.billingAddress, intermediate: false)
            if let network, let details {
                info = .init(
                    cardNetwork: network, cardDetails: details, cardFundingSource: funding,
                    assuranceDetails: assurance, billingAddress: billing)
            }
        } else if members[Key.info] == nil {
            add(.googlePayMemberMissing, infoPath, "A CARD's paymentMethodData has info: its network and details")
        }
        let tokenPath = path / Key.tokenizationData
        var tokenization: GooglePayPaymentData.TokenizationData?
        if let tokenMembers = object(members[Key.tokenizationData], tokenPath, known: TokenKey.self) {
            let type = string(tokenMembers[TokenKey.type], tokenPath / TokenKey.type, required: true)
            if let type, !Self.tokenizationTypes.contains(type) {
                add(
                    .googlePayValueUnknown, tokenPath / TokenKey.type,
                    "\(quoted(type)) is not one of DIRECT, PAYMENT_GATEWAY")
            }
            let token = string(tokenMembers[TokenKey.token], tokenPath / TokenKey.token, required: true)
            if let type, let token {
                checkToken(token, type: type, at: tokenPath / TokenKey.token)
                tokenization = .init(type: type, token: token)
            }
        } else if members[Key.tokenizationData] == nil {
            add(.googlePayMemberMissing, tokenPath, "paymentMethodData needs tokenizationData, the token to charge")
        }
        guard let type, let info, let tokenization else { return nil }
        return .init(type: type, description: description, info: info, tokenizationData: tokenization)
    }

    /// A payment method's type: `CARD`, the only one a card request is answered with.
    mutating func readPaymentMethodType(_ value: JSONElement?, _ path: ValidationPath) -> String? {
        guard let type = string(value, path, required: true) else { return nil }
        guard Self.paymentMethodTypes.contains(type) else {
            add(.googlePayValueUnknown, path, "\(quoted(type)) is not CARD, the payment method the library reads")
            return nil
        }
        return type
    }

    /// A card network Google names.
    mutating func cardNetwork(_ value: JSONElement?, _ path: ValidationPath) -> String? {
        guard let network = string(value, path, required: true) else { return nil }
        guard Self.cardNetworks.contains(network) else {
            add(
                .googlePayValueUnknown, path,
                "\(quoted(network)) is not one of \(Self.cardNetworks.sorted().joined(separator: ", "))")
            return nil
        }
        return network
    }

    private mutating func readAssuranceDetails(_ value: JSONElement?, _ path: ValidationPath)
        -> GooglePayPaymentData.AssuranceDetails?
    {
        typealias Key = GooglePayPaymentData.CardInfo.AssuranceKeys
        guard let members = object(value, path, known: Key.self) else { return nil }
        let flag = { (check: inout GooglePayDocumentCheck, key: Key) -> Bool? in
            members[key].map { check.flag($0, path / key) }
        }
        return .init(
            accountVerified: flag(&self, .accountVerified),
            cardHolderAuthenticated: flag(&self, .cardHolderAuthenticated))
    }

    /// A `DIRECT` token is a Google Pay payment method token as JSON text, and its rules are reported under the
    /// token's path. A gateway's token is the gateway's: Google's for some, such as Adyen's, and the gateway's own
    /// for others, such as Stripe's; it is checked only when it reads as Google's, by its `protocolVersion`.
    private func checkToken(_ token: String, type: String, at path: ValidationPath) {
        let data = Data(token.utf8)
        var isGoogleToken = false
        if case .object(let members)? = (try? JSONElement.object(jsonData: data))?.shape {
            isGoogleToken = members.contains { $0.key == "protocolVersion" }
        }
        guard type == "DIRECT" || isGoogleToken else { return }
        guard isGoogleToken else {
            add(
                .googlePayAnswerTokenFormat, path,
                "A DIRECT token is a Google Pay payment method token, JSON with a protocolVersion; this one is not")
            return
        }
        for violation in GooglePayToken.validate(jsonData: data).violations {
            log.add(violation, under: path)
        }
    }

    // MARK: The answer against the offer

    /// The checks of payment data against the request it answers.
    func checkAnswer(_ data: GooglePayPaymentData, _ request: GooglePayPaymentDataRequest) {
        typealias Key = GooglePayPaymentData.WireKeys
        typealias MethodKey = GooglePayPaymentData.PaymentMethodData.WireKeys
        typealias InfoKey = GooglePayPaymentData.CardInfo.WireKeys
        let card = request.cardPaymentMethod
        let method = data.paymentMethodData
        let infoPath = Key.paymentMethodData / MethodKey.info
        checkNetwork(method.info.cardNetwork, card, at: infoPath / InfoKey.cardNetwork)
        let funding = method.info.cardFundingSource
        if (funding == "CREDIT" && !card.allowCreditCards) || (funding == "PREPAID" && !card.allowPrepaidCards) {
            add(
                .googlePayAnswerFundingSourceNotAllowed, infoPath / InfoKey.cardFundingSource,
                "The request does not allow \(funding!.lowercased()) cards (allow\(funding == "CREDIT" ? "Credit" : "Prepaid")Cards: false)"
            )
        }
        if method.info.assuranceDetails != nil && !card.assuranceDetailsRequired {
            add(
                .googlePayAnswerNotRequested, infoPath / InfoKey.assuranceDetails,
                "The request did not set assuranceDetailsRequired, and Google sends assuranceDetails only then")
        }
        let tokenType = card.tokenizationSpecification.type
        if method.tokenizationData.type != tokenType {
            add(
                .googlePayAnswerTokenizationMismatch,
                Key.paymentMethodData / MethodKey.tokenizationData
                    / GooglePayPaymentData.PaymentMethodData.TokenizationKeys.type,
                "The token is \(quoted(method.tokenizationData.type)); the request's tokenization is \(tokenType)")
        }
        checkAsked(
            method.info.billingAddress, asked: card.billingAddressRequired, format: card.billingAddressFormat,
            phone: card.billingPhoneNumberRequired, "billingAddress", at: infoPath / InfoKey.billingAddress,
            requirement: "billingAddressRequired")
        checkAsked(
            data.shippingAddress, asked: request.shippingAddressRequired, format: request.shippingAddressFormat,
            phone: request.shippingPhoneNumberRequired, "shippingAddress", at: Key.shippingAddress.path,
            requirement: "shippingAddressRequired")
        if let address = data.shippingAddress {
            checkShippingCountry(address, request, at: Key.shippingAddress.path)
        }
        switch (data.email, request.emailRequired) {
        case (nil, true):
            add(.googlePayAnswerMissing, Key.email.path, "The request set emailRequired, and there is no email")
        case (.some, false): add(.googlePayAnswerNotRequested, Key.email.path, "The request did not set emailRequired")
        default: break
        }
        let optionPath = Key.shippingOptionData / SelectionKeys.id
        switch (data.shippingOptionId, request.shippingOptionParameters) {
        case (nil, .some):
            add(
                .googlePayAnswerMissing, Key.shippingOptionData.path,
                "The request set shippingOptionRequired, and there is no shippingOptionData")
        case (.some, nil):
            add(.googlePayAnswerNotRequested, Key.shippingOptionData.path, "The request offered no shipping options")
        case (.some(let id), .some(let parameters)):
            checkShippingOption(id, parameters, at: optionPath, placeholder: false)
        case (nil, nil): break
        }
        if let codes = data.offerRedemptionCodes, !request.callbackIntents.contains("OFFER") {
            // With the OFFER callback the page accepts codes the payer types in, which the session knows.
            let offered = Set(request.offers.map(\.redemptionCode))
            for (index, code) in codes.enumerated() where !offered.contains(code) {
                add(
                    .googlePayAnswerOfferUnknown, (Key.offerData / OfferDataKeys.redemptionCodes)[index],
                    "\(quoted(code)) is not the code of an offer the request proposed, and it has no OFFER callback")
            }
        }
    }

    /// A card network the request allows.
    func checkNetwork(
        _ network: String, _ card: GooglePayPaymentDataRequest.CardPaymentMethod, at path: ValidationPath
    ) {
        guard !card.allowedCardNetworks.contains(network) else { return }
        add(
            .googlePayAnswerNetworkNotAllowed, path,
            "\(network) is not among the request's allowedCardNetworks (\(card.allowedCardNetworks.joined(separator: ", ")))"
        )
    }

    /// A shipping address in a country the request allows.
    func checkShippingCountry(
        _ address: GooglePayAddress, _ request: GooglePayPaymentDataRequest, at path: ValidationPath
    ) {
        let allowed = request.allowedShippingCountryCodes
        guard !allowed.isEmpty, !allowed.contains(address.countryCode) else { return }
        add(
            .googlePayAnswerShippingCountryNotAllowed, path / GooglePayAddress.WireKeys.countryCode,
            "\(quoted(address.countryCode)) is not among the request's allowedCountryCodes (\(allowed.joined(separator: ", ")))"
        )
    }

    /// A shipping option the request offered; in a callback, also Google's placeholder for none yet.
    func checkShippingOption(
        _ id: String, _ parameters: GooglePayPaymentDataRequest.ShippingOptionParameters?, at path: ValidationPath,
        placeholder: Bool
    ) {
        // Google's CallbackIntent reference: without options, the sheet shows a placeholder with this id.
        if placeholder && id == "shipping_option_unselected" { return }
        let ids = parameters?.shippingOptions.map(\.id) ?? []
        guard !ids.contains(id) else { return }
        add(
            .googlePayAnswerShippingOptionUnknown, path,
            "\(quoted(id)) is not the id of a shipping option the request offered (\(ids.map { quoted($0) }.joined(separator: ", ")))"
        )
    }

    /// An address and its phone present exactly when asked, with the members of the format asked.
    private func checkAsked(
        _ address: GooglePayAddress?, asked: Bool, format: GooglePayPaymentDataRequest.BillingAddressFormat,
        phone: Bool, _ name: String, at path: ValidationPath, requirement: String
    ) {
        guard let address else {
            if asked { add(.googlePayAnswerMissing, path, "The request set \(requirement), and there is no \(name)") }
            return
        }
        guard asked else {
            add(.googlePayAnswerNotRequested, path, "The request did not set \(requirement)")
            return
        }
        switch (address.phoneNumber, phone) {
        case (nil, true):
            add(
                .googlePayAnswerMissing, path / GooglePayAddress.WireKeys.phoneNumber,
                "The request asked for a phone number with the \(name)")
        case (.some, false):
            add(
                .googlePayAnswerNotRequested, path / GooglePayAddress.WireKeys.phoneNumber,
                "The request did not ask for a phone number with the \(name)")
        default: break
        }
        for key in GooglePayAddress.fullOnlyKeys {
            let present = address.value(of: key) != nil
            if format == .min && present {
                add(
                    .googlePayAnswerAddressFormat, path / key,
                    "The request asked for the MIN format, which has no \(key.name)")
            } else if format != .min && !present {
                add(
                    .googlePayAnswerAddressFormat, path / key,
                    "The request asked for the \(format.rawValue) format, which has \(key.name)")
            }
        }
    }
}
