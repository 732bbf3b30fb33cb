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
    /// The merchant certificate does not name Apple's Worldwide Developer Relations CA as its issuer.
    public static let merchantCertificateIssuerNotApple = ValidationRule(
        "certificate.issuer.notApple", .error, .appleDocumentation,
        "A merchant certificate is issued by one of Apple's Worldwide Developer Relations intermediates (CA - G2, under Apple Root CA - G3, issues payment processing certificates), or, in tests, by the test CA named.",
        platform:
            "Apple's servers accept an identity certificate they issued, and devices encrypt tokens to the payment processing certificate Apple issued; a certificate made elsewhere works with neither. The library compares the issuer's name: it holds no intermediate to verify the signature with."
    )
    /// Apple's intermediate that issued the merchant certificate expires within 30 days, or has expired.
    public static let merchantCertificateIssuerExpires = ValidationRule(
        "certificate.issuer.expires", .warning, .appleDocumentation,
        "The Apple intermediate that issued a merchant certificate is current: Apple Worldwide Developer Relations CA - G2 is valid until 2029-05-06.",
        platform:
            "A chain whose intermediate has expired no longer verifies; Apple issues new merchant certificates under its successor. The library warns from 30 days before, and after."
    )

    /// The rules of the merchant's credentials.
    public static let credentialRules: [ValidationRule] = [
        merchantCertificateUnreadable, merchantCertificateChain, merchantCertificateExpired,
        merchantCertificateNotYetValid, merchantCertificateExpiresSoon, merchantCertificateNotMerchant,
        merchantCertificateIssuerNotApple, merchantCertificateIssuerExpires,
    ]
}
