#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Google's root signing keys: the list `{"keys": [{"keyValue", "protocolVersion", "keyExpiration"}]}` that Google
/// publishes, under which every Google Pay token's signatures are verified.
///
/// The library never fetches it: a server fetches it itself (production:
/// `https://payments.developers.google.com/paymentmethodtoken/keys.json`; test:
/// `https://payments.developers.google.com/paymentmethodtoken/test/keys.json`), honours its HTTP cache headers, and
/// hands the bytes here. Keys are chosen as Tink chooses them (``keys(for:now:)``): those of the token's protocol
/// whose `keyExpiration` is after now; an `ECv1` key may omit its expiry, a key of another protocol without one is
/// skipped.
public struct GooglePayRootSigningKeys: Sendable, Hashable {
    /// The keys, in the list's order.
    public var keys: [Key]

    /// Creates a list of keys.
    public init(keys: [Key]) {
        self.keys = keys
    }

    /// One root signing key.
    public struct Key: Sendable, Hashable {
        /// The key's DER SubjectPublicKeyInfo, a P-256 key.
        public var keyValue: Data
        /// The protocol whose tokens the key signs.
        public var protocolVersion: GooglePayProtocolVersion
        /// When the key expires, in milliseconds since 1970, as the list writes it; `nil` when it does not say.
        public var keyExpiration: String?

        /// Creates a key.
        public init(keyValue: Data, protocolVersion: GooglePayProtocolVersion, keyExpiration: String?) {
            self.keyValue = keyValue
            self.protocolVersion = protocolVersion
            self.keyExpiration = keyExpiration
        }

        /// When the key expires, or `nil` when the list does not say or the value is not milliseconds.
        public var expirationDate: Date? { keyExpiration.flatMap(GooglePayMilliseconds.date) }

        /// Whether Tink would use the key for a token of `version` at `now`: the same protocol, and an expiry after
        /// now, which only an `ECv1` key may omit.
        public func isUsable(for version: GooglePayProtocolVersion, now: Date) -> Bool {
            guard protocolVersion == version else { return false }
            guard let keyExpiration else { return version == .ecV1 }
            return !GooglePayMilliseconds.isExpired(keyExpiration, at: now)
        }
    }

    /// The keys that may verify a token of `version` at `now`, in the list's order (Tink's
    /// `parseTrustedSigningKeysJson`).
    public func keys(for version: GooglePayProtocolVersion, now: Date) -> [Data] {
        keys.filter { $0.isUsable(for: version, now: now) }.map(\.keyValue)
    }
}
