extension ValidationRule {
    // MARK: Adding a card to Wallet

    /// A binary field of a provisioning document is not standard Base64.
    public static let provisioningBase64 = ValidationRule(
        "provisioning.base64", .error, .library, .decoding,
        "Binary fields must be standard Base64 (RFC 4648, section 4), with padding.",
        platform: "Safari: not applicable. PassKit: takes Data; the library's JSON form carries Base64.")
    /// Neither the cardholder name nor the account suffix is set.
    public static let provisioningNameOrSuffixMissing = ValidationRule(
        "provisioning.nameOrSuffix.missing", .error, .passKit,
        "At least one of cardholder name or primary account suffix must be supplied.",
        platform: "PassKit: the configuration needs a cardholder name or an account suffix to show the card.")
    /// The cardholder name is not set.
    public static let provisioningCardholderNameMissing = ValidationRule(
        "provisioning.cardholderName.missing", .warning, .appleDocumentation,
        "The cardholder name should be supplied; Apple's documentation calls it required.",
        platform: "PassKit: accepts it without. Apple's documentation asks for it.")
    /// The primary account suffix is not set.
    public static let provisioningSuffixMissing = ValidationRule(
        "provisioning.primaryAccountSuffix.missing", .warning, .appleDocumentation,
        "The primary account suffix should be supplied; Apple's documentation calls it required.",
        platform: "PassKit: accepts it without. Apple's documentation asks for it.")
    /// The primary account suffix is not four or five digits.
    public static let provisioningSuffixFormat = ValidationRule(
        "provisioning.primaryAccountSuffix.format", .warning, .appleDocumentation,
        "The primary account suffix should be the last four or five digits of the card number.",
        platform: "PassKit: shows what it is given. Apple: the last four or five digits.")
    /// The primary account suffix is longer than five characters: probably more of the card number than is safe.
    public static let provisioningSuffixTooLong = ValidationRule(
        "provisioning.primaryAccountSuffix.tooLong", .error, .library,
        "The primary account suffix must not be longer than five characters; the configuration is not encrypted.",
        platform:
            "PassKit: shows what it is given. The library rejects more than five characters, probably too much of the number."
    )
    /// A card detail has an empty label or value.
    public static let provisioningCardDetailEmpty = ValidationRule(
        "provisioning.cardDetail.empty", .warning, .library,
        "Card details should have a label and a value; an empty one shows a blank row.",
        platform: "PassKit: shows an empty detail. The library warns.")
    /// The payment network filter names a network PassKit does not define.
    public static let provisioningNetworkUnknown = ValidationRule(
        "provisioning.paymentNetwork.unknown", .warning, .library,
        "The payment network filter should be a network PassKit defines; an unknown one matches no artwork.",
        platform: "PassKit: a filter that matches no card. The library warns.")
    /// The certificate chain is empty.
    public static let provisioningChainEmpty = ValidationRule(
        "provisioning.certificateChain.empty", .error, .library,
        "The certificate chain PassKit gives must be forwarded; without it the request cannot be encrypted.",
        platform: "PassKit: always gives a chain. The issuer's server cannot verify none.")
    /// The certificate chain has a single certificate.
    public static let provisioningChainShort = ValidationRule(
        "provisioning.certificateChain.short", .warning, .library,
        "The chain should hold the leaf and its intermediate, as PassKit gives them, to reach Apple's root.",
        platform: "PassKit: gives leaf and intermediate. The library warns about one.")
    /// The certificate chain has more certificates than are read.
    public static let provisioningChainTooLong = ValidationRule(
        "provisioning.certificateChain.tooLong", .error, .library,
        "The certificate chain must have at most 10 certificates; the rest are not read.",
        platform: "PassKit: gives two or three. The library bounds the chain it reads.")
    /// An entry of the certificate chain is not a DER X.509 certificate.
    public static let provisioningCertificateInvalid = ValidationRule(
        "provisioning.certificate.invalid", .error, .library,
        "Each certificate must be a DER-encoded X.509 certificate.",
        platform: "PassKit: gives DER X.509. The library rejects what does not parse.")
    /// A certificate is not issued by the next one in the chain.
    public static let provisioningChainOrder = ValidationRule(
        "provisioning.certificateChain.order", .error, .library,
        "Each certificate must be issued by the next one: the leaf first, as PassKit gives them.",
        platform: "PassKit: leaf first. The library checks each is issued by the next.")
    /// A certificate is not valid at the current date.
    public static let provisioningCertificateExpired = ValidationRule(
        "provisioning.certificate.notValidNow", .error, .library,
        "Each certificate must be within its validity period at the current date.",
        platform: "PassKit: current certificates. The library checks validity at now.")
    /// The nonce is empty.
    public static let provisioningNonceMissing = ValidationRule(
        "provisioning.nonce.missing", .error, .library,
        "The nonce must be forwarded; the encrypted pass data must include it.",
        platform: "PassKit: always gives a nonce. The issuer must sign over it.")
    /// The nonce is not four bytes.
    public static let provisioningNonceLength = ValidationRule(
        "provisioning.nonce.length", .warning, .library,
        "The nonce should be the 4 bytes PassKit gives; another length suggests it was re-encoded on the way.",
        platform: "PassKit: a four-byte nonce. The library warns about another length.")
    /// The nonce signature is empty.
    public static let provisioningNonceSignatureMissing = ValidationRule(
        "provisioning.nonceSignature.missing", .error, .library,
        "The nonce signature must be forwarded; the encrypted pass data must include it.",
        platform: "PassKit: always gives a signature. The issuer must check it.")
    /// The issuer's answer has no encrypted pass data.
    public static let provisioningEncryptedPassDataMissing = ValidationRule(
        "provisioning.encryptedPassData.missing", .error, .library,
        "The answer must carry the encrypted pass data Apple's documentation describes; without it no card is added.",
        platform: "PassKit: PKAddPaymentPassRequest needs encryptedPassData.")
    /// The issuer's answer has no activation data.
    public static let provisioningActivationDataMissing = ValidationRule(
        "provisioning.activationData.missing", .error, .library,
        "The answer must carry activation data, so that the card is active once added.",
        platform: "PassKit: PKAddPaymentPassRequest needs activationData.")
    /// The chain is longer than Apple's policy allows, or its third certificate is not the policy's root.
    public static let provisioningChainPolicyLength = ValidationRule(
        "provisioning.certificateChain.policyLength", .error, .passKit,
        "The chain is the leaf and the intermediate, and at most the root after them: three certificates, as Apple's issuer encryption policy evaluates it.",
        platform:
            "Apple's SecPolicyCreateApplePayIssuerEncryption: exactly 3 certificates in the chain, anchored to an Apple root. The library checks the count and the root's name."
    )
    /// The intermediate is not the policy's.
    public static let provisioningChainIntermediate = ValidationRule(
        "provisioning.certificateChain.intermediate", .error, .passKit,
        "The intermediate is Apple Worldwide Developer Relations CA - G2, issued by one of Apple's roots (or, in tests, by the test root named).",
        platform:
            "Apple's SecPolicyCreateApplePayIssuerEncryption pins the intermediate's common name and Apple's anchor. The library compares the names."
    )
    /// The leaf lacks what the policy asks of it.
    public static let provisioningChainLeaf = ValidationRule(
        "provisioning.certificateChain.leaf", .error, .passKit,
        "The leaf's key usage has key encipherment, and the leaf carries Apple's issuer encryption marker, extension 1.2.840.113635.100.6.39.",
        platform:
            "Apple's SecPolicyCreateApplePayIssuerEncryption (SecPolicyPriv.h): the leaf has KeyUsage with the KeyEncipherment bit set and the marker extension. An older header also named key agreement; the newer one, which the library follows, names key encipherment alone."
    )
    /// A field of the issuer's answer is larger than any real one.
    public static let provisioningDataTooLarge = ValidationRule(
        "provisioning.data.tooLarge", .error, .library,
        "Each field of the answer must be at most 64 KiB; real ones are a few hundred bytes.",
        platform: "PassKit: fields are small. The library bounds what it reads.")
    /// An ECC_V2 answer has no ephemeral public key.
    public static let provisioningEphemeralPublicKeyMissing = ValidationRule(
        "provisioning.ephemeralPublicKey.missing", .error, .library,
        "With the ECC_V2 scheme, the answer must carry the ephemeral public key, as Apple's documentation says.",
        platform: "PassKit: ECC_V2 needs ephemeralPublicKey.")
    /// An RSA_V2 answer has no wrapped key.
    public static let provisioningWrappedKeyMissing = ValidationRule(
        "provisioning.wrappedKey.missing", .error, .library,
        "With the RSA_V2 scheme, the answer must carry the wrapped key, as Apple's documentation says.",
        platform: "PassKit: RSA_V2 needs wrappedKey.")
    /// The answer carries the key of the other scheme.
    public static let provisioningKeyUnexpected = ValidationRule(
        "provisioning.key.unexpected", .error, .library,
        "The answer must carry only its scheme's key: no wrapped key with ECC_V2, no ephemeral key with RSA_V2.",
        platform: "PassKit: uses the key of the request's scheme only. The library rejects the other.")

    /// Every rule for adding a card to Wallet, in the order of the documentation's table.
    public static let provisioningRules: [ValidationRule] = [
        provisioningBase64, provisioningNameOrSuffixMissing,
        provisioningCardholderNameMissing,
        provisioningSuffixMissing, provisioningSuffixFormat, provisioningSuffixTooLong, provisioningCardDetailEmpty,
        provisioningNetworkUnknown, provisioningChainEmpty, provisioningChainShort, provisioningChainTooLong,
        provisioningCertificateInvalid, provisioningChainOrder, provisioningCertificateExpired,
        provisioningChainPolicyLength, provisioningChainIntermediate, provisioningChainLeaf,
        provisioningNonceMissing, provisioningNonceLength, provisioningNonceSignatureMissing,
        provisioningEncryptedPassDataMissing, provisioningActivationDataMissing, provisioningDataTooLarge,
        provisioningEphemeralPublicKeyMissing, provisioningWrappedKeyMissing, provisioningKeyUnexpected,
    ]
}
