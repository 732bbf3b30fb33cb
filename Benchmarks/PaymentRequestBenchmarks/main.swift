// Speed figures for PaymentRequestKit, each a ratio against a baseline measured in the same run.
// Run in release mode: `swift build -c release && swift run -c release PaymentRequestBenchmarks` (the payreq
// figure needs the payreq executable built beside this one).

import Foundation
import PaymentRequestKit

#if DEBUG
    print("warning: a debug build measures nothing useful; run with -c release")
#endif

if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--hostile-case" {
    runHostileCase(CommandLine.arguments[2], kind: CommandLine.arguments[3])
}

// Every decryption path, for valgrind's leak check.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--decryption-paths" {
    decryptionPaths(rounds: Int(CommandLine.arguments[2]) ?? 1)
    exit(0)
}

// Only the decryption figure, for a quick look.
if CommandLine.arguments.dropFirst().first == "--decryption" {
    decryptionBenchmarks()
    exit(misses == 0 ? 0 : 1)
}

// Only payreq's figures, for a quick look.
if CommandLine.arguments.dropFirst().first == "--payreq" {
    payreqBenchmarks()
    exit(misses == 0 ? 0 : 1)
}

// Only the hostile-input suite, for a quick look.
if CommandLine.arguments.dropFirst().first == "--hostile" {
    hostileBenchmarks()
    exit(misses == 0 ? 0 : 1)
}

// For a profiler (valgrind --tool=callgrind): only the typical decode and validation, 2000 times or as many as
// the next argument says. The instruction figures run these under callgrind.
let profileOperations = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 2000 : 2000
if CommandLine.arguments.dropFirst().first == "--profile-decode" {
    let data = typicalRequest(lineItemCount: 10).jsonData()
    for _ in 0..<profileOperations {
        consume(Int64(PaymentRequest.validate(jsonData: data, for: .web(now: now)).violations.count))
    }
    exit(0)
}

// For a profiler: only the validation of the typical request, already decoded.
if CommandLine.arguments.dropFirst().first == "--profile-validate" {
    let request = typicalRequest(lineItemCount: 10)
    for _ in 0..<profileOperations { consume(Int64(request.validate(for: .web(now: now)).violations.count)) }
    exit(0)
}

// For a profiler: only the encoding of the typical request.
if CommandLine.arguments.dropFirst().first == "--profile-encode" {
    let request = typicalRequest(lineItemCount: 10)
    for _ in 0..<profileOperations { consume(Int64(request.jsonData().count)) }
    exit(0)
}

// Only the request's figures (validation, coding, instructions), for a quick look.
if CommandLine.arguments.dropFirst().first == "--request" {
    validationBenchmarks()
    codingBenchmarks()
    instructionBenchmarks()
    exit(misses == 0 ? 0 : 1)
}

// Only the instruction counts, for a quick look.
if CommandLine.arguments.dropFirst().first == "--instructions" {
    instructionBenchmarks()
    exit(misses == 0 ? 0 : 1)
}

// For a profiler: only the typical decode through Codable and JSONDecoder, 2000 times.
if CommandLine.arguments.dropFirst().first == "--profile-codable" {
    let data = typicalRequest(lineItemCount: 10).jsonData()
    let decoder = JSONDecoder()
    for _ in 0..<2000 { consume(Int64(try! decoder.decode(PaymentRequest.self, from: data).lineItems.count)) }
    if CommandLine.arguments.count > 2 {
        let floor = measure(operations: 2000) {
            for _ in 0..<2000 { consume(Int64(try! decoder.decode(PlainRequest.self, from: data).total.label.count)) }
        }
        let codable = measure(operations: 2000) {
            for _ in 0..<2000 {
                consume(Int64(try! decoder.decode(PaymentRequest.self, from: data).lineItems.count))
            }
        }
        print("codable \(codable) floor \(floor) ratio \(codable / floor)")
    }
    exit(0)
}

moneyBenchmarks()
validationBenchmarks()
codingBenchmarks()
instructionBenchmarks()
payreqBenchmarks()
hostileBenchmarks()
decryptionBenchmarks()
print(misses == 0 ? "All figures meet their targets." : "\(misses) figure(s) miss their targets.")
