// A taxi ride: the fare is metered, so the request shows a pending line item and a pending total. Apple Pay
// still needs an amount on a pending total; here it is the booking fee, the part known now.

import Foundation
import PaymentRequestKit

do {
    var summary = PaymentSummaryBuilder(merchantName: "Yellow Cab Company", currency: .eur)
    try summary.addItem("Booking Fee", amount: Amount(parsing: "2.50"))
    try summary.addPendingItem("Metered Fare")
    summary.isTotalPending = true

    var request = try PaymentRequest(
        countryCode: .de, supportedNetworks: [.visa, .masterCard, .girocard], summary: summary)
    request.shippingType = .servicePickup
    request.requiredShippingContactFields = [.phone]

    print("Taxi ride:")
    for item in request.paymentSummaryItems {
        let amount = item.type == .pending ? "pending" : item.amount?.formatted(for: .eur) ?? "-"
        print("  \(item.label): \(amount)")
    }
    print("Apple Pay JS request: \(request.jsonString())")

    // On the web the merchant identifier comes from the merchant session, so none is needed here.
    let report = request.validate(for: .web(now: Date()))
    print(report.isValid ? "Valid for Apple Pay on the Web." : "Invalid:\n\(report)")
    exit(report.isValid ? 0 : 1)
} catch {
    print("Could not build the request: \(error)")
    exit(1)
}
