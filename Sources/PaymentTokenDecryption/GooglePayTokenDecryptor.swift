import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Verifies and decrypts Google Pay tokens in one call, for a merchant's server or a gateway: Tink's steps, each
/// failure with its own code, then the message checked and matched against the request.
///
/// ```swift
/// let decryptor = GooglePayTokenDecryptor(
///     recipient: .merchant("12345678901234567890"), rootKeys: try GooglePayRootSigningKeys(jsonData: keysJSON),
///     keys: [try GooglePayPrivateKey(privateKeyPEM)], replayGuard: InMemoryReplayGuard())
///
/// func charge(_ token: Data, at now: Date) throws -> GooglePayPaymentMessage {
///     try decryptor.decrypt(jsonData: token, now: now)
/// }
/// ```
///
/// The steps are ``PaymentRequestKit/GooglePayToken``'s `decrypt(using:...)`: the token's structure, Google's
/// root keys for its protocol, the intermediate key's signature and expiry, the message's signature for
/// ``recipient``, the tag under each of ``keys`` in turn, AES-CTR, the message's expiry, ``replayGuard`` on its
/// `messageId` until it expires, and the message's checks. Root and intermediate public keys are parsed once and
/// shared by copies of the decryptor.
public struct GooglePayTokenDecryptor: Sendable {
    /// Who the tokens are for: `merchant:` and the merchant's Google identifier, or `gateway:` and the gateway's.
    public var recipient: GooglePayRecipient
    /// Google's root signing keys, as the server last fetched them.
    public var rootKeys: GooglePayRootSigningKeys
    /// The merchant's private keys: several during a rotation, tried in turn.
    public var keys: [GooglePayPrivateKey]
    /// Where message identifiers are remembered; shared by every server that decrypts for the merchant.
    public var replayGuard: (any PaymentTokenReplayGuard)?
    /// The protocol versions the merchant accepts; a token of another is refused with
    /// ``PaymentRequestKit/PaymentTokenError/Code/unsupportedVersion`` before any key is used. All three by
    /// default; a merchant whose integration asks for `ECv2` only pins it here, so that an `ECv1` token signed by a
    /// root key alone is never accepted.
    public var allowedProtocols: Set<GooglePayProtocolVersion>
    /// The longest a message may live, from its making to its `messageExpiration`: the start of its window for
    /// the replay guard (``PaymentRequestKit/GooglePayToken/maximumMessageLifetime`` by default).
    public var maximumMessageLifetime: TimeInterval
    private let publicKeys = PublicKeyStore()

    /// Creates a decryptor.
    public init(
        recipient: GooglePayRecipient, rootKeys: GooglePayRootSigningKeys, keys: [GooglePayPrivateKey],
        replayGuard: (any PaymentTokenReplayGuard)? = nil,
        allowedProtocols: Set<GooglePayProtocolVersion> = [.ecV1, .ecV2, .ecV2SigningOnly],
        maximumMessageLifetime: TimeInterval = GooglePayToken.maximumMessageLifetime
    ) {
        self.recipient = recipient
        self.rootKeys = rootKeys
        self.keys = keys
        self.replayGuard = replayGuard
        self.allowedProtocols = allowedProtocols
        self.maximumMessageLifetime = maximumMessageLifetime
    }

    /// Refuses a token whose protocol the merchant does not accept.
    private func allowed(_ token: GooglePayToken) throws(PaymentTokenError) -> GooglePayToken {
        guard allowedProtocols.contains(token.protocolVersion) else {
            throw PaymentTokenError(
                .unsupportedVersion,
                "The token's protocol is \(token.protocolVersion); this decryptor accepts \(allowedProtocols.map(\.rawValue).sorted().joined(separator: ", "))"
            )
        }
        return token
    }

    private var cryptography: OpenSSLGooglePayCryptography {
        OpenSSLGooglePayCryptography(keys: keys, publicKeys: publicKeys)
    }

    /// Verifies and decrypts a token given as its JSON, and checks its message.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError``, whose code says which step failed.
    public func decrypt(jsonData data: Data, now: Date, request: GooglePayPaymentDataRequest? = nil)
        throws(PaymentTokenError) -> GooglePayPaymentMessage
    {
        try decrypt(GooglePayToken.checked(jsonData: data), now: now, request: request)
    }

    /// Verifies and decrypts a token, and checks its message.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError``, whose code says which step failed.
    public func decrypt(_ token: GooglePayToken, now: Date, request: GooglePayPaymentDataRequest? = nil)
        throws(PaymentTokenError) -> GooglePayPaymentMessage
    {
        try allowed(token).decrypt(
            using: cryptography, recipient: recipient, rootKeys: rootKeys, now: now, request: request,
            replayGuard: replayGuard, maximumMessageLifetime: maximumMessageLifetime)
    }

    /// Verifies and decrypts a token given as its JSON without blocking a thread while the replay guard answers.
    public func decrypt(jsonData data: Data, now: Date, request: GooglePayPaymentDataRequest? = nil)
        async throws(PaymentTokenError) -> GooglePayPaymentMessage
    {
        try await decrypt(GooglePayToken.checked(jsonData: data), now: now, request: request)
    }

    /// Verifies and decrypts a token without blocking a thread while the replay guard answers.
    public func decrypt(_ token: GooglePayToken, now: Date, request: GooglePayPaymentDataRequest? = nil)
        async throws(PaymentTokenError) -> GooglePayPaymentMessage
    {
        try await allowed(token).decrypt(
            using: cryptography, recipient: recipient, rootKeys: rootKeys, now: now, request: request,
            replayGuard: replayGuard, maximumMessageLifetime: maximumMessageLifetime)
    }

    /// Verifies a token and opens its message, returning its bytes, as Tink's `unseal` does: for messages that are
    /// not payment methods (Tink's own tests seal the text `plaintext`). As Tink's, it refuses a JSON message whose
    /// `messageExpiration` is at or before `now` (``PaymentRequestKit/PaymentTokenError/Code/googlePayMessageExpired``).
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError``, whose code says which step failed.
    public func unseal(jsonData data: Data, now: Date) throws(PaymentTokenError) -> Data {
        try allowed(GooglePayToken.checked(jsonData: data)).unseal(
            using: cryptography, recipient: recipient, rootKeys: rootKeys, now: now)
    }
}
