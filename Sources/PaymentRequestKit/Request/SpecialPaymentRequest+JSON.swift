#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The value a missing or unreadable URL takes while the rest of a document is read; never written, as the
/// document it comes from has a problem.
let placeholderURL = URL(string: "https://placeholder.invalid/")!

/// The keys the three special requests share; each request's enum names its billing item's key as ``billing``.
protocol SpecialRequestWireKey: ApplePayJSKey {
    static var paymentDescription: Self { get }
    static var billing: Self { get }
    static var billingAgreement: Self { get }
    static var managementURL: Self { get }
    static var tokenNotificationURL: Self { get }
}

/// A special request's wire form: the shared members, read and written once for the three kinds.
protocol SpecialRequestWire: SpecialPaymentRequest, WireValue where WireKeys: SpecialRequestWireKey {
    /// The billing item's required timing, as Apple Pay JS names it.
    static var billingTiming: String { get }
    /// The rule an empty payment description breaks: an error for a deferred payment, which Safari rejects, and a
    /// warning otherwise.
    static var emptyDescriptionRule: ValidationRule { get }
    /// A request with the shared members, and the others empty, for ``init(wire:_:)`` to complete.
    init(shared: SpecialRequestShared)
    /// Reads the members only this kind has.
    mutating func readOwnMembers(_ object: WireObject<WireKeys>, _ decoding: WireDecoding)
    /// Writes the members only this kind has that come between the billing item and the agreement.
    func addMembersAfterBilling<Output: JSONOutput>(
        to object: WireObjectWriter<Output, WireKeys>, _ currency: CurrencyCode?)
    /// Writes the members only this kind has that come last.
    func addLastMembers<Output: JSONOutput>(to object: WireObjectWriter<Output, WireKeys>, _ currency: CurrencyCode?)
}

/// The members the three special requests share.
struct SpecialRequestShared {
    var paymentDescription: String
    var billing: PaymentSummaryItem
    var billingAgreement: String?
    var managementURL: URL
    var tokenNotificationURL: URL?
}

extension SpecialRequestWire {
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        // Safari requires the key (IDL `required DOMString paymentDescription`); an empty one is for the rules.
        let paymentDescription = object.collectRequiredString(.paymentDescription) ?? ""
        let billing =
            object.collectRequired(.billing) { value throws(WireFailure) in
                try PaymentSummaryItem(wire: value, decoding)
            } ?? .placeholder
        self.init(
            shared: SpecialRequestShared(
                paymentDescription: paymentDescription, billing: billing,
                billingAgreement: object.collectOptional(.billingAgreement) { value throws(WireFailure) in
                    try decoding.string(value)
                },
                managementURL: object.collectRequired(.managementURL) { value throws(WireFailure) in
                    try decoding.url(value)
                } ?? placeholderURL,
                tokenNotificationURL: object.collectOptional(.tokenNotificationURL) { value throws(WireFailure) in
                    try decoding.url(value)
                }))
        readOwnMembers(object, decoding)
    }

    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.paymentDescription, paymentDescription)
            object.add(.billing, billing, currency)
            addMembersAfterBilling(to: object, currency)
            object.add(.billingAgreement, billingAgreement)
            object.add(.managementURL, managementURL.absoluteString)
            object.add(.tokenNotificationURL, tokenNotificationURL?.absoluteString)
            addLastMembers(to: object, currency)
        }
    }

    func addMembersAfterBilling<Output: JSONOutput>(
        to object: WireObjectWriter<Output, WireKeys>, _ currency: CurrencyCode?
    ) {}
    func addLastMembers<Output: JSONOutput>(to object: WireObjectWriter<Output, WireKeys>, _ currency: CurrencyCode?) {}
}

extension RecurringPaymentRequest: SpecialRequestWire {
    /// The keys of an `ApplePayRecurringPaymentRequest`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, SpecialRequestWireKey {
        case paymentDescription, regularBilling, trialBilling, billingAgreement, managementURL, tokenNotificationURL
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var shape: WireShape {
            self == .regularBilling || self == .trialBilling ? .object(PaymentSummaryItem.WireKeys.table) : .string
        }
        static var billing: Self { .regularBilling }
    }

    static var billingTiming: String { "recurring" }
    static var emptyDescriptionRule: ValidationRule { .paymentDescriptionEmpty }

    init(shared: SpecialRequestShared) {
        self.init(
            paymentDescription: shared.paymentDescription, regularBilling: shared.billing,
            billingAgreement: shared.billingAgreement, managementURL: shared.managementURL,
            tokenNotificationURL: shared.tokenNotificationURL)
    }

    mutating func readOwnMembers(_ object: WireObject<WireKeys>, _ decoding: WireDecoding) {
        trialBilling = object.collectOptional(.trialBilling) { value throws(WireFailure) in
            try PaymentSummaryItem(wire: value, decoding)
        }
    }

    func addMembersAfterBilling<Output: JSONOutput>(
        to object: WireObjectWriter<Output, WireKeys>, _ currency: CurrencyCode?
    ) {
        if let trialBilling { object.add(.trialBilling, trialBilling, currency) }
    }
}

extension AutomaticReloadPaymentRequest: SpecialRequestWire {
    /// The keys of an `ApplePayAutomaticReloadPaymentRequest`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, SpecialRequestWireKey {
        case paymentDescription, automaticReloadBilling, billingAgreement, managementURL, tokenNotificationURL
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var shape: WireShape {
            self == .automaticReloadBilling ? .object(PaymentSummaryItem.WireKeys.table) : .string
        }
        static var billing: Self { .automaticReloadBilling }
    }

    static var billingTiming: String { "automaticReload" }
    static var emptyDescriptionRule: ValidationRule { .paymentDescriptionEmpty }

    init(shared: SpecialRequestShared) {
        self.init(
            paymentDescription: shared.paymentDescription, automaticReloadBilling: shared.billing,
            billingAgreement: shared.billingAgreement, managementURL: shared.managementURL,
            tokenNotificationURL: shared.tokenNotificationURL)
    }

    func readOwnMembers(_ object: WireObject<WireKeys>, _ decoding: WireDecoding) {}
}

extension DeferredPaymentRequest: SpecialRequestWire {
    /// The keys of an `ApplePayDeferredPaymentRequest`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, SpecialRequestWireKey {
        case paymentDescription, deferredBilling, billingAgreement, managementURL, tokenNotificationURL
        case freeCancellationDate, freeCancellationDateTimeZone
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var shape: WireShape {
            self == .deferredBilling ? .object(PaymentSummaryItem.WireKeys.table) : .string
        }
        static var billing: Self { .deferredBilling }
    }

    static var billingTiming: String { "deferred" }
    static var emptyDescriptionRule: ValidationRule { .paymentDescriptionMissing }

    init(shared: SpecialRequestShared) {
        self.init(
            paymentDescription: shared.paymentDescription, deferredBilling: shared.billing,
            billingAgreement: shared.billingAgreement, managementURL: shared.managementURL,
            tokenNotificationURL: shared.tokenNotificationURL)
    }

    mutating func readOwnMembers(_ object: WireObject<WireKeys>, _ decoding: WireDecoding) {
        freeCancellationDate = object.collectOptional(.freeCancellationDate) { value throws(WireFailure) in
            try decoding.date(value)
        }
        freeCancellationDateTimeZone = object.collectOptionalString(.freeCancellationDateTimeZone)
    }

    func addLastMembers<Output: JSONOutput>(to object: WireObjectWriter<Output, WireKeys>, _ currency: CurrencyCode?) {
        object.add(.freeCancellationDate, freeCancellationDate.map(ISO8601.format))
        object.add(.freeCancellationDateTimeZone, freeCancellationDateTimeZone)
    }
}

extension RecurringPaymentRequest {
    /// Decodes an `ApplePayRecurringPaymentRequest`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayRecurringPaymentRequest`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension AutomaticReloadPaymentRequest {
    /// Decodes an `ApplePayAutomaticReloadPaymentRequest`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayAutomaticReloadPaymentRequest`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension DeferredPaymentRequest {
    /// Decodes an `ApplePayDeferredPaymentRequest`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayDeferredPaymentRequest`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
