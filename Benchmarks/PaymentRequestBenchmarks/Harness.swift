import Foundation
import PaymentRequestKit

/// Keeps results alive so that the optimiser cannot drop the work being measured.
nonisolated(unsafe) var sink: UInt64 = 0

// Each sink folds the whole result in with a couple of instructions; hashing would cost more than the work.

@inline(never)
func consume(_ value: Amount) {
    sink &+= UInt64(bitPattern: value.significand) &+ UInt64(value.fractionDigits)
}

@inline(never)
func consume(_ value: Decimal) {
    // All 20 bytes of the decimal (exponent, length, flags and mantissa), without calling into Foundation.
    withUnsafeBytes(of: value) { bytes in
        sink &+= bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
        sink &+= bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        sink &+= UInt64(bytes.loadUnaligned(fromByteOffset: 16, as: UInt32.self))
    }
}

@inline(never)
func consume(_ value: Int64) {
    sink &+= UInt64(bitPattern: value)
}

@inline(never)
func consume(_ value: String) {
    sink &+= UInt64(value.utf8.count) &+ UInt64(value.utf8.last ?? 0)
}

/// Nanoseconds per operation: the median of `runs` timed passes, after warming up for at least 20 ms.
///
/// A single warm-up pass is not enough: the first figure of a run was sometimes measured before the processor
/// had reached full speed, and came out half as fast as the same code measured later.
func measure(operations: Int, runs: Int = 7, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let warmUpEnd = clock.now.advanced(by: .milliseconds(20))
    repeat { body() } while clock.now < warmUpEnd
    var samples = [Double]()
    for _ in 0..<runs {
        let elapsed = clock.measure(body)
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        samples.append(nanoseconds / Double(operations))
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Nanoseconds per operation of a subject and its baseline, timed in alternation (subject, baseline, subject, ...)
/// and each the median of its passes, so that a machine's drift in speed falls on both alike.
func measurePair(operations: Int, runs: Int = 9, _ subject: () -> Void, _ baseline: () -> Void) -> (Double, Double) {
    let clock = ContinuousClock()
    let warmUpEnd = clock.now.advanced(by: .milliseconds(20))
    repeat {
        subject()
        baseline()
    } while clock.now < warmUpEnd
    var subjectSamples = [Double]()
    var baselineSamples = [Double]()
    func nanoseconds(_ elapsed: Duration) -> Double {
        (Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9) / Double(operations)
    }
    for _ in 0..<runs {
        subjectSamples.append(nanoseconds(clock.measure(subject)))
        baselineSamples.append(nanoseconds(clock.measure(baseline)))
    }
    subjectSamples.sort()
    baselineSamples.sort()
    return (subjectSamples[runs / 2], baselineSamples[runs / 2])
}

enum Goal {
    /// The subject must be at least `factor` times faster than the baseline.
    case fasterBy(Double)
    /// The subject may take at most `factor` times the baseline's time.
    case atMost(Double)
}

nonisolated(unsafe) var misses = 0

/// Prints one figure: both timings, the ratio, the target and whether it is met.
func report(_ name: String, subject: Double, baseline: Double, baselineName: String, goal: Goal, unit: String = "ns") {
    let line: String
    switch goal {
    case .fasterBy(let factor):
        let ratio = baseline / subject
        let meets = ratio >= factor
        if !meets { misses += 1 }
        line =
            "\(name): \(format(subject)) \(unit) vs \(baselineName) \(format(baseline)) \(unit) = \(format(ratio))x faster; "
            + "target >= \(format(factor))x faster: \(meets ? "meets" : "misses")"
    case .atMost(let factor):
        let ratio = subject / baseline
        let meets = ratio <= factor
        if !meets { misses += 1 }
        line =
            "\(name): \(format(subject)) \(unit) vs \(baselineName) \(format(baseline)) \(unit) = \(format(ratio))x; "
            + "target <= \(format(factor))x: \(meets ? "meets" : "misses")"
    }
    print(line)
}

/// Prints a figure that has no target, for context.
func inform(_ name: String, subject: Double, baseline: Double, baselineName: String, unit: String = "ns") {
    print(
        "\(name): \(format(subject)) \(unit) vs \(baselineName) \(format(baseline)) \(unit) = \(format(subject / baseline))x (information)"
    )
}

func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return value >= 100 ? String(Int(value.rounded())) : String(rounded)
}

/// Where valgrind is; `nil` when it is not installed.
let valgrindPath = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first(where: FileManager.default.isExecutableFile)

/// The instructions callgrind counts for this program run in a profile mode `operations` times; `nil` without
/// valgrind or a count.
func callgrindInstructions(_ mode: String, _ operations: Int) -> Double? {
    guard let valgrind = valgrindPath else { return nil }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("instructions-\(getpid()).log")
    defer { try? FileManager.default.removeItem(at: log) }
    // Hashing seeded alike in every run: `JSONDecoder` keeps each object's members in a dictionary, and with a
    // seed of its own each run probed differently, which moved the Codable count by up to 3%.
    runToExit(
        "/usr/bin/env",
        [
            "SWIFT_DETERMINISTIC_HASHING=1", valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null",
            "--log-file=\(log.path)", executable, mode, String(operations),
        ])
    guard let text = try? String(contentsOf: log, encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.contains("Collected :") }),
        let number = line.split(separator: " ").last.flatMap({ Double($0) })
    else { return nil }
    return number
}

/// The instructions of one operation of a profile mode: the difference between `many` and `few` operations, so
/// that starting the program counts for nothing.
func perOperationInstructions(_ mode: String, few: Int, many: Int) -> Double? {
    guard let low = callgrindInstructions(mode, few), let high = callgrindInstructions(mode, many) else { return nil }
    return (high - low) / Double(many - few)
}
