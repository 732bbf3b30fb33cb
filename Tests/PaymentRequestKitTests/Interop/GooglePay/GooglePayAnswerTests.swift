import Foundation
import Testing

@testable import PaymentRequestKit

/// Google Pay's answers, alone and against the request they answer: payment data, callbacks, updates and
/// authorization results.
@Suite struct GooglePayAnswerTests {
    /// The offer: Visa and Mastercard through a gateway, no credit cards, a MIN billing address with a phone, an
    /// email, a shipping address in the US or Canada, two shipping options, one offer, and three callbacks.
    static let request =
        #"{"apiVersion":2,"apiVersionMinor":0,"merchantInfo":{"merchantName":"Shop"},"allowedPaymentMethods":[{"type":"CARD","parameters":{"allowedAuthMethods":["CRYPTOGRAM_3DS"],"allowedCardNetworks":["VISA","MASTERCARD"],"allowCreditCards":false,"billingAddressRequired":true,"billingAddressParameters":{"format":"MIN","phoneNumberRequired":true}},"tokenizationSpecification":{"type":"PAYMENT_GATEWAY","parameters":{"gateway":"example","gatewayMerchantId":"m"}}}],"transactionInfo":{"currencyCode":"USD","countryCode":"US","totalPriceStatus":"ESTIMATED","totalPrice":"10.00","totalPriceLabel":"Total"},"offerInfo":{"offers":[{"redemptionCode":"TEN","description":"Ten off"}]},"emailRequired":true,"shippingAddressRequired":true,"shippingAddressParameters":{"allowedCountryCodes":["US","CA"]},"shippingOptionRequired":true,"shippingOptionParameters":{"defaultSelectedOptionId":"std","shippingOptions":[{"id":"std","label":"Standard"},{"id":"exp","label":"Express"}]},"callbackIntents":["SHIPPING_ADDRESS","SHIPPING_OPTION","PAYMENT_AUTHORIZATION"]}"#

    static let offer = try! GooglePayPaymentDataRequest(jsonData: Data(request.utf8))

    static let billing = #"{"name":"Jane","countryCode":"US","postalCode":"94043","phoneNumber":"+1 650 555 0100"}"#
    static let shipping =
        #"{"name":"Jane","address1":"1 Main St","locality":"Springfield","administrativeArea":"IL","countryCode":"US","postalCode":"62701"}"#

    static func paymentData(
        info: String = #""cardNetwork":"VISA","cardDetails":"1111","billingAddress":\#(billing)"#,
        token: String = #"{"type":"PAYMENT_GATEWAY","token":"examplePaymentMethodToken"}"#,
        email: String = #""email":"jane@example.com","#, shippingAddress: String = shipping,
        rest: String = #","shippingOptionData":{"id":"exp"}"#
    ) -> String {
        #"{"apiVersion":2,"apiVersionMinor":0,\#(email)"shippingAddress":\#(shippingAddress),"paymentMethodData":{"type":"CARD","description":"Visa 1111","info":{\#(info)},"tokenizationData":\#(token)}\#(rest)}"#
    }

    static func codes(_ report: ValidationReport) -> [String] { report.violations.map { "\($0.code)@\($0.path)" } }

    // MARK: Payment data

    static let paymentDataCases: [(name: String, json: String, expected: [String])] = [
        ("honest", paymentData(), []),
        (
            "a network, a funding source and assurance details the request did not allow",
            paymentData(
                info:
                    #""cardNetwork":"AMEX","cardDetails":"0005","cardFundingSource":"CREDIT","assuranceDetails":{"accountVerified":true},"billingAddress":\#(billing)"#
            ),
            [
                "googlePay.answer.cardNetwork.notAllowed@paymentMethodData.info.cardNetwork",
                "googlePay.answer.cardFundingSource.notAllowed@paymentMethodData.info.cardFundingSource",
                "googlePay.answer.notRequested@paymentMethodData.info.assuranceDetails",
            ]
        ),
        (
            "a DIRECT token for a gateway's request",
            paymentData(token: #"{"type":"DIRECT","token":"{}"}"#),
            [
                "googlePay.answer.token.format@paymentMethodData.tokenizationData.token",
                "googlePay.answer.tokenizationType.mismatch@paymentMethodData.tokenizationData.type",
            ]
        ),
        (
            "a billing address without its phone, in the FULL format",
            paymentData(
                info:
                    #""cardNetwork":"VISA","cardDetails":"1111","billingAddress":{"address1":"","locality":"Springfield","countryCode":"US","postalCode":"62701"}"#
            ),
            [
                "googlePay.answer.missing@paymentMethodData.info.billingAddress.phoneNumber",
                "googlePay.answer.address.format@paymentMethodData.info.billingAddress.address1",
                "googlePay.answer.address.format@paymentMethodData.info.billingAddress.locality",
            ]
        ),
        (
            "no email and no billing address",
            paymentData(info: #""cardNetwork":"VISA","cardDetails":"1111""#, email: ""),
            [
                "googlePay.answer.missing@paymentMethodData.info.billingAddress",
                "googlePay.answer.missing@email",
            ]
        ),
        (
            "a shipping address in another country, without its street, and an option never offered",
            paymentData(
                shippingAddress: #"{"name":"Juan","countryCode":"MX","postalCode":"44100","phoneNumber":"+52"}"#,
                rest: #","shippingOptionData":{"id":"free"},"offerData":{"redemptionCodes":["TEN","FREE"]}"#),
            [
                "googlePay.answer.notRequested@shippingAddress.phoneNumber",
                "googlePay.answer.address.format@shippingAddress.address1",
                "googlePay.answer.address.format@shippingAddress.locality",
                "googlePay.answer.address.format@shippingAddress.administrativeArea",
                "googlePay.answer.shippingCountry.notAllowed@shippingAddress.countryCode",
                "googlePay.answer.shippingOption.unknown@shippingOptionData.id",
                "googlePay.answer.offer.unknown@offerData.redemptionCodes[1]",
            ]
        ),
        ("no shipping option", paymentData(rest: ""), ["googlePay.answer.missing@shippingOptionData"]),
    ]

    @Test(arguments: paymentDataCases)
    func paymentDataAgainstTheRequest(name: String, json: String, expected: [String]) {
        let context = PaymentDocument.Context(googlePayRequest: Self.offer)
        #expect(
            Self.codes(GooglePayPaymentData.validate(jsonData: Data(json.utf8), for: context)) == expected, "\(name)")
    }

    /// What the request did not ask for, the other way round: an answer to a request that asked for nothing.
    @Test func paymentDataWithWhatWasNotAskedFor() throws {
        var bare = Self.offer
        bare.emailRequired = false
        bare.shippingAddressRequired = false
        bare.shippingOptionParameters = nil
        bare.cardPaymentMethod.billingAddressRequired = false
        bare.cardPaymentMethod.billingPhoneNumberRequired = false
        let data = try GooglePayPaymentData(jsonData: Data(Self.paymentData().utf8))
        #expect(
            Self.codes(data.validate(answering: bare)) == [
                "googlePay.answer.notRequested@paymentMethodData.info.billingAddress",
                "googlePay.answer.notRequested@shippingAddress",
                "googlePay.answer.notRequested@email",
                "googlePay.answer.notRequested@shippingOptionData",
            ])
    }

    /// With the OFFER callback the page accepts codes the payer types in, so a code outside the offers is not the
    /// request's to refuse.
    @Test func offerCodesWithAnOfferCallback() throws {
        var offer = Self.offer
        offer.callbackIntents.append("OFFER")
        let data = try GooglePayPaymentData(
            jsonData: Data(
                Self.paymentData(rest: #","shippingOptionData":{"id":"exp"},"offerData":{"redemptionCodes":["FREE"]}"#)
                    .utf8))
        #expect(data.validate(answering: offer).violations.isEmpty)
    }

    @Test func aDirectTokenIsReadAsGooglePays() {
        let json = Self.paymentData(
            token: #"{"type":"DIRECT","token":"{\"protocolVersion\":\"ECv1\",\"signature\":\"%\"}"}"#)
        #expect(
            Self.codes(GooglePayPaymentData.validate(jsonData: Data(json.utf8))) == [
                "json.missingKey@paymentMethodData.tokenizationData.token.signedMessage",
                "googlePay.base64@paymentMethodData.tokenizationData.token.signature",
                "googlePay.answer.requestMissing@",
            ])
    }

    @Test(arguments: [
        (
            #"{"apiVersion":1,"apiVersionMinor":0}"#,
            ["googlePay.apiVersion.invalid@apiVersion", "googlePay.member.missing@paymentMethodData"]
        ),
        ("[]", ["googlePay.member.type@"]),
        (
            paymentData(info: #""cardNetwork":"DINERS","cardDetails":"1","cardFundingSource":"LOAN""#),
            [
                "googlePay.value.unknown@paymentMethodData.info.cardNetwork",
                "googlePay.value.unknown@paymentMethodData.info.cardFundingSource",
            ]
        ),
        (
            paymentData(shippingAddress: #"{"countryCode":"usa","flat":"2"}"#),
            ["googlePay.unknownKey@shippingAddress.flat", "googlePay.countryCode.invalid@shippingAddress.countryCode"]
        ),
    ])
    func paymentDataAlone(json: String, expected: [String]) {
        // Alone, every answer also says it was not checked against a request.
        #expect(
            Self.codes(GooglePayPaymentData.validate(jsonData: Data(json.utf8)))
                == expected + ["googlePay.answer.requestMissing@"])
    }

    @Test func paymentDataWritesBackByteForByte() throws {
        let json = Self.paymentData(
            info:
                #""cardNetwork":"VISA","cardDetails":"1111","cardFundingSource":"DEBIT","assuranceDetails":{"accountVerified":true,"cardHolderAuthenticated":false},"billingAddress":\#(Self.billing)"#,
            rest: #","shippingOptionData":{"id":"exp"},"offerData":{"redemptionCodes":["TEN"]}"#)
        let data = try GooglePayPaymentData(jsonData: Data(json.utf8))
        #expect(data.jsonString() == json)
        #expect(try JSONDecoder().decode(GooglePayPaymentData.self, from: Data(json.utf8)) == data)
        #expect(try GooglePayPaymentData(jsonData: JSONEncoder().encode(data)) == data)
        #expect(try PaymentDocument(jsonData: Data(json.utf8)).kind == .googlePayPaymentData)
    }

    @Test func paymentDataThatBreaksARuleDoesNotDecode() {
        #expect(throws: DecodingError.self) {
            _ = try GooglePayPaymentData(jsonData: Data(Self.paymentData(info: #""cardNetwork":"VISA""#).utf8))
        }
    }

    // MARK: Callbacks

    static let intermediateCases: [(name: String, json: String, expected: [String])] = [
        (
            "a shipping address callback",
            #"{"callbackTrigger":"SHIPPING_ADDRESS","paymentMethodData":{"type":"CARD","info":{"cardNetwork":"VISA"}},"shippingAddress":{"locality":"Toronto","administrativeArea":"ON","countryCode":"CA","postalCode":"M5V"}}"#,
            []
        ),
        (
            "the sheet's placeholder option",
            #"{"callbackTrigger":"INITIALIZE","paymentMethodData":{"type":"CARD"},"shippingOptionData":{"id":"shipping_option_unselected"}}"#,
            []
        ),
        (
            "a trigger, a network, a country and an option the request never had",
            #"{"callbackTrigger":"OFFER","paymentMethodData":{"type":"CARD","info":{"cardNetwork":"JCB"}},"shippingAddress":{"administrativeArea":"JAL","countryCode":"MX","postalCode":"44100","locality":"Guadalajara","address1":"x"},"shippingOptionData":{"id":"free"}}"#,
            [
                "googlePay.unknownKey@shippingAddress.address1",
                "googlePay.callbackTrigger.notRequested@callbackTrigger",
                "googlePay.answer.cardNetwork.notAllowed@paymentMethodData.info.cardNetwork",
                "googlePay.answer.shippingCountry.notAllowed@shippingAddress.countryCode",
                "googlePay.answer.shippingOption.unknown@shippingOptionData.id",
            ]
        ),
        (
            "an unknown trigger and no payment method",
            #"{"callbackTrigger":"PAYMENT_METHOD"}"#,
            ["googlePay.value.unknown@callbackTrigger", "googlePay.member.missing@paymentMethodData"]
        ),
    ]

    @Test(arguments: intermediateCases)
    func callbacksAgainstTheRequest(name: String, json: String, expected: [String]) throws {
        let context = PaymentDocument.Context(googlePayRequest: Self.offer)
        let report = GooglePayIntermediatePaymentData.validate(jsonData: Data(json.utf8), for: context)
        #expect(Self.codes(report) == expected, "\(name)")
        if report.isValid {
            let data = try GooglePayIntermediatePaymentData(jsonData: Data(json.utf8))
            #expect(data.jsonString() == json)
            #expect(try PaymentDocument(jsonData: Data(json.utf8)).kind == .googlePayIntermediatePaymentData)
        }
    }

    @Test func aShippingAddressCallbackForARequestWithoutShipping() throws {
        var bare = Self.offer
        bare.shippingAddressRequired = false
        let data = GooglePayIntermediatePaymentData(
            callbackTrigger: .shippingAddress, shippingAddress: GooglePayAddress(countryCode: "US"))
        #expect(
            Self.codes(data.validate(answering: bare)) == ["googlePay.answer.notRequested@shippingAddress"])
    }

    // MARK: Updates

    static let updateCases: [(name: String, json: String, expected: [String])] = [
        (
            "a new total, options and an error about the address",
            #"{"newTransactionInfo":{"currencyCode":"USD","countryCode":"US","totalPriceStatus":"FINAL","totalPrice":"12.00","totalPriceLabel":"Total"},"newShippingOptionParameters":{"defaultSelectedOptionId":"exp","shippingOptions":[{"id":"exp","label":"Express"}]},"newOfferInfo":{"offers":[{"redemptionCode":"TEN","description":"Ten off"}]},"error":{"reason":"SHIPPING_ADDRESS_UNSERVICEABLE","message":"We do not ship there","intent":"SHIPPING_ADDRESS"}}"#,
            []
        ),
        ("nothing changes", "{}", []),
        (
            "another currency and a label, an unhandled intent, a default that is no option, a long offer",
            #"{"newTransactionInfo":{"currencyCode":"EUR","countryCode":"US","totalPriceStatus":"FINAL","totalPrice":"1.5","totalPriceLabel":"Sum"},"newShippingOptionParameters":{"defaultSelectedOptionId":"std","shippingOptions":[{"id":"exp","label":"Express"}]},"newOfferInfo":{"offers":[{"redemptionCode":"X","description":"An offer whose description runs well past the sixty characters"}]},"error":{"reason":"SHIPPING_OPTION_INVALID","message":"No","intent":"OFFER"}}"#,
            [
                "googlePay.price.syntax@newTransactionInfo.totalPrice",
                "googlePay.defaultSelectedOptionId.unknown@newShippingOptionParameters.defaultSelectedOptionId",
                "googlePay.offer.description.length@newOfferInfo.offers[0].description",
                "googlePay.error.reasonIntent@error.reason",
                "googlePay.update.transactionInfo.changed@newTransactionInfo.currencyCode",
                "googlePay.update.transactionInfo.changed@newTransactionInfo.totalPriceLabel",
                "googlePay.error.intent.notRequested@error.intent",
            ]
        ),
        (
            "an error without its message, of an unknown reason",
            #"{"error":{"reason":"DECLINED","intent":"PAYMENT_AUTHORIZATION"}}"#,
            ["googlePay.value.unknown@error.reason", "googlePay.member.missing@error.message"]
        ),
    ]

    @Test(arguments: updateCases)
    func updatesAgainstTheRequest(name: String, json: String, expected: [String]) throws {
        let context = PaymentDocument.Context(googlePayRequest: Self.offer)
        let report = GooglePayPaymentDataRequestUpdate.validate(jsonData: Data(json.utf8), for: context)
        #expect(Self.codes(report) == expected, "\(name)")
        if report.isValid {
            let update = try GooglePayPaymentDataRequestUpdate(jsonData: Data(json.utf8))
            #expect(update.jsonString() == json)
        }
    }

    /// An update applied to the request is what the payment data is then checked against.
    @Test func anAppliedUpdateIsTheNewOffer() throws {
        let update = GooglePayPaymentDataRequestUpdate(
            newShippingOptionParameters: .init(shippingOptions: [.init(id: "pickup", label: "Pick up")]))
        let data = try GooglePayPaymentData(
            jsonData: Data(Self.paymentData(rest: #","shippingOptionData":{"id":"pickup"}"#).utf8))
        #expect(
            Self.codes(data.validate(answering: Self.offer)) == [
                "googlePay.answer.shippingOption.unknown@shippingOptionData.id"
            ])
        #expect(data.validate(answering: update.applied(to: Self.offer)).violations.isEmpty)
    }

    // MARK: Authorization results

    static let resultCases: [(name: String, json: String, expected: [String])] = [
        ("success", #"{"transactionState":"SUCCESS"}"#, []),
        (
            "a declined card",
            #"{"transactionState":"ERROR","error":{"reason":"PAYMENT_DATA_INVALID","message":"Declined","intent":"PAYMENT_AUTHORIZATION"}}"#,
            []
        ),
        (
            "an error without its message", #"{"transactionState":"ERROR"}"#,
            ["googlePay.authorizationResult.error@error"]
        ),
        (
            "a success with an error, about another callback",
            #"{"transactionState":"SUCCESS","error":{"reason":"OTHER_ERROR","message":"?","intent":"PAYMENT_METHOD"}}"#,
            [
                "googlePay.error.reasonIntent@error.intent",
                "googlePay.authorizationResult.error@error",
                "googlePay.error.intent.notRequested@error.intent",
            ]
        ),
        ("no state", "{}", ["googlePay.member.missing@transactionState"]),
    ]

    @Test(arguments: resultCases)
    func authorizationResultsAgainstTheRequest(name: String, json: String, expected: [String]) throws {
        let context = PaymentDocument.Context(googlePayRequest: Self.offer)
        let report = GooglePayPaymentAuthorizationResult.validate(jsonData: Data(json.utf8), for: context)
        #expect(Self.codes(report) == expected, "\(name)")
        if report.isValid {
            let result = try GooglePayPaymentAuthorizationResult(jsonData: Data(json.utf8))
            #expect(result.jsonString() == json)
            #expect(try PaymentDocument(jsonData: Data(json.utf8)).kind == .googlePayAuthorizationResult)
        }
    }

    // MARK: The request's new members

    @Test func theRequestKeepsWhatItsAnswersAreCheckedAgainst() throws {
        let offer = Self.offer
        #expect(offer.allowedShippingCountryCodes == ["US", "CA"])
        #expect(offer.callbackIntents == ["SHIPPING_ADDRESS", "SHIPPING_OPTION", "PAYMENT_AUTHORIZATION"])
        #expect(offer.offers == [.init(redemptionCode: "TEN", description: "Ten off")])
        #expect(!offer.cardPaymentMethod.allowCreditCards)
        #expect(try GooglePayPaymentDataRequest(jsonData: offer.jsonData()) == offer)
        let iso = Self.request.replacingOccurrences(
            of: #""allowedCountryCodes":["US","CA"]"#,
            with: #""allowedCountryCodes":["US","CA"],"format":"FULL-ISO3166""#)
        #expect(try GooglePayPaymentDataRequest(jsonData: Data(iso.utf8)).shippingAddressFormat == .fullISO3166)
        let minimal = Self.request.replacingOccurrences(
            of: #""allowedCountryCodes":["US","CA"]"#, with: #""allowedCountryCodes":["us"],"format":"MIN""#)
        #expect(
            Self.codes(GooglePayPaymentDataRequest.validate(jsonData: Data(minimal.utf8))) == [
                "googlePay.countryCode.invalid@shippingAddressParameters.allowedCountryCodes[0]",
                "googlePay.value.unknown@shippingAddressParameters.format",
            ])
    }
}
