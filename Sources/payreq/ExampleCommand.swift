import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `payreq example [NAME]`: prints a ready request as JSON, or lists them.
struct ExampleCommand {
    static let usage = "payreq example [<name>]"

    static let help = """
        OVERVIEW: Print a ready request as JSON, or list the examples.

        USAGE: \(usage)

        ARGUMENTS:
          <name>                  One of: \(ExampleCatalog.all.map(\.name).joined(separator: ", ")).

        OPTIONS:
          -h, --help              Show help information.
        """

    var name: String?
    var helpRequested = false

    init(parsing arguments: [String]) throws {
        (name, helpRequested) = try ArgumentScanner.operandAndHelp(arguments, usage: Self.usage)
    }

    func run(_ output: inout StandardStreams) throws -> ExitStatus {
        if helpRequested {
            output.write(Self.help + "\n")
            return .success
        }
        guard let name else {
            for example in ExampleCatalog.all {
                let padding = String(repeating: " ", count: max(0, 14 - example.name.count))
                output.write(example.name + padding + example.summary + "\n")
            }
            return .success
        }
        guard let example = ExampleCatalog.all.first(where: { $0.name == name }) else {
            throw UsageError(
                message:
                    "Unknown example '\(name)'; choose one of \(ExampleCatalog.all.map(\.name).joined(separator: ", "))",
                usage: Self.usage
            )
        }
        output.write(example.request().jsonString(prettyPrinted: true) + "\n")
        return .success
    }
}

/// The ready requests of `payreq example`, built with the library so that they are valid by construction.
enum ExampleCatalog {
    struct Example: Sendable {
        var name: String
        var summary: String
        var request: @Sendable () -> PaymentRequest
    }

    static let all: [Example] = [
        Example(
            name: "coffee-shop", summary: "Items, a discount, 7.25% tax, shipping methods, grand total last.",
            request: coffeeShop),
        Example(
            name: "taxi", summary: "A ride whose fare is metered: a pending item and a pending total.", request: taxi),
        Example(
            name: "subscription", summary: "A monthly plan with a free trial, as a recurring payment request.",
            request: subscription),
        Example(name: "store-pickup", summary: "Books collected at a store in Tokyo, in yen.", request: storePickup),
    ]

    // Amounts here are literals of this file; a typo is a programming error that should stop the build's tests.
    static func amount(_ text: String) -> Amount { try! Amount(parsing: text) }

    static func coffeeShop() -> PaymentRequest {
        var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd)
        let standard = ShippingMethod(
            label: "Standard Shipping", amount: .zero, identifier: "standard", detail: "Arrives in 5 to 7 days")
        let express = ShippingMethod(
            label: "Express Shipping", amount: amount("5.99"), identifier: "express", detail: "Arrives tomorrow")
        try! summary.addItem("Latte", unitPrice: amount("4.50"), quantity: 2)
        try! summary.addItem("Whole Bean Coffee", amount: amount("18.00"))
        try! summary.addDiscount("Loyalty Discount", amount: amount("3.00"))
        try! summary.addShipping(standard)
        try! summary.addTax("Sales Tax", rate: Rate(parsing: "7.25%"), rounding: .toNearestOrEven)
        var request = try! PaymentRequest(
            countryCode: .us,
            supportedNetworks: [.visa, .masterCard, .amex, .discover],
            merchantCapabilities: [.threeDSecure],
            summary: summary
        )
        request.shippingMethods = [standard, express]
        request.requiredShippingContactFields = [.postalAddress, .name, .email]
        return request
    }

    static func taxi() -> PaymentRequest {
        var summary = PaymentSummaryBuilder(merchantName: "Yellow Cab Company", currency: .eur)
        try! summary.addItem("Booking Fee", amount: amount("2.50"))
        try! summary.addPendingItem("Metered Fare")
        summary.isTotalPending = true
        var request = try! PaymentRequest(
            countryCode: .de, supportedNetworks: [.visa, .masterCard, .girocard], summary: summary)
        request.shippingType = .servicePickup
        request.requiredShippingContactFields = [.phone]
        return request
    }

    static func subscription() -> PaymentRequest {
        let start = try! Date("2027-01-01T00:00:00Z", strategy: .iso8601)
        let monthly = PaymentSummaryItem(
            label: "Monthly Plan",
            amount: amount("9.99"),
            timing: .recurring(RecurringSchedule(startDate: start, intervalUnit: .month))
        )
        let trial = PaymentSummaryItem(
            label: "Free Trial",
            amount: .zero,
            timing: .recurring(RecurringSchedule(endDate: start, intervalUnit: .month))
        )
        var request = PaymentRequest(
            countryCode: .gb,
            currencyCode: .gbp,
            supportedNetworks: [.visa, .masterCard, .amex],
            lineItems: [trial, monthly],
            total: .final("Streamly Ltd", amount("9.99"))
        )
        request.recurringPaymentRequest = RecurringPaymentRequest(
            paymentDescription: "Streamly Premium",
            regularBilling: monthly,
            trialBilling: trial,
            billingAgreement: "You will be charged £9.99 every month until you cancel.",
            managementURL: URL(string: "https://streamly.example/account")!
        )
        return request
    }

    static func storePickup() -> PaymentRequest {
        var summary = PaymentSummaryBuilder(merchantName: "Tokyo Books", currency: .jpy)
        try! summary.addItem("Paperback", unitPrice: amount("1200"), quantity: 3)
        try! summary.addTax("Consumption Tax", rate: Rate(parsing: "10%"), rounding: .down)
        var request = try! PaymentRequest(
            countryCode: .jp, supportedNetworks: [.jcb, .visa, .masterCard], summary: summary)
        request.shippingType = .storePickup
        request.shippingContactEditingMode = .storePickup
        request.shippingMethods = [
            ShippingMethod(
                label: "Shinjuku Store", amount: .zero, identifier: "store-shinjuku", detail: "Ready in 2 hours")
        ]
        // The pickup address is the store's: Apple's documentation for storePickup gives it as the shipping contact
        // and requires postalAddress, so that the sheet shows it.
        request.shippingContact = PaymentContact(
            postalAddress: .init(
                addressLines: ["3-17-7 Shinjuku"], locality: "Shinjuku", administrativeArea: "Tokyo",
                postalCode: "160-0022", countryCode: "JP"))
        request.requiredShippingContactFields = [.postalAddress, .name, .phone]
        return request
    }
}
