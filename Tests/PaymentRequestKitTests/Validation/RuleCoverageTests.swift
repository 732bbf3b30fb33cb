import Foundation
import Testing

@testable import PaymentRequestKit

/// Every rule has a breaking case: some test expects a violation with its code.
///
/// The tests spell an expected violation as its code and its path (`total.sum@total.amount`,
/// `session.snapshot.inconsistent deadline`), or give the code alone as a string (the token tests' mutations in
/// `Examples/Tokens/Test/mutations.json`). The request and provisioning suites check their own tables of cases;
/// this check covers every catalog, so that a rule cannot be added, or its last test deleted, unnoticed. It
/// cannot tell that the test produces the violation, only that a test expects it.
@Suite struct RuleCoverageTests {
    /// The text of every test source and test data file: the repository's `Tests` and `Examples` folders,
    /// without their hidden build folders.
    static func testText() throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var text = ""
        for folder in ["Tests", "Examples"] {
            let enumerator = try #require(
                FileManager.default.enumerator(
                    at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil,
                    options: [.skipsHiddenFiles]))
            for case let file as URL in enumerator where ["swift", "json"].contains(file.pathExtension) {
                // A hostile example may hold bytes that are not UTF-8: read as replacement characters, they
                // spell no code.
                text += String(decoding: try Data(contentsOf: file), as: UTF8.self)
                text += "\n"
            }
        }
        return text
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
        let text = try Self.testText()
        let unexpected = ValidationRule.all.map(\.code).filter { !Self.expects(text, $0) }
        #expect(unexpected == [], "no test expects a violation of these rules")
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
