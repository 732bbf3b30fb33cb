extension ValidationRule {
    /// The rules of W3C Payment Request documents, Google Pay documents, and exports to them.
    public static let interopRules: [ValidationRule] = [
        w3cMemberMissing, w3cMemberType, w3cMemberCoerced, w3cShippingTypeInvalid, w3cUnknownKey,
        w3cMethodDataEmpty, w3cListTooLong, w3cStringTooLong, w3cSupportedMethodsInvalid,
        w3cSupportedMethodsDuplicate, w3cCurrencyInvalid, w3cValueSyntax, w3cTotalNegative,
        w3cShippingOptionIdDuplicate, w3cShippingOptionIdEmpty, w3cShippingOptionsSelectedMultiple,
        w3cShippingOptionsIgnored, w3cLabelEmpty, w3cApplePayVersionMissing, w3cApplePayIgnoredKey,
        w3cApplePayCurrencyMismatch, w3cApplePayModifierCurrencyMismatch, w3cErrorMessageTooLong,
        w3cUpdateCurrencyChanged, w3cAddressCountryInvalid, w3cResponseMethodNotOffered, w3cResponseRequestIdMismatch,
        w3cResponseMissing, w3cResponseNotRequested, w3cResponseShippingOptionUnknown, w3cSessionShippingOptionChanged,
        googlePayMemberMissing, googlePayMemberType, googlePayUnknownKey, googlePayAPIVersion, googlePayValueUnknown,
        googlePayCurrencyInvalid, googlePayCountryInvalid, googlePayPriceSyntax, googlePayTotalPriceMissing,
        googlePayTotalPriceNotAllowed, googlePayCheckoutOptionNotFinal, googlePayTotalPriceLabelMissing,
        googlePayShippingOptionsEmpty, googlePayShippingOptionIdDuplicate, googlePayDefaultOptionUnknown,
        googlePayCallbackIntentUnmet, googlePayNetworkCountry, googlePayNetworkAuthMethod, googlePayNetworkCompanion,
        googlePayNetworkRequires, googlePayOfferDescriptionLength, googlePayErrorReasonIntent,
        googlePayErrorIntentNotRequested, googlePayCallbackTriggerNotRequested, googlePayUpdateTransactionInfoChanged,
        googlePayAuthorizationResultError, googlePayAnswerMissing, googlePayAnswerNotRequested,
        googlePayAnswerNetworkNotAllowed, googlePayAnswerFundingSourceNotAllowed, googlePayAnswerTokenizationMismatch,
        googlePayAnswerTokenFormat, googlePayAnswerAddressFormat, googlePayAnswerShippingCountryNotAllowed,
        googlePayAnswerShippingOptionUnknown, googlePayAnswerOfferUnknown, googlePaySessionShippingOptionChanged,
        googlePaySessionOfferNotAccepted,
        exportGooglePayNetworkNotOffered,
        exportShippingWithoutAddress, exportGooglePayNoNetworks, exportGooglePayNoAuthMethods,
        exportGooglePayPrecision,
    ]
}
