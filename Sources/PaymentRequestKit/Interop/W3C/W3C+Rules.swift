extension ValidationRule {
    // MARK: W3C Payment Request: what WebIDL conversion throws

    /// A member WebIDL requires is absent.
    ///
    /// WebIDL throws `TypeError` while converting the arguments, before the constructor's own steps; Chromium's
    /// message is "required member total is undefined".
    public static let w3cMemberMissing = ValidationRule(
        "w3c.member.missing", .error, .w3c, .decoding,
        "methodData, details, total, label, amount, currency, value, id and supportedMethods are required (TypeError).",
        throws: .typeError,
        platform:
            "WebIDL conversion throws TypeError before the constructor runs; Chromium checks details and total in the constructor, after the method data, and the library keeps that order."
    )
    /// A member has a JSON type WebIDL cannot convert.
    ///
    /// A sequence must be an array, a dictionary an object or null, and `data` an object (W3C: "Even though null
    /// is JSON-serializable, it's not type 'Object'").
    public static let w3cMemberType = ValidationRule(
        "w3c.member.type", .error, .w3c, .decoding,
        "Sequences must be arrays, dictionaries objects, and method data an object, not null (TypeError).",
        throws: .typeError,
        platform: "WebIDL conversion throws TypeError in Chromium 156 (checked in headless Chromium) and in Safari.")
    /// A string member holds a number, boolean, null, array or object, which WebIDL converts to a string.
    ///
    /// The page gets what JavaScript's `String(value)` gives: `1.0` becomes `"1"`, `null` becomes `"null"`.
    public static let w3cMemberCoerced = ValidationRule(
        "w3c.member.coerced", .warning, .w3c, .decoding,
        "A non-string where WebIDL expects a string is converted as String(value) does; write the string.",
        platform:
            "Both browsers convert as String(value) and go on; the library warns, as the document likely meant a string."
    )
    /// `options.shippingType` is not one of the enumeration's strings.
    public static let w3cShippingTypeInvalid = ValidationRule(
        "w3c.shippingType.invalid", .error, .w3c, .decoding,
        "shippingType is \"shipping\", \"delivery\" or \"pickup\", exactly (TypeError).", throws: .typeError,
        platform: "WebIDL enumerations are exact: Chromium 156 throws TypeError (checked in headless Chromium).")
    /// A member the dictionary does not define; WebIDL ignores it, so it is usually a typo.
    public static let w3cUnknownKey = ValidationRule(
        "w3c.unknownKey", .warning, .w3c, .decoding,
        "WebIDL ignores members a dictionary does not define; usually a typo.",
        platform: "Browsers ignore unknown dictionary members silently; the library warns.")

    // MARK: W3C Payment Request: the constructor's steps

    /// `methodData` is empty.
    public static let w3cMethodDataEmpty = ValidationRule(
        "w3c.methodData.empty", .error, .w3c,
        "At least one payment method is required (TypeError).", throws: .typeError,
        platform:
            "Chromium 156 throws TypeError from the constructor (checked in headless Chromium by the browser test); Safari's WebKit makes the same check."
    )
    /// A list is longer than Chromium accepts.
    public static let w3cListTooLong = ValidationRule(
        "w3c.list.tooLong", .error, .chromium,
        "Chromium takes at most 1024 payment methods, display items, shipping options or modifiers (TypeError).",
        throws: .typeError,
        platform: "Chromium only (kMaxListSize, 1024), TypeError; the W3C text sets no limit.")
    /// A string is longer than Chromium accepts.
    ///
    /// Chromium (`ValidateShippingOptionOrPaymentItem`) checks labels, currency codes, amount values, shipping
    /// option ids and the request id against 1024 UTF-16 code units before their format.
    public static let w3cStringTooLong = ValidationRule(
        "w3c.string.tooLong", .error, .chromium,
        "Labels, currencies, values, shipping option ids and details.id have at most 1024 UTF-16 units (TypeError).",
        throws: .typeError,
        platform:
            "Chromium only (kMaxStringLength, 1024 UTF-16 units), TypeError, checked before the format; the W3C text sets no limit."
    )
    /// A payment method identifier is neither a standardized one nor an `https` URL.
    public static let w3cSupportedMethodsInvalid = ValidationRule(
        "w3c.supportedMethods.invalid", .error, .w3c,
        "A payment method identifier is a standardized name or a potentially trustworthy http(s) URL (RangeError).",
        throws: .rangeError,
        platform:
            "Chromium 156 throws RangeError for method data and for modifiers in the constructor (checked in headless Chromium); the W3C text checks modifiers only on update. URLs are parsed as the URL Standard parses them first (spaces and controls around them stripped, tabs and newlines dropped, empty credentials allowed), as GURL does."
    )
    /// An amount of an Apple Pay request is in another currency than the total.
    public static let w3cApplePayCurrencyMismatch = ValidationRule(
        "w3c.applePay.currencyMismatch", .error, .safari,
        "With Apple Pay, every amount is in the total's currency: display items and shipping options (TypeError at show()).",
        throws: .typeError, at: .show,
        platform:
            "Safari's ApplePayPaymentHandler::show(): \"X does not match the expected currency of Y. Apple Pay requires all PaymentCurrencyAmounts to use the same currency code.\" The constructor accepts it; Chromium has no Apple Pay handler."
    )
    /// An Apple Pay modifier's amount is in another currency than the total.
    public static let w3cApplePayModifierCurrencyMismatch = ValidationRule(
        "w3c.applePay.modifierCurrencyMismatch", .error, .safari,
        "An Apple Pay modifier's total and additional display items are in the total's currency (TypeError when it applies).",
        throws: .typeError, at: .update,
        platform:
            "Safari's ApplePayPaymentHandler::computeTotalAndLineItems, run when a payment method selection makes the modifier apply: the same TypeError as at show()."
    )
    /// Two method data name the same payment method.
    public static let w3cSupportedMethodsDuplicate = ValidationRule(
        "w3c.supportedMethods.duplicate", .error, .w3c,
        "Each payment method identifier appears in methodData once (RangeError).", throws: .rangeError,
        platform:
            "Chromium 156 throws RangeError from the constructor (checked in headless Chromium by the browser test); Safari's WebKit makes the same check."
    )
    /// A currency is not three ASCII letters.
    public static let w3cCurrencyInvalid = ValidationRule(
        "w3c.currency.invalid", .error, .w3c,
        "A currency is a well-formed code, three ASCII letters in any case (IsWellFormedCurrencyCode; RangeError).",
        throws: .rangeError,
        platform:
            "Chromium 156 throws RangeError, before the value's check (checked in headless Chromium); Safari the same.")
    /// A value is not a valid decimal monetary value.
    public static let w3cValueSyntax = ValidationRule(
        "w3c.value.syntax", .error, .w3c,
        "A value matches ^-?[0-9]+(\\.[0-9]+)?$ (TypeError).", throws: .typeError,
        platform:
            "Chromium 156 throws TypeError from the constructor (checked in headless Chromium by the browser test); Safari's WebKit makes the same check."
    )
    /// A total's value starts with a minus sign.
    ///
    /// The check is textual: `"-0"` and `"-0.00"` are negative totals, as Chromium's tests assert.
    public static let w3cTotalNegative = ValidationRule(
        "w3c.total.negative", .error, .w3c,
        "A total's value does not start with \"-\", even \"-0\" (TypeError).", throws: .typeError,
        platform: "A textual check: Chromium 156 throws TypeError for \"-0\" too (checked in headless Chromium).")
    /// Two shipping options share an id while shipping is requested.
    public static let w3cShippingOptionIdDuplicate = ValidationRule(
        "w3c.shippingOption.id.duplicate", .error, .w3c,
        "Shipping option ids are unique when requestShipping is true (TypeError).", throws: .typeError,
        platform:
            "Chromium 156 throws TypeError only when requestShipping is true, and not for options after an empty id (checked in headless Chromium)."
    )
    /// A shipping option's id is empty.
    ///
    /// Chromium (`ValidateAndConvertShippingOptions`) logs "Empty shipping option ID may be hard to debug" and stops
    /// reading options there: that option and every later one are dropped, unchecked.
    public static let w3cShippingOptionIdEmpty = ValidationRule(
        "w3c.shippingOption.id.empty", .warning, .chromium,
        "Chromium drops a shipping option with an empty id, and every option after it.",
        platform: "Chromium logs a warning and stops reading shipping options there; the library warns.")
    /// More than one shipping option is selected.
    public static let w3cShippingOptionsSelectedMultiple = ValidationRule(
        "w3c.shippingOptions.selectedMultiple", .warning, .w3c,
        "When several shipping options are selected, the browser selects the last one.",
        platform: "Browsers select the last selected option; the library warns.")
    /// Shipping options are given without `requestShipping`.
    public static let w3cShippingOptionsIgnored = ValidationRule(
        "w3c.shippingOptions.ignored", .warning, .w3c,
        "Shipping options are used only when options.requestShipping is true; otherwise they are ignored.",
        platform: "Browsers ignore shipping options without requestShipping; the library warns.")
    /// A label is empty.
    public static let w3cLabelEmpty = ValidationRule(
        "w3c.label.empty", .warning, .chromium,
        "Chromium logs \"Empty label may be confusing the user\" for an empty label.",
        platform: "Chromium logs a console error and goes on; the library warns.")

    // MARK: Apple Pay inside a W3C document

    /// The Apple Pay method data has no `version`.
    ///
    /// `ApplePayRequest.version` is a required WebIDL member; Safari converts the data when `show()` is called
    /// and rejects it then, not in the constructor.
    public static let w3cApplePayVersionMissing = ValidationRule(
        "w3c.applePay.version.missing", .error, .safari,
        "Apple Pay method data needs version, the Apple Pay JS version (Safari rejects show() without it).",
        platform:
            "Safari converts ApplePayRequest when show() is called and rejects it without version; Chromium does not read Apple Pay data."
    )
    /// A member of `ApplePayRequest` that Safari takes from elsewhere, or only from a modifier.
    public static let w3cApplePayIgnoredKey = ValidationRule(
        "w3c.applePay.ignoredKey", .warning, .safari,
        "Totals, items, shipping and currency come from details and options; recurring and other requests from an Apple Pay modifier.",
        platform:
            "Safari ignores ApplePayRequest members that come from details, options or modifiers; the library warns.")

    // MARK: W3C answers: updates, retries and responses

    /// An error message is longer than Chromium accepts.
    public static let w3cErrorMessageTooLong = ValidationRule(
        "w3c.errorMessage.tooLong", .error, .chromium,
        "An update's or a retry's error messages (error, each address and payer field) have at most 2048 characters (TypeError).",
        throws: .typeError,
        platform:
            "Chromium's PaymentsValidators::IsValidErrorMsgFormat: \"Error message should be at most 2048 characters long\", thrown by updateWith() and retry()."
    )
    /// An update's amount is in another currency than the request's total.
    public static let w3cUpdateCurrencyChanged = ValidationRule(
        "w3c.update.currency.changed", .error, .library,
        "An update's total, display items and shipping options are in the request's currency.",
        platform:
            "Chromium and the W3C text accept an update in another currency; the library refuses it: a total the payer was shown in one currency is never charged in another."
    )
    /// A response's shipping address has a country that is not a CLDR region code.
    public static let w3cAddressCountryInvalid = ValidationRule(
        "w3c.address.country.invalid", .error, .chromium,
        "A response's shipping address has a country of two capital letters, a CLDR region code.",
        platform:
            "Chromium's PaymentsValidators::IsValidCountryCodeFormat (^[A-Z]{2}$) holds every address the browser gives a page: any other was not written by the browser."
    )
    /// A response names a payment method the request did not offer.
    public static let w3cResponseMethodNotOffered = ValidationRule(
        "w3c.response.methodName.notOffered", .error, .w3c,
        "A response's methodName is one of the request's methodData supportedMethods.",
        platform: "The browser pays only with a method the request lists; another response is not the browser's.")
    /// A response's request id is not the request's.
    public static let w3cResponseRequestIdMismatch = ValidationRule(
        "w3c.response.requestId.mismatch", .error, .w3c,
        "A response's requestId is the request's details.id, when the request gives one.",
        platform: "The W3C text: the response's requestId is the request's id; another answers another request.")
    /// A response lacks what the request asked for.
    public static let w3cResponseMissing = ValidationRule(
        "w3c.response.missing", .error, .w3c,
        "A response has what the request asked for: the shipping address and option with requestShipping, and the payer's name, email and phone when requested.",
        platform: "The browser fills each member the request asks for; an answer without one is not the browser's.")
    /// A response has what the request did not ask for.
    public static let w3cResponseNotRequested = ValidationRule(
        "w3c.response.notRequested", .error, .w3c,
        "A response has no shipping address or option, and no payer name, email or phone, the request did not ask for.",
        platform:
            "The browser leaves each member the request does not ask for null; an answer with one is not the browser's."
    )
    /// A response's shipping option is not one the request offered.
    public static let w3cResponseShippingOptionUnknown = ValidationRule(
        "w3c.response.shippingOption.unknown", .error, .w3c,
        "A response's shippingOption is the id of one of the request's shipping options (as last updated).",
        platform: "The browser lets the payer pick only an offered option; another id is not the browser's.")
    /// A response names another shipping option than the one the session's events selected.
    public static let w3cSessionShippingOptionChanged = ValidationRule(
        "w3c.session.shippingOption.changed", .error, .library,
        "A response's shippingOption is the one the last shippingoptionchange event selected: the total the page updated for it is the one to charge.",
        platform:
            "The library's, for a session: the browser fires shippingoptionchange at each selection and sets the response's shippingOption from it."
    )

    // MARK: Exporting

    /// The request has shipping methods but does not ask for a shipping address.
    public static let exportShippingWithoutAddress = ValidationRule(
        "export.shippingWithoutAddress", .error, .library,
        "The W3C API offers shipping options only with a shipping address: request postalAddress to export them.",
        platform:
            "The library's: a W3C shipping option needs requestShipping, which asks for an address Apple Pay did not.")
}
