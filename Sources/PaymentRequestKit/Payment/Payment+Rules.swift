extension ValidationRule {
    /// A Base64 field of the token is not standard Base64.
    public static let tokenBase64 = ValidationRule(
        "token.base64", .error, .appleDocumentation, .decoding,
        "The token's data, signature and keys are standard Base64.",
        platform: "Apple's token format: Base64 fields. A processor or decrypting library refuses others.")
    /// A hexadecimal field of the token's header is not hexadecimal.
    public static let tokenHex = ValidationRule(
        "token.hex", .error, .appleDocumentation, .decoding,
        "The header's transactionId and applicationData are hexadecimal.",
        platform: "Apple's token format: hexadecimal transactionId and applicationData.")
    /// The key the token's version calls for is missing.
    public static let tokenKeyMissing = ValidationRule(
        "token.key.missing", .error, .appleDocumentation,
        "An EC_v1 token carries ephemeralPublicKey, an RSA_v1 token wrappedKey.",
        platform: "Apple's token format: EC_v1 has ephemeralPublicKey, RSA_v1 wrappedKey; without it, no decryption.")
    /// The token carries the other version's key.
    public static let tokenKeyUnexpected = ValidationRule(
        "token.key.unexpected", .error, .appleDocumentation,
        "A token carries exactly one of ephemeralPublicKey and wrappedKey, the one its version calls for.",
        platform: "Apple's token format: the header has exactly one of the two keys.")
    /// The ephemeral public key is not a P-256 key.
    public static let tokenEphemeralPublicKeyInvalid = ValidationRule(
        "token.ephemeralPublicKey.invalid", .error, .appleDocumentation,
        "The ephemeral public key is a DER SubjectPublicKeyInfo of an uncompressed P-256 point.",
        platform: "Apple's token format: an X.509 SubjectPublicKeyInfo on P-256, for ECDH.")
    /// The public key hash is not 32 bytes.
    public static let tokenPublicKeyHashLength = ValidationRule(
        "token.publicKeyHash.length", .error, .appleDocumentation,
        "The public key hash is a SHA-256 hash, 32 bytes.",
        platform: "Apple's token format: SHA-256 of the merchant certificate's public key, 32 bytes.")
    /// The iOS Simulator's token, which carries no payment.
    public static let tokenSimulated = ValidationRule(
        "token.simulated", .error, .library,
        "A token whose transactionIdentifier is \"Simulated Identifier\" and whose paymentData is empty is the iOS Simulator's: it carries no payment data, and no key opens it. Test a server with tokens minted under a TEST root instead: payreq token --mint apple-ec, or ApplePayTestTokenMinter.",
        platform:
            "The iOS Simulator completes the payment sheet with a PKPaymentToken whose transactionIdentifier is \"Simulated Identifier\" and whose paymentData is empty; a device sends an encrypted envelope."
    )
    /// The encrypted data or the signature is empty.
    public static let tokenDataEmpty = ValidationRule(
        "token.data.empty", .error, .appleDocumentation, "The token's data and signature are not empty.",
        platform: "Apple's token format: the encrypted data and the CMS signature.")
    /// The token's transaction identifier is not the header's.
    public static let tokenTransactionIdentifierMismatch = ValidationRule(
        "token.transactionIdentifier.mismatch", .error, .library,
        "The token's transactionIdentifier is the hex of header.transactionId.",
        platform:
            "Safari and PassKit: transactionIdentifier is the header's transactionId in hex; the library checks that they agree."
    )
    /// The header's application data is not the hash of the request's.
    public static let tokenApplicationDataMismatch = ValidationRule(
        "token.applicationData.mismatch", .error, .appleDocumentation,
        "header.applicationData is the SHA-256 of the request's applicationData, and there only when the request had some.",
        platform:
            "Apple's token format: the SHA-256 of the request's applicationData, present only when the request had some."
    )

    /// The signature is not a CMS SignedData.
    public static let tokenSignatureMalformed = ValidationRule(
        "token.signature.malformed", .error, .appleDocumentation,
        "The signature is a CMS SignedData (BER or DER) that can be read.",
        platform: "Apple's verification, step 1: the signature is CMS SignedData; Apple's use BER.")
    /// The signature does not carry Apple's leaf and intermediate certificates.
    public static let tokenSignatureCertificates = ValidationRule(
        "token.signature.certificates", .error, .appleDocumentation,
        "The signature carries one leaf (1.2.840.113635.100.6.29) and one intermediate (1.2.840.113635.100.6.2.14), two certificates, and no others but the root.",
        platform:
            "Apple's verification, step 1a: the leaf and intermediate carry Apple's marker extensions. pedicel allows one more certificate, the root itself; so does the library."
    )
    /// The signature's algorithms are not the version's.
    public static let tokenSignatureAlgorithms = ValidationRule(
        "token.signature.algorithms", .error, .appleDocumentation,
        "EC_v1 is signed with ECDSA and SHA-256, RSA_v1 with RSA and SHA-256.",
        platform: "Apple's verification: ECDSA with SHA-256 for EC_v1, RSA with SHA-256 for RSA_v1.")
    /// The intermediate was not issued by the pinned root.
    public static let tokenSignatureRoot = ValidationRule(
        "token.signature.root", .error, .appleDocumentation,
        "The intermediate is issued by Apple Root CA - G3: its issuer is the root's subject and its authority key identifier the root's key identifier.",
        platform:
            "Apple's verification, step 1b: the root is Apple Root CA - G3. The library pins the root by its bytes (SHA-256 63343ABF...9179); anyone can add Apple's marker extensions to a certificate of their own."
    )
    /// The leaf was not issued by the intermediate.
    public static let tokenSignatureChain = ValidationRule(
        "token.signature.chain", .error, .appleDocumentation,
        "The leaf is issued by the intermediate: its issuer is the intermediate's subject and its authority key identifier the intermediate's key identifier.",
        platform: "Apple's verification, step 1c: a chain leaf, intermediate, root. The signatures need cryptography.")
    /// A certificate of the chain is not valid at the signing time.
    public static let tokenSignatureValidity = ValidationRule(
        "token.signature.validity", .error, .appleDocumentation,
        "The leaf, the intermediate and the root are each valid at the signing time.",
        platform: "Apple's verification, step 1c: the chain is valid; an expired leaf signs nothing.")
    /// The signature has another number of signers, or its signer is not the leaf.
    public static let tokenSignatureSigners = ValidationRule(
        "token.signature.signers", .error, .appleDocumentation,
        "The signature has exactly one signer, and it is the leaf certificate.",
        platform:
            "Apple's tokens have one signer, the leaf; pedicel and processout/applepay verify with that signer alone.")
    /// The signature was checked against a test root, not Apple's.
    public static let tokenSignatureTestRoot = ValidationRule(
        "token.signature.testRoot", .warning, .library,
        "A token is verified against Apple Root CA - G3; a test root is for tests and sandboxes only.",
        platform: "Not a platform rule: the library says so whenever a report was made with a root of the caller's.")
    /// The header's application data is not a SHA-256 hash.
    public static let tokenApplicationDataLength = ValidationRule(
        "token.applicationData.length", .error, .appleDocumentation,
        "header.applicationData is a SHA-256 hash: 64 hexadecimal digits, 32 bytes.",
        platform: "Apple's token format: the hex SHA-256 of the request's application data. pedicel checks 64 digits.")
    /// The signing time is missing or too far from now.
    public static let tokenSignatureSigningTime = ValidationRule(
        "token.signature.signingTime", .error, .appleDocumentation,
        "The signing time is within a few minutes of now (300 s by default), either side.",
        platform:
            "Apple's verification, step 1e: the signing time is close to now, against replay; the window is the merchant's."
    )
    /// The device account number is not 12 to 19 digits.
    public static let decryptedPANInvalid = ValidationRule(
        "decrypted.pan.invalid", .error, .appleDocumentation, "The account number is 12 to 19 digits.",
        platform: "Apple's token format: the device account number, digits.")
    /// The expiration date is not `YYMMDD`.
    public static let decryptedExpirationDateInvalid = ValidationRule(
        "decrypted.expirationDate.invalid", .error, .appleDocumentation, "The expiration date is YYMMDD.",
        platform: "Apple's token format: applicationExpirationDate is YYMMDD.")
    /// The card's expiry month has passed.
    public static let decryptedExpired = ValidationRule(
        "decrypted.expired", .error, .library, "The card has not expired: its expiry month has not passed.",
        platform: "The processor declines an expired card; the library checks before sending it.")
    /// The currency is not an ISO 4217 numeric code.
    public static let decryptedCurrencyInvalid = ValidationRule(
        "decrypted.currency.invalid", .error, .iso, "The currency is an ISO 4217 numeric code of three digits.",
        platform: "Apple's token format: currencyCode is ISO 4217's numeric code.")
    /// The payment's currency is not the request's.
    public static let decryptedCurrencyMismatch = ValidationRule(
        "decrypted.currency.mismatch", .error, .library, "The payment is in the request's currency.",
        platform: "Neither platform compares the payment with the request; the merchant must, and the library does.")
    /// The payment's amount is not the request's total.
    public static let decryptedAmountMismatch = ValidationRule(
        "decrypted.amount.mismatch", .error, .library, "The payment's amount is the request's total, in minor units.",
        platform:
            "Neither platform compares the payment with the request; a payment of another amount is another charge.")
    /// The payment data type is not one the request's capabilities allow.
    public static let decryptedTypeCapability = ValidationRule(
        "decrypted.type.capability", .error, .library,
        "A 3DSecure payment needs supports3DS in the request, an EMV payment supportsEMV.",
        platform: "PassKit gives the type the request's capabilities allow; the library checks it did.")
    /// A multi-token payment's authentication responses are not the request's token contexts.
    public static let decryptedAuthenticationResponsesMismatch = ValidationRule(
        "decrypted.authenticationResponses.mismatch", .error, .library,
        "A multi-token payment has one authentication response per token context, with its merchant and amount.",
        platform: "A multi-token payment carries one authentication per token context; the library matches them.")

    /// The ECI indicator is not one or two digits.
    public static let decryptedECIInvalid = ValidationRule(
        "decrypted.eci.invalid", .error, .appleDocumentation, "The ECI indicator is one or two digits.",
        platform:
            "Apple's token format: an ECI indicator such as \"5\" or \"07\", passed on as given. pedicel checks \\d{1,2}."
    )
    /// A field the format gives in hexadecimal is not.
    public static let decryptedHexInvalid = ValidationRule(
        "decrypted.hex.invalid", .error, .appleDocumentation,
        "The device manufacturer identifier and the encrypted PIN data are hexadecimal.",
        platform: "Apple's token format: both are hex strings. pedicel checks them.")
    /// The payment data carries the other type's fields.
    public static let decryptedPaymentDataFieldSet = ValidationRule(
        "decrypted.paymentData.fieldSet", .error, .appleDocumentation, .decoding,
        "3DSecure payment data has onlinePaymentCryptogram (and eciIndicator), never emvData or encryptedPINData; EMV the reverse.",
        platform: "Apple's token format: the payment data type decides the fields. pedicel refuses the other type's.")

    /// The rules of the payment token and the decrypted payment data.
    public static let paymentRules: [ValidationRule] = [
        tokenBase64, tokenHex, tokenKeyMissing, tokenKeyUnexpected, tokenEphemeralPublicKeyInvalid,
        tokenPublicKeyHashLength, tokenSimulated, tokenDataEmpty, tokenTransactionIdentifierMismatch,
        tokenApplicationDataMismatch,
        tokenSignatureMalformed, tokenSignatureCertificates, tokenSignatureAlgorithms, tokenSignatureSigningTime,
        tokenSignatureRoot, tokenSignatureChain, tokenSignatureValidity, tokenSignatureSigners, tokenSignatureTestRoot,
        tokenApplicationDataLength,
        decryptedPANInvalid, decryptedExpirationDateInvalid, decryptedExpired, decryptedCurrencyInvalid,
        decryptedCurrencyMismatch, decryptedAmountMismatch, decryptedTypeCapability,
        decryptedAuthenticationResponsesMismatch, decryptedECIInvalid, decryptedHexInvalid,
        decryptedPaymentDataFieldSet,
    ]

    // MARK: Errors of decryption

    /// ``PaymentTokenError/Code/invalidToken``.
    public static let tokenInvalidToken = ValidationRule(
        error: "token.invalidToken", .appleDocumentation,
        "A token is decrypted only once its structure and its signature's keyless checks pass; the report says which failed.",
        platform:
            "Apple's verification, steps 1a to 1e: the chain, the signer, the signing time. The library checks them before any cryptography."
    )
    /// ``PaymentTokenError/Code/signatureNotVerified``.
    public static let tokenSignatureNotVerified = ValidationRule(
        error: "token.signatureNotVerified", .appleDocumentation,
        "The token's CMS signature and its certificate chain verify, at the signing time.",
        platform: "Apple's verification, step 1: the signature over the data and the chain to Apple Root CA - G3.")
    /// ``PaymentTokenError/Code/noMatchingKey``.
    public static let tokenNoMatchingKey = ValidationRule(
        error: "token.noMatchingKey", .appleDocumentation,
        "The token's publicKeyHash names one of the merchant's payment processing keys.",
        platform: "Apple's decryption, step 2: the certificate whose public key hash the header gives.")
    /// ``PaymentTokenError/Code/decryptionFailed``.
    public static let tokenDecryptionFailed = ValidationRule(
        error: "token.decryptionFailed", .appleDocumentation,
        "The symmetric key is restored and the data opens with its tag.",
        platform:
            "Apple's decryption, steps 2 and 3: ECDH or RSA-OAEP, the KDF, then AES-GCM, which fails on altered data.")
    /// ``PaymentTokenError/Code/replayed``.
    public static let tokenReplayed = ValidationRule(
        error: "token.replayed", .appleDocumentation,
        "A transaction is processed once: a token the replay guard has recorded is refused.",
        platform: "Apple's verification, step 1e: a transactionId already processed is refused.")
    /// ``PaymentTokenError/Code/invalidPaymentData``.
    public static let tokenInvalidPaymentData = ValidationRule(
        error: "token.invalidPaymentData", .library,
        "The decrypted payment data decodes, passes its checks and matches the request; the report says which failed.",
        platform: "Not a platform check: the library matches what was paid against what was asked for.")
    /// ``PaymentTokenError/Code/invalidKey``.
    public static let tokenInvalidKey = ValidationRule(
        error: "token.invalidKey", .library,
        "A key and certificate given for decryption are PEM or DER, go together, and are a P-256 or 2048-bit RSA key with a merchant identifier.",
        platform:
            "Apple's payment processing certificates: EC P-256 or RSA 2048, with extension 1.2.840.113635.100.6.32.")
    /// ``PaymentTokenError/Code/unsupportedVersion``.
    public static let tokenUnsupportedVersion = ValidationRule(
        error: "token.unsupportedVersion", .appleDocumentation,
        "The token's version is EC_v1 or RSA_v1, with the key that version carries.",
        platform: "Apple's token format: EC_v1 carries an ephemeral key, RSA_v1 a wrapped key.")
    /// ``PaymentTokenError/Code/replayGuardFull``.
    public static let replayGuardFull = ValidationRule(
        error: "replayGuard.full", .library,
        "A replay guard holding as many live identifiers as it may refuses new ones rather than forget one.",
        platform: "Not a platform check: forgetting an identifier that could still be replayed would fail open.")
    /// ``PaymentTokenError/Code/replayGuardUnavailable``.
    public static let replayGuardUnavailable = ValidationRule(
        error: "replayGuard.unavailable", .library,
        "A replay guard whose store cannot be reached, or refuses the command, records nothing, and the token is refused.",
        platform: "Not a platform check: what could not be recorded could be charged twice, so the library refuses it.")
    /// ``PaymentTokenError/Code/replayGuardTimedOut``.
    public static let replayGuardTimedOut = ValidationRule(
        error: "replayGuard.timedOut", .library,
        "A replay guard whose store does not answer within its timeout may not have recorded the identifier.",
        platform: "Not a platform check: the payment is refused rather than accepted unrecorded.")
    /// ``PaymentTokenError/Code/replayGuardStoreForgot``.
    public static let replayGuardStoreForgot = ValidationRule(
        error: "replayGuard.storeForgot", .library,
        "A payment whose window began before the replay guard's store began to remember (a restart without its data, a flush, a lost failover) is refused: the store cannot say whether it was recorded.",
        platform:
            "Not a platform check: a store that forgot would accept an earlier payment again, so the library refuses what it cannot vouch for."
    )
    /// ``PaymentTokenError/Code/replayGuardStoreUnsafe``.
    public static let replayGuardStoreUnsafe = ValidationRule(
        error: "replayGuard.storeUnsafe", .library,
        "A replay guard refuses to record in a store that may evict its keys (a maxmemory with any policy but noeviction), unless the caller accepts it.",
        platform: "Not a platform check: a store that evicts a live record would accept the payment again.")

    /// The codes of ``PaymentTokenError``, each as the rule that says what it means.
    public static let tokenErrorRules: [ValidationRule] = [
        tokenInvalidToken, tokenSignatureNotVerified, tokenNoMatchingKey, tokenDecryptionFailed, tokenReplayed,
        tokenInvalidPaymentData, tokenInvalidKey, tokenUnsupportedVersion, replayGuardFull,
        replayGuardUnavailable, replayGuardTimedOut, replayGuardStoreForgot, replayGuardStoreUnsafe,
    ]
}
