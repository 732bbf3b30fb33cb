extension ValidationRule {
    /// A Base64 field of the token is not standard Base64.
    public static let tokenBase64 = ValidationRule(
        "token.base64", .error, .appleDocumentation, .decoding,
        "The token's data, signature and keys are standard Base64.")
    /// A hexadecimal field of the token's header is not hexadecimal.
    public static let tokenHex = ValidationRule(
        "token.hex", .error, .appleDocumentation, .decoding,
        "The header's transactionId and applicationData are hexadecimal.")
    /// The key the token's version calls for is missing.
    public static let tokenKeyMissing = ValidationRule(
        "token.key.missing", .error, .appleDocumentation,
        "An EC_v1 token carries ephemeralPublicKey, an RSA_v1 token wrappedKey.")
    /// The token carries the other version's key.
    public static let tokenKeyUnexpected = ValidationRule(
        "token.key.unexpected", .error, .appleDocumentation,
        "A token carries exactly one of ephemeralPublicKey and wrappedKey, the one its version calls for.")
    /// The ephemeral public key is not a P-256 key.
    public static let tokenEphemeralPublicKeyInvalid = ValidationRule(
        "token.ephemeralPublicKey.invalid", .error, .appleDocumentation,
        "The ephemeral public key is a DER SubjectPublicKeyInfo of an uncompressed P-256 point.")
    /// The public key hash is not 32 bytes.
    public static let tokenPublicKeyHashLength = ValidationRule(
        "token.publicKeyHash.length", .error, .appleDocumentation,
        "The public key hash is a SHA-256 hash, 32 bytes.")
    /// The encrypted data or the signature is empty.
    public static let tokenDataEmpty = ValidationRule(
        "token.data.empty", .error, .appleDocumentation, "The token's data and signature are not empty.")
    /// The token's transaction identifier is not the header's.
    public static let tokenTransactionIdentifierMismatch = ValidationRule(
        "token.transactionIdentifier.mismatch", .error, .library,
        "The token's transactionIdentifier is the hex of header.transactionId.")
    /// The header's application data is not the hash of the request's.
    public static let tokenApplicationDataMismatch = ValidationRule(
        "token.applicationData.mismatch", .error, .appleDocumentation,
        "header.applicationData is the SHA-256 of the request's applicationData, and there only when the request had some."
    )

    /// The signature is not a CMS SignedData.
    public static let tokenSignatureMalformed = ValidationRule(
        "token.signature.malformed", .error, .appleDocumentation,
        "The signature is a CMS SignedData (BER or DER) that can be read.")
    /// The signature does not carry Apple's leaf and intermediate certificates.
    public static let tokenSignatureCertificates = ValidationRule(
        "token.signature.certificates", .error, .appleDocumentation,
        "The signature carries one leaf (1.2.840.113635.100.6.29) and one intermediate (1.2.840.113635.100.6.2.14).")
    /// The signature's algorithms are not the version's.
    public static let tokenSignatureAlgorithms = ValidationRule(
        "token.signature.algorithms", .error, .appleDocumentation,
        "EC_v1 is signed with ECDSA and SHA-256, RSA_v1 with RSA and SHA-256.")
    /// The signing time is missing or too far from now.
    public static let tokenSignatureSigningTime = ValidationRule(
        "token.signature.signingTime", .error, .appleDocumentation,
        "The signing time is within a few minutes of now (300 s by default), either side.")
    /// The device account number is not 12 to 19 digits.
    public static let decryptedPANInvalid = ValidationRule(
        "decrypted.pan.invalid", .error, .appleDocumentation, "The account number is 12 to 19 digits.")
    /// The expiration date is not `YYMMDD`.
    public static let decryptedExpirationDateInvalid = ValidationRule(
        "decrypted.expirationDate.invalid", .error, .appleDocumentation, "The expiration date is YYMMDD.")
    /// The card's expiry month has passed.
    public static let decryptedExpired = ValidationRule(
        "decrypted.expired", .error, .library, "The card has not expired: its expiry month has not passed.")
    /// The currency is not an ISO 4217 numeric code.
    public static let decryptedCurrencyInvalid = ValidationRule(
        "decrypted.currency.invalid", .error, .iso, "The currency is an ISO 4217 numeric code of three digits.")
    /// The payment's currency is not the request's.
    public static let decryptedCurrencyMismatch = ValidationRule(
        "decrypted.currency.mismatch", .error, .library, "The payment is in the request's currency.")
    /// The payment's amount is not the request's total.
    public static let decryptedAmountMismatch = ValidationRule(
        "decrypted.amount.mismatch", .error, .library, "The payment's amount is the request's total, in minor units.")
    /// The payment data type is not one the request's capabilities allow.
    public static let decryptedTypeCapability = ValidationRule(
        "decrypted.type.capability", .error, .library,
        "A 3DSecure payment needs supports3DS in the request, an EMV payment supportsEMV.")
    /// A multi-token payment's authentication responses are not the request's token contexts.
    public static let decryptedAuthenticationResponsesMismatch = ValidationRule(
        "decrypted.authenticationResponses.mismatch", .error, .library,
        "A multi-token payment has one authentication response per token context, with its merchant and amount.")

    /// The rules of the payment token and the decrypted payment data.
    public static let paymentRules: [ValidationRule] = [
        tokenBase64, tokenHex, tokenKeyMissing, tokenKeyUnexpected, tokenEphemeralPublicKeyInvalid,
        tokenPublicKeyHashLength, tokenDataEmpty, tokenTransactionIdentifierMismatch, tokenApplicationDataMismatch,
        tokenSignatureMalformed, tokenSignatureCertificates, tokenSignatureAlgorithms, tokenSignatureSigningTime,
        decryptedPANInvalid, decryptedExpirationDateInvalid, decryptedExpired, decryptedCurrencyInvalid,
        decryptedCurrencyMismatch, decryptedAmountMismatch, decryptedTypeCapability,
        decryptedAuthenticationResponsesMismatch,
    ]
}
