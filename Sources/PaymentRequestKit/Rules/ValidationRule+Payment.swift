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

    /// The rules of the payment token and the decrypted payment data.
    public static let paymentRules: [ValidationRule] = [
        tokenBase64, tokenHex, tokenKeyMissing, tokenKeyUnexpected, tokenEphemeralPublicKeyInvalid,
        tokenPublicKeyHashLength, tokenDataEmpty, tokenTransactionIdentifierMismatch, tokenApplicationDataMismatch,
    ]
}
