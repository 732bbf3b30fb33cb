#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The cryptography a merchant's server brings to verify and decrypt a payment token: the
/// `PaymentTokenDecryption` product's, over OpenSSL, or one of the server's choice (swift-crypto and
/// swift-certificates, or another).
///
/// The library writes no cryptography beyond SHA-256: it checks the token's structure and its signature's chain
/// without keys, assembles what is signed, derives the symmetric key from the shared secret with Apple's KDF, and
/// reads the decrypted data; the operations below are the implementation's.
public protocol PaymentTokenCryptography {
    /// Verifies the CMS signature over `signedData`: the leaf certificate's signature, and its chain through the
    /// intermediate to the root, at the signature's signing time.
    ///
    /// - Throws: When the signature or the chain does not verify.
    func verifySignature(_ signature: Data, over signedData: Data, now: Date) throws

    /// The ECDH shared secret of the merchant's payment processing private key and the token's ephemeral public
    /// key (a DER SubjectPublicKeyInfo on P-256): the 32-byte x-coordinate, leading zero bytes kept.
    ///
    /// - Throws: When the key agreement fails.
    func sharedSecret(ephemeralPublicKey: Data) throws -> Data

    /// The symmetric key of an `RSA_v1` token: `wrappedKey` decrypted with the merchant's RSA private key, with
    /// RSA-OAEP, SHA-256 and MGF1 with SHA-256.
    ///
    /// - Throws: When the key does not unwrap; the default implementation always throws, for an implementation
    ///   that decrypts `EC_v1` tokens only.
    func unwrapKey(_ wrappedKey: Data) throws -> Data

    /// Opens AES-GCM `data` (the ciphertext followed by its 16-byte tag) with `key` (32 bytes for AES-256, 16 for
    /// AES-128) and an initialisation vector of 16 zero bytes.
    ///
    /// - Throws: When authentication fails.
    func openAESGCM(_ data: Data, key: Data) throws -> Data
}

extension PaymentTokenCryptography {
    /// Refuses `RSA_v1` tokens, for an implementation without RSA.
    public func unwrapKey(_ wrappedKey: Data) throws -> Data {
        throw PaymentTokenError(.unsupportedVersion, "This cryptography does not unwrap RSA_v1 keys")
    }
}

extension PaymentTokenEnvelope {
    /// What the signature signs: the ephemeral public key (or wrapped key), the data, the transaction identifier
    /// and the application data hash, one after another.
    public var signedData: Data {
        var bytes = header.ephemeralPublicKey ?? header.wrappedKey ?? Data()
        bytes.append(data)
        bytes.append(contentsOf: header.transactionId)
        bytes.append(contentsOf: header.applicationData ?? Data())
        return bytes
    }

    /// The symmetric key of an `EC_v1` token, derived from the shared secret with Apple's KDF (NIST SP 800-56A
    /// single-step, SHA-256): SHA-256 of the counter 1, the shared secret, the algorithm identifier
    /// `"\u{0D}id-aes256-GCM"`, the party U `"Apple"` and the party V, the merchant identifier hash.
    ///
    /// - Parameters:
    ///   - sharedSecret: The ECDH shared secret.
    ///   - merchantIdentifierHash: The 32 bytes of the merchant certificate's extension 1.2.840.113635.100.6.32.
    public static func symmetricKey(sharedSecret: Data, merchantIdentifierHash: Data) -> Data {
        SHA256.hash(kdfInput(sharedSecret: sharedSecret, merchantIdentifierHash: merchantIdentifierHash))
    }

    /// What Apple's KDF hashes: the counter 1, the shared secret, the algorithm identifier, party U and party V.
    static func kdfInput(sharedSecret: Data, merchantIdentifierHash: Data) -> Data {
        var input = Data([0, 0, 0, 1])
        input.append(sharedSecret)
        input.append(contentsOf: [0x0D] + Array("id-aes256-GCM".utf8) + Array("Apple".utf8))
        input.append(merchantIdentifierHash)
        return input
    }

    /// Verifies and decrypts a token with the caller's cryptography, and decodes the payment data.
    ///
    /// The steps are Apple's: the token's structure (with the token's transaction identifier and the request's
    /// application data when they are given, in the same pass) and its signature's keyless checks (the chain to
    /// `root`, the signing time within `allowedClockSkew` of `now`), the signature verified by the cryptography,
    /// the symmetric key restored (ECDH and Apple's KDF for `EC_v1`, the unwrapped key for `RSA_v1`), AES-GCM with
    /// a 16-byte zero IV and the data decoded, then the replay check. The replay check comes after the data opened,
    /// so that neither a forged token nor a modified copy of a genuine one (an unsigned `publicKeyHash` naming the
    /// merchant's other key, say) can fill the guard or burn the genuine token; the guard remembers the
    /// transaction from its signing time until the signing time plus `allowedClockSkew`, the last moment the token
    /// could still be accepted.
    ///
    /// - Parameters:
    ///   - cryptography: The implementation, holding the merchant's payment processing key.
    ///   - merchantIdentifierHash: The merchant certificate's identifier hash, 32 bytes
    ///     (``merchantIdentifierHash(certificate:)``).
    ///   - now: The current date.
    ///   - allowedClockSkew: How far the signing time may be from `now`, either side; Apple says 5 minutes.
    ///   - root: The root the chain must lead to: Apple Root CA - G3, unless a test says otherwise.
    ///   - transactionIdentifier: The token's `transactionIdentifier`, which must be the header's, if known.
    ///   - request: The request that was paid, whose application data's hash must be the header's, if known.
    ///   - replayGuard: Where transaction identifiers are remembered, if anywhere.
    /// - Throws: ``PaymentTokenError``, whose code says which step failed.
    public func decrypt(
        using cryptography: some PaymentTokenCryptography, merchantIdentifierHash: Data, now: Date,
        allowedClockSkew: TimeInterval = 300, root: PaymentTokenRoot = .appleRootCAG3,
        transactionIdentifier: String? = nil, request: PaymentRequest? = nil,
        replayGuard: (any PaymentTokenReplayGuard)? = nil
    ) throws(PaymentTokenError) -> DecryptedPaymentData {
        let window = try verify(
            using: cryptography, merchantIdentifierHash: merchantIdentifierHash,
            checks: Checks(now: now, skew: allowedClockSkew, root: root, token: transactionIdentifier, request: request)
        )
        let decrypted = try open(using: cryptography, merchantIdentifierHash: merchantIdentifierHash)
        if let replayGuard {
            try Self.accept(
                Result { () throws(PaymentTokenError) in
                    try replayGuard.recordIfAbsent(replayIdentifier, window: window, now: now)
                }, header.transactionId)
        }
        return decrypted
    }

    /// Verifies and decrypts a token as its synchronous twin does, waiting for the replay guard without blocking
    /// the caller's thread: for servers on Swift concurrency, whose guard is a network store.
    public func decrypt(
        using cryptography: some PaymentTokenCryptography, merchantIdentifierHash: Data, now: Date,
        allowedClockSkew: TimeInterval = 300, root: PaymentTokenRoot = .appleRootCAG3,
        transactionIdentifier: String? = nil, request: PaymentRequest? = nil,
        replayGuard: (any PaymentTokenReplayGuard)? = nil
    ) async throws(PaymentTokenError) -> DecryptedPaymentData {
        let window = try verify(
            using: cryptography, merchantIdentifierHash: merchantIdentifierHash,
            checks: Checks(now: now, skew: allowedClockSkew, root: root, token: transactionIdentifier, request: request)
        )
        let decrypted = try open(using: cryptography, merchantIdentifierHash: merchantIdentifierHash)
        guard let replayGuard else { return decrypted }
        let recorded: Result<Bool, PaymentTokenError>
        do {
            recorded = .success(try await replayGuard.recordIfAbsent(replayIdentifier, window: window, now: now))
        } catch {
            recorded = .failure(error)
        }
        try Self.accept(recorded, header.transactionId)
        return decrypted
    }

    /// What the checks before any cryptography compare the token with: the time, the root, and what a token's
    /// document and the request that was paid say of it.
    struct Checks {
        var now: Date
        var skew: TimeInterval
        var root: PaymentTokenRoot
        /// The token's `transactionIdentifier`, which the header's must be.
        var token: String?
        /// The request that was paid, whose application data's hash the header's must be.
        var request: PaymentRequest?
    }

    /// The identifier the replay guard remembers the token by.
    var replayIdentifier: ReplayIdentifier { .applePay(transactionId: header.transactionId) }

    /// The replay check: the guard must have recorded the transaction now; a replay, or a guard that could not
    /// record (with the guard's error), refuses the token.
    static func accept(_ recorded: Result<Bool, PaymentTokenError>, _ transactionId: Data) throws(PaymentTokenError) {
        switch recorded {
        case .success(true): return
        case .success(false):
            throw PaymentTokenError(
                .replayed, "The transaction \(hexString(transactionId).prefix(16))... was already processed")
        case .failure(let error):
            // The guard's own error says why it could not record: the token is refused with it.
            throw error
        }
    }

    /// The checks before any key is used: the structure, the signature's keyless checks and the signature itself.
    /// Returns the token's window, from its signing time to the last moment it can be accepted, for which the
    /// guard remembers it.
    func verify(
        using cryptography: some PaymentTokenCryptography, merchantIdentifierHash: Data, checks: Checks
    ) throws(PaymentTokenError) -> ReplayWindow {
        // The structure and the request's application data, in one pass: the one check of a token that needs the
        // request, before any cryptography.
        let structure = violationLog(transactionIdentifier: checks.token, request: checks.request)
        var read: SignatureRead?
        let signatureChecks = signatureLog(
            now: checks.now, allowedClockSkew: checks.skew, root: checks.root, read: &read)
        let signingTime = read?.container.signingTime
        let report = ValidationReport(
            capping: [structure.violations, signatureChecks.violations],
            dropped: structure.dropped + signatureChecks.dropped)
        // The keyless checks refuse a signature without a signing time, so a valid token has one.
        guard report.isValid, let signingTime else {
            throw PaymentTokenError(.invalidToken, "The token fails its checks", report: report)
        }
        guard merchantIdentifierHash.count == 32 else {
            throw PaymentTokenError(
                .invalidKey, "The merchant identifier hash has \(merchantIdentifierHash.count) bytes, not 32")
        }
        do {
            if let verifier = cryptography as? any PaymentTokenSignatureVerifier, let read {
                // The signature as the keyless checks read it, not read again.
                try verifier.verify(
                    PaymentTokenSignature(
                        container: read.container, chain: read.chain, over: signedData, sha256: verifier.sha256),
                    now: checks.now)
            } else {
                try cryptography.verifySignature(signature, over: signedData, now: checks.now)
            }
        } catch {
            throw PaymentTokenError(.signatureNotVerified, Self.reason("The signature does not verify", error))
        }
        return ReplayWindow(start: signingTime, end: signingTime.addingTimeInterval(checks.skew))
    }

    /// A cryptography's error as the reason for a step's: a token error's own sentence, which already has the
    /// step's code, or `what` and the error.
    static func reason(_ what: String, _ error: any Error) -> String {
        (error as? PaymentTokenError)?.message ?? "\(what): \(error)"
    }

    /// The steps after the signature: the symmetric key restored, the data opened and decoded.
    func open(using cryptography: some PaymentTokenCryptography, merchantIdentifierHash: Data)
        throws(PaymentTokenError) -> DecryptedPaymentData
    {
        let key: Data
        do {
            switch (version, header.ephemeralPublicKey, header.wrappedKey) {
            case (.ecV1, let ephemeral?, _):
                let secret = try cryptography.sharedSecret(ephemeralPublicKey: ephemeral)
                if let verifier = cryptography as? any PaymentTokenSignatureVerifier {
                    key = verifier.sha256(
                        Self.kdfInput(sharedSecret: secret, merchantIdentifierHash: merchantIdentifierHash))
                } else {
                    key = Self.symmetricKey(sharedSecret: secret, merchantIdentifierHash: merchantIdentifierHash)
                }
            case (.rsaV1, _, let wrapped?):
                key = try cryptography.unwrapKey(wrapped)
            default:
                throw PaymentTokenError(.unsupportedVersion, "The token's version and key do not go together")
            }
        } catch let error as PaymentTokenError {
            throw error
        } catch {
            throw PaymentTokenError(.decryptionFailed, "The symmetric key cannot be restored: \(error)")
        }
        let plaintext: Data
        do {
            plaintext = try cryptography.openAESGCM(data, key: key)
        } catch {
            throw PaymentTokenError(.decryptionFailed, Self.reason("The payment data does not decrypt", error))
        }
        let (dataReport, decrypted) = DecryptedPaymentData.reading(ParsedJSON(jsonData: plaintext)) { _ in
            ViolationLog()
        }
        guard let decrypted else {
            throw PaymentTokenError(
                .invalidPaymentData, "The decrypted payment data does not decode", report: dataReport)
        }
        return decrypted
    }

    /// The merchant identifier hash of a merchant certificate (DER or PEM): the 32 bytes its extension
    /// 1.2.840.113635.100.6.32 holds as 64 hexadecimal characters, the `partyV` of Apple's KDF.
    ///
    /// The extension's value is a UTF8String of the hex (Apple's certificates); as `pedicel` does, characters that
    /// are not hex digits around it are ignored. `nil` when the certificate has no such extension or its value is
    /// not 32 bytes of hex.
    public static func merchantIdentifierHash(certificate: Data) -> Data? {
        let der = pemContents(certificate, label: "CERTIFICATE") ?? certificate
        return (try? X509Certificate(der: [UInt8](der)))?.merchantIdentifierHash
    }

    /// The `publicKeyHash` a token carries for a merchant certificate (DER or PEM): SHA-256 of its
    /// SubjectPublicKeyInfo; `nil` when it is not a certificate.
    public static func publicKeyHash(certificate: Data) -> Data? {
        let der = pemContents(certificate, label: "CERTIFICATE") ?? certificate
        guard let parsed = try? X509Certificate(der: [UInt8](der)) else { return nil }
        return SHA256.hash(parsed.subjectPublicKeyInfo)
    }

    static let merchantIdentifierField: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x63, 0x64, 0x06, 0x20]
}

extension X509Certificate {
    /// The SHA-256 of the merchant identifier that Apple's merchant certificates carry in extension
    /// 1.2.840.113635.100.6.32, as hex text in a string (pedicel reads it so); `nil` without it.
    var merchantIdentifierHash: Data? {
        guard let value = extensionValue(PaymentTokenEnvelope.merchantIdentifierField) else { return nil }
        var reader = DERReader(value)
        let text: ArraySlice<UInt8>
        if let string = try? reader.read(nil, "The merchant identifier"), reader.isAtEnd,
            [0x0C, 0x13, 0x16, 0x04].contains(string.tag)
        {
            text = string.contents
        } else {
            text = value
        }
        let digits = text.filter {
            (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0)
        }
        guard digits.count == 64, let bytes = hexBytes(String(decoding: digits, as: UTF8.self)) else { return nil }
        return bytes
    }
}
