import Foundation
import Testing

@testable import PaymentRequestKit

/// A request's prefilled contacts are checked as the programming guide asks of contact information: the country
/// code, the e-mail address and the phone number, on the shipping and the billing contact alike.
@Suite struct PrefilledContactTests {
    static func codes(_ request: PaymentRequest) -> [String] {
        request.validate(for: .web(now: Fixtures.now)).violations.map { "\($0.code)@\($0.path)" }
    }

    @Test(arguments: [
        ("us", "shopper@example.com", "+1 (415) 555-0100"),
        ("US", "a.b+tag@mail.example.co.uk", "415.555.0100"),
        ("jp", "x@y.jp", "03-1234-5678"),
    ])
    func plausibleContactsPass(country: String, email: String, phone: String) {
        var request = Fixtures.coffeeShop()
        request.shippingContact = PaymentContact(
            postalAddress: PaymentContact.PostalAddress(countryCode: country), emailAddress: email, phoneNumber: phone)
        #expect(Self.codes(request) == [])
    }

    @Test func theBillingContactIsCheckedToo() {
        var request = Fixtures.coffeeShop()
        request.requiredBillingContactFields.insert(.postalAddress)
        request.billingContact = PaymentContact(
            postalAddress: PaymentContact.PostalAddress(countryCode: "GBR"), emailAddress: "a@b",
            phoneNumber: "12")
        #expect(
            Self.codes(request) == [
                "contact.countryCode.invalid@billingContact.countryCode",
                "contact.emailAddress.invalid@billingContact.emailAddress",
                "contact.phoneNumber.invalid@billingContact.phoneNumber",
            ])
    }

    @Test(arguments: [
        ("", false), ("a@b.c", true), ("@b.c", false), ("a@.c", false), ("a@b.", false), ("a@b@c.d", false),
        ("a b@c.d", false), ("a@b\u{0}.c", false),
    ])
    func emailAddresses(text: String, plausible: Bool) {
        #expect(PaymentContact.isPlausibleEmailAddress(text) == plausible)
    }

    @Test(arguments: [
        ("", false), ("abc", false), ("12", false), ("123", true), ("+44 20 7946 0958", true), ("44+20", false),
        (String(repeating: "1", count: 21), false), ("555-0100 ext. 2", false),
    ])
    func phoneNumbers(text: String, plausible: Bool) {
        #expect(PaymentContact.isPlausiblePhoneNumber(text) == plausible)
    }

    @Test(arguments: [
        ("merchant.com.example", true), ("merchant.com.blue-bottle.shop", true), ("merchant.example", true),
        ("merchant.", false),
        ("com.example", false), ("merchant.com..example", false), ("merchant.com.example.", false),
        ("merchant.com.exämple", false), ("Merchant.com.example", false),
    ])
    func merchantIdentifiers(identifier: String, wellFormed: Bool) {
        #expect(PaymentRequest.hasMerchantIdentifierForm(identifier) == wellFormed)
    }
}
