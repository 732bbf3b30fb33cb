import Foundation

@testable import PaymentRequestKit

/// The requests exported in the interop tests, each with its fixture's name.
enum InteropFixtures {
    static func yen() -> PaymentRequest {
        PaymentRequest(
            countryCode: .jp, currencyCode: .jpy, supportedNetworks: [.jcb, .visa, .masterCard, .quicPay],
            merchantCapabilities: [.threeDSecure], lineItems: [.final("Paperback", Fixtures.amount("3600"))],
            total: .final("Tokyo Books", Fixtures.amount("3600")))
    }

    static func dinar(_ value: String) -> PaymentRequest {
        PaymentRequest(
            countryCode: .kw, currencyCode: .kwd, supportedNetworks: [.visa, .masterCard, .mada],
            merchantCapabilities: [.threeDSecure], lineItems: [.final("Perfume", Fixtures.amount(value))],
            total: .final("Souq", Fixtures.amount(value)))
    }

    static func unknownTotal() -> PaymentRequest {
        var request = plainShop()
        request.total = PaymentSummaryItem(label: "Blue Bottle Coffee", amount: nil, type: .pending)
        request.lineItems = [.final("Latte", Fixtures.amount("4.50")), .pending("Tip")]
        return request
    }

    /// Requests that export to both formats.
    static var exportable: [(name: String, request: PaymentRequest)] {
        [
            ("coffee-shop", Fixtures.coffeeShop()), ("taxi", Fixtures.taxiRide()),
            ("subscription", Fixtures.subscription()), ("deferred", hotel()), ("automatic-reload", transitCard()),
            ("multi-token", marketplace()), ("disbursement", payout()), ("yen", yen()), ("dinar", dinar("12.500")),
        ]
    }

    /// `Examples/Interop/`: the exports, for people to read and for the tests to compare with.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Interop")
}
