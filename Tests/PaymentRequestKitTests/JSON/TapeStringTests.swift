import Testing

@testable import PaymentRequestKit

/// A string read from a tape has exactly the document's UTF-8, whichever way it was made: in a string's inline
/// storage (up to 15 bytes), in its own buffer (longer), or decoded from escapes.
@Suite struct TapeStringTests {
    static let texts: [String] = [
        "",
        "a",
        "Ground",
        "15 bytes: ASCII",
        "16 bytes: ASCII!",
        "merchant.com.example",
        "Café",
        "Crème brûlée 🍮",
        // A decomposed accent, which `==` would find equal to the composed one: the bytes must stay as written.
        "Cafe\u{301}",
        "¥1 for 14 byte",
        "🍮🍮🍮",
        "twelve bytes€",
        "🍮🍮🍮🍮",
        "Zürich, Schweiz and beyond",
    ]

    @Test(arguments: texts)
    func aPlainStringKeepsItsBytes(text: String) throws {
        let tape = try JSONParser.parse(Array("\"\(text)\"".utf8), limits: .default)
        #expect(tape.kind(.root) == .string)
        #expect(Array(tape.string(.root).utf8) == Array(text.utf8))
    }

    @Test(arguments: texts)
    func anEscapedStringKeepsItsDecodedBytes(text: String) throws {
        // A leading escaped solidus makes the string escaped, one byte longer once decoded.
        let tape = try JSONParser.parse(Array("\"\\/\(text)\"".utf8), limits: .default)
        #expect(tape.kind(.root) == .escapedString)
        #expect(Array(tape.string(.root).utf8) == Array("/\(text)".utf8))
    }

    /// The bytes a lookup reads in place, or decoded when the string has escapes, are the string's text.
    @Test(arguments: texts)
    func aStringsUTF8IsItsText(text: String) throws {
        let plain = try JSONParser.parse(Array("\"\(text)\"".utf8), limits: .default)
        #expect(plain.withUTF8(.root) { Array($0) } == Array(text.utf8))
        let escaped = try JSONParser.parse(Array("\"\\/\(text)\"".utf8), limits: .default)
        #expect(escaped.withUTF8(.root) { Array($0) } == Array("/\(text)".utf8))
    }
}
