/// Violations as they are found, capped so that a report's size is bounded by small constants whatever the
/// input: at most ``ValidationReport/maxViolationsPerRule`` of one rule and ``ValidationReport/maxViolations`` in
/// all. Past a cap, nothing is built: the path and message are never made, and only a count goes up.
@usableFromInline package final class ViolationLog {
    // Unchecked: a log is filled by one check on one thread, and no access to it overlaps another (a violation
    // is built before it is appended). Checked, each record paid a dynamic exclusivity check, and the optimiser
    // hoisted one to the start of every object a decoder read, found an unknown key or not.
    @exclusivity(unchecked) @usableFromInline package private(set) var violations: [Violation] = []
    @exclusivity(unchecked) @usableFromInline var perRule: [String: Int] = [:]
    /// How many violations were found past the caps.
    @exclusivity(unchecked) @usableFromInline package private(set) var dropped = 0

    @inlinable package init() {}

    @inlinable package func add(_ rule: ValidationRule, _ path: () -> String, _ message: () -> String) {
        record(rule) { Violation(rule: rule, path: path(), message: message()) }
    }

    /// Records a violation at a path built from keys and indices, which the violation keeps.
    @inlinable package func add(_ rule: ValidationRule, _ location: () -> ValidationPath, _ message: () -> String) {
        record(rule) { Violation(rule: rule, location: location(), message: message()) }
    }

    @usableFromInline func record(_ rule: ValidationRule, _ violation: () -> Violation) {
        let count = perRule[rule.code, default: 0]
        guard count < ValidationReport.maxViolationsPerRule, violations.count < ValidationReport.maxViolations else {
            dropped += 1
            return
        }
        perRule[rule.code] = count + 1
        violations.append(violation())
    }

    /// Records another log's violations at paths under `prefix` (`request` makes `total.amount`
    /// `request.total.amount`), and counts what it dropped, for a document that holds another.
    @inlinable package func absorb(_ other: ViolationLog, under prefix: ValidationPath) {
        for violation in other.violations { add(violation, under: prefix) }
        dropped += other.dropped
    }

    /// Records a violation of a document held at `prefix`, at its path there.
    @inlinable package func add(_ violation: Violation, under prefix: ValidationPath) {
        if let location = violation.location {
            add(violation.rule, { prefix.appending(location) }, { violation.message })
        } else {
            // A check that spells its paths: only its rendered path is known.
            let prefix = prefix.rendered
            add(
                violation.rule,
                { violation.path.isEmpty || prefix.isEmpty ? prefix + violation.path : "\(prefix).\(violation.path)" },
                { violation.message })
        }
    }

    /// The report of what was recorded, with what the caps left out counted.
    @inlinable package var report: ValidationReport {
        // Capped as they were recorded, so only what was left out is added; capping them again built a second
        // log for every report.
        ValidationReport(violations: violations, notListed: dropped)
    }

    /// Records a violation built beforehand; for checks that find at most a few.
    @inlinable package func append(_ violation: Violation) {
        record(violation.rule) { violation }
    }

    /// Records a violation of `rule` at a path built from keys and indices; for checks that find at most a few.
    @inlinable package func append(_ rule: ValidationRule, at location: ValidationPath, _ message: String) {
        record(rule) { Violation(rule: rule, location: location, message: message) }
    }
}

extension ValidationReport {
    /// The most violations of one rule a report lists: 100.
    public static var maxViolationsPerRule: Int { 100 }
    /// The most violations a report lists: 1000, then one ``ValidationRule/reportTruncated`` that counts the rest.
    public static var maxViolations: Int { 1000 }

    /// A report of violations from several logs in order, capped as one log would cap them, with a final
    /// violation that counts what was left out.
    @inlinable package init(capping parts: [[Violation]], dropped: Int) {
        // No more in all than one rule may have: no cap can apply, and they are listed as they are, without the
        // log that a document without a problem paid for on every validation.
        let total = parts.reduce(0) { $0 + $1.count }
        if total <= Self.maxViolationsPerRule {
            var violations: [Violation] = []
            if total > 0 {
                violations.reserveCapacity(total)
                for part in parts { violations += part }
            }
            self.init(violations: violations, notListed: dropped)
            return
        }
        let log = ViolationLog()
        for part in parts {
            for violation in part { log.append(violation) }
        }
        self.init(violations: log.violations, notListed: dropped + log.dropped)
    }

    /// A report of capped violations, with a final violation that counts the `left` ones not listed.
    @inlinable package init(violations: [Violation], notListed left: Int) {
        var violations = violations
        if left > 0 {
            violations.append(
                Violation(
                    rule: .reportTruncated, path: "",
                    message:
                        "\(counted(left, "more violation", plural: "more violations")) \(left == 1 ? "was" : "were") found and not listed (at most \(Self.maxViolationsPerRule) of one rule and \(Self.maxViolations) in all)"
                ))
        }
        self.init(violations: violations)
    }
}
