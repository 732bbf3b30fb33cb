extension CountryCode: Codable {
    /// Decodes an upper-case ISO 3166-1 alpha-2 code from a JSON string, such as `"US"`.
    public init(from decoder: any Decoder) throws {
        let text = try DecodingError.string(from: decoder, expected: "a country code")
        guard let code = CountryCode(text) else {
            throw DecodingError.violation(
                .countryCodeInvalid,
                "\(quoted(text)) is not a valid country code (ISO 3166-1 alpha-2, upper case, such as \"US\")",
                at: decoder)
        }
        self = code
    }

    /// Encodes the code as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
