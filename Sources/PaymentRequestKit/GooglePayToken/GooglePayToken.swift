#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A Google Pay payment method token: what `paymentMethodData.tokenizationData.token` holds for `DIRECT`
/// tokenization, as JSON text.
///
/// The token is signed by Google for one recipient (``GooglePayRecipient``) and, but for `ECv2SigningOnly`,
/// sealed to the merchant's public key. Its `signedMessage`, and for `ECv2` its intermediate key's `signedKey`,
/// are JSON documents held as strings: the signatures cover the strings as they decode, so the library keeps the
/// text and reads the document in it once, into ``sealedMessage`` and ``IntermediateSigningKey/key``.
///
/// The members are Tink's (`PaymentMethodTokenRecipient`): exactly `protocolVersion`, `signature` and
/// `signedMessage`, and for `ECv2` and `ECv2SigningOnly` also `intermediateSigningKey`, which holds exactly
/// `signedKey` and `signatures`. Decrypting takes the `PaymentTokenDecryption` product's
/// `GooglePayTokenDecryptor`; reading and checking the token needs no key.
public struct GooglePayToken: Sendable, Hashable {
    /// The protocol: `ECv1`, `ECv2` or `ECv2SigningOnly`.
    public var protocolVersion: GooglePayProtocolVersion
    /// The ECDSA-SHA256 signature (DER) over the signed bytes of ``signedMessage``.
    public var signature: Data
    /// For `ECv2` and `ECv2SigningOnly`, the key that signs the message, signed by one of Google's root keys.
    public var intermediateSigningKey: IntermediateSigningKey?
    /// The signed message as the token's JSON string holds it: for `ECv1` and `ECv2` the JSON of the sealed
    /// message, for `ECv2SigningOnly` the message itself.
    public var signedMessage: String {
        didSet { sealedMessage = Self.sealedMessage(in: signedMessage, protocolVersion) }
    }
    /// The sealed message ``signedMessage`` holds, for `ECv1` and `ECv2`; `nil` when it does not hold one.
    public private(set) var sealedMessage: GooglePaySealedMessage?

    /// Creates a token; the sealed message is read from `signedMessage`.
    public init(
        protocolVersion: GooglePayProtocolVersion, signature: Data, intermediateSigningKey: IntermediateSigningKey?,
        signedMessage: String
    ) {
        self.init(
            protocolVersion: protocolVersion, signature: signature, intermediateSigningKey: intermediateSigningKey,
            signedMessage: signedMessage,
            sealedMessage: Self.sealedMessage(in: signedMessage, protocolVersion))
    }

    init(
        protocolVersion: GooglePayProtocolVersion, signature: Data, intermediateSigningKey: IntermediateSigningKey?,
        signedMessage: String, sealedMessage: GooglePaySealedMessage?
    ) {
        self.protocolVersion = protocolVersion
        self.signature = signature
        self.intermediateSigningKey = intermediateSigningKey
        self.signedMessage = signedMessage
        self.sealedMessage = sealedMessage
    }

    private static func sealedMessage(in text: String, _ version: GooglePayProtocolVersion) -> GooglePaySealedMessage? {
        guard version != .ecV2SigningOnly else { return nil }
        return try? GooglePaySealedMessage(jsonData: Data(text.utf8))
    }

    /// The key that signs an `ECv2` message, with the signatures of Google's root keys over it.
    public struct IntermediateSigningKey: Sendable, Hashable {
        /// The key and its expiry as the token's JSON string holds them: what the root keys' signatures cover.
        public var signedKey: String {
            didSet { key = try? GooglePaySignedKey(jsonData: Data(signedKey.utf8)) }
        }
        /// ECDSA-SHA256 signatures (DER) over the signed bytes of ``signedKey``; one verifying under a root key is
        /// enough.
        public var signatures: [Data]
        /// The key ``signedKey`` holds; `nil` when it does not hold one.
        public private(set) var key: GooglePaySignedKey?

        /// Creates an intermediate key; its key is read from `signedKey`.
        public init(signedKey: String, signatures: [Data]) {
            self.init(
                signedKey: signedKey, signatures: signatures,
                key: try? GooglePaySignedKey(jsonData: Data(signedKey.utf8)))
        }

        init(signedKey: String, signatures: [Data], key: GooglePaySignedKey?) {
            self.signedKey = signedKey
            self.signatures = signatures
            self.key = key
        }
    }
}

extension GooglePayToken {
    /// What a signature of Google's covers: each part's UTF-8 preceded by its length as four little-endian bytes
    /// (Tink's `PaymentMethodTokenUtil.toLengthValue`).
    public static func signedBytes(_ parts: String...) -> Data {
        var bytes = Data()
        for part in parts {
            let count = UInt32(truncatingIfNeeded: part.utf8.count)
            bytes.append(contentsOf: [
                UInt8(count & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 24),
            ])
            bytes.append(contentsOf: part.utf8)
        }
        return bytes
    }

    /// The sender of every Google Pay token, the first part of what its signatures cover.
    public static let sender = "Google"

    /// What the message's signature covers: the sender, the recipient, the protocol version and ``signedMessage``.
    public func signedMessageBytes(for recipient: GooglePayRecipient) -> Data {
        Self.signedBytes(Self.sender, recipient.rawValue, protocolVersion.rawValue, signedMessage)
    }

    /// What the root keys' signatures over the intermediate key cover: the sender, the protocol version and
    /// `signedKey`; `nil` without an intermediate key.
    public var signedKeyBytes: Data? {
        intermediateSigningKey.map { Self.signedBytes(Self.sender, protocolVersion.rawValue, $0.signedKey) }
    }
}
