extension ValidationRule {
    // MARK: Google Pay

    /// A member Google Pay requires is absent.
    public static let googlePayMemberMissing = ValidationRule(
        "googlePay.member.missing", .error, .googlePay, .decoding,
        "merchantInfo, transactionInfo, currencyCode, totalPriceStatus, labels, prices, types, option ids and a DIRECT tokenization's protocolVersion and publicKey are required.",
        platform:
            "Google Pay fails loadPaymentData with DEVELOPER_ERROR; Safari and PassKit do not read Google Pay documents."
    )
    /// A member has the wrong JSON type.
    public static let googlePayMemberType = ValidationRule(
        "googlePay.member.type", .error, .googlePay, .decoding,
        "Each member has the JSON type Google Pay's reference gives it (strings, numbers, booleans, arrays, objects).",
        platform: "Google Pay fails with DEVELOPER_ERROR.")
    /// A member of `transactionInfo`, a display item or a shipping option that Google Pay does not define.
    public static let googlePayUnknownKey = ValidationRule(
        "googlePay.unknownKey", .warning, .googlePay, .decoding,
        "A member Google Pay does not define; usually a typo.",
        platform: "Google Pay's behaviour for unknown members is not documented; the library warns.")
    /// A callback intent lacks what it calls back about: `SHIPPING_ADDRESS` without `shippingAddressRequired`,
    /// `SHIPPING_OPTION` without `shippingOptionRequired`.
    ///
    /// A warning: Google's callbacks guide asks for them, and whether `loadPaymentData` refuses the request
    /// without them could not be confirmed offline.
    public static let googlePayCallbackIntentUnmet = ValidationRule(
        "googlePay.callbackIntent.unmet", .warning, .googlePay,
        "SHIPPING_ADDRESS needs shippingAddressRequired, and SHIPPING_OPTION shippingOptionRequired.",
        platform:
            "Google's callbacks guide asks for them; enforcement by loadPaymentData is not confirmed offline, so the library warns."
    )
    /// A card network Google offers only in another country than the transaction's.
    public static let googlePayNetworkCountry = ValidationRule(
        "googlePay.network.country", .warning, .googlePay,
        "ELO, ELO_DEBIT, MAESTRO and ELECTRON are offered in Brazil only (transactionInfo.countryCode BR), INTERAC in Canada only (CA).",
        platform:
            "Google's supported-networks guide (Elo: \"countryCode must be set to Brazil\"; Interac is Canada's network); Stripe reports Google Pay supports Maestro in Brazil only. Whether loadPaymentData refuses or just offers no such card is not confirmed offline, so the library warns."
    )
    /// A card network without an allowed auth method it supports.
    public static let googlePayNetworkAuthMethod = ValidationRule(
        "googlePay.network.authMethod", .warning, .googlePay,
        "Each network needs an allowed auth method it supports: DISCOVER and JCB PAN_ONLY, INTERAC CRYPTOGRAM_3DS; Elo wants both.",
        platform:
            "Google's supported-networks guide: Discover and JCB have no CRYPTOGRAM_3DS, Interac no PAN_ONLY, and Elo needs both to reach every card. Google offers no such card; the library warns."
    )
    /// ELO is given without ELO_DEBIT, so Elo's debit cards are not offered.
    public static let googlePayNetworkCompanion = ValidationRule(
        "googlePay.network.companion", .warning, .googlePay, "ELO is given with ELO_DEBIT.",
        platform:
            "Google's supported-networks guide: allowedCardNetworks \"must include ELO and ELO_DEBIT\" to accept Elo cards. Without ELO_DEBIT Google offers Elo's credit cards only; the library warns."
    )
    /// A debit network is given without the credit network it goes with.
    public static let googlePayNetworkRequires = ValidationRule(
        "googlePay.network.requires", .error, .googlePay,
        "ELO_DEBIT is given only with ELO, MAESTRO only with MASTERCARD and ELECTRON only with VISA.",
        platform:
            "Google's CardNetwork reference: each of these debit networks of Brazil's combo cards needs its credit network in allowedCardNetworks (Google's blog on payment options: \"specify both the credit and debit networks\"). Enforcement by loadPaymentData is not confirmed offline; the library refuses what the reference rules out."
    )
    /// The export would write a network Google does not offer for the request.
    public static let exportGooglePayNetworkNotOffered = ValidationRule(
        "export.googlePay.networkNotOffered", .error, .library,
        "An export writes only networks Google offers for the request's country and auth methods; leave them out explicitly to export the rest.",
        platform:
            "The library's: an export Google Pay cannot honour is refused with the reason, or with ExportOptions.omitsNetworksNotOffered (payreq --omit-networks-not-offered) written without them, saying so."
    )
    /// `apiVersion` is not 2 or `apiVersionMinor` is not 0.
    public static let googlePayAPIVersion = ValidationRule(
        "googlePay.apiVersion.invalid", .error, .googlePay,
        "A PaymentDataRequest, and the PaymentData answering it, have apiVersion 2 and apiVersionMinor 0.",
        platform: "Google Pay's current API is 2.0.")
    /// An enumerated string is not one Google Pay defines.
    public static let googlePayValueUnknown = ValidationRule(
        "googlePay.value.unknown", .error, .googlePay,
        "totalPriceStatus, checkoutOption, display item types and statuses, the tokenization type, address formats, callback intents and triggers, card networks and funding sources, error reasons and transaction states take only the strings Google Pay lists.",
        platform: "Google Pay fails with DEVELOPER_ERROR for values outside its enumerations.")
    /// The currency is not an ISO 4217 alphabetic code.
    public static let googlePayCurrencyInvalid = ValidationRule(
        "googlePay.currencyCode.invalid", .error, .googlePay,
        "currencyCode is an ISO 4217 alphabetic code, in capitals.",
        platform:
            "Google's reference says ISO 4217 alphabetic; whether it accepts lower case is unconfirmed, so the library wants capitals."
    )
    /// The country is not an ISO 3166-1 alpha-2 code.
    public static let googlePayCountryInvalid = ValidationRule(
        "googlePay.countryCode.invalid", .error, .googlePay,
        "countryCode is an ISO 3166-1 alpha-2 code, in capitals.",
        platform: "Google's reference says ISO 3166-1 alpha-2; the library wants a known code in capitals.")
    /// A price is not in Google's grammar.
    ///
    /// `totalPrice` matches `^[0-9]+(\.[0-9][0-9])?$`: no sign, and no decimals or exactly two. A display item's
    /// price may also start with `-` ("Negative values are allowed").
    public static let googlePayPriceSyntax = ValidationRule(
        "googlePay.price.syntax", .error, .googlePay,
        "Prices have no decimals or exactly two, ASCII digits only; only display items may be negative.",
        platform:
            "Google's regex ^[0-9]+(\\.[0-9][0-9])?$ for totalPrice; non-ASCII digits fail with error 10 (stripe-android #3863). Display items may be negative per the reference's text, against the regex a copy gives."
    )
    /// `totalPrice` is absent though the status is not `NOT_CURRENTLY_KNOWN`.
    public static let googlePayTotalPriceMissing = ValidationRule(
        "googlePay.totalPrice.missing", .error, .googlePay,
        "totalPrice is required unless totalPriceStatus is NOT_CURRENTLY_KNOWN.",
        platform: "Required unless NOT_CURRENTLY_KNOWN (Google's reference).")
    /// `totalPrice` is set with `NOT_CURRENTLY_KNOWN`.
    public static let googlePayTotalPriceNotAllowed = ValidationRule(
        "googlePay.totalPrice.notAllowed", .error, .googlePay,
        "totalPrice must not be set when totalPriceStatus is NOT_CURRENTLY_KNOWN (DEVELOPER_ERROR).",
        platform: "Google Pay fails with DEVELOPER_ERROR (seen in google-pay-button discussion #203).")
    /// `COMPLETE_IMMEDIATE_PURCHASE` with a total that is not final.
    public static let googlePayCheckoutOptionNotFinal = ValidationRule(
        "googlePay.checkoutOption.notFinal", .error, .googlePay,
        "COMPLETE_IMMEDIATE_PURCHASE is only available when totalPriceStatus is FINAL.",
        platform: "Google's reference: the request fails otherwise.")
    /// Display items without `totalPriceLabel`.
    public static let googlePayTotalPriceLabelMissing = ValidationRule(
        "googlePay.totalPriceLabel.missing", .warning, .googlePay,
        "totalPriceLabel is required when displayItems are given, or the cart is not shown.",
        platform: "Without it the cart is not shown; whether the API rejects it is unconfirmed, so a warning.")
    /// Shipping options are required but none are given.
    public static let googlePayShippingOptionsEmpty = ValidationRule(
        "googlePay.shippingOptions.empty", .error, .googlePay,
        "With shippingOptionRequired, shippingOptionParameters has at least one option.",
        platform: "Google's reference (DefinitelyTyped copy): at least one option with shippingOptionRequired.")
    /// Two shipping options share an id.
    public static let googlePayShippingOptionIdDuplicate = ValidationRule(
        "googlePay.shippingOption.id.duplicate", .warning, .googlePay,
        "Each shipping option's id is unique (\"A unique identifier for the option\").",
        platform: "What Google Pay does with duplicate ids is unconfirmed; the library warns.")
    /// The default shipping option names no option.
    public static let googlePayDefaultOptionUnknown = ValidationRule(
        "googlePay.defaultSelectedOptionId.unknown", .error, .googlePay,
        "defaultSelectedOptionId is the id of one of the shipping options.",
        platform: "The default must name an option (Google's reference); enforcement unconfirmed.")

    // MARK: Answers and callbacks

    /// An offer's description is 60 characters or more.
    public static let googlePayOfferDescriptionLength = ValidationRule(
        "googlePay.offer.description.length", .warning, .googlePay,
        "An offer's description has fewer than 60 characters.",
        platform:
            "Google's OfferDetail reference: the description \"should be less than 60 characters long\"; what the sheet does with a longer one is not documented, so the library warns."
    )
    /// An error's reason is about another callback than its intent.
    public static let googlePayErrorReasonIntent = ValidationRule(
        "googlePay.error.reasonIntent", .warning, .googlePay,
        "A PaymentDataError's reason fits its intent: SHIPPING_ADDRESS_INVALID and SHIPPING_ADDRESS_UNSERVICEABLE SHIPPING_ADDRESS, SHIPPING_OPTION_INVALID SHIPPING_OPTION, OFFER_INVALID OFFER, PAYMENT_DATA_INVALID PAYMENT_AUTHORIZATION or PAYMENT_METHOD; OTHER_ERROR any.",
        platform:
            "Google's ErrorReason reference describes each reason by the data it is about; whether Google Pay refuses a mismatch is not confirmed offline, so the library warns."
    )
    /// An error names a callback intent the request does not handle.
    public static let googlePayErrorIntentNotRequested = ValidationRule(
        "googlePay.error.intent.notRequested", .error, .googlePay,
        "A PaymentDataError's intent is one of the request's callbackIntents.",
        platform:
            "Google's PaymentDataError reference: \"an exception will be thrown if the intent does not fall into one of the provided intents in PaymentRequest\"."
    )
    /// A callback's trigger is one the request did not ask to be called back about.
    public static let googlePayCallbackTriggerNotRequested = ValidationRule(
        "googlePay.callbackTrigger.notRequested", .error, .googlePay,
        "A callback's trigger is INITIALIZE, or the change of something among the request's callbackIntents (SHIPPING_ADDRESS, SHIPPING_OPTION, OFFER).",
        platform:
            "Google's CallbackTrigger and CallbackIntent references: Google calls onPaymentDataChanged only for the intents the request lists; any other callback did not come from Google Pay."
    )
    /// An update changes a member of the transaction that Google Pay does not let an update change.
    public static let googlePayUpdateTransactionInfoChanged = ValidationRule(
        "googlePay.update.transactionInfo.changed", .error, .googlePay,
        "newTransactionInfo keeps the request's currencyCode, countryCode, totalPriceLabel and checkoutOption; only totalPrice, totalPriceStatus, transactionNote and displayItems change.",
        platform:
            "Google's PaymentDataRequestUpdate reference: \"Only changes in totalPrice, totalPriceStatus, transactionNote, displayItems will be allowed\"; a currency the sheet did not show is never charged (the library's)."
    )
    /// An authorization result's error does not match its state.
    public static let googlePayAuthorizationResultError = ValidationRule(
        "googlePay.authorizationResult.error", .warning, .googlePay,
        "An ERROR result carries the error the payer reads; a SUCCESS result carries none.",
        platform:
            "Google's PaymentAuthorizationResult reference: with ERROR the sheet shows the merchant's message and lets the payer retry; an error with SUCCESS is never shown. Whether Google refuses either is not confirmed offline, so the library warns."
    )
    /// Payment data lacks what the request asked for.
    public static let googlePayAnswerMissing = ValidationRule(
        "googlePay.answer.missing", .error, .googlePay,
        "Payment data has what the request asked for: the email, billing and shipping addresses, their phone numbers, and the shipping option.",
        platform:
            "Google's PaymentData reference: each is returned when the request asks for it. An answer without one is not Google Pay's for this request."
    )
    /// Payment data has what the request did not ask for.
    public static let googlePayAnswerNotRequested = ValidationRule(
        "googlePay.answer.notRequested", .error, .googlePay,
        "Payment data has no email, address, phone number, shipping option or assurance details the request did not ask for.",
        platform:
            "Google's PaymentData reference: \"This value will only be set if\" the request asked for it. An answer with more is not Google Pay's for this request."
    )
    /// The card's network is not one the request allows.
    public static let googlePayAnswerNetworkNotAllowed = ValidationRule(
        "googlePay.answer.cardNetwork.notAllowed", .error, .googlePay,
        "The card's network is among the request's allowedCardNetworks.",
        platform: "Google Pay offers only cards of the allowed networks (CardParameters.allowedCardNetworks).")
    /// The card is of a funding source the request refuses.
    public static let googlePayAnswerFundingSourceNotAllowed = ValidationRule(
        "googlePay.answer.cardFundingSource.notAllowed", .error, .googlePay,
        "A CREDIT card answers only a request that allows credit cards, a PREPAID card only one that allows prepaid cards.",
        platform: "Google Pay does not offer what allowCreditCards or allowPrepaidCards set to false rule out.")
    /// The token's tokenization is not the request's.
    public static let googlePayAnswerTokenizationMismatch = ValidationRule(
        "googlePay.answer.tokenizationType.mismatch", .error, .googlePay,
        "tokenizationData.type is the request's tokenizationSpecification.type.",
        platform: "Google's PaymentMethodTokenizationData: the type \"will match\" the request's.")
    /// A `DIRECT` token is not a Google Pay payment method token.
    public static let googlePayAnswerTokenFormat = ValidationRule(
        "googlePay.answer.token.format", .error, .googlePay, .decoding,
        "A DIRECT tokenization's token is a Google Pay payment method token: JSON with protocolVersion, signature and signedMessage.",
        platform:
            "Google's payment data cryptography guide. A gateway's token is the gateway's own (Stripe's, for one) and is checked only when it is Google's."
    )
    /// An address lacks a member its format has, or has one its format leaves out.
    public static let googlePayAnswerAddressFormat = ValidationRule(
        "googlePay.answer.address.format", .error, .googlePay,
        "An address has the members of the format asked: FULL and FULL-ISO3166 address1, locality and administrativeArea; MIN none of them.",
        platform:
            "Google's BillingAddressFormat reference: MIN returns only the name, country, postal code and phone; FULL every member, address1 as an empty string when there is none."
    )
    /// The shipping address is in a country the request does not allow.
    public static let googlePayAnswerShippingCountryNotAllowed = ValidationRule(
        "googlePay.answer.shippingCountry.notAllowed", .error, .googlePay,
        "The shipping address's country is among the request's allowedCountryCodes, when it gives them.",
        platform: "Google's ShippingAddressParameters: only addresses in the allowed countries are offered.")
    /// The shipping option is not one the request offered.
    public static let googlePayAnswerShippingOptionUnknown = ValidationRule(
        "googlePay.answer.shippingOption.unknown", .error, .googlePay,
        "shippingOptionData.id is the id of a shipping option the request offered (in a callback, or Google's placeholder shipping_option_unselected).",
        platform:
            "Google's SelectionOptionData: the id \"Must match with SelectionOption.id\"; the placeholder is the one Google shows when a SHIPPING_OPTION request has no options yet."
    )
    /// An applied offer is not one the request proposed.
    public static let googlePayAnswerOfferUnknown = ValidationRule(
        "googlePay.answer.offer.unknown", .error, .googlePay,
        "Without an OFFER callback, each applied redemption code is one of the request's offers.",
        platform:
            "Google's OfferData: the codes of the offers applied. Without the OFFER callback the payer can only pick the request's offers; with it, the page accepts codes, which its session knows."
    )
    /// Payment data names another shipping option than the one the session's callbacks selected.
    public static let googlePaySessionShippingOptionChanged = ValidationRule(
        "googlePay.session.shippingOption.changed", .error, .library,
        "With the SHIPPING_OPTION callback, the payment data's shipping option is the one the last callback selected: the total the page answered it with is the one to charge.",
        platform:
            "The library's, for a session: Google's sheet calls SHIPPING_OPTION at each selection, so payment data naming another option was not the sheet's."
    )
    /// Payment data applies a code no update of the session accepted.
    public static let googlePaySessionOfferNotAccepted = ValidationRule(
        "googlePay.session.offer.notAccepted", .error, .library,
        "With the OFFER callback, each applied redemption code is one of the offers the session's last update left in place.",
        platform:
            "The library's, for a session: the page accepts a typed code by returning it in newOfferInfo, and the sheet applies only those."
    )

    // MARK: Exporting

    /// No network of the request has a Google Pay counterpart.
    public static let exportGooglePayNoNetworks = ValidationRule(
        "export.googlePay.noNetworks", .error, .library,
        "At least one network must have a Google Pay card network (amex, discover, electron, elo, interac, jcb, maestro, masterCard, visa).",
        platform: "The library's: a Google Pay card method needs at least one network.")
    /// No capability of the request gives a Google Pay auth method.
    public static let exportGooglePayNoAuthMethods = ValidationRule(
        "export.googlePay.noAuthMethods", .error, .library,
        "supports3DS gives CRYPTOGRAM_3DS; without it, allow PAN_ONLY in the export options.",
        platform: "The library's: a Google Pay card method needs at least one auth method.")
    /// An amount has more decimals than Google's two.
    public static let exportGooglePayPrecision = ValidationRule(
        "export.googlePay.precision", .error, .library,
        "Google Pay prices have at most two decimals; an amount with a third non-zero decimal is not rounded but refused.",
        platform: "The library's: amounts are never rounded, so three-decimal amounts that need it are refused.")
}
