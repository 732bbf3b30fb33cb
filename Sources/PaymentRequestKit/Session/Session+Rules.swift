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
    /// Order details come with a status other than success, so Wallet never reads them.
    public static let sessionOrderDetailsNotSuccess = ValidationRule(
        "session.orderDetails.notSuccess", .warning, .appleDocumentation,
        "Order details belong with STATUS_SUCCESS: the device retrieves the order only after a successful payment.",
        platform:
            "PassKit: PKPaymentOrderDetails are read only when the status is success. Safari: checks the web service URL and passes them on. The library warns."
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

    /// A web merchant session is for another domain than the body's initiative context.
    public static let merchantSessionDomainMismatch = ValidationRule(
        "merchantSession.domainName.mismatch", .error, .library,
        "A web merchant session's domainName is the initiative context the server sent.",
        platform:
            "Apple's server: makes the session for the body's domain. A session for another one answers another request; the library does not pass it to the page."
    )
    /// The merchant session shows another display name than the body's.
    public static let merchantSessionDisplayNameMismatch = ValidationRule(
        "merchantSession.displayName.mismatch", .error, .library,
        "A merchant session's displayName is the display name the server sent.",
        platform:
            "Apple's server: echoes the body's display name, which the sheet shows. Another one answers another request; the library does not pass it to the page."
    )
    /// The merchant session is for another merchant identifier.
    public static let merchantSessionMerchantMismatch = ValidationRule(
        "merchantSession.merchantIdentifier.mismatch", .error, .library,
        "A merchant session's merchantIdentifier is the SHA-256 of the merchant identifier the server sent, in hexadecimal.",
        platform:
            "Apple's sessions carry the hash its \"MerchantDetails\" and the merchant certificates (1.2.840.113635.100.6.32) use. Another one is another merchant's session; the library does not pass it to the page."
    )
    /// The merchant session has expired, or expires before it was made.
    public static let merchantSessionExpired = ValidationRule(
        "merchantSession.expired", .error, .library,
        "A merchant session's expiresAt is later than its epochTimestamp and than now.",
        platform:
            "Safari: the sheet refuses an expired session and the payment fails. The library refuses to pass one to the page."
    )
    /// The merchant session's signature is not hexadecimal.
    public static let merchantSessionSignatureEncoding = ValidationRule(
        "merchantSession.signature.encoding", .error, .library,
        "A merchant session's signature is hexadecimal, of whole bytes; what it signs is Apple's and not checked.",
        platform:
            "Apple documents no contract for the signature; its sessions carry hex of a CMS structure. Other text is not Apple's; the library does not pass it to the page."
    )

    /// The page says the customer picked a shipping method the merchant never offered.
    public static let sessionEventShippingMethodNotOffered = ValidationRule(
        "session.event.shippingMethod.notOffered", .error, .library,
        "A selected shipping method must be one the current request offers, by identifier.",
        platform:
            "Safari: sends only the methods the merchant offered. A method the request never had comes from a scripted page; the library refuses it, as its price would be the page's."
    )
    /// The selected method has the offer's identifier but other members.
    public static let sessionEventShippingMethodChanged = ValidationRule(
        "session.event.shippingMethod.changed", .warning, .library,
        "A selected shipping method should carry the offer's label, amount, detail and dates; the offer's are used.",
        platform:
            "Safari: sends the method as the merchant offered it. The library hands the handler the merchant's own method and warns about the page's differing copy."
    )
    /// The page says the customer picked a kind of card the request excludes.
    public static let sessionEventPaymentMethodExcluded = ValidationRule(
        "session.event.paymentMethod.excluded", .error, .library,
        "A selected card must be of a type the merchant capabilities allow: credit needs supportsCredit and debit supportsDebit when either is given.",
        platform:
            "PassKit: shows only cards the capabilities allow, so a credit card under supportsDebit alone comes from a scripted page. Prepaid and store cards are not restricted by either capability."
    )
    /// The page says the customer picked a card on a network the request does not list.
    public static let sessionEventPaymentMethodNetworkNotListed = ValidationRule(
        "session.event.paymentMethod.network.notListed", .warning, .passKit,
        "A selected card's network should be one of the request's supported networks.",
        platform:
            "PassKit: the sheet offers only cards on the request's supportedNetworks. A card names its network as PassKit spells it, and a co-badged card names one of its networks, so the library matches names ignoring case and warns rather than refuses."
    )
    /// A coupon code event for a request that does not take coupon codes.
    public static let sessionEventCouponCodeUnsupported = ValidationRule(
        "session.event.couponCode.unsupported", .error, .library,
        "A coupon code event comes only for a request with supportsCouponCode.",
        platform: "Safari: the sheet shows the coupon field only when supportsCouponCode is true (version 12).")
    /// A shipping contact event for a request that asks for no shipping contact.
    public static let sessionEventShippingContactNotRequested = ValidationRule(
        "session.event.shippingContact.notRequested", .error, .library,
        "A shipping contact event comes only for a request with required shipping contact fields.",
        platform: "PassKit: the sheet offers a shipping contact only when the request asks for shipping contact fields."
    )
    /// The merchant validation URL is not one of Apple's Apple Pay servers.
    ///
    /// A server that posts its merchant identity to a URL the page chose is open to server-side request forgery.
    public static let sessionEventValidationURL = ValidationRule(
        "session.event.validationURL.notApple", .error, .appleDocumentation,
        "The validation URL must be https, port 443, without credentials, on one of Apple's Apple Pay server hosts.",
        platform:
            "Safari: sends Apple's URL. Apple's \"Setting Up Your Server\" asks for a strict allow list; the library refuses any other URL, as posting the merchant identity there would be request forgery."
    )
    /// A contact in an event or payment has a country code that is not ISO 3166-1.
    public static let sessionContactCountryCode = ValidationRule(
        "session.contact.countryCode", .warning, .iso,
        "A contact's country code should be an ISO 3166-1 alpha-2 code, in either case.",
        platform:
            "Safari: passes on what the device has, and Apple's examples use lower case (\"us\"). The library matches it ignoring case and warns about a code ISO 3166-1 does not have."
    )
    /// An authorized payment lacks a contact field the request required.
    public static let sessionPaymentContactFieldMissing = ValidationRule(
        "session.payment.contactField.missing", .warning, .appleDocumentation,
        "An authorized payment should carry every contact field the request required; answer with the ApplePayErrors for the missing ones.",
        platform:
            "PassKit: asks the customer for required fields, but a contact may still lack one; Apple asks the merchant to answer with shippingContactInvalid or billingContactInvalid naming the field."
    )

    /// A snapshot written by another version of the format.
    public static let sessionSnapshotVersion = ValidationRule(
        "session.snapshot.version", .error, .library, .decoding,
        "A session snapshot must be version 1, the version this library writes.",
        platform: "Not a platform document: the library's own form of a session stored between HTTP requests.")
    /// A snapshot whose members do not fit together.
    public static let sessionSnapshotInconsistent = ValidationRule(
        "session.snapshot.inconsistent", .error, .library,
        "A session snapshot's members (its state, what waits for an answer, the selection and the deadline) must fit together and with its request or offer.",
        platform:
            "Not a platform document: a snapshot no session could have written was edited, and is not trusted.")

    /// The rules of the payment sheet session: its updates, results and merchant validation.
    public static let sessionRules: [ValidationRule] = [
        sessionStatusInvalid, sessionStatusDeprecated, sessionSuccessWithErrors, sessionErrorIgnored,
        sessionOrderDetailsNotSuccess, merchantValidationFieldEmpty, merchantValidationDisplayNameTooLong,
        merchantValidationDomain, merchantSessionDomainMismatch, merchantSessionDisplayNameMismatch,
        merchantSessionMerchantMismatch, merchantSessionExpired, merchantSessionSignatureEncoding,
        sessionEventShippingMethodNotOffered, sessionEventShippingMethodChanged, sessionEventPaymentMethodExcluded,
        sessionEventPaymentMethodNetworkNotListed, sessionEventCouponCodeUnsupported,
        sessionEventShippingContactNotRequested, sessionEventValidationURL,
        sessionContactCountryCode, sessionPaymentContactFieldMissing, sessionSnapshotVersion,
        sessionSnapshotInconsistent,
    ]

    // MARK: Errors of the session

    /// ``PaymentSheetSessionError/Code/invalidAccess``.
    public static let sessionInvalidAccess = ValidationRule(
        error: "session.invalidAccess", .safari,
        "A call must be one the session's state allows: no second begin(), no completion with nothing pending, nothing after the end.",
        platform: "Safari: InvalidAccessError for a call its state does not allow.")
    /// ``PaymentSheetSessionError/Code/invalidState``.
    public static let sessionInvalidState = ValidationRule(
        error: "session.invalidState", .safari,
        "A session aborted while the merchant was being validated cannot complete the validation.",
        platform: "Safari: InvalidStateError for completeMerchantValidation after abort().")
    /// ``PaymentSheetSessionError/Code/invalidRequest``.
    public static let sessionInvalidRequest = ValidationRule(
        error: "session.invalidRequest", .safari,
        "A session is made from a request that validates; the report says what it breaks.",
        platform: "Safari: new ApplePaySession(...) throws a TypeError for a request it refuses.")
    /// ``PaymentSheetSessionError/Code/invalidUpdate``.
    public static let sessionInvalidUpdate = ValidationRule(
        error: "session.invalidUpdate", .safari,
        "A completion's update must validate; the report says what it breaks.",
        platform: "Safari: the completion throws a TypeError for an update it refuses.")
    /// ``PaymentSheetSessionError/Code/unexpectedEvent``.
    public static let sessionUnexpectedEvent = ValidationRule(
        error: "session.unexpectedEvent", .library,
        "An event must be one the sheet sends in the session's state.",
        platform: "Safari: the sheet sends events in WebKit's order. The library refuses one out of it.")
    /// ``PaymentSheetSessionError/Code/refusedEvent``.
    public static let sessionRefusedEvent = ValidationRule(
        error: "session.refusedEvent", .library,
        "An event a page posts must be one a sheet showing the merchant's request could send; the report says why not.",
        platform: "Not a platform check: a server does not trust what the page posts. The library refuses it.")
    /// ``PaymentSheetSessionError/Code/invalidSnapshot``.
    public static let sessionInvalidSnapshot = ValidationRule(
        error: "session.invalidSnapshot", .library,
        "A snapshot restores only when it decodes and fits together and with its context; the report says why not.",
        platform: "Not a platform document: the library's own form of a session, not trusted once edited.")
    /// ``PaymentSheetSessionError/Code/completedTooLate``.
    public static let sessionCompletedTooLate = ValidationRule(
        error: "session.completedTooLate", .appleDocumentation,
        "A handler completes within 30 seconds of its event; the sheet gives up after.",
        platform:
            "Safari and PassKit: the sheet times out a handler after 30 seconds. The library refuses a later completion."
    )

    /// ``PaymentSheetSessionError/Code/conflict``.
    public static let sessionConflict = ValidationRule(
        error: "session.conflict", .library,
        "A session is saved only at the revision it was restored from: of two events handled at once, one is saved.",
        platform: "Not a platform check: the last save would otherwise win, and an answered event be lost.")
    /// ``PaymentSheetSessionError/Code/storeUnavailable``.
    public static let sessionStoreUnavailable = ValidationRule(
        error: "session.storeUnavailable", .library,
        "A session whose store cannot be reached, or refuses the command, is neither read nor saved.",
        platform: "Not a platform check: an event is not answered from a session that could not be stored.")
    /// ``PaymentSheetSessionError/Code/storeTimedOut``.
    public static let sessionStoreTimedOut = ValidationRule(
        error: "session.storeTimedOut", .library,
        "A session store that does not answer within its timeout may or may not have saved.",
        platform: "Not a platform check: an event is not answered from a session that may not be stored.")

    /// ``PaymentSheetSessionError/Code/invalidMerchantSession``.
    public static let sessionInvalidMerchantSession = ValidationRule(
        error: "session.invalidMerchantSession", .library,
        "A merchant session is passed to the page only when it answers the body the server sent and has not expired; the report says why not.",
        platform: "Not a platform check: a server does not hand its page a session for another request.")

    /// The codes of ``PaymentSheetSessionError``, each as the rule that says what it means.
    public static let sessionErrorRules: [ValidationRule] = [
        sessionInvalidAccess, sessionInvalidState, sessionInvalidRequest, sessionInvalidUpdate, sessionUnexpectedEvent,
        sessionRefusedEvent, sessionInvalidSnapshot, sessionCompletedTooLate, sessionConflict, sessionStoreUnavailable,
        sessionStoreTimedOut, sessionInvalidMerchantSession,
    ]
}
