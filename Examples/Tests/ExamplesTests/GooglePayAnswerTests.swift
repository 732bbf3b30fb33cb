import Foundation
import PaymentRequestKit
import PaymentTokenDecryption
import Testing

/// A merchant's server taking Google Pay: it checks what the page posts against the offer it showed, answers the
/// callbacks, and decrypts the token of an honest answer; the forged answers in `Examples/Answers` are refused.
@Suite struct GooglePayAnswerTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func file(_ path: String) throws -> Data { try Data(contentsOf: examples.appendingPathComponent(path)) }

    @Test func anHonestAnswerIsChargedAndAForgedOneRefused() throws {
        let offerData = try Self.file("Answers/google-pay-request.json")
        let postedData = try Self.file("Answers/google-pay-payment-data.json")
        let offer = try GooglePayPaymentDataRequest(jsonData: offerData)
        let answer = try GooglePayPaymentData(jsonData: postedData)
        let report = answer.validate(answering: offer)
        if !report.isValid {
            // Refuse the payment: Google Pay never answers this offer with it.
            print(report.violations.map(\.code))
        }
        #expect(report.isValid)

        // The token inside is Google Pay's, sealed for the merchant's key: decrypted as any token is.
        let tokens = Self.examples.appendingPathComponent("Tokens/GooglePay")
        let decryptor = GooglePayTokenDecryptor(
            recipient: try #require(GooglePayPaymentMessage.recipient(of: offer)),
            rootKeys: try GooglePayRootSigningKeys(
                jsonData: Data(contentsOf: tokens.appendingPathComponent("root-keys.json"))),
            keys: [try GooglePayPrivateKey(Data(contentsOf: tokens.appendingPathComponent("merchant-key.pem")))])
        let message = try decryptor.decrypt(
            jsonData: Data(answer.paymentMethodData.tokenizationData.token.utf8),
            now: try #require(ISO8601DateFormatter().date(from: "2026-11-27T12:00:00Z")), request: offer)
        #expect(message.paymentMethodDetails.pan == "4111111111111111")

        let forged = try GooglePayPaymentData(jsonData: Self.file("Answers/google-pay-payment-data-forged.json"))
        #expect(
            forged.validate(answering: offer).violations.map(\.code) == [
                "googlePay.answer.cardNetwork.notAllowed", "googlePay.answer.shippingCountry.notAllowed",
                "googlePay.answer.shippingOption.unknown",
            ])
    }

    @Test func callbacksAreAnsweredAndTheOfferFollowsTheUpdates() throws {
        var offer = try GooglePayPaymentDataRequest(jsonData: Self.file("Answers/google-pay-request.json"))
        let callbackData = try Self.file("Answers/google-pay-intermediate-payment-data.json")
        let callback = try GooglePayIntermediatePaymentData(jsonData: callbackData)
        let checked = callback.validate(answering: offer)
        let update = GooglePayPaymentDataRequestUpdate(
            newShippingOptionParameters: .init(shippingOptions: [.init(id: "pickup", label: "Pick up in store")]))
        offer = update.applied(to: offer)
        #expect(checked.isValid)
        #expect(offer.shippingOptionParameters?.shippingOptions.map(\.id) == ["pickup"])
        #expect(update.validate(answering: offer).isValid)

        let forged = try GooglePayIntermediatePaymentData(
            jsonData: Self.file("Answers/google-pay-intermediate-payment-data-forged.json"))
        #expect(
            forged.validate(answering: offer).violations.map(\.code) == [
                "googlePay.callbackTrigger.notRequested", "googlePay.answer.shippingCountry.notAllowed",
                "googlePay.answer.shippingOption.unknown",
            ])
    }

    /// Every answer in `Examples/Answers`, recognised by its keys and checked against the offer: the forged ones
    /// fail, the honest ones pass.
    @Test func everyExampleAnswer() throws {
        let offer = try GooglePayPaymentDataRequest(jsonData: Self.file("Answers/google-pay-request.json"))
        let folder = Self.examples.appendingPathComponent("Answers")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("google-pay-") && $0 != "google-pay-request.json" }
        #expect(names.count == 8)
        for name in names {
            let report = PaymentDocument.validate(
                jsonData: try Data(contentsOf: folder.appendingPathComponent(name)),
                for: .init(googlePayRequest: offer))
            #expect(report.isValid == !name.hasSuffix("-forged.json"), "\(name): \(report.violations)")
        }
    }
}
