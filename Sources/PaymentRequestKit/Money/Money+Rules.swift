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

    // MARK: Errors of the arithmetic

    /// A result does not fit an amount; ``AmountError/Code/overflow``.
    public static let amountOverflow = ValidationRule(
        error: "amount.overflow", .library,
        "A computation's result must fit an amount: 18 significant digits, 18 after the point.",
        platform:
            "Not a platform check: the library's arithmetic refuses a result it cannot hold exactly rather than round it."
    )
    /// An operation's argument cannot be honoured; ``AmountError/Code/invalidArgument``.
    public static let amountInvalidArgument = ValidationRule(
        error: "amount.invalidArgument", .library,
        "An operation's arguments must make sense: a split into one part or more, weights that are not negative.",
        platform: "Not a platform check: the library's allocation refuses what it cannot share out exactly.")
    /// A rate's text is not a percentage; ``AmountError/Code/rateSyntax``.
    public static let rateSyntax = ValidationRule(
        error: "rate.syntax", .library,
        "A rate is a percentage with its sign, such as \"8.875%\"; a fraction is given as an amount.",
        platform: "Not a platform check: the library's tax and discount rates, which no payment document carries.")
    /// A rate is beyond 100 % either way; ``AmountError/Code/rateOutOfRange``.
    public static let rateOutOfRange = ValidationRule(
        error: "rate.outOfRange", .library,
        "A rate is within 100 % either way, unless the caller allows more.",
        platform: "Not a platform check: the library refuses a tax or discount past the whole amount unless asked.")

    /// The codes of ``AmountError`` that are its own, each as the rule that says what it means; its others
    /// (`amount.syntax`, `amount.outOfRange`, `amount.minorUnits`) are the rules of amounts in documents.
    public static let amountErrorRules: [ValidationRule] = [
        amountOverflow, amountInvalidArgument, rateSyntax, rateOutOfRange,
    ]
}
