import Foundation
import Testing

@testable import PaymentRequestKit

/// Events a scripted page can forge, with the exact violations, and their honest counterparts.
@Suite struct TrustBoundaryTests {
    typealias Session = PaymentSheetSession<ManualClock>

    static let contact = PaymentContact(
        name: .init(givenName: "Jane", familyName: "Appleseed"),
        postalAddress: .init(
            addressLines: ["1 Infinite Loop"], locality: "Cupertino", administrativeArea: "CA", postalCode: "95014",
            countryCode: "us"),
        emailAddress: "jane@example.com", phoneNumber: "+1 408 555 0100")

    static func payment(
        type: PaymentMethodType? = .debit, shipping: PaymentContact? = contact, billing: PaymentContact? = contact
    ) -> Payment {
        Payment(
            token: try! PaymentToken(paymentMethod: PaymentMethod(network: "Visa", type: type)),
            billingContact: billing, shippingContact: shipping)
    }

    static func method(_ identifier: String, _ amount: String, label: String = "Express Shipping") -> ShippingMethod {
        ShippingMethod(
            label: label, amount: Fixtures.amount(amount), identifier: identifier, detail: "Arrives tomorrow")
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var capabilities: MerchantCapabilities = [.threeDSecure, .credit, .debit]
        var coupons = true
        var shippingFields: ContactFields = [.postalAddress, .name, .email, .phone]
        var event: PaymentSheetEvent
        /// The violations, as `code path`.
        var expected: [String]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "a shipping method the request never offered", event: .shippingMethodSelected(method("hack", "0.00")),
            expected: ["session.event.shippingMethod.notOffered shippingMethod.identifier"]),
        Row(
            name: "the offered method at another price",
            event: .shippingMethodSelected(method("express", "0.00", label: "Free Express")),
            expected: [
                "session.event.shippingMethod.changed shippingMethod.label",
                "session.event.shippingMethod.changed shippingMethod.amount",
            ]),
        Row(
            name: "honest: the offered method", event: .shippingMethodSelected(Fixtures.expressShipping), expected: []),
        Row(
            name: "honest: the offered method, its amount written with another scale",
            event: .shippingMethodSelected(
                ShippingMethod(
                    label: Fixtures.expressShipping.label, amount: Fixtures.amount("5.990"), identifier: "express",
                    detail: Fixtures.expressShipping.detail,
                    dateComponentsRange: Fixtures.expressShipping.dateComponentsRange)),
            expected: []),
        Row(
            name: "a credit card under debit only", capabilities: [.threeDSecure, .debit],
            event: .paymentMethodSelected(PaymentMethod(type: .credit)),
            expected: ["session.event.paymentMethod.excluded paymentMethod.type"]),
        Row(
            name: "a debit card under credit only", capabilities: [.threeDSecure, .credit],
            event: .paymentMethodSelected(PaymentMethod(type: .debit)),
            expected: ["session.event.paymentMethod.excluded paymentMethod.type"]),
        Row(
            name: "honest: a debit card under debit only", capabilities: [.threeDSecure, .debit],
            event: .paymentMethodSelected(PaymentMethod(type: .debit)), expected: []),
        Row(
            name: "honest: a prepaid card under debit only", capabilities: [.threeDSecure, .debit],
            event: .paymentMethodSelected(PaymentMethod(type: .prepaid)), expected: []),
        Row(
            name: "honest: a credit card with neither restriction", capabilities: [.threeDSecure],
            event: .paymentMethodSelected(PaymentMethod(type: .credit)), expected: []),
        Row(
            name: "a card on a network the request does not list",
            event: .paymentMethodSelected(PaymentMethod(network: "JCB", type: .credit)),
            expected: ["session.event.paymentMethod.network.notListed paymentMethod.network"]),
        Row(
            name: "honest: a card on a listed network, as PassKit spells it",
            event: .paymentMethodSelected(PaymentMethod(network: "MasterCard", type: .credit)), expected: []),
        Row(
            name: "a coupon code where the request takes none", coupons: false, event: .couponCodeChanged("FREE"),
            expected: ["session.event.couponCode.unsupported couponCode"]),
        Row(name: "honest: a coupon code", event: .couponCodeChanged("FREE"), expected: []),
        Row(
            name: "a shipping contact where the request asks for none", shippingFields: [],
            event: .shippingContactSelected(contact.redactedForPaymentSheet),
            expected: ["session.event.shippingContact.notRequested shippingContact"]),
        Row(
            name: "honest: a redacted shipping contact in lower case",
            event: .shippingContactSelected(contact.redactedForPaymentSheet), expected: []),
        Row(
            name: "a shipping contact whose country is not ISO 3166-1",
            event: .shippingContactSelected(PaymentContact(postalAddress: .init(countryCode: "XX"))),
            expected: ["session.contact.countryCode shippingContact.countryCode"]),
        Row(
            name: "a payment with a credit card under debit only", capabilities: [.threeDSecure, .debit],
            event: .paymentAuthorized(payment(type: .credit)),
            expected: ["session.event.paymentMethod.excluded payment.token.paymentMethod.type"]),
        Row(
            name: "a payment with a card on a network the request does not list",
            event: .paymentAuthorized(
                Payment(
                    token: try! PaymentToken(paymentMethod: PaymentMethod(network: "Mir", type: .debit)),
                    billingContact: contact, shippingContact: contact)),
            expected: ["session.event.paymentMethod.network.notListed payment.token.paymentMethod.network"]),
        Row(
            name: "a payment missing required contact fields",
            event: .paymentAuthorized(
                payment(
                    shipping: PaymentContact(postalAddress: .init(addressLines: [" "], countryCode: "US")),
                    billing: nil)),
            expected: [
                "session.payment.contactField.missing payment.shippingContact.addressLines",
                "session.payment.contactField.missing payment.shippingContact.locality",
                "session.payment.contactField.missing payment.shippingContact.givenName",
                "session.payment.contactField.missing payment.shippingContact.emailAddress",
                "session.payment.contactField.missing payment.shippingContact.phoneNumber",
                "session.payment.contactField.missing payment.billingContact.addressLines",
                "session.payment.contactField.missing payment.billingContact.locality",
                "session.payment.contactField.missing payment.billingContact.countryCode",
            ]),
        Row(name: "honest: a payment with every required field", event: .paymentAuthorized(payment()), expected: []),
        Row(
            name: "a validation URL the page chose",
            event: .merchantValidation(validationURL: URL(string: "https://attacker.example/paymentSession")!),
            expected: ["session.event.validationURL.notApple validationURL"]),
        Row(
            name: "honest: Apple's validation URL",
            event: .merchantValidation(
                validationURL: URL(string: "https://apple-pay-gateway.apple.com/paymentservices/startSession")!),
            expected: []),
    ]

    static func request(for row: Row) -> PaymentRequest {
        var request = Fixtures.coffeeShop()
        request.merchantCapabilities = row.capabilities
        request.supportsCouponCode = row.coupons
        if !row.coupons { request.couponCode = nil }
        request.requiredShippingContactFields = row.shippingFields
        return request
    }

    @Test(arguments: rows)
    func eventsAgainstTheOffer(row: Row) throws {
        let request = Self.request(for: row)
        let report = row.event.validate(against: request)
        #expect(report.violations.map { "\($0.code) \($0.path)" } == row.expected)

        // The same verdict from the event's JSON, as a server receives it.
        let json = PaymentSheetEvent.validate(jsonData: row.event.jsonData(), for: .init(request: request))
        #expect(json.violations.map { "\($0.code) \($0.path)" } == row.expected)

        // The session refuses an event with errors and leaves its state as it was; it takes the rest.
        var session = try Session(request: request, context: .web(now: Fixtures.now), clock: ManualClock())
        try session.begin()
        if report.isValid {
            let received = try session.receive(row.event)
            #expect(received == report)
        } else {
            #expect(throws: PaymentSheetSessionError.self) { try session.receive(row.event) }
            do {
                try session.receive(row.event)
            } catch {
                #expect(error.code == .refusedEvent)
                #expect(error.report == report)
                #expect(error.description.contains("[\(row.expected[0].split(separator: " ")[0])]"))
            }
            #expect(session.state == .active)
            #expect(session.deadline == nil)
        }
    }

    @Test func theHandlerGetsTheMerchantsMethodNeverThePagesCopy() throws {
        var session = try Session(
            request: Fixtures.coffeeShop(), context: .web(now: Fixtures.now), clock: ManualClock())
        #expect(session.selectedShippingMethod == Fixtures.standardShipping)
        try session.begin()
        let report = try session.receive(.shippingMethodSelected(Self.method("express", "0.00")))
        #expect(report.violations.map(\.code) == ["session.event.shippingMethod.changed"])
        #expect(session.selectedShippingMethod == Fixtures.expressShipping)
        #expect(session.selectedShippingMethod?.amount == Fixtures.amount("5.99"))
        #expect(session.amountToCharge == Fixtures.coffeeShop().total.amount)
    }

    @Test func missingContactFieldsAreTheErrorsToAnswerWith() {
        let payment = Self.payment(shipping: PaymentContact(emailAddress: "jane@example.com"), billing: Self.contact)
        var request = Fixtures.coffeeShop()
        request.requiredShippingContactFields = [.email, .phone]
        #expect(
            payment.missingContactFieldErrors(for: request) == [
                ApplePayError(
                    .shippingContactInvalid, contactField: .phoneNumber, message: "Enter the shipping phone number")
            ])
        // Each error is one the sheet acts on in completePayment.
        #expect(payment.missingContactFieldErrors(for: request).allSatisfy { $0.isHonored(in: .payment) })
    }

    static let validationURLs: [(String, Bool)] = [
        ("https://apple-pay-gateway.apple.com/paymentservices/startSession", true),
        ("https://cn-apple-pay-gateway.apple.com/paymentservices/paymentSession", true),
        ("https://apple-pay-gateway-nc-pod5.apple.com/paymentservices/startSession", true),
        ("https://cn-apple-pay-gateway-tj-pod3.apple.com/paymentservices/startSession", true),
        ("https://apple-pay-gateway-cert.apple.com/paymentservices/startSession", true),
        ("https://APPLE-PAY-GATEWAY.apple.com:443/paymentservices/startSession", true),
        ("http://apple-pay-gateway.apple.com/paymentservices/startSession", false),
        ("https://apple-pay-gateway.apple.com:8443/paymentservices/startSession", false),
        ("https://user:secret@apple-pay-gateway.apple.com/paymentservices/startSession", false),
        ("https://apple-pay-gateway.apple.com@attacker.example/", false),
        ("https://apple-pay-gateway.apple.com.attacker.example/", false),
        ("https://apple-pay-gateway-nc-pod6.apple.com/", false),
        ("https://apple-pay-gateway.apple.com./", false),
        ("https://apple-pay-gateway%2eapple.com/", false),
        ("https://17.171.78.7/paymentservices/startSession", false),
        ("https://localhost/", false),
        ("file:///etc/passwd", false),
    ]

    @Test(arguments: validationURLs)
    func validationURLsOnAppleServersOnly(url: String, allowed: Bool) throws {
        let url = try #require(URL(string: url))
        #expect(MerchantValidationRequest.isAppleServerURL(url) == allowed)
        let report = MerchantValidationRequest.validate(validationURL: url)
        #expect(report.violations.map(\.code) == (allowed ? [] : ["session.event.validationURL.notApple"]))
    }

    @Test(arguments: [("us", CountryCode.us), ("US", .us), ("gB", .gb), ("XX", nil), ("ús", nil), ("", nil)])
    func countryCodesIgnoreCase(text: String, code: CountryCode?) {
        #expect(PaymentContact.PostalAddress(countryCode: text).isoCountryCode == code)
    }
}
