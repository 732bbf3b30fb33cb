#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentRequest {
    /// Decodes an Apple Pay JS `ApplePayPaymentRequest` document, strictly.
    ///
    /// The document is the JSON a web page hands to `new ApplePaySession(version, request)`, with amounts as
    /// strings and dates as ISO 8601 strings; `merchantIdentifier` may travel as an extra key. Decoding reads the
    /// whole document and throws one `DecodingError` for all of its problems: its coding path and message name
    /// the first problem's field and rule (its code in brackets), and its underlying error is the
    /// ``ValidationReport`` of every problem (`DecodingError.validationReport`). The problems are: input that is
    /// not JSON or not UTF-8, input beyond the ``JSONDecodingLimits``, an amount given as a number or not in the
    /// amount grammar, an unknown country, currency, capability or enumerated string, a wrong JSON type, a
    /// missing required key and invalid Base64. What the model can hold, such as an empty label or a negative
    /// total, decodes; check it with ``validate(for:)``.
    public init(jsonData data: Data, limits: JSONDecodingLimits = .default) throws {
        self = try Self.decoded(from: data, limits: limits)
    }

    /// The request as Apple Pay JS JSON: compact, UTF-8, and the same bytes for the same request.
    ///
    /// Keys come in a fixed order (`countryCode`, `currencyCode`, `supportedNetworks`, `merchantCapabilities`,
    /// `total`, `lineItems`, ...), amounts as strings in the currency's canonical form (`"10.50"`, JPY
    /// `"1000"`), dates as ISO 8601 in UTC, application data as Base64. Empty lists and default values are left
    /// out. This is the canonical form: decoding it gives back an equal request. JSON cannot carry a capability
    /// bit PassKit does not define (``MerchantCapabilities/unknownBits``), which is left out, nor a date outside
    /// the years 1 to 9999, which is clamped; validation reports both.
    ///
    /// - Parameter prettyPrinted: Whether to write one member per line, indented by two spaces, for people to
    ///   read; the default is compact.
    public func jsonData(prettyPrinted: Bool = false) -> Data {
        Data(jsonBytes(prettyPrinted: prettyPrinted))
    }

    /// The request as Apple Pay JS JSON text; see ``jsonData(prettyPrinted:)``.
    public func jsonString(prettyPrinted: Bool = false) -> String {
        String(decoding: jsonBytes(prettyPrinted: prettyPrinted), as: UTF8.self)
    }

    private func jsonBytes(prettyPrinted: Bool) -> [UInt8] {
        var writer = JSONWriter(
            capacity: 256 + 64 * (lineItems.count + shippingMethods.count), prettyPrinted: prettyPrinted)
        writer.write(wire)
        return writer.bytes
    }

    /// Decodes and validates an Apple Pay JS document in one step, reporting every problem as a violation.
    ///
    /// Keys Apple Pay JS does not know come first, as warnings (Safari ignores them silently, so they are
    /// usually typos). Then every field that does not decode, in document order, each at its path; then what
    /// ``validate(for:)`` finds in what could be read, with the same codes and paths as for the same request
    /// built in Swift, leaving out what would only repeat a decoding problem. Malformed JSON and the limits end
    /// the report with one violation, as nothing after them can be trusted.
    public static func validate(
        jsonData data: Data,
        for context: ValidationContext,
        limits: JSONDecodingLimits = .default
    ) -> ValidationReport {
        report(jsonData: data, limits: limits) { $0.violationLog(for: context) }
    }
}

extension PaymentRequest: Codable {
    /// Decodes a request from any decoder in the Apple Pay JS shape, with the same rules as
    /// ``init(jsonData:limits:)``, throwing one `DecodingError` whose underlying error is the report of every
    /// problem.
    ///
    /// Each known member is read from the decoder's keyed containers as the type the wire format gives it; the
    /// strict decoder then reads what they hold. ``init(jsonData:limits:)`` is faster for JSON, and enforces
    /// ``JSONDecodingLimits``.
    public init(from decoder: any Decoder) throws {
        self = try Self.decoded(from: decoder)
    }

    /// Encodes the request in the Apple Pay JS shape.
    ///
    /// `JSONEncoder` orders keys as its options say (only `.sortedKeys` gives a stable order); use
    /// ``jsonData(prettyPrinted:)`` for the canonical bytes.
    public func encode(to encoder: any Encoder) throws {
        try wire.encode(to: encoder)
    }
}

extension JSONValue: Codable {
    /// Reads any JSON value from a decoder, one level of nesting per call.
    ///
    /// The decoder's coding path counts the levels, the caller's own included; past
    /// ``JSONDecodingLimits/maximumDepth`` decoding stops with `json.limit`, so that no document can exhaust
    /// the stack, whatever its nesting.
    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: JSONKey.self) {
            try Self.checkDepth(decoder)
            var members = [Member]()
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                members.append(Member(key: key.stringValue, value: try object.decode(JSONValue.self, forKey: key)))
            }
            self = .object(members)
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            try Self.checkDepth(decoder)
            var elements = [JSONValue]()
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let text = try? single.decode(String.self) {
            self = .string(text)
        } else if let number = try? single.decode(Int64.self) {
            self = .number(String(number))
        } else {
            // A decoder reads JSON numbers into Decimal exactly (never through Double); its description is exact.
            self = .number(try single.decode(Decimal.self).description)
        }
    }

    /// Stops a container that nests deeper than ``JSONDecodingLimits/maximumDepth``, counting as the strict
    /// parser does: the outermost container is level 1.
    private static func checkDepth(_ decoder: any Decoder) throws {
        guard decoder.codingPath.count < JSONDecodingLimits.maximumDepth else {
            let violation = Violation(
                rule: .jsonLimit, path: decoder.codingPath.map(\.stringValue).joined(separator: "."),
                message: "Arrays and objects nest deeper than \(JSONDecodingLimits.maximumDepth) levels")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "\(violation.message) [json.limit]",
                    underlyingError: ValidationReport(violations: [violation])))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .number(let text):
            var single = encoder.singleValueContainer()
            guard let number = Int64(text) else {
                throw EncodingError.invalidValue(
                    text,
                    EncodingError.Context(
                        codingPath: encoder.codingPath, debugDescription: "Only whole numbers are written"))
            }
            try single.encode(number)
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .object(let members):
            var object = encoder.container(keyedBy: JSONKey.self)
            for member in members { try object.encode(member.value, forKey: JSONKey(stringValue: member.key)) }
        }
    }
}
