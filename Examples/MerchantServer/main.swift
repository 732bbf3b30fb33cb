// A merchant's server answering a payment sheet session, one HTTP request per event, as a real server does: each
// request restores the session from a store, answers, and saves it again. The page is untrusted: the transcript
// (transcript.jsonl, one request per line) has a page that asks the server to post its merchant identity to
// another host, and one that selects a shipping method the shop never offered, at 0.00; both are refused, and the
// customer pays the shop's price.

import Foundation
import PaymentRequestKit

/// Where the server keeps each session between HTTP requests: a file per session here, a database or a shared
/// cache in production (the requests of one session may reach different machines).
protocol SessionStore {
    func load(_ session: String) throws -> StoredSession?
    func save(_ stored: StoredSession, for session: String) throws
}

/// What the server stores: the library's snapshot of the sheet, and the shop's own state beside it.
struct StoredSession: Codable {
    var snapshot: PaymentSheetSnapshot
    var coupon: String?
}

/// One JSON file per session, in a directory of the server's own (never one the page can write to).
struct FileSessionStore: SessionStore {
    let directory: URL

    func load(_ session: String) throws -> StoredSession? {
        let file = directory.appendingPathComponent("\(session).json")
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try JSONDecoder().decode(StoredSession.self, from: Data(contentsOf: file))
    }

    func save(_ stored: StoredSession, for session: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try encoder.encode(stored).write(to: directory.appendingPathComponent("\(session).json"))
    }
}

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
func handle(_ page: PageRequest, store: some SessionStore) throws -> String {
    let context = ValidationContext.web(now: Date())
    let clock = ContinuousClock()
    if page.begin == true {
        var session = try PaymentSheetSession(request: try Shop.request(), context: context, clock: clock)
        try session.begin()
        try store.save(StoredSession(snapshot: session.snapshot(at: Date())), for: page.session)
        return session.request.jsonString()
    }
    guard let event = page.event, let stored = try store.load(page.session) else { return #"{"error":"no session"}"# }
    var session = try PaymentSheetSession(restoring: stored.snapshot, context: context, clock: clock, at: Date())
    var coupon = stored.coupon
    do {
        // Warnings are logged, not answered: the page's copy of a method that differs from the offer is ignored.
        for warning in try session.receive(event).violations { print("   \(warning)") }
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
            print("   charge \(session.amountToCharge.formatted(for: session.request.currencyCode)) USD")
            result = PaymentAuthorizationResult(status: .success)
        } else {
            result = PaymentAuthorizationResult(status: .failure, errors: errors)
        }
        try session.completePayment(result)
        answer = result.jsonString()
    default:
        answer = "{}"
    }
    try store.save(StoredSession(snapshot: session.snapshot(at: Date()), coupon: coupon), for: page.session)
    return answer
}

guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { fatalError("needs a Clock") }

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("merchant-server-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
let store = FileSessionStore(directory: directory)

/// Removes the sessions' directory and ends the program: `exit` runs no `defer`, so a deferred removal left a
/// directory behind on every run.
func finish(_ status: Int32) -> Never {
    try? FileManager.default.removeItem(at: directory)
    exit(status)
}

let transcript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("transcript.jsonl")
var refused = 0
do {
    for line in try String(contentsOf: transcript, encoding: .utf8).split(separator: "\n") {
        let page = try JSONDecoder().decode(PageRequest.self, from: Data(line.utf8))
        print("-> \(page.begin == true ? "begin" : page.event?.type ?? "?")")
        let answer = try handle(page, store: store)
        if answer.hasPrefix("HTTP 400") { refused += 1 }
        print("<- \(answer)")
    }
    let final = try store.load("order-1001")
    print("session: \(final?.snapshot.state.rawValue ?? "none"); refused events: \(refused)")
    finish(final?.snapshot.state == .completed && refused == 2 ? 0 : 1)
} catch {
    print("The server failed: \(error)")
    finish(1)
}
