#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentSummaryItem {
    /// The value a missing or unreadable item takes while the rest of a document is read.
    static var placeholder: PaymentSummaryItem { PaymentSummaryItem(label: "", amount: nil) }

    /// The keys, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case label, amount, type, disbursementLineItemType, paymentTiming, recurringPaymentStartDate
        case recurringPaymentIntervalUnit
        case recurringPaymentIntervalCount, recurringPaymentEndDate, deferredPaymentDate
        case automaticReloadPaymentThresholdAmount
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var isUsuallyPresent: Bool { self == .label || self == .amount }
        @usableFromInline var shape: WireShape { self == .recurringPaymentIntervalCount ? .wholeNumber : .string }
        @usableFromInline var condition: Self? { rawValue > Self.paymentTiming.rawValue ? .paymentTiming : nil }
    }

    /// Reads an `ApplePayLineItem`. A missing label reads as empty and a missing amount as none, so that
    /// validation reports them with the same codes as for a request built in Swift.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        // Each field on its own: a problem is recorded and the field takes a neutral value, so that the others
        // are still read and judged.
        // Safari requires the key (IDL `required DOMString label`); an empty label is a value, for the rules.
        label = object.collectRequiredString(.label) ?? ""
        // Safari discards a pending item's amount, so an empty one is no amount rather than a bad one. The type
        // is only peeked at here: it is read after the amount, which keeps problems in document order.
        // Most items have no type, so it is looked at first.
        let pendingWithoutAmount =
            object.value(.type).map { decoding.isString($0, PaymentSummaryItemType.pending.rawValue) } == true
            && object.value(.amount).map { decoding.isString($0, "") } == true
        amount =
            pendingWithoutAmount
            ? nil : object.collectOptional(.amount) { value throws(WireFailure) in try decoding.amount(value) }
        type =
            object.collectOptional(.type) { value throws(WireFailure) in
                try decoding.enumeration(value, PaymentSummaryItemType.self)
            } ?? .final
        disbursementType = object.collectOptional(.disbursementLineItemType) { value throws(WireFailure) in
            try decoding.enumeration(value, DisbursementLineItemType.self)
        }
        // Most items have no timing; comparing a default "immediate" with each case's text cost more than the
        // rest of the item.
        guard object.has(.paymentTiming) else {
            self.timing = .immediate
            return
        }
        let timing = object.collectOptionalString(.paymentTiming) ?? "immediate"
        switch timing {
        case "recurring":
            let unit = object.collectOptional(.recurringPaymentIntervalUnit) { value throws(WireFailure) in
                try decoding.enumeration(value, RecurringIntervalUnit.self)
            }
            self.timing = .recurring(
                RecurringSchedule(
                    startDate: object.collectOptional(.recurringPaymentStartDate) { value throws(WireFailure) in
                        try decoding.date(value)
                    },
                    endDate: object.collectOptional(.recurringPaymentEndDate) { value throws(WireFailure) in
                        try decoding.date(value)
                    },
                    intervalUnit: unit ?? .month,
                    intervalCount: object.collectOptional(.recurringPaymentIntervalCount) { value throws(WireFailure) in
                        try decoding.int(value)
                    } ?? 1
                )
            )
        case "deferred":
            self.timing = .deferred(
                date: object.collectRequired(.deferredPaymentDate) { value throws(WireFailure) in
                    try decoding.date(value)
                } ?? Date(timeIntervalSince1970: 0))
        case "automaticReload":
            self.timing = .automaticReload(
                threshold: object.collectRequired(.automaticReloadPaymentThresholdAmount) { value throws(WireFailure) in
                    try decoding.amount(value)
                } ?? .zero)
        default:
            self.timing = .immediate
            if timing != "immediate" {
                object.fail(
                    .paymentTiming, .jsonUnknownValue,
                    "\(quoted(timing)) is not a payment timing (immediate, recurring, deferred, automaticReload)")
            }
        }
    }

    /// Reads an item in the common shape (a label, perhaps an amount and a type) in one pass, or returns `nil` for
    /// ``init(wire:_:)`` to read it. What it builds is what that builds (see ``PlainJSONReader``).
    @usableFromInline init?(plain reader: inout PlainJSONReader) {
        guard var object = reader.openObject() else { return nil }
        var label: String?
        var amount: Amount?
        var type = PaymentSummaryItemType.final
        // A value the reader cannot read stops it, and the object does not complete (see PlainJSONReader).
        while let key = reader.nextKey(&object, WireKeys.self) {
            switch key {
            case .label: label = reader.string()
            // A pending item's empty amount is not in the grammar: init(wire:_:) reads it as none.
            case .amount: amount = Amount(plain: &reader)
            case .type: type = reader.enumeration(PaymentSummaryItemType.self) ?? .final
            default:
                reader.stop()
                return nil
            }
        }
        guard object.isComplete, let label else { return nil }
        self.init(label: label, amount: amount, type: type)
    }

    /// Writes an `ApplePayLineItem`: label, amount, type when pending, then the timing and its fields.
    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.label, label)
            object.add(.amount, amount?.wireText(currency))
            // "final" is the default and is left out, so Apple's minimal example re-encodes to itself.
            if type == .pending { object.add(.type, "pending") }
            object.add(.disbursementLineItemType, disbursementType?.rawValue)
            switch timing {
            case .immediate:
                break
            case .recurring(let schedule):
                object.add(.paymentTiming, "recurring")
                object.add(.recurringPaymentStartDate, schedule.startDate.map(ISO8601.format))
                object.add(.recurringPaymentIntervalUnit, schedule.intervalUnit.rawValue)
                object.add(.recurringPaymentIntervalCount, number: String(schedule.intervalCount))
                object.add(.recurringPaymentEndDate, schedule.endDate.map(ISO8601.format))
            case .deferred(let date):
                object.add(.paymentTiming, "deferred")
                object.add(.deferredPaymentDate, ISO8601.format(date))
            case .automaticReload(let threshold):
                object.add(.paymentTiming, "automaticReload")
                object.add(.automaticReloadPaymentThresholdAmount, threshold.wireText(currency))
            }
        }
    }
}

// Codable for the parts of a request that a server keeps in its own types, in their Apple Pay JS shape: decoding
// applies the strict decoder's rules (and reports every problem in one DecodingError, whose underlying error is
// their report); encoding writes amounts in their shortest form, as a part does not know the request's currency.

extension PaymentSummaryItem: WireValue, Codable {
    /// Decodes an `ApplePayLineItem`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayLineItem`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
