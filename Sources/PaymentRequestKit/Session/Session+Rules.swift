extension ValidationRule {
    /// A status is outside 0 to 7.
    public static let sessionStatusInvalid = ValidationRule(
        "session.status.invalid", .error, .safari, .decoding,
        "A status must be one of ApplePaySession's, 0 to 7 (Safari: InvalidAccessError).",
        platform: "Safari: InvalidAccessError for a status outside 0 to 7. PassKit: an enumeration.")
    /// A status Apple deprecated (2 to 4).
    public static let sessionStatusDeprecated = ValidationRule(
        "session.status.deprecated", .warning, .appleDocumentation,
        "Statuses 2 to 4 are deprecated since version 3; use STATUS_FAILURE with an ApplePayError.",
        platform:
            "Safari: turns 2 to 4 into FAILURE with an ApplePayError. PassKit: deprecated since iOS 11. The library warns."
    )
    /// SUCCESS comes with errors, so the sheet stays open.
    public static let sessionSuccessWithErrors = ValidationRule(
        "session.success.withErrors", .warning, .library,
        "STATUS_SUCCESS with errors does not end the session; the sheet stays open.",
        platform: "Safari: not final, the sheet stays open (isFinalState). PassKit: the same. The library warns.")
    /// An error names a field, or has a code, the sheet ignores in that completion.
    public static let sessionErrorIgnored = ValidationRule(
        "session.error.ignored", .warning, .appleDocumentation,
        "Each error should be one the sheet acts on in its completion (ApplePayErrorContactField's table).",
        platform:
            "Safari: passes the error on. The sheet ignores a field Apple's table does not allow there. The library warns."
    )

    /// A field of the merchant validation body is empty.
    public static let merchantValidationFieldEmpty = ValidationRule(
        "merchantValidation.field.empty", .error, .appleDocumentation,
        "The merchant validation body needs a merchant identifier, a display name and an initiative context.",
        platform:
            "Safari: not involved; the merchant's server sends the body. Apple's server refuses an incomplete one.")
    /// The display name is longer than 64 characters.
    ///
    /// Apple's payment session endpoint refuses it: an error, though only Apple's documentation states it.
    public static let merchantValidationDisplayNameTooLong = ValidationRule(
        "merchantValidation.displayName.tooLong", .error, .appleDocumentation,
        "The display name has at most 64 characters.",
        platform: "Apple's payment session endpoint takes at most 64 characters.")
    /// The web initiative's context is not a domain name.
    public static let merchantValidationDomain = ValidationRule(
        "merchantValidation.initiativeContext.domain", .error, .appleDocumentation,
        "For the web, the initiative context is the page's registered domain, a host name alone.",
        platform: "Apple's endpoint checks the domain against the merchant's registered ones; a URL is not a domain.")

    /// The rules of the payment sheet session: its updates, results and merchant validation.
    public static let sessionRules: [ValidationRule] = [
        sessionStatusInvalid, sessionStatusDeprecated, sessionSuccessWithErrors, sessionErrorIgnored,
        merchantValidationFieldEmpty, merchantValidationDisplayNameTooLong, merchantValidationDomain,
    ]
}
