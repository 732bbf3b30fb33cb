import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Google Pay payment method tokens made under test keys, for a server's own tests: FOR TESTS ONLY.
///
/// A minter makes its own root signing keys (one per protocol, each with an expiry in 2100), and a merchant key,
/// all fresh P-256 keys; ``mint(_:message:now:negative:)`` signs and seals a message as Google does, in the format
/// of Google's payment data cryptography guide and Tink's `PaymentMethodTokenSender`: for `ECv1` the root key signs
/// the message; for `ECv2` and `ECv2SigningOnly` the root key signs a fresh intermediate signing key, valid for
/// seven days, which signs the message; the signed data are length-prefixed as Tink prefixes them (`"Google"`, the
/// recipient, the protocol, the signed message). `ECv1` and `ECv2` seal the message with ECIES: an ephemeral
/// key's ECDH with the merchant key, HKDF-SHA256 (`info` `"Google"`), AES-CTR and an HMAC-SHA256 tag.
///
/// A ``GooglePayTokenDecryptor`` with the minter's ``rootSigningKeys`` and ``merchantKey`` opens every token; none
/// verifies under Google's published keys. A ``Negative`` token breaks one step of verification, which the
/// decryptor refuses with that step's code.
///
/// ```swift
/// let minter = try GooglePayTestTokenMinter(recipient: .merchant("12345678901234567890"))
/// let message = GooglePayTestTokenMinter.cardMessage(now: now, messageId: "TEST-1")
/// let token = try minter.mint(.ecV2, message: message, now: now)
/// let decryptor = GooglePayTokenDecryptor(
///     recipient: minter.recipient, rootKeys: minter.rootSigningKeys, keys: [minter.merchantKey])
/// let opened = try decryptor.unseal(jsonData: token, now: now)
/// ```
public struct GooglePayTestTokenMinter: Sendable {
    /// A token that breaks one step of verification.
    public enum Negative: String, Sendable, Hashable, CaseIterable {
        /// Signed for another recipient than the minter's (`gateway:` for `merchant:`, and the reverse).
        case otherRecipient = "other-recipient"
        /// Signed by a root key that is not in ``GooglePayTestTokenMinter/rootSigningKeys``.
        case unknownRoot = "unknown-root"
        /// An intermediate signing key whose `keyExpiration` is before now (`ECv2` and `ECv2SigningOnly`).
        case expiredIntermediateKey = "expired-intermediate-key"
        /// A message whose `messageExpiration` is before now: the message's own is replaced.
        case expiredMessage = "expired-message"
        /// A tag computed over other data than the ciphertext (`ECv1` and `ECv2`).
        case tagOverOtherData = "tag-over-other-data"

        /// The code ``GooglePayTokenDecryptor`` refuses such a token with, for a protocol.
        public func expectedCode(for version: GooglePayProtocolVersion) -> PaymentTokenError.Code {
            switch self {
            case .otherRecipient: .googlePayRecipientMismatch
            case .unknownRoot:
                version == .ecV1 ? .googlePayMessageSignatureNotVerified : .googlePayIntermediateSignatureNotVerified
            case .expiredIntermediateKey: .googlePayIntermediateKeyExpired
            case .expiredMessage: .googlePayMessageExpired
            case .tagOverOtherData: .googlePayTagMismatch
            }
        }

        /// Whether the step exists in a protocol: `ECv1` has no intermediate key, `ECv2SigningOnly` no tag.
        public func applies(to version: GooglePayProtocolVersion) -> Bool {
            switch self {
            case .expiredIntermediateKey: version != .ecV1
            case .tagOverOtherData: version != .ecV2SigningOnly
            default: true
            }
        }
    }

    /// The recipient every token is signed for: `merchant:` and the merchant's identifier, or `gateway:` and the
    /// gateway's.
    public let recipient: GooglePayRecipient
    /// The test root signing keys, one per protocol, as a decryptor takes them.
    public let rootSigningKeys: GooglePayRootSigningKeys
    /// The merchant's private key, which every sealed token is sealed to.
    public let merchantKey: GooglePayPrivateKey
    /// The merchant's private key as PKCS #8 PEM (`BEGIN PRIVATE KEY`), for a test's files.
    public let merchantKeyPEM: Data
    private let roots: [GooglePayProtocolVersion: OpenSSL.Key]

    /// The root keys' expiry, 2100-01-01, in milliseconds: far enough that any test's clock is before it.
    static let rootKeyExpiration = "4102444800000"

    /// Makes fresh test keys for a recipient.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError`` with `invalidKey` when the recipient is not
    ///   `merchant:` or `gateway:` and an identifier (the recipients Google signs for, as
    ///   ``PaymentRequestKit/GooglePayRecipient/init(_:)`` reads them), or OpenSSL cannot make a key.
    public init(recipient: GooglePayRecipient) throws(PaymentTokenError) {
        guard GooglePayRecipient(recipient.rawValue) != nil, recipient.rawValue.utf8.count <= 256 else {
            throw PaymentTokenError(
                .invalidKey,
                "recipient \(quoted(recipient.rawValue)) is not \"merchant:\" or \"gateway:\" and an identifier: Google signs for no other"
            )
        }
        self.recipient = recipient
        var roots: [GooglePayProtocolVersion: OpenSSL.Key] = [:]
        for version in [GooglePayProtocolVersion.ecV1, .ecV2, .ecV2SigningOnly] {
            roots[version] = try OpenSSL.generateP256()
        }
        self.roots = roots
        rootSigningKeys = GooglePayRootSigningKeys(
            keys: try [GooglePayProtocolVersion.ecV1, .ecV2, .ecV2SigningOnly].map {
                version throws(PaymentTokenError) in
                GooglePayRootSigningKeys.Key(
                    keyValue: try roots[version]!.subjectPublicKeyInfo(), protocolVersion: version,
                    keyExpiration: Self.rootKeyExpiration)
            })
        let merchant = try OpenSSL.generateP256()
        merchantKeyPEM = try merchant.pkcs8PEM()
        merchantKey = try GooglePayPrivateKey(merchantKeyPEM)
    }

    /// The root signing keys as the JSON list Google publishes, for a test's files.
    public var rootSigningKeysJSON: Data { rootSigningKeys.jsonData(prettyPrinted: true) }

    /// Signs, and for `ECv1` and `ECv2` seals, a message as Google does, or breaks one step of it.
    ///
    /// - Parameters:
    ///   - version: `ECv1`, `ECv2` or `ECv2SigningOnly`.
    ///   - message: The message's JSON, such as ``cardMessage(now:messageId:authMethod:pan:)`` makes.
    ///   - now: The clock the intermediate key's seven days, and an expired message or key, are counted from.
    ///   - negative: The step to break, or `nil` for a token the decryptor opens.
    /// - Throws: ``PaymentRequestKit/PaymentTokenError`` with `invalidKey` for a protocol the minter does not
    ///   make or a negative that does not apply to it, and with `invalidPaymentData` for a message that
    ///   ``PaymentRequestKit/GooglePayPaymentMessage`` does not read.
    public func mint(
        _ version: GooglePayProtocolVersion, message: Data, now: Date, negative: Negative? = nil
    ) throws(PaymentTokenError) -> Data {
        guard let root = roots[version] else {
            throw PaymentTokenError(.invalidKey, "protocolVersion \(quoted(version.rawValue)) is not one Google signs")
        }
        if let negative, !negative.applies(to: version) {
            throw PaymentTokenError(
                .invalidKey,
                "a \(negative.rawValue) token does not exist in \(version.rawValue): that step is not in it")
        }
        let milliseconds = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        let plaintext = try Self.carriedMessage(message, now: now, negative: negative)
        let signedMessage: String
        if version == .ecV2SigningOnly {
            signedMessage = String(decoding: plaintext, as: UTF8.self)
        } else {
            signedMessage = try seal(plaintext, version: version, breakingTag: negative == .tagOverOtherData)
        }
        let signedFor = negative == .otherRecipient ? otherRecipient : recipient.rawValue
        let signer = negative == .unknownRoot ? try OpenSSL.generateP256() : root
        var members: [JSONValue.Member] = []
        let messageSigner: OpenSSL.Key
        if version == .ecV1 {
            messageSigner = signer
        } else {
            let intermediate = try OpenSSL.generateP256()
            let expiration = negative == .expiredIntermediateKey ? milliseconds - 1 : milliseconds + 7 * 86_400_000
            let signedKey = String(
                decoding: JSONValue.object([
                    .init(
                        key: "keyValue", value: .string(try intermediate.subjectPublicKeyInfo().base64EncodedString())),
                    .init(key: "keyExpiration", value: .string(String(expiration))),
                ]).bytes(), as: UTF8.self)
            let keySignature = try signer.signECDSA(Self.lengthPrefixed("Google", version.rawValue, signedKey))
            members.append(
                .init(
                    key: "intermediateSigningKey",
                    value: .object([
                        .init(key: "signedKey", value: .string(signedKey)),
                        .init(key: "signatures", value: .array([.string(keySignature.base64EncodedString())])),
                    ])))
            messageSigner = intermediate
        }
        let signature = try messageSigner.signECDSA(
            Self.lengthPrefixed("Google", signedFor, version.rawValue, signedMessage))
        members.insert(.init(key: "signature", value: .string(signature.base64EncodedString())), at: 0)
        members.append(.init(key: "protocolVersion", value: .string(version.rawValue)))
        members.append(.init(key: "signedMessage", value: .string(signedMessage)))
        return Data(JSONValue.object(members).bytes())
    }

    /// A card payment's message, `PAN_ONLY` or `CRYPTOGRAM_3DS`, expiring five minutes after `now`; a test card
    /// number and expiry unless given.
    public static func cardMessage(
        now: Date, messageId: String, authMethod: GooglePayPaymentMessage.AuthMethod = .panOnly,
        pan: String = "4111111111111111"
    ) -> Data {
        let expiration = Int64((now.timeIntervalSince1970 * 1000).rounded(.down)) + 5 * 60_000
        var details: [JSONValue.Member] = [
            .init(key: "pan", value: .string(pan)),
            .init(key: "expirationMonth", value: .number("12")),
            .init(key: "expirationYear", value: .number("2030")),
            .init(key: "authMethod", value: .string(authMethod.rawValue)),
        ]
        if authMethod == .cryptogram3DS {
            details.append(.init(key: "cryptogram", value: .string("AAAAAA8qP9gIAAAAAAAAAAAAAAA=")))
            details.append(.init(key: "eciIndicator", value: .string("05")))
        }
        return Data(
            JSONValue.object([
                .init(key: "messageExpiration", value: .string(String(expiration))),
                .init(key: "messageId", value: .string(messageId)),
                .init(key: "paymentMethod", value: .string("CARD")),
                .init(key: "paymentMethodDetails", value: .object(details)),
            ]).bytes())
    }

    /// ECIES as Google seals a message: the ephemeral point and the ECDH secret through HKDF-SHA256 into an AES key
    /// and an HMAC key (16 bytes each for `ECv1`, 32 for `ECv2`), AES-CTR with a zero IV, and the tag.
    private func seal(_ plaintext: Data, version: GooglePayProtocolVersion, breakingTag: Bool) throws(PaymentTokenError)
        -> String
    {
        let ephemeral = try OpenSSL.generateP256()
        guard let agreement = OpenSSL.KeyAgreement(ephemeral) else {
            throw PaymentTokenError(.invalidKey, "The ephemeral key cannot agree on a key: \(OpenSSL.errors())")
        }
        let shared = try agreement.sharedSecret(merchantKey.key, checkingPeer: true)
        let point = try ephemeral.uncompressedPoint()
        let size = version == .ecV1 ? 16 : 32
        let cryptography = OpenSSLGooglePayCryptography(keys: [])
        do {
            let keys = try cryptography.hkdfSHA256(
                secret: point + shared, salt: Data(), info: Data("Google".utf8), length: 2 * size)
            let ciphertext = try cryptography.aesCTR(plaintext, key: keys.prefix(size))
            let tag = try cryptography.hmacSHA256(
                key: keys.suffix(size), data: breakingTag ? ciphertext + Data("other".utf8) : ciphertext)
            return String(
                decoding: JSONValue.object([
                    .init(key: "encryptedMessage", value: .string(ciphertext.base64EncodedString())),
                    .init(key: "ephemeralPublicKey", value: .string(point.base64EncodedString())),
                    .init(key: "tag", value: .string(tag.base64EncodedString())),
                ]).bytes(), as: UTF8.self)
        } catch let error as PaymentTokenError {
            throw error
        } catch {
            throw PaymentTokenError(.decryptionFailed, "Sealing failed: \(error)")
        }
    }

    /// The recipient of the other kind with the same identifier: what a token signed for someone else names.
    private var otherRecipient: String {
        let raw = recipient.rawValue
        return raw.hasPrefix("merchant:") ? "gateway:" + raw.dropFirst(9) : "merchant:" + raw.dropFirst(8)
    }

    /// Tink's signed data: each part's UTF-8 after its length as four little-endian bytes.
    static func lengthPrefixed(_ parts: String...) -> Data {
        var data = Data()
        for part in parts {
            let bytes = Array(part.utf8)
            withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { data.append(contentsOf: $0) }
            data.append(contentsOf: bytes)
        }
        return data
    }

    /// The message's members, when it is a message the library reads: one it would refuse is one Google never signs.
    private static func object(_ message: Data, now: Date) throws(PaymentTokenError) -> [JSONValue.Member] {
        let report = GooglePayPaymentMessage.validate(jsonData: message, for: .web(now: now))
        guard report.isValid else {
            throw PaymentTokenError(
                .invalidPaymentData,
                "message is not a message Google signs: \(ValidationReport(violations: report.errors))")
        }
        guard let value = try? JSONValue.document(message, limits: .default), case .object(let members) = value
        else {
            throw PaymentTokenError(.invalidPaymentData, "message is not a JSON object: Google signs a JSON message")
        }
        return members
    }

    /// The message as a token minted with `negative` carries it, and as the decryptor returns it: the message
    /// itself, or for ``Negative/expiredMessage`` the message with a `messageExpiration` a millisecond before now.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError`` with `invalidPaymentData` when the message is not one
    ///   ``PaymentRequestKit/GooglePayPaymentMessage`` reads.
    public static func carriedMessage(_ message: Data, now: Date, negative: Negative? = nil) throws(PaymentTokenError)
        -> Data
    {
        let members = try object(message, now: now)
        guard negative == .expiredMessage else { return message }
        let expiration = Int64((now.timeIntervalSince1970 * 1000).rounded(.down)) - 1
        return Data(
            JSONValue.object(
                [.init(key: "messageExpiration", value: .string(String(expiration)))]
                    + members.filter { $0.key != "messageExpiration" }
            ).bytes())
    }
}
