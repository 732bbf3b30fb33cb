#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension JSONValue {
    /// A JSON object from its bytes, strictly and within the default limits, member for member.
    ///
    /// - Throws: A `DecodingError` when the data is not JSON, or not an object.
    static func object(jsonData data: Data) throws -> JSONValue {
        let tape: JSONTape
        do throws(WireFailure) {
            tape = try JSONParser.parse(data, limits: .default)
        } catch {
            throw error.decodingError()
        }
        return try WireDecoding.decode(tape: tape) { node, decoding throws(WireFailure) -> JSONValue in
            guard decoding.tape.kind(node) == .object else { throw decoding.typeMismatch(.object, node) }
            return decoding.tape.value(node)
        }
    }
}
