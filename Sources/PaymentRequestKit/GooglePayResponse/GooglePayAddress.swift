/// An `Address` of Google Pay's answer: a billing or shipping address, or the redacted address of a callback.
///
/// Which members are present depends on the format the request asked for (Google Pay's API reference,
/// `BillingAddressFormat`): `MIN` gives the name, country, postal code and phone; `FULL` the whole address;
/// `FULL-ISO3166` adds ``iso3166AdministrativeArea``. A callback's `IntermediateAddress` has only the locality,
/// administrative area, country and a shortened postal code.
public struct GooglePayAddress: Sendable, Hashable {
    /// The recipient's name.
    public var name: String?
    /// The first line of the street address; Google writes an empty string when there is none.
    public var address1: String?
    /// The second line.
    public var address2: String?
    /// The third line.
    public var address3: String?
    /// The city or town.
    public var locality: String?
    /// The state or province, as the payer wrote it.
    public var administrativeArea: String?
    /// The ISO 3166-1 alpha-2 country code.
    public var countryCode: String
    /// The postal code; empty in countries without one, and shortened in a callback.
    public var postalCode: String?
    /// The sorting code, in the countries that have one.
    public var sortingCode: String?
    /// The phone number, when the request asked for one.
    public var phoneNumber: String?
    /// The ISO 3166-2 code of the administrative area, with the `FULL-ISO3166` format.
    public var iso3166AdministrativeArea: String?

    /// Creates an address.
    public init(
        name: String? = nil, address1: String? = nil, address2: String? = nil, address3: String? = nil,
        locality: String? = nil, administrativeArea: String? = nil, countryCode: String, postalCode: String? = nil,
        sortingCode: String? = nil, phoneNumber: String? = nil, iso3166AdministrativeArea: String? = nil
    ) {
        self.name = name
        self.address1 = address1
        self.address2 = address2
        self.address3 = address3
        self.locality = locality
        self.administrativeArea = administrativeArea
        self.countryCode = countryCode
        self.postalCode = postalCode
        self.sortingCode = sortingCode
        self.phoneNumber = phoneNumber
        self.iso3166AdministrativeArea = iso3166AdministrativeArea
    }
}
