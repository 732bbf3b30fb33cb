import Foundation
import Testing

@testable import PaymentRequestKit

/// The documentation's tables of rules are ``ValidationRule/paymentRequestRules`` and
/// ``ValidationRule/provisioningRules``, row for row.
@Suite struct RuleTableTests {
    static func row(_ rule: ValidationRule) -> String {
        let summary = rule.summary.replacingOccurrences(of: "|", with: "\\|")
        return "| `\(rule.code)` | \(rule.severity.rawValue) | \(summary) | \(rule.source) | \(rule.stage.rawValue) |"
    }

    static func table(_ rules: [ValidationRule]) -> String {
        (["| Code | Severity | Message | Source | Checked |", "|---|---|---|---|---|"] + rules.map(row))
            .joined(separator: "\n")
    }

    @Test func rulesArticleHasTheTable() throws {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Documentation/PaymentRequestKit.docc/TheRules.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        for rules in [ValidationRule.paymentRequestRules, ValidationRule.provisioningRules] {
            let table = Self.table(rules)
            #expect(text.contains(table), "Replace the table in TheRules.md with:\n\(table)")
        }
    }
}
