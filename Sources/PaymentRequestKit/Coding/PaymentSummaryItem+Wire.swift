extension PaymentSummaryItem {
    static let wireKeys: [StaticString] = [
        "label", "amount", "type", "paymentTiming", "recurringPaymentStartDate", "recurringPaymentIntervalUnit",
        "recurringPaymentIntervalCount", "recurringPaymentEndDate", "deferredPaymentDate",
        "automaticReloadPaymentThresholdAmount",
    ]

    /// Reads an `ApplePayLineItem`. A missing label reads as empty and a missing amount as none, so that
    /// validation reports them with the same codes as for a request built in Swift.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, known: Self.wireKeys)
        label = try object.optional("label", decoding.string) ?? ""
        amount = try object.optional("amount", decoding.amount)
        type =
            try object.optional("type") { value throws(WireFailure) in
                try decoding.enumeration(value, PaymentSummaryItemType.self)
            } ?? .final
        let timing = try object.optional("paymentTiming", decoding.string) ?? "immediate"
        switch timing {
        case "immediate":
            self.timing = .immediate
        case "recurring":
            let unit = try object.optional("recurringPaymentIntervalUnit") { value throws(WireFailure) in
                try decoding.enumeration(value, RecurringIntervalUnit.self)
            }
            self.timing = .recurring(
                RecurringSchedule(
                    startDate: try object.optional("recurringPaymentStartDate", decoding.date),
                    endDate: try object.optional("recurringPaymentEndDate", decoding.date),
                    intervalUnit: unit ?? .month,
                    intervalCount: try object.optional("recurringPaymentIntervalCount", decoding.int) ?? 1
                )
            )
        case "deferred":
            self.timing = .deferred(date: try object.required("deferredPaymentDate", decoding.date))
        case "automaticReload":
            self.timing = .automaticReload(
                threshold: try object.required("automaticReloadPaymentThresholdAmount", decoding.amount))
        default:
            var failure = decoding.fail(
                .jsonUnknownValue,
                "\(quoted(timing)) is not a payment timing (immediate, recurring, deferred, automaticReload)")
            failure.path.append(.key("paymentTiming"))
            throw failure
        }
    }

    /// Writes an `ApplePayLineItem`: label, amount, type when pending, then the timing and its fields.
    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(capacity: 4)
        object.add("label", .string(label))
        object.add("amount", amount?.wireText(currency))
        // "final" is the default and is left out, so Apple's minimal example re-encodes to itself.
        if type == .pending { object.add("type", .string("pending")) }
        switch timing {
        case .immediate:
            break
        case .recurring(let schedule):
            object.add("paymentTiming", .string("recurring"))
            object.add("recurringPaymentStartDate", schedule.startDate.map(ISO8601.format))
            object.add("recurringPaymentIntervalUnit", .string(schedule.intervalUnit.rawValue))
            object.add("recurringPaymentIntervalCount", .number(String(schedule.intervalCount)))
            object.add("recurringPaymentEndDate", schedule.endDate.map(ISO8601.format))
        case .deferred(let date):
            object.add("paymentTiming", .string("deferred"))
            object.add("deferredPaymentDate", .string(ISO8601.format(date)))
        case .automaticReload(let threshold):
            object.add("paymentTiming", .string("automaticReload"))
            object.add("automaticReloadPaymentThresholdAmount", .string(threshold.wireText(currency)))
        }
        return object.value
    }
}

extension ShippingMethod {
    static let wireKeys: [StaticString] = ["label", "detail", "amount", "identifier", "dateComponentsRange"]

    /// Reads an `ApplePayShippingMethod`; a missing label, detail or identifier reads as empty.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, known: Self.wireKeys)
        label = try object.optional("label", decoding.string) ?? ""
        detail = try object.optional("detail", decoding.string) ?? ""
        amount = try object.required("amount", decoding.amount)
        identifier = try object.optional("identifier", decoding.string) ?? ""
        dateComponentsRange = try object.optional("dateComponentsRange") { value throws(WireFailure) in
            try DateComponentsRange(wire: value, decoding)
        }
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(capacity: 5)
        object.add("label", .string(label))
        object.add("detail", .string(detail))
        object.add("amount", .string(amount.wireText(currency)))
        object.add("identifier", .string(identifier))
        if let dateComponentsRange { object.add("dateComponentsRange", dateComponentsRange.wire) }
        return object.value
    }
}

extension DateComponentsRange {
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, known: ["startDateComponents", "endDateComponents"])
        start = try object.required("startDateComponents") { value throws(WireFailure) in
            try DateComponents(wire: value, decoding)
        }
        end = try object.required("endDateComponents") { value throws(WireFailure) in
            try DateComponents(wire: value, decoding)
        }
    }

    var wire: JSONValue {
        .object([
            .init(key: "startDateComponents", value: start.wire), .init(key: "endDateComponents", value: end.wire),
        ])
    }
}

extension DateComponentsRange.DateComponents {
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, known: ["years", "months", "days", "hours"])
        years = try object.optional("years", decoding.int)
        months = try object.optional("months", decoding.int)
        days = try object.optional("days", decoding.int)
        hours = try object.optional("hours", decoding.int)
    }

    var wire: JSONValue {
        var object = WireObjectBuilder(capacity: 4)
        for (key, number) in [("years", years), ("months", months), ("days", days), ("hours", hours)] {
            if let number { object.add(key, .number(String(number))) }
        }
        return object.value
    }
}

extension PaymentContact {
    static let wireKeys: [StaticString] = [
        "phoneNumber", "emailAddress", "givenName", "familyName", "phoneticGivenName", "phoneticFamilyName",
        "addressLines", "subLocality", "locality", "postalCode", "subAdministrativeArea", "administrativeArea",
        "country", "countryCode",
    ]

    /// Reads an `ApplePayPaymentContact`, whose fields are flat.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, known: Self.wireKeys)
        func text(_ key: StaticString) throws(WireFailure) -> String? { try object.optional(key, decoding.string) }
        phoneNumber = try text("phoneNumber")
        emailAddress = try text("emailAddress")
        name = PersonName(
            givenName: try text("givenName"),
            familyName: try text("familyName"),
            phoneticGivenName: try text("phoneticGivenName"),
            phoneticFamilyName: try text("phoneticFamilyName")
        )
        // Read in the order of the keys (the order the writer uses), which is what finding each key cheaply needs.
        let addressLines =
            try object.optional("addressLines") { value throws(WireFailure) in
                try decoding.array(value, decoding.string)
            } ?? []
        let subLocality = try text("subLocality")
        let locality = try text("locality")
        let postalCode = try text("postalCode")
        postalAddress = PostalAddress(
            addressLines: addressLines,
            subLocality: subLocality,
            locality: locality,
            subAdministrativeArea: try text("subAdministrativeArea"),
            administrativeArea: try text("administrativeArea"),
            postalCode: postalCode,
            country: try text("country"),
            countryCode: try text("countryCode")
        )
    }

    var wire: JSONValue {
        var object = WireObjectBuilder(capacity: 14)
        object.add("phoneNumber", phoneNumber)
        object.add("emailAddress", emailAddress)
        object.add("givenName", name.givenName)
        object.add("familyName", name.familyName)
        object.add("phoneticGivenName", name.phoneticGivenName)
        object.add("phoneticFamilyName", name.phoneticFamilyName)
        if !postalAddress.addressLines.isEmpty {
            object.add("addressLines", .array(postalAddress.addressLines.map(JSONValue.string)))
        }
        object.add("subLocality", postalAddress.subLocality)
        object.add("locality", postalAddress.locality)
        object.add("postalCode", postalAddress.postalCode)
        object.add("subAdministrativeArea", postalAddress.subAdministrativeArea)
        object.add("administrativeArea", postalAddress.administrativeArea)
        object.add("country", postalAddress.country)
        object.add("countryCode", postalAddress.countryCode)
        return object.value
    }
}
