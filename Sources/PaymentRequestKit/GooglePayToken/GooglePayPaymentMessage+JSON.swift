#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayPaymentMessage: WireDocument {
    /// The message's members, in the order Google's guide writes them.
    @usableFromInline package enum WireKeys: Int, WireKey {
        case gatewayMerchantId, messageExpiration, messageId, paymentMethod, paymentMethodDetails
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var isUsuallyPresent: Bool { self != .gatewayMerchantId }
        @usableFromInline package var shape: WireShape {
            self == .paymentMethodDetails ? .object(PaymentMethodDetails.WireKeys.table) : .string
        }
        @usableFromInline package static var unknownKeyNote: String {
            "is not a member of Google Pay's decrypted message"
        }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        self.init(
            gatewayMerchantId: object.collectOptionalString(.gatewayMerchantId),
            messageExpiration: object.googlePayMilliseconds(.messageExpiration, required: true) ?? "0",
            messageId: object.collectRequiredString(.messageId) ?? "",
            paymentMethod: object.collectRequiredString(.paymentMethod) ?? "",
            paymentMethodDetails: object.collectRequired(.paymentMethodDetails) { value throws(WireFailure) in
                try PaymentMethodDetails(wire: value, decoding)
            } ?? PaymentMethodDetails(pan: "", expirationMonth: 0, expirationYear: 0, authMethod: .panOnly))
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.gatewayMerchantId, gatewayMerchantId)
            object.add(.messageExpiration, messageExpiration)
            object.add(.messageId, messageId)
            object.add(.paymentMethod, paymentMethod)
            object.add(.paymentMethodDetails) { paymentMethodDetails.write(to: &$0) }
        }
    }
}

extension GooglePayPaymentMessage.PaymentMethodDetails {
    /// A card's members, in the order Google's guide writes them.
    @usableFromInline enum WireKeys: Int, WireKey {
        case expirationYear, expirationMonth, pan, authMethod, cryptogram, eciIndicator
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var isUsuallyPresent: Bool { self != .cryptogram && self != .eciIndicator }
        @usableFromInline var shape: WireShape {
            self == .expirationYear || self == .expirationMonth ? .wholeNumber : .string
        }
        @usableFromInline static var unknownKeyNote: String { "is not a member of Google Pay's card details" }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        let number = { (value: JSONNode) throws(WireFailure) -> Int in try decoding.int(value) }
        self.init(
            pan: object.collectRequiredString(.pan) ?? "",
            expirationMonth: object.collectRequired(.expirationMonth, number) ?? 0,
            expirationYear: object.collectRequired(.expirationYear, number) ?? 0,
            authMethod: object.collectRequired(.authMethod) { value throws(WireFailure) in
                GooglePayPaymentMessage.AuthMethod(rawValue: try decoding.string(value))
            } ?? .panOnly,
            cryptogram: object.collectOptionalString(.cryptogram),
            eciIndicator: object.collectOptionalString(.eciIndicator))
    }

    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.expirationYear, number: String(expirationYear))
            object.add(.expirationMonth, number: String(expirationMonth))
            object.add(.pan, pan)
            object.add(.authMethod, authMethod.rawValue)
            object.add(.cryptogram, cryptogram)
            object.add(.eciIndicator, eciIndicator)
        }
    }
}

extension GooglePayPaymentMessage {

}

extension GooglePayPaymentMessage: JSONDocument {
    /// The message's members in the order Google's guide writes them.
    public static let jsonFormat = JSONDocumentFormat<GooglePayPaymentMessage>.wire
}
