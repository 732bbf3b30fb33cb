#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WireDecoding {
    /// Reads a JSON document that a string member holds, as formats do whose signatures cover the text of an
    /// inner document: parsed within the default limits (the string is already within the outer document's), read
    /// with `read`, its problems and unknown keys recorded at this member's path followed by their own.
    ///
    /// - Throws: The problem that stopped reading the inner document, at its full path; a problem `read` recorded
    ///   and went past is kept, and the value returned.
    @inlinable package func embedded<T>(
        _ text: String, _ read: (JSONNode, WireDecoding) throws(WireFailure) -> T
    ) throws(WireFailure) -> T {
        let prefix = path
        // A byte-order mark is the outer document's to have: inside a string, where the signature covers the text
        // as it is, it is refused, as Tink's parser refuses it.
        if text.unicodeScalars.first == "\u{FEFF}" {
            throw WireFailure(
                rule: .jsonMalformed, kind: .corrupted, path: prefix,
                message:
                    "The string's JSON document begins with a byte-order mark, which only a whole document may have"
            )
        }
        let tape: JSONTape
        do {
            tape = try JSONParser.parse(Data(text.utf8), limits: .default)
        } catch {
            throw WireFailure(
                rule: error.rule, kind: .corrupted, path: prefix + error.path,
                message: "The string does not hold a JSON document: \(error.message)")
        }
        let inner = WireDecoding(tape: tape)
        defer {
            let location = ValidationPath(components: prefix)
            for violation in inner.unknownKeys { unknownKeyLog.add(violation, under: location) }
            for problem in inner.problems {
                _ = attempt { () throws(WireFailure) in
                    throw WireFailure(
                        rule: problem.rule, kind: problem.kind, path: prefix + problem.path, message: problem.message)
                }
            }
        }
        do {
            return try read(.root, inner)
        } catch {
            throw WireFailure(rule: error.rule, kind: error.kind, path: prefix + error.path, message: error.message)
        }
    }
}
