// A subscription: a free trial month, then a monthly charge, described by a recurring payment request so that
// the customer sees the schedule and the merchant receives a merchant token. The request built here is the
// package's example, Examples/Requests/valid-subscription.json, which the program checks it against.

import Foundation
import PaymentRequestKit

do {
    let trialStart = try Date("2026-11-21T12:00:00Z", strategy: .iso8601)
    let firstCharge = try Date("2026-12-21T00:00:00Z", strategy: .iso8601)
    let monthly = PaymentSummaryItem(
        label: "Monthly Plan",
        amount: try Amount(parsing: "9.99"),
        timing: .recurring(RecurringSchedule(startDate: firstCharge, intervalUnit: .month, intervalCount: 1))
    )
    let trial = PaymentSummaryItem(
        label: "Free Trial",
        amount: .zero,
        timing: .recurring(RecurringSchedule(startDate: trialStart, endDate: firstCharge, intervalUnit: .month))
    )
    var request = PaymentRequest(
        countryCode: .gb,
        currencyCode: .gbp,
        supportedNetworks: [.visa, .masterCard, .amex],
        lineItems: [trial, monthly],
        total: .final("Streamly Ltd", try Amount(parsing: "9.99"))
    )
    request.recurringPaymentRequest = RecurringPaymentRequest(
        paymentDescription: "Streamly Premium",
        regularBilling: monthly,
        trialBilling: trial,
        billingAgreement: "You will be charged £9.99 every month until you cancel.",
        managementURL: URL(string: "https://streamly.example/account")!,
        tokenNotificationURL: URL(string: "https://streamly.example/apple-pay/tokens")!
    )

    print("Subscription: \(request.recurringPaymentRequest!.paymentDescription)")
    print("  trial, then \(monthly.amount!.formatted(for: .gbp)) GBP every month")
    print("Apple Pay JS request: \(request.jsonString())")

    // The package's example is this request, written once as a file.
    let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Requests/valid-subscription.json")
    guard try PaymentRequest(jsonData: Data(contentsOf: example)) == request else {
        print("The request built here is not Examples/Requests/valid-subscription.json")
        exit(1)
    }

    let report = request.validate(for: .web(now: trialStart))
    print(report.isValid ? "Valid for Apple Pay on the Web." : "Invalid:\n\(report)")
    exit(report.isValid ? 0 : 1)
} catch {
    print("Could not build the request: \(error)")
    exit(1)
}
