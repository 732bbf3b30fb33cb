extension PaymentSessionError: WireValue, Codable {
    /// The keys of a session error.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case code, info
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var shape: WireShape { self == .code ? .string : .any }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        code = object.collectRequiredString(.code) ?? "unknown"
        var info = [String: String]()
        _ = object.collectOptional(.info) { value throws(WireFailure) in
            guard decoding.tape.kind(value) == .object else { throw decoding.typeMismatch(.object, value) }
            for key in decoding.tape.keys(value) {
                let name = decoding.tape.string(key)
                info[name] = decoding.attempt { () throws(WireFailure) -> String in
                    try decoding.at(key: name) { () throws(WireFailure) in
                        try decoding.string(decoding.tape.next(key))
                    }
                }
            }
        }
        self.info = info
    }

    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) {
        output.object(WireKeys.self) { object in
            object.add(.code, code)
            if !info.isEmpty {
                // Free-form keys, which may need escapes: written as a tree.
                object.add(
                    .info,
                    .object(
                        info.sorted { $0.key < $1.key }.map { JSONValue.Member(key: $0.key, value: .string($0.value)) })
                )
            }
        }
    }

    /// Decodes `ApplePayCancelEvent.sessionError`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes the session error, its information sorted by key.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
