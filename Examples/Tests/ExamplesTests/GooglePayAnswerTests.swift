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

    /// A server keeping the session in its store between the page's requests: the callbacks answered with the
    /// session's own updates, and the payment data checked against the offer as they left it.
    @Test func aSessionKeptBetweenRequests() throws {
        let offer = try GooglePayPaymentDataRequest(jsonData: Self.file("Answers/google-pay-request.json"))
        let callbackData = try Self.file("Answers/google-pay-intermediate-payment-data.json")
        let postedData = try Self.file("Answers/google-pay-payment-data.json")
        let store = InMemoryPaymentSheetSessionStore()
        let (orderID, now) = ("order-1042", Date())

        // When the page calls loadPaymentData: the offer, stored as the session's first revision.
        var session = try GooglePaySession(offer: offer)
        _ = try store.save(session.snapshot(), for: orderID, until: now + 1800, now: now)

        // For each callback the page posts, in its own HTTP request:
        guard let stored = try store.load(orderID, as: GooglePaySessionSnapshot.self) else { return }
        session = try GooglePaySession(restoring: stored)
        try session.receive(GooglePayIntermediatePaymentData(jsonData: callbackData))
        var summary = PaymentSummaryBuilder(merchantName: "Total", currency: .usd)
        try summary.addItem("Coffee beans", amount: Amount("12.34")!)
        let update = try session.update(from: summary)
        try session.complete(update)
        _ = try store.save(session.snapshot(), for: orderID, until: now + 1800, now: now)
        // Answer the page with update.jsonData().
        #expect(update.newTransactionInfo?.totalPrice == "12.34")

        // The payer picks express: the sheet calls back, and the server adds its price.
        session = try GooglePaySession(restoring: #require(try store.load(orderID, as: GooglePaySessionSnapshot.self)))
        try session.receive(
            GooglePayIntermediatePaymentData(
                jsonData: Data(
                    #"{"callbackTrigger":"SHIPPING_OPTION","paymentMethodData":{"type":"CARD"},"shippingOptionData":{"id":"express"}}"#
                        .utf8)))
        try summary.addItem("Express", amount: Amount("5.00")!)
        try session.complete(session.update(from: summary))
        _ = try store.save(session.snapshot(), for: orderID, until: now + 1800, now: now)

        guard let last = try store.load(orderID, as: GooglePaySessionSnapshot.self) else { return }
        session = try GooglePaySession(restoring: last)
        try session.authorize(GooglePayPaymentData(jsonData: postedData))
        let amount = session.amountToCharge  // The offer's total as the updates left it: charge this.
        #expect(amount == Amount("17.34") && session.state == .authorized && last.revision == 3)
    }
}
