import Testing

@testable import PaymentRequestKit

@Suite struct ValidationPathTests {
    typealias RequestKey = PaymentRequest.WireKeys
    typealias ItemKey = PaymentSummaryItem.WireKeys

    /// Paths built from wire keys render as Apple Pay JS's JSON names them.
    @Test(
        arguments: [
            (RequestKey.total.path, "total"),
            (RequestKey.total / ItemKey.amount, "total.amount"),
            (RequestKey.lineItems[2], "lineItems[2]"),
            (RequestKey.lineItems[2] / ItemKey.label, "lineItems[2].label"),
            (ValidationPath.document, ""),
            (ValidationPath.document / ItemKey.amount, "amount"),
            ((ValidationPath.document / "request").appending(RequestKey.lineItems[0]), "request.lineItems[0]"),
            (ValidationPath(components: [.key("data")]).appending(ValidationPath(components: [.index(1)])), "data[1]"),
        ] as [(ValidationPath, String)])
    func rendering(path: ValidationPath, expected: String) {
        #expect(path.rendered == expected)
    }

    /// A violation keeps the keys of its path, until its path is set by hand.
    @Test func aViolationKeepsItsKeysUntilItsPathIsSet() {
        var violation = Violation(
            rule: .labelEmpty, location: RequestKey.lineItems[1] / ItemKey.label, message: "The label is empty")
        #expect(violation.path == "lineItems[1].label")
        #expect(violation.location == RequestKey.lineItems[1] / ItemKey.label)
        #expect(violation == Violation(rule: .labelEmpty, path: "lineItems[1].label", message: "The label is empty"))
        violation.path = "total.label"
        #expect(violation.location == nil)
    }
}
