/// A customer's contact: name, postal address, email address and phone number (`PKContact`,
/// `ApplePayPaymentContact`).
///
/// Every field is optional. A billing contact carries only the postal address; ask for name, email and phone as
/// shipping contact fields.
public struct PaymentContact: Sendable, Hashable {
    /// The person's name.
    public var name: PersonName
    /// The postal address.
    public var postalAddress: PostalAddress
    /// The email address.
    public var emailAddress: String?
    /// The phone number, as the customer wrote it.
    public var phoneNumber: String?

    /// Creates a contact.
    public init(
        name: PersonName = PersonName(), postalAddress: PostalAddress = PostalAddress(), emailAddress: String? = nil,
        phoneNumber: String? = nil
    ) {
        self.name = name
        self.postalAddress = postalAddress
        self.emailAddress = emailAddress
        self.phoneNumber = phoneNumber
    }

    /// A person's name, with its phonetic spelling.
    public struct PersonName: Sendable, Hashable {
        /// The given name.
        public var givenName: String?
        /// The family name.
        public var familyName: String?
        /// The phonetic given name (Apple Pay JS version 3).
        public var phoneticGivenName: String?
        /// The phonetic family name (Apple Pay JS version 3).
        public var phoneticFamilyName: String?

        /// Creates a name.
        public init(
            givenName: String? = nil, familyName: String? = nil, phoneticGivenName: String? = nil,
            phoneticFamilyName: String? = nil
        ) {
            self.givenName = givenName
            self.familyName = familyName
            self.phoneticGivenName = phoneticGivenName
            self.phoneticFamilyName = phoneticFamilyName
        }
    }

    /// A postal address.
    public struct PostalAddress: Sendable, Hashable {
        /// The street lines.
        public var addressLines: [String]
        /// The neighbourhood or district (`subLocality`).
        public var subLocality: String?
        /// The city (`locality`).
        public var locality: String?
        /// The county or similar (`subAdministrativeArea`).
        public var subAdministrativeArea: String?
        /// The state or province (`administrativeArea`).
        public var administrativeArea: String?
        /// The postal code.
        public var postalCode: String?
        /// The country's name.
        public var country: String?
        /// The country's ISO code as the customer's device gave it; devices may write it in lower case.
        public var countryCode: String?

        /// Creates an address.
        public init(
            addressLines: [String] = [], subLocality: String? = nil, locality: String? = nil,
            subAdministrativeArea: String? = nil, administrativeArea: String? = nil, postalCode: String? = nil,
            country: String? = nil, countryCode: String? = nil
        ) {
            self.addressLines = addressLines
            self.subLocality = subLocality
            self.locality = locality
            self.subAdministrativeArea = subAdministrativeArea
            self.administrativeArea = administrativeArea
            self.postalCode = postalCode
            self.country = country
            self.countryCode = countryCode
        }

        /// The country code as an ISO 3166-1 code, whatever its case (`"us"` and `"US"` are both
        /// ``CountryCode/us``), or `nil` when there is none or ISO 3166-1 has no such code.
        ///
        /// Compare countries with this rather than with ``countryCode``: Apple's own examples write `"us"`.
        public var isoCountryCode: CountryCode? {
            countryCode.flatMap { CountryCode(asciiUppercased($0)) }
        }
    }
}

extension PaymentContact {
    /// Whether text reads as an e-mail address: one `@` between a local part and a domain with an inner dot, and
    /// no white space or control character; an empty text is none. Read byte by byte, as every request with a
    /// contact pays for it.
    static func isPlausibleEmailAddress(_ text: String) -> Bool {
        var text = text
        let (plausible, nonASCII) = text.withUTF8 { bytes -> (Bool, Bool) in
            // -1 until found: no optionals in the loop every contact runs.
            var at = -1
            var lastDot = -1
            var nonASCII = false
            for index in bytes.indices {
                switch bytes[index] {
                case 0...0x20, 0x7F: return (false, false)
                case UInt8(ascii: "@"):
                    guard at < 0, index > 0 else { return (false, false) }
                    at = index
                case UInt8(ascii: "."):
                    // Only a dot of the domain counts, and not its first character.
                    if at >= 0, index > at + 1 { lastDot = index }
                case 0x80...: nonASCII = true
                default: break
                }
            }
            return (lastDot > 0 && lastDot < bytes.count - 1, nonASCII)
        }
        // Unicode's own white space (a no-break space, a line separator) is looked up only where there is any.
        return plausible && (!nonASCII || !text.unicodeScalars.contains { $0.properties.isWhitespace })
    }

    /// Whether text reads as a phone number: 3 to 20 digits, with nothing but spaces, a leading `+`, `-`, `.`,
    /// `(` and `)` between them.
    static func isPlausiblePhoneNumber(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var digits = 0
            for index in bytes.indices {
                switch bytes[index] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
                case UInt8(ascii: "+") where index == 0: break
                case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"):
                    break
                default: return false
                }
            }
            return (3...20).contains(digits)
        }
    }
}
