import Foundation
import Testing

@testable import PaymentRequestKit

/// The library's errors read as sentences through `localizedDescription`, and their codes match as patterns.
@Suite struct ErrorDescriptionTests {
    @Test func localizedDescriptionsAreSentences() throws {
        let amount: any Error = AmountError(code: .syntax, message: "\"1.2.3\" is not an amount")
        #expect(amount.localizedDescription == "\"1.2.3\" is not an amount [amount.syntax]")
        var request = Fixtures.coffeeShop()
        request.total.amount = Fixtures.amount("-1.00")
        let invalid: any Error = try #require(
            { () -> (any Error)? in
                do {
                    _ = try request.validated(for: .web(now: Fixtures.now))
                    return nil
                } catch { return error }
            }())
        #expect(invalid.localizedDescription.hasPrefix("The payment request is not valid: total.amount: "))
        #expect((AddPaymentPassError.unsupported as any Error).localizedDescription.hasPrefix("The card cannot"))
        let late: any Error = CompletionDeadlineError(limit: .seconds(20), elapsed: .seconds(21))
        #expect(late.localizedDescription.contains("21 s"))
    }

    @Test func amountErrorCodesMatchInCatchClauses() {
        func outcome(_ body: () throws -> Void) -> String {
            do {
                try body()
                return "fine"
            } catch AmountError.Code.overflow {
                return "overflow"
            } catch AmountError.Code.minorUnits {
                return "minor units"
            } catch {
                return "other"
            }
        }
        #expect(outcome { _ = try Fixtures.amount("999999999999999999").adding(1) } == "overflow")
        #expect(outcome { _ = try Fixtures.amount("1.001").minorUnits(in: .usd) } == "minor units")
        #expect(outcome { _ = try Amount(parsing: "x") } == "other")
        #expect(outcome {} == "fine")
    }
}
