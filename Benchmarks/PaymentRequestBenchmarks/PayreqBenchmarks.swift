import Foundation
import PaymentRequestKit

/// Issue 5: `payreq validate` on 1000 files of about 1 KB in one call, process start included, against `cat`
/// reading the same files in one call (the cost of starting a process and reading the files at all).
func payreqBenchmarks() {
    print("== payreq (whole process, median of 5 runs)")
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let payreq = products.appendingPathComponent("payreq")
    guard FileManager.default.isExecutableFile(atPath: payreq.path) else {
        print("payreq is not built beside the benchmarks; run `swift build -c release` first")
        misses += 1
        return
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payreq-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var files = [String]()
    var bytes = 0
    for index in 0..<1000 {
        let request = typicalRequest(lineItemCount: 4 + index % 5)
        let data = request.jsonData()
        bytes += data.count
        let file = directory.appendingPathComponent("request-\(index).json")
        try? data.write(to: file)
        files.append(file.path)
    }
    func time(_ executable: String, _ arguments: [String]) -> Double {
        var samples = [Double]()
        for _ in 0..<5 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            let start = ContinuousClock.now
            try? process.run()
            process.waitUntilExit()
            let elapsed = ContinuousClock.now - start
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        samples.sort()
        return samples[2]
    }
    let validate = time(payreq.path, ["validate", "--now", "2026-11-21T12:00:00Z"] + files)
    let cat = time("/bin/cat", files)
    let meets = validate < 1
    if !meets { misses += 1 }
    print(
        "payreq validate 1000 files (average \(bytes / 1000) bytes): \(format(validate * 1000)) ms vs cat of the same files "
            + "\(format(cat * 1000)) ms = \(format(validate / cat))x; target < 1000 ms: \(meets ? "meets" : "misses")"
    )
}
