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

// Every Redis path, for valgrind's leak check.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--redis-paths" {
    redisPaths(rounds: Int(CommandLine.arguments[2]) ?? 1)
    exit(0)
}

let mode = CommandLine.arguments.dropFirst().first

// One group of figures, for a quick look; the exit status says whether they all meet their targets.
let groups: [String: () -> Void] = [
    "--decryption": decryptionBenchmarks,
    "--decryption-threads": threadScaling,
    "--redis": redisBenchmarks,
    "--payreq": payreqBenchmarks,
    "--hostile": hostileBenchmarks,
    "--request": {
        validationBenchmarks()
        codingBenchmarks()
        instructionBenchmarks()
    },
    "--instructions": instructionBenchmarks,
]
if let mode, let group = groups[mode] {
    group()
    exit(misses == 0 ? 0 : 1)
}

// For a profiler (valgrind --tool=callgrind): one operation on the typical request, 2000 times or as many as the
// next argument says. The instruction figures run these under callgrind. Each loop is written out: through a
// closure, the operation's figure also counted the call and a copy of the request.
if let mode, mode.hasPrefix("--profile-") {
    let operations = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 2000 : 2000
    if profileTokens(mode, operations: operations) { exit(0) }
    let request = typicalRequest(lineItemCount: 10)
    let data = request.jsonData()
    switch mode {
    case "--profile-decode":
        for _ in 0..<operations {
            consume(Int64(PaymentRequest.validate(jsonData: data, for: .web(now: now)).violations.count))
        }
    case "--profile-validate":
        for _ in 0..<operations { consume(Int64(request.validate(for: .web(now: now)).violations.count)) }
    case "--profile-encode":
        for _ in 0..<operations { consume(Int64(request.jsonData().count)) }
    case "--profile-codable":
        let decoder = JSONDecoder()
        for _ in 0..<operations { consume(Int64(try! decoder.decode(PaymentRequest.self, from: data).lineItems.count)) }
    case "--profile-codable-floor":
        let decoder = JSONDecoder()
        for _ in 0..<operations {
            consume(Int64((try! decoder.decode(PlainRequest.self, from: data)).lineItems?.count ?? 0))
        }
    case "--profile-w3c":
        let w3c = try! request.w3cPaymentRequest(
            merchantIdentifier: request.merchantIdentifier, validatingFor: .web(now: now)
        ).jsonData()
        for _ in 0..<operations {
            consume(Int64(W3CPaymentRequest.validate(jsonData: w3c, for: .web(now: now)).violations.count))
        }
    default:
        print("unknown mode \(mode)")
        exit(2)
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
redisBenchmarks()
print(misses == 0 ? "All figures meet their targets." : "\(misses) figure(s) miss their targets.")
