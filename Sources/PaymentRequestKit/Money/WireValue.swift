// Here rather than in JSON/: a value's JSON writes its amounts in the currency's form, so the protocol names
// the currency.

/// A model type with a wire mapping, which makes it `Codable` in its Apple Pay JS shape.
protocol WireValue {
    associatedtype WireKeys: WireKey
    init(wire: JSONNode, _ decoding: WireDecoding) throws(WireFailure)
    /// The value's JSON; amounts in the currency's form when it is known, in their own shortest form otherwise.
    func wire(_ currency: CurrencyCode?) -> JSONValue
}

extension WireValue {
    /// Decodes the value through any `Decoder` with the strict decoder's rules, reporting every problem as one
    /// `DecodingError` whose underlying error is the ``ValidationReport``.
    init(wireFrom decoder: any Decoder) throws {
        self = try WireDecoding.decode(from: decoder, keys: WireKeys.table) { node, decoding throws(WireFailure) in
            try Self(wire: node, decoding)
        }
    }
}
