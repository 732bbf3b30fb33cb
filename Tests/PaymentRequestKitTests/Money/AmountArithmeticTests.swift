import Foundation
import Testing

@testable import PaymentRequestKit

private func amount(_ text: String) -> Amount {
    // Test tables are written by hand; a typo in one should fail loudly.
    try! Amount(parsing: text)
}

@Suite struct AmountArithmeticTests {
    @Test(arguments: [
        ("USD", "1.005", false), ("USD", "1.000", true), ("USD", "1.00", true), ("USD", "1.1", true),
        ("JPY", "1000.0", true), ("JPY", "1000.5", false), ("JPY", "1000", true),
        ("KWD", "1.250", true), ("KWD", "1.2505", false), ("CLF", "1.2345", true), ("CLF", "1.23456", false),
        ("XAU", "1", true), ("XAU", "1.5", false),
    ])
    func fit(code: String, text: String, fits: Bool) throws {
        let currency = try #require(CurrencyCode(code))
        #expect(amount(text).fits(currency) == fits)
    }

    @Test(arguments: [
        ("USD", "10.5", "10.50"), ("USD", "-3", "-3.00"), ("USD", "0", "0.00"), ("USD", "-0", "0.00"),
        ("USD", "1.005", "1.005"), ("JPY", "1000.0", "1000"), ("KWD", "1.25", "1.250"), ("CLF", "1", "1.0000"),
        ("XAU", "12", "12"), ("USD", "999999999999999999", "999999999999999999.00"),
        ("USD", "0.000000000000000001", "0.000000000000000001"),
    ])
    func canonicalFormatting(code: String, text: String, formatted: String) throws {
        let currency = try #require(CurrencyCode(code))
        #expect(amount(text).formatted(for: currency) == formatted)
    }

    @Test func sumsAndDifferences() throws {
        #expect(try amount("0.1") + amount("0.2") == amount("0.3"))
        #expect(try amount("10.50") - amount("0.5") == amount("10"))
        #expect(try [amount("35.00"), amount("0.00"), amount("3.06")].sum() == amount("38.06"))
        #expect(try Amount.sum([]) == .zero)
        #expect(try amount("-5") + amount("5") == .zero)
        #expect(-amount("2.5") == amount("-2.5"))
        #expect(amount("-2.5").magnitude == amount("2.5"))
        #expect(try amount("4.50").multiplied(byQuantity: 3) == amount("13.5"))
        #expect(try amount("0.5").multiplied(byQuantity: -2) == amount("-1"))
    }

    @Test func overflowIsReportedNeverTrapped() {
        let big = amount("999999999999999999")
        for operation: () throws -> Amount in [
            { try big + 1 }, { try -big - 1 }, { try big.multiplied(byQuantity: 2) },
            { try amount("0.1") + big }, { try big.multiplied(byQuantity: Int.min) },
            {
                try big.multiplied(
                    by: Rate(parsing: "200%", allowingMoreThan100Percent: true), rounding: .toNearestOrEven, in: .usd)
            },
            { try amount("99999999999999999.9").adding(amount("0.01")) },
        ] {
            do {
                _ = try operation()
                Issue.record("expected an overflow")
            } catch {
                #expect((error as? AmountError)?.code == .overflow)
            }
        }
    }

    /// Ties and negatives under each rule, to two decimals.
    @Test(arguments: [
        ("2.345", FloatingPointRoundingRule.toNearestOrEven, "2.34"), ("2.355", .toNearestOrEven, "2.36"),
        ("-2.345", .toNearestOrEven, "-2.34"), ("-2.355", .toNearestOrEven, "-2.36"),
        ("2.3450001", .toNearestOrEven, "2.35"), ("0.125", .toNearestOrEven, "0.12"),
        ("2.345", .toNearestOrAwayFromZero, "2.35"), ("-2.345", .toNearestOrAwayFromZero, "-2.35"),
        ("2.344999", .toNearestOrAwayFromZero, "2.34"), ("1.005", .toNearestOrAwayFromZero, "1.01"),
        ("2.341", .up, "2.35"), ("-2.349", .up, "-2.34"), ("2.349", .down, "2.34"), ("-2.341", .down, "-2.35"),
        ("2.349", .towardZero, "2.34"), ("-2.349", .towardZero, "-2.34"),
        ("2.341", .awayFromZero, "2.35"), ("-2.341", .awayFromZero, "-2.35"),
        ("2.34", .up, "2.34"), ("-2.34", .down, "-2.34"), ("-0.004", .toNearestOrEven, "0"),
    ])
    func roundingRules(text: String, rule: FloatingPointRoundingRule, expected: String) {
        #expect(amount(text).rounded(to: .usd, rule: rule) == amount(expected))
    }

    @Test func roundingToZeroAndFourDigitCurrencies() {
        #expect(amount("2.5").rounded(to: .jpy, rule: .toNearestOrEven) == amount("2"))
        #expect(amount("3.5").rounded(to: .jpy, rule: .toNearestOrEven) == amount("4"))
        #expect(amount("-2.5").rounded(to: .jpy, rule: .toNearestOrAwayFromZero) == amount("-3"))
        #expect(amount("1.23455").rounded(to: .clf, rule: .toNearestOrEven) == amount("1.2346"))
        #expect(amount("1.23445").rounded(to: .clf, rule: .toNearestOrEven) == amount("1.2344"))
        #expect(amount("1.0005").rounded(to: .kwd, rule: .toNearestOrEven) == amount("1"))
        #expect(amount("999999999999999999").rounded(to: .jpy, rule: .up) == amount("999999999999999999"))
        #expect(amount("0.999999999999999999").rounded(to: .usd, rule: .up) == amount("1"))
    }

    /// The same table as `NSDecimalRound` with `.plain`/`.bankers`/`.up`/`.down` in the reference, checked
    /// against Foundation itself.
    @Test(arguments: ["2.345", "2.355", "-2.345", "-2.355", "2.344999", "0.125", "1.005", "-0.5", "7.777", "-7.777"])
    func matchesNSDecimalRound(text: String) {
        let pairs: [(FloatingPointRoundingRule, NSDecimalNumber.RoundingMode)] = [
            (.toNearestOrAwayFromZero, .plain), (.toNearestOrEven, .bankers), (.up, .up), (.down, .down),
        ]
        for (rule, mode) in pairs {
            var source = amount(text).decimalValue
            var result = Decimal()
            NSDecimalRound(&result, &source, 2, mode)
            #expect(amount(text).rounded(to: .usd, rule: rule).decimalValue == result, "\(text) \(rule)")
        }
    }

    @Test func taxAtARate() throws {
        let rate = try Rate(parsing: "7.25%")
        #expect(rate.value == amount("0.0725"))
        #expect(rate.description == "7.25%")
        #expect(try Rate(fraction: amount("0.0725")) == rate)
        #expect(try Rate(percent: amount("7.25")) == rate)
        #expect(try amount("35.00").multiplied(by: rate, rounding: .toNearestOrEven, in: .usd) == amount("2.54"))
        #expect(try amount("10.00").multiplied(by: rate, rounding: .toNearestOrEven, in: .usd) == amount("0.72"))
        #expect(
            try amount("10.00").multiplied(by: rate, rounding: .toNearestOrAwayFromZero, in: .usd) == amount("0.73"))
        #expect(try amount("10.00").multiplied(by: rate, rounding: .up, in: .usd) == amount("0.73"))
        #expect(try amount("-10.00").multiplied(by: rate, rounding: .up, in: .usd) == amount("-0.72"))
        #expect(try amount("-10.00").multiplied(by: rate, rounding: .down, in: .usd) == amount("-0.73"))
        #expect(try amount("1000").multiplied(by: rate, rounding: .toNearestOrEven, in: .jpy) == amount("72"))
        #expect(
            try amount("999999999999999.99").multiplied(
                by: Rate(fraction: amount("0.000000000000000001")), rounding: .up, in: .usd) == amount("0.01"))
        #expect(try Rate(parsing: "15%").description == "15%")
        #expect(throws: AmountError.self) { try Rate(parsing: "7.25 %") }
    }

    @Test(arguments: [
        (
            "8.875", "rate.syntax",
            "\"8.875\" is not a rate: write \"8.875%\" for a percentage, or use Rate(fraction:) for the fraction 8.875"
        ),
        (
            "0.0725", "rate.syntax",
            "\"0.0725\" is not a rate: write \"0.0725%\" for a percentage, or use Rate(fraction:) for the fraction 0.0725"
        ),
        ("seven%", "rate.syntax", "\"seven%\" is not a rate: write a percentage such as \"7.25%\""),
        (
            "150%", "rate.outOfRange",
            "The rate 1.5 is 150%, beyond 100 %; pass allowingMoreThan100Percent: true if that is meant"
        ),
        (
            "-100.01%", "rate.outOfRange",
            "The rate -1.0001 is -100.01%, beyond 100 %; pass allowingMoreThan100Percent: true if that is meant"
        ),
    ])
    func ratesSayWhatTheyAre(text: String, code: String, message: String) {
        #expect {
            try Rate(parsing: text)
        } throws: { error in
            (error as? AmountError)?.code.rawValue == code && (error as? AmountError)?.message == message
        }
    }

    @Test func ratesBeyondAWholeWhenAllowed() throws {
        #expect(try Rate(parsing: "100%").value == 1)
        #expect(try Rate(parsing: "-100%").value == -1)
        #expect(try Rate(parsing: "150%", allowingMoreThan100Percent: true).value == amount("1.5"))
        #expect(try Rate(fraction: amount("2"), allowingMoreThan100Percent: true).description == "200%")
        #expect(throws: AmountError.self) { try Rate(fraction: amount("1.01")) }
        #expect(throws: AmountError.self) { try Rate(percent: amount("0.000000000000000001")) }
    }

    @Test func allocationAddsUpExactly() throws {
        let parts = try amount("10.00").allocated(into: 3, in: .usd)
        #expect(parts == [amount("3.34"), amount("3.33"), amount("3.33")])
        #expect(try parts.sum() == amount("10"))
        let negative = try amount("-10.00").allocated(into: 3, in: .usd)
        #expect(negative == [amount("-3.34"), amount("-3.33"), amount("-3.33")])
        let weighted = try amount("10.00").allocated(byWeights: [20, 30, 50], in: .usd)
        #expect(weighted == [amount("2"), amount("3"), amount("5")])
        let uneven = try amount("0.05").allocated(byWeights: [1, 1, 1, 0], in: .usd)
        #expect(uneven == [amount("0.02"), amount("0.02"), amount("0.01"), .zero])
        let yen = try amount("100").allocated(into: 7, in: .jpy)
        #expect(try yen.sum() == amount("100"))
        #expect(Set(yen).count == 2)
        let big = try amount("999999999999999999").allocated(byWeights: [Int.max / 2, Int.max / 2], in: .jpy)
        #expect(try big.sum() == amount("999999999999999999"))
    }

    @Test func allocationRejectsBadArguments() {
        #expect(throws: AmountError.self) { try amount("10").allocated(into: 0, in: .usd) }
        #expect(throws: AmountError.self) { try amount("10").allocated(byWeights: [], in: .usd) }
        #expect(throws: AmountError.self) { try amount("10").allocated(byWeights: [1, -1], in: .usd) }
        #expect(throws: AmountError.self) { try amount("10").allocated(byWeights: [0, 0], in: .usd) }
        #expect(throws: AmountError.self) { try amount("10").allocated(byWeights: [Int.max, 1], in: .usd) }
        #expect(throws: AmountError.self) { try amount("1.005").allocated(into: 2, in: .usd) }
    }

    @Test func minorUnitConversion() throws {
        #expect(try amount("10.5").minorUnits(in: .usd) == 1050)
        #expect(try amount("10").minorUnits(in: .jpy) == 10)
        #expect(try amount("-1.25").minorUnits(in: .kwd) == -1250)
        #expect(throws: AmountError.self) { try amount("1.005").minorUnits(in: .usd) }
    }

    @Test(arguments: [
        "0", "10.5", "-12.345", "999999999999999999", "-999999999999999999", "0.000000000000000001", "123456.789",
    ])
    func decimalRoundTrip(text: String) throws {
        let value = amount(text)
        let decimal = value.decimalValue
        #expect(decimal == Decimal(string: text))
        #expect(Decimal(value) == decimal)
        #expect(Amount(exactly: decimal) == value)
    }

    @Test func decimalsOutsideTheRangeAreRejected() throws {
        #expect(Amount(exactly: Decimal.nan) == nil)
        #expect(Amount(exactly: try #require(Decimal(string: "1234567890123456789012345"))) == nil)
        #expect(Amount(exactly: try #require(Decimal(string: "0.0000000000000000000001"))) == nil)
        #expect(Amount(exactly: Decimal(sign: .plus, exponent: 100, significand: 1)) == nil)
        #expect(Amount(exactly: Decimal(sign: .minus, exponent: 3, significand: 12)) == amount("-12000"))
    }
}
