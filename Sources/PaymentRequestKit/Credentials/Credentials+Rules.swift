extension ValidationRule {
    /// A merchant certificate file is not one X.509 certificate.
    public static let merchantCertificateUnreadable = ValidationRule(
        "certificate.unreadable", .error, .library, .decoding,
        "A merchant certificate file is one X.509 certificate, DER (Apple's .cer) or PEM, of at most 64 KiB.",
        platform: "Not a platform document: the file a server keeps. The library reads no more than 64 KiB of it.")
    /// A merchant certificate file holds a chain.
    public static let merchantCertificateChain = ValidationRule(
        "certificate.chain", .error, .library, .decoding,
        "A merchant certificate file holds the merchant certificate alone, not a chain.",
        platform:
            "Not a platform document: with several certificates, which one is the merchant's is a guess, and the library does not guess."
    )
    /// The merchant certificate has expired.
    public static let merchantCertificateExpired = ValidationRule(
        "certificate.expired", .error, .appleDocumentation,
        "A merchant certificate is used only until its notAfter: about 25 months after it was made.",
        platform:
            "Apple's servers refuse an expired merchant identity certificate, and devices encrypt tokens to a current payment processing certificate only."
    )
    /// The merchant certificate is not valid yet.
    public static let merchantCertificateNotYetValid = ValidationRule(
        "certificate.notYetValid", .error, .appleDocumentation,
        "A merchant certificate is used only from its notBefore.",
        platform: "Apple's servers and devices do not accept a certificate before its validity starts.")
    /// The merchant certificate expires within 30 days.
    public static let merchantCertificateExpiresSoon = ValidationRule(
        "certificate.expiresSoon", .warning, .appleDocumentation,
        "A merchant certificate is renewed before its last 30 days, when Apple starts emailing about it.",
        platform:
            "Apple: the certificates last about 25 months and every payment stops when one expires. The library warns from 30 days before."
    )
    /// The certificate has no merchant identifier hash.
    public static let merchantCertificateNotMerchant = ValidationRule(
        "certificate.notMerchant", .warning, .appleDocumentation,
        "A merchant certificate carries the merchant identifier's SHA-256 in extension 1.2.840.113635.100.6.32.",
        platform: "Apple's merchant certificates all carry it; a certificate without it is another certificate.")

    /// The rules of the merchant's credentials.
    public static let credentialRules: [ValidationRule] = [
        merchantCertificateUnreadable, merchantCertificateChain, merchantCertificateExpired,
        merchantCertificateNotYetValid, merchantCertificateExpiresSoon, merchantCertificateNotMerchant,
    ]
}
