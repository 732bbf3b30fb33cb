#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The keys of Google Pay's token format: the token, its intermediate key and its sealed message, whose members
/// Tink requires exactly.
protocol GooglePayTokenFormatKey: WireKey {}

extension GooglePayTokenFormatKey {
    static var unknownKeyNote: String { "is not a member of Google Pay's token format, and Tink refuses the token" }
    static var unknownKeyRule: ValidationRule { .googlePayMemberUnexpected }
}

extension WireDecoding {
    /// Standard Base64 of a Google Pay token, as Tink's `Base64.decode` reads it.
    func googlePayBase64(_ value: JSONNode) throws(WireFailure) -> Data {
        try base64(value, rule: .googlePayBase64)
    }
}
