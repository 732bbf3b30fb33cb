import Foundation
import Testing

@testable import PaymentRequestKit

/// Apple's own example requests, decoded and re-encoded byte for byte.
@Suite struct AppleExampleTests {
    /// "Creating an Apple Pay Session": the minimal request, as JSON. It re-encodes to itself.
    static let minimal =
        #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa","masterCard","amex","discover"],"merchantCapabilities":["supports3DS"],"total":{"label":"Your Merchant Name","amount":"10.00"}}"#

    @Test func minimalRequestReencodesToItself() throws {
        let request = try PaymentRequest(jsonData: Data(Self.minimal.utf8))
        #expect(request.countryCode == .us)
        #expect(request.supportedNetworks == [.visa, .masterCard, .amex, .discover])
        #expect(request.total == .final("Your Merchant Name", Fixtures.amount("10.00")))
        #expect(request.jsonString() == Self.minimal)
        #expect(
            PaymentRequest.validate(jsonData: Data(Self.minimal.utf8), for: .web(now: Fixtures.now)).violations.isEmpty)
    }

    /// The `total` and `lineItems` pages' example inside the minimal request. Apple writes `"type":"final"` and
    /// orders keys differently from item to item; the canonical form leaves the default type out.
    @Test func totalAndLineItemsExample() throws {
        let document =
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"COMPANY, INC.","type":"final","amount":"38.06"},"lineItems":[{"label":"Bag Subtotal","type":"final","amount":"35.00"},{"label":"Free Shipping","amount":"0.00","type":"final"},{"label":"Estimated Tax","amount":"3.06","type":"final"}]}"#
        let canonical =
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"COMPANY, INC.","amount":"38.06"},"lineItems":[{"label":"Bag Subtotal","amount":"35.00"},{"label":"Free Shipping","amount":"0.00"},{"label":"Estimated Tax","amount":"3.06"}]}"#
        let request = try PaymentRequest(jsonData: Data(document.utf8))
        #expect(request.jsonString() == canonical)
        #expect(try PaymentRequest(jsonData: Data(canonical.utf8)) == request)
        // Apple's label breaks Apple's own guidance on trailing punctuation; the sum is right.
        let report = PaymentRequest.validate(jsonData: Data(document.utf8), for: .web(now: Fixtures.now))
        #expect(report.violations.map(\.code) == ["label.format"])
        #expect(report.isValid)
    }

    /// The `ApplePayLineItem` page's recurring item. Apple's sample passes JS `Date` objects built from
    /// "2022-01-01T00:00:00", local time in JavaScript; the wire format needs the time zone, here UTC.
    @Test func recurringLineItemExample() throws {
        let item =
            #"{"label":"Subscription","amount":"20.00","type":"final","paymentTiming":"recurring","recurringPaymentStartDate":"2022-01-01T00:00:00Z","recurringPaymentIntervalUnit":"month","recurringPaymentIntervalCount":6,"recurringPaymentEndDate":"2024-01-01T00:00:00Z"}"#
        let canonicalItem =
            #"{"label":"Subscription","amount":"20.00","paymentTiming":"recurring","recurringPaymentStartDate":"2022-01-01T00:00:00Z","recurringPaymentIntervalUnit":"month","recurringPaymentIntervalCount":6,"recurringPaymentEndDate":"2024-01-01T00:00:00Z"}"#
        let prefix =
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Example Merchant","amount":"20.00"},"lineItems":["#
        let request = try PaymentRequest(jsonData: Data((prefix + item + "]}").utf8))
        #expect(
            request.lineItems[0].timing
                == .recurring(
                    RecurringSchedule(
                        startDate: Fixtures.date("2022-01-01T00:00:00Z"),
                        endDate: Fixtures.date("2024-01-01T00:00:00Z"),
                        intervalUnit: .month,
                        intervalCount: 6
                    )
                )
        )
        #expect(request.jsonString() == prefix + canonicalItem + "]}")
    }

    @Test func coffeeShopCanonicalBytes() {
        let expected =
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa","masterCard","amex","discover"],"merchantCapabilities":["supports3DS","supportsCredit","supportsDebit"],"total":{"label":"Blue Bottle Coffee","amount":"25.74"},"lineItems":[{"label":"Latte","amount":"9.00"},{"label":"Whole Bean Coffee","amount":"18.00"},{"label":"Loyalty Discount","amount":"-3.00"},{"label":"Standard Shipping","amount":"0.00"},{"label":"Sales Tax","amount":"1.74"}],"shippingMethods":[{"label":"Standard Shipping","detail":"Arrives in 5 to 7 days","amount":"0.00","identifier":"standard","dateComponentsRange":{"startDateComponents":{"years":2026,"months":11,"days":26},"endDateComponents":{"years":2026,"months":11,"days":28}}},{"label":"Express Shipping","detail":"Arrives tomorrow","amount":"5.99","identifier":"express"}],"requiredBillingContactFields":["postalAddress"],"requiredShippingContactFields":["postalAddress","phone","email","name"],"billingContact":{"addressLines":["1 Infinite Loop"],"locality":"Cupertino","postalCode":"95014","administrativeArea":"CA","country":"United States","countryCode":"US"},"shippingContact":{"phoneNumber":"+1 408 555 0100","emailAddress":"ada@example.com","givenName":"Ada","familyName":"Lovelace"},"applicationData":"b3JkZXItODgxMg==","supportsCouponCode":true,"couponCode":"WELCOME","merchantCategoryCode":"5814","merchantIdentifier":"merchant.com.bluebottle"}"#
        #expect(Fixtures.coffeeShop().jsonString() == expected)
    }

    @Test func taxiPendingCanonicalBytes() {
        let expected =
            #"{"countryCode":"DE","currencyCode":"EUR","supportedNetworks":["visa","masterCard","girocard","maestro"],"merchantCapabilities":["supports3DS"],"total":{"label":"Yellow Cab Company","amount":"2.50","type":"pending"},"lineItems":[{"label":"Booking Fee","amount":"2.50"},{"label":"Metered Fare","type":"pending"}],"shippingType":"servicePickup","requiredShippingContactFields":["phone"]}"#
        #expect(Fixtures.taxiRide().jsonString() == expected)
    }

    @Test func stringsEscapeOnlyWhatJSONRequires() throws {
        var request = Fixtures.taxiRide()
        request.total.label = "Café \"Zürich\" \\ / \n\t\u{1}"
        let text = request.jsonString()
        #expect(text.contains(#""label":"Café \"Zürich\" \\ / \n\t\u0001""#))
        #expect(try PaymentRequest(jsonData: Data(text.utf8)) == request)
    }
}

@Suite struct PrettyPrintingTests {
    @Test func prettyOutputIsIndentedAndDecodesToTheSameRequest() throws {
        let request = Fixtures.taxiRide()
        let pretty = request.jsonString(prettyPrinted: true)
        #expect(
            pretty.hasPrefix(
                "{\n  \"countryCode\": \"DE\",\n  \"currencyCode\": \"EUR\",\n  \"supportedNetworks\": [\n    \"visa\","
            ))
        #expect(pretty.hasSuffix("  \"requiredShippingContactFields\": [\n    \"phone\"\n  ]\n}"))
        #expect(try PaymentRequest(jsonData: Data(pretty.utf8)) == request)
        #expect(
            try PaymentRequest(jsonData: request.jsonData(prettyPrinted: true)).jsonString() == request.jsonString())
    }
}
