extension RecurringPaymentRequest {
    static let wireKeys: [StaticString] = [
        "paymentDescription", "regularBilling", "trialBilling", "billingAgreement", "managementURL",
        "tokenNotificationURL",
    ]

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, known: Self.wireKeys)
        paymentDescription = try object.optional("paymentDescription", decoding.string) ?? ""
        regularBilling = try object.required("regularBilling") { value throws(WireFailure) in
            try PaymentSummaryItem(wire: value, decoding)
        }
        trialBilling = try object.optional("trialBilling") { value throws(WireFailure) in
            try PaymentSummaryItem(wire: value, decoding)
        }
        billingAgreement = try object.optional("billingAgreement", decoding.string)
        managementURL = try object.required("managementURL", decoding.url)
        tokenNotificationURL = try object.optional("tokenNotificationURL", decoding.url)
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(capacity: 6)
        object.add("paymentDescription", .string(paymentDescription))
        object.add("regularBilling", regularBilling.wire(currency))
        if let trialBilling { object.add("trialBilling", trialBilling.wire(currency)) }
        object.add("billingAgreement", billingAgreement)
        object.add("managementURL", .string(managementURL.absoluteString))
        object.add("tokenNotificationURL", tokenNotificationURL?.absoluteString)
        return object.value
    }
}

extension AutomaticReloadPaymentRequest {
    static let wireKeys: [StaticString] = [
        "paymentDescription", "automaticReloadBilling", "billingAgreement", "managementURL", "tokenNotificationURL",
    ]

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, known: Self.wireKeys)
        paymentDescription = try object.optional("paymentDescription", decoding.string) ?? ""
        automaticReloadBilling = try object.required("automaticReloadBilling") { value throws(WireFailure) in
            try PaymentSummaryItem(wire: value, decoding)
        }
        billingAgreement = try object.optional("billingAgreement", decoding.string)
        managementURL = try object.required("managementURL", decoding.url)
        tokenNotificationURL = try object.optional("tokenNotificationURL", decoding.url)
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(capacity: 5)
        object.add("paymentDescription", .string(paymentDescription))
        object.add("automaticReloadBilling", automaticReloadBilling.wire(currency))
        object.add("billingAgreement", billingAgreement)
        object.add("managementURL", .string(managementURL.absoluteString))
        object.add("tokenNotificationURL", tokenNotificationURL?.absoluteString)
        return object.value
    }
}

extension DeferredPaymentRequest {
    static let wireKeys: [StaticString] = [
        "paymentDescription", "deferredBilling", "billingAgreement", "managementURL", "tokenNotificationURL",
        "freeCancellationDate", "freeCancellationDateTimeZone",
    ]

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, known: Self.wireKeys)
        paymentDescription = try object.optional("paymentDescription", decoding.string) ?? ""
        deferredBilling = try object.required("deferredBilling") { value throws(WireFailure) in
            try PaymentSummaryItem(wire: value, decoding)
        }
        billingAgreement = try object.optional("billingAgreement", decoding.string)
        managementURL = try object.required("managementURL", decoding.url)
        tokenNotificationURL = try object.optional("tokenNotificationURL", decoding.url)
        freeCancellationDate = try object.optional("freeCancellationDate", decoding.date)
        freeCancellationDateTimeZone = try object.optional("freeCancellationDateTimeZone", decoding.string)
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(capacity: 7)
        object.add("paymentDescription", .string(paymentDescription))
        object.add("deferredBilling", deferredBilling.wire(currency))
        object.add("billingAgreement", billingAgreement)
        object.add("managementURL", .string(managementURL.absoluteString))
        object.add("tokenNotificationURL", tokenNotificationURL?.absoluteString)
        object.add("freeCancellationDate", freeCancellationDate.map(ISO8601.format))
        object.add("freeCancellationDateTimeZone", freeCancellationDateTimeZone)
        return object.value
    }
}

extension PaymentTokenContext {
    static let wireKeys: [StaticString] = [
        "merchantIdentifier", "externalIdentifier", "merchantName", "merchantDomain", "amount",
    ]

    /// Reads an `ApplePayPaymentTokenContext`; missing names read as empty, for validation to report.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, known: Self.wireKeys)
        merchantIdentifier = try object.optional("merchantIdentifier", decoding.string) ?? ""
        externalIdentifier = try object.optional("externalIdentifier", decoding.string) ?? ""
        merchantName = try object.optional("merchantName", decoding.string) ?? ""
        merchantDomain = try object.optional("merchantDomain", decoding.string)
        amount = try object.required("amount", decoding.amount)
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(capacity: 5)
        object.add("merchantIdentifier", .string(merchantIdentifier))
        object.add("externalIdentifier", .string(externalIdentifier))
        object.add("merchantName", .string(merchantName))
        object.add("merchantDomain", merchantDomain)
        object.add("amount", .string(amount.wireText(currency)))
        return object.value
    }
}
