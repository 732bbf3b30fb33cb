import Foundation
import Testing

@testable import PaymentRequestKit

/// Google Pay's documented rules on `PaymentDataRequest` documents.
@Suite struct GooglePayValidationTests {
    static let card =
        #"{"type":"CARD","parameters":{"allowedAuthMethods":["CRYPTOGRAM_3DS"],"allowedCardNetworks":["VISA"]},"tokenizationSpecification":{"type":"PAYMENT_GATEWAY","parameters":{"gateway":"example","gatewayMerchantId":"m"}}}"#

    static func document(
        transaction: String =
            #""currencyCode":"USD","countryCode":"US","totalPriceStatus":"FINAL","totalPrice":"10.00""#,
        extra: String = "", card: String = card
    ) -> String {
        #"{"apiVersion":2,"apiVersionMinor":0,"merchantInfo":{"merchantName":"Shop"},"allowedPaymentMethods":[\#(card)],"transactionInfo":{\#(transaction)}\#(extra)}"#
    }

    static let table: [(name: String, json: String, expected: [String])] = [
        ("valid", document(), []),
        (
            "no merchantInfo",
            document().replacingOccurrences(of: #""merchantInfo":{"merchantName":"Shop"},"#, with: ""),
            ["googlePay.member.missing@merchantInfo"]
        ),
        (
            "unknown tokenization type",
            document(card: card.replacingOccurrences(of: "PAYMENT_GATEWAY", with: "GATEWAY")),
            ["googlePay.value.unknown@allowedPaymentMethods[0].tokenizationSpecification.type"]
        ),
        (
            "DIRECT without its protocol and key",
            document(
                card: card.replacingOccurrences(
                    of: #""type":"PAYMENT_GATEWAY","parameters":{"gateway":"example","gatewayMerchantId":"m"}"#,
                    with: #""type":"DIRECT","parameters":{}"#)),
            [
                "googlePay.member.missing@allowedPaymentMethods[0].tokenizationSpecification.parameters.protocolVersion",
                "googlePay.member.missing@allowedPaymentMethods[0].tokenizationSpecification.parameters.publicKey",
            ]
        ),
        (
            "DIRECT with its protocol and key",
            document(
                card: card.replacingOccurrences(
                    of: #""type":"PAYMENT_GATEWAY","parameters":{"gateway":"example","gatewayMerchantId":"m"}"#,
                    with: #""type":"DIRECT","parameters":{"protocolVersion":"ECv2","publicKey":"BOdoXP+9Aq4="}"#)),
            []
        ),
        (
            "billing address formats",
            document(
                card: card.replacingOccurrences(
                    of: #""allowedCardNetworks":["VISA"]"#,
                    with:
                        #""allowedCardNetworks":["VISA"],"billingAddressRequired":true,"billingAddressParameters":{"format":"MIN","phoneNumberRequired":true}"#
                )), []
        ),
        (
            "unknown billing address format",
            document(
                card: card.replacingOccurrences(
                    of: #""allowedCardNetworks":["VISA"]"#,
                    with:
                        #""allowedCardNetworks":["VISA"],"billingAddressParameters":{"format":"SHORT","fromat":"MIN"}"#)
            ),
            [
                "googlePay.unknownKey@allowedPaymentMethods[0].parameters.billingAddressParameters.fromat",
                "googlePay.value.unknown@allowedPaymentMethods[0].parameters.billingAddressParameters.format",
            ]
        ),
        (
            "callback intents and what they need",
            document(
                extra: #","callbackIntents":["PAYMENT_AUTHORIZATION","SHIPPING_ADDRESS","SHIPPING_OPTION","REFUND"]"#),
            [
                "googlePay.callbackIntent.unmet@callbackIntents[1]",
                "googlePay.callbackIntent.unmet@callbackIntents[2]",
                "googlePay.value.unknown@callbackIntents[3]",
            ]
        ),
        (
            "callback intents with what they need",
            document(
                extra:
                    #","shippingAddressRequired":true,"shippingOptionRequired":true,"shippingOptionParameters":{"shippingOptions":[{"id":"a","label":"A"}]},"callbackIntents":["SHIPPING_ADDRESS","SHIPPING_OPTION"]"#
            ), []
        ),
        (
            "misspelt members of merchantInfo, the card and its parameters",
            #"{"apiVersion":2,"apiVersionMinor":0,"merchantInfo":{"merchantName":"Shop","merchantID":"1"},"allowedPaymentMethods":[{"type":"CARD","parameters":{"allowedAuthMethods":["CRYPTOGRAM_3DS"],"allowedCardNetworks":["VISA"],"allowCreditCard":false},"tokenizationSpecification":{"type":"PAYMENT_GATEWAY","parameters":{"gateway":"example"},"typ":"x"},"tokenisationSpecification":{}}],"transactionInfo":{"currencyCode":"USD","totalPriceStatus":"FINAL","totalPrice":"1.00"}}"#,
            [
                "googlePay.unknownKey@merchantInfo.merchantID",
                "googlePay.unknownKey@allowedPaymentMethods[0].tokenisationSpecification",
                "googlePay.unknownKey@allowedPaymentMethods[0].parameters.allowCreditCard",
                "googlePay.unknownKey@allowedPaymentMethods[0].tokenizationSpecification.typ",
            ]
        ),
        (
            "the card parameters Google defines",
            document(
                card: card.replacingOccurrences(
                    of: #""allowedCardNetworks":["VISA"]"#,
                    with:
                        #""allowedCardNetworks":["VISA"],"allowPrepaidCards":false,"allowCreditCards":true,"assuranceDetailsRequired":true,"cvcRequired":false,"cardNetworkParameters":[]"#
                )), []
        ),
        (
            "a misspelt top-level member",
            document(extra: #","shippingAdressRequired":true"#),
            ["googlePay.unknownKey@shippingAdressRequired"]
        ),
        ("unknown total", document(transaction: #""currencyCode":"USD","totalPriceStatus":"NOT_CURRENTLY_KNOWN""#), []),
        (
            "zero decimals",
            document(transaction: #""currencyCode":"JPY","totalPriceStatus":"FINAL","totalPrice":"1000""#), []
        ),
        (
            "one decimal",
            document(transaction: #""currencyCode":"USD","totalPriceStatus":"FINAL","totalPrice":"10.4""#),
            ["googlePay.price.syntax@transactionInfo.totalPrice"]
        ),
        (
            "three decimals",
            document(transaction: #""currencyCode":"KWD","totalPriceStatus":"FINAL","totalPrice":"1.234""#),
            ["googlePay.price.syntax@transactionInfo.totalPrice"]
        ),
        (
            "negative total",
            document(transaction: #""currencyCode":"USD","totalPriceStatus":"FINAL","totalPrice":"-1.00""#),
            ["googlePay.price.syntax@transactionInfo.totalPrice"]
        ),
        (
            "Eastern Arabic digits",
            document(transaction: #""currencyCode":"USD","totalPriceStatus":"FINAL","totalPrice":"٥.٠٠""#),
            ["googlePay.price.syntax@transactionInfo.totalPrice"]
        ),
        (
            "price with unknown status",
            document(
                transaction: #""currencyCode":"USD","totalPriceStatus":"NOT_CURRENTLY_KNOWN","totalPrice":"1.00""#),
            ["googlePay.totalPrice.notAllowed@transactionInfo.totalPrice"]
        ),
        (
            "estimate without price", document(transaction: #""currencyCode":"USD","totalPriceStatus":"ESTIMATED""#),
            ["googlePay.totalPrice.missing@transactionInfo.totalPrice"]
        ),
        (
            "unknown status",
            document(transaction: #""currencyCode":"USD","totalPriceStatus":"final","totalPrice":"1.00""#),
            ["googlePay.value.unknown@transactionInfo.totalPriceStatus"]
        ),
        (
            "no currency", document(transaction: #""totalPriceStatus":"FINAL","totalPrice":"1.00""#),
            ["googlePay.member.missing@transactionInfo.currencyCode"]
        ),
        (
            "unknown currency",
            document(transaction: #""currencyCode":"usd","totalPriceStatus":"FINAL","totalPrice":"1.00""#),
            ["googlePay.currencyCode.invalid@transactionInfo.currencyCode"]
        ),
        (
            "unknown country",
            document(
                transaction: #""currencyCode":"USD","countryCode":"USA","totalPriceStatus":"FINAL","totalPrice":"1.00""#
            ),
            ["googlePay.countryCode.invalid@transactionInfo.countryCode"]
        ),
        (
            "immediate purchase with an estimate",
            document(
                transaction:
                    #""currencyCode":"USD","totalPriceStatus":"ESTIMATED","totalPrice":"1.00","checkoutOption":"COMPLETE_IMMEDIATE_PURCHASE""#
            ),
            ["googlePay.checkoutOption.notFinal@transactionInfo.checkoutOption"]
        ),
        (
            "display items without a total label",
            document(
                transaction:
                    #""currencyCode":"USD","totalPriceStatus":"FINAL","totalPrice":"1.00","displayItems":[{"label":"A","type":"LINE_ITEM","price":"1.00"}]"#
            ),
            ["googlePay.totalPriceLabel.missing@transactionInfo.totalPriceLabel"]
        ),
        (
            "negative discount",
            document(
                transaction:
                    #""currencyCode":"USD","totalPriceStatus":"FINAL","totalPrice":"1.00","totalPriceLabel":"T","displayItems":[{"label":"A","type":"DISCOUNT","price":"-1.00","status":"PENDING"}]"#
            ),
            []
        ),
        (
            "display item problems",
            document(
                transaction:
                    #""currencyCode":"USD","totalPriceStatus":"FINAL","totalPrice":"1.00","totalPriceLabel":"T","displayItems":[{"type":"ITEM","price":"1.5","status":"DONE","note":"x"}]"#
            ),
            [
                "googlePay.unknownKey@transactionInfo.displayItems[0].note",
                "googlePay.member.missing@transactionInfo.displayItems[0].label",
                "googlePay.value.unknown@transactionInfo.displayItems[0].type",
                "googlePay.price.syntax@transactionInfo.displayItems[0].price",
                "googlePay.value.unknown@transactionInfo.displayItems[0].status",
            ]
        ),
        (
            "old API version", document().replacingOccurrences(of: #""apiVersion":2"#, with: #""apiVersion":1"#),
            ["googlePay.apiVersion.invalid@apiVersion"]
        ),
        (
            "no transaction info",
            #"{"apiVersion":2,"apiVersionMinor":0,"merchantInfo":{"merchantName":"Shop"},"allowedPaymentMethods":[\#(card)]}"#,
            ["googlePay.member.missing@transactionInfo"]
        ),
        (
            "unknown network and auth method",
            document(
                card:
                    #"{"type":"CARD","parameters":{"allowedAuthMethods":["TOKEN"],"allowedCardNetworks":["MIR"]},"tokenizationSpecification":{"type":"PAYMENT_GATEWAY","parameters":{}}}"#
            ),
            [
                "googlePay.value.unknown@allowedPaymentMethods[0].parameters.allowedAuthMethods[0]",
                "googlePay.value.unknown@allowedPaymentMethods[0].parameters.allowedCardNetworks[0]",
            ]
        ),
        (
            "no tokenization",
            document(
                card:
                    #"{"type":"CARD","parameters":{"allowedAuthMethods":["PAN_ONLY"],"allowedCardNetworks":["VISA"]}}"#),
            ["googlePay.member.missing@allowedPaymentMethods[0].tokenizationSpecification"]
        ),
        (
            "shipping options required but none", document(extra: #","shippingOptionRequired":true"#),
            ["googlePay.shippingOptions.empty@shippingOptionParameters"]
        ),
        (
            "shipping option problems",
            document(
                extra:
                    #","shippingOptionRequired":true,"shippingOptionParameters":{"defaultSelectedOptionId":"c","shippingOptions":[{"id":"a","label":"A"},{"id":"a","label":"B"}]}"#
            ),
            [
                "googlePay.shippingOption.id.duplicate@shippingOptionParameters.shippingOptions[1].id",
                "googlePay.defaultSelectedOptionId.unknown@shippingOptionParameters.defaultSelectedOptionId",
            ]
        ),
        ("not an object", "[]", ["googlePay.member.type@"]),
    ]

    @Test(arguments: table.map { ($0.name, $0.json, $0.expected) })
    func reportsExactlyTheViolations(name: String, json: String, expected: [String]) {
        let report = GooglePayPaymentDataRequest.validate(jsonData: Data(json.utf8))
        #expect(report.violations.map { "\($0.code)@\($0.path)" } == expected, "\(name)")
    }

    /// Each member read as one JSON type says which type it has and which it should have, and a required one that
    /// is missing says so.
    @Test(arguments: [
        (#","emailRequired":"yes""#, "emailRequired is a string, not a boolean"),
        (#","shippingAddressParameters":[]"#, "shippingAddressParameters is an array, not an object"),
        (
            #","shippingOptionRequired":true,"shippingOptionParameters":{"shippingOptions":{}}"#,
            "shippingOptionParameters.shippingOptions is an object, not an array"
        ),
        (#","callbackIntents":[7]"#, "callbackIntents[0] is a number, not a string"),
    ])
    func membersOfTheWrongTypeSaySo(extra: String, message: String) {
        let report = GooglePayPaymentDataRequest.validate(jsonData: Data(Self.document(extra: extra).utf8))
        #expect(report.violations.map(\.message).contains(message), "\(report.violations.map(\.message))")
    }

    @Test func aMissingRequiredMemberSaysSo() {
        let json = Self.document(transaction: #""countryCode":"US","totalPriceStatus":"FINAL","totalPrice":"10.00""#)
        let report = GooglePayPaymentDataRequest.validate(jsonData: Data(json.utf8))
        #expect(report.violations.map(\.message) == ["transactionInfo.currencyCode is required"])
    }

    @Test func validDocumentDecodesAndWritesBack() throws {
        let json = Self.document()
        let request = try GooglePayPaymentDataRequest(jsonData: Data(json.utf8))
        #expect(String(decoding: request.jsonData(), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(GooglePayPaymentDataRequest.self, from: Data(json.utf8)) == request)
    }

    @Test func invalidDocumentDoesNotDecode() {
        let json = Self.document(transaction: #""currencyCode":"USD","totalPriceStatus":"FINAL","totalPrice":"1.5""#)
        do {
            _ = try GooglePayPaymentDataRequest(jsonData: Data(json.utf8))
            Issue.record("decoded")
        } catch let error as DecodingError {
            #expect(error.validationReport?.violations.map(\.code) == ["googlePay.price.syntax"])
        } catch {
            Issue.record("\(error)")
        }
    }

    /// Found by the fuzzer: a phone number asked for without the address it belongs to is written back as read.
    @Test func phoneWithoutAddressWritesBackAsRead() throws {
        let json = Self.document(extra: #","shippingAddressParameters":{"phoneNumberRequired":true}"#)
        let request = try GooglePayPaymentDataRequest(jsonData: Data(json.utf8))
        #expect(request.shippingPhoneNumberRequired && !request.shippingAddressRequired)
        #expect(try GooglePayPaymentDataRequest(jsonData: request.jsonData()) == request)
        #expect(String(decoding: request.jsonData(), as: UTF8.self) == json)
    }

    /// Found by the fuzzer: a merchantInfo with no member Google defines reads as empty, and is written back, so
    /// that the required member is still there when the request is read again.
    @Test func anEmptyMerchantInfoWritesBack() throws {
        let json = Self.document().replacingOccurrences(
            of: #""merchantInfo":{"merchantName":"Shop"}"#, with: #""merchantInfo":{"merchanmaetN":"Shop"}"#)
        let request = try GooglePayPaymentDataRequest(jsonData: Data(json.utf8))
        #expect(request.merchantInfo.merchantName == nil && request.merchantInfo.merchantId == nil)
        #expect(request.jsonString().contains(#""merchantInfo":{}"#))
        #expect(try GooglePayPaymentDataRequest(jsonData: request.jsonData()) == request)
    }
}
