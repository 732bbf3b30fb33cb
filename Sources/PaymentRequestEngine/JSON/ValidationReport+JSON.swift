#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Violation: Encodable {
    @usableFromInline package enum CodingKeys: Int, WireKey {
        case code, severity, path, message, exception, thrownAt
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package static var unknownKeyNote: String { "is not a member of a violation" }
    }

    /// The moment the JSON names: only one other than the constructor's is written.
    private var thrownAt: String? {
        guard let moment = rule.exceptionMoment, moment != .constructor else { return nil }
        return moment.rawValue
    }

    /// Encodes the violation as `{"code", "severity", "path", "message"}`, in that order, in the one spelling every
    /// output of a violation has.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue { write(to: &$0) }.encode(to: encoder)
    }

    /// The violation's JSON, the one spelling of it: reports, token errors and `payreq` write each violation here.
    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(CodingKeys.self) { object in
            object.add(.code, code)
            object.add(.severity, severity.rawValue)
            object.add(.path, path)
            object.add(.message, message)
            object.add(.exception, rule.exception?.rawValue)
            object.add(.thrownAt, thrownAt)
        }
    }
}

extension ValidationReport: Encodable {
    @usableFromInline package enum CodingKeys: Int, WireKey {
        case valid, violations
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package static var unknownKeyNote: String { "is not a member of a report" }
    }

    /// Encodes the report as `{"valid", "violations"}`, so that a server can return it as it is.
    public func encode(to encoder: any Encoder) throws {
        try JSONValue { write(to: &$0) }.encode(to: encoder)
    }

    /// The report as compact JSON, `{"valid":…,"violations":[{"code":…,"severity":…,"path":…,"message":…}]}`:
    /// the same bytes for the same report.
    public func jsonData() -> Data {
        var writer = JSONWriter(capacity: 64 + 128 * violations.count)
        write(to: &writer)
        return Data(writer.bytes)
    }

    /// The report as an element of a JSON listing of reports, one a line, as `payreq validate --json` prints
    /// each file's: `{"valid": false, "violations": [`, each violation on a line of its own, then `]}`.
    ///
    /// - Parameters:
    ///   - members: Members to write first, such as the file the report is about, each a string.
    ///   - enclosingArrays: How many arrays the listing opens around the element, which the violations' lines are
    ///     indented for: two spaces for each, and two more for the report's own list.
    public func jsonListingElement(
        leading members: KeyValuePairs<String, String> = [:], enclosingArrays: Int = 1
    ) -> String {
        var writer = JSONListingWriter(capacity: 64 + 160 * violations.count, enclosingArrays: enclosingArrays)
        write(to: &writer, leading: members)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The report's object, after members the caller adds first.
    @usableFromInline package func write<Output: JSONOutput>(
        to output: inout Output, leading members: KeyValuePairs<String, String> = [:]
    ) {
        output.beginObject()
        for (key, value) in members {
            output.key(key)
            output.string(value)
        }
        output.key(CodingKeys.table, CodingKeys.valid.rawValue)
        output.bool(isValid)
        output.key(CodingKeys.table, CodingKeys.violations.rawValue)
        output.array(violations) { violation, output in violation.write(to: &output) }
        output.endObject()
    }
}
