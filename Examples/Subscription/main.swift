// A subscription: a free trial month, then a monthly charge, described by a recurring payment request so that
// the customer sees the schedule and the merchant receives a merchant token.

import Foundation
import PaymentRequestKit

do {
    let now = Date()
    let firstCharge = now.addingTimeInterval(30 * 24 * 60 * 60)
    let monthly = PaymentSummaryItem(
        label: "Monthly Plan",
        amount: try Amount(parsing: "9.99"),
        timing: .recurring(RecurringSchedule(startDate: firstCharge, intervalUnit: .month, intervalCount: 1))
    )
    let trial = PaymentSummaryItem(
        label: "Free Trial",
        amount: .zero,
        timing: .recurring(RecurringSchedule(endDate: firstCharge, intervalUnit: .month))
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
        managementURL: URL(string: "https://streamly.example/account")!
    )

    print("Subscription: \(request.recurringPaymentRequest!.paymentDescription)")
    print("  trial, then \(monthly.amount!.formatted(for: .gbp)) GBP every month")
    print("Apple Pay JS request: \(request.jsonString())")

    let report = request.validate(for: .web(now: now))
    print(report.isValid ? "Valid for Apple Pay on the Web." : "Invalid:\n\(report)")
    exit(report.isValid ? 0 : 1)
} catch {
    print("Could not build the request: \(error)")
    exit(1)
}
