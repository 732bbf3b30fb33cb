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

extension Amount {
    /// The amount that comes next in a plain document, or `nil` for the wire decoder to read and report: the
    /// fast path of ``WireDecoding/amount(_:)`` below, with the same grammar.
    @inline(__always)
    @usableFromInline init?(plain reader: inout PlainJSONReader) {
        guard let amount = reader.name({ if case .success(let amount) = Amount.parse($0) { amount } else { nil } })
        else { return nil }
        self = amount
    }
}

extension WireDecoding {
    /// An amount, which Apple Pay JS writes as a string in its own grammar.
    func amount(_ value: JSONNode) throws(WireFailure) -> Amount {
        switch tape.kind(value) {
        case .string:
            // Read from the document's bytes, with the message made only if a report can show it: a document of
            // a hundred thousand bad amounts would otherwise make a hundred thousand messages.
            let start = tape.offset(value)
            let result = tape.bytes.withUnsafeBufferPointer {
                Amount.parse(UnsafeBufferPointer(rebasing: $0[start..<(start + tape.length(value))]))
            }
            switch result {
            case .success(let amount): return amount
            case .failure(let failure):
                throw fail(
                    failure.isOutOfRange ? .amountOutOfRange : .amountSyntax,
                    failure.error(for: tape.string(value)).message)
            }
        case .escapedString:
            do {
                return try Amount(parsing: tape.string(value))
            } catch {
                throw fail(error.code == .outOfRange ? .amountOutOfRange : .amountSyntax, error.message)
            }
        case .number:
            let text = tape.numberText(value)
            throw fail(
                .jsonType,
                "Amounts are strings in Apple Pay JS: write \"\(text.prefix(40))\", not the number \(text.prefix(40))",
                kind: .typeMismatch(expected: .string)
            )
        default:
            throw typeMismatch(.string, value)
        }
    }
}

extension Amount {
    /// The amount as the wire writes it: in the currency's form (`"10.50"`) when it is known.
    func wireText(_ currency: CurrencyCode?) -> String {
        currency.map { formatted(for: $0) } ?? description
    }
}
