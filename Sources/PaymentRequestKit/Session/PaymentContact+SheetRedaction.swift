extension PaymentContact {
    /// The contact as the payment sheet reveals it before the customer authorizes: enough to work out tax and
    /// shipping, and no more.
    ///
    /// Apple's shipping-contact and billing-contact events carry the locality, administrative area, country and
    /// country code, and a postal code cut by country: the first five digits in the United States, and the outward
    /// code in the United Kingdom and Canada (the postal code without its last three characters). Elsewhere the
    /// postal code is kept as it is. The country code may be lower case (Apple's example has `"us"`); it is matched
    /// ignoring case and kept as given. The full contact arrives after authorization.
    ///
    /// Apple's documentation words the UK and Canadian rule as "the first three characters"; for a Canadian code
    /// that is the outward code, and for a UK code with a four-character outward code (`SW1A 1AA`) the library
    /// keeps the whole outward code (`SW1A`), as WebKit's description of the rule (the code less its last three
    /// characters) has it.
    public var redactedForPaymentSheet: PaymentContact {
        let address = PaymentContact.PostalAddress(
            locality: postalAddress.locality, administrativeArea: postalAddress.administrativeArea,
            postalCode: postalAddress.postalCode.map {
                Self.revealedPostalCode($0, countryCode: postalAddress.countryCode)
            },
            country: postalAddress.country, countryCode: postalAddress.countryCode)
        return PaymentContact(postalAddress: address)
    }

    /// The part of a postal code the sheet reveals, by the country's rule.
    static func revealedPostalCode(_ code: String, countryCode: String?) -> String {
        let trimmed = String(code.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        switch countryCode.map(asciiUppercased) {
        case "US":
            // "95014-2083" and "95014" both reveal the five-digit ZIP code.
            return String(trimmed.prefix(5))
        case "GB", "CA":
            // The outward code: all but the inward code's last three characters, without the space between.
            let compact = trimmed.filter { $0 != " " }
            return String(compact.dropLast(min(3, max(0, compact.count - 2))))
        default:
            return trimmed
        }
    }
}
