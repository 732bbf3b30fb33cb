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
}
