import Foundation
import Testing

@testable import PaymentRequestKit

/// Every rule is listed, and has a breaking case: some test expects a violation with its code.
///
/// The tests spell an expected violation as its code and its path (`total.sum@total.amount`,
/// `session.snapshot.inconsistent deadline`), or give the code alone as a string (the token tests' mutations in
/// `Examples/Tokens/Test/mutations.json`). The request and provisioning suites check their own tables of cases;
/// this check covers every catalog, so that a rule cannot be added, or its last test deleted, unnoticed. It
/// cannot tell that the test produces the violation, only that a test expects it. It sees the rules
/// ``ValidationRule/all`` lists, so a second check holds that every rule the library defines is listed there, and
/// so in the documentation's tables and ``ValidationRule/rule(withCode:)``.
@Suite struct RuleCoverageTests {
    /// The repository's folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of every file with one of `extensions` in `folders` of the repository, without their hidden
    /// build folders.
    static func text(of folders: [String], extensions: [String]) throws -> String {
        var text = ""
        for folder in folders {
            let enumerator = try #require(
                FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil,
                    options: [.skipsHiddenFiles]))
            for case let file as URL in enumerator where extensions.contains(file.pathExtension) {
                // A hostile example may hold bytes that are not UTF-8: read as replacement characters, they
                // spell no code.
                text += String(decoding: try Data(contentsOf: file), as: UTF8.self)
                text += "\n"
            }
        }
        return text
    }

    /// The codes of the rules the library's sources define, each a `ValidationRule(` whose first argument is a
    /// string literal.
    static func definedCodes() throws -> [String] {
        let sources = try text(
            of: ["Sources/PaymentRequestEngine", "Sources/PaymentRequestKit"], extensions: ["swift"])
        return sources.components(separatedBy: "= ValidationRule(").dropFirst().compactMap { after in
            var rest = after.drop(while: \.isWhitespace)
            // An error's code: `ValidationRule(error: "token.replayed", ...)`.
            if rest.hasPrefix("error: ") { rest = rest.dropFirst("error: ".count) }
            guard rest.first == "\"" else { return nil }
            return String(rest.dropFirst().prefix { $0 != "\"" })
        }
    }

    /// The codes `text` expects, in one pass: each whole run of letters, digits and dots (a code, not part of a
    /// longer one) that its path, a space or the string's closing quote follows.
    static func expectations(in text: String) -> Set<String> {
        var found = Set<String>()
        var run: [UInt8] = []
        for byte in text.utf8 {
            // Bytes past ASCII belong to a run, so that a code glued to a letter of another script is not one.
            if byte >= 0x80 || byte == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            {
                run.append(byte)
                continue
            }
            if !run.isEmpty, [UInt8(ascii: "@"), UInt8(ascii: " "), UInt8(ascii: "\"")].contains(byte) {
                found.insert(String(decoding: run, as: UTF8.self))
            }
            run.removeAll(keepingCapacity: true)
        }
        return found
    }

    @Test func everyRuleIsExpectedByATest() throws {
        let expected = Self.expectations(in: try Self.text(of: ["Tests", "Examples"], extensions: ["swift", "json"]))
        let unexpected = ValidationRule.all.map(\.code).filter { !expected.contains($0) }
        #expect(unexpected == [], "no test expects a violation of these rules")
    }

    @Test func everyDefinedRuleIsListed() throws {
        let defined = try Self.definedCodes()
        let listed = ValidationRule.all.map(\.code)
        #expect(Set(defined).subtracting(listed) == [], "defined, but not in ValidationRule.all")
        #expect(Set(listed).subtracting(defined) == [], "in ValidationRule.all, but not defined by its code")
        #expect(defined.count == listed.count, "a rule is defined twice, or listed twice")
    }

    @Test(arguments: [
        ("total.sum", #"["total.sum@total.amount"]"#, true),
        ("session.snapshot.inconsistent", #"["session.snapshot.inconsistent deadline"]"#, true),
        ("token.signature.chain", #"{"expect": "token.signature.chain"}"#, true),
        ("total.sum", #"["total.sum.other@total"]"#, false),
        ("total.sum", #"["w3c.total.sum@total"]"#, false),
        ("total.sum", "ValidationRule.totalSum, total.summary", false),
    ])
    func anExpectationIsTheWholeCode(code: String, text: String, expected: Bool) {
        #expect(Self.expectations(in: text).contains(code) == expected)
    }
}
