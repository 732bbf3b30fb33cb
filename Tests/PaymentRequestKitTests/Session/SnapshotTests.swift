import Foundation
import Testing

@testable import PaymentRequestKit

/// A session stored between HTTP requests: round trips at every state, the bytes, deadlines across a restore,
/// and snapshots no session could have written.
@Suite struct SnapshotTests {
    typealias Session = PaymentSheetSession<ManualClock>
    static let context = ValidationContext.web(now: Fixtures.now)

    @Test(arguments: PaymentSheetState.allCases)
    func roundTripsAtEveryState(state: PaymentSheetState) throws {
        let clock = ManualClock()
        let session = try SessionStateTests.session(in: state, clock: clock)
        clock.advance(by: .seconds(4))
        let snapshot = session.snapshot(at: Fixtures.now)
        let data = snapshot.jsonData()
        #expect(try PaymentSheetSnapshot(jsonData: data) == snapshot)
        #expect(try JSONDecoder().decode(PaymentSheetSnapshot.self, from: JSONEncoder().encode(snapshot)) == snapshot)
        #expect(PaymentSheetSnapshot.validate(jsonData: data, for: .init(Self.context)).violations == [])

        let restored = try Session(restoring: data, context: Self.context, clock: ManualClock(), at: Fixtures.now)
        #expect(restored.state == session.state)
        #expect(restored.merchantValidationState == session.merchantValidationState)
        #expect(restored.request == session.request)
        #expect(restored.selectedShippingMethod == session.selectedShippingMethod)
        #expect(restored.deadline?.remaining == session.deadline?.remaining)
        #expect(restored.snapshot(at: Fixtures.now).jsonData() == data)
    }

    @Test func bytesAreStable() throws {
        var request = Fixtures.coffeeShop()
        request.lineItems = []
        request.shippingMethods = [Fixtures.expressShipping]
        var session = try Session(request: request, context: Self.context, clock: ManualClock())
        try session.begin()
        try session.receive(.shippingMethodSelected(Fixtures.expressShipping))
        let expected =
            #"{"version":1,"state":"shippingMethodSelected","merchantValidationState":"idle","request":"#
            + request.jsonString()
            + #","selectedShippingMethod":"express","deadline":"2026-11-21T12:00:30Z"}"#
        #expect(session.snapshot(at: Fixtures.now).jsonString() == expected)
    }

    @Test func theDeadlineRunsFromTheEventNotFromTheRestore() throws {
        let first = ManualClock()
        var session = try Session(request: Fixtures.coffeeShop(), context: Self.context, clock: first)
        try session.begin()
        try session.receive(.shippingMethodSelected(Fixtures.expressShipping))
        first.advance(by: .seconds(10))
        let stored = session.snapshot(at: Fixtures.now.addingTimeInterval(10)).jsonData()
        #expect(try PaymentSheetSnapshot(jsonData: stored).deadline == Fixtures.now.addingTimeInterval(30))

        // Another process restores it 25 seconds after the event: 5 seconds are left, not 30.
        let update = PaymentRequestUpdate(.shippingMethod, to: session.request)
        let second = ManualClock()
        var restored = try Session(
            restoring: stored, context: Self.context, clock: second, at: Fixtures.now.addingTimeInterval(25))
        #expect(restored.deadline?.remaining == .seconds(5))
        second.advance(by: .seconds(4))
        try restored.complete(update)
        #expect(restored.state == .active)

        let third = ManualClock()
        var late = try Session(
            restoring: stored, context: Self.context, clock: third, at: Fixtures.now.addingTimeInterval(25))
        third.advance(by: .seconds(6))
        #expect(throws: PaymentSheetSessionError.self) { try late.complete(update) }
        do {
            try late.complete(update)
        } catch {
            #expect(error.code == .completedTooLate)
        }
    }

    static func stored(_ edit: (inout String) -> Void) throws -> Data {
        var session = try Session(request: Fixtures.coffeeShop(), context: context, clock: ManualClock())
        try session.begin()
        try session.receive(.couponCodeChanged("SAVE"))
        var text = session.snapshot(at: Fixtures.now).jsonString()
        edit(&text)
        return Data(text.utf8)
    }

    static let tampered: [(String, @Sendable (inout String) -> Void, [String])] = [
        (
            "a newer version", { $0 = $0.replacingOccurrences(of: #""version":1"#, with: #""version":2"#) },
            ["session.snapshot.version version"]
        ),
        (
            "a state no session has",
            { $0 = $0.replacingOccurrences(of: #""state":"couponCodeChanged""#, with: #""state":"paid""#) },
            ["json.unknownValue state"]
        ),
        (
            "a selected method the request does not offer",
            {
                $0 = $0.replacingOccurrences(
                    of: #""selectedShippingMethod":"standard""#, with: #""selectedShippingMethod":"free""#)
            },
            ["session.snapshot.inconsistent selectedShippingMethod"]
        ),
        (
            "a final state with a deadline",
            { $0 = $0.replacingOccurrences(of: #""state":"couponCodeChanged""#, with: #""state":"completed""#) },
            ["session.snapshot.inconsistent deadline"]
        ),
        (
            "a pending state without its deadline",
            { $0 = $0.replacingOccurrences(of: #","deadline":"2026-11-21T12:00:30Z""#, with: "") },
            ["session.snapshot.inconsistent deadline"]
        ),
        (
            "a request edited to a negative total",
            {
                $0 = $0.replacingOccurrences(
                    of: #""label":"Blue Bottle Coffee","amount":""#, with: #""label":"Blue Bottle Coffee","amount":"-"#)
            },
            ["total.negative request.total.amount"]
        ),
        ("truncated", { $0 = String($0.dropLast(40)) }, ["json.malformed selectedShippingMethod"]),
        ("not an object", { $0 = "[1]" }, ["json.type "]),
    ]

    @Test(arguments: tampered)
    func tamperedSnapshotsAreRefused(name: String, edit: @Sendable (inout String) -> Void, expected: [String]) throws {
        let data = try Self.stored(edit)
        let report = PaymentSheetSnapshot.validate(jsonData: data, for: .init(Self.context))
        #expect(
            report.violations.filter { $0.severity == .error }.map { "\($0.code) \($0.path)" } == expected, "\(name)")
        #expect(throws: PaymentSheetSessionError.self) {
            try Session(restoring: data, context: Self.context, clock: ManualClock(), at: Fixtures.now)
        }
        do {
            _ = try Session(restoring: data, context: Self.context, clock: ManualClock(), at: Fixtures.now)
        } catch {
            #expect(error.code == .invalidSnapshot)
            #expect(error.description.contains(expected[0].split(separator: " ")[0]))
        }
    }

    /// The request's checks that need an unreadable value are left out inside a snapshot too: the sum needs
    /// every amount, so with one unreadable only that one is reported.
    @Test func aRequestCheckThatNeedsAnUnreadableAmountIsLeftOut() throws {
        let data = try Self.stored { $0 = $0.replacingOccurrences(of: #""amount":"18.00""#, with: #""amount":18"#) }
        let report = PaymentSheetSnapshot.validate(jsonData: data, for: .init(Self.context))
        #expect(report.violations.map { "\($0.code) \($0.path)" } == ["json.type request.lineItems[1].amount"])
    }

    @Test func anUntamperedSnapshotRestores() throws {
        let data = try Self.stored { _ in }
        let session = try Session(restoring: data, context: Self.context, clock: ManualClock(), at: Fixtures.now)
        #expect(session.state == .couponCodeChanged)
    }

    @Test func updatesFromASummaryInTheSessionsCurrency() throws {
        var session = try Session(request: Fixtures.coffeeShop(), context: Self.context, clock: ManualClock())
        #expect(throws: PaymentSheetSessionError.self) {
            try session.update(from: PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd))
        }
        try session.begin()
        try session.receive(.shippingMethodSelected(Fixtures.expressShipping))
        var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd)
        try summary.addItem("Latte", amount: Fixtures.amount("4.50"))
        try summary.addShipping(try #require(session.selectedShippingMethod))
        let update = try session.update(from: summary)
        #expect(update.kind == .shippingMethod)
        #expect(update.newTotal.amount == Fixtures.amount("10.49"))
        #expect(
            session.jsonString(of: update)
                == #"{"newTotal":{"label":"Blue Bottle Coffee","amount":"10.49"},"newLineItems":[{"label":"Latte","amount":"4.50"},{"label":"Express Shipping","amount":"5.99"}]}"#
        )
        do {
            _ = try session.update(from: PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .eur))
            Issue.record("an update in another currency was built")
        } catch {
            #expect(error.code == .invalidUpdate)
            #expect(error.description.contains("EUR"))
        }
        try session.complete(update)
        #expect(session.amountToCharge == Fixtures.amount("10.49"))
    }

    @Test func sessionErrorsSayTheirCause() throws {
        var session = try Session(request: Fixtures.coffeeShop(), context: Self.context, clock: ManualClock())
        try session.begin()
        try session.receive(.couponCodeChanged("SAVE"))
        var update = PaymentRequestUpdate(.couponCode, to: session.request)
        update.newTotal.amount = Fixtures.amount("-1.00")
        update.newLineItems = Array(repeating: .final("Latte", Fixtures.amount("1.001")), count: 4)
        do {
            try session.complete(update)
            Issue.record("an invalid update was taken")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "The update is not valid (in state couponCodeChanged) [session.invalidUpdate]: error newTotal.amount:"
                ))
            #expect(error.description.contains("[total.negative]"))
            #expect(error.description.hasSuffix("; and 2 more"))
        }
    }

    /// Hostile events and snapshots end in a violation naming the field, within the decoder's limits.
    @Test func hostileEventsAndSnapshotsAreBounded() throws {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let nested = #"{"version":1,"state":"active","merchantValidationState":"idle","request":"# + deep + "}"
        let report = PaymentSheetSnapshot.validate(jsonData: Data(nested.utf8), for: .init(Self.context))
        #expect(report.violations.map(\.code) == ["json.limit"])
        let event = #"{"type":"shippingmethodselected","shippingMethod":"# + deep + "}"
        #expect(PaymentSheetEvent.validate(jsonData: Data(event.utf8)).violations.map(\.code) == ["json.limit"])

        let long = #"{"type":"couponcodechanged","couponCode":""# + String(repeating: "A", count: 2_000_000) + #""}"#
        let limited = PaymentSheetEvent.validate(jsonData: Data(long.utf8), for: .init(request: Fixtures.coffeeShop()))
        #expect(limited.violations.map(\.code) == ["json.limit"])

        // A snapshot whose request has thousands of bad items reports a capped list.
        let items = Array(repeating: #"{"label":"","amount":"x"}"#, count: 5000).joined(separator: ",")
        let many = try Self.stored { text in
            text = text.replacingOccurrences(of: #""lineItems":["#, with: #""lineItems":["# + items + ",")
        }
        let capped = PaymentSheetSnapshot.validate(jsonData: many, for: .init(Self.context))
        #expect(capped.violations.count <= ValidationReport.maxViolations + 1)
        #expect(capped.violations.first?.path == "request.lineItems[0].amount")
        #expect(throws: PaymentSheetSessionError.self) {
            try Session(restoring: many, context: Self.context, clock: ManualClock(), at: Fixtures.now)
        }
    }
}
