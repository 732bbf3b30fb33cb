// The one registry of codes: every rule of every domain, and every code the library's errors carry.

extension ValidationRule {
    /// Every code the library can emit, each as the rule that says what it means: the rules of payment requests,
    /// the session, the payment, the merchant's credentials, adding a card to Wallet, other wallets and telling
    /// documents apart, then the codes of the library's errors (``AmountError``, ``PaymentSheetSessionError``,
    /// ``PaymentTokenError``), whose stage is ``Stage/operation``.
    public static var all: [ValidationRule] { registry.rules }

    /// The codes of the library's errors, each as the rule that says what it means; every one is also in
    /// ``all``.
    public static var errorRules: [ValidationRule] {
        amountErrorRules + sessionErrorRules + tokenErrorRules + googlePayErrorRules
    }

    /// The rule with a code, a rule's or an error's (`total.negative`, `token.replayed`), or `nil`.
    public static func rule(withCode code: String) -> ValidationRule? {
        registry.byCode[code]
    }

    /// Every rule in the documentation's order, and each by its code, built once.
    private static let registry: (rules: [ValidationRule], byCode: [String: ValidationRule]) = {
        let rules =
            paymentRequestRules + sessionRules + paymentRules + googlePayTokenRules + credentialRules
            + provisioningRules
            + interopRules + documentRules + errorRules
        return (rules, Dictionary(rules.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first }))
    }()
}
