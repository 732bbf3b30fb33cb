#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension JSONValue {
    /// A JSON object from its bytes, strictly and within the default limits, member for member.
    ///
    /// - Throws: A `DecodingError` when the data is not JSON, or not an object.
    @usableFromInline package static func object(jsonData data: Data) throws -> JSONValue {
        let object = try JSONElement.object(jsonData: data)
        return object.tape.value(object.node)
    }
}

extension JSONElement {
    /// A JSON object from its bytes, strictly and within the default limits, on its tape.
    ///
    /// - Throws: A `DecodingError` when the data is not JSON, or not an object.
    @usableFromInline package static func object(jsonData data: Data) throws -> JSONElement {
        let tape: JSONTape
        do throws(WireFailure) {
            tape = try JSONParser.parse(data, limits: .default)
        } catch {
            throw error.decodingError()
        }
        return try WireDecoding.decode(tape: tape) { node, decoding throws(WireFailure) -> JSONElement in
            guard decoding.tape.kind(node) == .object else { throw decoding.typeMismatch(.object, node) }
            return JSONElement(tape: tape, node: node)
        }
    }
}
