extension CurrencyCode: Codable {
    /// Decodes an upper-case ISO 4217 code from a JSON string, such as `"USD"`.
    public init(from decoder: any Decoder) throws {
        let text = try DecodingError.string(from: decoder, expected: "a currency code")
        guard let code = CurrencyCode(text) else {
            throw DecodingError.violation(
                .currencyCodeInvalid,
                "\(quoted(text)) is not a valid currency code (ISO 4217, upper case, such as \"USD\")", at: decoder)
        }
        self = code
    }

    /// Encodes the code as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
