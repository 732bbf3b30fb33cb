/// The protocol of a Google Pay payment method token: which keys sign it and how its message is sealed.
///
/// Tink's `PaymentMethodTokenConstants` defines three: `ECv1` (signed by a root key, AES-128-CTR and a 16-byte
/// HMAC key), `ECv2` (signed by an intermediate key the root signs, AES-256-CTR and a 32-byte HMAC key) and
/// `ECv2SigningOnly` (signed as `ECv2`, not encrypted). Another value is carried as read, and refused.
public struct GooglePayProtocolVersion: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The version as the token writes it, such as `"ECv2"`.
    public let rawValue: String

    /// Creates a version from the token's text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The version, as written.
    public var description: String { rawValue }

    /// `ECv1`: the message signed by one of Google's root keys, sealed with AES-128-CTR and HMAC-SHA256.
    public static var ecV1: Self { Self(rawValue: "ECv1") }
    /// `ECv2`: an intermediate key signed by a root key, the message by it, sealed with AES-256-CTR and
    /// HMAC-SHA256.
    public static var ecV2: Self { Self(rawValue: "ECv2") }
    /// `ECv2SigningOnly`: signed as `ECv2`, the message in the clear.
    public static var ecV2SigningOnly: Self { Self(rawValue: "ECv2SigningOnly") }

    /// The versions this library verifies.
    public static var known: [Self] { [.ecV1, .ecV2, .ecV2SigningOnly] }

    /// Whether the library verifies tokens of this version.
    public var isKnown: Bool { Self.known.contains(self) }

    /// Whether the message is signed by an intermediate key that a root key signs (`ECv2`, `ECv2SigningOnly`).
    public var hasIntermediateSigningKey: Bool { self == .ecV2 || self == .ecV2SigningOnly }

    /// Whether the message is encrypted (`ECv1`, `ECv2`).
    public var isEncrypted: Bool { self == .ecV1 || self == .ecV2 }

    /// The lengths of the AES-CTR key and of the HMAC-SHA256 key that HKDF derives: 16 and 16 for `ECv1`, 32 and 32
    /// for `ECv2` (Tink's `ProtocolVersionConfig`).
    var symmetricKeyLengths: (aes: Int, hmac: Int) { self == .ecV1 ? (16, 16) : (32, 32) }
}
