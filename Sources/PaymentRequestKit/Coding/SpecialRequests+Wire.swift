#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The value a missing or unreadable URL takes while the rest of a document is read; never written, as the
/// document it comes from has a problem.
let placeholderURL = URL(string: "https://placeholder.invalid/")!

extension RecurringPaymentRequest {
    /// The keys, in the order the writer uses.
    enum WireKeys: Int, WireKey {
        case paymentDescription, regularBilling, trialBilling, billingAgreement, managementURL
        case tokenNotificationURL
        static let table = WireKeyTable(Self.self)
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        paymentDescription = object.collectOptional(.paymentDescription, decoding.string) ?? ""
        regularBilling =
            object.collectRequired(.regularBilling) { value throws(WireFailure) in
                try PaymentSummaryItem(wire: value, decoding)
            } ?? .placeholder
        trialBilling = object.collectOptional(.trialBilling) { value throws(WireFailure) in
            try PaymentSummaryItem(wire: value, decoding)
        }
        billingAgreement = object.collectOptional(.billingAgreement, decoding.string)
        managementURL = object.collectRequired(.managementURL, decoding.url) ?? placeholderURL
        tokenNotificationURL = object.collectOptional(.tokenNotificationURL, decoding.url)
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 6)
        object.add(.paymentDescription, .string(paymentDescription))
        object.add(.regularBilling, regularBilling.wire(currency))
        if let trialBilling { object.add(.trialBilling, trialBilling.wire(currency)) }
        object.add(.billingAgreement, billingAgreement)
        object.add(.managementURL, .string(managementURL.absoluteString))
        object.add(.tokenNotificationURL, tokenNotificationURL?.absoluteString)
        return object.value
    }
}

extension AutomaticReloadPaymentRequest {
    /// The keys, in the order the writer uses.
    enum WireKeys: Int, WireKey {
        case paymentDescription, automaticReloadBilling, billingAgreement, managementURL, tokenNotificationURL
        static let table = WireKeyTable(Self.self)
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        paymentDescription = object.collectOptional(.paymentDescription, decoding.string) ?? ""
        automaticReloadBilling =
            object.collectRequired(.automaticReloadBilling) { value throws(WireFailure) in
                try PaymentSummaryItem(wire: value, decoding)
            } ?? .placeholder
        billingAgreement = object.collectOptional(.billingAgreement, decoding.string)
        managementURL = object.collectRequired(.managementURL, decoding.url) ?? placeholderURL
        tokenNotificationURL = object.collectOptional(.tokenNotificationURL, decoding.url)
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 5)
        object.add(.paymentDescription, .string(paymentDescription))
        object.add(.automaticReloadBilling, automaticReloadBilling.wire(currency))
        object.add(.billingAgreement, billingAgreement)
        object.add(.managementURL, .string(managementURL.absoluteString))
        object.add(.tokenNotificationURL, tokenNotificationURL?.absoluteString)
        return object.value
    }
}

extension DeferredPaymentRequest {
    /// The keys, in the order the writer uses.
    enum WireKeys: Int, WireKey {
        case paymentDescription, deferredBilling, billingAgreement, managementURL, tokenNotificationURL
        case freeCancellationDate, freeCancellationDateTimeZone
        static let table = WireKeyTable(Self.self)
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        paymentDescription = object.collectOptional(.paymentDescription, decoding.string) ?? ""
        deferredBilling =
            object.collectRequired(.deferredBilling) { value throws(WireFailure) in
                try PaymentSummaryItem(wire: value, decoding)
            } ?? .placeholder
        billingAgreement = object.collectOptional(.billingAgreement, decoding.string)
        managementURL = object.collectRequired(.managementURL, decoding.url) ?? placeholderURL
        tokenNotificationURL = object.collectOptional(.tokenNotificationURL, decoding.url)
        freeCancellationDate = object.collectOptional(.freeCancellationDate, decoding.date)
        freeCancellationDateTimeZone = object.collectOptional(.freeCancellationDateTimeZone, decoding.string)
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 7)
        object.add(.paymentDescription, .string(paymentDescription))
        object.add(.deferredBilling, deferredBilling.wire(currency))
        object.add(.billingAgreement, billingAgreement)
        object.add(.managementURL, .string(managementURL.absoluteString))
        object.add(.tokenNotificationURL, tokenNotificationURL?.absoluteString)
        object.add(.freeCancellationDate, freeCancellationDate.map(ISO8601.format))
        object.add(.freeCancellationDateTimeZone, freeCancellationDateTimeZone)
        return object.value
    }
}

extension PaymentTokenContext {
    /// The keys, in the order the writer uses.
    enum WireKeys: Int, WireKey {
        case merchantIdentifier, externalIdentifier, merchantName, merchantDomain, amount
        static let table = WireKeyTable(Self.self)
    }

    /// Reads an `ApplePayPaymentTokenContext`; missing names read as empty, for validation to report.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        merchantIdentifier = object.collectOptional(.merchantIdentifier, decoding.string) ?? ""
        externalIdentifier = object.collectOptional(.externalIdentifier, decoding.string) ?? ""
        merchantName = object.collectOptional(.merchantName, decoding.string) ?? ""
        merchantDomain = object.collectOptional(.merchantDomain, decoding.string)
        amount = object.collectRequired(.amount, decoding.amount) ?? .zero
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 5)
        object.add(.merchantIdentifier, .string(merchantIdentifier))
        object.add(.externalIdentifier, .string(externalIdentifier))
        object.add(.merchantName, .string(merchantName))
        object.add(.merchantDomain, merchantDomain)
        object.add(.amount, .string(amount.wireText(currency)))
        return object.value
    }
}
