#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AddPaymentPassRequestConfiguration: WireDocument {
    /// The keys, in the order the writer uses.
    @usableFromInline package enum WireKeys: Int, ProvisioningKey {
        case encryptionScheme, style, cardholderName, primaryAccountSuffix, cardDetails, localizedDescription
        case primaryAccountIdentifier, paymentNetwork, productIdentifiers, requiresFelicaSecureElement
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var shape: WireShape {
            switch self {
            case .cardDetails: .array(.object(LabeledValue.WireKeys.table))
            case .productIdentifiers: .array(.string)
            case .requiresFelicaSecureElement: .bool
            default: .string
            }
        }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        self.init(
            encryptionScheme: object.collectRequired(.encryptionScheme) { value throws(WireFailure) in
                try PaymentPassEncryptionScheme.wire(value, decoding)
            } ?? .eccV2)
        style =
            object.collectOptional(.style) { value throws(WireFailure) in
                let name = try decoding.string(value)
                guard let style = AddPaymentPassStyle(name: name) else {
                    throw decoding.fail(.jsonUnknownValue, "\(quoted(name)) is not a pass style (payment, access)")
                }
                return style
            } ?? .payment
        cardholderName = object.collectOptional(.cardholderName) { value throws(WireFailure) in
            try decoding.string(value)
        }
        primaryAccountSuffix = object.collectOptional(.primaryAccountSuffix) { value throws(WireFailure) in
            try decoding.string(value)
        }
        cardDetails =
            object.collectArray(.cardDetails, fallback: LabeledValue(label: "", value: "")) {
                value throws(WireFailure) in
                // Each member is read on its own, so that a bad label still lets the value be judged.
                let detail = try decoding.object(value, LabeledValue.WireKeys.self)
                return LabeledValue(
                    label: detail.collectRequiredString(.label)
                        ?? "",
                    value: detail.collectRequiredString(.value)
                        ?? "")
            } ?? []
        localizedDescription = object.collectOptional(.localizedDescription) { value throws(WireFailure) in
            try decoding.string(value)
        }
        primaryAccountIdentifier = object.collectOptional(.primaryAccountIdentifier) { value throws(WireFailure) in
            try decoding.string(value)
        }
        paymentNetwork = object.collectOptional(.paymentNetwork) { value throws(WireFailure) in
            PaymentNetwork(jsName: try decoding.string(value))
        }
        productIdentifiers = Set(
            object.collectArray(.productIdentifiers, fallback: "") { value throws(WireFailure) in
                try decoding.string(value)
            } ?? [])
        requiresFelicaSecureElement =
            object.collectOptional(.requiresFelicaSecureElement) { value throws(WireFailure) in try decoding.bool(value)
            } ?? false
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.encryptionScheme, encryptionScheme.rawValue)
            if style != .payment { object.add(.style, style.name) }
            object.add(.cardholderName, cardholderName)
            object.add(.primaryAccountSuffix, primaryAccountSuffix)
            if !cardDetails.isEmpty {
                object.add(.cardDetails, each: cardDetails) { detail, output in detail.write(to: &output) }
            }
            object.add(.localizedDescription, localizedDescription)
            object.add(.primaryAccountIdentifier, primaryAccountIdentifier)
            object.add(.paymentNetwork, paymentNetwork?.jsName)
            if !productIdentifiers.isEmpty {
                object.add(.productIdentifiers, strings: productIdentifiers.sorted())
            }
            if requiresFelicaSecureElement { object.add(.requiresFelicaSecureElement, true) }
        }
    }

}

extension AddPaymentPassRequestConfiguration: JSONDocument {
    /// The configuration's JSON form, in this key order without defaults: it mirrors
    /// `PKAddPaymentPassRequestConfiguration` with `encryptionScheme` (`"ECC_V2"` or `"RSA_V2"`, required),
    /// `style` (`"payment"` or `"access"`), `cardholderName`, `primaryAccountSuffix`, `cardDetails` (objects with
    /// `label` and `value`), `localizedDescription`, `primaryAccountIdentifier`, `paymentNetwork` (an Apple Pay JS
    /// network name), `productIdentifiers` and `requiresFelicaSecureElement`.
    public static let jsonFormat = JSONDocumentFormat<AddPaymentPassRequestConfiguration>.wire
}
