// The rules of telling documents apart, and of checking one without what it belongs to.

extension ValidationRule {
    /// A document's keys fit several kinds equally well.
    public static let documentAmbiguous = ValidationRule(
        "document.ambiguous", .error, .library, .decoding,
        "A document's keys must say which kind it is, or the caller must.",
        platform: "Neither platform reads documents of unknown kind; the library does not guess.")
    /// A document is of another kind than the ones asked for.
    public static let documentOtherKind = ValidationRule(
        "document.otherKind", .error, .library, .decoding,
        "A document must be of the kind asked for; its keys say it is another.",
        platform: "Not a platform check: a document read as a kind it is not would only list its keys as unknown.")
    /// A document has none of the keys of the kinds asked for.
    public static let documentUnknown = ValidationRule(
        "document.unknown", .error, .library, .decoding,
        "A document must have the keys of one of the kinds asked for.",
        platform: "Not a platform check: the library's JSON forms are told apart by their keys.")
    /// An update was checked in an assumed currency.
    public static let updateCurrencyAssumed = ValidationRule(
        "update.currencyAssumed", .warning, .library,
        "An update's amounts are checked in the request's currency, which the caller gives, or the request.",
        platform: "An update has no currency of its own: Safari and PassKit use the request's.")
    /// An event was checked without the request it belongs to.
    public static let eventRequestMissing = ValidationRule(
        "event.requestMissing", .warning, .library,
        "An event a page posts is checked against the merchant's request; without it, a forged shipping method or card type goes unseen.",
        platform:
            "Not a platform check: a server does not trust what its page posts, and checks it against what it offered.")
    /// Google Pay's payment data or callback was checked without the request it answers.
    public static let googlePayAnswerRequestMissing = ValidationRule(
        "googlePay.answer.requestMissing", .warning, .library,
        "Google Pay's payment data and callbacks a page posts are checked against the merchant's PaymentDataRequest; without it, a forged network, country, shipping option or offer goes unseen.",
        platform:
            "Not a platform check: a server does not trust what its page posts, and checks it against what it offered.")
    /// A W3C payment response was checked without the request it answers.
    public static let w3cResponseRequestMissing = ValidationRule(
        "w3c.response.requestMissing", .warning, .library,
        "A W3C PaymentResponse a page posts is checked against the W3C request it constructed; without it, a forged method, shipping option or contact goes unseen.",
        platform:
            "Not a platform check: a server does not trust what its page posts, and checks it against what it offered.")
    /// A merchant session was checked without the body that asked for it.
    public static let merchantSessionRequestMissing = ValidationRule(
        "merchantSession.requestMissing", .warning, .library,
        "A merchant session is checked against the merchant validation body that asked for it; without it, a session for another domain or merchant goes unseen.",
        platform: "Not a platform check: a server checks Apple's answer before its page passes it on.")

    /// The rules of telling documents apart and of checking one without what it belongs to.
    public static let documentRules: [ValidationRule] = [
        documentAmbiguous, documentOtherKind, documentUnknown, updateCurrencyAssumed, eventRequestMissing,
        merchantSessionRequestMissing, googlePayAnswerRequestMissing, w3cResponseRequestMissing,
    ]
}

extension ValidationReport {
    /// The report with a warning that the document was not checked against what it answers, at the document.
    func unchecked(_ rule: ValidationRule, _ message: String) -> ValidationReport {
        ValidationReport(violations: violations + [Violation(rule: rule, path: "", message: message)])
    }
}
