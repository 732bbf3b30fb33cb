#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePaySignedKey: WireDocument {
    /// The signed key's members; others are allowed (Tink's `validateSignedKey`), and noted.
    @usableFromInline package enum WireKeys: Int, WireKey {
        case keyValue, keyExpiration
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var isUsuallyPresent: Bool { true }
        @usableFromInline package static var unknownKeyNote: String {
            "is not a member of Google Pay's signed key; Tink allows it"
        }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        self.init(
            keyValue: object.googlePayBase64(.keyValue),
            keyExpiration: object.googlePayMilliseconds(.keyExpiration, required: true) ?? "")
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.keyValue, keyValue.base64EncodedString())
            object.add(.keyExpiration, keyExpiration)
        }
    }
}

extension GooglePaySignedKey: JSONDocument {
    /// The signed key's members in a fixed order.
    public static let jsonFormat = JSONDocumentFormat<GooglePaySignedKey>.wire
}

extension WireDecoding {
    /// A Google time: milliseconds since 1970 as a string of decimal digits, as Tink's `Long.parseLong` reads it.
    func googlePayMilliseconds(_ value: JSONNode) throws(WireFailure) -> String {
        let text = try string(value)
        guard GooglePayMilliseconds.value(text) != nil else {
            throw fail(
                .googlePayExpirationInvalid,
                "\(quoted(text, limit: 40)) is not a time in milliseconds since 1970 (1 to 15 decimal digits)")
        }
        return text
    }
}
