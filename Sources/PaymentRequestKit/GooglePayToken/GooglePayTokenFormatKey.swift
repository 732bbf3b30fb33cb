#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The keys of Google Pay's token format: the token, its intermediate key and its sealed message, whose members
/// Tink requires exactly.
@usableFromInline protocol GooglePayTokenFormatKey: WireKey {}

extension GooglePayTokenFormatKey {
    @usableFromInline package static var unknownKeyNote: String {
        "is not a member of Google Pay's token format, and Tink refuses the token"
    }
    @usableFromInline package static var unknownKeyRule: ValidationRule { .googlePayMemberUnexpected }
}

extension WireDecoding {
    /// Standard Base64 of a Google Pay token, as Tink's `Base64.decode` reads it.
    func googlePayBase64(_ value: JSONNode) throws(WireFailure) -> Data {
        try base64(value, rule: .googlePayBase64)
    }
}

extension WireObject {
    /// A required Base64 member of Google Pay's formats; empty when it has a problem, which is recorded.
    func googlePayBase64(_ key: Key) -> Data {
        collectRequired(key) { value throws(WireFailure) in try decoding.googlePayBase64(value) } ?? Data()
    }

    /// A time member of Google Pay's formats, milliseconds as a string; `nil` when absent or with a problem.
    func googlePayMilliseconds(_ key: Key, required: Bool) -> String? {
        let read = { (value: JSONNode) throws(WireFailure) -> String in try decoding.googlePayMilliseconds(value) }
        return required ? collectRequired(key, read) : collectOptional(key, read)
    }
}
