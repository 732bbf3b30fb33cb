#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentRequestUpdate: WireDocument {
    /// The keys the four update dictionaries share, in the order the writer uses.
    @usableFromInline package enum WireKeys: Int, ApplePayJSKey {
        case newTotal, newLineItems, newShippingMethods, newMultiTokenContexts, newAutomaticReloadPaymentRequest
        case newRecurringPaymentRequest, newDeferredPaymentRequest, newDisbursementRequest, errors
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var isUsuallyPresent: Bool { self == .newTotal || self == .newLineItems }
        @usableFromInline package var shape: WireShape {
            switch self {
            case .newTotal: .object(PaymentSummaryItem.WireKeys.table)
            case .newLineItems: .array(.object(PaymentSummaryItem.WireKeys.table))
            case .newShippingMethods: .array(.object(ShippingMethod.WireKeys.table))
            case .newMultiTokenContexts: .array(.object(PaymentTokenContext.WireKeys.table))
            case .newAutomaticReloadPaymentRequest: .object(AutomaticReloadPaymentRequest.WireKeys.table)
            case .newRecurringPaymentRequest: .object(RecurringPaymentRequest.WireKeys.table)
            case .newDeferredPaymentRequest: .object(DeferredPaymentRequest.WireKeys.table)
            case .newDisbursementRequest: .object(DisbursementRequest.WireKeys.table)
            case .errors: .array(.object(ApplePayError.WireKeys.table))
            }
        }
    }

    /// The sum needs every amount, and the minor units need the amounts' currency, which is the request's.
    @usableFromInline package static func dependsOnUnreadable(_ violation: Violation, problems: [Violation]) -> Bool {
        PaymentRequest.sumDependsOnUnreadable(
            violation, problems: problems, lineItems: WireKeys.newLineItems, total: WireKeys.newTotal,
            contexts: WireKeys.newMultiTokenContexts)
    }

    /// Reads an update dictionary; which kind it is, the JSON does not say, so it reads as a shipping contact
    /// update until the caller says otherwise.
    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        // A page's dictionary: null is read as WebIDL converts it for Safari, as its type's default.
        let nullsAsDefaults = decoding.nullsAsDefaults
        decoding.nullsAsDefaults = true
        defer { decoding.nullsAsDefaults = nullsAsDefaults }
        let object = try decoding.object(value, WireKeys.self)
        self.init(
            .shippingContact,
            newTotal: object.collectRequired(.newTotal) { value throws(WireFailure) in
                try PaymentSummaryItem(wire: value, decoding)
            } ?? .placeholder,
            newLineItems: object.collectArray(.newLineItems, fallback: .placeholder) { value throws(WireFailure) in
                try PaymentSummaryItem(wire: value, decoding)
            } ?? [],
            newShippingMethods: object.collectArray(
                .newShippingMethods, fallback: .placeholder
            ) { value throws(WireFailure) in
                try ShippingMethod(wire: value, decoding)
            } ?? []
        )
        newMultiTokenContexts =
            object.collectArray(
                .newMultiTokenContexts,
                fallback: .placeholder
            ) { value throws(WireFailure) in
                try PaymentTokenContext(wire: value, decoding)
            } ?? []
        newAutomaticReloadPaymentRequest = object.collectOptional(.newAutomaticReloadPaymentRequest) {
            value throws(WireFailure) in
            try AutomaticReloadPaymentRequest(wire: value, decoding)
        }
        newRecurringPaymentRequest = object.collectOptional(.newRecurringPaymentRequest) { value throws(WireFailure) in
            try RecurringPaymentRequest(wire: value, decoding)
        }
        newDeferredPaymentRequest = object.collectOptional(.newDeferredPaymentRequest) { value throws(WireFailure) in
            try DeferredPaymentRequest(wire: value, decoding)
        }
        newDisbursementRequest = object.collectOptional(.newDisbursementRequest) { value throws(WireFailure) in
            try DisbursementRequest(wire: value, decoding)
        }
        errors =
            object.collectArray(.errors, fallback: ApplePayError(.unknown)) { value throws(WireFailure) in
                try ApplePayError(wire: value, decoding)
            } ?? []
    }

    /// The update with amounts in its currency's form: the currency is the request's, which the update does
    /// not carry.
    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.newTotal, newTotal, currency)
            object.add(.newLineItems, newLineItems, currency)
            object.add(.newShippingMethods, newShippingMethods, currency, omittingEmpty: true)
            object.add(.newMultiTokenContexts, newMultiTokenContexts, currency, omittingEmpty: true)
            if let newAutomaticReloadPaymentRequest {
                object.add(.newAutomaticReloadPaymentRequest, newAutomaticReloadPaymentRequest, currency)
            }
            if let newRecurringPaymentRequest {
                object.add(.newRecurringPaymentRequest, newRecurringPaymentRequest, currency)
            }
            if let newDeferredPaymentRequest {
                object.add(.newDeferredPaymentRequest, newDeferredPaymentRequest, currency)
            }
            if let newDisbursementRequest { object.add(.newDisbursementRequest, newDisbursementRequest, nil) }
            object.add(.errors, errors, nil, omittingEmpty: true)
        }
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) { write(to: &output, nil) }
}

extension PaymentRequestUpdate: Codable {
    /// Decodes an update dictionary as a shipping contact update; set ``kind`` for another event.
    public init(from decoder: any Decoder) throws { self = try Self.decoded(from: decoder) }
    /// Encodes the update dictionary, amounts in their shortest form.
    public func encode(to encoder: any Encoder) throws { try wire.encode(to: encoder) }

    /// Decodes an update dictionary, strictly.
    ///
    /// - Parameters:
    ///   - data: The update's JSON.
    ///   - kind: The event the update answers.
    ///   - limits: The decoder's limits.
    /// - Throws: A `DecodingError` for every problem, with their report as its underlying error.
    public init(jsonData data: Data, kind: Kind, limits: JSONDecodingLimits = .default) throws {
        self = try Self.decoded(from: data, limits: limits)
        self.kind = kind
    }

    /// The update as compact or pretty-printed JSON, with amounts in the currency's form (`"10.50"`).
    ///
    /// An update carries no currency of its own: its amounts are in the request's.
    public func jsonData(currency: CurrencyCode, prettyPrinted: Bool = false) -> Data {
        var writer = JSONWriter(capacity: 256, prettyPrinted: prettyPrinted)
        write(to: &writer, currency)
        return Data(writer.bytes)
    }

    /// The update as JSON text; see ``jsonData(currency:prettyPrinted:)``.
    public func jsonString(currency: CurrencyCode, prettyPrinted: Bool = false) -> String {
        String(decoding: jsonData(currency: currency, prettyPrinted: prettyPrinted), as: UTF8.self)
    }

}
