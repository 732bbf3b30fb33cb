#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentSheetEvent: WireDocument {
    /// The members of the event objects: the type, and the member that carries each event.
    @usableFromInline package enum WireKeys: Int, ApplePayJSKey {
        case type, validationURL, shippingContact, shippingMethod, paymentMethod, couponCode, payment, sessionError
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var shape: WireShape {
            switch self {
            case .shippingContact: .object(PaymentContact.WireKeys.table)
            case .shippingMethod: .object(ShippingMethod.WireKeys.table)
            case .paymentMethod: .object(PaymentMethod.WireKeys.table)
            case .payment: .object(Payment.WireKeys.table)
            case .sessionError: .object(PaymentSessionError.WireKeys.table)
            default: .string
            }
        }
    }

    private static let carriers: [(type: String, key: WireKeys)] = [
        ("validatemerchant", .validationURL), ("shippingcontactselected", .shippingContact),
        ("shippingmethodselected", .shippingMethod), ("paymentmethodselected", .paymentMethod),
        ("couponcodechanged", .couponCode), ("paymentauthorized", .payment), ("cancel", .sessionError),
    ]

    /// Reads an event object: by its `type` when it has one, otherwise by the one member that carries an event.
    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        let type = try object.optional(.type) { value throws(WireFailure) -> String in
            let name = try decoding.string(value)
            guard Self.carriers.contains(where: { $0.type == name }) else {
                throw decoding.fail(
                    .jsonUnknownValue,
                    "\(quoted(name)) is not a payment sheet event (\(Self.carriers.map(\.type).joined(separator: ", ")))"
                )
            }
            return name
        }
        let present = Self.carriers.filter { object.has($0.key) }
        guard let carrier = type.flatMap({ name in Self.carriers.first { $0.type == name } }) ?? present.first,
            type != nil || present.count == 1
        else {
            throw decoding.fail(
                .jsonMissingKey,
                present.isEmpty
                    ? "An event needs its type or the member that carries it (validationURL, shippingContact, shippingMethod, paymentMethod, couponCode, payment, sessionError)"
                    : "The event has several members that carry events (\(present.map(\.key.name).joined(separator: ", "))); give its type",
                kind: .missingKey)
        }
        switch carrier.key {
        case .validationURL:
            self = .merchantValidation(
                validationURL: object.collectRequired(.validationURL) { value throws(WireFailure) in
                    try decoding.url(value)
                } ?? placeholderURL)
        case .shippingContact:
            self = .shippingContactSelected(
                object.collectRequired(.shippingContact) { value throws(WireFailure) in
                    try PaymentContact(wire: value, decoding)
                } ?? PaymentContact())
        case .shippingMethod:
            self = .shippingMethodSelected(
                object.collectRequired(.shippingMethod) { value throws(WireFailure) in
                    try ShippingMethod(wire: value, decoding)
                } ?? ShippingMethod(label: "", amount: .zero, identifier: ""))
        case .paymentMethod:
            self = .paymentMethodSelected(
                object.collectRequired(.paymentMethod) { value throws(WireFailure) in
                    try PaymentMethod(wire: value, decoding)
                } ?? PaymentMethod())
        case .couponCode:
            self = .couponCodeChanged(
                object.collectRequiredString(.couponCode) ?? "")
        case .payment:
            self = .paymentAuthorized(
                object.collectRequired(.payment) { value throws(WireFailure) in try Payment(wire: value, decoding) }
                    ?? Payment(
                        token: PaymentToken(
                            paymentMethod: PaymentMethod(), transactionIdentifier: nil, paymentDataElement: nil)))
        default:
            self = .cancelled(
                object.collectOptional(.sessionError) { value throws(WireFailure) in
                    try PaymentSessionError(wire: value, decoding)
                })
        }
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.type, type)
            switch self {
            case .merchantValidation(let url): object.add(.validationURL, url.absoluteString)
            case .shippingContactSelected(let contact): object.add(.shippingContact) { contact.write(to: &$0) }
            case .shippingMethodSelected(let method): object.add(.shippingMethod, method, nil)
            case .paymentMethodSelected(let method): object.add(.paymentMethod, method, nil)
            case .couponCodeChanged(let code): object.add(.couponCode, code)
            case .paymentAuthorized(let payment): object.add(.payment, payment, nil)
            case .cancelled(let error): if let error { object.add(.sessionError, error, nil) }
            }
        }
    }
}

extension PaymentSheetEvent {

}

extension PaymentSheetEvent: JSONDocument {
    /// The event object as the page receives it: its type and the member that carries it.
    public static let jsonFormat = JSONDocumentFormat<PaymentSheetEvent>.wire
}
