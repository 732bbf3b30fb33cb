#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AddPaymentPassRequest: WireDocument {
    /// The keys, in the order the writer uses.
    @usableFromInline package enum WireKeys: Int, ProvisioningKey {
        case encryptedPassData, activationData, ephemeralPublicKey, wrappedKey
        @usableFromInline package static let table = WireKeyTable(Self.self)
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        let base64 = { (value: JSONNode) throws(WireFailure) -> Data in
            try decoding.base64(value, rule: .provisioningBase64)
        }
        self.init(
            encryptedPassData: object.collectOptional(.encryptedPassData, base64),
            activationData: object.collectOptional(.activationData, base64),
            ephemeralPublicKey: object.collectOptional(.ephemeralPublicKey, base64),
            wrappedKey: object.collectOptional(.wrappedKey, base64)
        )
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.encryptedPassData, encryptedPassData?.base64EncodedString())
            object.add(.activationData, activationData?.base64EncodedString())
            object.add(.ephemeralPublicKey, ephemeralPublicKey?.base64EncodedString())
            object.add(.wrappedKey, wrappedKey?.base64EncodedString())
        }
    }

}

extension AddPaymentPassRequest: JSONDocument {
    /// The answer's JSON form: `PKAddPaymentPassRequest`'s four members as standard Base64 strings,
    /// `encryptedPassData`, `activationData`, and `ephemeralPublicKey` or `wrappedKey`, in that order, each left
    /// out when absent; ``validate(for:)`` says which the scheme needs.
    public static let jsonFormat = JSONDocumentFormat<AddPaymentPassRequest>.wire
}
