// One server process of a merchant's, answering one event of a payment sheet session stored in Redis: the Redis
// tests run two at once, on two events of one session, to show that one saves and the other is told of the
// conflict.
//
// Usage: RedisSessionWorker PORT PREFIX SESSION SAVE-AT-MILLISECONDS EVENT-JSON
// Restores the session, answers the event (a shipping method or a coupon code), waits until SAVE-AT (Unix time in
// milliseconds, the same for both processes, so that both have restored before either saves), then saves. Prints
// `saved REVISION` and exits 0, or `conflict` and exits 3; anything else exits 1.

import Foundation
import PaymentRequestKit
import PaymentRequestKitRedis

#if Redis
    let arguments = CommandLine.arguments
    guard arguments.count == 6, let port = Int(arguments[1]), let saveAt = Double(arguments[4]) else {
        print("usage: RedisSessionWorker PORT PREFIX SESSION SAVE-AT-MILLISECONDS EVENT-JSON")
        exit(1)
    }
    let store = RedisSessionStore(configuration: RedisConfiguration(port: port, keyPrefix: arguments[2]))
    let session = arguments[3]
    do {
        guard let snapshot = try store.load(session) else {
            print("no session")
            exit(1)
        }
        let clock = ContinuousClock()
        var sheet = try PaymentSheetSession(restoring: snapshot, context: .web(now: Date()), clock: clock, at: Date())
        let event = try PaymentSheetEvent(jsonData: Data(arguments[5].utf8))
        _ = try sheet.receive(event)
        // The shop's answer: its coffee, and the shipping method now selected.
        var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: sheet.request.currencyCode)
        try summary.addItem("Whole Bean Coffee", amount: Amount(parsing: "18.00"))
        if let method = sheet.selectedShippingMethod { try summary.addShipping(method) }
        _ = try sheet.complete(sheet.update(from: summary))
        sheet.merchantData = Data("answered \(event.type)".utf8)
        let wait = saveAt / 1000 - Date().timeIntervalSince1970
        if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
        let now = Date()
        let saved = try store.save(sheet.snapshot(at: now), for: session, until: now.addingTimeInterval(600), now: now)
        print("saved \(saved.revision)")
        exit(0)
    } catch PaymentSheetSessionError.Code.conflict {
        print("conflict")
        exit(3)
    } catch {
        print("failed: \(error)")
        exit(1)
    }
#else
    print("RedisSessionWorker needs the package trait Redis: --traits Redis")
    exit(2)
#endif
