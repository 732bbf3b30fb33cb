import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Verifies and decrypts payment tokens in one call, for a merchant's server: every check Apple's steps ask for,
/// then the payment data, matched against the request when it is given.
///
/// ```swift
/// let key = try MerchantPaymentProcessingKey(certificate: certificatePEM, privateKey: keyPEM)
/// let decryptor = PaymentTokenDecryptor(keys: [key], replayGuard: InMemoryReplayGuard())
///
/// func decrypt(_ payment: Payment, for request: PaymentRequest, at now: Date) throws -> DecryptedPaymentData {
///     try decryptor.decrypt(payment, now: now, request: request)
/// }
/// ```
///
/// (The same code stands in the package's tests, which run it on a real token.) The payment, or its token, is
/// decrypted where it was read: the envelope is read from the document's own tape, never written out and parsed
/// again, and its structure is checked once.
///
/// The steps, each failing with its own ``PaymentRequestKit/PaymentTokenError/Code``:
/// 1. The key the token names by `publicKeyHash` is found among ``keys`` (several during a rotation); when none is,
///    the token's other problems are reported first.
/// 2. The envelope's structure, the token's transaction identifier, and with a request the application data
///    hash, in one pass; then its signature's keyless checks: the chain to the root, one signer, the signing time
///    within ``allowedClockSkew`` of `now`.
/// 3. The CMS signature and the certificate chain verify, with OpenSSL, at the signing time; a chain verified
///    before is found in ``chainCache``, and the token's own signature is verified either way.
/// 4. The symmetric key is restored, the data opened with AES-GCM and decoded.
/// 5. The transaction is recorded by ``replayGuard`` for its window, from the signing time to the signing time
///    plus ``allowedClockSkew``, the last moment the token could be accepted; one recorded already is a replay, and
///    a guard that cannot record refuses the token. Only what opened is recorded, so that a modified copy of a
///    genuine token cannot burn it.
/// 6. The payment data passes its checks, and with a request, matches it: the currency, the amount and the
///    payment data type.
public struct PaymentTokenDecryptor: Sendable {
    /// The merchant's payment processing keys.
    public var keys: [MerchantPaymentProcessingKey]
    /// The root the signatures must chain to: Apple Root CA - G3, unless a test or sandbox says otherwise.
    public var root: PaymentTokenRoot {
        didSet { anchor = try? TrustAnchor.anchor(for: root) }
    }
    /// The root parsed and trusted, found when the root is set rather than in the process's list, behind a lock
    /// every thread shares, for each token; `nil` when OpenSSL cannot read the root, which each token then reports.
    private var anchor: TrustAnchor?
    /// How far a signing time may be from now, either side: 300 seconds, Apple's five minutes.
    public var allowedClockSkew: TimeInterval
    /// Where transaction identifiers are remembered; shared by every server that decrypts for the merchant.
    public var replayGuard: (any PaymentTokenReplayGuard)?
    /// Where the certificate chains that verified are kept, so that a token signed by a known chain needs one
    /// signature verified rather than three; `nil` verifies every chain in full. Copies of the decryptor share it.
    public var chainCache: VerifiedChainCache?

    /// Creates a decryptor, with a chain cache of its own unless given one (or `nil`).
    public init(
        keys: [MerchantPaymentProcessingKey], root: PaymentTokenRoot = .appleRootCAG3,
        allowedClockSkew: TimeInterval = 300, replayGuard: (any PaymentTokenReplayGuard)? = nil,
        chainCache: VerifiedChainCache? = VerifiedChainCache()
    ) {
        self.keys = keys
        self.root = root
        anchor = try? TrustAnchor.anchor(for: root)
        self.allowedClockSkew = allowedClockSkew
        self.replayGuard = replayGuard
        self.chainCache = chainCache
    }

    /// The key a token names by its public key hash.
    public func key(for publicKeyHash: Data) -> MerchantPaymentProcessingKey? {
        keys.first { $0.publicKeyHash == publicKeyHash }
    }

    /// Verifies and decrypts the token of a payment, as the `paymentauthorized` event carries it.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError``, whose code says which step failed.
    public func decrypt(_ payment: Payment, now: Date, request: PaymentRequest? = nil)
        throws(PaymentTokenError) -> DecryptedPaymentData
    {
        try decrypt(payment.token, now: now, request: request)
    }

    /// Verifies and decrypts a payment token, reading its envelope where the token's document holds it.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError``, whose code says which step failed;
    ///   ``PaymentRequestKit/PaymentTokenError/Code/invalidToken`` with the report when the token's payment data
    ///   is not an envelope.
    public func decrypt(_ token: PaymentToken, now: Date, request: PaymentRequest? = nil)
        throws(PaymentTokenError) -> DecryptedPaymentData
    {
        try decrypt(
            Self.envelope(of: token), now: now, request: request, transactionIdentifier: token.transactionIdentifier)
    }

    /// Verifies and decrypts a token's payment data.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError``, whose code says which step failed.
    public func decrypt(_ envelope: PaymentTokenEnvelope, now: Date, request: PaymentRequest? = nil)
        throws(PaymentTokenError) -> DecryptedPaymentData
    {
        try decrypt(envelope, now: now, request: request, transactionIdentifier: nil)
    }

    /// Verifies and decrypts the token of a payment as ``decrypt(_:now:request:)-(Payment,_,_)`` does, waiting for
    /// the replay guard without blocking a thread of Swift's cooperative pool: for servers on Swift concurrency,
    /// whose guard is a network store.
    public func decrypt(_ payment: Payment, now: Date, request: PaymentRequest? = nil)
        async throws(PaymentTokenError) -> DecryptedPaymentData
    {
        try await decrypt(payment.token, now: now, request: request)
    }

    /// Verifies and decrypts a payment token without blocking a thread while the replay guard answers.
    public func decrypt(_ token: PaymentToken, now: Date, request: PaymentRequest? = nil)
        async throws(PaymentTokenError) -> DecryptedPaymentData
    {
        try await decrypt(
            Self.envelope(of: token), now: now, request: request, transactionIdentifier: token.transactionIdentifier)
    }

    /// Verifies and decrypts a token's payment data without blocking a thread while the replay guard answers.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError``, whose code says which step failed.
    public func decrypt(_ envelope: PaymentTokenEnvelope, now: Date, request: PaymentRequest? = nil)
        async throws(PaymentTokenError) -> DecryptedPaymentData
    {
        try await decrypt(envelope, now: now, request: request, transactionIdentifier: nil)
    }

    func decrypt(
        _ envelope: PaymentTokenEnvelope, now: Date, request: PaymentRequest?, transactionIdentifier: String?
    ) throws(PaymentTokenError) -> DecryptedPaymentData {
        let key = try key(checking: envelope, now: now, request: request, transactionIdentifier: transactionIdentifier)
        let decrypted = try envelope.decrypt(
            using: OpenSSLPaymentTokenCryptography(key: key, root: root, chainCache: chainCache, anchor: anchor),
            merchantIdentifierHash: key.merchantIdentifierHash, now: now, allowedClockSkew: allowedClockSkew,
            root: root, transactionIdentifier: transactionIdentifier, request: request, replayGuard: replayGuard)
        return try checked(decrypted, now: now, request: request)
    }

    func decrypt(
        _ envelope: PaymentTokenEnvelope, now: Date, request: PaymentRequest?, transactionIdentifier: String?
    ) async throws(PaymentTokenError) -> DecryptedPaymentData {
        let key = try key(checking: envelope, now: now, request: request, transactionIdentifier: transactionIdentifier)
        let decrypted = try await envelope.decrypt(
            using: OpenSSLPaymentTokenCryptography(key: key, root: root, chainCache: chainCache, anchor: anchor),
            merchantIdentifierHash: key.merchantIdentifierHash, now: now, allowedClockSkew: allowedClockSkew,
            root: root, transactionIdentifier: transactionIdentifier, request: request, replayGuard: replayGuard)
        return try checked(decrypted, now: now, request: request)
    }

    /// A token's envelope, read in place.
    static func envelope(of token: PaymentToken) throws(PaymentTokenError) -> PaymentTokenEnvelope {
        do {
            return try token.envelope()
        } catch {
            throw PaymentTokenError(
                .invalidToken,
                token.isSimulated
                    ? "The iOS Simulator's token carries no payment data to decrypt"
                    : "The token's payment data is not an envelope",
                report: (error as? DecodingError)?.validationReport)
        }
    }

    /// The key the token names; a token no key matches is refused, with its other problems first.
    private func key(
        checking envelope: PaymentTokenEnvelope, now: Date, request: PaymentRequest?, transactionIdentifier: String?
    ) throws(PaymentTokenError) -> MerchantPaymentProcessingKey {
        guard let key = key(for: envelope.header.publicKeyHash) else {
            // The keyless checks still run, so that a token no key matches says what else is wrong with it.
            let keyless = ValidationReport(
                violations: envelope.validate(transactionIdentifier: transactionIdentifier, request: request).violations
                    + envelope.validateSignatureContainer(now: now, allowedClockSkew: allowedClockSkew, root: root)
                    .violations)
            guard keyless.isValid else {
                throw PaymentTokenError(.invalidToken, "The token fails its checks", report: keyless)
            }
            throw PaymentTokenError(
                .noMatchingKey,
                "No key of the \(keys.count) given has the token's public key hash \(envelope.header.publicKeyHash.base64EncodedString())"
            )
        }
        return key
    }

    /// The decrypted data, once it passes its checks and matches the request.
    private func checked(_ decrypted: DecryptedPaymentData, now: Date, request: PaymentRequest?)
        throws(PaymentTokenError) -> DecryptedPaymentData
    {
        try PaymentTokenError.refuse(
            decrypted.validate(now: now, request: request), "The payment data", requested: request != nil)
        return decrypted
    }
}
