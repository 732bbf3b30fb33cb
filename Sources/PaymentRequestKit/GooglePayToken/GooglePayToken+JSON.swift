#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayToken: WireDocument {
    /// The token's members, in the order Google's guide writes them.
    @usableFromInline package enum WireKeys: Int, GooglePayTokenFormatKey {
        case signature, intermediateSigningKey, protocolVersion, signedMessage
        @usableFromInline package var shape: WireShape {
            self == .intermediateSigningKey ? .object(IntermediateSigningKey.WireKeys.table) : .string
        }
        // Only ECv2's tokens have an intermediate key.
        @usableFromInline package var isUsuallyPresent: Bool { self != .intermediateSigningKey }
        @usableFromInline package static let table = WireKeyTable(Self.self)
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        let version =
            object.collectRequired(.protocolVersion) { value throws(WireFailure) in
                GooglePayProtocolVersion(rawValue: try decoding.string(value))
            } ?? .ecV2
        var sealed: GooglePaySealedMessage?
        let signedMessage =
            object.collectRequired(.signedMessage) { value throws(WireFailure) -> String in
                let text = try decoding.string(value)
                if version.isEncrypted {
                    sealed = try decoding.embedded(text) { node, inner throws(WireFailure) in
                        try GooglePaySealedMessage(wire: node, inner)
                    }
                }
                return text
            } ?? ""
        self.init(
            protocolVersion: version,
            signature: object.googlePayBase64(.signature),
            intermediateSigningKey: object.collectOptional(.intermediateSigningKey) { value throws(WireFailure) in
                try IntermediateSigningKey(wire: value, decoding)
            },
            signedMessage: signedMessage, sealedMessage: sealed)
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.signature, signature.base64EncodedString())
            if let intermediateSigningKey {
                object.add(.intermediateSigningKey) { intermediateSigningKey.write(to: &$0) }
            }
            object.add(.protocolVersion, protocolVersion.rawValue)
            object.add(.signedMessage, signedMessage)
        }
    }
}

extension GooglePayToken.IntermediateSigningKey {
    /// The intermediate key's members.
    @usableFromInline enum WireKeys: Int, GooglePayTokenFormatKey {
        case signedKey, signatures
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var isUsuallyPresent: Bool { true }
        @usableFromInline var shape: WireShape { self == .signatures ? .array(.string) : .string }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        var key: GooglePaySignedKey?
        let signedKey =
            object.collectRequired(.signedKey) { value throws(WireFailure) -> String in
                let text = try decoding.string(value)
                key = try decoding.embedded(text) { node, inner throws(WireFailure) in
                    try GooglePaySignedKey(wire: node, inner)
                }
                return text
            } ?? ""
        let signatures =
            object.collectRequired(.signatures) { value throws(WireFailure) in
                try decoding.array(value) { element throws(WireFailure) in
                    decoding.attempt { () throws(WireFailure) in try decoding.googlePayBase64(element) } ?? Data()
                }
            } ?? []
        self.init(signedKey: signedKey, signatures: signatures, key: key)
    }

    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.signedKey, signedKey)
            object.add(.signatures, each: signatures) { signature, output in
                output.string(signature.base64EncodedString())
            }
        }
    }
}

extension GooglePayToken: JSONDocument {
    /// The token's members in the order Google's guide writes them.
    public static let jsonFormat = JSONDocumentFormat<GooglePayToken>.wire
}
