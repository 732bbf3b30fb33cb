import Foundation
import PaymentRequestKit
import Testing

/// A merchant's server taking payments through the W3C Payment Request API: it checks the response the page
/// posts against the request the page constructed, and the updates it sends back.
@Suite struct W3CAnswerTests {
    static let answers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Answers")

    static func file(_ name: String) throws -> Data { try Data(contentsOf: answers.appendingPathComponent(name)) }

    @Test func anHonestResponseIsAcceptedAndAForgedOneRefused() throws {
        let requestData = try Self.file("w3c-request.json")
        let responseData = try Self.file("w3c-payment-response.json")
        let request = try W3CPaymentRequest(jsonData: requestData)
        let response = try W3CPaymentResponse(jsonData: responseData)
        let report = response.validate(answering: request)
        #expect(report.isValid)

        let forged = try W3CPaymentResponse(jsonData: Self.file("w3c-payment-response-forged.json"))
        #expect(
            forged.validate(answering: request).violations.map(\.code) == [
                "w3c.response.methodName.notOffered", "w3c.response.notRequested",
                "w3c.response.shippingOption.unknown",
            ])
    }

    @Test func anUpdateChangesWhatTheResponseIsCheckedAgainst() throws {
        var request = try W3CPaymentRequest(jsonData: Self.file("w3c-request.json"))
        let update = try W3CPaymentDetailsUpdate(jsonData: Self.file("w3c-details-update.json"))
        #expect(update.validate(answering: request).isValid)
        request = update.applied(to: request)
        #expect(request.details.shippingOptions.map(\.id) == ["standard"])
        let response = try W3CPaymentResponse(jsonData: Self.file("w3c-payment-response.json"))
        #expect(
            response.validate(answering: request).violations.map(\.code) == ["w3c.response.shippingOption.unknown"])
    }

    /// Every W3C answer in `Examples/Answers`, recognised by its keys and checked against the request: the forged
    /// ones fail, the honest ones pass.
    @Test func everyExampleAnswer() throws {
        let request = try W3CPaymentRequest(jsonData: Self.file("w3c-request.json"))
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.answers.path)
            .filter { $0.hasPrefix("w3c-") && $0 != "w3c-request.json" }
        #expect(names.count == 5)
        for name in names {
            let report = PaymentDocument.validate(jsonData: try Self.file(name), for: .init(w3cRequest: request))
            #expect(report.isValid == !name.hasSuffix("-forged.json"), "\(name): \(report.violations)")
        }
    }

    /// A server running the Payment Request API's session: the event answered with the session's own update, and
    /// the response checked against the request as it left it.
    @Test func aSessionComputesTheUpdateAndTheAmount() throws {
        let request = try W3CPaymentRequest(jsonData: Self.file("w3c-request.json"))
        let responseData = try Self.file("w3c-payment-response.json")
        let address = W3CAddress(country: "US", region: "CA", city: "Cupertino", postalCode: "95014")
        let now = Date()

        var session = try W3CPaymentSession(request: request, context: .web(now: now))
        try session.receive(.shippingAddressChange(address))
        var summary = PaymentSummaryBuilder(merchantName: "Total", currency: .usd)
        try summary.addItem("Coffee beans", amount: Amount("12.34")!)
        try summary.addItem("Express", amount: Amount("7.00")!)
        try session.complete(session.update(from: summary))
        try session.respond(W3CPaymentResponse(jsonData: responseData))
        let amount = session.amountToCharge  // USD 19.34: the total the payer saw, for the method that paid.
        #expect(amount?.value == "19.34" && session.snapshot().shippingOptionId == "express")
    }
}
