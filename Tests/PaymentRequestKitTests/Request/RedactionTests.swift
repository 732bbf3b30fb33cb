import Foundation
import Testing

@testable import PaymentRequestKit

/// Descriptions of contacts, and of anything that holds one, never show personal data.
@Suite struct RedactionTests {
    static let contact = PaymentContact(
        name: .init(givenName: "Jane", familyName: "Appleseed"),
        postalAddress: .init(
            addressLines: ["1 Infinite Loop"], locality: "Cupertino", administrativeArea: "CA", postalCode: "95014",
            country: "United States", countryCode: "US"),
        emailAddress: "jane@example.com", phoneNumber: "+1 408 555 0100")

    // Whole values, not fragments: a short fragment such as "555" can turn up by chance in a dumped number.
    static let secrets = ["Jane", "Appleseed", "jane@example.com", "408 555 0100", "Infinite Loop", "95014"]

    static func leaks(_ text: String) -> [String] { secrets.filter { text.contains($0) } }

    @Test func everyFormOfDescriptionIsRedacted() {
        var request = Fixtures.coffeeShop()
        request.billingContact = Self.contact
        request.shippingContact = Self.contact
        var dumped = ""
        dump(request, to: &dumped)
        for text in [
            String(describing: Self.contact), String(reflecting: Self.contact), "\(Self.contact)",
            String(describing: request), String(reflecting: request), dumped,
            String(describing: Self.contact.name), String(describing: Self.contact.postalAddress),
            String(describing: [Self.contact]),
        ] {
            #expect(Self.leaks(text) == [], "\(text)")
        }
        #expect(String(describing: Self.contact).contains(#"locality: "Cupertino""#))
        #expect(String(describing: Self.contact).contains(#"countryCode: "US""#))
    }

    @Test func theFullValueIsThereWhenAskedFor() {
        #expect(Self.leaks(Self.contact.unredactedDescription).count == Self.secrets.count)
    }
}
