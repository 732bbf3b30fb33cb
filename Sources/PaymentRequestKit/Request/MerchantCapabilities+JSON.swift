extension MerchantCapabilities: Codable {
    /// Decodes capabilities from an array of Apple Pay JS names, such as `["supports3DS", "supportsDebit"]`.
    public init(from decoder: any Decoder) throws {
        self = try decodeNames(decoder, kind: "a merchant capability", lookup: MerchantCapabilities.init(jsName:))
    }

    /// Encodes the capabilities as an array of Apple Pay JS names; bits PassKit does not define have none and are
    /// left out, as in a request.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(jsNames)
    }
}
