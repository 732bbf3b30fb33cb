#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentSummaryItem {
    /// The value a missing or unreadable item takes while the rest of a document is read.
    static var placeholder: PaymentSummaryItem { PaymentSummaryItem(label: "", amount: nil) }

    /// The keys, in the order the writer uses.
    enum WireKeys: Int, WireKey {
        case label, amount, type, disbursementLineItemType, paymentTiming, recurringPaymentStartDate
        case recurringPaymentIntervalUnit
        case recurringPaymentIntervalCount, recurringPaymentEndDate, deferredPaymentDate
        case automaticReloadPaymentThresholdAmount
        static let table = WireKeyTable(Self.self)
        var isUsuallyPresent: Bool { self == .label || self == .amount }
        var shape: WireShape { self == .recurringPaymentIntervalCount ? .wholeNumber : .string }
        var condition: Self? { rawValue > Self.paymentTiming.rawValue ? .paymentTiming : nil }
    }

    /// Reads an `ApplePayLineItem`. A missing label reads as empty and a missing amount as none, so that
    /// validation reports them with the same codes as for a request built in Swift.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        // Each field on its own: a problem is recorded and the field takes a neutral value, so that the others
        // are still read and judged.
        // Safari requires the key (IDL `required DOMString label`); an empty label is a value, for the rules.
        label = object.collectRequired(.label, decoding.string) ?? ""
        amount = object.collectOptional(.amount, decoding.amount)
        type =
            object.collectOptional(.type) { value throws(WireFailure) in
                try decoding.enumeration(value, PaymentSummaryItemType.self)
            } ?? .final
        disbursementType = object.collectOptional(.disbursementLineItemType) { value throws(WireFailure) in
            try decoding.enumeration(value, DisbursementLineItemType.self)
        }
        let timing = object.collectOptional(.paymentTiming, decoding.string) ?? "immediate"
        switch timing {
        case "recurring":
            let unit = object.collectOptional(.recurringPaymentIntervalUnit) { value throws(WireFailure) in
                try decoding.enumeration(value, RecurringIntervalUnit.self)
            }
            self.timing = .recurring(
                RecurringSchedule(
                    startDate: object.collectOptional(.recurringPaymentStartDate, decoding.date),
                    endDate: object.collectOptional(.recurringPaymentEndDate, decoding.date),
                    intervalUnit: unit ?? .month,
                    intervalCount: object.collectOptional(.recurringPaymentIntervalCount, decoding.int) ?? 1
                )
            )
        case "deferred":
            self.timing = .deferred(
                date: object.collectRequired(.deferredPaymentDate, decoding.date) ?? Date(timeIntervalSince1970: 0))
        case "automaticReload":
            self.timing = .automaticReload(
                threshold: object.collectRequired(.automaticReloadPaymentThresholdAmount, decoding.amount) ?? .zero)
        default:
            self.timing = .immediate
            if timing != "immediate" {
                object.fail(
                    .paymentTiming, .jsonUnknownValue,
                    "\(quoted(timing)) is not a payment timing (immediate, recurring, deferred, automaticReload)")
            }
        }
    }

    /// Writes an `ApplePayLineItem`: label, amount, type when pending, then the timing and its fields.
    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 4)
        object.add(.label, .string(label))
        object.add(.amount, amount?.wireText(currency))
        // "final" is the default and is left out, so Apple's minimal example re-encodes to itself.
        if type == .pending { object.add(.type, .string("pending")) }
        object.add(.disbursementLineItemType, disbursementType?.rawValue)
        switch timing {
        case .immediate:
            break
        case .recurring(let schedule):
            object.add(.paymentTiming, .string("recurring"))
            object.add(.recurringPaymentStartDate, schedule.startDate.map(ISO8601.format))
            object.add(.recurringPaymentIntervalUnit, .string(schedule.intervalUnit.rawValue))
            object.add(.recurringPaymentIntervalCount, .number(String(schedule.intervalCount)))
            object.add(.recurringPaymentEndDate, schedule.endDate.map(ISO8601.format))
        case .deferred(let date):
            object.add(.paymentTiming, .string("deferred"))
            object.add(.deferredPaymentDate, .string(ISO8601.format(date)))
        case .automaticReload(let threshold):
            object.add(.paymentTiming, .string("automaticReload"))
            object.add(.automaticReloadPaymentThresholdAmount, .string(threshold.wireText(currency)))
        }
        return object.value
    }
}

extension ShippingMethod {
    /// The value a missing or unreadable method takes while the rest of a document is read.
    static var placeholder: ShippingMethod { ShippingMethod(label: "", amount: .zero, identifier: "") }

    /// The keys, in the order the writer uses.
    enum WireKeys: Int, WireKey {
        case label, detail, amount, identifier, dateComponentsRange, selected
        static let table = WireKeyTable(Self.self)
        var isUsuallyPresent: Bool { rawValue < Self.dateComponentsRange.rawValue }
        var shape: WireShape {
            switch self {
            case .dateComponentsRange: .object(DateComponentsRange.WireKeys.table)
            case .selected: .bool
            default: .string
            }
        }
    }

    /// Reads an `ApplePayShippingMethod`; a missing label, detail or identifier reads as empty.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        // Safari requires the three keys (IDL `required DOMString`); empty strings are values, for the rules.
        label = object.collectRequired(.label, decoding.string) ?? ""
        detail = object.collectRequired(.detail, decoding.string) ?? ""
        amount = object.collectRequired(.amount, decoding.amount) ?? .zero
        identifier = object.collectRequired(.identifier, decoding.string) ?? ""
        dateComponentsRange = object.collectOptional(.dateComponentsRange) { value throws(WireFailure) in
            try DateComponentsRange(wire: value, decoding)
        }
        isSelected = object.collectOptional(.selected, decoding.bool) ?? false
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 5)
        object.add(.label, .string(label))
        object.add(.detail, .string(detail))
        object.add(.amount, .string(amount.wireText(currency)))
        object.add(.identifier, .string(identifier))
        if let dateComponentsRange { object.add(.dateComponentsRange, dateComponentsRange.wire) }
        if isSelected { object.add(.selected, .bool(true)) }
        return object.value
    }
}

extension DateComponentsRange {
    /// The keys of a date range.
    enum WireKeys: Int, WireKey {
        case startDateComponents, endDateComponents
        static let table = WireKeyTable(Self.self)
        var shape: WireShape { .object(DateComponentsRange.DateComponents.WireKeys.table) }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        start = try object.required(.startDateComponents) { value throws(WireFailure) in
            try DateComponents(wire: value, decoding)
        }
        end = try object.required(.endDateComponents) { value throws(WireFailure) in
            try DateComponents(wire: value, decoding)
        }
    }

    var wire: JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 2)
        object.add(.startDateComponents, start.wire)
        object.add(.endDateComponents, end.wire)
        return object.value
    }
}

extension DateComponentsRange.DateComponents {
    /// The keys of date components.
    enum WireKeys: Int, WireKey {
        case years, months, days, hours
        static let table = WireKeyTable(Self.self)
        var shape: WireShape { .wholeNumber }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        years = try object.optional(.years, decoding.int)
        months = try object.optional(.months, decoding.int)
        days = try object.optional(.days, decoding.int)
        hours = try object.optional(.hours, decoding.int)
    }

    var wire: JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 4)
        for (key, number) in [(WireKeys.years, years), (.months, months), (.days, days), (.hours, hours)] {
            if let number { object.add(key, .number(String(number))) }
        }
        return object.value
    }
}

extension PaymentContact {
    /// The keys, in the order the writer uses.
    enum WireKeys: Int, WireKey {
        case phoneNumber, emailAddress, givenName, familyName, phoneticGivenName, phoneticFamilyName, addressLines
        case subLocality, locality, postalCode, subAdministrativeArea, administrativeArea, country, countryCode
        static let table = WireKeyTable(Self.self)
        // The postal address: what a contact holds whenever a request asks for postalAddress.
        var isUsuallyPresent: Bool {
            [.addressLines, .locality, .postalCode, .administrativeArea, .countryCode].contains(self)
        }
        var shape: WireShape { self == .addressLines ? .array(.string) : .string }
    }

    /// Reads an `ApplePayPaymentContact`, whose fields are flat.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        func text(_ key: WireKeys) -> String? { object.collectOptional(key, decoding.string) }
        phoneNumber = text(.phoneNumber)
        emailAddress = text(.emailAddress)
        name = PersonName(
            givenName: text(.givenName),
            familyName: text(.familyName),
            phoneticGivenName: text(.phoneticGivenName),
            phoneticFamilyName: text(.phoneticFamilyName)
        )
        // Read in the order of the keys (the order the writer uses), which is what finding each key cheaply needs.
        let addressLines = object.collectArray(.addressLines, fallback: "", decoding.string) ?? []
        let subLocality = text(.subLocality)
        let locality = text(.locality)
        let postalCode = text(.postalCode)
        postalAddress = PostalAddress(
            addressLines: addressLines,
            subLocality: subLocality,
            locality: locality,
            subAdministrativeArea: text(.subAdministrativeArea),
            administrativeArea: text(.administrativeArea),
            postalCode: postalCode,
            country: text(.country),
            countryCode: text(.countryCode)
        )
    }

    var wire: JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 14)
        object.add(.phoneNumber, phoneNumber)
        object.add(.emailAddress, emailAddress)
        object.add(.givenName, name.givenName)
        object.add(.familyName, name.familyName)
        object.add(.phoneticGivenName, name.phoneticGivenName)
        object.add(.phoneticFamilyName, name.phoneticFamilyName)
        if !postalAddress.addressLines.isEmpty {
            object.add(.addressLines, .array(postalAddress.addressLines.map(JSONValue.string)))
        }
        object.add(.subLocality, postalAddress.subLocality)
        object.add(.locality, postalAddress.locality)
        object.add(.postalCode, postalAddress.postalCode)
        object.add(.subAdministrativeArea, postalAddress.subAdministrativeArea)
        object.add(.administrativeArea, postalAddress.administrativeArea)
        object.add(.country, postalAddress.country)
        object.add(.countryCode, postalAddress.countryCode)
        return object.value
    }
}
