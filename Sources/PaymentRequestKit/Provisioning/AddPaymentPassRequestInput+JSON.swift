#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AddPaymentPassRequestInput: WireDocument {
    /// The keys, in the order the writer uses.
    @usableFromInline package enum WireKeys: Int, ProvisioningKey {
        case encryptionScheme, certificateChain, nonce, nonceSignature
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var shape: WireShape { self == .certificateChain ? .array(.string) : .string }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        let base64 = { (value: JSONNode) throws(WireFailure) -> Data in
            try decoding.base64(value, rule: .provisioningBase64)
        }
        self.init(
            encryptionScheme: object.collectRequired(.encryptionScheme) { value throws(WireFailure) in
                try PaymentPassEncryptionScheme.wire(value, decoding)
            } ?? .eccV2,
            certificateChain: object.collectRequired(.certificateChain) { value throws(WireFailure) in
                try decoding.array(value) { element in
                    decoding.attempt { () throws(WireFailure) -> Data in try base64(element) } ?? Data()
                }
            } ?? [],
            nonce: object.collectRequired(.nonce, base64) ?? Data(),
            nonceSignature: object.collectRequired(.nonceSignature, base64) ?? Data()
        )
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.encryptionScheme, encryptionScheme.rawValue)
            object.add(.certificateChain, strings: certificateChain.lazy.map { $0.base64EncodedString() })
            object.add(.nonce, nonce.base64EncodedString())
            object.add(.nonceSignature, nonceSignature.base64EncodedString())
        }
    }

}

extension AddPaymentPassRequestInput: JSONDocument {
    /// The input's JSON form, this library's, in this key order: `encryptionScheme` (`"ECC_V2"` or `"RSA_V2"`),
    /// `certificateChain` (an array of standard Base64 DER certificates, the leaf first), `nonce` and
    /// `nonceSignature` (standard Base64), all required.
    public static let jsonFormat = JSONDocumentFormat<AddPaymentPassRequestInput>.wire
}
