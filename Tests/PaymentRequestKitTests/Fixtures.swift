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

    static let standardShipping = ShippingMethod(
        label: "Standard Shipping",
        amount: amount("0.00"),
        identifier: "standard",
        detail: "Arrives in 5 to 7 days",
        dateComponentsRange: DateComponentsRange(
            start: .init(years: 2026, months: 11, days: 26),
            end: .init(years: 2026, months: 11, days: 28)
        )
    )

    static let expressShipping = ShippingMethod(
        label: "Express Shipping",
        amount: amount("5.99"),
        identifier: "express",
        detail: "Arrives tomorrow"
    )

    /// A coffee shop: two lattes and beans, a loyalty discount, shipping, 7.25 % tax, the total last.
    static func coffeeShop() -> PaymentRequest {
        var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd)
        try! summary.addItem("Latte", unitPrice: amount("4.50"), quantity: 2)
        try! summary.addItem("Whole Bean Coffee", amount: amount("18.00"))
        try! summary.addDiscount("Loyalty Discount", amount: amount("3.00"))
        try! summary.addShipping(standardShipping)
        try! summary.addTax("Sales Tax", rate: Rate(parsing: "7.25%"), rounding: .toNearestOrEven)
        var request = try! PaymentRequest(
            merchantIdentifier: "merchant.com.bluebottle",
            countryCode: .us,
            supportedNetworks: [.visa, .masterCard, .amex, .discover],
            merchantCapabilities: [.threeDSecure, .debit, .credit],
            summary: summary
        )
        request.shippingMethods = [standardShipping, expressShipping]
        request.requiredShippingContactFields = [.postalAddress, .name, .email, .phone]
        request.requiredBillingContactFields = [.postalAddress]
        request.billingContact = PaymentContact(
            postalAddress: .init(
                addressLines: ["1 Infinite Loop"], locality: "Cupertino", administrativeArea: "CA",
                postalCode: "95014", country: "United States", countryCode: "US"
            )
        )
        request.shippingContact = PaymentContact(
            name: .init(givenName: "Ada", familyName: "Lovelace"),
            emailAddress: "ada@example.com",
            phoneNumber: "+1 408 555 0100"
        )
        request.applicationData = Data("order-8812".utf8)
        request.supportsCouponCode = true
        request.couponCode = "WELCOME"
        request.merchantCategoryCode = MerchantCategoryCode(rawValue: 5814)
        return request
    }

    /// A taxi ride: the fare is metered, so the total is pending with an estimate.
    static func taxiRide() -> PaymentRequest {
        var summary = PaymentSummaryBuilder(merchantName: "Yellow Cab Company", currency: .eur)
        try! summary.addItem("Booking Fee", amount: amount("2.50"))
        try! summary.addPendingItem("Metered Fare")
        summary.isTotalPending = true
        var request = try! PaymentRequest(
            countryCode: .de,
            supportedNetworks: [.visa, .masterCard, .girocard, .maestro],
            summary: summary
        )
        request.shippingType = .servicePickup
        request.requiredShippingContactFields = [.phone]
        return request
    }

    /// A subscription: a trial month then a monthly charge, as a recurring payment request.
    static func subscription() -> PaymentRequest {
        let monthly = PaymentSummaryItem(
            label: "Monthly Plan",
            amount: amount("9.99"),
            timing: .recurring(
                RecurringSchedule(startDate: date("2026-12-21T00:00:00Z"), intervalUnit: .month, intervalCount: 1))
        )
        let trial = PaymentSummaryItem(
            label: "Free Trial",
            amount: amount("0.00"),
            timing: .recurring(
                RecurringSchedule(startDate: now, endDate: date("2026-12-21T00:00:00Z"), intervalUnit: .month))
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
            managementURL: URL(string: "https://streamly.example/account")!,
            tokenNotificationURL: URL(string: "https://streamly.example/apple-pay/tokens")!
        )
        return request
    }

    /// A store pickup in Japan: yen without decimals, the address is the store's.
    static func storePickup() -> PaymentRequest {
        var summary = PaymentSummaryBuilder(merchantName: "Tokyo Books", currency: .jpy)
        try! summary.addItem("Paperback", unitPrice: amount("1200"), quantity: 3)
        try! summary.addTax("Consumption Tax", rate: Rate(parsing: "10%"), rounding: .down)
        var request = try! PaymentRequest(
            countryCode: .jp,
            supportedNetworks: [.jcb, .visa, .masterCard],
            summary: summary
        )
        request.shippingType = .storePickup
        request.shippingContactEditingMode = .storePickup
        request.shippingMethods = [
            ShippingMethod(
                label: "Shinjuku Store", amount: .zero, identifier: "store-shinjuku", detail: "Ready in 2 hours")
        ]
        request.shippingContact = PaymentContact(
            postalAddress: .init(
                addressLines: ["3-17-7 Shinjuku"], locality: "Shinjuku", administrativeArea: "Tokyo",
                postalCode: "160-0022", countryCode: "JP")
        )
        // Apple's documentation for storePickup: postalAddress is required, so that the sheet shows the store's.
        request.requiredShippingContactFields = [.postalAddress, .name, .phone]
        return request
    }

    static var realistic: [(name: String, request: PaymentRequest)] {
        [
            ("coffee-shop", coffeeShop()), ("taxi", taxiRide()), ("subscription", subscription()),
            ("store-pickup", storePickup()),
        ]
    }
}
