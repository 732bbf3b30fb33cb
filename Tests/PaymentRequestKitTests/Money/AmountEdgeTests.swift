import Foundation
import Testing

@testable import PaymentRequestKit

/// The edges of an amount's range and of a currency's minor units, where a trap would kill a server.
@Suite struct AmountEdgeTests {
    static func amount(_ text: String) -> Amount { Fixtures.amount(text) }

    @Test(arguments: [
        // Both sides of Int64's edge in minor units, for currencies of 2, 3 and 0 decimals.
        ("92233720368547758", CurrencyCode.usd, Int64(9_223_372_036_854_775_800)),
        ("-92233720368547758", CurrencyCode.usd, Int64(-9_223_372_036_854_775_800)),
        ("9999999999999999.99", CurrencyCode.usd, Int64(999_999_999_999_999_999)),
        ("9223372036854775", CurrencyCode.kwd, Int64(9_223_372_036_854_775_000)),
        ("999999999999999999", CurrencyCode.jpy, Int64(999_999_999_999_999_999)),
    ])
    func minorUnitsAtTheEdge(text: String, currency: CurrencyCode, units: Int64) throws {
        #expect(try Self.amount(text).minorUnits(in: currency) == units)
    }

    @Test(arguments: [
        ("92233720368547759", CurrencyCode.usd), ("-92233720368547759", CurrencyCode.usd),
        ("99999999999999999", CurrencyCode.usd), ("9223372036854776", CurrencyCode.kwd),
        ("999999999999999999", CurrencyCode.usd),
    ])
    func minorUnitsBeyondInt64AreAnErrorNotATrap(text: String, currency: CurrencyCode) {
        #expect(throws: AmountError.self) { try Self.amount(text).minorUnits(in: currency) }
        #expect {
            try Self.amount(text).allocated(into: 3, in: currency)
        } throws: { error in
            (error as? AmountError)?.code == .overflow
        }
    }

    @Test func theServerPathOfTheReportedTrap() throws {
        // Decode, validate, then convert to cents and split: the steps a server takes, none of which may trap.
        let json = #"""
            {"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],
             "total":{"label":"Shop","amount":"99999999999999999"}}
            """#
        let request = try PaymentRequest(jsonData: Data(json.utf8))
        #expect(request.validate(for: .web(now: Fixtures.now)).isValid)
        let total = try #require(request.total.amount)
        #expect(throws: AmountError.self) { try total.minorUnits(in: request.currencyCode) }
        #expect(throws: AmountError.self) { try total.allocated(byWeights: [1, 2], in: request.currencyCode) }
    }

    @Test func sumsAreExactWhenTheResultFits() throws {
        let big = Self.amount("10000000000000000")
        let cent = Self.amount("-0.01")
        #expect(try big.adding(cent) == Self.amount("9999999999999999.99"))
        #expect(try cent + big == Self.amount("9999999999999999.99"))
        let max = Self.amount("999999999999999999")
        #expect(try Amount.sum([max, 1, -2]) == Self.amount("999999999999999998"))
        #expect(try Amount.sum([max, max, -max, -max, 5]) == 5)
        #expect(try [max, Self.amount("0.000000000000000001"), -max].sum() == Self.amount("0.000000000000000001"))
    }

    /// A sum runs at the most decimals added so far and is normalised at the end; where that leaves 18 digits
    /// sooner than a normalised sum would, the exact wide sum takes over, with the same result.
    @Test(arguments: [
        (["0.10", "0.90"], "1"), (["0.5", "0.5", "999999999999999998"], "999999999999999999"),
        (["99999999999999999.9", "0.1"], "100000000000000000"),
        (["999999999999999999", "0.1", "-0.1"], "999999999999999999"),
        (["0.1", "999999999999999999", "-999999999999999999"], "0.1"), (["1.000", "-1"], "0"),
        (["-0.25", "0.05"], "-0.2"),
    ])
    func sumsAtMixedDecimals(amounts: [String], sum: String) throws {
        let total = try Amount.sum(amounts.map(Self.amount))
        #expect(total == Self.amount(sum))
        #expect(total.description == sum)
    }

    @Test func sumsDoNotDependOnTheOrder() throws {
        let amounts = ["999999999999999999", "0.5", "-999999999999999999", "-0.25", "1234567890123456", "1"]
            .map(Self.amount)
        let expected = Self.amount("1234567890123457.25")
        var order = Array(amounts.indices)
        // Every rotation and its reverse: twelve orders, including ones whose partial sums leave the range.
        for _ in amounts.indices {
            order.append(order.removeFirst())
            #expect(try Amount.sum(order.map { amounts[$0] }) == expected)
            #expect(try Amount.sum(order.reversed().map { amounts[$0] }) == expected)
        }
    }

    @Test func sumsBeyondTheRangeStillThrow() {
        let max = Self.amount("999999999999999999")
        #expect(throws: AmountError.self) { try Amount.sum([max, 1]) }
        #expect(throws: AmountError.self) { try Amount.sum([max, max, max, -max]) }
        #expect(throws: AmountError.self) { try max.adding(Self.amount("0.1")) }
        #expect(throws: AmountError.self) { try Amount.sum(Array(repeating: max, count: 10_000)) }
        #expect(throws: AmountError.self) { try Amount.sum([-max, -1]) }
        // Aligning 18 nines to one decimal would leave Int64: the check comes before the multiplication.
        #expect(throws: AmountError.self) { try Amount.sum([max, Self.amount("0.1")]) }
        #expect(throws: AmountError.self) { try Amount.sum([Self.amount("-0.1"), -max]) }
    }

    @Test func theReportedSpuriousOverflowValidates() {
        var request = Fixtures.coffeeShop()
        request.lineItems = [
            PaymentSummaryItem(label: "Bond", amount: Self.amount("10000000000000000")),
            PaymentSummaryItem(label: "Fee rebate", amount: Self.amount("-0.01")),
        ]
        request.total = PaymentSummaryItem(label: "Broker", amount: Self.amount("9999999999999999.99"))
        request.shippingMethods = []
        let codes = request.validate(for: .web(now: Fixtures.now)).violations.map(\.code)
        #expect(!codes.contains("total.sum"))
    }
}
