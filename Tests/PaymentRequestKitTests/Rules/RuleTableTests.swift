import Foundation
import Testing

@testable import PaymentRequestKit

/// The documentation's table of rules is ``ValidationRule/all``, row for row.
@Suite struct RuleTableTests {
    static func row(_ rule: ValidationRule) -> String {
        let summary = rule.summary.replacingOccurrences(of: "|", with: "\\|")
        return "| `\(rule.code)` | \(rule.severity.rawValue) | \(summary) | \(rule.source) | \(rule.stage.rawValue) |"
    }

    static var table: String {
        (["| Code | Severity | Message | Source | Checked |", "|---|---|---|---|---|"] + ValidationRule.all.map(row))
            .joined(separator: "\n")
    }

    @Test func rulesArticleHasTheTable() throws {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Documentation/PaymentRequestKit.docc/TheRules.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        #expect(text.contains(Self.table), "Replace the table in TheRules.md with:\n\(Self.table)")
    }
}
