extension PaymentNetwork: Codable {
    /// Decodes a network from its Apple Pay JS name (`"visa"`, `"masterCard"`), matched case-insensitively as
    /// Safari matches it; a name no network has is kept, and validation reports it.
    public init(from decoder: any Decoder) throws {
        self = PaymentNetwork(jsName: try DecodingError.string(from: decoder, expected: "a payment network"))
    }

    /// Encodes the network's Apple Pay JS name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(jsName)
    }
}
