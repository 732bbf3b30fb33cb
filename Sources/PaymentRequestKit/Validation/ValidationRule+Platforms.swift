extension ValidationRule {
    /// What Safari and PassKit do about the rule, and what this library does where they differ, in a sentence or
    /// two, as the rules table shows it.
    ///
    /// Read from WebKit's Apple Pay sources and PassKit's validators (iOS 26.1); see the rules article for the
    /// decisions where the sources differ.
    public var platformBehaviour: String { Self.platformBehaviours[code] ?? "" }

    // The sentences, by code; a test checks that every rule of both tables has one.
    static let platformBehaviours: [String: String] = [
        // Decoding
        "json.malformed": "Safari: the page's JavaScript would not parse. PassKit: no JSON. The library reads JSON.",
        "json.limit": "Neither platform reads JSON; the limits are the library's, against hostile input.",
        "json.type":
            "Safari: converts a JavaScript number to a string (10.5 becomes \"10.5\"). PassKit: typed properties. The library reads JSON and wants the documented types.",
        "json.missingKey":
            "Safari: TypeError for a required IDL member (a label, a shipping method's detail, paymentDescription, ...). PassKit: nil fails the validator.",
        "json.unknownValue":
            "Safari: TypeError for a string outside an IDL enumeration. PassKit: typed values. A merchant category code Safari ignores silently; the library rejects it.",
        "json.unknownKey":
            "Safari: ignores keys its dictionaries lack. PassKit: no JSON. The library warns, as they are mostly typos.",
        "countryCode.missing": "Safari: \"Missing country code.\" PassKit: nil fails.",
        "countryCode.invalid": "Safari and PassKit: an unknown region is rejected. The library checks ISO 3166-1.",
        "currencyCode.missing": "Safari: \"Missing currency code.\" PassKit: nil fails.",
        "currencyCode.invalid":
            "Safari and PassKit: an unknown currency is rejected. The library checks ISO 4217 list one.",
        "supportedCountries.invalid": "Safari: \"<code> is not a valid country code.\" PassKit: rejects unknown ones.",
        "amount.syntax":
            "Safari: isValidDecimalMonetaryValue, \"<v> is not a valid amount.\" PassKit: an NSDecimalNumber that is not a number fails.",
        "amount.outOfRange":
            "Safari: parses any length. PassKit: rejects amounts too large for its decimals. The library's bound is 18 digits.",
        "applicationData.base64":
            "Safari and PassKit: data that is not Base64 is dropped silently, and the token loses its hash. The library rejects it.",
        "date.invalid":
            "Safari: a date JavaScript cannot read is an invalid Date. The library wants ISO 8601 with a time zone.",
        "url.invalid":
            "Safari: \"... is not a valid URL.\" for a managementURL or tokenNotificationURL. PassKit: NSURL.",
        // Merchant, country, currency, networks
        "merchantIdentifier.missing":
            "Safari: not applicable (the merchant session carries it). PassKit: \"PKPaymentRequest must contain a property 'merchantIdentifier'\".",
        "currencyCode.noMinorUnits":
            "Safari and PassKit: accept any ISO code. The library rejects codes without minor units (XAU, XDR), not currencies for payments.",
        "currencyCode.fund": "Safari and PassKit: accept them. The library warns: processors rarely charge in them.",
        "merchantCapabilities.empty":
            "Safari: \"Missing merchant capabilities.\" without one of 3DS, EMV, credit and debit. PassKit: a zero value fails.",
        "merchantCapabilities.unknown":
            "Safari: no JSON name for other bits. PassKit: rejects 0x20, 0x40, and 0x10 outside disbursements. The library rejects every undefined bit.",
        "merchantCapabilities.no3DS":
            "Safari and PassKit: accept it. Apple's documentation calls supports3DS required.",
        "supportedNetworks.empty":
            "Safari: \"At least one supported network must be provided.\", except with installments from version 8. PassKit: an empty list fails.",
        "supportedNetworks.unknown": "Safari: \"<n> is not a valid payment network.\" PassKit: not in _PKAllNetworks.",
        "supportedNetworks.duplicate": "Safari and PassKit: accept duplicates. The library warns.",
        "applePayJSVersion.unsupported":
            "Safari: InvalidAccessError \"<v> is not a supported version.\" PassKit: none.",
        "supportedNetworks.version":
            "Safari: TypeError for jcb below version 2 and Cartes Bancaires below 3. PassKit: no versions.",
        "supportedNetworks.newerThanVersion":
            "Safari: a network newer than the page's Safari is not available there. The library warns by Apple's table.",
        "applePayJSVersion.feature":
            "Safari: an older Safari drops a member it does not know, silently. PassKit: no versions. The library warns.",
        "contactFields.version": "Safari: \"\\\"phoneticName\\\" is not a valid contact field.\" below version 3.",
        // Total and line items
        "total.label.missing":
            "Safari: only a missing key is an error. PassKit: only nil fails. Apple's documentation asks for a label; the library warns.",
        "total.amount.missing":
            "Safari: \"\\\"\\\" is not a valid amount.\" PassKit: \"You must provide a total amount ..., even if the total item is pending.\"",
        "total.negative": "Safari: \"Total amount must not be negative.\" PassKit: the same for PKPaymentRequest.",
        "total.sum":
            "Safari and PassKit: do not add up the items; Safari counts a pending item as zero. The library rejects a final total that is not the sum.",
        "total.label.generic": "Safari and PassKit: accept it. Apple asks for the business name.",
        "lineItem.amount.missing": "Safari: \"\\\"\\\" is not a valid amount.\" PassKit: nil fails.",
        "lineItem.pendingAmount":
            "Safari: discards a pending item's amount. PassKit: shows none. Apple asks for zero or none; the library warns.",
        "lineItems.tooMany":
            "Safari: passes them on. PassKit: \"may not contain more than 100 items\", the total included.",
        "amount.minorUnits":
            "Safari: accepts. PassKit: \"Amount is not valid for specified currency.\" The library counts ISO 4217's digits.",
        "amount.passKitDigits":
            "Safari: accepts. PassKit: rounds to CLDR's digits, fewer than ISO's for IQD, ALL, RSD and others, and may refuse. The library warns.",
        "label.empty": "Safari and PassKit: accept \"\". Apple asks for a label; the library warns.",
        "label.format": "Safari and PassKit: accept it. Apple's style guide; the library warns.",
        // Shipping
        "shippingMethods.tooMany": "Safari: passes them on. PassKit: at most 100 shipping methods.",
        "shippingMethod.identifier.missing":
            "Safari and PassKit: need the key only, \"\" passes. The library rejects \"\", so that a selection names one method.",
        "shippingMethod.identifier.duplicate":
            "Safari and PassKit: accept duplicates. W3C (2017-2021) forbade them; the library rejects them.",
        "shippingMethod.amount.negative":
            "Safari: integerValue < 0, so -0.50 passes. PassKit: any amount below zero fails. The library follows PassKit.",
        "shippingMethod.dateRange.invalid":
            "Safari: shows the method without the range. PassKit: the range's initialiser fails. The library warns.",
        "billingContact.postalAddressNotRequired":
            "Safari and PassKit: accept it. Apple's documentation asks for postalAddress; the library warns.",
        "applicationData.tooLarge": "Safari: passes it on. PassKit: \"may not be more than 1024 bytes\".",
        // Special requests
        "paymentRequests.exclusive": "Safari: passes them on. PassKit: only one of the three.",
        "multiTokenContexts.exclusive": "Safari: passes them on. PassKit: not with recurring, reload or deferred.",
        "multiTokenContexts.sum": "Safari: passes them on. PassKit: the contexts' sum must equal the total.",
        "multiTokenContexts.incomplete":
            "Safari and PassKit: need the keys only, \"\" passes. The library rejects \"\", as a context names one merchant.",
        "multiTokenContexts.amount.negative":
            "Safari: passes it on. PassKit: \"amount must be greater than or equal to zero\".",
        "paymentDescription.missing":
            "Safari: \"Missing 'paymentDescription'.\" for an empty deferred one. PassKit: nil fails.",
        "paymentDescription.empty":
            "Safari and PassKit: need the key only for recurring and reload, \"\" passes. Apple asks for one; the library warns.",
        "billingAgreement.tooLong":
            "Safari: no check. PassKit: checks the type only. Apple's documentation: at most 500; the library warns.",
        "billing.timing":
            "Safari: \"'regularBilling' must be a 'recurring' line item.\" and the like. PassKit: the class must match.",
        "billing.label.missing":
            "Safari: only a missing key is an error. PassKit: only nil fails. Apple asks for a label; the library warns.",
        "recurring.intervalCount": "Safari: passes it on. PassKit: \"must have a intervalCount >= 1\".",
        "recurring.startAfterEnd":
            "Safari: passes it on. PassKit: \"must have a startDate earlier than or equal to endDate\".",
        "deferred.dateNotInFuture": "Safari: no check. PassKit: the deferred date must be later than now.",
        "deferred.freeCancellation.incomplete":
            "Safari: \"Unexpected 'freeCancellationDateTimeZone' ...\" / \"Missing ...\". PassKit: \"Invalid deferred payment request\".",
        "deferred.freeCancellationDateTimeZone.invalid":
            "Safari: \"<tz> is not a valid time zone.\" PassKit: an NSTimeZone. The library checks IANA's identifiers.",
        "deferred.beforeFreeCancellation": "Safari: passes it on. PassKit: the deferred date may not be before it.",
        "automaticReload.threshold.negative":
            "Safari: checks the syntax only. PassKit: passes it on. The library rejects a negative threshold.",
        // Safari's other keys
        "applePayLaterAvailability.deprecated":
            "Safari and PassKit: still read it. Apple has deprecated Apple Pay Later.",
        "shippingMethods.selected.multiple":
            "Safari: makes one of them PassKit's default method. The library rejects the ambiguity.",
        "shippingMethods.selected.lineItem":
            "Safari and PassKit: do not compare them. The library warns when the default method is not what is charged.",
        "disbursement.firstItem": "Safari: passes the items on. PassKit: FirstSummaryItemNotPaymentSummaryItem.",
        "disbursement.lastItem": "Safari: passes the items on. PassKit: FinalSummaryItemNotDisbursementSummaryItem.",
        "disbursement.multipleItems":
            "Safari: passes the items on. PassKit: MultipleDisbursementSummaryItems / MultipleIFOSummaryItems.",
        "disbursement.instantFundsOut":
            "Safari: passes them on. PassKit: IFOCapabilityButNoIFOSummaryItem / IFOSummaryItemButNoIFOCapability.",
        "disbursement.amount.negative":
            "Safari: passes it on. PassKit: \"PKDisbursementSummaryItem amount must be non-negative\".",
        "disbursement.itemsWithoutRequest":
            "Safari: passes them on. PassKit: \"PKPaymentRequests cannot contain disbursement specific summary items\".",
        // The library's own
        "date.outOfRange":
            "Safari and PassKit: dates outside years 1-9999 have no ISO 8601 form; the library rejects them.",
        "url.notHTTPS":
            "Safari: checks the URL's syntax only. Apple sends notifications over HTTPS; the library rejects other schemes.",
        "label.controlCharacters": "Safari and PassKit: show them as they are. The library warns.",
        "contactFields.unknown":
            "Safari: no JSON name for other bits. PassKit: ignores them. The library rejects them.",
        "report.truncated": "The library's own: a report lists at most 100 violations of a rule and 1000 in all.",
        // The session
        "session.status.invalid": "Safari: InvalidAccessError for a status outside 0 to 7. PassKit: an enumeration.",
        "session.status.deprecated":
            "Safari: turns 2 to 4 into FAILURE with an ApplePayError. PassKit: deprecated since iOS 11. The library warns.",
        "session.success.withErrors":
            "Safari: not final, the sheet stays open (isFinalState). PassKit: the same. The library warns.",
        "session.error.ignored":
            "Safari: passes the error on. The sheet ignores a field Apple's table does not allow there. The library warns.",
        "merchantValidation.field.empty":
            "Safari: not involved; the merchant's server sends the body. Apple's server refuses an incomplete one.",
        "merchantValidation.displayName.tooLong": "Apple's payment session endpoint takes at most 64 characters.",
        "merchantValidation.initiativeContext.domain":
            "Apple's endpoint checks the domain against the merchant's registered ones; a URL is not a domain.",
        // The payment token
        "token.base64": "Apple's token format: Base64 fields. A processor or decrypting library refuses others.",
        "token.hex": "Apple's token format: hexadecimal transactionId and applicationData.",
        "token.key.missing":
            "Apple's token format: EC_v1 has ephemeralPublicKey, RSA_v1 wrappedKey; without it, no decryption.",
        "token.key.unexpected": "Apple's token format: the header has exactly one of the two keys.",
        "token.ephemeralPublicKey.invalid": "Apple's token format: an X.509 SubjectPublicKeyInfo on P-256, for ECDH.",
        "token.publicKeyHash.length":
            "Apple's token format: SHA-256 of the merchant certificate's public key, 32 bytes.",
        "token.data.empty": "Apple's token format: the encrypted data and the CMS signature.",
        "token.transactionIdentifier.mismatch":
            "Safari and PassKit: transactionIdentifier is the header's transactionId in hex; the library checks that they agree.",
        "token.applicationData.mismatch":
            "Apple's token format: the SHA-256 of the request's applicationData, present only when the request had some.",
        "token.signature.malformed": "Apple's verification, step 1: the signature is CMS SignedData; Apple's use BER.",
        "token.signature.certificates":
            "Apple's verification, step 1a: the leaf and intermediate carry Apple's marker extensions.",
        "token.signature.algorithms":
            "Apple's verification: ECDSA with SHA-256 for EC_v1, RSA with SHA-256 for RSA_v1.",
        "token.signature.signingTime":
            "Apple's verification, step 1e: the signing time is close to now, against replay; the window is the merchant's.",
        "decrypted.pan.invalid": "Apple's token format: the device account number, digits.",
        "decrypted.expirationDate.invalid": "Apple's token format: applicationExpirationDate is YYMMDD.",
        "decrypted.expired": "The processor declines an expired card; the library checks before sending it.",
        "decrypted.currency.invalid": "Apple's token format: currencyCode is ISO 4217's numeric code.",
        "decrypted.currency.mismatch":
            "Neither platform compares the payment with the request; the merchant must, and the library does.",
        "decrypted.amount.mismatch":
            "Neither platform compares the payment with the request; a payment of another amount is another charge.",
        "decrypted.type.capability":
            "PassKit gives the type the request's capabilities allow; the library checks it did.",
        "decrypted.authenticationResponses.mismatch":
            "A multi-token payment carries one authentication per token context; the library matches them.",
        // Provisioning (in apps only)
        "provisioning.base64": "Safari: not applicable. PassKit: takes Data; the library's JSON form carries Base64.",
        "provisioning.document.unknown":
            "Safari: not applicable. The library's JSON forms are told apart by their keys.",
        "provisioning.nameOrSuffix.missing":
            "PassKit: the configuration needs a cardholder name or an account suffix to show the card.",
        "provisioning.cardholderName.missing": "PassKit: accepts it without. Apple's documentation asks for it.",
        "provisioning.primaryAccountSuffix.missing": "PassKit: accepts it without. Apple's documentation asks for it.",
        "provisioning.primaryAccountSuffix.format":
            "PassKit: shows what it is given. Apple: the last four or five digits.",
        "provisioning.primaryAccountSuffix.tooLong":
            "PassKit: shows what it is given. The library rejects more than five characters, probably too much of the number.",
        "provisioning.cardDetail.empty": "PassKit: shows an empty detail. The library warns.",
        "provisioning.paymentNetwork.unknown": "PassKit: a filter that matches no card. The library warns.",
        "provisioning.certificateChain.empty": "PassKit: always gives a chain. The issuer's server cannot verify none.",
        "provisioning.certificateChain.short": "PassKit: gives leaf and intermediate. The library warns about one.",
        "provisioning.certificateChain.tooLong": "PassKit: gives two or three. The library bounds the chain it reads.",
        "provisioning.certificate.invalid": "PassKit: gives DER X.509. The library rejects what does not parse.",
        "provisioning.certificateChain.order": "PassKit: leaf first. The library checks each is issued by the next.",
        "provisioning.certificate.notValidNow": "PassKit: current certificates. The library checks validity at now.",
        "provisioning.nonce.missing": "PassKit: always gives a nonce. The issuer must sign over it.",
        "provisioning.nonce.length": "PassKit: a four-byte nonce. The library warns about another length.",
        "provisioning.nonceSignature.missing": "PassKit: always gives a signature. The issuer must check it.",
        "provisioning.encryptedPassData.missing": "PassKit: PKAddPaymentPassRequest needs encryptedPassData.",
        "provisioning.activationData.missing": "PassKit: PKAddPaymentPassRequest needs activationData.",
        "provisioning.data.tooLarge": "PassKit: fields are small. The library bounds what it reads.",
        "provisioning.ephemeralPublicKey.missing": "PassKit: ECC_V2 needs ephemeralPublicKey.",
        "provisioning.wrappedKey.missing": "PassKit: RSA_V2 needs wrappedKey.",
        "provisioning.key.unexpected":
            "PassKit: uses the key of the request's scheme only. The library rejects the other.",
        // Other wallets and the web
        "w3c.member.missing":
            "WebIDL conversion throws TypeError before the constructor runs; Chromium checks details and total in the constructor, after the method data, and the library keeps that order.",
        "w3c.member.type":
            "WebIDL conversion throws TypeError in Chromium 156 (checked in headless Chromium) and in Safari.",
        "w3c.member.coerced":
            "Both browsers convert as String(value) and go on; the library warns, as the document likely meant a string.",
        "w3c.shippingType.invalid":
            "WebIDL enumerations are exact: Chromium 156 throws TypeError (checked in headless Chromium).",
        "w3c.unknownKey":
            "Browsers ignore unknown dictionary members silently; the library warns.",
        "w3c.methodData.empty":
            "Chromium 156 throws TypeError from the constructor (checked in headless Chromium by the browser test); Safari's WebKit makes the same check.",
        "w3c.list.tooLong":
            "Chromium only (kMaxListSize, 1024), TypeError; the W3C text sets no limit.",
        "w3c.string.tooLong":
            "Chromium only (kMaxStringLength, 1024 UTF-16 units), TypeError, checked before the format; the W3C text sets no limit.",
        "w3c.supportedMethods.invalid":
            "Chromium 156 throws RangeError for method data and for modifiers in the constructor (checked in headless Chromium); the W3C text checks modifiers only on update.",
        "w3c.supportedMethods.duplicate":
            "Chromium 156 throws RangeError from the constructor (checked in headless Chromium by the browser test); Safari's WebKit makes the same check.",
        "w3c.currency.invalid":
            "Chromium 156 throws RangeError, before the value's check (checked in headless Chromium); Safari the same.",
        "w3c.value.syntax":
            "Chromium 156 throws TypeError from the constructor (checked in headless Chromium by the browser test); Safari's WebKit makes the same check.",
        "w3c.total.negative":
            "A textual check: Chromium 156 throws TypeError for \"-0\" too (checked in headless Chromium).",
        "w3c.shippingOption.id.duplicate":
            "Chromium 156 throws TypeError only when requestShipping is true, and not for options after an empty id (checked in headless Chromium).",
        "w3c.shippingOption.id.empty":
            "Chromium logs a warning and stops reading shipping options there; the library warns.",
        "w3c.shippingOptions.selectedMultiple":
            "Browsers select the last selected option; the library warns.",
        "w3c.shippingOptions.ignored":
            "Browsers ignore shipping options without requestShipping; the library warns.",
        "w3c.label.empty":
            "Chromium logs a console error and goes on; the library warns.",
        "w3c.applePay.version.missing":
            "Safari converts ApplePayRequest when show() is called and rejects it without version; Chromium does not read Apple Pay data.",
        "w3c.applePay.ignoredKey":
            "Safari ignores ApplePayRequest members that come from details, options or modifiers; the library warns.",
        "googlePay.member.missing":
            "Google Pay fails loadPaymentData with DEVELOPER_ERROR; Safari and PassKit do not read Google Pay documents.",
        "googlePay.member.type":
            "Google Pay fails with DEVELOPER_ERROR.",
        "googlePay.unknownKey":
            "Google Pay's behaviour for unknown members is not documented; the library warns.",
        "googlePay.apiVersion.invalid":
            "Google Pay's current API is 2.0.",
        "googlePay.value.unknown":
            "Google Pay fails with DEVELOPER_ERROR for values outside its enumerations.",
        "googlePay.currencyCode.invalid":
            "Google's reference says ISO 4217 alphabetic; whether it accepts lower case is unconfirmed, so the library wants capitals.",
        "googlePay.countryCode.invalid":
            "Google's reference says ISO 3166-1 alpha-2; the library wants a known code in capitals.",
        "googlePay.price.syntax":
            "Google's regex ^[0-9]+(\\.[0-9][0-9])?$ for totalPrice; non-ASCII digits fail with error 10 (stripe-android #3863). Display items may be negative per the reference's text, against the regex a copy gives.",
        "googlePay.totalPrice.missing":
            "Required unless NOT_CURRENTLY_KNOWN (Google's reference).",
        "googlePay.totalPrice.notAllowed":
            "Google Pay fails with DEVELOPER_ERROR (seen in google-pay-button discussion #203).",
        "googlePay.checkoutOption.notFinal":
            "Google's reference: the request fails otherwise.",
        "googlePay.totalPriceLabel.missing":
            "Without it the cart is not shown; whether the API rejects it is unconfirmed, so a warning.",
        "googlePay.shippingOptions.empty":
            "Google's reference (DefinitelyTyped copy): at least one option with shippingOptionRequired.",
        "googlePay.shippingOption.id.duplicate":
            "What Google Pay does with duplicate ids is unconfirmed; the library warns.",
        "googlePay.defaultSelectedOptionId.unknown":
            "The default must name an option (Google's reference); enforcement unconfirmed.",
        "export.shippingWithoutAddress":
            "The library's: a W3C shipping option needs requestShipping, which asks for an address Apple Pay did not.",
        "export.googlePay.noNetworks":
            "The library's: a Google Pay card method needs at least one network.",
        "export.googlePay.noAuthMethods":
            "The library's: a Google Pay card method needs at least one auth method.",
        "export.googlePay.precision":
            "The library's: amounts are never rounded, so three-decimal amounts that need it are refused.",
    ]
}
