import Foundation
import Testing

@testable import PaymentRequestKit

/// A Google Pay session as a server runs it: callbacks and payment data against the offer as the updates left it,
/// the update and the amount the session computes, and its snapshot.
@Suite struct GooglePaySessionTests {
    typealias Answers = GooglePayAnswerTests

    /// The answers' offer with the OFFER callback too.
    static let offerWithCodes = try! GooglePayPaymentDataRequest(
        jsonData: Data(
            Answers.request.replacingOccurrences(
                of: #""callbackIntents":["#, with: #""callbackIntents":["OFFER","#
            ).utf8))

    static func callback(_ json: String) throws -> GooglePayIntermediatePaymentData {
        try GooglePayIntermediatePaymentData(jsonData: Data(json.utf8))
    }

    static let shippingAddress = try! callback(
        #"{"callbackTrigger":"SHIPPING_ADDRESS","paymentMethodData":{"type":"CARD"},"shippingAddress":{"locality":"Toronto","administrativeArea":"ON","countryCode":"CA","postalCode":"M5V"}}"#
    )
    static let express = try! callback(
        #"{"callbackTrigger":"SHIPPING_OPTION","paymentMethodData":{"type":"CARD"},"shippingOptionData":{"id":"exp"}}"#)

    static func paymentData(_ rest: String = #","shippingOptionData":{"id":"exp"}"#) throws -> GooglePayPaymentData {
        try GooglePayPaymentData(jsonData: Data(Answers.paymentData(rest: rest).utf8))
    }

    static func summary(_ items: (String, String)...) throws -> PaymentSummaryBuilder {
        var summary = PaymentSummaryBuilder(merchantName: "Shop", currency: .usd)
        for (label, amount) in items { try summary.addItem(label, amount: try Amount(parsing: amount)) }
        return summary
    }

    static func codes(_ error: PaymentSheetSessionError) -> [String] {
        error.report.map(Answers.codes) ?? []
    }

    /// A whole session: the address and option callbacks answered with the session's own updates, a restore
    /// between each HTTP request, the payment data, and the page's result.
    @Test func aWholeSessionThroughSnapshots() throws {
        var session = try GooglePaySession(offer: Answers.offer)
        #expect(session.state == .active && session.selectedShippingOption?.id == "std")
        #expect(session.amountToCharge == Amount("10.00"))

        try session.receive(Self.shippingAddress)
        #expect(session.state == .shippingContactSelected && session.pendingCallback == .shippingAddress)
        let update = try session.update(from: Self.summary(("Beans", "12.00"), ("Shipping", "4.00")))
        #expect(
            update.jsonString()
                == #"{"newTransactionInfo":{"currencyCode":"USD","countryCode":"US","totalPriceStatus":"FINAL","totalPrice":"16.00","totalPriceLabel":"Total","displayItems":[{"label":"Beans","type":"LINE_ITEM","price":"12.00"},{"label":"Shipping","type":"LINE_ITEM","price":"4.00"}]}}"#
        )
        #expect(try session.complete(update).violations.isEmpty)
        #expect(session.state == .active && session.amountToCharge == Amount("16.00"))

        session = try GooglePaySession(restoring: session.snapshot().jsonData())
        try session.receive(Self.express)
        #expect(session.selectedShippingOption?.label == "Express")
        try session.complete(session.update(from: Self.summary(("Beans", "12.00"), ("Express", "9.00"))))
        let stored = session.snapshot()
        #expect(try GooglePaySession(restoring: stored) == session)
        session = try GooglePaySession(restoring: stored.jsonData())

        try session.authorize(Self.paymentData())
        #expect(session.state == .authorized && session.amountToCharge == Amount("21.00"))
        try session.completePayment(GooglePayPaymentAuthorizationResult(transactionState: .success))
        #expect(session.state == .completed)
        #expect(throws: PaymentSheetSessionError.self) { try session.cancel() }
    }

    /// What the page posts that no sheet showing the offer sends, and answers out of turn, are refused with the
    /// rule they break, and leave the session as it was.
    @Test func forgedCallbacksAndPaymentDataAreRefused() throws {
        var session = try GooglePaySession(offer: Answers.offer)
        let free = try Self.callback(
            #"{"callbackTrigger":"SHIPPING_OPTION","paymentMethodData":{"type":"CARD"},"shippingOptionData":{"id":"free"}}"#
        )
        do {
            try session.receive(free)
            Issue.record("an option never offered was taken")
        } catch {
            #expect(error.code == .refusedEvent)
            #expect(Self.codes(error) == ["googlePay.answer.shippingOption.unknown@shippingOptionData.id"])
        }
        #expect(session.state == .active && session.selectedShippingOption?.id == "std")
        #expect(throws: PaymentSheetSessionError.self) { try session.complete(GooglePayPaymentDataRequestUpdate()) }

        try session.receive(Self.express)
        do {
            try session.receive(Self.express)
            Issue.record("a second callback was taken while one waits")
        } catch {
            #expect(error.code == .unexpectedEvent)
        }
        var euros = Answers.offer.transactionInfo
        euros.currencyCode = "EUR"
        do {
            try session.complete(GooglePayPaymentDataRequestUpdate(newTransactionInfo: euros))
            Issue.record("an update in another currency was applied")
        } catch {
            #expect(error.code == .invalidUpdate)
            #expect(Self.codes(error) == ["googlePay.update.transactionInfo.changed@newTransactionInfo.currencyCode"])
        }
        do {
            _ = try session.update(from: PaymentSummaryBuilder(merchantName: "Shop", currency: .eur))
            Issue.record("a summary in another currency made an update")
        } catch {
            #expect(error.code == .invalidUpdate)
        }
        try session.complete(GooglePayPaymentDataRequestUpdate())
        let standard = try Self.paymentData(#","shippingOptionData":{"id":"std"}"#)
        do {
            try session.authorize(standard)
            Issue.record("payment data naming another option was accepted")
        } catch {
            #expect(error.code == .refusedEvent)
            #expect(Self.codes(error) == ["googlePay.session.shippingOption.changed@shippingOptionData.id"])
        }
        #expect(session.state == .active)
        #expect(throws: PaymentSheetSessionError.self) {
            try session.completePayment(GooglePayPaymentAuthorizationResult(transactionState: .success))
        }
    }

    /// With the OFFER callback, the codes a payer types are the page's to accept: the payment data may apply only
    /// those the last update kept.
    @Test(arguments: [
        (#"["SAVE5"]"#, [String]()),
        (
            #"["SAVE5","FREE"]"#,
            ["googlePay.session.offer.notAccepted@offerData.redemptionCodes[1]"]
        ),
    ])
    func appliedCodesAreTheOnesTheUpdatesAccepted(codes: String, expected: [String]) throws {
        var session = try GooglePaySession(offer: Self.offerWithCodes)
        try session.receive(
            Self.callback(
                #"{"callbackTrigger":"OFFER","paymentMethodData":{"type":"CARD"},"offerData":{"redemptionCodes":["SAVE5","FREE"]}}"#
            ))
        #expect(session.state == .couponCodeChanged)
        try session.complete(
            GooglePayPaymentDataRequestUpdate(
                newOffers: [.init(redemptionCode: "SAVE5", description: "Five off")],
                error: nil))
        let data = try Self.paymentData(
            #","shippingOptionData":{"id":"std"},"offerData":{"redemptionCodes":\#(codes)}"#)
        do {
            try session.authorize(data)
            #expect(expected.isEmpty)
        } catch {
            #expect(Self.codes(error) == expected)
        }
    }

    /// An `ERROR` result keeps the sheet open; without the authorization callback, payment data ends the session.
    @Test func resultsAndSessionsWithoutTheAuthorizationCallback() throws {
        var session = try GooglePaySession(offer: Answers.offer)
        try session.authorize(Self.paymentData(#","shippingOptionData":{"id":"std"}"#))
        try session.completePayment(
            GooglePayPaymentAuthorizationResult(
                transactionState: .error,
                error: GooglePayPaymentDataError(
                    reason: .paymentDataInvalid, intent: "PAYMENT_AUTHORIZATION", message: "Declined")))
        #expect(session.state == .active)

        var offer = Answers.offer
        offer.callbackIntents = []
        offer.offers = []
        var plain = try GooglePaySession(offer: offer)
        try plain.authorize(Self.paymentData(#","shippingOptionData":{"id":"exp"}"#))
        #expect(plain.state == .completed)
        #expect(throws: PaymentSheetSessionError.self) { try plain.receive(Self.express) }
    }

    /// Google Pay's prices have two decimals and the library never rounds: a third that is not zero makes no
    /// update.
    @Test(arguments: [("1.005", false), ("1.050", true)])
    func aThirdDecimalMakesNoUpdate(amount: String, made: Bool) throws {
        var offer = Answers.offer
        offer.transactionInfo.currencyCode = "KWD"
        var session = try GooglePaySession(offer: offer)
        try session.receive(Self.shippingAddress)
        var summary = PaymentSummaryBuilder(merchantName: "Shop", currency: .kwd)
        try summary.addItem("Beans", amount: Amount(parsing: amount))
        do {
            let update = try session.update(from: summary)
            #expect(made && update.newTransactionInfo?.totalPrice == "1.05")
        } catch {
            #expect(!made && error.code == .invalidUpdate && error.message.hasPrefix("1.005 KWD has a third decimal"))
        }
    }

    @Test func anInvalidOfferMakesNoSession() {
        var offer = Answers.offer
        offer.transactionInfo.currencyCode = "usd"
        #expect(throws: PaymentSheetSessionError.self) { try GooglePaySession(offer: offer) }
    }

    // MARK: The snapshot

    /// The snapshot's bytes are stable, and read back to the same value.
    @Test func theSnapshotRoundTrips() throws {
        var session = try GooglePaySession(offer: Answers.offer)
        try session.receive(Self.express)
        session.merchantData = Data("cart 17".utf8)
        var snapshot = session.snapshot()
        snapshot.revision = 3
        let json = snapshot.jsonString()
        #expect(json.hasPrefix(#"{"version":1,"revision":3,"state":"shippingMethodSelected","paymentDataRequest":{"#))
        #expect(
            json.hasSuffix(
                #"},"pendingCallback":"SHIPPING_OPTION","shippingOptionId":"exp","merchantData":"Y2FydCAxNw=="}"#))
        #expect(try GooglePaySessionSnapshot(jsonData: Data(json.utf8)) == snapshot)
        #expect(try GooglePaySessionSnapshot(jsonData: snapshot.jsonData()).jsonData() == snapshot.jsonData())
        #expect(
            try JSONDecoder().decode(GooglePaySessionSnapshot.self, from: JSONEncoder().encode(snapshot)) == snapshot)
        #expect(GooglePaySessionSnapshot.validate(jsonData: Data(json.utf8)).violations.isEmpty)
        #expect(PaymentDocument.validate(jsonData: Data(json.utf8)).kind == .googlePaySessionSnapshot)
    }

    static let snapshotCases: [(name: String, edit: @Sendable (String) -> String, expected: [String])] = [
        (
            "a callback that waits in another state",
            { $0.replacingOccurrences(of: #""SHIPPING_OPTION""#, with: #""OFFER""#) },
            ["session.snapshot.inconsistent@pendingCallback"]
        ),
        (
            "a state Google Pay never is in, and no callback for its own",
            {
                $0.replacingOccurrences(of: #""shippingMethodSelected""#, with: #""paymentMethodSelected""#)
            },
            ["session.snapshot.inconsistent@state"]
        ),
        (
            "an option the offer does not have",
            { $0.replacingOccurrences(of: #""shippingOptionId":"exp""#, with: #""shippingOptionId":"free""#) },
            ["session.snapshot.inconsistent@shippingOptionId"]
        ),
        (
            "another version, a misspelt member and an offer in a lowercase currency",
            {
                $0.replacingOccurrences(of: #""version":1"#, with: #""version":2,"revison":1"#)
                    .replacingOccurrences(of: #""currencyCode":"USD""#, with: #""currencyCode":"usd""#)
            },
            [
                "json.unknownKey@revison", "session.snapshot.version@version",
                "googlePay.currencyCode.invalid@paymentDataRequest.transactionInfo.currencyCode",
            ]
        ),
        ("no offer", { _ in #"{"version":1,"state":"active"}"# }, ["json.missingKey@paymentDataRequest"]),
        ("not an object", { _ in "[]" }, ["json.type@"]),
    ]

    /// A snapshot no session could have written is refused, with what is wrong at its path.
    @Test(arguments: snapshotCases)
    func editedSnapshotsAreRefused(name: String, edit: @Sendable (String) -> String, expected: [String]) throws {
        var session = try GooglePaySession(offer: Answers.offer)
        try session.receive(Self.express)
        let json = Data(edit(session.snapshot().jsonString()).utf8)
        let report = GooglePaySessionSnapshot.validate(jsonData: json)
        #expect(Answers.codes(report).sorted() == expected.sorted(), "\(name)")
        #expect(throws: DecodingError.self) { try GooglePaySessionSnapshot(jsonData: json) }
        do {
            _ = try GooglePaySession(restoring: json)
            Issue.record("an edited snapshot restored")
        } catch {
            #expect(error.code == .invalidSnapshot)
        }
    }

    /// A snapshot value edited in code is checked as its JSON is.
    @Test func anEditedValueDoesNotRestore() throws {
        var snapshot = try GooglePaySession(offer: Answers.offer).snapshot()
        snapshot.pendingCallback = .offer
        snapshot.revision = -1
        #expect(
            Answers.codes(snapshot.validate()).sorted() == [
                "session.snapshot.inconsistent@pendingCallback", "session.snapshot.inconsistent@revision",
            ])
        #expect(throws: PaymentSheetSessionError.self) { try GooglePaySession(restoring: snapshot) }
    }
}
