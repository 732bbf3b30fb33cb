import Foundation
import Testing

@testable import PaymentRequestKit

@Suite struct AmountParsingTests {
    @Test(arguments: [
        ("0", "0"), ("-0", "0"), ("00", "0"), ("0001.50", "1.5"), ("10.50", "10.5"), ("1.000", "1"),
        ("-12.345", "-12.345"), ("999999999999999999", "999999999999999999"),
        ("0.000000000000000001", "0.000000000000000001"), ("1.0000000000000000000000000000", "1"),
        ("-999999999999999999", "-999999999999999999"), ("123456789.123456789", "123456789.123456789"),
        ("100", "100"), ("0.10", "0.1"),
    ])
    func validAmounts(text: String, value: String) throws {
        let amount = try Amount(parsing: text)
        #expect(amount.description == value)
        #expect(Amount(value) == amount)
    }

    @Test(arguments: [
        ("", "can't be empty"), ("1.", "followed by digits"), (".5", "before the decimal point"),
        (" 1", "spaces"), ("1 ", "spaces"), ("+1", "plus sign"), ("1e3", "exponents"), ("1E3", "exponents"),
        ("1,000", "group separators"), ("1_000", "group separators"), ("１２", "ASCII digits"),
        ("١٢", "ASCII digits"), ("--1", "minus sign"), ("1-", "minus sign"), ("1.2.3", "one decimal point"),
        ("-", "digits are missing"), ("-.5", "before the decimal point"), ("abc", "unexpected character"),
        ("NaN", "unexpected character"), ("0x10", "unexpected character"), ("$1.00", "unexpected character"),
        ("1.0\u{0}", "unexpected character"),
    ])
    func invalidSyntax(text: String, reason: String) {
        #expect {
            try Amount(parsing: text)
        } throws: { error in
            guard let error = error as? AmountError else { return false }
            return error.code == .syntax && error.message.contains(reason)
        }
    }

    @Test(arguments: [
        "1000000000000000000", "1234567890123456789012345678901234567890", "-1234567890123456789012345678901234567890",
        "0.0000000000000000001", "1.0000000000000000001", "99999999999999999.99", String(repeating: "9", count: 1000),
    ])
    func outOfRange(text: String) {
        #expect(throws: AmountError.self) { try Amount(parsing: text) }
        do {
            _ = try Amount(parsing: text)
        } catch {
            #expect(error.code == .outOfRange)
            #expect(error.message.count < 120, "messages quote at most 40 characters of the input")
        }
    }

    @Test func syntaxErrorsComeBeforeRangeErrors() {
        let text = String(repeating: "9", count: 50) + "x"
        #expect(throws: AmountError.self) { try Amount(parsing: text) }
        do {
            _ = try Amount(parsing: text)
        } catch {
            #expect(error.code == .syntax)
        }
    }

    @Test func substringParsing() throws {
        let text = "price=12.34;"
        let slice = text.dropFirst(6).dropLast()
        #expect(try Amount(parsing: slice) == Amount(1234, scale: 2))
    }

    @Test func equalityIsByValue() throws {
        #expect(try Amount(parsing: "10.5") == Amount(parsing: "10.500"))
        #expect(try Amount(parsing: "10.5").hashValue == Amount(parsing: "10.500").hashValue)
        #expect(try Amount(parsing: "-0") == .zero)
        #expect(try !Amount(parsing: "-0").isNegative)
    }

    @Test func ordering() throws {
        let values = try ["-2", "-1.5", "-0.01", "0", "0.009", "0.01", "0.1", "1", "1.05", "10", "999999999999999999"]
            .map { try Amount(parsing: $0) }
        #expect(values.sorted() == values)
        #expect(values.shuffled().sorted() == values)
        #expect(try Amount(parsing: "0.123456789012345678") < Amount(parsing: "999999999999999999"))
        #expect(try Amount(parsing: "-999999999999999999") < Amount(parsing: "-0.123456789012345678"))
    }

    @Test func constructionFromParts() throws {
        #expect(try Amount(1050, scale: 2).description == "10.5")
        #expect(try Amount(minorUnits: 1050, of: .usd).formatted(for: .usd) == "10.50")
        #expect(try Amount(minorUnits: 1050, of: .jpy).formatted(for: .jpy) == "1050")
        #expect(try Amount(minorUnits: 1250, of: .kwd).formatted(for: .kwd) == "1.250")
        #expect(throws: AmountError.self) { try Amount(1, scale: -1) }
        #expect(throws: AmountError.self) { try Amount(1, scale: 19) }
        #expect(throws: AmountError.self) { try Amount(Int64.max) }
        #expect(try Amount(10, scale: 19) == Amount(1, scale: 18))
        let literal: Amount = 25
        #expect(literal.description == "25")
    }
}

@Suite struct SmallAccessorTests {
    @Test func amountAccessors() throws {
        let amount = try Amount(parsing: "-10.50")
        #expect(amount.significand == -105)
        #expect(amount.fractionDigits == 1)
        #expect(amount.isNegative)
        #expect(!amount.isZero)
        #expect(Amount.zero.isZero)
        #expect(try Amount(parsing: "0.000").isZero)
    }

    @Test func tableMetadataAndReportPartitions() {
        #expect(CurrencyCode.listPublicationDate == "2026-01-01")
        #expect(CurrencyCode.allCases.sorted() == CurrencyCode.allCases)
        var request = Fixtures.coffeeShop()
        request.total.label = "Total"
        request.total.amount = Fixtures.amount("-1.00")
        let report = request.validate(for: .web(now: Fixtures.now))
        #expect(report.warnings.map(\.code) == ["total.label.generic", "total.sum"])
        #expect(report.errors.map(\.code) == ["total.negative"])
        #expect(report.errors.count + report.warnings.count == report.violations.count)
        // A server that wants its carts to add up makes the sum an error; the code stays the same.
        var strict = ValidationContext.web(now: Fixtures.now)
        strict.requiresTotalToMatchLineItems = true
        #expect(request.validate(for: strict).errors.map(\.code) == ["total.negative", "total.sum"])
        #expect(ValidationRule.Severity.error < .warning)
    }
}

/// Messages quote an amount as it was written: its digits after the point are kept for them, and nowhere else.
@Suite struct AmountAsWrittenTests {
    @Test(arguments: [("1200.50", "1200.50"), ("1200.5", "1200.5"), ("-1.10", "-1.10"), ("7", "7"), ("0.000", "0.000")])
    func amountsAreQuotedAsWritten(text: String, quoted: String) throws {
        let amount = try Amount(parsing: text)
        #expect(amount.messageText(in: .jpy) == quoted)
        // The value is the same, whatever the writing.
        #expect(amount == (try Amount(parsing: quoted + (quoted.contains(".") ? "0" : ".0"))))
        #expect(Set([amount, try Amount(parsing: quoted + (quoted.contains(".") ? "00" : ".00"))]).count == 1)
    }

    @Test func theMinorUnitsMessageQuotesTheAmountAsWritten() {
        let json =
            #"{"countryCode":"JP","currencyCode":"JPY","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1200.50"}}"#
        let report = PaymentRequest.validate(jsonData: Data(json.utf8), for: .web(now: Fixtures.now))
        #expect(
            report.violations.map(\.message) == [
                "Amount is not valid for specified currency. Amount: 1200.50, Currency: JPY (0 minor units)"
            ])
    }
}
