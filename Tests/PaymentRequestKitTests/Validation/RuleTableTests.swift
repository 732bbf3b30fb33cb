import Foundation
import Testing

@testable import PaymentRequestKit

/// The documentation's tables of rules are ``ValidationRule/paymentRequestRules`` and
/// ``ValidationRule/provisioningRules``, row for row.
@Suite struct RuleTableTests {
    static func row(_ rule: ValidationRule) -> String {
        let summary = rule.summary.replacingOccurrences(of: "|", with: "\\|")
        let platforms = rule.platformBehaviour.replacingOccurrences(of: "|", with: "\\|")
        return
            "| `\(rule.code)` | \(rule.severity.rawValue) | \(summary) | \(rule.source) | \(platforms) | \(rule.stage.rawValue) |"
    }

    static func table(_ rules: [ValidationRule]) -> String {
        let header = [
            "| Code | Severity | Message | Source | Safari, PassKit and the library | Checked |",
            "|---|---|---|---|---|---|",
        ]
        return (header + rules.map(row)).joined(separator: "\n")
    }

    /// Every rule says what Safari and PassKit do, and what the library does where they differ.
    @Test func everyRuleSaysWhatThePlatformsDo() {
        for rule in ValidationRule.all {
            #expect(!rule.platformBehaviour.isEmpty, "\(rule.code) has no platform behaviour")
        }
    }

    /// The severity policy, for the Apple Pay request: an error is what Safari or PassKit refuses (ISO's codes
    /// they both check), or the library's own rule, whose platform sentence says what the library does instead;
    /// what only Apple's documentation or the W3C asks is a warning.
    @Test func requestErrorsAreThePlatformsOrTheLibrarysOwn() {
        for rule in ValidationRule.paymentRequestRules where rule.severity == .error {
            #expect([.safari, .passKit, .iso, .library].contains(rule.source), "\(rule.code): \(rule.source)")
            if rule.source == .library {
                #expect(rule.platformBehaviour.contains("library"), "\(rule.code) does not say why")
            }
        }
    }

    @Test func rulesArticleHasTheTable() throws {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Documentation/PaymentRequestKit.docc/TheRules.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let tables = [
            ValidationRule.paymentRequestRules, ValidationRule.sessionRules, ValidationRule.paymentRules,
            ValidationRule.googlePayTokenRules, ValidationRule.credentialRules, ValidationRule.provisioningRules,
            ValidationRule.interopRules,
            ValidationRule.documentRules,
            ValidationRule.errorRules,
        ]
        if let folder = ProcessInfo.processInfo.environment["RULE_TABLES_OUT"] {
            for (index, rules) in tables.enumerated() {
                try Self.table(rules).write(toFile: "\(folder)/\(index).md", atomically: true, encoding: .utf8)
            }
        }
        for rules in tables {
            let table = Self.table(rules)
            #expect(text.contains(table), "Replace the table in TheRules.md with:\n\(table)")
        }
    }
}
