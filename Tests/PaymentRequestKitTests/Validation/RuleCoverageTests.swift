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
        let sources = try text(of: ["Sources/PaymentRequestKit"], extensions: ["swift"])
        return sources.components(separatedBy: "= ValidationRule(").dropFirst().compactMap { after in
            let rest = after.drop(while: \.isWhitespace)
            guard rest.first == "\"" else { return nil }
            return String(rest.dropFirst().prefix { $0 != "\"" })
        }
    }

    /// Whether `text` expects `code`: the code, not part of a longer one, then its path or the string's end.
    static func expects(_ text: String, _ code: String) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: code) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
            if !before.isLetter, !before.isNumber, before != ".", ["@", " ", "\""].contains(after) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    @Test func everyRuleIsExpectedByATest() throws {
        let text = try Self.text(of: ["Tests", "Examples"], extensions: ["swift", "json"])
        let unexpected = ValidationRule.all.map(\.code).filter { !Self.expects(text, $0) }
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
        #expect(Self.expects(text, code) == expected)
    }
}
