#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentTokenError: Encodable {
    enum CodingKeys: Int, WireKey {
        case code, message, violations
        static let table = WireKeyTable(Self.self)
        @usableFromInline static var unknownKeyNote: String { "is not a member of a token error" }
    }

    /// The error as compact JSON, `{"code":…,"message":…,"violations":[…]}`, the violations as a report writes
    /// them: what a server answers, and what `payreq token --decrypt --json` prints.
    public func jsonData() -> Data {
        var writer = JSONWriter(capacity: 128 + 160 * (report?.violations.count ?? 0))
        write(to: &writer)
        return Data(writer.bytes)
    }

    /// Encodes the error as ``jsonData()`` writes it.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue { write(to: &$0) }.encode(to: encoder)
    }

    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(CodingKeys.self) { object in
            object.add(.code, code.rawValue)
            object.add(.message, message)
            object.add(.violations, each: report?.violations ?? []) { violation, output in violation.write(to: &output)
            }
        }
    }
}
