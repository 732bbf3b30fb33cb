#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayToken {
    /// Verifies a token and opens its message with the caller's cryptography, returning the message's bytes: what
    /// Tink's `unseal` returns.
    ///
    /// The steps are Tink's, each failing with its own ``PaymentTokenError/Code``:
    /// 1. The token's keyless checks (``validate()``): ``PaymentTokenError/Code/invalidToken`` with the report.
    /// 2. Google's root keys for the token's protocol that have not expired at `now`:
    ///    ``PaymentTokenError/Code/googlePayNoRootKey`` when there are none.
    /// 3. For `ECv2` and `ECv2SigningOnly`, one of the intermediate key's signatures verifies under one of them
    ///    (``PaymentTokenError/Code/googlePayIntermediateSignatureNotVerified``), and the key has not expired
    ///    (``PaymentTokenError/Code/googlePayIntermediateKeyExpired``).
    /// 4. The message's signature verifies under the intermediate key (a root key for `ECv1`) for `recipient`:
    ///    ``PaymentTokenError/Code/googlePayMessageSignatureNotVerified``, or
    ///    ``PaymentTokenError/Code/googlePayRecipientMismatch`` when it verifies for the same identifier of the
    ///    other kind (`gateway:` for `merchant:`).
    /// 5. For `ECv1` and `ECv2`, each of the merchant's keys in turn: ECDH with the ephemeral key, HKDF-SHA256 (no
    ///    salt, info `Google`, over the ephemeral key and the shared secret), the tag compared in constant time
    ///    (``PaymentTokenError/Code/googlePayTagMismatch`` under none; ``PaymentTokenError/Code/noMatchingKey``
    ///    without keys), and AES-CTR (``PaymentTokenError/Code/decryptionFailed``). `ECv2SigningOnly`'s message is
    ///    the signed text.
    /// 6. A message that is a JSON object with `messageExpiration` at or before `now` is refused, as Tink's
    ///    `assertNotExpired` refuses an "expired payload" (``PaymentTokenError/Code/googlePayMessageExpired``).
    ///
    /// - Parameters:
    ///   - cryptography: The implementation, holding the merchant's private keys.
    ///   - recipient: Who the token is for: `merchant:` and the merchant's Google identifier, or `gateway:` and
    ///     the gateway's.
    ///   - rootKeys: Google's root signing keys, as the server last fetched them.
    ///   - now: The current date, for the keys' expiry.
    public func unseal(
        using cryptography: some GooglePayTokenCryptography, recipient: GooglePayRecipient,
        rootKeys: GooglePayRootSigningKeys, now: Date
    ) throws(PaymentTokenError) -> Data {
        let message = try opened(using: cryptography, recipient: recipient, rootKeys: rootKeys, now: now)
        try Self.refuseExpired(message, now: now)
        return message
    }

    /// Steps 1 to 5 of ``unseal(using:recipient:rootKeys:now:)``: the message's bytes, its expiry not yet judged.
    /// `decrypt` reads the message once and judges its expiry there, rather than parse it twice.
    func opened(
        using cryptography: some GooglePayTokenCryptography, recipient: GooglePayRecipient,
        rootKeys: GooglePayRootSigningKeys, now: Date
    ) throws(PaymentTokenError) -> Data {
        let report = validate()
        guard report.isValid else {
            throw PaymentTokenError(.invalidToken, "The token fails its checks", report: report)
        }
        let messageKeys = try messageSigningKeys(using: cryptography, rootKeys: rootKeys, now: now)
        let signed = signedMessageBytes(for: recipient)
        guard messageKeys.contains(where: { cryptography.verifyECDSA(signature, over: signed, publicKey: $0) }) else {
            if let other = recipient.otherKind,
                messageKeys.contains(where: {
                    cryptography.verifyECDSA(signature, over: signedMessageBytes(for: other), publicKey: $0)
                })
            {
                throw PaymentTokenError(
                    .googlePayRecipientMismatch,
                    "The token was signed for \(other), not \(recipient): the request's tokenization was \(other.kind == .gateway ? "PAYMENT_GATEWAY" : "DIRECT")"
                )
            }
            throw PaymentTokenError(
                .googlePayMessageSignatureNotVerified,
                "The message's signature does not verify for \(recipient) under the \(protocolVersion.hasIntermediateSigningKey ? "intermediate key" : "\(messageKeys.count) root key(s)"): a token for another recipient, or altered"
            )
        }
        guard protocolVersion.isEncrypted else { return Data(signedMessage.utf8) }
        // The keyless checks passed, so an encrypted token's sealed message was read.
        guard let sealedMessage else {
            throw PaymentTokenError(.invalidToken, "The token's signed message is not a sealed message")
        }
        return try sealedMessage.open(using: cryptography, protocolVersion)
    }

    /// Tink's `assertNotExpired`: a message that is a JSON object with `messageExpiration` at or before `now` (or
    /// not a count of milliseconds) is refused, whatever else it holds; a message that is not a JSON object has no
    /// expiry to judge.
    static func refuseExpired(_ message: Data, now: Date) throws(PaymentTokenError) {
        guard let tape = try? JSONParser.parse(message, limits: .default), tape.kind(.root) == .object else { return }
        for key in tape.keys(.root) where tape.string(key) == "messageExpiration" {
            let value = tape.next(key)
            let text: String? =
                switch tape.kind(value) {
                case .string, .escapedString: tape.string(value)
                case .number: tape.numberText(value)
                default: nil
                }
            guard let text, !GooglePayMilliseconds.isExpired(text, at: now) else {
                throw PaymentTokenError(
                    .googlePayMessageExpired,
                    "The message expired at \(text.flatMap(GooglePayMilliseconds.date).map(ISO8601.format) ?? text ?? "an unreadable time"), not after \(ISO8601.format(now))"
                )
            }
        }
    }

    /// The keys that may sign the message: the intermediate key, once a root key's signature over it verifies and
    /// it has not expired, or for `ECv1` the root keys themselves.
    private func messageSigningKeys(
        using cryptography: some GooglePayTokenCryptography, rootKeys: GooglePayRootSigningKeys, now: Date
    ) throws(PaymentTokenError) -> [Data] {
        let roots = rootKeys.keys(for: protocolVersion, now: now)
        guard !roots.isEmpty else {
            throw PaymentTokenError(
                .googlePayNoRootKey,
                "Of Google's \(rootKeys.keys.count) root key(s), none is an \(protocolVersion) key unexpired at \(ISO8601.format(now)): fetch the list again"
            )
        }
        guard let intermediate = intermediateSigningKey, let signedKey = signedKeyBytes else { return roots }
        let verified = roots.contains { root in
            intermediate.signatures.contains { cryptography.verifyECDSA($0, over: signedKey, publicKey: root) }
        }
        guard verified else {
            throw PaymentTokenError(
                .googlePayIntermediateSignatureNotVerified,
                "None of the intermediate key's \(intermediate.signatures.count) signature(s) verifies under Google's \(roots.count) \(protocolVersion) root key(s)"
            )
        }
        guard let key = intermediate.key else {
            throw PaymentTokenError(.invalidToken, "The intermediate key's signedKey holds no key")
        }
        if GooglePayMilliseconds.isExpired(key.keyExpiration, at: now) {
            throw PaymentTokenError(
                .googlePayIntermediateKeyExpired,
                "The intermediate key expired at \(key.expirationDate.map(ISO8601.format) ?? key.keyExpiration), not after \(ISO8601.format(now))"
            )
        }
        return [key.keyValue]
    }

    /// Verifies and decrypts a token and reads its message, checked at `now` and against the request: what a
    /// merchant's server does with a Google Pay token.
    ///
    /// After ``unseal(using:recipient:rootKeys:now:)``, the message must decode
    /// (``PaymentTokenError/Code/invalidPaymentData``), must not have expired
    /// (``PaymentTokenError/Code/googlePayMessageExpired``), is recorded by the replay guard until its expiry
    /// (``PaymentTokenError/Code/replayed`` when it was recorded before), and must pass its checks and match the
    /// request (``PaymentTokenError/Code/invalidPaymentData`` with the report).
    ///
    /// - Parameters:
    ///   - cryptography: The implementation, holding the merchant's private keys.
    ///   - recipient: Who the token is for.
    ///   - rootKeys: Google's root signing keys.
    ///   - now: The current date.
    ///   - request: The `PaymentDataRequest` the token answers, for the auth method and recipient it allowed.
    ///   - replayGuard: Where message identifiers are remembered, if anywhere.
    ///   - maximumMessageLifetime: The longest a message may live, from its making to its `messageExpiration`:
    ///     the start of its ``ReplayWindow``, which a guard whose store forgot compares with when it began to
    ///     remember. Google states none; ``maximumMessageLifetime`` is the library's.
    public func decrypt(
        using cryptography: some GooglePayTokenCryptography, recipient: GooglePayRecipient,
        rootKeys: GooglePayRootSigningKeys, now: Date, request: GooglePayPaymentDataRequest? = nil,
        replayGuard: (any PaymentTokenReplayGuard)? = nil,
        maximumMessageLifetime: TimeInterval = GooglePayToken.maximumMessageLifetime
    ) throws(PaymentTokenError) -> GooglePayPaymentMessage {
        let (message, window) = try Self.message(
            opened(using: cryptography, recipient: recipient, rootKeys: rootKeys, now: now), now: now,
            lifetime: maximumMessageLifetime)
        if let replayGuard {
            try Self.accept(
                Result { () throws(PaymentTokenError) in
                    try replayGuard.recordIfAbsent(message.replayIdentifier, window: window, now: now)
                }, message)
        }
        return try Self.checked(message, now: now, request: request, recipient: recipient)
    }

    /// Verifies and decrypts a token as its synchronous twin does, waiting for the replay guard without blocking
    /// the caller's thread: for servers on Swift concurrency, whose guard is a network store.
    public func decrypt(
        using cryptography: some GooglePayTokenCryptography, recipient: GooglePayRecipient,
        rootKeys: GooglePayRootSigningKeys, now: Date, request: GooglePayPaymentDataRequest? = nil,
        replayGuard: (any PaymentTokenReplayGuard)? = nil,
        maximumMessageLifetime: TimeInterval = GooglePayToken.maximumMessageLifetime
    ) async throws(PaymentTokenError) -> GooglePayPaymentMessage {
        let (message, window) = try Self.message(
            opened(using: cryptography, recipient: recipient, rootKeys: rootKeys, now: now), now: now,
            lifetime: maximumMessageLifetime)
        if let replayGuard {
            let recorded: Result<Bool, PaymentTokenError>
            do {
                recorded = .success(
                    try await replayGuard.recordIfAbsent(message.replayIdentifier, window: window, now: now))
            } catch {
                recorded = .failure(error)
            }
            try Self.accept(recorded, message)
        }
        return try Self.checked(message, now: now, request: request, recipient: recipient)
    }

    /// The most signatures an intermediate key may carry: Google sends one, and each costs a verification under
    /// each root key, so a longer list is refused by the keyless checks before any is verified.
    public static let maximumIntermediateSignatures = 4

    /// The longest life the library allows a message, one week, from its making to its `messageExpiration`.
    ///
    /// Google's documentation and Tink state no lifetime, and a message carries no time of making; this bound is
    /// the library's, for the start of a message's ``ReplayWindow``. A shared replay guard whose store forgot
    /// refuses messages whose window began before it began to remember, so after a store is flushed Google Pay
    /// messages are refused for at most this long.
    public static let maximumMessageLifetime: TimeInterval = 7 * 86_400

    /// The message the bytes hold, unexpired; its expiry is then a date, which the replay guard needs.
    private static func message(_ bytes: Data, now: Date, lifetime: TimeInterval) throws(PaymentTokenError) -> (
        GooglePayPaymentMessage, window: ReplayWindow
    ) {
        let message: GooglePayPaymentMessage
        do {
            message = try GooglePayPaymentMessage(jsonData: bytes)
        } catch {
            throw PaymentTokenError(
                .invalidPaymentData, "The decrypted message is not a Google Pay payment message",
                report: (error as? DecodingError)?.validationReport)
        }
        guard let expiry = message.expirationDate, expiry > now,
            !GooglePayMilliseconds.isExpired(message.messageExpiration, at: now)
        else {
            throw PaymentTokenError(
                .googlePayMessageExpired,
                "The message expired at \(message.expirationDate.map(ISO8601.format) ?? message.messageExpiration), not after \(ISO8601.format(now))"
            )
        }
        return (message, ReplayWindow(start: expiry.addingTimeInterval(-max(0, lifetime)), end: expiry))
    }

    private static func accept(_ recorded: Result<Bool, PaymentTokenError>, _ message: GooglePayPaymentMessage)
        throws(PaymentTokenError)
    {
        switch recorded {
        case .success(true): return
        case .success(false):
            throw PaymentTokenError(
                .replayed, "The message \(quoted(message.messageId, limit: 40)) was already processed")
        case .failure(let error): throw error
        }
    }

    private static func checked(
        _ message: GooglePayPaymentMessage, now: Date, request: GooglePayPaymentDataRequest?,
        recipient: GooglePayRecipient
    ) throws(PaymentTokenError) -> GooglePayPaymentMessage {
        try PaymentTokenError.refuse(
            message.validate(now: now, request: request, recipient: recipient), "The message", requested: request != nil
        )
        return message
    }
}

extension GooglePaySealedMessage {
    /// The message, opened with the first of the merchant's keys under which its tag matches.
    func open(using cryptography: some GooglePayTokenCryptography, _ version: GooglePayProtocolVersion)
        throws(PaymentTokenError) -> Data
    {
        guard cryptography.privateKeyCount > 0 else {
            throw PaymentTokenError(.noMatchingKey, "No private key was given to open the \(version) message")
        }
        let lengths = version.symmetricKeyLengths
        var agreementFailure: String?
        var agreed = 0
        for index in 0..<cryptography.privateKeyCount {
            let keys: Data
            do {
                let secret = try cryptography.sharedSecret(privateKey: index, ephemeralPublicKey: ephemeralPublicKey)
                keys = try cryptography.hkdfSHA256(
                    secret: ephemeralPublicKey + secret, salt: Data(), info: Data(GooglePayToken.sender.utf8),
                    length: lengths.aes + lengths.hmac)
            } catch {
                agreementFailure = "\(error)"
                continue
            }
            agreed += 1
            let tag: Data
            do {
                tag = try cryptography.hmacSHA256(key: keys.suffix(lengths.hmac), data: encryptedMessage)
            } catch {
                throw PaymentTokenError(.decryptionFailed, "The tag could not be computed: \(error)")
            }
            guard cryptography.tagsEqual(tag, self.tag) else { continue }
            do {
                return try cryptography.aesCTR(encryptedMessage, key: keys.prefix(lengths.aes))
            } catch {
                throw PaymentTokenError(.decryptionFailed, "The message could not be decrypted: \(error)")
            }
        }
        if let agreementFailure, agreed == 0 {
            throw PaymentTokenError(
                .decryptionFailed, "The key agreement with the ephemeral key failed: \(agreementFailure)")
        }
        throw PaymentTokenError(
            .googlePayTagMismatch,
            "The tag matches under none of the \(cryptography.privateKeyCount) private key(s) given: the token was sealed to another public key"
        )
    }
}

extension GooglePayToken {
    /// Reads a token for decryption: decoded strictly and passing its keyless checks, with no error in its report,
    /// a member Tink refuses included; the bytes are read once.
    ///
    /// - Throws: ``PaymentTokenError`` with ``PaymentTokenError/Code/invalidToken`` and the report.
    public static func checked(jsonData data: Data, limits: JSONDecodingLimits = .default)
        throws(PaymentTokenError) -> GooglePayToken
    {
        let (report, token) = reading(ParsedJSON(jsonData: data, limits: limits)) { $0.violationLog() }
        guard report.isValid, let token else {
            throw PaymentTokenError(.invalidToken, "The document is not a Google Pay token", report: report)
        }
        return token
    }
}
