// The article "Running on Many Servers" at the top of a Swift 6 main.swift, where top-level code is isolated to
// the main actor: its snippets stand here line for line, so that each compiles where a server's code begins.
// Run it with a Redis at the URL given (redis://127.0.0.1:6379 by default); without one it says why, and exits 1.
import Foundation
import PaymentRequestKit
import PaymentRequestKitRedis
import PaymentTokenDecryption

let arguments = CommandLine.arguments.dropFirst()
var configuration = try RedisConfiguration(url: "redis://shop:secret@10.0.0.5:6379/2")
configuration.keyPrefix = "shop:"
configuration.commandTimeout = .milliseconds(250)
// The article's address stands above; this program talks to the Redis it is given.
configuration = try RedisConfiguration(url: arguments.first ?? "redis://127.0.0.1:6379")
configuration.keyPrefix = "shop:"

let real = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tokens/Real")
let key = try MerchantPaymentProcessingKey(
    certificate: Data(contentsOf: real.appendingPathComponent("pedicel-merchant-certificate.pem")),
    privateKey: Data(contentsOf: real.appendingPathComponent("pedicel-merchant-key.pem")))
// pedicel's token was signed at this moment; the server started an hour before it.
let signedAt = Date(timeIntervalSince1970: 1_414_439_503)
let startedAt = signedAt.addingTimeInterval(-3600)

let replayGuard = RedisReplayGuard(configuration: configuration)
_ = try replayGuard.beginRemembering(now: startedAt)
let decryptor = PaymentTokenDecryptor(keys: [key], replayGuard: replayGuard)

func charge(_ decrypted: DecryptedPaymentData) {
    print("charged \(decrypted.redacted.applicationPrimaryAccountNumber)")
}

func answer(_ status: PaymentAuthorizationStatus, retry: Bool) {
    print("answered \(status), retry: \(retry)")
}

func authorize(
    _ payment: Payment, for request: PaymentRequest, at now: Date, with decryptor: PaymentTokenDecryptor
) async {
    do {
        let decrypted = try await decryptor.decrypt(payment, now: now, request: request)
        charge(decrypted)
    } catch  where error.code == .replayGuardUnavailable || error.code == .replayGuardTimedOut {
        answer(.failure, retry: true)  // not recorded, or not known to be: never charged
    } catch {
        answer(.failure, retry: false)  // replayed, forged, or not this request's
    }
}

let payment = Payment(
    token: try PaymentToken(
        paymentMethod: PaymentMethod(network: "Visa"),
        paymentData: Data(contentsOf: real.appendingPathComponent("pedicel-payment-data.json"))))
let request = try PaymentRequest(
    countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa], merchantCapabilities: [.threeDSecure],
    total: .final("SeatGeek", Amount(parsing: "1.00")))
// The same token twice: charged once, then refused as a replay.
await authorize(payment, for: request, at: signedAt, with: decryptor)
await authorize(payment, for: request, at: signedAt, with: decryptor)

// The article's session handler, with what it calls: a session this server never saved has no snapshot.
func answerNoSession() {
    print("no session to answer")
}

func summary(for session: PaymentSheetSession<ContinuousClock>) throws -> PaymentSummaryBuilder {
    var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd)
    try summary.addItem("Whole Bean Coffee", amount: Amount(parsing: "18.00"))
    if let method = session.selectedShippingMethod { try summary.addShipping(method) }
    return summary
}

func answer(
    _ event: PaymentSheetEvent, for sessionIdentifier: String, on configuration: RedisConfiguration
) async throws {
    let store = RedisSessionStore(configuration: configuration)
    guard let stored = try await store.load(sessionIdentifier) else { return answerNoSession() }
    var session = try PaymentSheetSession(
        restoring: stored, context: .web(now: Date()), clock: ContinuousClock(), at: Date())
    _ = try session.receive(event)
    try session.complete(try session.update(from: summary(for: session)))
    let now = Date()
    let snapshot = session.snapshot(at: now)
    _ = try await store.save(snapshot, for: sessionIdentifier, until: snapshot.expiry(after: now), now: now)
}

try await answer(.couponCodeChanged("WELCOME10"), for: "order-never-begun", on: configuration)
