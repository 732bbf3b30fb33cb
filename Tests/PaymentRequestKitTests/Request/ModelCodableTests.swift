import Foundation
import Testing

@testable import PaymentRequestKit

/// The parts of a request as Codable values in a caller's own types.
@Suite struct ModelCodableTests {
    struct Parts: Codable, Equatable {
        var items: [PaymentSummaryItem]
        var methods: [ShippingMethod]
        var contact: PaymentContact?
        var recurring: RecurringPaymentRequest?
        var reload: AutomaticReloadPaymentRequest?
        var deferred: DeferredPaymentRequest?
        var contexts: [PaymentTokenContext]
    }

    static func parts(of request: PaymentRequest) -> Parts {
        Parts(
            items: request.paymentSummaryItems, methods: request.shippingMethods,
            contact: request.shippingContact ?? request.billingContact, recurring: request.recurringPaymentRequest,
            reload: request.automaticReloadPaymentRequest, deferred: request.deferredPaymentRequest,
            contexts: request.multiTokenContexts)
    }

    @Test(arguments: Fixtures.realistic.map(\.name))
    func partsRoundTripThroughFoundation(name: String) throws {
        let request = try #require(Fixtures.realistic.first { $0.name == name }).request
        let parts = Self.parts(of: request)
        let data = try JSONEncoder().encode(parts)
        #expect(try JSONDecoder().decode(Parts.self, from: data) == parts)
    }

    @Test func partsEncodeInTheirWireShape() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func text(_ value: some Encodable) throws -> String {
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        #expect(
            try text(PaymentSummaryItem.final("Latte", Fixtures.amount("4.50"))) == #"{"amount":"4.5","label":"Latte"}"#
        )
        #expect(
            try text(PaymentSummaryItem(label: "Ride", amount: nil, type: .pending))
                == #"{"label":"Ride","type":"pending"}"#)
        #expect(
            try text(Fixtures.expressShipping)
                == #"{"amount":"5.99","detail":"Arrives tomorrow","identifier":"express","label":"Express Shipping"}"#)
        #expect(
            try text(PaymentContact(emailAddress: "jane@example.com", phoneNumber: nil))
                == #"{"emailAddress":"jane@example.com"}"#)
        let context = PaymentTokenContext(
            merchantIdentifier: "merchant.com.example", externalIdentifier: "shop-1", merchantName: "Shop",
            amount: Fixtures.amount("10"))
        #expect(
            try text(context)
                == #"{"amount":"10","externalIdentifier":"shop-1","merchantIdentifier":"merchant.com.example","merchantName":"Shop"}"#
        )
    }

    @Test(
        arguments: [
            (
                #"{"items":[{"label":"A","amount":4.5}],"methods":[],"contexts":[]}"#, "json.type",
                ["items", "Index 0", "amount"]
            ),
            (
                #"{"items":[{"label":"A","amount":"4,5"}],"methods":[],"contexts":[]}"#, "amount.syntax",
                ["items", "Index 0", "amount"]
            ),
            (
                #"{"items":[],"methods":[{"label":"A","detail":"","identifier":"a"}],"contexts":[]}"#,
                "json.missingKey", ["methods", "Index 0", "amount"]
            ),
            (
                #"{"items":[{"label":"A","amount":"1","type":"estimate"}],"methods":[],"contexts":[]}"#,
                "json.unknownValue", ["items", "Index 0", "type"]
            ),
            (
                #"{"items":[],"methods":[],"contexts":[{"merchantIdentifier":"m","externalIdentifier":"e","merchantName":"n"}]}"#,
                "json.missingKey", ["contexts", "Index 0", "amount"]
            ),
        ] as [(String, String, [String])])
    func partsThatMustNotDecode(json: String, code: String, path: [String]) {
        #expect {
            try JSONDecoder().decode(Parts.self, from: Data(json.utf8))
        } throws: { error in
            guard let violation = FuzzChecks.violation(in: error), violation.code == code else { return false }
            guard let error = error as? DecodingError else { return false }
            switch error {
            case .dataCorrupted(let context), .typeMismatch(_, let context):
                return context.codingPath.map(\.stringValue) == path
            case .keyNotFound(let key, let context):
                return context.codingPath.map(\.stringValue) + [key.stringValue] == path
            default: return false
            }
        }
    }
}
