import Foundation
import Testing

@testable import PaymentRequestKit

/// The four update dictionaries: their JSON, the request's rules at the update's paths, and the errors each kind
/// may carry.
@Suite struct UpdateTests {
    static let shippingContactUpdate = PaymentRequestUpdate(
        .shippingContact, newTotal: .final("Blue Bottle Coffee", Fixtures.amount("31.45")),
        newLineItems: [.final("Latte", Fixtures.amount("24.00")), .final("Shipping", Fixtures.amount("7.45"))],
        newShippingMethods: [Fixtures.standardShipping])

    static func codes(_ report: ValidationReport) -> [String] { report.violations.map { "\($0.code)@\($0.path)" } }

    @Test func anUpdateEncodesByteForByte() throws {
        var update = Self.shippingContactUpdate
        update.errors = [ApplePayError(.addressUnserviceable, message: "We do not ship to Alaska")]
        let json = String(decoding: update.jsonData(currency: .usd), as: UTF8.self)
        #expect(
            json
                == #"{"newTotal":{"label":"Blue Bottle Coffee","amount":"31.45"},"newLineItems":[{"label":"Latte","amount":"24.00"},{"label":"Shipping","amount":"7.45"}],"newShippingMethods":[{"label":"Standard Shipping","detail":"Arrives in 5 to 7 days","amount":"0.00","identifier":"standard","dateComponentsRange":{"startDateComponents":{"years":2026,"months":11,"days":26},"endDateComponents":{"years":2026,"months":11,"days":28}}}],"errors":[{"code":"addressUnserviceable","message":"We do not ship to Alaska"}]}"#
        )
        #expect(try PaymentRequestUpdate(jsonData: Data(json.utf8), kind: .shippingContact) == update)
        var decoded = try JSONDecoder().decode(PaymentRequestUpdate.self, from: Data(json.utf8))
        decoded.kind = .shippingContact
        #expect(decoded == update)
        #expect(update.validate(currency: .usd, for: .web(now: Fixtures.now)).violations.isEmpty)
    }

    @Test func theRequestsRulesHoldAtTheUpdatesPaths() {
        var update = Self.shippingContactUpdate
        update.newTotal.amount = Fixtures.amount("30.00")
        update.newLineItems[0].label = ""
        update.newShippingMethods[0].identifier = ""
        #expect(
            Self.codes(update.validate(currency: .usd, for: .web(now: Fixtures.now))) == [
                "total.sum@newTotal.amount", "label.empty@newLineItems[0].label",
                "shippingMethod.identifier.missing@newShippingMethods[0].identifier",
            ])
        // In the request's currency: yen have no minor units ("24.00" is 24, which fits).
        #expect(
            Self.codes(Self.shippingContactUpdate.validate(currency: .jpy, for: .web(now: Fixtures.now))) == [
                "amount.minorUnits@newTotal.amount", "amount.minorUnits@newLineItems[1].amount",
            ])
    }

    @Test func passKitsLimitsHoldForUpdates() {
        var update = Self.shippingContactUpdate
        update.newLineItems = Array(repeating: .final("Item", .zero), count: 100)
        update.newTotal.amount = .zero
        #expect(
            Self.codes(update.validate(currency: .usd, for: .web(now: Fixtures.now))) == [
                "lineItems.tooMany@newLineItems"
            ])
    }

    @Test(arguments: [
        (
            PaymentRequestUpdate.Kind.shippingContact,
            ApplePayError(.shippingContactInvalid, contactField: .postalCode), true
        ),
        (.shippingContact, ApplePayError(.shippingContactInvalid, contactField: .name), false),
        (.shippingContact, ApplePayError(.addressUnserviceable), true),
        (.shippingMethod, ApplePayError(.unknown), false),
        (.paymentMethod, ApplePayError(.unknown), true),
        (.paymentMethod, ApplePayError(.billingContactInvalid), false),
        (.couponCode, ApplePayError(.couponCodeExpired), true),
        (.couponCode, ApplePayError(.addressUnserviceable), false),
    ])
    func errorsByKind(kind: PaymentRequestUpdate.Kind, error: ApplePayError, honoured: Bool) {
        var update = Self.shippingContactUpdate
        update.kind = kind
        update.errors = [error]
        let codes = Self.codes(update.validate(currency: .usd, for: .web(now: Fixtures.now)))
        #expect(codes == (honoured ? [] : ["session.error.ignored@errors[0]"]))
    }

    @Test(arguments: [
        (#"{"newLineItems":[]}"#, ["json.missingKey@newTotal"]),
        (#"{"newTotal":{"label":"Shop","amount":10}}"#, ["json.type@newTotal.amount"]),
        (
            #"{"newTotal":{"label":"Shop","amount":"1.00"},"errors":[{"code":"nope"}]}"#,
            ["json.unknownValue@errors[0].code"]
        ),
        (#"{"newTotal":{"label":"Shop","amount":"1.00"},"newShippingMethods":{}}"#, ["json.type@newShippingMethods"]),
        (#"{"newTotal":{"label":"Shop","amount":"1.00"},"status":0}"#, []),
    ])
    func updatesThatMustNotDecode(json: String, expected: [String]) {
        let report = PaymentRequestUpdate.validate(
            jsonData: Data(json.utf8), for: .init(.web(now: Fixtures.now), updateKind: .shippingContact, currency: .usd)
        )
        #expect(report.errors.map { "\($0.code)@\($0.path)" } == expected)
        #expect((try? PaymentRequestUpdate(jsonData: Data(json.utf8), kind: .couponCode)) == nil || expected.isEmpty)
    }

    /// WebKit's `ApplePayDetailsUpdateBase` carries `newDisbursementRequest` (Safari 18): it reads, writes and
    /// applies, and a disbursement's item rules hold at the update's paths.
    @Test func anUpdateCarriesANewDisbursementRequest() throws {
        let payout = payout()
        var update = PaymentRequestUpdate(.shippingContact, to: payout)
        update.newDisbursementRequest = DisbursementRequest(requiredRecipientContactFields: [.name, .email])
        let json = update.jsonString(currency: .usd)
        #expect(
            json
                == #"{"newTotal":{"label":"Rideshare Payouts","amount":"498.50"},"newLineItems":[{"label":"Weekly Earnings","amount":"500.00"},{"label":"Instant Transfer Fee","amount":"1.50","disbursementLineItemType":"instantFundsOutFee"},{"label":"You Receive","amount":"498.50","disbursementLineItemType":"disbursement"}],"newDisbursementRequest":{"requiredRecipientContactFields":["email","name"]}}"#
        )
        #expect(try PaymentRequestUpdate(jsonData: Data(json.utf8), kind: .shippingContact) == update)
        let report = PaymentRequestUpdate.validate(
            jsonData: Data(json.utf8), for: .init(.web(now: Fixtures.now), updateKind: .shippingContact, currency: .usd)
        )
        #expect(report.violations.isEmpty)
        #expect(update.applied(to: payout).disbursementRequest == update.newDisbursementRequest)

        update.newLineItems.removeLast()
        #expect(
            Self.codes(update.validate(currency: .usd, for: .web(now: Fixtures.now))) == [
                "disbursement.lastItem@newLineItems[1]"
            ])
    }

    @Test func anUpdateAppliedToItsRequest() {
        var update = Self.shippingContactUpdate
        update.newMultiTokenContexts = []
        let request = update.applied(to: Fixtures.coffeeShop())
        #expect(request.total == update.newTotal)
        #expect(request.lineItems == update.newLineItems)
        #expect(request.shippingMethods == update.newShippingMethods)
        let unchanged = PaymentRequestUpdate(.paymentMethod, newTotal: update.newTotal).applied(
            to: Fixtures.coffeeShop())
        #expect(unchanged.shippingMethods == Fixtures.coffeeShop().shippingMethods)
    }
}
