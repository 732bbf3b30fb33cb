import Foundation
import Testing

@testable import PaymentRequestKit

/// The file store's compare-and-set, expiry and refusal of files it did not write, and every store keeping each
/// wallet's snapshots.
@Suite struct FileSessionStoreTests {
    static let now = Fixtures.now

    static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "sessions-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func googleSnapshot() throws -> GooglePaySessionSnapshot {
        try GooglePaySession(offer: GooglePayAnswerTests.offer).snapshot()
    }

    @Test func savesByCompareAndSet() throws {
        let directory = try Self.directory()
        let (snapshot, now) = (try SessionStoreTests.snapshot(), Self.now)
        let store = FilePaymentSheetSessionStore(directory: directory)
        let saved = try store.save(snapshot, for: "order-1", until: snapshot.expiry(after: now), now: now)
        #expect(saved.revision == 1)
        #expect(try store.load("order-2") == nil)
        let first = try store.save(snapshot, for: "order-2", until: Self.now + 60, now: Self.now)
        #expect(first.revision == 1)
        #expect(try store.load("order-2") == first)
        do {
            _ = try store.save(snapshot, for: "order-2", until: Self.now + 60, now: Self.now)
            Issue.record("a stale save was accepted")
        } catch {
            #expect(error.code == .conflict)
        }
        #expect(try store.save(first, for: "order-2", until: Self.now + 60, now: Self.now).revision == 2)
        #expect(try store.load("order-2")?.revision == 2)
    }

    /// Of saves of one revision made at once, exactly one is stored: the lock is the directory's, taken by every
    /// save.
    @Test func concurrentSavesOfOneRevisionStoreOne() throws {
        let store = FilePaymentSheetSessionStore(directory: try Self.directory())
        let snapshot = try Self.googleSnapshot()
        let results = (0..<8).map { _ in Results() }
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            results[index].saved = (try? store.save(snapshot, for: "race", until: Self.now + 60, now: Self.now)) != nil
        }
        #expect(results.filter(\.saved).count == 1)
        #expect(try store.load("race", as: GooglePaySessionSnapshot.self)?.revision == 1)
    }

    /// Each store keeps every wallet's snapshots, and refuses to read one kind as another.
    @Test(arguments: ["memory", "file"])
    func everyWalletsSnapshotIsKept(store kind: String) throws {
        let store: any PaymentSheetSessionStore =
            kind == "memory"
            ? InMemoryPaymentSheetSessionStore() : FilePaymentSheetSessionStore(directory: try Self.directory())
        let google = try store.save(Self.googleSnapshot(), for: "g", until: Self.now + 60, now: Self.now)
        #expect(try store.load("g", as: GooglePaySessionSnapshot.self) == google)
        let w3c = try W3CPaymentSession(request: W3CAnswerTests.request, context: .web(now: Self.now)).snapshot()
        let savedW3C = try store.save(w3c, for: "w", until: Self.now + 60, now: Self.now)
        #expect(try store.load("w", as: W3CPaymentSessionSnapshot.self) == savedW3C)
        do {
            _ = try store.load("g")
            Issue.record("a Google Pay snapshot was read as Apple Pay's")
        } catch {
            #expect(error.code == .invalidSnapshot)
        }
    }

    @Test func expiredSessionsAreNoneAndAreRemoved() async throws {
        let store = FilePaymentSheetSessionStore(directory: try Self.directory())
        let snapshot = try Self.googleSnapshot()
        _ = try await store.save(snapshot, for: "short", until: Self.now + 0.05, now: Self.now)
        _ = try await store.save(snapshot, for: "long", until: Self.now + 60, now: Self.now)
        try await Task.sleep(for: .milliseconds(120))
        #expect(try await store.load("short", as: GooglePaySessionSnapshot.self) == nil)
        #expect(try await store.save(snapshot, for: "short", until: Self.now + 0.01, now: Self.now).revision == 1)
        try await Task.sleep(for: .milliseconds(50))
        #expect(try store.removeExpired() == 1)
        #expect(try await store.load("long", as: GooglePaySessionSnapshot.self) != nil)
    }

    static let corruptFiles: [(name: String, bytes: @Sendable (Data) -> Data)] = [
        ("no header", { $0 }),
        ("a header that is not numbers", { Data("payment-session 1 one 99999999999999\n".utf8) + $0 }),
        ("another revision than its snapshot's", { Data("payment-session 1 7 99999999999999\n".utf8) + $0 }),
        ("a snapshot that does not decode", { _ in Data("payment-session 1 0 99999999999999\n{}".utf8) }),
        (
            "more bytes than any snapshot",
            { _ in Data("payment-session 1 0 99999999999999\n".utf8) + Data(count: 20_000_000) }
        ),
    ]

    /// A file that is not what a save writes is refused, never read in part.
    @Test(arguments: corruptFiles)
    func filesASaveDidNotWriteAreRefused(name: String, bytes: @Sendable (Data) -> Data) throws {
        let store = FilePaymentSheetSessionStore(directory: try Self.directory())
        let snapshot = try Self.googleSnapshot()
        try bytes(snapshot.jsonData()).write(to: URL(fileURLWithPath: store.path(for: "edited")))
        do {
            _ = try store.load("edited", as: GooglePaySessionSnapshot.self)
            Issue.record("\(name) was read")
        } catch {
            #expect(error.code == .invalidSnapshot, "\(name)")
        }
    }

    /// An identifier names a file by its hash, inside the directory whatever it holds.
    /// One save's outcome, written by its own thread only.
    final class Results: @unchecked Sendable {
        var saved = false
    }

    @Test func identifiersNeverNameAPathOutsideTheDirectory() throws {
        let directory = try Self.directory()
        let store = FilePaymentSheetSessionStore(directory: directory)
        let path = store.path(for: "../../etc/passwd")
        #expect(path.hasPrefix(directory + "/") && !path.dropFirst(directory.count + 1).contains("/"))
        #expect(path.hasSuffix(".session") && path.count == directory.count + 1 + 64 + 8)
    }

    @Test func aMissingDirectoryIsUnavailable() throws {
        let store = FilePaymentSheetSessionStore(directory: "/nonexistent/sessions")
        do {
            _ = try store.save(Self.googleSnapshot(), for: "a", until: Self.now + 60, now: Self.now)
            Issue.record("a save to no directory succeeded")
        } catch let error as PaymentSheetSessionError {
            #expect(error.code == .storeUnavailable)
            #expect(error.message.contains("/nonexistent/sessions"))
        }
    }
}
