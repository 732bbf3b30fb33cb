#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentSheetEvent {
    /// Checks the event against what the merchant offered: the request, as its accepted updates left it.
    ///
    /// For a merchant's server the page is untrusted: every event is a claim by a browser anyone can script. An
    /// event is refused (an error) when no sheet showing the request could have sent it: a shipping method the
    /// request does not offer (`session.event.shippingMethod.notOffered`), a card of a type the merchant
    /// capabilities exclude (`session.event.paymentMethod.excluded`), a coupon code for a request without
    /// coupon codes, a shipping contact for a request that asks for none, or a validation URL that is not one of
    /// Apple's servers (`session.event.validationURL.notApple`). A shipping method with the offer's identifier
    /// but other members is a warning: the merchant's own method counts, never the page's copy, and so is a card
    /// on a network the request does not list (`session.event.paymentMethod.network.notListed`), since PassKit's
    /// and Apple Pay JS's names differ and a co-badged card names one of its networks. An authorized
    /// payment that lacks required contact fields is a warning for each, with the ``ApplePayError`` to answer with
    /// (``Payment/missingContactFieldErrors(for:)``).
    ///
    /// Paths are the event object's, as the page sends it: `shippingMethod.identifier`, `paymentMethod.type`.
    public func validate(against request: PaymentRequest) -> ValidationReport {
        violationLog(against: request).report
    }

    func violationLog(against request: PaymentRequest) -> ViolationLog {
        let log = ViolationLog()
        switch self {
        case .merchantValidation(let url):
            MerchantValidationRequest.checkValidationURL(url, at: WireKeys.validationURL.path, in: log)
        case .shippingMethodSelected(let method):
            Self.check(method, against: request, in: log)
        case .paymentMethodSelected(let method):
            Self.check(method, against: request.merchantCapabilities, in: log)
            Self.check(method, against: request.supportedNetworks, in: log)
            Self.checkCountry(
                method.billingContact, at: WireKeys.paymentMethod / PaymentMethod.WireKeys.billingContact, in: log)
        case .couponCodeChanged:
            if !request.supportsCouponCode {
                log.add(
                    .sessionEventCouponCodeUnsupported, { WireKeys.couponCode.path },
                    {
                        "The request does not take coupon codes (supportsCouponCode is not true), so no sheet sends a coupon code"
                    })
            }
        case .shippingContactSelected(let contact):
            if request.requiredShippingContactFields.isEmpty {
                log.add(
                    .sessionEventShippingContactNotRequested, { WireKeys.shippingContact.path },
                    {
                        "The request asks for no shipping contact fields, so no sheet sends a shipping contact"
                    })
            }
            Self.checkCountry(contact, at: WireKeys.shippingContact.path, in: log)
        case .paymentAuthorized(let payment):
            Self.check(
                payment.token.paymentMethod, against: request.merchantCapabilities, in: log,
                at: WireKeys.payment / Payment.WireKeys.token)
            Self.check(
                payment.token.paymentMethod, against: request.supportedNetworks, in: log,
                at: WireKeys.payment / Payment.WireKeys.token)
            Self.checkCountry(payment.shippingContact, at: WireKeys.payment / Payment.WireKeys.shippingContact, in: log)
            Self.checkCountry(payment.billingContact, at: WireKeys.payment / Payment.WireKeys.billingContact, in: log)
            for (path, error) in payment.missingContactFields(for: request) {
                log.add(
                    .sessionPaymentContactFieldMissing, { WireKeys.payment.path.appending(path) },
                    {
                        "The request requires it and the payment lacks it; answer completePayment with \(error.code.rawValue) naming \(error.contactField?.rawValue ?? "the field")"
                    })
            }
        case .cancelled:
            break
        }
        return log
    }

    /// The offered method with the event's identifier, or `nil`.
    static func offered(_ method: ShippingMethod, in request: PaymentRequest) -> ShippingMethod? {
        request.shippingMethods.first { $0.identifier == method.identifier }
    }

    private static func check(_ method: ShippingMethod, against request: PaymentRequest, in log: ViolationLog) {
        let path = WireKeys.shippingMethod.path
        guard let offer = offered(method, in: request) else {
            log.add(
                .sessionEventShippingMethodNotOffered, { path / ShippingMethod.WireKeys.identifier },
                {
                    let offers = request.shippingMethods.map { quoted($0.identifier) }
                    return
                        "\(quoted(method.identifier)) is not a shipping method the request offers (\(offers.isEmpty ? "it offers none" : offers.joined(separator: ", ")))"
                })
            return
        }
        let differing: [(ShippingMethod.WireKeys, Bool)] = [
            (.label, method.label != offer.label), (.amount, method.amount != offer.amount),
            (.detail, method.detail != offer.detail),
            (.dateComponentsRange, method.dateComponentsRange != offer.dateComponentsRange),
        ]
        for (key, differs) in differing where differs {
            log.add(
                .sessionEventShippingMethodChanged, { path / key },
                {
                    "The page's \(key.name) differs from the offer of \(quoted(offer.identifier)); the offer's is used"
                })
        }
    }

    private static func check(
        _ method: PaymentMethod, against capabilities: MerchantCapabilities, in log: ViolationLog,
        at prefix: ValidationPath = .document
    ) {
        guard let type = method.type else { return }
        let restricted = capabilities.intersection([.credit, .debit])
        let excluded: Bool =
            switch type {
            case .credit: restricted == .debit
            case .debit: restricted == .credit
            case .prepaid, .store: false
            }
        guard excluded else { return }
        let path = prefix / WireKeys.paymentMethod / PaymentMethod.WireKeys.type
        log.add(
            .sessionEventPaymentMethodExcluded, { path },
            {
                "A \(type.rawValue) card is excluded: the merchant capabilities allow \(restricted == .debit ? "debit" : "credit") cards only, so the sheet does not offer it"
            })
    }

    private static func check(
        _ method: PaymentMethod, against networks: [PaymentNetwork], in log: ViolationLog,
        at prefix: ValidationPath = .document
    ) {
        guard let name = method.network, !name.isEmpty, !networks.contains(PaymentNetwork(jsName: name)) else {
            return
        }
        log.add(
            .sessionEventPaymentMethodNetworkNotListed,
            { prefix / WireKeys.paymentMethod / PaymentMethod.WireKeys.network },
            {
                "\(quoted(name)) is not one of the request's supported networks (\(networks.map(\.jsName).joined(separator: ", ")))"
            })
    }

    private static func checkCountry(_ contact: PaymentContact?, at path: ValidationPath, in log: ViolationLog) {
        guard let code = contact?.postalAddress.countryCode, !code.isEmpty,
            contact?.postalAddress.isoCountryCode == nil
        else { return }
        log.add(
            .sessionContactCountryCode, { path / PaymentContact.WireKeys.countryCode },
            {
                "\(quoted(code)) is not an ISO 3166-1 alpha-2 country code, in either case"
            })
    }
}
