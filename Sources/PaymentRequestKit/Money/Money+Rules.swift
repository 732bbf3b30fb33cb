// The rules of reading ISO codes and amounts, wherever a document carries them.

extension ValidationRule {
    /// The country code is not an ISO 3166-1 alpha-2 code.
    public static let countryCodeInvalid = ValidationRule(
        "countryCode.invalid", .error, .iso, .decoding,
        "The country code must be an upper-case ISO 3166-1 alpha-2 code.",
        platform:
            "Safari: \"<code> is not a valid country code.\" (ICU's regions). PassKit: an unknown region is rejected. The library checks ISO 3166-1."
    )
    /// The currency code is not in ISO 4217 list one.
    public static let currencyCodeInvalid = ValidationRule(
        "currencyCode.invalid", .error, .iso, .decoding, "The currency code must be an upper-case ISO 4217 code.",
        platform:
            "Safari: \"<code> is not a valid currency code.\" (ICU's codes, historic ones too). PassKit: an unknown currency is rejected. The library checks ISO 4217 list one."
    )
    /// An amount string is not in the grammar `-?[0-9]+(\.[0-9]+)?`.
    public static let amountSyntax = ValidationRule(
        "amount.syntax", .error, .safari, .decoding,
        "Amounts must match `-?[0-9]+(\\.[0-9]+)?`: digits, an optional sign and an optional fraction.",
        platform:
            "Safari: isValidDecimalMonetaryValue, \"<v> is not a valid amount.\" PassKit: an NSDecimalNumber that is not a number fails."
    )
    /// An amount has more than 18 significant digits or 18 decimals.
    public static let amountOutOfRange = ValidationRule(
        "amount.outOfRange", .error, .library, .decoding,
        "Amounts must have at most 18 significant digits and 18 decimals.",
        platform:
            "Safari: parses any length. PassKit: rejects amounts too large for its decimals. The library's bound is 18 digits."
    )
    /// A final amount has more decimals than the currency's minor units.
    public static let amountMinorUnits = ValidationRule(
        "amount.minorUnits", .error, .passKit,
        "Final amounts must not have more decimals than the currency's minor units.",
        platform:
            "Safari: accepts. PassKit: \"Amount is not valid for specified currency.\" The library counts ISO 4217's digits."
    )
}
