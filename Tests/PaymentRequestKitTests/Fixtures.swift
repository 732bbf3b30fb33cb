import Foundation

@testable import PaymentRequestKit

/// Realistic requests shared by the model, rules and coding tests.
enum Fixtures {
    /// 2026-11-21T12:00:00Z, the "now" of every date rule in the tests.
    static let now = Date(timeIntervalSince1970: 1_795_262_400)

    static func amount(_ text: String) -> Amount {
        // Fixture amounts are literals in this file; a typo should fail loudly.
        try! Amount(parsing: text)
    }

    static func date(_ text: String) -> Date {
        ISO8601.parse(text)!
    }

    /// The package's example requests, `Examples/Requests/valid-NAME.json`: the one source of each example,
    /// which `payreq example` carries and the documentation shows.
    static func example(_ name: String) -> PaymentRequest {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Requests/valid-\(name).json")
        // The examples are the package's own files; one that does not decode should fail loudly.
        return try! PaymentRequest(jsonData: Data(contentsOf: file))
    }

    /// The coffee shop's first shipping method: free, arriving between two dates.
    static let standardShipping = coffeeShop().shippingMethods[0]
    /// The coffee shop's second shipping method.
    static let expressShipping = coffeeShop().shippingMethods[1]

    /// A coffee shop: two lattes and beans, a loyalty discount, shipping, 7.25 % tax, the total last.
    static func coffeeShop() -> PaymentRequest { example("coffee-shop") }

    /// A taxi ride: the fare is metered, so the total is pending with an estimate.
    static func taxiRide() -> PaymentRequest { example("taxi") }

    /// A subscription: a trial month then a monthly charge, as a recurring payment request.
    static func subscription() -> PaymentRequest { example("subscription") }

    /// A store pickup in Japan: yen without decimals, the address is the store's.
    static func storePickup() -> PaymentRequest { example("store-pickup") }

    static var realistic: [(name: String, request: PaymentRequest)] {
        [
            ("coffee-shop", coffeeShop()), ("taxi", taxiRide()), ("subscription", subscription()),
            ("store-pickup", storePickup()),
        ]
    }
}
