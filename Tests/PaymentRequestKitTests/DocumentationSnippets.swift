// The Swift snippets of README.md, the DocC articles and the doc comments, compiled: each one stands here line
// for line (DocumentationSnippetTests checks it), with what its comments claim checked after it.
import Foundation
import PaymentRequestKit
import Testing

@Suite struct DocumentationSnippets {
    @Test func readme() throws {
        var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd)
        try summary.addItem("Latte", unitPrice: Amount(parsing: "4.50"), quantity: 2)
        try summary.addDiscount("Loyalty Discount", amount: Amount(parsing: "1.00"))
        try summary.addTax("Sales Tax", rate: Rate(parsing: "7.25%"), rounding: .toNearestOrEven)
        let request = try PaymentRequest(countryCode: .us, supportedNetworks: [.visa, .amex], summary: summary)

        print(request.total.amount!.formatted(for: .usd))  // "8.58": 9.00 - 1.00 + 0.58 tax
        print(request.validate(for: .web(now: Date())))  // "OK", or one line per violation
        print(request.jsonString())  // {"countryCode":"US","currencyCode":"USD",...}

        #expect(request.total.amount!.formatted(for: .usd) == "8.58")
        #expect(request.validate(for: .web(now: Date())).description == "OK")
        #expect(request.jsonString().hasPrefix(#"{"countryCode":"US","currencyCode":"USD","#))
    }

    @Test func documentTypeValidation() {
        let update = Data(#"{"newTotal": {"label": "Blue Bottle Coffee", "amount": "18.99"}}"#.utf8)
        let report = PaymentRequestUpdate.validate(jsonData: update, for: .init(currency: .usd))
        print(report.isValid)  // true

        #expect(report.isValid)
        #expect(report.violations.isEmpty)
    }

    @Test func gettingStarted() throws {
        var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd)
        try summary.addItem("Latte", unitPrice: Amount(parsing: "4.50"), quantity: 2)
        try summary.addDiscount("Loyalty Discount", amount: Amount(parsing: "1.00"))
        try summary.addTax("Sales Tax", rate: Rate(parsing: "7.25%"), rounding: .toNearestOrEven)

        var request = try PaymentRequest(
            countryCode: .us,
            supportedNetworks: [.visa, .masterCard, .amex],
            merchantCapabilities: [.threeDSecure],
            summary: summary
        )
        request.requiredShippingContactFields = [.postalAddress, .email]

        request.total.amount = try Amount(parsing: "-1.00")
        let report = request.validate(for: .web(now: Date()))
        for violation in report.violations {
            print(violation)  // "error total.amount: Total amount must not be negative [total.negative]"
        }
        #expect(report.violations.map(\.code).contains("total.negative"))

        let json = request.jsonString()
        // {"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa","masterCard","amex"], ...}
        #expect(
            json.hasPrefix(
                #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa","masterCard","amex"],"#))

        let body = Data(json.utf8)
        try receive(body)
    }

    func receive(_ body: Data) throws {
        let report = PaymentRequest.validate(jsonData: body, for: .web(now: Date()))
        let request = try PaymentRequest(jsonData: body)  // or decode and throw a DecodingError
        #expect(report.violations.map(\.code) == request.validate(for: .web(now: Date())).violations.map(\.code))
    }

    /// TheJSONWireFormat.md: one error for every problem.
    @Test func everyProblemInOneError() throws {
        let document =
            #"{"countryCode":"XX","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":1}}"#
        printProblems(of: document)
        let error = try #require(throws: DecodingError.self) { try PaymentRequest(jsonData: Data(document.utf8)) }
        #expect(error.validationReport?.violations.map(\.code) == ["countryCode.invalid", "json.type"])
    }

    func printProblems(of document: String) {
        do {
            _ = try PaymentRequest(jsonData: Data(document.utf8))
        } catch let error as DecodingError {
            for violation in error.validationReport?.violations ?? [] {
                print(violation.code, violation.path)
            }
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func amountsAndCurrencies() throws {
        let item = try Amount(parsing: "9.00")
        let discount = try Amount(parsing: "-1.00")
        let subtotal = try item + discount
        let tax = try subtotal.multiplied(by: Rate(parsing: "7.25%"), rounding: .toNearestOrEven, in: .usd)
        let price = try Amount(parsing: "4.50")

        let total = try [item, discount, tax].sum()
        let line = try price.multiplied(byQuantity: 3)

        #expect(tax == (try Amount(parsing: "0.58")))
        #expect(total == (try Amount(parsing: "8.58")))
        #expect(line == (try Amount(parsing: "13.50")))
    }

    @Test func summaryBuilderDocumentation() throws {
        var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle", currency: .usd)
        try summary.addItem("Latte", unitPrice: Amount(parsing: "4.50"), quantity: 2)
        try summary.addDiscount("Loyalty Discount", amount: Amount(parsing: "1.00"))
        try summary.addTax("Sales Tax", rate: Rate(parsing: "7.25%"), rounding: .toNearestOrEven)
        let request = try PaymentRequest(countryCode: .us, supportedNetworks: [.visa], summary: summary)
        #expect(request.total.label == "Blue Bottle")
    }

    /// AfterAuthorization.md: checking the envelope.
    @Test func checkingTheEnvelope() throws {
        let payment = Payment(
            token: try PaymentToken(
                paymentMethod: PaymentMethod(network: "Visa"),
                transactionIdentifier: "117A9854C5886BDFF1815C06AE695C171BC22B1E37994AD9FBE77A3EFB868034",
                paymentData: Data(TokenEnvelopeTests.galaToken.utf8)))
        var request = Fixtures.coffeeShop()
        request.applicationData = nil
        var accepted = false
        try checkEnvelope(payment, request, accepted: &accepted)
        #expect(!accepted, "signed in 2023, not now")
    }

    func checkEnvelope(_ payment: Payment, _ request: PaymentRequest, accepted: inout Bool) throws {
        let envelope = try payment.token.envelope()
        let structure = envelope.validate(transactionIdentifier: payment.token.transactionIdentifier, request: request)
        let signature = envelope.validateSignatureContainer(now: Date())
        guard structure.isValid, signature.isValid else { return }
        accepted = true
    }

    /// AfterAuthorization.md: matching and reversing.
    @Test func matchingAndReversing() throws {
        let plaintext = Data(DecryptedPaymentDataTests.gala.utf8)
        let request = DecryptedPaymentDataTests.request()
        let decrypted = try DecryptedPaymentData(jsonData: plaintext)
        let report = decrypted.validate(now: Date(), request: request)
        print(report.isValid ? "The payment is the one asked for." : "\(report)")
        #expect(report.violations.map(\.code) == ["decrypted.expired"])

        switch ReversalDecision(charge: .pending, processorSupportsVoids: true) {
        case .voidOnceResultKnown: print("void it when the result comes, if it succeeded")
        default: print("see the decision table")
        }
    }

    /// OtherWalletsAndTheWeb.md: exporting to the W3C API and to Google Pay.
    @Test func exportingToOtherWallets() throws {
        let example = URL(fileURLWithPath: "Examples/Requests/valid-coffee-shop.json")
        let request = try PaymentRequest(jsonData: Data(contentsOf: example))
        let web = try request.w3cPaymentRequest(merchantIdentifier: "merchant.com.example")
        let google = try request.googlePayPaymentDataRequest(
            tokenizationSpecification: .paymentGateway("example", merchantId: "exampleGatewayMerchantId"),
            options: .init(omitsNetworksNotOffered: true))
        print(web.jsonString(prettyPrinted: true))
        print(google.jsonString(prettyPrinted: true))
        print(request.googlePayNetworksNotOffered(options: .init()))  // Discover: Google offers it with PAN_ONLY only
        #expect(google.cardPaymentMethod.allowedCardNetworks == ["VISA", "MASTERCARD", "AMEX"])
        #expect(request.googlePayNetworksNotOffered(options: .init()).map(\.code) == ["googlePay.network.authMethod"])
        #expect(request.googlePayNetworksNotOffered(options: .init(allowsPANOnly: true)).isEmpty)
        #expect(web.details.shippingOptions.count == 2)
        #expect(google.transactionInfo.totalPriceStatus == .final)
    }

    /// PaymentRequestUpdate's doc comment: an update from a summary in one call.
    @Test func updateFromASummary() throws {
        var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle", currency: .usd)
        try summary.addItem("Latte", amount: Amount(parsing: "4.50"))
        let express = ShippingMethod(label: "Express", amount: try Amount(parsing: "15.00"), identifier: "express")
        try summary.addShipping(express)
        let update = try PaymentRequestUpdate(.shippingMethod, summary: summary)
        #expect(update.newTotal.amount == (try Amount(parsing: "19.50")))
        #expect(update.newLineItems.count == 2)
    }

    /// Payment's doc comment: answering an authorization with the missing contact fields.
    @Test func answeringWithMissingContactFields() {
        func answer(_ payment: Payment, for request: PaymentRequest) -> PaymentAuthorizationResult {
            let errors = payment.missingContactFieldErrors(for: request)
            return errors.isEmpty
                ? PaymentAuthorizationResult(status: .success)
                : PaymentAuthorizationResult(status: .failure, errors: errors)
        }
        let payment = Payment(token: try! PaymentToken(paymentMethod: PaymentMethod(network: "Visa")))
        let result = answer(payment, for: Fixtures.coffeeShop())
        #expect(result.status == .failure)
        #expect(
            result.errors.map(\.code) == Array(repeating: .shippingContactInvalid, count: 6)
                + Array(repeating: .billingContactInvalid, count: 3))
    }

    /// HandlingThePaymentSheet.md: a server answering a whole session, one HTTP request per event, the session
    /// stored between them. Each answer is checked against the JSON the article shows.
    /// What Apple's payment session endpoint answers the walkthrough's body with: a session made now, for an hour.
    static func applesAnswer() -> Data {
        let now = Int(Date().timeIntervalSince1970 * 1000)
        return MerchantSession(
            epochTimestamp: now, expiresAt: now + 3_600_000, merchantSessionIdentifier: "SSH6A1B8F0E4D2C",
            nonce: "9c283350", merchantIdentifier: MerchantSession.merchantIdentifierHash("merchant.com.bluebottle"),
            domainName: "shop.bluebottle.example", displayName: "Blue Bottle Coffee",
            signature: "308006092a864886f70d010702a080"
        ).jsonData()
    }

    /// `MerchantCertificate`'s doc comment, on a real certificate.
    @Test func merchantCertificate() throws {
        let pem = try Data(
            contentsOf: PaymentDocumentKindTests.examples.appendingPathComponent(
                "Tokens/Real/gala-merchant-certificate.pem"))
        var lines = [String]()
        func print(_ items: Any...) { lines.append(items.map { "\($0)" }.joined(separator: " ")) }
        let certificate = try MerchantCertificate(data: pem)
        print(certificate.role, certificate.merchantIdentifier ?? "-", certificate.notAfter)
        let report = certificate.validate(now: Date())
        #expect(report.violations.map(\.code) == ["certificate.expired"])
        #expect(lines.first?.hasPrefix("payment processing certificate merchant.test.spreedly.123merchant") == true)
    }

    @Test func handlingThePaymentSheet() throws {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
        var answers: [String] = []
        func print(_ text: String) { answers.append(text) }

        func summary(shipping: ShippingMethod?, coupon: String?) throws -> PaymentSummaryBuilder {
            var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd)
            try summary.addItem("Whole Bean Coffee", amount: Amount(parsing: "18.00"))
            if coupon == "WELCOME10" {
                try summary.addDiscount("Welcome Discount", amount: Amount(parsing: "2.00"))
            }
            if let shipping { try summary.addShipping(shipping) }
            return summary
        }

        // The page asks for the request: the server makes the session and stores it.
        var stored: Data
        do {
            let ground = ShippingMethod(
                label: "Ground", amount: try Amount(parsing: "5.00"), identifier: "ground", detail: "5 to 7 days")
            let express = ShippingMethod(
                label: "Express", amount: try Amount(parsing: "15.00"), identifier: "express", detail: "Tomorrow")
            var request = try PaymentRequest(
                countryCode: .us, supportedNetworks: [.visa, .masterCard],
                merchantCapabilities: [.threeDSecure, .debit, .credit], summary: summary(shipping: ground, coupon: nil))
            request.shippingMethods = [ground, express]
            request.requiredShippingContactFields = [.postalAddress, .name, .email]
            request.supportsCouponCode = true

            var session = try PaymentSheetSession(
                request: request, context: .web(now: Date()), clock: ContinuousClock())
            try session.begin()
            stored = session.snapshot(at: Date()).jsonData()
            print(request.jsonString())
        }

        let bodies = [
            #"{"type":"validatemerchant","validationURL":"https://apple-pay-gateway.apple.com/paymentservices/paymentSession"}"#,
            #"{"type":"shippingcontactselected","shippingContact":{"locality":"Cupertino","administrativeArea":"CA","postalCode":"95014","countryCode":"us"}}"#,
            #"{"type":"shippingmethodselected","shippingMethod":{"label":"Express","detail":"Tomorrow","amount":"0.00","identifier":"free"}}"#,
            #"{"type":"shippingmethodselected","shippingMethod":{"label":"Express","detail":"Tomorrow","amount":"15.00","identifier":"express"}}"#,
            #"{"type":"couponcodechanged","couponCode":"WELCOME10"}"#,
            #"{"type":"paymentauthorized","payment":{"token":{"paymentMethod":{"displayName":"Visa 0492","network":"Visa","type":"debit"},"transactionIdentifier":"4A3B2C1D"},"shippingContact":{"givenName":"Jane","familyName":"Appleseed","addressLines":["1 Infinite Loop"],"locality":"Cupertino","administrativeArea":"CA","postalCode":"95014","countryCode":"us"}}}"#,
        ]
        var coupon: String?
        for text in bodies {
            let body = Data(text.utf8)
            var session = try PaymentSheetSession(
                restoring: stored, context: .web(now: Date()), clock: ContinuousClock(), at: Date())
            let event = try PaymentSheetEvent(jsonData: body)
            do {
                try session.receive(event)
            } catch {
                print("\(error)")  // answer HTTP 400, and store nothing
                continue
            }

            switch event {
            case .merchantValidation:
                let answer = Self.applesAnswer()
                let body = MerchantValidationRequest.web(
                    merchantIdentifier: "merchant.com.bluebottle", displayName: "Blue Bottle Coffee",
                    domain: "shop.bluebottle.example")
                // POST body.jsonData() to the validation URL; Apple answers with the session's JSON.
                let merchantSession = try MerchantSession(jsonData: answer)
                try session.completeMerchantValidation(with: merchantSession, for: body)
                // Hand the page Apple's bytes, `answer`, as they came.
                print(String(decoding: body.jsonData(), as: UTF8.self))
                #expect(session.merchantSessionExpiration == merchantSession.expirationDate)
            case .shippingContactSelected(let contact):
                let errors =
                    contact.postalAddress.isoCountryCode == .us
                    ? [] : [ApplePayError(.addressUnserviceable, message: "We deliver in the US only")]
                let update = try session.update(
                    from: summary(shipping: session.selectedShippingMethod, coupon: coupon), errors: errors)
                try session.complete(update)
                print(session.jsonString(of: update))
            case .shippingMethodSelected:
                let update = try session.update(from: summary(shipping: session.selectedShippingMethod, coupon: coupon))
                try session.complete(update)
                print(session.jsonString(of: update))
            case .couponCodeChanged(let code):
                coupon = code == "WELCOME10" ? code : nil
                let errors = coupon == nil ? [ApplePayError(.couponCodeInvalid)] : []
                let update = try session.update(
                    from: summary(shipping: session.selectedShippingMethod, coupon: coupon), errors: errors)
                try session.complete(update)
                print(session.jsonString(of: update))
            case .paymentAuthorized(let payment):
                let errors = payment.missingContactFieldErrors(for: session.request)
                if errors.isEmpty {
                    // Charge session.amountToCharge in session.request.currencyCode, never a figure from the page.
                }
                let result =
                    errors.isEmpty
                    ? PaymentAuthorizationResult(status: .success)
                    : PaymentAuthorizationResult(status: .failure, errors: errors)
                try session.completePayment(result)
                print(result.jsonString())
            default:
                break
            }
            stored = session.snapshot(at: Date()).jsonData()
        }

        #expect(
            answers == [
                #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa","masterCard"],"merchantCapabilities":["supports3DS","supportsCredit","supportsDebit"],"total":{"label":"Blue Bottle Coffee","amount":"23.00"},"lineItems":[{"label":"Whole Bean Coffee","amount":"18.00"},{"label":"Ground","amount":"5.00"}],"shippingMethods":[{"label":"Ground","detail":"5 to 7 days","amount":"5.00","identifier":"ground"},{"label":"Express","detail":"Tomorrow","amount":"15.00","identifier":"express"}],"requiredShippingContactFields":["postalAddress","email","name"],"supportsCouponCode":true}"#,
                #"{"merchantIdentifier":"merchant.com.bluebottle","displayName":"Blue Bottle Coffee","initiative":"web","initiativeContext":"shop.bluebottle.example"}"#,
                #"{"newTotal":{"label":"Blue Bottle Coffee","amount":"23.00"},"newLineItems":[{"label":"Whole Bean Coffee","amount":"18.00"},{"label":"Ground","amount":"5.00"}]}"#,
                #"The shippingmethodselected event does not fit what the merchant offered (in state active) [session.refusedEvent]: error shippingMethod.identifier: "free" is not a shipping method the request offers ("ground", "express") [session.event.shippingMethod.notOffered]"#,
                #"{"newTotal":{"label":"Blue Bottle Coffee","amount":"33.00"},"newLineItems":[{"label":"Whole Bean Coffee","amount":"18.00"},{"label":"Express","amount":"15.00"}]}"#,
                #"{"newTotal":{"label":"Blue Bottle Coffee","amount":"31.00"},"newLineItems":[{"label":"Whole Bean Coffee","amount":"18.00"},{"label":"Welcome Discount","amount":"-2.00"},{"label":"Express","amount":"15.00"}]}"#,
                #"{"status":1,"errors":[{"code":"shippingContactInvalid","contactField":"emailAddress","message":"Enter the shipping email"}]}"#,
            ])
        let final = try PaymentSheetSnapshot(jsonData: stored)
        #expect(final.state == .active)
        #expect(final.request.total.amount == (try Amount(parsing: "31.00")))
    }
}
