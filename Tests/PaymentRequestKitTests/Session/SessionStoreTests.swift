import Foundation
import Testing

@testable import PaymentRequestKit

/// A snapshot's revision and the merchant's data, and the in-memory store's compare-and-set.
@Suite struct SessionStoreTests {
    static let now = Fixtures.now

    static func snapshot() throws -> PaymentSheetSnapshot {
        try PaymentSheetSnapshot(
            jsonData: Data(
                contentsOf: PaymentDocumentKindTests.examples.appendingPathComponent(
                    "Session/valid-session-snapshot.json")))
    }

    /// A snapshot never stored keeps the bytes it had; a stored one carries its revision and data, and reads back.
    @Test func theRevisionAndTheMerchantsDataRoundTrip() throws {
        let example = try Data(
            contentsOf: PaymentDocumentKindTests.examples.appendingPathComponent("Session/valid-session-snapshot.json"))
        var snapshot = try Self.snapshot()
        #expect(snapshot.revision == 0 && snapshot.merchantData == nil)
        #expect(snapshot.jsonData(prettyPrinted: true) + Data("\n".utf8) == example)
        snapshot.revision = 4
        snapshot.merchantData = Data("cart 17".utf8)
        let json = snapshot.jsonString()
        #expect(json.hasPrefix(#"{"version":1,"revision":4,"state":"#))
        #expect(json.hasSuffix(#","merchantData":"Y2FydCAxNw=="}"#))
        #expect(try PaymentSheetSnapshot(jsonData: Data(json.utf8)) == snapshot)
        let restored = try PaymentSheetSession(
            restoring: snapshot, context: .web(now: Self.now), clock: ContinuousClock(), at: Self.now)
        #expect(restored.revision == 4 && restored.merchantData == Data("cart 17".utf8))
        #expect(restored.snapshot(at: Self.now).revision == 4)
    }

    @Test(arguments: [
        (#""revision":-1,"#, "session.snapshot.inconsistent@revision"),
        (#""revision":"1","#, "json.type@revision"),
        (#""merchantData":"not base64!","#, "session.snapshot.inconsistent@merchantData"),
    ])
    func aBadRevisionOrMerchantDataIsRefused(member: String, expected: String) throws {
        let json = String(decoding: try Self.snapshot().jsonData(), as: UTF8.self)
            .replacingOccurrences(of: #""version":1,"#, with: #""version":1,"# + member)
        let report = PaymentSheetSnapshot.validate(jsonData: Data(json.utf8), for: .web(now: Self.now))
        #expect(report.violations.map { "\($0.code)@\($0.path)" } == [expected])
    }

    @Test func theInMemoryStoreSavesByCompareAndSet() throws {
        let store = InMemoryPaymentSheetSessionStore()
        let snapshot = try Self.snapshot()
        #expect(try store.load("a") == nil)
        let first = try store.save(snapshot, for: "a", until: Self.now.addingTimeInterval(60), now: Self.now)
        #expect(first.revision == 1)
        #expect(try store.load("a") == first)
        #expect(try store.save(first, for: "a", until: Self.now.addingTimeInterval(60), now: Self.now).revision == 2)
        do {
            _ = try store.save(first, for: "a", until: Self.now.addingTimeInterval(60), now: Self.now)
            Issue.record("a stale save was accepted")
        } catch {
            #expect(error.code == .conflict)
            #expect(error.state == first.state)
        }
        // Past its expiry, by the callers' clock, a session is gone, and a new one may take its place.
        let later = Self.now.addingTimeInterval(61)
        #expect(try store.save(snapshot, for: "b", until: later.addingTimeInterval(60), now: later).revision == 1)
        #expect(try store.load("a") == nil)
        #expect(try store.save(snapshot, for: "a", until: later.addingTimeInterval(60), now: later).revision == 1)
    }

    /// A store keeps a session until its pending handler's deadline has passed by the idle lifetime.
    @Test func aSnapshotsExpiryFollowsItsDeadline() throws {
        var snapshot = try Self.snapshot()
        snapshot.deadline = nil
        #expect(snapshot.expiry(after: Self.now, idleLifetime: 600) == Self.now.addingTimeInterval(600))
        snapshot.deadline = Self.now.addingTimeInterval(30)
        #expect(snapshot.expiry(after: Self.now, idleLifetime: 600) == Self.now.addingTimeInterval(630))
        #expect(snapshot.expiry(after: Self.now.addingTimeInterval(60)) == Self.now.addingTimeInterval(60 + 1800))
    }
}
