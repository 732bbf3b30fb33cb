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
/// 5. The transaction identifier has not been seen (``replayGuard``).
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
        // The structure, the signature's keyless checks and the signing time are the core's first step.
        let decrypted = try envelope.decrypt(
            using: OpenSSLPaymentTokenCryptography(key: key, root: root),
            merchantIdentifierHash: key.merchantIdentifierHash, now: now, allowedClockSkew: allowedClockSkew,
            root: root, replayGuard: replayGuard)
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

/// A replay guard for one process: each transaction identifier is remembered for the window, at most `capacity`
/// of them, the oldest forgotten first.
///
/// Servers behind a load balancer need a guard over a store they share (a database table with a unique key, a
/// cache with an expiry): a replayed token can reach any of them.
public final class InMemoryReplayGuard: PaymentTokenReplayGuard, @unchecked Sendable {
    /// How long an identifier is remembered: Apple's 5-minute window.
    public let window: TimeInterval
    /// The most identifiers remembered.
    public let capacity: Int
    private let lock = Lock()
    private var seen: [Data: Date] = [:]
    private var order: [(id: Data, at: Date)] = []
    private var head = 0

    /// Creates a guard remembering identifiers for `window` seconds, at most `capacity` of them.
    public init(window: TimeInterval = 300, capacity: Int = 100_000) {
        self.window = window
        self.capacity = max(1, capacity)
    }

    /// Records an identifier, refusing one seen within the window.
    public func record(transactionId: Data, at now: Date) -> Bool {
        lock.withLock { recordLocked(transactionId: transactionId, at: now) }
    }

    private func recordLocked(transactionId: Data, at now: Date) -> Bool {
        while head < order.count, order[head].at < now.addingTimeInterval(-window) || order.count - head > capacity {
            if seen[order[head].id] == order[head].at { seen[order[head].id] = nil }
            head += 1
        }
        if head > 4096, head * 2 > order.count {
            order.removeFirst(head)
            head = 0
        }
        if let at = seen[transactionId], at >= now.addingTimeInterval(-window) { return false }
        seen[transactionId] = now
        order.append((transactionId, now))
        if order.count - head > capacity {
            if seen[order[head].id] == order[head].at { seen[order[head].id] = nil }
            head += 1
        }
        return true
    }
}
