import Testing

@testable import PaymentRequestKit

@Suite struct PaymentSummaryBuilderTests {
    let amount = Fixtures.amount

    @Test func coffeeShopTotalsExactly() throws {
        let request = Fixtures.coffeeShop()
        let labels = request.paymentSummaryItems.map(\.label)
        #expect(
            labels == [
                "Latte", "Whole Bean Coffee", "Loyalty Discount", "Standard Shipping", "Sales Tax",
                "Blue Bottle Coffee",
            ])
        let amounts = request.paymentSummaryItems.map { $0.amount?.formatted(for: .usd) }
        // 9.00 + 18.00 - 3.00 + 0.00 = 24.00; tax 7.25 % = 1.74; total 25.74.
        #expect(amounts == ["9.00", "18.00", "-3.00", "0.00", "1.74", "25.74"])
        #expect(request.total.type == .final)
    }

    @Test func pendingItemsStayPendingAndCountAsZero() throws {
        let request = Fixtures.taxiRide()
        #expect(request.lineItems[1].type == .pending)
        #expect(request.lineItems[1].amount == nil)
        #expect(request.total.type == .pending)
        #expect(request.total.amount == amount("2.50"))
    }

    /// An estimate travels with a pending item but counts as zero, as Safari discards a pending item's amount;
    /// the total then agrees with the rule on the sum.
    @Test func aPendingEstimateCountsAsZero() throws {
        var summary = PaymentSummaryBuilder(merchantName: "Metro Cab", currency: .usd)
        try summary.addItem("Booking Fee", amount: amount("2.50"))
        try summary.addPendingItem("Metered Fare", estimate: amount("18.00"))
        #expect(summary.lineItems[1].amount == amount("18.00"))
        #expect(try summary.total().amount == amount("2.50"))
        let request = try PaymentRequest(countryCode: .us, supportedNetworks: [.visa], summary: summary)
        #expect(
            request.validate(for: .web(now: Fixtures.now)).violations.map(\.code) == ["lineItem.pendingAmount"])
    }

    @Test func percentageDiscountAndZeroDigitTax() throws {
        var summary = PaymentSummaryBuilder(merchantName: "Shop", currency: .jpy)
        try summary.addItem("Kettle", amount: amount("4999"))
        try summary.addDiscount("Sale", rate: Rate(parsing: "15%"), rounding: .toNearestOrAwayFromZero)
        try summary.addTax("Tax", rate: Rate(parsing: "10%"), rounding: .down)
        let items = try summary.paymentSummaryItems()
        // 4999 × 15 % = 749.85 → 750 off; 4249 × 10 % = 424.9 → 424 (down); total 4673.
        #expect(items.map { $0.amount!.formatted(for: .jpy) } == ["4999", "-750", "424", "4673"])
        #expect(items.last?.label == "Shop")
    }

    @Test func amountsMustFitTheCurrency() {
        var summary = PaymentSummaryBuilder(merchantName: "Shop", currency: .usd)
        #expect(throws: AmountError.self) { try summary.addItem("Odd", amount: amount("1.005")) }
        #expect(throws: AmountError.self) { try summary.addDiscount("Odd", amount: amount("0.001")) }
        #expect(throws: AmountError.self) { try summary.addItem("Odd", unitPrice: amount("0.001"), quantity: 10) }
        #expect(summary.lineItems.isEmpty)
    }

    @Test func passKitViewPutsTheTotalLast() throws {
        var request = Fixtures.coffeeShop()
        let items = request.paymentSummaryItems
        #expect(items.last == request.total)
        let rebuilt = try #require(
            PaymentRequest(countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa], paymentSummaryItems: items)
        )
        #expect(rebuilt.total == request.total)
        #expect(rebuilt.lineItems == request.lineItems)
        #expect(
            PaymentRequest(countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa], paymentSummaryItems: [])
                == nil)
        request.paymentSummaryItems = [.final("Only", amount("1.00"))]
        #expect(request.lineItems.isEmpty)
        #expect(request.total.label == "Only")
    }

    @Test func negativeQuantitiesAreAnError() throws {
        var summary = PaymentSummaryBuilder(merchantName: "Shop", currency: .usd)
        #expect {
            try summary.addItem("Latte", unitPrice: Fixtures.amount("4.50"), quantity: -2)
        } throws: { error in
            (error as? AmountError)?.code == .invalidArgument
        }
        try summary.addItem("Sample", unitPrice: Fixtures.amount("4.50"), quantity: 0)
        #expect(summary.lineItems.map(\.amount) == [.zero])
    }

    /// A disbursement: the payout is the plain items less the fee, last, and the request's total.
    @Test func aDisbursementPaysOutTheItemsLessTheFee() throws {
        let request = payout()
        #expect(request.lineItems.map(\.disbursementType) == [nil, .instantFundsOutFee, .disbursement])
        #expect(request.lineItems.last?.amount == amount("498.50"))
        #expect(request.total.amount == amount("498.50"))
        #expect(request.merchantCapabilities.contains(.instantFundsOut))
        #expect(request.disbursementRequest == DisbursementRequest(requiredRecipientContactFields: [.name]))
        var summary = PaymentSummaryBuilder(merchantName: "Payouts", currency: .usd)
        try summary.addItem("Earnings", amount: amount("1.00"))
        try summary.addInstantFundsOutFee("Fee", amount: amount("1.50"))
        #expect(throws: AmountError.self) { try summary.addDisbursement("You Receive") }
        #expect(throws: AmountError.self) { try summary.addInstantFundsOutFee("Fee", amount: amount("0.001")) }
    }
}
