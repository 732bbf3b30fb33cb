// The rule every report may end with.

extension ValidationRule {
    /// The report lists no more violations: the caps on violations per rule and in all were reached.
    public static let reportTruncated = ValidationRule(
        "report.truncated", .warning, .library,
        "A report lists at most 100 violations of one rule and 1000 in all; one last violation counts the rest.",
        platform: "The library's own: a report lists at most 100 violations of a rule and 1000 in all.")
}
