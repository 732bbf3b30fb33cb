#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentPass: WireValue, Codable {
    /// The keys of an `ApplePayPaymentPass`.
    enum WireKeys: Int, WireKey {
        case primaryAccountIdentifier, primaryAccountNumberSuffix, deviceAccountIdentifier, deviceAccountNumberSuffix
        case activationState
        static let table = WireKeyTable(Self.self)
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        primaryAccountIdentifier = object.collectRequired(.primaryAccountIdentifier, decoding.string) ?? ""
        primaryAccountNumberSuffix = object.collectRequired(.primaryAccountNumberSuffix, decoding.string) ?? ""
        deviceAccountIdentifier = object.collectOptional(.deviceAccountIdentifier, decoding.string)
        deviceAccountNumberSuffix = object.collectOptional(.deviceAccountNumberSuffix, decoding.string)
        activationState =
            object.collectRequired(.activationState) { value throws(WireFailure) in
                try decoding.enumeration(value, ActivationState.self)
            } ?? .activated
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 5)
        object.add(.primaryAccountIdentifier, primaryAccountIdentifier)
        object.add(.primaryAccountNumberSuffix, primaryAccountNumberSuffix)
        object.add(.deviceAccountIdentifier, deviceAccountIdentifier)
        object.add(.deviceAccountNumberSuffix, deviceAccountNumberSuffix)
        object.add(.activationState, activationState.rawValue)
        return object.value
    }

    /// Decodes an `ApplePayPaymentPass`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayPaymentPass`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension PaymentMethod: WireValue, Codable {
    /// The keys of an `ApplePayPaymentMethod`.
    enum WireKeys: Int, WireKey {
        case displayName, network, type, paymentPass, billingContact
        static let table = WireKeyTable(Self.self)
        var shape: WireShape {
            switch self {
            case .paymentPass: .object(PaymentPass.WireKeys.table)
            case .billingContact: .object(PaymentContact.WireKeys.table)
            default: .string
            }
        }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        displayName = object.collectOptional(.displayName, decoding.string)
        network = object.collectOptional(.network, decoding.string)
        type = object.collectOptional(.type) { value throws(WireFailure) in
            try decoding.enumeration(value, PaymentMethodType.self)
        }
        paymentPass = object.collectOptional(.paymentPass) { value throws(WireFailure) in
            try PaymentPass(wire: value, decoding)
        }
        billingContact = object.collectOptional(.billingContact) { value throws(WireFailure) in
            try PaymentContact(wire: value, decoding)
        }
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 5)
        object.add(.displayName, displayName)
        object.add(.network, network)
        object.add(.type, type?.rawValue)
        if let paymentPass { object.add(.paymentPass, paymentPass.wire(nil)) }
        if let billingContact { object.add(.billingContact, billingContact.wire) }
        return object.value
    }

    /// Decodes an `ApplePayPaymentMethod`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayPaymentMethod`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension PaymentToken: WireValue, Codable {
    /// The keys of an `ApplePayPaymentToken`.
    enum WireKeys: Int, WireKey {
        case paymentMethod, transactionIdentifier, paymentData
        static let table = WireKeyTable(Self.self)
        var shape: WireShape {
            switch self {
            case .paymentMethod: .object(PaymentMethod.WireKeys.table)
            case .transactionIdentifier: .string
            case .paymentData: .any
            }
        }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        self.init(
            paymentMethod: object.collectRequired(.paymentMethod) { value throws(WireFailure) in
                try PaymentMethod(wire: value, decoding)
            } ?? PaymentMethod(),
            transactionIdentifier: object.collectOptional(.transactionIdentifier, decoding.string),
            paymentDataValue: object.collectOptional(.paymentData) { value throws(WireFailure) in
                guard decoding.tape.kind(value) == .object else { throw decoding.typeMismatch(.object, value) }
                return decoding.tape.value(value)
            })
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 3)
        object.add(.paymentMethod, paymentMethod.wire(nil))
        object.add(.transactionIdentifier, transactionIdentifier)
        if let paymentData { object.add(.paymentData, paymentData) }
        return object.value
    }

    /// Decodes an `ApplePayPaymentToken`; through `Codable` the payment data keeps its members and values, not
    /// their order.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayPaymentToken`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension Payment: WireValue, Codable {
    /// The keys of an `ApplePayPayment`.
    enum WireKeys: Int, WireKey {
        case token, billingContact, shippingContact
        static let table = WireKeyTable(Self.self)
        var isUsuallyPresent: Bool { self == .token }
        var shape: WireShape {
            self == .token ? .object(PaymentToken.WireKeys.table) : .object(PaymentContact.WireKeys.table)
        }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        token =
            object.collectRequired(.token) { value throws(WireFailure) in try PaymentToken(wire: value, decoding) }
            ?? PaymentToken(paymentMethod: PaymentMethod(), transactionIdentifier: nil, paymentDataValue: nil)
        billingContact = object.collectOptional(.billingContact) { value throws(WireFailure) in
            try PaymentContact(wire: value, decoding)
        }
        shippingContact = object.collectOptional(.shippingContact) { value throws(WireFailure) in
            try PaymentContact(wire: value, decoding)
        }
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 3)
        object.add(.token, token.wire(nil))
        if let billingContact { object.add(.billingContact, billingContact.wire) }
        if let shippingContact { object.add(.shippingContact, shippingContact.wire) }
        return object.value
    }

    /// Decodes an `ApplePayPayment`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayPayment`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension PaymentSessionError: WireValue, Codable {
    /// The keys of a session error.
    enum WireKeys: Int, WireKey {
        case code, info
        static let table = WireKeyTable(Self.self)
        var shape: WireShape { self == .code ? .string : .any }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        code = object.collectRequired(.code, decoding.string) ?? "unknown"
        var info = [String: String]()
        _ = object.collectOptional(.info) { value throws(WireFailure) in
            guard decoding.tape.kind(value) == .object else { throw decoding.typeMismatch(.object, value) }
            for key in decoding.tape.keys(value) {
                let name = decoding.tape.string(key)
                info[name] = decoding.attempt { () throws(WireFailure) -> String in
                    try decoding.at(.key(name)) { () throws(WireFailure) in
                        try decoding.string(decoding.tape.next(key))
                    }
                }
            }
        }
        self.info = info
    }

    func wire(_ currency: CurrencyCode?) -> JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 2)
        object.add(.code, code)
        if !info.isEmpty {
            object.add(
                .info,
                .object(info.sorted { $0.key < $1.key }.map { JSONValue.Member(key: $0.key, value: .string($0.value)) })
            )
        }
        return object.value
    }

    /// Decodes `ApplePayCancelEvent.sessionError`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes the session error, its information sorted by key.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension PaymentSheetEvent: WireDocument {
    /// The members of the event objects: the type, and the member that carries each event.
    enum WireKeys: Int, WireKey {
        case type, validationURL, shippingContact, shippingMethod, paymentMethod, couponCode, payment, sessionError
        static let table = WireKeyTable(Self.self)
        var shape: WireShape {
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
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
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
                validationURL: object.collectRequired(.validationURL, decoding.url) ?? placeholderURL)
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
            self = .couponCodeChanged(object.collectRequired(.couponCode, decoding.string) ?? "")
        case .payment:
            self = .paymentAuthorized(
                object.collectRequired(.payment) { value throws(WireFailure) in try Payment(wire: value, decoding) }
                    ?? Payment(
                        token: PaymentToken(
                            paymentMethod: PaymentMethod(), transactionIdentifier: nil, paymentDataValue: nil)))
        default:
            self = .cancelled(
                object.collectOptional(.sessionError) { value throws(WireFailure) in
                    try PaymentSessionError(wire: value, decoding)
                })
        }
    }

    var wire: JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 2)
        object.add(.type, type)
        switch self {
        case .merchantValidation(let url): object.add(.validationURL, url.absoluteString)
        case .shippingContactSelected(let contact): object.add(.shippingContact, contact.wire)
        case .shippingMethodSelected(let method): object.add(.shippingMethod, method.wire(nil))
        case .paymentMethodSelected(let method): object.add(.paymentMethod, method.wire(nil))
        case .couponCodeChanged(let code): object.add(.couponCode, code)
        case .paymentAuthorized(let payment): object.add(.payment, payment.wire(nil))
        case .cancelled(let error): if let error { object.add(.sessionError, error.wire(nil)) }
        }
        return object.value
    }
}

extension PaymentSheetEvent: Codable {
    /// Decodes an event object, strictly.
    public init(from decoder: any Decoder) throws { self = try Self.decoded(from: decoder) }
    /// Encodes the event object: its type and the member that carries it.
    public func encode(to encoder: any Encoder) throws { try wire.encode(to: encoder) }

    /// Decodes an event object as the page receives it, strictly.
    ///
    /// - Throws: A `DecodingError` for every problem, with their report as its underlying error.
    public init(jsonData data: Data, limits: JSONDecodingLimits = .default) throws {
        self = try Self.decoded(from: data, limits: limits)
    }

    /// The event as compact JSON.
    public func jsonData() -> Data { Data(wireBytes(prettyPrinted: false)) }

    /// Decodes an event object and reports every problem.
    public static func validate(jsonData data: Data, limits: JSONDecodingLimits = .default) -> ValidationReport {
        report(jsonData: data, limits: limits) { _ in ViolationLog() }
    }
}
