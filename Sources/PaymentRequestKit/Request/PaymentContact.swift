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
