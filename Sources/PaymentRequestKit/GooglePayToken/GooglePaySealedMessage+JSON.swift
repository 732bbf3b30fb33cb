#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePaySealedMessage: WireDocument {
    /// The sealed message's members, in the order Google's tokens write them.
    @usableFromInline package enum WireKeys: Int, GooglePayTokenFormatKey {
        case encryptedMessage, ephemeralPublicKey, tag
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var isUsuallyPresent: Bool { true }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        self.init(
            encryptedMessage: object.googlePayBase64(.encryptedMessage),
            ephemeralPublicKey: object.googlePayBase64(.ephemeralPublicKey), tag: object.googlePayBase64(.tag))
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.encryptedMessage, encryptedMessage.base64EncodedString())
            object.add(.ephemeralPublicKey, ephemeralPublicKey.base64EncodedString())
            object.add(.tag, tag.base64EncodedString())
        }
    }
}

extension GooglePaySealedMessage: JSONDocument {
    /// The sealed message's members in a fixed order.
    public static let jsonFormat = JSONDocumentFormat<GooglePaySealedMessage>.wire
}
