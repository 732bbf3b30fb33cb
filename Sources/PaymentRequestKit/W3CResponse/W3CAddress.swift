/// A shipping address as `PaymentResponse.toJSON()` writes it: `ContactAddress`'s members, every one a string
/// and `addressLine` a list, empty when the payer gave nothing.
public struct W3CAddress: Sendable, Hashable {
    /// The CLDR region code of the country, two capital letters.
    public var country: String
    /// The street lines.
    public var addressLine: [String]
    /// The state, province or region.
    public var region: String
    /// The city or town.
    public var city: String
    /// The neighbourhood or district.
    public var dependentLocality: String
    /// The postal code.
    public var postalCode: String
    /// The sorting code.
    public var sortingCode: String
    /// The organization.
    public var organization: String
    /// The recipient's name.
    public var recipient: String
    /// The recipient's phone number.
    public var phone: String

    /// Creates an address; every member but the country may be empty.
    public init(
        country: String, addressLine: [String] = [], region: String = "", city: String = "",
        dependentLocality: String = "", postalCode: String = "", sortingCode: String = "", organization: String = "",
        recipient: String = "", phone: String = ""
    ) {
        self.country = country
        self.addressLine = addressLine
        self.region = region
        self.city = city
        self.dependentLocality = dependentLocality
        self.postalCode = postalCode
        self.sortingCode = sortingCode
        self.organization = organization
        self.recipient = recipient
        self.phone = phone
    }
}
