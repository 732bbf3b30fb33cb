#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayPaymentMessage {
    /// Checks the message at `now` and, when the request is given, that it answers it: a card, an account number of
    /// digits, an expiry month and year, the fields its auth method has and no others, neither the message nor the
    /// card expired, and an auth method, recipient and gateway merchant the request named.
    ///
    /// - Parameters:
    ///   - now: The current date.
    ///   - request: The `PaymentDataRequest` the token answers.
    ///   - recipient: The recipient the token was verified for.
    public func validate(
        now: Date = Date(), request: GooglePayPaymentDataRequest? = nil, recipient: GooglePayRecipient? = nil
    ) -> ValidationReport {
        violationLog(now: now, request: request, recipient: recipient).report
    }

    func violationLog(now: Date, request: GooglePayPaymentDataRequest?, recipient: GooglePayRecipient?)
        -> ViolationLog
    {
        let log = ViolationLog()
        if paymentMethod != "CARD" {
            log.add(
                .googlePayMessagePaymentMethodUnknown, { WireKeys.paymentMethod.path },
                { "\(quoted(paymentMethod, limit: 40)) is not CARD" })
        }
        if GooglePayMilliseconds.isExpired(messageExpiration, at: now) {
            log.add(
                .googlePayMessageExpired, { WireKeys.messageExpiration.path },
                {
                    "The message expired at \(expirationDate.map(ISO8601.format) ?? messageExpiration), not after \(ISO8601.format(now))"
                })
        }
        paymentMethodDetails.check(into: log, now: now)
        if let request {
            let card = request.cardPaymentMethod
            let details = WireKeys.paymentMethodDetails / PaymentMethodDetails.WireKeys.authMethod
            if !card.allowedAuthMethods.contains(paymentMethodDetails.authMethod.rawValue) {
                log.add(
                    .googlePayMessageAuthMethodNotAllowed, { details },
                    {
                        "\(paymentMethodDetails.authMethod) is not among the request's allowedAuthMethods (\(card.allowedAuthMethods.joined(separator: ", ")))"
                    })
            }
            let tokenization = card.tokenizationSpecification
            if let recipient, let expected = Self.recipient(of: request), expected != recipient {
                log.add(
                    .googlePayMessageRecipientMismatch, { "" },
                    {
                        "The token was verified for \(recipient), and the request's \(tokenization.type) tokenization names \(expected)"
                    })
            }
            if let gatewayMerchantId, let asked = tokenization.parameters["gatewayMerchantId"],
                gatewayMerchantId != asked
            {
                log.add(
                    .googlePayMessageGatewayMerchantMismatch, { WireKeys.gatewayMerchantId.path },
                    {
                        "The message is for the gateway merchant \(quoted(gatewayMerchantId)), and the request named \(quoted(asked))"
                    })
            }
        }
        return log
    }

    /// The recipient a request's tokenization names: `merchant:` and its merchant identifier for `DIRECT`,
    /// `gateway:` and its gateway for `PAYMENT_GATEWAY`; `nil` when the request does not name one.
    public static func recipient(of request: GooglePayPaymentDataRequest) -> GooglePayRecipient? {
        let tokenization = request.cardPaymentMethod.tokenizationSpecification
        switch tokenization.type {
        case "DIRECT": return request.merchantInfo.merchantId.map(GooglePayRecipient.merchant)
        case "PAYMENT_GATEWAY": return tokenization.parameters["gateway"].map(GooglePayRecipient.gateway)
        default: return nil
        }
    }
}

extension GooglePayPaymentMessage.PaymentMethodDetails {
    func check(into log: ViolationLog, now: Date) {
        typealias Keys = WireKeys
        let at = { (key: Keys) in GooglePayPaymentMessage.WireKeys.paymentMethodDetails / key }
        let digits = pan.utf8
        if !(12...19).contains(digits.count) || !digits.allSatisfy({ (0x30...0x39).contains($0) })
            || digits.first == UInt8(ascii: "0")
        {
            log.add(
                .googlePayMessagePANInvalid, { at(.pan) },
                { "The account number is not 12 to 19 digits, the first not 0 (\(digits.count) characters)" })
        }
        let monthValid = (1...12).contains(expirationMonth)
        if !monthValid {
            log.add(
                .googlePayMessageExpirationMonthInvalid, { at(.expirationMonth) },
                { "\(expirationMonth) is not a month from 1 to 12" })
        }
        let yearValid = (1000...9999).contains(expirationYear)
        if !yearValid {
            log.add(
                .googlePayMessageExpirationYearInvalid, { at(.expirationYear) },
                { "\(expirationYear) is not a four-digit year" })
        }
        if monthValid && yearValid, isExpired(at: now) {
            log.add(
                .googlePayMessageCardExpired, { at(.expirationMonth) },
                { "The card expired at the end of \(expirationMonth)/\(expirationYear), before \(ISO8601.format(now))" }
            )
        }
        switch authMethod {
        case .panOnly:
            for (key, value) in [(Keys.cryptogram, cryptogram), (Keys.eciIndicator, eciIndicator)] where value != nil {
                log.add(
                    .googlePayMessageFieldSet, { at(key) },
                    { "A PAN_ONLY card has no \(key.name); only CRYPTOGRAM_3DS carries it" })
            }
        case .cryptogram3DS:
            if cryptogram?.isEmpty ?? true {
                log.add(
                    .googlePayMessageFieldSet, { at(.cryptogram) },
                    { "A CRYPTOGRAM_3DS card carries its cryptogram, and this one has none" })
            }
        default:
            log.add(
                .googlePayMessageAuthMethodUnknown, { at(.authMethod) },
                { "\(quoted(authMethod.rawValue, limit: 40)) is not PAN_ONLY or CRYPTOGRAM_3DS" })
        }
    }

    /// Whether the card's expiry month has passed at `now`, in UTC: a card works through its last day.
    func isExpired(at now: Date) -> Bool {
        let nextMonth = expirationMonth == 12 ? (expirationYear + 1, 1) : (expirationYear, expirationMonth + 1)
        let days = ISO8601.daysFromCivil(year: nextMonth.0, month: nextMonth.1, day: 1)
        return now >= Date(timeIntervalSince1970: Double(days) * 86_400)
    }
}
