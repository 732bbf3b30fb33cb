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
///     let paymentData = payment.token.paymentDataJSON ?? Data()
///     return try decryptor.decrypt(paymentData: paymentData, now: now, request: request)
/// }
/// ```
///
/// (The same code stands in the package's tests, which run it on a real token.)
///
/// The steps, each failing with its own ``PaymentRequestKit/PaymentTokenError/Code``:
/// 1. The key the token names by `publicKeyHash` is found among ``keys`` (several during a rotation); when none is,
///    the token's other problems are reported first.
/// 2. With a request, the header's application data hash is the request's.
/// 3. The envelope's structure and its signature's keyless checks pass: the chain to the root, one signer, the
///    signing time within ``allowedClockSkew`` of `now`.
/// 4. The CMS signature and the certificate chain verify, with OpenSSL, at the signing time.
/// 5. The transaction is recorded by ``replayGuard`` until the signing time plus ``allowedClockSkew``, the last
///    moment the token could be accepted; one recorded already is a replay, and a guard that cannot record refuses
///    the token.
/// 6. The symmetric key is restored and the data opened with AES-GCM.
/// 7. The payment data decodes and passes its checks, and with a request, matches it: the currency, the amount
///    and the payment data type.
public struct PaymentTokenDecryptor: Sendable {
    /// The merchant's payment processing keys.
    public var keys: [MerchantPaymentProcessingKey]
    /// The root the signatures must chain to: Apple Root CA - G3, unless a test or sandbox says otherwise.
    public var root: PaymentTokenRoot
    /// How far a signing time may be from now, either side: 300 seconds, Apple's five minutes.
    public var allowedClockSkew: TimeInterval
    /// Where transaction identifiers are remembered; shared by every server that decrypts for the merchant.
    public var replayGuard: (any PaymentTokenReplayGuard)?

    /// Creates a decryptor.
    public init(
        keys: [MerchantPaymentProcessingKey], root: PaymentTokenRoot = .appleRootCAG3,
        allowedClockSkew: TimeInterval = 300, replayGuard: (any PaymentTokenReplayGuard)? = nil
    ) {
        self.keys = keys
        self.root = root
        self.allowedClockSkew = allowedClockSkew
        self.replayGuard = replayGuard
    }

    /// The key a token names by its public key hash.
    public func key(for publicKeyHash: Data) -> MerchantPaymentProcessingKey? {
        keys.first { $0.publicKeyHash == publicKeyHash }
    }

    /// Verifies and decrypts a token's `paymentData` given as JSON, read strictly.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError``; ``PaymentRequestKit/PaymentTokenError/Code/invalidToken``
    ///   with the report when the JSON is not a token's payment data.
    public func decrypt(paymentData json: Data, now: Date, request: PaymentRequest? = nil)
        throws(PaymentTokenError) -> DecryptedPaymentData
    {
        let envelope: PaymentTokenEnvelope
        do {
            envelope = try PaymentTokenEnvelope(jsonData: json)
        } catch {
            throw PaymentTokenError(
                .invalidToken, "The payment data is not a token's",
                report: PaymentTokenEnvelope.validate(jsonData: json))
        }
        return try decrypt(envelope, now: now, request: request)
    }

    /// Verifies and decrypts a token's payment data.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError``, whose code says which step failed.
    public func decrypt(_ envelope: PaymentTokenEnvelope, now: Date, request: PaymentRequest? = nil)
        throws(PaymentTokenError) -> DecryptedPaymentData
    {
        let key = try key(checking: envelope, now: now, request: request)
        let decrypted = try envelope.decrypt(
            using: OpenSSLPaymentTokenCryptography(key: key, root: root),
            merchantIdentifierHash: key.merchantIdentifierHash, now: now, allowedClockSkew: allowedClockSkew,
            root: root, replayGuard: replayGuard)
        return try checked(decrypted, now: now, request: request)
    }

    /// Verifies and decrypts a token's payment data as ``decrypt(_:now:request:)-(_,_,_)`` does, waiting for the
    /// replay guard without blocking a thread of Swift's cooperative pool: for servers on Swift concurrency, whose
    /// guard is a network store.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError``, whose code says which step failed.
    public func decrypt(_ envelope: PaymentTokenEnvelope, now: Date, request: PaymentRequest? = nil)
        async throws(PaymentTokenError) -> DecryptedPaymentData
    {
        let key = try key(checking: envelope, now: now, request: request)
        let decrypted = try await envelope.decrypt(
            using: OpenSSLPaymentTokenCryptography(key: key, root: root),
            merchantIdentifierHash: key.merchantIdentifierHash, now: now, allowedClockSkew: allowedClockSkew,
            root: root, replayGuard: replayGuard)
        return try checked(decrypted, now: now, request: request)
    }

    /// The key the token names, after the checks that need no cryptography and could refuse it first.
    private func key(checking envelope: PaymentTokenEnvelope, now: Date, request: PaymentRequest?)
        throws(PaymentTokenError) -> MerchantPaymentProcessingKey
    {
        guard let key = key(for: envelope.header.publicKeyHash) else {
            // The keyless checks still run, so that a token no key matches says what else is wrong with it.
            let keyless = ValidationReport(
                violations: envelope.validate(request: request).violations
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
        // The application data hash is the one check of the envelope that needs the request; it is cheap, and
        // refuses a token for another order before any cryptography.
        if request != nil {
            let matching = envelope.validate(request: request)
            guard matching.isValid else {
                throw PaymentTokenError(.invalidToken, "The token fails its checks", report: matching)
            }
        }
        return key
    }

    /// The decrypted data, once it passes its checks and matches the request.
    private func checked(_ decrypted: DecryptedPaymentData, now: Date, request: PaymentRequest?)
        throws(PaymentTokenError) -> DecryptedPaymentData
    {
        let report = decrypted.validate(now: now, request: request)
        guard report.isValid else {
            throw PaymentTokenError(
                .invalidPaymentData,
                request == nil ? "The payment data fails its checks" : "The payment is not the one requested",
                report: report)
        }
        return decrypted
    }
}
