extension Amount: Codable {
    /// Decodes an amount from a JSON string in the grammar `-?[0-9]+(\.[0-9]+)?`, as Apple Pay JS writes it.
    ///
    /// A JSON number is refused (`json.type`): it passes through binary floating point in most decoders, and
    /// Apple Pay JS's amounts are strings.
    public init(from decoder: any Decoder) throws {
        let text = try DecodingError.string(from: decoder, expected: "an amount")
        do {
            self = try Amount(parsing: text)
        } catch {
            throw DecodingError.violation(
                error.code == .outOfRange ? .amountOutOfRange : .amountSyntax, error.message, at: decoder)
        }
    }

    /// Encodes the amount as a string with as many decimals as it needs (`"10.5"`); a request writes amounts in
    /// their currency's form (`"10.50"`) because it knows the currency.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
