import Foundation
import PaymentRequestKit
import PaymentTokenDecryption
import Testing

@testable import PaymentRequestKitRedis

/// The TEST token vectors of Scripts/make-token-vectors.py, with their keys and root.
enum Vectors {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let tokens = root.appendingPathComponent("Examples/Tokens/Test")

    static func data(_ name: String) throws -> Data { try Data(contentsOf: tokens.appendingPathComponent(name)) }

    static let testRoot = try! PaymentTokenRoot.untrustedTestRoot(certificate: data("test-root.pem"))
    static let keys = [
        try! MerchantPaymentProcessingKey(
            certificate: data("merchant-ec-certificate.pem"), privateKey: data("merchant-ec-key.pem")),
        try! MerchantPaymentProcessingKey(
            certificate: data("merchant-rsa-certificate.pem"), privateKey: data("merchant-rsa-key.pem")),
    ]
    static let token = try! PaymentTokenEnvelope(jsonData: data("ec-token.json"))
    static let signedAt = token.signingTime!

    static func decryptor(_ replayGuard: any PaymentTokenReplayGuard) -> PaymentTokenDecryptor {
        PaymentTokenDecryptor(keys: keys, root: testRoot, replayGuard: replayGuard)
    }

    /// The code of the error `body` throws, or `nil` when it decrypts.
    static func code(_ body: () throws -> DecryptedPaymentData) -> PaymentTokenError.Code? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? PaymentTokenError)?.code ?? PaymentTokenError.Code(rawValue: "\(error)")
        }
    }
}

/// The replay guard on a real `redis-server`: one atomic command per token, shared by threads and processes,
/// remembering a token until it can no longer be accepted, and failing closed.
@Suite(.enabled(if: RedisServer.isInstalled, Comment(rawValue: RedisServer.howToInstall)), .serialized)
struct RedisReplayGuardTests {
    @Test func anIdentifierIsRecordedOnceAndForgottenAtItsExpiry() throws {
        let server = try RedisServer.start()
        let guardian = RedisReplayGuard(configuration: server.configuration())
        let now = Date()
        let identifier = ReplayIdentifier.applePay(transactionId: Data([1, 2, 3]))
        #expect(try guardian.recordIfAbsent(identifier, until: now.addingTimeInterval(0.3), now: now))
        #expect(try !guardian.recordIfAbsent(identifier, until: now.addingTimeInterval(600), now: now))
        #expect(try server.admin().command("EXISTS", guardian.key(for: identifier)) == .integer(1))
        // The key's time to live is the expiry less the caller's now, whatever Redis's clock says.
        guard case .integer(let milliseconds) = try server.admin().command("PTTL", guardian.key(for: identifier))
        else { throw RedisServer.ServerError("no PTTL") }
        #expect((1...300).contains(milliseconds))
        usleep(400_000)
        #expect(try guardian.recordIfAbsent(identifier, until: now.addingTimeInterval(600), now: Date()))
    }

    /// The gap of a guard that remembered for a window after it first saw a token: seen 290 s before its signing
    /// time, the token is refused on replay 250 s after it, as Redis keeps it until the signing time plus the skew.
    @Test func aTokenSeenEarlyIsRefusedOnReplayUntilItCanNoLongerBeAccepted() throws {
        let server = try RedisServer.start()
        let decryptor = Vectors.decryptor(RedisReplayGuard(configuration: server.configuration()))
        #expect(
            Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt.addingTimeInterval(-290)) } == nil
        )
        #expect(
            Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt.addingTimeInterval(250)) }
                == .replayed)
    }

    /// A Google Pay message on two servers sharing Redis: accepted by one, a replay on the other, and remembered
    /// until its `messageExpiration`, the key's time to live.
    @Test func aGooglePayMessageIsAcceptedOnceAcrossServers() async throws {
        let server = try RedisServer.start()
        let folder = Vectors.root.appendingPathComponent("Examples/Tokens/GooglePay")
        func file(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }
        let now = Date(timeIntervalSince1970: 1_795_780_800)
        let servers = try (0..<2).map { _ in
            GooglePayTokenDecryptor(
                recipient: .merchant("12345678901234567890"),
                rootKeys: try GooglePayRootSigningKeys(jsonData: file("root-keys.json")),
                keys: [try GooglePayPrivateKey(file("merchant-key.pem"))],
                replayGuard: RedisReplayGuard(configuration: server.configuration()))
        }
        let token = try file("ecv2-pan-only.json")
        let message = try await servers[0].decrypt(jsonData: token, now: now)
        do {
            _ = try await servers[1].decrypt(jsonData: token, now: now)
            Issue.record("A replayed Google Pay message was accepted")
        } catch {
            #expect(error.code == .replayed)
        }
        let guardian = RedisReplayGuard(configuration: server.configuration())
        guard
            case .integer(let milliseconds) = try server.admin().command(
                "PTTL", guardian.key(for: message.replayIdentifier))
        else { throw RedisServer.ServerError("no PTTL") }
        // The message expires 300 s after the vectors' clock; the key's time runs down from there as the test
        // runs, by a few milliseconds on a quiet machine, so a loaded one gets ten seconds.
        #expect((290_000...300_000).contains(milliseconds))
    }

    /// The same token on 8 threads at once: exactly one is accepted.
    @Test func theSameTokenOnEightThreadsIsAcceptedOnce() async throws {
        let server = try RedisServer.start()
        let decryptor = Vectors.decryptor(RedisReplayGuard(configuration: server.configuration(connections: 8)))
        let outcomes = await withTaskGroup(of: PaymentTokenError.Code?.self) { group in
            for _ in 0..<8 {
                group.addTask { Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 == nil }.count == 1)
        #expect(outcomes.filter { $0 == .replayed }.count == 7)
    }

    /// The same token given to two `payreq token --decrypt --replay-guard` processes at once: one decrypts it,
    /// the other refuses it as a replay.
    @Test func theSameTokenInTwoProcessesIsAcceptedOnce() throws {
        let server = try RedisServer.start()
        let arguments = [
            "token", "--decrypt", "--key", "Examples/Tokens/Test/merchant-ec-key.pem", "--certificate",
            "Examples/Tokens/Test/merchant-ec-certificate.pem", "--trust-root", "Examples/Tokens/Test/test-root.pem",
            "--now", ISO8601DateFormatter().string(from: Vectors.signedAt), "--replay-guard",
            "redis://127.0.0.1:\(server.port)", "Examples/Tokens/Test/ec-token.json",
        ]
        let runs = try runAtOnce("payreq", [arguments, arguments], in: Vectors.root)
        let outputs = runs.map(\.output)
        #expect(runs.map(\.status).sorted() == [0, 1], "\(outputs)")
        #expect(outputs.filter { $0.contains(": decrypted") }.count == 1)
        #expect(outputs.filter { $0.contains("[token.replayed]") }.count == 1)
    }

    /// Redis stopped mid-run: every decryption fails closed with the guard's error and none is accepted; once Redis
    /// is back, the guard works again (on a new connection).
    @Test func aStoppedRedisRefusesEveryTokenAndTheGuardWorksAfterItsRestart() throws {
        let server = try RedisServer.start()
        let decryptor = Vectors.decryptor(RedisReplayGuard(configuration: server.configuration(connections: 2)))
        #expect(Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) } == nil)
        server.stop()
        for _ in 0..<4 {
            #expect(
                Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) } == .replayGuardUnavailable
            )
        }
        let other = try PaymentTokenEnvelope(jsonData: Vectors.data("rsa-token.json"))
        let otherAt = try #require(other.signingTime)
        #expect(Vectors.code { try decryptor.decrypt(other, now: otherAt) } == .replayGuardUnavailable)
        try server.start()
        // Redis keeps nothing on disk here: the token recorded before the stop is forgotten, which is why a
        // production Redis persists. A token recorded now is recorded once.
        #expect(Vectors.code { try decryptor.decrypt(other, now: otherAt) } == nil)
        #expect(Vectors.code { try decryptor.decrypt(other, now: otherAt) } == .replayed)
    }

    /// A command that hangs past its timeout fails closed too, and the next one, on a new connection, works.
    @Test func aHangingRedisTimesOutAndFailsClosed() throws {
        let server = try RedisServer.start()
        let guardian = RedisReplayGuard(
            configuration: server.configuration(connections: 1, commandTimeout: .milliseconds(200)))
        let decryptor = Vectors.decryptor(guardian)
        try server.pauseWrites(milliseconds: 1500)
        let started = Date()
        #expect(Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) } == .replayGuardTimedOut)
        #expect(Date().timeIntervalSince(started) < 1.0)
        usleep(1_500_000)
        // The timed-out SET ran once the pause ended, or never: either way the token is not accepted twice.
        let after = Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) }
        #expect(after == nil || after == .replayed)
        let again = Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) }
        #expect(again == .replayed)
    }

    /// A Redis out of memory refuses the write (it runs with `noeviction`, never forgetting a live token to make
    /// room): the token is refused with the reason, and accepted once memory is free again.
    @Test func aFullRedisRefusesTheTokenAndSaysWhy() throws {
        let server = try RedisServer.start()
        let decryptor = Vectors.decryptor(RedisReplayGuard(configuration: server.configuration()))
        try server.limitMemory(bytes: 1)
        do {
            _ = try decryptor.decrypt(Vectors.token, now: Vectors.signedAt)
            Issue.record("a full Redis accepted a token")
        } catch {
            #expect(error.code == .replayGuardUnavailable)
            #expect("\(error)".contains("OOM"))
            #expect("\(error)".contains("nothing was recorded"))
        }
        try server.limitMemory(bytes: 0)
        #expect(Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) } == nil)
        #expect(Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) } == .replayed)
    }

    /// 64 tasks decrypting with the Redis guard while Redis holds their writes: they wait on the product's own
    /// threads, so a task that only sleeps still wakes on time.
    @Test func asynchronousDecryptionsLeaveTheCooperativePoolFree() async throws {
        let server = try RedisServer.start()
        let guardian = CountingGuard(
            RedisReplayGuard(configuration: server.configuration(connections: 4, commandTimeout: .seconds(10))))
        let decryptor = Vectors.decryptor(guardian)
        try server.pauseWrites(milliseconds: 2000)
        let sleeper = Task { () -> [Double] in
            // Once every decryption waits on Redis, the sleeper's lateness over ten naps. Decryptions that blocked
            // threads would never all wait at once: the sleeper gives up on that after the pause.
            let giveUp = ContinuousClock.now + .milliseconds(1500)
            while guardian.waiting < 64, ContinuousClock.now < giveUp { try await Task.sleep(for: .milliseconds(5)) }
            guard guardian.waiting == 64 else { return [.infinity] }
            var lateness = [Double]()
            for _ in 0..<10 {
                let start = ContinuousClock.now
                try await Task.sleep(for: .milliseconds(10))
                let late = (ContinuousClock.now - start) - .milliseconds(10)
                lateness.append(Double(late.components.attoseconds) / 1e15 + Double(late.components.seconds) * 1e3)
            }
            return lateness
        }
        let outcomes = await withTaskGroup(of: PaymentTokenError.Code?.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    do {
                        let _: DecryptedPaymentData = try await decryptor.decrypt(Vectors.token, now: Vectors.signedAt)
                        return nil
                    } catch {
                        return (error as? PaymentTokenError)?.code
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let lateness = try await sleeper.value
        #expect(lateness.max()! < 50, "the sleeper was late by \(lateness) ms")
        #expect(outcomes.filter { $0 == nil }.count == 1)
        #expect(outcomes.filter { $0 == .replayed }.count == 63)
    }
}

/// A guard that counts the calls waiting in the guard it wraps.
final class CountingGuard: PaymentTokenReplayGuard, @unchecked Sendable {
    private let base: RedisReplayGuard
    private let lock = NSLock()
    private var inside = 0

    init(_ base: RedisReplayGuard) { self.base = base }

    var waiting: Int { lock.withLock { inside } }

    func recordIfAbsent(_ identifier: ReplayIdentifier, until expiry: Date, now: Date) throws(PaymentTokenError)
        -> Bool
    {
        try base.recordIfAbsent(identifier, until: expiry, now: now)
    }

    func recordIfAbsent(_ identifier: ReplayIdentifier, until expiry: Date, now: Date) async throws(PaymentTokenError)
        -> Bool
    {
        lock.withLock { inside += 1 }
        defer { lock.withLock { inside -= 1 } }
        return try await base.recordIfAbsent(identifier, until: expiry, now: now)
    }
}
