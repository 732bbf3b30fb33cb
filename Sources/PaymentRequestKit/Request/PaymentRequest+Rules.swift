extension ValidationRule {
    // MARK: Decoding

    /// The country code is missing.
    public static let countryCodeMissing = ValidationRule(
        "countryCode.missing", .error, .safari, .decoding, "Missing country code.",
        platform: "Safari: \"Missing country code.\" PassKit: nil fails.")
    /// The currency code is missing.
    public static let currencyCodeMissing = ValidationRule(
        "currencyCode.missing", .error, .safari, .decoding, "Missing currency code.",
        platform: "Safari: \"Missing currency code.\" PassKit: nil fails.")
    /// An entry of `supportedCountries` is not an ISO 3166-1 alpha-2 code.
    public static let supportedCountryInvalid = ValidationRule(
        "supportedCountries.invalid", .error, .safari, .decoding,
        "Each supported country must be an upper-case ISO 3166-1 alpha-2 code.",
        platform: "Safari: \"<code> is not a valid country code.\" PassKit: rejects unknown ones.")
    /// `applicationData` is not Base64.
    ///
    /// The library's rule: Safari and PassKit accept the request and drop the data silently, and with it the
    /// token's `header.applicationData`, which is what the data is for.
    public static let applicationDataBase64 = ValidationRule(
        "applicationData.base64", .error, .library, .decoding,
        "Application data must be Base64; Safari drops other data silently, and the token loses its hash.",
        platform:
            "Safari and PassKit: data that is not Base64 is dropped silently, and the token loses its hash. The library rejects it."
    )

    // MARK: Merchant, country and currency

    /// An amount has more decimals than PassKit's digits for its currency, though no more than ISO 4217's.
    ///
    /// PassKit rounds amounts to CLDR's fraction digits, which for IQD, ALL, RSD, LBP and some others are fewer
    /// than ISO 4217's; the library checks ISO's (`amount.minorUnits`) and warns here. A device would confirm it.
    public static let amountPassKitDigits = ValidationRule(
        "amount.passKitDigits", .warning, .passKit,
        "An amount should have no more decimals than PassKit's digits for its currency (CLDR), which for IQD, ALL, RSD, LBP and a few others are fewer than ISO 4217's.",
        platform:
            "Safari: accepts. PassKit: rounds to CLDR's digits, fewer than ISO's for IQD, ALL, RSD and others, and may refuse. The library warns."
    )
    /// In an app, the merchant identifier is required.
    public static let merchantIdentifierMissing = ValidationRule(
        "merchantIdentifier.missing", .error, .passKit, "In-app requests must have a merchant identifier.",
        platform:
            "Safari: not applicable (the merchant session carries it). PassKit: \"PKPaymentRequest must contain a property 'merchantIdentifier'\"."
    )
    /// The currency has no minor units in ISO 4217 (XAU, XDR, XXX, ...).
    public static let currencyCodeNoMinorUnits = ValidationRule(
        "currencyCode.noMinorUnits", .error, .library,
        "The currency must have minor units; ISO's N.A. codes (XAU, XDR, XXX, ...) are not for payments.",
        platform:
            "Safari and PassKit: accept any ISO code. The library rejects codes without minor units (XAU, XDR), not currencies for payments."
    )
    /// The currency is an ISO fund code.
    public static let currencyCodeFund = ValidationRule(
        "currencyCode.fund", .warning, .library,
        "Fund codes (BOV, CHE, CHW, CLF, COU, MXV, USN, UYI) are accounting units; card payments are rarely made in them.",
        platform: "Safari and PassKit: accept them. The library warns: processors rarely charge in them.")
    /// None of 3-D Secure, EMV, credit and debit is among the capabilities.
    ///
    /// Safari (`PaymentRequestValidator::validateMerchantCapabilities`) rejects a request without one of them
    /// ("Missing merchant capabilities."), even when it has `supportsInstantFundsOut`.
    public static let merchantCapabilitiesEmpty = ValidationRule(
        "merchantCapabilities.empty", .error, .safari,
        "The merchant capabilities must include one of supports3DS, supportsEMV, supportsCredit and supportsDebit.",
        platform:
            "Safari: \"At least one merchant capability must be provided.\" for none, and \"Missing merchant capabilities.\" without one of 3DS, EMV, credit and debit. PassKit: a zero value fails."
    )
    /// The capabilities contain bits PassKit does not define.
    ///
    /// The library's rule: PassKit rejects only bits `0x20` and `0x40`, and `0x10` outside disbursements; no
    /// JSON can carry an undefined bit, so a request with one could not travel to a page.
    public static let merchantCapabilitiesUnknown = ValidationRule(
        "merchantCapabilities.unknown", .error, .library, "Merchant capabilities must be ones PassKit defines.",
        platform:
            "Safari: no JSON name for other bits. PassKit: rejects 0x20, 0x40, and 0x10 outside disbursements. The library rejects every undefined bit."
    )
    /// 3-D Secure is not among the capabilities.
    public static let merchantCapabilitiesNo3DS = ValidationRule(
        "merchantCapabilities.no3DS", .warning, .appleDocumentation,
        "Merchant capabilities should include supports3DS.",
        platform: "Safari and PassKit: accept it. Apple's documentation calls supports3DS required.")
    /// `supportsEMV` is given for a request that does not take China UnionPay.
    public static let merchantCapabilitiesEMVWithoutChinaUnionPay = ValidationRule(
        "merchantCapabilities.emvWithoutChinaUnionPay", .warning, .appleDocumentation,
        "supportsEMV is for China UnionPay transactions, so it comes with chinaUnionPay among the supported networks.",
        platform:
            "Safari and PassKit: accept it. Apple's documentation: include supportsEMV only if you support China UnionPay transactions."
    )
    /// No supported network is given.
    public static let supportedNetworksEmpty = ValidationRule(
        "supportedNetworks.empty", .error, .safari, "At least one supported network must be provided.",
        platform:
            "Safari: \"At least one supported network must be provided.\", except with installments from version 8. PassKit: an empty list fails."
    )
    /// A network is not one Apple lists.
    public static let supportedNetworksUnknown = ValidationRule(
        "supportedNetworks.unknown", .error, .safari, "Each supported network must be one Apple Pay knows.",
        platform: "Safari: \"<n> is not a valid payment network.\" PassKit: not in _PKAllNetworks.")
    /// The Apple Pay JS version is not one Safari supports.
    public static let applePayJSVersionUnsupported = ValidationRule(
        "applePayJSVersion.unsupported", .error, .safari,
        "The Apple Pay JS version must be from 1 to 15 (\"<v>\" is not a supported version).",
        platform: "Safari: InvalidAccessError \"<v> is not a supported version.\" PassKit: none.")
    /// A network Safari refuses below a version: `jcb` below 2, and `carteBancaire`, Cartes Bancaires' old name,
    /// below 3.
    ///
    /// Safari (`PaymentCoordinator::validatedPaymentNetwork`) throws "... is not a valid payment network."
    public static let supportedNetworksVersion = ValidationRule(
        "supportedNetworks.version", .error, .safari,
        "jcb needs Apple Pay JS version 2 or later, and carteBancaire (the old name) version 3 or later.",
        platform:
            "Safari: \"<n> is not a valid payment network.\" for jcb below version 2 and carteBancaire below 3; the newer names pass at any version (Apple's table dates them: a warning). PassKit: no versions."
    )
    /// A network is newer than the page's Apple Pay JS version.
    public static let supportedNetworksNewerThanVersion = ValidationRule(
        "supportedNetworks.newerThanVersion", .warning, .appleDocumentation,
        "Each network should be available in the page's Apple Pay JS version, as Apple's table of networks gives it.",
        platform:
            "Safari: a network newer than the page's Safari is not available there. The library warns by Apple's table."
    )
    /// A field is newer than the page's Apple Pay JS version, so an older Safari ignores it.
    public static let applePayJSVersionFeature = ValidationRule(
        "applePayJSVersion.feature", .warning, .appleDocumentation,
        "Each field should exist in the page's Apple Pay JS version; an older Safari ignores it silently.",
        platform:
            "Safari: an older Safari drops a member it does not know, silently. PassKit: no versions. The library warns."
    )
    /// A network is listed twice.
    public static let supportedNetworksDuplicate = ValidationRule(
        "supportedNetworks.duplicate", .warning, .library, "Each supported network should be listed once.",
        platform: "Safari and PassKit: accept duplicates. The library warns.")

    // MARK: Total and line items

    /// The total's label is empty.
    ///
    /// Apple's documentation asks for a non-empty label; Safari and PassKit only require the key
    /// (`json.missingKey` when it is absent) and accept `""`.
    public static let totalLabelMissing = ValidationRule(
        "total.label.missing", .warning, .appleDocumentation,
        "The total's label should not be empty (an absent label is json.missingKey).",
        platform:
            "Safari: only a missing key is an error. PassKit: only nil fails. Apple's documentation asks for a label; the library warns."
    )
    /// The total has no amount, even if it is pending.
    public static let totalAmountMissing = ValidationRule(
        "total.amount.missing", .error, .safari, "Missing total amount; a pending total still needs one.",
        platform:
            "Safari: \"\\\"\\\" is not a valid amount.\" PassKit: \"You must provide a total amount ..., even if the total item is pending.\""
    )
    /// The total is negative.
    public static let totalNegative = ValidationRule(
        "total.negative", .error, .safari, "Total amount must not be negative.",
        platform: "Safari: \"Total amount must not be negative.\" PassKit: the same for PKPaymentRequest.")
    /// The final total is not the sum of the line items.
    public static let totalSum = ValidationRule(
        "total.sum", .warning, .appleDocumentation,
        "A final total should equal the sum of the line items; a pending item counts as zero, as Safari discards its amount.",
        platform:
            "Safari and PassKit: do not add up the items, and WebKit's own tests use totals that are not the sum; Safari counts a pending item as zero. The library warns; ValidationContext.requiresTotalToMatchLineItems (payreq --require-sum) makes it an error."
    )
    /// The total is labelled "Total" rather than with the business name.
    public static let totalLabelGeneric = ValidationRule(
        "total.label.generic", .warning, .appleDocumentation,
        "The total's label should be the business name as it appears on bank statements, not \"Total\".",
        platform: "Safari and PassKit: accept it. Apple asks for the business name.")
    /// A final line item has no amount.
    public static let lineItemAmountMissing = ValidationRule(
        "lineItem.amount.missing", .error, .safari, "A final line item must have an amount.",
        platform: "Safari: \"\\\"\\\" is not a valid amount.\" PassKit: nil fails.")
    /// A pending line item has a non-zero amount.
    public static let lineItemPendingAmount = ValidationRule(
        "lineItem.pendingAmount", .warning, .appleDocumentation,
        "A pending line item should have no amount or zero; the sheet does not show it.",
        platform:
            "Safari: discards a pending item's amount. PassKit: shows none. Apple asks for zero or none; the library warns."
    )
    /// More than 100 summary items (the line items and the total).
    public static let lineItemsTooMany = ValidationRule(
        "lineItems.tooMany", .error, .passKit, "At most 100 summary items: 99 line items and the total.",
        platform: "Safari: passes them on. PassKit: \"may not contain more than 100 items\", the total included.")
    /// A label is empty.
    public static let labelEmpty = ValidationRule(
        "label.empty", .warning, .appleDocumentation, "Labels should not be empty.",
        platform: "Safari and PassKit: accept \"\". Apple asks for a label; the library warns.")
    /// A label starts or ends with white space or ends with punctuation.
    public static let labelFormat = ValidationRule(
        "label.format", .warning, .appleDocumentation,
        "Labels should have no leading or trailing white space and no trailing punctuation.",
        platform: "Safari and PassKit: accept it. Apple's style guide; the library warns.")

    // MARK: Shipping

    /// More than 100 shipping methods.
    public static let shippingMethodsTooMany = ValidationRule(
        "shippingMethods.tooMany", .error, .passKit, "At most 100 shipping methods.",
        platform: "Safari: passes them on. PassKit: at most 100 shipping methods.")
    /// A shipping method has no identifier.
    public static let shippingMethodIdentifierMissing = ValidationRule(
        "shippingMethod.identifier.missing", .error, .library,
        "Each shipping method must have a non-empty identifier, so that a selection names one method (Safari and PassKit need only the key).",
        platform:
            "Safari and PassKit: need the key only, \"\" passes. The library rejects \"\", so that a selection names one method."
    )
    /// Two shipping methods share an identifier.
    ///
    /// The library's rule: Safari and PassKit accept duplicates, and WebKit's own tests pass two methods that
    /// share one. A selection then names two methods, and a server cannot tell which the customer chose. The W3C's
    /// Payment Request API forbade duplicate shipping option ids from 2017 to 2021.
    public static let shippingMethodIdentifierDuplicate = ValidationRule(
        "shippingMethod.identifier.duplicate", .error, .library,
        "Shipping method identifiers must be unique, so that a selection names one method.",
        platform:
            "Safari and PassKit: accept duplicates. The library rejects them, so that a selection names one method (the W3C API forbade them from 2017 to 2021)."
    )
    /// A shipping method's amount is negative.
    public static let shippingMethodAmountNegative = ValidationRule(
        "shippingMethod.amount.negative", .error, .safari,
        "Shipping method amount must be greater than or equal to zero.",
        platform:
            "Safari: \"Shipping method amount must be greater than or equal to zero.\" when integerValue < 0, so -0.50 passes. PassKit: any amount below zero fails. The library follows PassKit."
    )
    /// A delivery date range is not a valid range of dates.
    public static let shippingMethodDateRangeInvalid = ValidationRule(
        "shippingMethod.dateRange.invalid", .warning, .passKit,
        "A delivery date range should have valid dates (month 1-12, day 1-31, hour 0-23) and start before it ends; Safari shows the method without it.",
        platform:
            "Safari: shows the method without the range. PassKit: the range's initialiser fails. The library warns.")

    // MARK: Contacts and data

    /// A billing contact is given but the postal address is not a required billing field.
    public static let billingContactWithoutPostalAddress = ValidationRule(
        "billingContact.postalAddressNotRequired", .warning, .appleDocumentation,
        "A billing contact should come with postalAddress in requiredBillingContactFields.",
        platform: "Safari and PassKit: accept it. Apple's documentation asks for postalAddress; the library warns.")
    /// The merchant identifier does not have Apple's form.
    public static let merchantIdentifierFormat = ValidationRule(
        "merchantIdentifier.format", .warning, .appleDocumentation,
        "An in-app request's merchant identifier has Apple's form: merchant. followed by a reverse-DNS name of letters, digits and hyphens between dots (merchant.com.example).",
        platform:
            "PassKit: an identifier that is not one of the app's entitlement's fails the sheet; Apple's developer account registers identifiers of this form, and the programming guide writes them so. The library warns."
    )
    /// An in-app request's merchant identifier is not one of the app's entitlement's.
    public static let merchantIdentifierNotEntitled = ValidationRule(
        "merchantIdentifier.notEntitled", .error, .passKit,
        "An in-app request's merchant identifier is one of the merchant IDs of the app's com.apple.developer.in-app-payments entitlement.",
        platform:
            "PassKit: the merchant identifier \"must match one of the merchant IDs specified by the developer in the entitlements\"; another fails the sheet. The library checks it when it is given the entitlement (payreq --entitlements)."
    )
    /// An in-app request uses what PassKit introduced after the app's deployment target.
    public static let deploymentTargetUnavailable = ValidationRule(
        "deploymentTarget.unavailable", .error, .passKit,
        "Every network, merchant capability and request field an in-app request uses exists in the app's iOS deployment target (credit and debit from iOS 9.0, recurring payments from 16.0, deferred payments from 16.4, ...).",
        platform:
            "PassKit: an older iOS has no such property or constant, and its validator refuses a network it does not know. The library reads each one's first release from Apple's PassKit headers and documentation, when given the deployment target (payreq --minimum-ios)."
    )
    /// A prefilled contact's country code is not ISO 3166-1 alpha-2.
    public static let contactCountryCodeInvalid = ValidationRule(
        "contact.countryCode.invalid", .warning, .appleDocumentation,
        "A prefilled shipping or billing contact's countryCode is an ISO 3166-1 alpha-2 code, in either case.",
        platform:
            "Safari and PassKit: show the prefilled contact as given. Apple's programming guide: always validate address information before using it; the library checks it as it checks a contact the sheet sends."
    )
    /// A prefilled contact's e-mail address is not one.
    public static let contactEmailAddressInvalid = ValidationRule(
        "contact.emailAddress.invalid", .warning, .appleDocumentation,
        "A prefilled contact's emailAddress is an address: one @, a local part, and a domain with a dot, without spaces.",
        platform:
            "Safari and PassKit: show it as given. Apple's programming guide asks that contact information be validated before use."
    )
    /// A prefilled contact's phone number is not one.
    public static let contactPhoneNumberInvalid = ValidationRule(
        "contact.phoneNumber.invalid", .warning, .appleDocumentation,
        "A prefilled contact's phoneNumber has 3 to 20 digits and nothing but digits, spaces, a leading +, and - . ( ).",
        platform:
            "Safari and PassKit: show it as given. Apple's programming guide asks that contact information be validated before use."
    )
    /// A store pickup request does not give the pickup address.
    public static let storePickupAddressMissing = ValidationRule(
        "storePickup.address.missing", .warning, .appleDocumentation,
        "With storePickup editing, shippingContact should be the pickup address, and requiredShippingContactFields should include postalAddress.",
        platform:
            "Safari and PassKit: accept it. Apple's documentation for storePickup: set shippingContact to the pickup address and require postalAddress to display it; the customer cannot edit it."
    )
    /// An initial coupon code is given without the coupon field.
    public static let couponCodeNotShown = ValidationRule(
        "couponCode.notShown", .warning, .appleDocumentation,
        "An initial coupon code needs supportsCouponCode, which shows the coupon code field.",
        platform:
            "Safari and PassKit: accept it. supportsCouponCode decides whether the sheet shows the coupon field (Apple's documentation); PassKit checks couponCode only with it."
    )
    /// Application data is over 1024 bytes.
    public static let applicationDataTooLarge = ValidationRule(
        "applicationData.tooLarge", .error, .passKit, "Application data may not be more than 1024 bytes.",
        platform: "Safari: passes it on. PassKit: \"may not be more than 1024 bytes\".")

    // MARK: Recurring, deferred, automatic reload, multi-token

    /// More than one of recurring, automatic reload and deferred payment requests is set.
    public static let paymentRequestsExclusive = ValidationRule(
        "paymentRequests.exclusive", .error, .passKit,
        "A payment request can only have one of recurring, automatic reload, or deferred payment request set.",
        platform: "Safari: passes them on. PassKit: only one of the three.")
    /// Multi-token contexts are combined with a recurring, automatic reload or deferred request.
    public static let multiTokenExclusive = ValidationRule(
        "multiTokenContexts.exclusive", .error, .passKit,
        "Multi-token contexts cannot be used with recurring, automatic reload or deferred payment requests.",
        platform: "Safari: passes them on. PassKit: not with recurring, reload or deferred.")
    /// The multi-token contexts do not add up to the total.
    public static let multiTokenSum = ValidationRule(
        "multiTokenContexts.sum", .error, .passKit,
        "The sum of all payment token contexts amounts must be equal to the total.",
        platform: "Safari: passes them on. PassKit: the contexts' sum must equal the total.")
    /// A multi-token context lacks its merchant identifier, external identifier or merchant name.
    public static let multiTokenContextIncomplete = ValidationRule(
        "multiTokenContexts.incomplete", .error, .library,
        "Each payment token context needs a non-empty merchant identifier, external identifier and merchant name (Safari and PassKit need only the keys).",
        platform:
            "Safari and PassKit: need the keys only, \"\" passes. The library rejects \"\", as a context names one merchant."
    )
    /// A multi-token context's amount is negative.
    public static let multiTokenAmountNegative = ValidationRule(
        "multiTokenContexts.amount.negative", .error, .passKit, "Payment token context amounts must not be negative.",
        platform: "Safari: passes it on. PassKit: \"amount must be greater than or equal to zero\".")
    /// A deferred payment request's description is empty.
    ///
    /// Safari rejects it (`ApplePayDeferredPaymentRequest::validate`: "Missing 'paymentDescription'.").
    public static let paymentDescriptionMissing = ValidationRule(
        "paymentDescription.missing", .error, .safari, "A deferred payment request's description must not be empty.",
        platform: "Safari: \"Missing 'paymentDescription'.\" for an empty deferred one. PassKit: nil fails.")
    /// A recurring or automatic reload request's description is empty.
    ///
    /// Safari and PassKit require only the key; Apple's documentation asks for a description.
    public static let paymentDescriptionEmpty = ValidationRule(
        "paymentDescription.empty", .warning, .appleDocumentation,
        "A recurring or automatic reload request's description should not be empty.",
        platform:
            "Safari and PassKit: need the key only for recurring and reload, \"\" passes. Apple asks for one; the library warns."
    )
    /// A deferred payment's free-cancellation time zone is not an IANA time zone identifier.
    ///
    /// Safari rejects it (`ApplePayDeferredPaymentRequest::validate`: "... is not a valid time zone."). The
    /// library checks the identifiers of the IANA database, backward-compatible links such as `US/Eastern`
    /// included, as spelled there, from a generated table: Foundation's `TimeZone(identifier:)` depends on the
    /// machine.
    public static let deferredTimeZoneInvalid = ValidationRule(
        "deferred.freeCancellationDateTimeZone.invalid", .error, .safari,
        "The free-cancellation time zone must be an IANA time zone identifier, such as \"America/Los_Angeles\".",
        platform:
            "Safari: \"<tz> is not a valid time zone.\" PassKit: an NSTimeZone. The library checks IANA's identifiers.")
    /// `applePayLaterAvailability` is set; Apple has deprecated Apple Pay Later.
    public static let applePayLaterDeprecated = ValidationRule(
        "applePayLaterAvailability.deprecated", .warning, .appleDocumentation,
        "applePayLaterAvailability is deprecated, as Apple Pay Later is.",
        platform: "Safari and PassKit: still read it. Apple has deprecated Apple Pay Later.")
    /// More than one shipping method is selected.
    ///
    /// The library's rule: WebKit takes one of them as PassKit's default method, and which one the sheet shows
    /// first is then not what the page meant.
    public static let shippingMethodsSelectedMultiple = ValidationRule(
        "shippingMethods.selected.multiple", .error, .library, "At most one shipping method may be selected.",
        platform: "Safari: makes one of them PassKit's default method. The library rejects the ambiguity.")
    /// The default shipping method does not match the shipping line item.
    public static let shippingMethodsSelectedLineItem = ValidationRule(
        "shippingMethods.selected.lineItem", .warning, .library,
        "The default shipping method (the selected one, or the first) should be the one a line item charges for.",
        platform:
            "Safari and PassKit: do not compare them. The library warns when the default method is not what is charged."
    )
    /// A disbursement's first line item is a disbursement or fee item.
    public static let disbursementFirstItem = ValidationRule(
        "disbursement.firstItem", .error, .passKit,
        "A disbursement's first line item must be a plain item (FirstSummaryItemNotPaymentSummaryItem).",
        platform: "Safari: passes the items on. PassKit: FirstSummaryItemNotPaymentSummaryItem.")
    /// A disbursement's last line item is not the disbursement item.
    public static let disbursementLastItem = ValidationRule(
        "disbursement.lastItem", .error, .passKit,
        "A disbursement's last line item must be the disbursement item (FinalSummaryItemNotDisbursementSummaryItem).",
        platform: "Safari: passes the items on. PassKit: FinalSummaryItemNotDisbursementSummaryItem.")
    /// A disbursement has more than one disbursement item, or more than one instant-funds-out fee.
    public static let disbursementMultipleItems = ValidationRule(
        "disbursement.multipleItems", .error, .passKit,
        "A disbursement has at most one disbursement item and at most one instant-funds-out fee item.",
        platform: "Safari: passes the items on. PassKit: MultipleDisbursementSummaryItems / MultipleIFOSummaryItems.")
    /// The instant-funds-out fee item and the capability do not come together.
    public static let disbursementInstantFundsOut = ValidationRule(
        "disbursement.instantFundsOut", .error, .passKit,
        "An instant-funds-out fee item is there exactly when the capabilities include supportsInstantFundsOut.",
        platform:
            "Safari: passes them on. PassKit: IFOCapabilityButNoIFOSummaryItem / IFOSummaryItemButNoIFOCapability.")
    /// The disbursement item's amount is negative.
    public static let disbursementAmountNegative = ValidationRule(
        "disbursement.amount.negative", .error, .passKit, "PKDisbursementSummaryItem amount must be non-negative.",
        platform: "Safari: passes it on. PassKit: \"PKDisbursementSummaryItem amount must be non-negative\".")
    /// A payment request that is not a disbursement has disbursement items.
    public static let disbursementItemsWithoutRequest = ValidationRule(
        "disbursement.itemsWithoutRequest", .error, .passKit,
        "PKPaymentRequests cannot contain disbursement specific summary items.",
        platform:
            "Safari: passes them on. PassKit: \"PKPaymentRequests cannot contain disbursement specific summary items\"."
    )
    /// A billing agreement is longer than 500 characters.
    ///
    /// Apple's documentation only: PassKit checks the type, and Safari nothing.
    public static let billingAgreementTooLong = ValidationRule(
        "billingAgreement.tooLong", .warning, .appleDocumentation,
        "A billing agreement should have at most 500 characters.",
        platform:
            "Safari: no check. PassKit: checks the type only. Apple's documentation: at most 500; the library warns.")
    /// A billing item does not have the timing its request needs.
    public static let billingTiming = ValidationRule(
        "billing.timing", .error, .safari,
        "'regularBilling' and 'trialBilling' must be 'recurring' line items, 'automaticReloadBilling' an 'automaticReload' one, 'deferredBilling' a 'deferred' one.",
        platform:
            "Safari: \"'regularBilling' must be a 'recurring' line item.\" and the like. PassKit: the class must match."
    )
    /// A billing item's label is empty.
    ///
    /// Safari and PassKit require the key only (`json.missingKey` when absent); Apple's documentation asks for
    /// a label.
    public static let billingLabelMissing = ValidationRule(
        "billing.label.missing", .warning, .appleDocumentation, "A billing item's label should not be empty.",
        platform:
            "Safari: only a missing key is an error. PassKit: only nil fails. Apple asks for a label; the library warns."
    )
    /// A recurring item's interval count is below 1.
    public static let recurringIntervalCount = ValidationRule(
        "recurring.intervalCount", .error, .passKit, "A recurring item must have an interval count of at least 1.",
        platform: "Safari: passes it on. PassKit: \"must have a intervalCount >= 1\".")
    /// A recurring item starts after it ends.
    public static let recurringStartAfterEnd = ValidationRule(
        "recurring.startAfterEnd", .error, .passKit,
        "A recurring item must have a start date earlier than or equal to its end date.",
        platform: "Safari: passes it on. PassKit: \"must have a startDate earlier than or equal to endDate\".")
    /// A deferred item's date is not in the future.
    public static let deferredDateNotInFuture = ValidationRule(
        "deferred.dateNotInFuture", .error, .passKit, "A deferred item must have a date later than the current date.",
        platform: "Safari: no check. PassKit: the deferred date must be later than now.")
    /// The free-cancellation date and its time zone are not set together.
    public static let deferredFreeCancellationIncomplete = ValidationRule(
        "deferred.freeCancellation.incomplete", .error, .safari,
        "'freeCancellationDate' and 'freeCancellationDateTimeZone' must be set together.",
        platform:
            "Safari: \"Unexpected 'freeCancellationDateTimeZone' ...\" / \"Missing ...\". PassKit: \"Invalid deferred payment request\"."
    )
    /// The deferred billing date is before the free-cancellation date.
    public static let deferredBeforeFreeCancellation = ValidationRule(
        "deferred.beforeFreeCancellation", .error, .passKit,
        "A deferred billing date cannot be before its free-cancellation date.",
        platform: "Safari: passes it on. PassKit: the deferred date may not be before it.")
    /// A date is outside the years 1 to 9999, which ISO 8601 and the wire format write.
    public static let dateOutOfRange = ValidationRule(
        "date.outOfRange", .error, .library, "Dates must fall in the years 1 to 9999.",
        platform: "Safari and PassKit: dates outside years 1-9999 have no ISO 8601 form; the library rejects them.")
    /// An automatic reload item has a negative threshold.
    public static let automaticReloadThresholdNegative = ValidationRule(
        "automaticReload.threshold.negative", .error, .library, "An automatic reload threshold must not be negative.",
        platform: "Safari: checks the syntax only. PassKit: passes it on. The library rejects a negative threshold.")

    /// A token-notification URL is not `https`, or a management URL is not a web address at all.
    ///
    /// The library's rule: Apple posts the merchant token's life-cycle notifications to the one, which must not
    /// travel in the clear; the customer follows the other, which must not be a `javascript:` or `file:` URL.
    public static let urlNotHTTPS = ValidationRule(
        "url.notHTTPS", .error, .library,
        "Token-notification URLs must be https (Apple posts to them), and management URLs http or https (customers follow them).",
        platform:
            "Safari: checks the URL's syntax only. Apple sends notifications over HTTPS; the library rejects other schemes for them, and schemes other than http and https for the link a customer follows."
    )
    /// A management URL is `http`.
    public static let urlManagementNotHTTPS = ValidationRule(
        "url.managementNotHTTPS", .warning, .appleDocumentation,
        "Management URLs should be https: the customer follows them to manage the payment.",
        platform: "Safari: accepts any valid URL, http included; it is a link shown to the customer. The library warns."
    )
    /// A label contains control characters.
    public static let labelControlCharacters = ValidationRule(
        "label.controlCharacters", .warning, .library,
        "Labels should not contain control characters; the sheet cannot show them and they can hide text in logs.",
        platform: "Safari and PassKit: show them as they are. The library warns.")
    /// A label contains a bidirectional control or an invisible character.
    ///
    /// A right-to-left override makes the sheet show "Shop 00.01" for a label that is "Shop", the override and
    /// "10.00"; a zero-width space makes two labels look alike that are not.
    public static let labelHiddenCharacters = ValidationRule(
        "label.hiddenCharacters", .warning, .library,
        "Labels should not contain bidirectional controls (U+202A to U+202E, U+2066 to U+2069) or invisible characters (zero-width spaces, word joiners, fillers).",
        platform:
            "Safari, PassKit, Chromium and Google Pay show them as they are: an override reorders the text after it (Trojan Source, CVE-2021-42574). The library warns, naming the code point, for Apple Pay, W3C and Google Pay labels."
    )

    /// `phoneticName` is asked for below Apple Pay JS version 3.
    ///
    /// Safari (`convertAndValidate(unsigned version, ...)`) throws "\"phoneticName\" is not a valid contact field."
    public static let contactFieldsVersion = ValidationRule(
        "contactFields.version", .error, .safari,
        "The phoneticName contact field needs Apple Pay JS version 3 or later.",
        platform: "Safari: \"\\\"phoneticName\\\" is not a valid contact field.\" below version 3.")
    /// A set of required contact fields has bits PassKit does not define.
    public static let contactFieldsUnknown = ValidationRule(
        "contactFields.unknown", .error, .library,
        "Required contact fields must be ones PassKit defines; other bits have no Apple Pay JS name.",
        platform: "Safari: no JSON name for other bits. PassKit: ignores them. The library rejects them.")

    /// Every rule for payment requests, in the order of the documentation's table.
    public static let paymentRequestRules: [ValidationRule] = [
        jsonMalformed, jsonLimit, jsonType, jsonMissingKey, jsonUnknownValue, jsonUnknownKey, jsonNullString,
        countryCodeMissing,
        countryCodeInvalid, currencyCodeMissing, currencyCodeInvalid, supportedCountryInvalid, amountSyntax,
        amountOutOfRange, applicationDataBase64, dateInvalid, urlInvalid,
        merchantIdentifierMissing, merchantIdentifierFormat, merchantIdentifierNotEntitled,
        deploymentTargetUnavailable, currencyCodeNoMinorUnits, currencyCodeFund,
        merchantCapabilitiesEmpty,
        merchantCapabilitiesUnknown, merchantCapabilitiesNo3DS, merchantCapabilitiesEMVWithoutChinaUnionPay,
        supportedNetworksEmpty, supportedNetworksUnknown,
        supportedNetworksDuplicate, applePayJSVersionUnsupported, supportedNetworksVersion,
        supportedNetworksNewerThanVersion, applePayJSVersionFeature, contactFieldsVersion,
        totalLabelMissing, totalAmountMissing, totalNegative, totalSum, totalLabelGeneric, lineItemAmountMissing,
        lineItemPendingAmount, lineItemsTooMany, amountMinorUnits, amountPassKitDigits, labelEmpty, labelFormat,
        shippingMethodsTooMany, shippingMethodIdentifierMissing, shippingMethodIdentifierDuplicate,
        shippingMethodAmountNegative, shippingMethodDateRangeInvalid,
        billingContactWithoutPostalAddress, contactCountryCodeInvalid, contactEmailAddressInvalid,
        contactPhoneNumberInvalid, storePickupAddressMissing, couponCodeNotShown, applicationDataTooLarge,
        paymentRequestsExclusive, multiTokenExclusive, multiTokenSum, multiTokenContextIncomplete,
        multiTokenAmountNegative, paymentDescriptionMissing, paymentDescriptionEmpty, billingAgreementTooLong,
        billingTiming, billingLabelMissing, recurringIntervalCount, recurringStartAfterEnd, deferredDateNotInFuture,
        deferredFreeCancellationIncomplete, deferredTimeZoneInvalid, deferredBeforeFreeCancellation,
        automaticReloadThresholdNegative, applePayLaterDeprecated, shippingMethodsSelectedMultiple,
        shippingMethodsSelectedLineItem, disbursementFirstItem, disbursementLastItem, disbursementMultipleItems,
        disbursementInstantFundsOut, disbursementAmountNegative, disbursementItemsWithoutRequest, dateOutOfRange,
        urlNotHTTPS, urlManagementNotHTTPS, labelControlCharacters, labelHiddenCharacters, contactFieldsUnknown,
        reportTruncated,
    ]
}
