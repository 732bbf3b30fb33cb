// A payout: a rideshare platform sends a driver's weekly earnings to their card, with a fee for instant funds
// out. Safari builds the sheet from the line items (plain items first, the fee, the payout last) and ignores the
// total; PassKit checks the order, the fee against the capability, and that the payout is not negative.

import Foundation
import PaymentRequestKit

do {
    var summary = PaymentSummaryBuilder(merchantName: "Rideshare Payouts", currency: .usd)
    try summary.addItem("Weekly Earnings", amount: Amount(parsing: "412.80"))
    try summary.addItem("Tips", amount: Amount(parsing: "37.20"))
    try summary.addInstantFundsOutFee("Instant Transfer Fee", amount: Amount(parsing: "1.50"))
    try summary.addDisbursement("You Receive")

    let request = try PaymentRequest(
        disbursementFrom: summary, countryCode: .us, supportedNetworks: [.visa, .masterCard, .discover],
        requiredRecipientContactFields: [.name])

    print("Disbursement:")
    for item in request.lineItems {
        let kind = item.disbursementType.map { " (\($0.rawValue))" } ?? ""
        print("  \(item.label): \(item.amount?.formatted(for: .usd) ?? "-")\(kind)")
    }
    print("Apple Pay JS request: \(request.jsonString())")

    let report = request.validate(for: .web(now: Date()))
    print(report.isValid ? "Valid for Apple Pay on the Web." : "Invalid:\n\(report)")

    // The same parts in the wrong order, as a hand-written page might send them: every problem at once.
    var wrong = request
    wrong.lineItems.reverse()
    wrong.merchantCapabilities.remove(.instantFundsOut)
    print("With the items reversed and the capability left out:")
    for violation in wrong.validate(for: .web(now: Date())).violations {
        print("  \(violation)")
    }
    exit(report.isValid ? 0 : 1)
} catch {
    print("Could not build the request: \(error)")
    exit(1)
}
