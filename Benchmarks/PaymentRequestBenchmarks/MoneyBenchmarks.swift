import Foundation
import PaymentRequestKit
import TestSupport

/// Issue 2's figures: amounts against `Foundation.Decimal` doing the same work on the same inputs.
func moneyBenchmarks() {
    print("== Money (ns per operation, median of 7 runs over 1024 inputs)")
    var generator = SeededGenerator(state: 42)
    // Amounts with two decimals below 100 000, as in the reference measurements ("54043.32").
    let texts: [String] = (0..<1024).map { _ in
        let cents = UInt64.random(in: 0..<10_000_000, using: &generator)
        return "\(cents / 100).\(String(cents % 100).count == 1 ? "0" : "")\(cents % 100)"
    }
    let digitsOnly = texts.map { $0.replacingOccurrences(of: ".", with: "") }
    let amounts = texts.map { try! Amount(parsing: $0) }
    let decimals = texts.map { Decimal(string: $0)! }
    let count = texts.count

    let parse = measure(operations: count) {
        for text in texts { consume(try! Amount(parsing: text)) }
    }
    let parseDecimal = measure(operations: count) {
        for text in texts { consume(Decimal(string: text)!) }
    }
    let parseInt = measure(operations: count) {
        for text in digitsOnly { consume(Int64(text)!) }
    }
    report(
        "parse amount", subject: parse, baseline: parseDecimal, baselineName: "Decimal(string:)", goal: .fasterBy(20))
    report(
        "parse amount", subject: parse, baseline: parseInt, baselineName: "Int64(String) on the same digits",
        goal: .atMost(4))

    let groups = count / 10
    let add = measure(operations: groups) {
        for group in 0..<groups { consume(try! amounts[group * 10..<group * 10 + 10].sum()) }
    }
    let addDecimal = measure(operations: groups) {
        for group in 0..<groups {
            var total = Decimal.zero
            for value in decimals[group * 10..<group * 10 + 10] { total += value }
            consume(total)
        }
    }
    report("add ten amounts", subject: add, baseline: addDecimal, baselineName: "Decimal +=", goal: .fasterBy(20))

    let format = measure(operations: count) {
        for amount in amounts { consume(amount.formatted(for: .usd)) }
    }
    let style = Decimal.FormatStyle(locale: Locale(identifier: "en_US_POSIX")).precision(.fractionLength(2)).grouping(
        .never)
    let formatDecimal = measure(operations: count) {
        for value in decimals { consume(value.formatted(style)) }
    }
    let describeDecimal = measure(operations: count) {
        for value in decimals { consume(value.description) }
    }
    report(
        "format to USD digits", subject: format, baseline: formatDecimal,
        baselineName: "Decimal.FormatStyle fractionLength(2)", goal: .fasterBy(20))
    report(
        "format to USD digits", subject: format, baseline: describeDecimal,
        baselineName: "Decimal.description (does less: no padding)", goal: .fasterBy(20))

    let rate = try! Rate(parsing: "7.25%")
    let tax = measure(operations: count) {
        for amount in amounts { consume(try! amount.multiplied(by: rate, rounding: .toNearestOrEven, in: .usd)) }
    }
    var decimalRate = Decimal(string: "0.0725")!
    let taxDecimal = measure(operations: count) {
        for value in decimals {
            var operand = value
            var product = Decimal()
            var rounded = Decimal()
            _ = NSDecimalMultiply(&product, &operand, &decimalRate, .bankers)
            NSDecimalRound(&rounded, &product, 2, .bankers)
            consume(rounded)
        }
    }
    report(
        "7.25% tax, half-even to cents", subject: tax, baseline: taxDecimal,
        baselineName: "NSDecimalMultiply + NSDecimalRound", goal: .fasterBy(20))
}
