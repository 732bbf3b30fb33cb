extension ShippingMethod {
    /// The value a missing or unreadable method takes while the rest of a document is read.
    static var placeholder: ShippingMethod { ShippingMethod(label: "", amount: .zero, identifier: "") }

    /// The keys, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case label, detail, amount, identifier, dateComponentsRange, selected
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var isUsuallyPresent: Bool { rawValue < Self.dateComponentsRange.rawValue }
        @usableFromInline var shape: WireShape {
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
        label = object.collectRequiredString(.label) ?? ""
        detail = object.collectRequiredString(.detail) ?? ""
        amount = object.collectRequired(.amount) { value throws(WireFailure) in try decoding.amount(value) } ?? .zero
        identifier = object.collectRequiredString(.identifier) ?? ""
        dateComponentsRange = object.collectOptional(.dateComponentsRange) { value throws(WireFailure) in
            try DateComponentsRange(wire: value, decoding)
        }
        isSelected =
            object.collectOptional(.selected) { value throws(WireFailure) in try decoding.bool(value) } ?? false
    }

    /// Reads a method in the common shape (its four strings) in one pass, or returns `nil` for ``init(wire:_:)``
    /// to read it. What it builds is what that builds (see ``PlainJSONReader``).
    @usableFromInline init?(plain reader: inout PlainJSONReader) {
        guard var object = reader.openObject() else { return nil }
        var label: String?
        var detail: String?
        var amount: Amount?
        var identifier: String?
        // A value the reader cannot read stops it, and the object does not complete (see PlainJSONReader).
        while let key = reader.nextKey(&object, WireKeys.self) {
            switch key {
            case .label: label = reader.string()
            case .detail: detail = reader.string()
            case .amount: amount = Amount(plain: &reader)
            case .identifier: identifier = reader.string()
            default:
                reader.stop()
                return nil
            }
        }
        guard object.isComplete, let label, let detail, let amount, let identifier else { return nil }
        self.init(label: label, amount: amount, identifier: identifier, detail: detail)
    }

    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.label, label)
            object.add(.detail, detail)
            object.add(.amount, amount.wireText(currency))
            object.add(.identifier, identifier)
            if let dateComponentsRange { object.add(.dateComponentsRange) { dateComponentsRange.write(to: &$0) } }
            if isSelected { object.add(.selected, true) }
        }
    }
}

extension DateComponentsRange {
    /// The keys of a date range.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case startDateComponents, endDateComponents
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var shape: WireShape { .object(DateComponentsRange.DateComponents.WireKeys.table) }
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

    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.startDateComponents) { start.write(to: &$0) }
            object.add(.endDateComponents) { end.write(to: &$0) }
        }
    }
}

extension DateComponentsRange.DateComponents {
    /// The keys of date components.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case years, months, days, hours
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var shape: WireShape { .wholeNumber }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        years = try object.optional(.years) { value throws(WireFailure) in try decoding.int(value) }
        months = try object.optional(.months) { value throws(WireFailure) in try decoding.int(value) }
        days = try object.optional(.days) { value throws(WireFailure) in try decoding.int(value) }
        hours = try object.optional(.hours) { value throws(WireFailure) in try decoding.int(value) }
    }

    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            for (key, number) in [(WireKeys.years, years), (.months, months), (.days, days), (.hours, hours)] {
                if let number { object.add(key, number: String(number)) }
            }
        }
    }
}

extension ShippingMethod: WireValue, Codable {
    /// Decodes an `ApplePayShippingMethod`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayShippingMethod`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
