// A coffee shop: a subtotal of items, a discount as a negative line item, tax at a rate with a stated rounding
// rule, the grand total last and labelled with the business name, and shipping methods to choose from.

import Foundation
import PaymentRequestKit

do {
    let standard = ShippingMethod(
        label: "Standard Shipping", amount: .zero, identifier: "standard", detail: "Arrives in 5 to 7 days")
    let express = try ShippingMethod(
        label: "Express Shipping", amount: Amount(parsing: "5.99"), identifier: "express", detail: "Arrives tomorrow")

    var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd)
    try summary.addItem("Latte", unitPrice: Amount(parsing: "4.50"), quantity: 2)
    try summary.addItem("Whole Bean Coffee", amount: Amount(parsing: "18.00"))
    try summary.addDiscount("Loyalty Discount", amount: Amount(parsing: "3.00"))
    try summary.addShipping(standard)
    // Tax on everything above it, rounded half-even to cents.
    try summary.addTax("Sales Tax", rate: Rate(parsing: "7.25%"), rounding: .toNearestOrEven)

    var request = try PaymentRequest(
        merchantIdentifier: "merchant.com.bluebottle",
        countryCode: .us,
        supportedNetworks: [.visa, .masterCard, .amex, .discover],
        merchantCapabilities: [.threeDSecure],
        summary: summary
    )
    request.shippingMethods = [standard, express]
    request.requiredShippingContactFields = [.postalAddress, .name, .email]

    print("Coffee shop, as PassKit's paymentSummaryItems (the total last):")
    for item in request.paymentSummaryItems {
        print("  \(item.label): \(item.amount?.formatted(for: .usd) ?? "-")")
    }
    print(
        "Shipping methods: \(request.shippingMethods.map { "\($0.label) \($0.amount.formatted(for: .usd))" }.joined(separator: ", "))"
    )
    print("Apple Pay JS request: \(request.jsonString())")

    let report = request.validate(for: .inApp(now: Date()))
    print(report.isValid ? "Valid for an app and for the web." : "Invalid:\n\(report)")
    exit(report.isValid ? 0 : 1)
} catch {
    print("Could not build the request: \(error)")
    exit(1)
}
