// The rules of Google Pay's token, its root keys and its decrypted message, and the codes of decrypting one.
// Sources: Tink's `paymentmethodtoken` (the reference recipient), Google's "Payment data cryptography" guide,
// Google's .NET recipient; where they disagree, Tink (see the "Google Pay tokens" article).

extension ValidationRule.Source {
    /// Tink's `paymentmethodtoken`, Google's reference recipient of Google Pay tokens.
    public static var tink: Self { Self(rawValue: "Tink") }
}

extension ValidationRule {
    // MARK: The token

    /// A Base64 member of a Google Pay token or root key list is not standard Base64.
    public static let googlePayBase64 = ValidationRule(
        "googlePay.base64", .error, .tink, .decoding,
        "The signatures, keys, tag and encrypted message are standard Base64.",
        platform: "Tink decodes them with Base64.decode and refuses what does not decode.")
    /// A Google Pay token carries a member its format does not have.
    public static let googlePayMemberUnexpected = ValidationRule(
        "googlePay.member.unexpected", .error, .tink, .decoding,
        "A token has exactly its members: protocolVersion, signature, signedMessage and, for ECv2, intermediateSigningKey (exactly signedKey and signatures); a sealed message exactly encryptedMessage, ephemeralPublicKey and tag.",
        platform:
            "Tink refuses any other member; Google's .NET library ignores it. The library follows Tink, the reference.")
    /// A time of Google's is not milliseconds since 1970.
    public static let googlePayExpirationInvalid = ValidationRule(
        "googlePay.expiration.invalid", .error, .tink, .decoding,
        "keyExpiration and messageExpiration are milliseconds since 1970, as a string of decimal digits.",
        platform: "Tink reads them with Long.parseLong and fails on anything else.")
    /// The token's protocol is not one the library verifies.
    public static let googlePayProtocolVersionUnknown = ValidationRule(
        "googlePay.protocolVersion.unknown", .error, .tink,
        "The protocol version is ECv1, ECv2 or ECv2SigningOnly.",
        platform: "Tink's recipient takes only these three, and the token's must be the one it was built for.")
    /// An ECv2 token has no intermediate signing key.
    public static let googlePayIntermediateSigningKeyMissing = ValidationRule(
        "googlePay.intermediateSigningKey.missing", .error, .tink,
        "An ECv2 or ECv2SigningOnly token carries intermediateSigningKey.",
        platform: "Tink's validateECV2: exactly four members, intermediateSigningKey among them.")
    /// An ECv1 token has an intermediate signing key.
    public static let googlePayIntermediateSigningKeyUnexpected = ValidationRule(
        "googlePay.intermediateSigningKey.unexpected", .error, .tink,
        "An ECv1 token carries no intermediateSigningKey: a root key signs its message.",
        platform: "Tink's validateECV1: exactly protocolVersion, signature and signedMessage.")
    /// A signature list, or a signature, is empty.
    public static let googlePaySignaturesEmpty = ValidationRule(
        "googlePay.signatures.empty", .error, .googlePay,
        "The token's signature, and the intermediate key's list of signatures, are not empty.",
        platform: "Google's guide: the intermediate key carries the root keys' signatures; none verifies an empty one.")
    /// The intermediate key carries more signatures than any token needs, or one twice.
    public static let googlePaySignaturesCount = ValidationRule(
        "googlePay.signatures.count", .error, .library,
        "The intermediate key carries at most \(GooglePayToken.maximumIntermediateSignatures) signatures, each once; more are refused before any is verified.",
        platform:
            "Google sends one signature (Tink tries each under each root key): a longer list costs a verification per entry and root key, about a second of CPU per megabyte, for nothing."
    )
    /// A public key is not a P-256 SubjectPublicKeyInfo.
    public static let googlePayPublicKeyInvalid = ValidationRule(
        "googlePay.publicKey.invalid", .error, .googlePay,
        "A root or intermediate keyValue is the DER SubjectPublicKeyInfo of an uncompressed P-256 point.",
        platform: "Google's guide: Base64 X.509 SubjectPublicKeyInfo keys on NIST P-256, for ECDSA-SHA256.")
    /// The ephemeral public key is not an uncompressed P-256 point.
    public static let googlePayEphemeralPublicKeyInvalid = ValidationRule(
        "googlePay.ephemeralPublicKey.invalid", .error, .tink,
        "The ephemeral public key is an uncompressed P-256 point: 65 bytes, starting 04.",
        platform:
            "Tink reads it as an uncompressed point and refuses a compressed one; Google's .NET library accepts both. The library follows Tink."
    )
    /// The tag is not the 32 bytes of HMAC-SHA256.
    public static let googlePayTagLength = ValidationRule(
        "googlePay.tag.length", .error, .tink, "The tag is an HMAC-SHA256, 32 bytes.",
        platform: "Tink compares the tag with a 32-byte HMAC-SHA256; another length never matches.")
    /// The encrypted message is empty.
    public static let googlePayEncryptedMessageEmpty = ValidationRule(
        "googlePay.encryptedMessage.empty", .error, .googlePay, "The encrypted message is not empty.",
        platform: "Google's guide: the encrypted message holds the payment method's JSON.")

    // MARK: The root keys

    /// The root key list has no key.
    public static let googlePayRootKeysEmpty = ValidationRule(
        "googlePay.rootKeys.empty", .error, .tink, "Google's root key list has at least one key.",
        platform: "Tink: \"no trusted keys are available for this protocol version\" when none is left.")
    /// A root key has expired.
    public static let googlePayRootKeyExpired = ValidationRule(
        "googlePay.rootKey.expired", .warning, .tink,
        "A root key whose keyExpiration is not after now is skipped: refresh the list from Google.",
        platform: "Tink ignores a key that expires at or before now.")
    /// An ECv2 root key has no expiry.
    public static let googlePayRootKeyExpirationMissing = ValidationRule(
        "googlePay.rootKey.expirationMissing", .warning, .tink,
        "A root key of ECv2 or ECv2SigningOnly has keyExpiration; one without it is skipped.",
        platform:
            "Tink skips such a key (only ECv1 keys may omit it); Google's .NET library treats it as never expiring. The library follows Tink."
    )
    /// A root key's protocol is not one the library knows.
    public static let googlePayRootKeyProtocolUnknown = ValidationRule(
        "googlePay.rootKey.protocolUnknown", .warning, .tink,
        "A root key's protocolVersion is ECv1, ECv2 or ECv2SigningOnly; another one's key is never used.",
        platform: "Tink picks the keys of the token's protocol; a key of another protocol is never tried.")

    // MARK: The decrypted message

    /// The account number is not 12 to 19 digits.
    public static let googlePayMessagePANInvalid = ValidationRule(
        "googlePay.message.pan.invalid", .error, .googlePay,
        "paymentMethodDetails.pan is 12 to 19 digits, the first not 0.",
        platform: "Google's guide: the card's or the device's account number, digits.")
    /// The expiry month is not 1 to 12.
    public static let googlePayMessageExpirationMonthInvalid = ValidationRule(
        "googlePay.message.expirationMonth.invalid", .error, .googlePay,
        "paymentMethodDetails.expirationMonth is a number from 1 to 12.",
        platform: "Google's guide: the expiry month, 1 (January) to 12.")
    /// The expiry year is not four digits.
    public static let googlePayMessageExpirationYearInvalid = ValidationRule(
        "googlePay.message.expirationYear.invalid", .error, .googlePay,
        "paymentMethodDetails.expirationYear is a four-digit year.",
        platform: "Google's guide: the expiry year, four digits, such as 2028.")
    /// The card has expired.
    public static let googlePayMessageCardExpired = ValidationRule(
        "googlePay.message.cardExpired", .error, .library,
        "The card has not expired: its expiry month has not passed.",
        platform: "The processor declines an expired card; the library checks before sending it.")
    /// The auth method is not one Google documents.
    public static let googlePayMessageAuthMethodUnknown = ValidationRule(
        "googlePay.message.authMethod.unknown", .error, .googlePay,
        "paymentMethodDetails.authMethod is PAN_ONLY or CRYPTOGRAM_3DS.",
        platform: "Google's guide: the two ways a card is authenticated.")
    /// The message carries fields its auth method does not have, or lacks one it needs.
    public static let googlePayMessageFieldSet = ValidationRule(
        "googlePay.message.fieldSet", .error, .googlePay,
        "A CRYPTOGRAM_3DS message has a cryptogram (and perhaps an eciIndicator); a PAN_ONLY message has neither.",
        platform: "Google's guide: the cryptogram and ECI come with CRYPTOGRAM_3DS only.")
    /// The payment method is not a card.
    public static let googlePayMessagePaymentMethodUnknown = ValidationRule(
        "googlePay.message.paymentMethod.unknown", .error, .googlePay,
        "paymentMethod is CARD, the only one whose details the guide gives.",
        platform: "Google's guide: paymentMethod is CARD, with paymentMethodDetails of a card.")
    /// The message has expired.
    public static let googlePayMessageExpired = ValidationRule(
        "googlePay.message.expired", .error, .tink, "messageExpiration is after now.",
        platform:
            "Tink refuses a message whose expiry is at or before now, the guide asks that now be before it; Google's .NET library does not check. The library follows Tink."
    )
    /// The auth method is not one the request allowed.
    public static let googlePayMessageAuthMethodNotAllowed = ValidationRule(
        "googlePay.message.authMethod.notAllowed", .error, .library,
        "The message's authMethod is one of the request's allowedAuthMethods.",
        platform: "Google gives only the auth methods asked for; the library checks the token it was given answers it.")
    /// The message's gateway merchant is not the request's.
    public static let googlePayMessageGatewayMerchantMismatch = ValidationRule(
        "googlePay.message.gatewayMerchantId.mismatch", .error, .library,
        "A message's gatewayMerchantId is the one the request's tokenization parameters name.",
        platform: "Google copies the request's gatewayMerchantId into the message; another one answers another request."
    )
    /// The recipient is not the one the request's tokenization names.
    public static let googlePayMessageRecipientMismatch = ValidationRule(
        "googlePay.message.recipient.mismatch", .error, .library,
        "The token's recipient is the request's: merchant: and its merchantId for DIRECT, gateway: and its gateway for PAYMENT_GATEWAY.",
        platform:
            "Google signs for the recipient the request's tokenization names; another one answers another request.")

    /// The rules of Google Pay tokens, their root keys and their decrypted messages.
    public static let googlePayTokenRules: [ValidationRule] = [
        googlePayBase64, googlePayMemberUnexpected, googlePayExpirationInvalid, googlePayProtocolVersionUnknown,
        googlePayIntermediateSigningKeyMissing, googlePayIntermediateSigningKeyUnexpected, googlePaySignaturesEmpty,
        googlePaySignaturesCount,
        googlePayPublicKeyInvalid, googlePayEphemeralPublicKeyInvalid, googlePayTagLength,
        googlePayEncryptedMessageEmpty, googlePayRootKeysEmpty, googlePayRootKeyExpired,
        googlePayRootKeyExpirationMissing, googlePayRootKeyProtocolUnknown, googlePayMessagePANInvalid,
        googlePayMessageExpirationMonthInvalid, googlePayMessageExpirationYearInvalid, googlePayMessageCardExpired,
        googlePayMessageAuthMethodUnknown, googlePayMessageFieldSet, googlePayMessagePaymentMethodUnknown,
        googlePayMessageExpired, googlePayMessageAuthMethodNotAllowed, googlePayMessageGatewayMerchantMismatch,
        googlePayMessageRecipientMismatch,
    ]

    // MARK: Errors of decryption

    /// ``PaymentTokenError/Code/googlePayRecipientMismatch``.
    public static let googlePayRecipientMismatch = ValidationRule(
        error: "googlePay.recipientMismatch", .tink,
        "A token verifies only for the recipient it was signed for: merchant: for DIRECT, gateway: for PAYMENT_GATEWAY.",
        platform: "Tink: the recipient is part of the signed bytes, so the signature fails; the library says why.")
    /// ``PaymentTokenError/Code/googlePayNoRootKey``.
    public static let googlePayNoRootKey = ValidationRule(
        error: "googlePay.noRootKey", .tink,
        "Google's root key list has a key for the token's protocol that has not expired.",
        platform: "Tink: \"no trusted keys are available for this protocol version\".")
    /// ``PaymentTokenError/Code/googlePayIntermediateSignatureNotVerified``.
    public static let googlePayIntermediateSignatureNotVerified = ValidationRule(
        error: "googlePay.intermediateSignatureNotVerified", .tink,
        "One of the intermediate key's signatures verifies under a root key of the token's protocol.",
        platform: "Tink: any one signature verifying under any one root key is enough.")
    /// ``PaymentTokenError/Code/googlePayIntermediateKeyExpired``.
    public static let googlePayIntermediateKeyExpired = ValidationRule(
        error: "googlePay.intermediateKeyExpired", .tink, "The intermediate key's keyExpiration is after now.",
        platform: "Tink: \"expired intermediateSigningKey\" at or before now.")
    /// ``PaymentTokenError/Code/googlePayMessageSignatureNotVerified``.
    public static let googlePayMessageSignatureNotVerified = ValidationRule(
        error: "googlePay.messageSignatureNotVerified", .tink,
        "The message's signature verifies under the intermediate key (ECv2) or a root key (ECv1), for this recipient.",
        platform: "Tink: \"cannot verify signature\".")
    /// ``PaymentTokenError/Code/googlePayMessageExpired``.
    public static let googlePayMessageExpiredError = ValidationRule(
        error: "googlePay.messageExpired", .tink, "The decrypted message's messageExpiration is after now.",
        platform: "Tink: \"expired payload\" at or before now.")
    /// ``PaymentTokenError/Code/googlePayTagMismatch``.
    public static let googlePayTagMismatch = ValidationRule(
        error: "googlePay.tagMismatch", .tink,
        "The message's tag is the HMAC-SHA256 of the encrypted message under a key the merchant's private keys derive.",
        platform:
            "Tink: \"cannot decrypt; invalid MAC\" under every key. The signature covers the tag, so a tag that matches no key means the token was sealed to another public key."
    )

    /// The codes of ``PaymentTokenError`` that Google Pay tokens add.
    public static let googlePayErrorRules: [ValidationRule] = [
        googlePayRecipientMismatch, googlePayNoRootKey, googlePayIntermediateSignatureNotVerified,
        googlePayIntermediateKeyExpired, googlePayMessageSignatureNotVerified, googlePayMessageExpiredError,
        googlePayTagMismatch,
    ]
}
