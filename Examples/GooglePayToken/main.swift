// A gateway's server receiving Google Pay tokens: the root signing keys it fetched, its private keys (an old one
// and the current one, mid-rotation), a replay guard, and one decryptor for every token. Each token of the
// package's vectors is decrypted, or refused with the step that failed.
//
// Usage: GooglePayTokenExample [--now ISO-8601] [TOKEN...]; without tokens, the vectors in
// Examples/Tokens/GooglePay, whose clock is 2026-11-27T12:00:00Z.

import Foundation
import PaymentRequestKit
import PaymentTokenDecryption

let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tokens/GooglePay")

func file(_ name: String) throws -> Data { try Data(contentsOf: vectors.appendingPathComponent(name)) }

var arguments = Array(CommandLine.arguments.dropFirst())
var now = ISO8601DateFormatter().date(from: "2026-11-27T12:00:00Z")!
if arguments.first == "--now", arguments.count > 1, let date = ISO8601DateFormatter().date(from: arguments[1]) {
    now = date
    arguments.removeFirst(2)
}

do {
    // Google's keys as the server last fetched them; the library never fetches them itself.
    let rootKeys = try GooglePayRootSigningKeys(jsonData: file("root-keys.json"))
    for warning in rootKeys.validate(now: now).violations {
        print("root keys: \(warning)")
    }
    // The request the page showed: its tokenization names the recipient the tokens are signed for.
    let request = try GooglePayPaymentDataRequest(jsonData: file("request.json"))
    guard let recipient = GooglePayPaymentMessage.recipient(of: request) else {
        fatalError("The request names no recipient")
    }
    let decryptor = GooglePayTokenDecryptor(
        recipient: recipient, rootKeys: rootKeys,
        keys: [
            try GooglePayPrivateKey(file("tink-alternate-merchant-key.pem")),
            try GooglePayPrivateKey(file("merchant-key.pem")),
        ],
        replayGuard: InMemoryReplayGuard())

    let tokens =
        arguments.isEmpty
        ? try FileManager.default.contentsOfDirectory(atPath: vectors.path).filter {
            $0.hasSuffix(".json") && !["root-keys.json", "request.json"].contains($0) && !$0.hasPrefix("tink-")
                && !$0.hasPrefix("dotnet-")
        }.sorted().map { vectors.appendingPathComponent($0).path } : arguments
    var decrypted = 0
    for path in tokens {
        let name = URL(fileURLWithPath: path).lastPathComponent
        do {
            let message = try decryptor.decrypt(
                jsonData: Data(contentsOf: URL(fileURLWithPath: path)), now: now, request: request)
            decrypted += 1
            print("\(name): charge \(message)")
        } catch let error as PaymentTokenError {
            print("\(name): refused, \(error.code): \(error.message)")
        }
    }
    // The same token a second time is a replay.
    if arguments.isEmpty {
        do {
            _ = try decryptor.decrypt(jsonData: file("ecv2-pan-only.json"), now: now, request: request)
            fatalError("A replayed token was accepted")
        } catch let error as PaymentTokenError where error.code == .replayed {
            print("ecv2-pan-only.json again: refused, \(error.code)")
        }
        // Four of the vectors decrypt; each of the others fails at its own step.
        precondition(decrypted == 4, "expected 4 tokens to decrypt, \(decrypted) did")
    }
} catch {
    print("error: \(error)")
    exit(1)
}
