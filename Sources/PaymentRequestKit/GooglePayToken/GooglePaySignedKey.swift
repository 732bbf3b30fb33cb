#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The intermediate signing key of an `ECv2` Google Pay token: the JSON document its `signedKey` string holds.
///
/// `keyValue` is a DER SubjectPublicKeyInfo of a P-256 key in Base64; `keyExpiration`, milliseconds since 1970 as
/// a decimal string, is required. Other members are allowed, as Tink allows them "so we can extend the protocol".
public struct GooglePaySignedKey: Sendable, Hashable {
    /// The key's DER SubjectPublicKeyInfo.
    public var keyValue: Data
    /// When the key expires, in milliseconds since 1970, as the token writes it.
    public var keyExpiration: String

    /// When the key expires; `nil` when ``keyExpiration`` is not a count of milliseconds.
    public var expirationDate: Date? { GooglePayMilliseconds.date(keyExpiration) }

    /// Creates a signed key.
    public init(keyValue: Data, keyExpiration: String) {
        self.keyValue = keyValue
        self.keyExpiration = keyExpiration
    }
}

/// Google's times: milliseconds since 1970 as a string of decimal digits.
enum GooglePayMilliseconds {
    /// The value of 1 to 15 digits (until the year 33658), or `nil`.
    static func value(_ text: String) -> Int64? {
        let digits = text.utf8
        guard (1...15).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int64(text)
    }

    static func date(_ text: String) -> Date? {
        value(text).map { Date(timeIntervalSince1970: Double($0) / 1000) }
    }

    /// Whether `text` is expired at `now`: an expiry at or before now is, as Tink judges (`expiration <= now`).
    static func isExpired(_ text: String, at now: Date) -> Bool {
        guard let value = value(text) else { return true }
        return value <= Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
    }
}
