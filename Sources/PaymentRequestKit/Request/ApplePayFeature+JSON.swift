extension ApplePayFeature: Codable {
    /// Decodes a feature's name; a name Safari does not know is `json.unknownValue`.
    public init(from decoder: any Decoder) throws {
        let name = try DecodingError.string(from: decoder, expected: "a feature")
        guard let feature = ApplePayFeature(rawValue: name) else {
            throw DecodingError.violation(
                .jsonUnknownValue, "\(quoted(name)) is not a feature Safari knows", at: decoder)
        }
        self = feature
    }

    /// Encodes the feature's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
