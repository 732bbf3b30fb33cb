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
        "A PaymentDataRequest has apiVersion 2 and apiVersionMinor 0.",
        platform: "Google Pay's current API is 2.0.")
    /// An enumerated string is not one Google Pay defines.
    public static let googlePayValueUnknown = ValidationRule(
        "googlePay.value.unknown", .error, .googlePay,
        "totalPriceStatus, checkoutOption, display item types and statuses, the tokenization type, the billing address format and callback intents take only the strings Google Pay lists.",
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
