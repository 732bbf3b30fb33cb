extension ContactFields: Codable {
    /// Decodes contact fields from an array of Apple Pay JS names, such as `["postalAddress", "email"]`.
    public init(from decoder: any Decoder) throws {
        self = try decodeNames(decoder, kind: "a contact field", lookup: ContactFields.init(jsName:))
    }

    /// Encodes the fields as an array of Apple Pay JS names; bits PassKit does not define are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(jsNames)
    }
}
