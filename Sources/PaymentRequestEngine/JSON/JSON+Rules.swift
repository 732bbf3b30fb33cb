// The rules of reading any JSON document: syntax, limits, types, keys and the generic value formats.

extension ValidationRule {
    /// The document is not JSON: bad syntax or invalid UTF-8.
    public static let jsonMalformed = ValidationRule(
        "json.malformed", .error, .library, .decoding, "The document must be JSON in valid UTF-8.",
        platform: "Safari: the page's JavaScript would not parse. PassKit: no JSON. The library reads JSON.")
    /// The document is beyond the decoder's limits on size, nesting or string length.
    public static let jsonLimit = ValidationRule(
        "json.limit", .error, .library, .decoding,
        "The document must stay within the decoding limits (size, nesting depth, string length).",
        platform: "Neither platform reads JSON; the limits are the library's, against hostile input.")
    /// A value has the wrong JSON type, for example an amount given as a number.
    ///
    /// The library's rule: it reads JSON, not JavaScript. Safari converts a JavaScript number to a string
    /// (`10.5` to `"10.5"`, `1e21` to `"1e+21"`), so a page may pass numbers; Apple documents amounts as strings.
    public static let jsonType = ValidationRule(
        "json.type", .error, .library, .decoding,
        "Each value must have its JSON type; amounts are strings (Safari would convert a JavaScript number).",
        platform:
            "Safari: converts a JavaScript number to a string (10.5 becomes \"10.5\"). PassKit: typed properties. The library reads JSON and wants the documented types."
    )
    /// A required key is missing.
    public static let jsonMissingKey = ValidationRule(
        "json.missingKey", .error, .safari, .decoding, "Required keys must be present.",
        platform:
            "Safari: TypeError for a required IDL member (a label, a shipping method's detail, paymentDescription, ...). PassKit: nil fails the validator."
    )
    /// A string is not one of the values its key allows.
    public static let jsonUnknownValue = ValidationRule(
        "json.unknownValue", .error, .safari, .decoding, "Enumerated strings must be one of the allowed values.",
        platform:
            "Safari: TypeError for a string outside an IDL enumeration. PassKit: typed values. A merchant category code Safari ignores silently; the library rejects it."
    )
    /// A key is not one the document's format knows; its readers ignore it, so it is probably a typo.
    ///
    /// Each format's keys say, in the message, what its own reader does with the key.
    public static let jsonUnknownKey = ValidationRule(
        "json.unknownKey", .warning, .library, .decoding,
        "Keys should be ones the document's format knows; its readers ignore others silently.",
        platform:
            "Safari: ignores keys its Apple Pay JS dictionaries lack. PassKit: no JSON. Apple's token format and the library's own documents have no other members. The library warns, as they are mostly typos."
    )
    /// A `null` where Apple Pay JS takes a string, which WebIDL turns into the string `"null"`.
    public static let jsonNullString = ValidationRule(
        "json.null.string", .warning, .safari, .decoding,
        "A null where Apple Pay JS takes a string becomes the string \"null\", as WebIDL converts it; leave the member out instead.",
        platform:
            "Safari: WebIDL converts null to \"null\" for a DOMString (a coupon code \"null\", a country \"null\" that is then refused). The library reads it the same way and warns; a null dictionary reads as an empty one and a null boolean as false, as WebIDL has them, and a null list is refused (TypeError)."
    )
    /// A date is not an ISO 8601 date and time with a time zone.
    public static let dateInvalid = ValidationRule(
        "date.invalid", .error, .library, .decoding,
        "Dates must be ISO 8601 date-times with a time zone (2026-01-01T00:00:00Z).",
        platform:
            "Safari: a date JavaScript cannot read is an invalid Date. The library wants ISO 8601 with a time zone.")
    /// A URL is not an absolute URL.
    public static let urlInvalid = ValidationRule(
        "url.invalid", .error, .safari, .decoding, "URLs must be absolute.",
        platform: "Safari: \"... is not a valid URL.\" for a managementURL or tokenNotificationURL. PassKit: NSURL.")
}
