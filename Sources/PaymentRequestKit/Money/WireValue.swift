// Here rather than in JSON/: a value's JSON writes its amounts in the currency's form, so the protocol names
// the currency.

/// A model type with a wire mapping, which makes it `Codable` in its Apple Pay JS shape.
protocol WireValue {
    associatedtype WireKeys: WireKey
    init(wire: JSONNode, _ decoding: WireDecoding) throws(WireFailure)
    /// Writes the value's JSON; amounts in the currency's form when it is known, in their own shortest form
    /// otherwise.
    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?)
}

extension WireValue {
    /// The value's JSON as a tree, for `Codable` and the interop checks.
    func wire(_ currency: CurrencyCode?) -> JSONValue {
        JSONValue { write(to: &$0, currency) }
    }

    /// Decodes the value through any `Decoder` with the strict decoder's rules, reporting every problem as one
    /// `DecodingError` whose underlying error is the ``ValidationReport``.
    init(wireFrom decoder: any Decoder) throws {
        self = try WireDecoding.decode(from: decoder, keys: WireKeys.table) { node, decoding throws(WireFailure) in
            try Self(wire: node, decoding)
        }
    }
}

extension WireObjectWriter {
    /// Adds a member with a value's JSON, amounts in the currency's form.
    ///
    /// An optional member is unwrapped by the caller (`if let`): unwrapping a parameter here would copy the
    /// value, retaining each of its strings.
    func add(_ key: Key, _ value: some WireValue, _ currency: CurrencyCode?) {
        add(key) { value.write(to: &$0, currency) }
    }

    /// Adds an array member with each value's JSON, amounts in the currency's form; an empty list is left out
    /// when the format's default is no list.
    func add(_ key: Key, _ values: [some WireValue], _ currency: CurrencyCode?, omittingEmpty: Bool = false) {
        guard !(omittingEmpty && values.isEmpty) else { return }
        add(key, each: values) { value, output in value.write(to: &output, currency) }
    }
}
