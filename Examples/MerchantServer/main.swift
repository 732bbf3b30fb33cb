// A merchant's server answering a payment sheet session, one HTTP request per event, as a real server does: each
// request restores the session from a store, answers, and saves it again at the revision it restored. The page is
// untrusted: the transcript (transcript.jsonl, one request per line) has a page that asks the server to post its
// merchant identity to another host, and one that selects a shipping method the shop never offered, at 0.00; both
// are refused, and the customer pays the shop's price.
//
// Usage: MerchantServerExample                   one server, sessions in memory
//        MerchantServerExample --redis URL       two server processes sharing Redis, answering alternate requests
// (The second mode runs this program twice as `--serve URL`, each a server reading requests on standard input.)

import Foundation
import PaymentRequestKit
import PaymentRequestKitRedis

/// One HTTP request from the page: the session it belongs to, and either the start of the session or an event.
struct PageRequest: Decodable {
    var session: String
    var begin: Bool?
    var event: PaymentSheetEvent?
}

/// The shop's prices: coffee, a welcome coupon, 7.25 % tax on the goods, and the shipping method chosen.
enum Shop {
    static let ground = ShippingMethod(
        label: "Ground", amount: try! Amount(parsing: "5.00"), identifier: "ground", detail: "5 to 7 days")
    static let express = ShippingMethod(
        label: "Express", amount: try! Amount(parsing: "15.00"), identifier: "express", detail: "Tomorrow")

    static func summary(shipping: ShippingMethod?, coupon: String?) throws -> PaymentSummaryBuilder {
        var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd)
        try summary.addItem("Whole Bean Coffee", unitPrice: Amount(parsing: "18.00"), quantity: 2)
        if coupon == "WELCOME10" {
            try summary.addDiscount("Welcome Discount", rate: Rate(parsing: "10%"), rounding: .toNearestOrEven)
        }
        try summary.addTax("Sales Tax", rate: Rate(parsing: "7.25%"), rounding: .toNearestOrEven)
        if let shipping { try summary.addShipping(shipping) }
        return summary
    }

    static func request() throws -> PaymentRequest {
        var request = try PaymentRequest(
            countryCode: .us, supportedNetworks: [.visa, .masterCard, .amex],
            merchantCapabilities: [.threeDSecure, .debit, .credit], summary: summary(shipping: ground, coupon: nil))
        request.shippingMethods = [ground, express]
        request.requiredShippingContactFields = [.postalAddress, .name, .email]
        request.supportsCouponCode = true
        return request
    }
}

/// What the server answers one HTTP request with: the JSON the page passes to its `complete...` call, or a
/// refusal (HTTP 400) for an event no sheet showing the shop's request could have sent.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func handle(_ page: PageRequest, store: some PaymentSheetSessionStore, log: (String) -> Void) throws -> String {
    let context = ValidationContext.web(now: Date())
    let clock = ContinuousClock()
    if page.begin == true {
        var session = try PaymentSheetSession(request: try Shop.request(), context: context, clock: clock)
        try session.begin()
        try store.save(session, as: page.session)
        return session.request.jsonString()
    }
    guard let event = page.event, let stored = try store.load(page.session) else { return #"{"error":"no session"}"# }
    var session = try PaymentSheetSession(restoring: stored, context: context, clock: clock, at: Date())
    // The shop's own state, kept with the session: the coupon the customer applied.
    var coupon = session.merchantData.map { String(decoding: $0, as: UTF8.self) }
    do {
        // Warnings are logged, not answered: the page's copy of a method that differs from the offer is ignored.
        for warning in try session.receive(event).violations { log("   \(warning)") }
    } catch {
        // Nothing is saved: a refused event changes nothing. The error's description names the violations.
        guard error.code == .refusedEvent else { throw error }
        return "HTTP 400: \(error)"
    }
    let answer: String
    switch event {
    case .merchantValidation:
        // Here the server posts MerchantValidationRequest to the validation URL with its merchant identity
        // certificate, and hands Apple's opaque session to the page.
        let body = MerchantValidationRequest.web(
            merchantIdentifier: "merchant.com.bluebottle", displayName: "Blue Bottle Coffee",
            domain: "shop.bluebottle.example")
        try session.completeMerchantValidation()
        answer = "post to Apple: " + String(decoding: body.jsonData(), as: UTF8.self)
    case .shippingContactSelected(let contact):
        let summary = try Shop.summary(shipping: session.selectedShippingMethod, coupon: coupon)
        // The country code may come in lower case; compare ISO codes, not strings.
        let errors =
            contact.postalAddress.isoCountryCode == .us && contact.postalAddress.administrativeArea != "AK"
            ? [] : [ApplePayError(.addressUnserviceable, message: "We do not deliver there")]
        let update = try session.update(from: summary, errors: errors)
        try session.complete(update)
        answer = session.jsonString(of: update)
    case .shippingMethodSelected:
        // The shop's own method, never the page's copy: its amount is the shop's.
        let summary = try Shop.summary(shipping: session.selectedShippingMethod, coupon: coupon)
        let update = try session.update(from: summary)
        try session.complete(update)
        answer = session.jsonString(of: update)
    case .couponCodeChanged(let code):
        let known = code == "WELCOME10"
        if known { coupon = code }
        let summary = try Shop.summary(shipping: session.selectedShippingMethod, coupon: coupon)
        let update = try session.update(
            from: summary, errors: known ? [] : [ApplePayError(.couponCodeInvalid, message: "Unknown coupon")])
        try session.complete(update)
        answer = session.jsonString(of: update)
    case .paymentAuthorized(let payment):
        let errors = payment.missingContactFieldErrors(for: session.request)
        let result: PaymentAuthorizationResult
        if errors.isEmpty {
            // Charge the session's total, never a figure from the page.
            log("   charge \(session.amountToCharge.formatted(for: session.request.currencyCode)) USD")
            // A real server charges here, once: the session is saved at the revision it restored, so a second
            // server answering the same authorization at once would be told of the conflict, not charge again.
            result = PaymentAuthorizationResult(status: .success)
        } else {
            result = PaymentAuthorizationResult(status: .failure, errors: errors)
        }
        try session.completePayment(result)
        answer = result.jsonString()
    default:
        answer = "{}"
    }
    session.merchantData = coupon.map { Data($0.utf8) }
    try store.save(session, as: page.session)
    return answer
}

extension PaymentSheetSessionStore {
    /// Saves a session at the revision it was restored from, until its own deadlines say it may be forgotten.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    func save(_ session: PaymentSheetSession<ContinuousClock>, as key: String) throws {
        let now = Date()
        let snapshot = session.snapshot(at: now)
        _ = try save(snapshot, for: key, until: snapshot.expiry(after: now), now: now)
    }
}

guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { fatalError("needs a Clock") }

let arguments = Array(CommandLine.arguments.dropFirst())

/// A server of the second mode: answers each request line of standard input, and ends each answer with a line
/// that starts with `<- `, after any log lines.
func serve(_ url: String) -> Never {
    let store = RedisSessionStore(configuration: try! RedisConfiguration(url: url))
    while let line = readLine() {
        do {
            let page = try JSONDecoder().decode(PageRequest.self, from: Data(line.utf8))
            print("<- " + (try handle(page, store: store) { print($0) }))
        } catch {
            print("<- failed: \(error)")
        }
        // Every open stream, as a pipe's output is not flushed at each line.
        fflush(nil)
    }
    exit(0)
}

/// One server process of the second mode, fed request lines and read back to each answer's last line.
final class ServerProcess {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffered = Data()

    init(serving url: String) throws {
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--serve", url]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// The server's log lines and its answer to one request.
    func ask(_ line: Substring) -> (log: [String], answer: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        var log = [String]()
        while true {
            while !buffered.contains(0x0A) {
                let more = output.fileHandleForReading.availableData
                if more.isEmpty { return (log, "the server ended") }
                buffered.append(more)
            }
            let end = buffered.firstIndex(of: 0x0A)!
            let text = String(decoding: buffered[buffered.startIndex..<end], as: UTF8.self)
            buffered = Data(buffered[(end + 1)...])
            if text.hasPrefix("<- ") { return (log, String(text.dropFirst(3))) }
            log.append(text)
        }
    }

    func finish() {
        input.fileHandleForWriting.closeFile()
        process.waitUntilExit()
    }
}

if arguments.first == "--serve", arguments.count == 2 { serve(arguments[1]) }

let transcript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("transcript.jsonl")
let lines = try! String(contentsOf: transcript, encoding: .utf8).split(separator: "\n")
/// What the servers answered: the refusals, the charges they logged, and whether any failed.
struct Tally {
    var refused = 0
    var charges = [String]()
    var failed = false

    mutating func record(_ log: [String], _ answer: String, server: String) {
        for entry in log { print(entry) }
        charges += log.filter { $0.hasPrefix("   charge ") }
        if answer.hasPrefix("HTTP 400") { refused += 1 }
        if answer.hasPrefix("failed") || answer.hasPrefix("the server ended") { failed = true }
        print("<-\(server) \(answer)")
    }
}
var tally = Tally()

let final: PaymentSheetSnapshot?
if arguments.first == "--redis", arguments.count == 2 {
    // Two servers behind one load balancer: each request goes to the next, and both keep sessions in Redis.
    let servers = [try ServerProcess(serving: arguments[1]), try ServerProcess(serving: arguments[1])]
    for (number, line) in lines.enumerated() {
        let page = try JSONDecoder().decode(PageRequest.self, from: Data(line.utf8))
        print("-> \(page.begin == true ? "begin" : page.event?.type ?? "?") (server \(number % 2 + 1))")
        let (log, answer) = servers[number % 2].ask(line)
        tally.record(log, answer, server: " [\(number % 2 + 1)]")
    }
    for server in servers { server.finish() }
    final = try RedisSessionStore(configuration: RedisConfiguration(url: arguments[1])).load("order-1001")
} else {
    let store = InMemoryPaymentSheetSessionStore()
    for line in lines {
        let page = try JSONDecoder().decode(PageRequest.self, from: Data(line.utf8))
        print("-> \(page.begin == true ? "begin" : page.event?.type ?? "?")")
        var log = [String]()
        do {
            let answer = try handle(page, store: store) { log.append($0) }
            tally.record(log, answer, server: "")
        } catch {
            tally.record(log, "failed: \(error)", server: "")
        }
    }
    final = try store.load("order-1001")
}
print(
    "session: \(final?.state.rawValue ?? "none") at revision \(final?.revision ?? 0); refused events: \(tally.refused); charged: \(tally.charges.map { $0.dropFirst(10) })"
)
// The shop's total, charged once: two bags of coffee less 10 %, tax, and express shipping.
exit(final?.state == .completed && tally.refused == 2 && tally.charges.count == 1 && !tally.failed ? 0 : 1)
