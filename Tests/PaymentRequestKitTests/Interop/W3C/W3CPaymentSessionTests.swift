import Foundation
import Testing

@testable import PaymentRequestKit

/// A Payment Request API session as a server runs it: events and the response against the request as the updates
/// left it, the update and the amount the session computes, and its snapshot.
@Suite struct W3CPaymentSessionTests {
    typealias Answers = W3CAnswerTests
    static let context = ValidationContext.web(now: Fixtures.now)
    static let address = W3CAddress(
        country: "US", addressLine: ["1 Infinite Loop"], region: "CA", city: "Cupertino", postalCode: "95014",
        recipient: "Jane")

    static func response(option: String) throws -> W3CPaymentResponse {
        try W3CPaymentResponse(
            jsonData: Data(
                Answers.response(rest: #","shippingOption":"\#(option)","payerEmail":"jane@example.com""#).utf8))
    }

    static func summary(_ items: (String, String)...) throws -> PaymentSummaryBuilder {
        var summary = PaymentSummaryBuilder(merchantName: "Total", currency: .usd)
        for (label, amount) in items { try summary.addItem(label, amount: try Amount(parsing: amount)) }
        return summary
    }

    static func codes(_ error: PaymentSheetSessionError) -> [String] { error.report.map(Answers.codes) ?? [] }

    /// A whole session: the address and option events answered with the session's own updates, a restore between
    /// each HTTP request, a retry, the response, and `complete()`.
    @Test func aWholeSessionThroughSnapshots() throws {
        var session = try W3CPaymentSession(request: Answers.request, context: Self.context)
        #expect(session.state == .active && session.selectedShippingOptionId == "express")
        #expect(session.amountToCharge == nil)

        try session.receive(.shippingAddressChange(Self.address))
        #expect(session.state == .shippingContactSelected)
        let update = try session.update(from: Self.summary(("Coffee beans", "12.34"), ("Express", "7.00")))
        #expect(
            update.jsonString()
                == #"{"total":{"label":"Total","amount":{"currency":"USD","value":"19.34"}},"displayItems":[{"label":"Coffee beans","amount":{"currency":"USD","value":"12.34"}},{"label":"Express","amount":{"currency":"USD","value":"7.00"}}]}"#
        )
        #expect(try session.complete(update, now: Fixtures.now).violations.isEmpty)
        #expect(session.state == .active && session.request.details.total.amount.value == "19.34")

        session = try W3CPaymentSession(restoring: session.snapshot().jsonData(), context: Self.context)
        try session.receive(.shippingOptionChange("standard"))
        #expect(session.selectedShippingOption?.label == "Standard")
        try session.complete(session.update(from: Self.summary(("Coffee beans", "12.34"))), now: Fixtures.now)
        let stored = session.snapshot()
        #expect(try W3CPaymentSession(restoring: stored, context: Self.context) == session)
        session = try W3CPaymentSession(restoring: stored.jsonData(), context: Self.context)

        try session.respond(Self.response(option: "standard"), now: Fixtures.now)
        #expect(session.state == .authorized && session.methodName == "https://pay.example/")
        #expect(session.amountToCharge == W3CPaymentRequest.CurrencyAmount(currency: "USD", value: "12.34"))
        try session.retry(W3CPaymentValidationErrors(error: "Check your email"))
        #expect(session.state == .active && session.amountToCharge == nil)
        try session.respond(Self.response(option: "standard"), now: Fixtures.now)
        try session.complete(.success)
        #expect(session.state == .completed)
        #expect(throws: PaymentSheetSessionError.self) { try session.abort() }
    }

    static let eventCases: [(event: W3CPaymentRequestEvent, expected: [String])] = [
        (.shippingOptionChange("free"), ["w3c.response.shippingOption.unknown@shippingOption"]),
        (.paymentMethodChange(methodName: "https://evil.example/"), ["w3c.response.methodName.notOffered@methodName"]),
        (.paymentMethodChange(methodName: "https://pay.example/"), []),
        (.shippingAddressChange(address), []),
    ]

    /// An event no browser showing the request fires is refused with the rule a response breaks with the same
    /// member, and leaves the session as it was.
    @Test(arguments: eventCases)
    func eventsAreCheckedAgainstTheRequest(event: W3CPaymentRequestEvent, expected: [String]) throws {
        #expect(Answers.codes(event.validate(against: Answers.request)) == expected)
        var session = try W3CPaymentSession(request: Answers.request, context: Self.context)
        do {
            try session.receive(event)
            #expect(expected.isEmpty && session.state != .active)
        } catch {
            #expect(error.code == .refusedEvent && Self.codes(error) == expected)
            #expect(session.state == .active && session.selectedShippingOptionId == "express")
        }
    }

    @Test func shippingEventsNeedARequestThatShips() throws {
        var request = Answers.request
        request.options.requestShipping = false
        request.details.shippingOptions = []
        #expect(
            Answers.codes(W3CPaymentRequestEvent.shippingOptionChange("express").validate(against: request)) == [
                "w3c.response.notRequested@shippingOption"
            ])
        #expect(
            Answers.codes(W3CPaymentRequestEvent.shippingAddressChange(Self.address).validate(against: request)) == [
                "w3c.response.notRequested@shippingAddress"
            ])
    }

    /// Answers out of turn, an update the browser refuses, and a response naming another option than the events
    /// selected are refused.
    @Test func forgedAnswersAreRefused() throws {
        var session = try W3CPaymentSession(request: Answers.request, context: Self.context)
        #expect(throws: PaymentSheetSessionError.self) { try session.complete(W3CPaymentDetailsUpdate()) }
        #expect(throws: PaymentSheetSessionError.self) { try session.complete(.success) }
        try session.receive(.shippingOptionChange("standard"))
        #expect(throws: PaymentSheetSessionError.self) { try session.receive(.shippingOptionChange("express")) }
        let euros = W3CPaymentDetailsUpdate(
            total: .init(label: "Total", amount: .init(currency: "EUR", value: "1.00")))
        do {
            try session.complete(euros, now: Fixtures.now)
            Issue.record("an update in another currency was applied")
        } catch {
            #expect(error.code == .invalidUpdate)
            #expect(Self.codes(error) == ["w3c.update.currency.changed@total.amount.currency"])
        }
        try session.complete(W3CPaymentDetailsUpdate(), now: Fixtures.now)
        let express = try Self.response(option: "express")
        do {
            try session.respond(express, now: Fixtures.now)
            Issue.record("a response naming another option was accepted")
        } catch {
            #expect(error.code == .refusedEvent)
            #expect(Self.codes(error) == ["w3c.session.shippingOption.changed@shippingOption"])
        }
        #expect(session.state == .active)
        try session.abort()
        #expect(session.state == .aborted)
    }

    /// An update that replaces the options selects the one it marks, as the Payment Request API does; a method's
    /// modifier total is what that method pays.
    @Test func newOptionsAndModifierTotals() throws {
        var request = Answers.request
        request.details.modifiers = [
            try W3CPaymentRequest.Modifier(
                supportedMethods: "https://pay.example/",
                total: .init(label: "Total", amount: .init(currency: "USD", value: "15.00")), additionalDisplayItems: []
            )
        ]
        var session = try W3CPaymentSession(request: request, context: Self.context)
        try session.receive(.shippingAddressChange(Self.address))
        let options = [
            W3CPaymentRequest.ShippingOption(
                id: "standard", label: "Standard", amount: .init(currency: "USD", value: "0.00"), selected: true)
        ]
        try session.complete(W3CPaymentDetailsUpdate(shippingOptions: options), now: Fixtures.now)
        #expect(session.selectedShippingOptionId == "standard")
        try session.respond(Self.response(option: "standard"), now: Fixtures.now)
        #expect(session.amountToCharge == W3CPaymentRequest.CurrencyAmount(currency: "USD", value: "15.00"))
    }

    /// Apple Pay's payment in a response is checked as a ``Payment`` at the time the session is given.
    @Test func applePaysPaymentIsJudgedAtNow() throws {
        let request = try W3CPaymentRequest(
            jsonData: Data(
                #"{"methodData":[{"supportedMethods":"https://apple.com/apple-pay","data":{"version":3,"merchantIdentifier":"merchant.com.example","merchantCapabilities":["supports3DS"],"supportedNetworks":["visa"],"countryCode":"US"}}],"details":{"total":{"label":"Shop","amount":{"currency":"USD","value":"1.00"}}}}"#
                    .utf8))
        // Made in code: the reader would judge the token at the time it reads it.
        let response = try W3CPaymentResponse(
            requestId: "r", methodName: "https://apple.com/apple-pay",
            details: Data(contentsOf: Answers.examples.appendingPathComponent("Tokens/gala-payment.json")))
        let then = try #require(ISO8601DateFormatter().date(from: "2023-03-07T05:34:00Z"))
        var session = try W3CPaymentSession(request: request, context: .web(now: then))
        do {
            try session.respond(response, now: Fixtures.now)
            Issue.record("a token signed years ago was accepted")
        } catch {
            #expect(error.code == .refusedEvent)
            #expect(Self.codes(error).allSatisfy { $0.contains("@details.token") } && !Self.codes(error).isEmpty)
        }
        try session.respond(response, now: then)
        #expect(session.amountToCharge == W3CPaymentRequest.CurrencyAmount(currency: "USD", value: "1.00"))
    }

    // MARK: The snapshot

    @Test func theSnapshotRoundTrips() throws {
        var session = try W3CPaymentSession(request: Answers.request, context: Self.context)
        try session.receive(.shippingOptionChange("standard"))
        session.merchantData = Data("cart 17".utf8)
        var snapshot = session.snapshot()
        snapshot.revision = 2
        let json = snapshot.jsonString()
        #expect(json.hasPrefix(#"{"version":1,"revision":2,"state":"shippingMethodSelected","paymentRequest":{"#))
        #expect(json.hasSuffix(#"},"shippingOptionId":"standard","merchantData":"Y2FydCAxNw=="}"#))
        #expect(try W3CPaymentSessionSnapshot(jsonData: Data(json.utf8)) == snapshot)
        #expect(try W3CPaymentSessionSnapshot(jsonData: snapshot.jsonData()).jsonData() == snapshot.jsonData())
        #expect(
            try JSONDecoder().decode(W3CPaymentSessionSnapshot.self, from: JSONEncoder().encode(snapshot)) == snapshot)
        let context = PaymentDocument.Context(now: Fixtures.now)
        #expect(W3CPaymentSessionSnapshot.validate(jsonData: Data(json.utf8), for: context).violations.isEmpty)
        #expect(PaymentDocument.validate(jsonData: Data(json.utf8), for: context).kind == .w3cSessionSnapshot)
    }

    static let snapshotCases: [(name: String, edit: @Sendable (String) -> String, expected: [String])] = [
        (
            "an option the request does not offer",
            { $0.replacingOccurrences(of: #""shippingOptionId":"standard""#, with: #""shippingOptionId":"free""#) },
            ["session.snapshot.inconsistent@shippingOptionId"]
        ),
        (
            "the authorized state without a method, and a state never taken",
            {
                $0.replacingOccurrences(of: #""shippingMethodSelected""#, with: #""authorized""#)
                    .replacingOccurrences(of: #""version":1,"#, with: #""version":1,"revision":"2","#)
            },
            ["session.snapshot.inconsistent@methodName", "json.type@revision"]
        ),
        (
            "a method before any response",
            {
                $0.replacingOccurrences(
                    of: #""shippingOptionId":"standard""#, with: #""methodName":"https://pay.example/""#)
            },
            ["session.snapshot.inconsistent@methodName"]
        ),
        (
            "a request the constructor refuses, and data that is not Base64",
            {
                $0.replacingOccurrences(of: #""value":"17.34""#, with: #""value":"-17.34""#)
                    .replacingOccurrences(of: #""shippingOptionId":"standard""#, with: #""merchantData":"%%""#)
            },
            [
                "w3c.total.negative@paymentRequest.details.total.amount.value",
                "session.snapshot.inconsistent@merchantData",
            ]
        ),
        (
            "a state no session has", { $0.replacingOccurrences(of: #""shippingMethodSelected""#, with: #""idle""#) },
            ["session.snapshot.inconsistent@state"]
        ),
    ]

    @Test(arguments: snapshotCases)
    func editedSnapshotsAreRefused(name: String, edit: @Sendable (String) -> String, expected: [String]) throws {
        var session = try W3CPaymentSession(request: Answers.request, context: Self.context)
        try session.receive(.shippingOptionChange("standard"))
        let json = Data(edit(session.snapshot().jsonString()).utf8)
        let report = W3CPaymentSessionSnapshot.validate(jsonData: json, for: .init(now: Fixtures.now))
        #expect(Answers.codes(report).sorted() == expected.sorted(), "\(name)")
        #expect(throws: DecodingError.self) { try W3CPaymentSessionSnapshot(jsonData: json) }
        #expect(throws: PaymentSheetSessionError.self) {
            try W3CPaymentSession(restoring: json, context: Self.context)
        }
    }

    @Test func anEditedValueDoesNotRestore() throws {
        var snapshot = try W3CPaymentSession(request: Answers.request, context: Self.context).snapshot()
        snapshot.methodName = "https://evil.example/"
        snapshot.state = .authorized
        #expect(Answers.codes(snapshot.validate(for: Self.context)) == ["session.snapshot.inconsistent@methodName"])
        #expect(throws: PaymentSheetSessionError.self) {
            try W3CPaymentSession(restoring: snapshot, context: Self.context)
        }
    }
}
