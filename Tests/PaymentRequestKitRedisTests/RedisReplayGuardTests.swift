// Needs hiredis: built with the package trait `Redis` (`swift test --traits Redis`).
#if Redis
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
            let now = Date()
            let guardian = try server.replayGuard(policy: .init(maximumClockDrift: .zero), since: now - 60)
            let identifier = ReplayIdentifier.applePay(transactionId: Data([1, 2, 3]))
            #expect(
                try guardian.recordIfAbsent(
                    identifier, window: ReplayWindow(start: now, end: now.addingTimeInterval(0.3)), now: now))
            #expect(
                try !guardian.recordIfAbsent(
                    identifier, window: ReplayWindow(start: now, end: now.addingTimeInterval(600)), now: now))
            #expect(try server.admin().command("EXISTS", guardian.key(for: identifier)) == .integer(1))
            // The key's time to live is the expiry less the caller's now, whatever Redis's clock says.
            guard case .integer(let milliseconds) = try server.admin().command("PTTL", guardian.key(for: identifier))
            else { throw RedisServer.ServerError("no PTTL") }
            #expect((1...300).contains(milliseconds))
            usleep(400_000)
            #expect(
                try guardian.recordIfAbsent(
                    identifier, window: ReplayWindow(start: Date(), end: now.addingTimeInterval(600)), now: Date()))
        }

        /// The gap of a guard that remembered for a window after it first saw a token: seen 290 s before its signing
        /// time, the token is refused on replay 250 s after it, as Redis keeps it until the signing time plus the skew.
        @Test func aTokenSeenEarlyIsRefusedOnReplayUntilItCanNoLongerBeAccepted() throws {
            let server = try RedisServer.start()
            let decryptor = Vectors.decryptor(try server.replayGuard())
            #expect(
                Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt.addingTimeInterval(-290)) }
                    == nil
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
                    replayGuard: try server.replayGuard(since: now.addingTimeInterval(-8 * 86_400)))
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
            // The message expires 300 s after the vectors' clock, and the key outlives it by twice the allowed clock
            // drift (5 s); its time runs down from there as the test runs, by a few milliseconds on a quiet machine,
            // so a loaded one gets ten seconds.
            #expect((300_000...310_000).contains(milliseconds))
        }

        /// The same token on 8 threads at once: exactly one is accepted.
        @Test func theSameTokenOnEightThreadsIsAcceptedOnce() async throws {
            let server = try RedisServer.start()
            let decryptor = Vectors.decryptor(try server.replayGuard(server.configuration(connections: 8)))
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
            // The servers' store, under their prefix, remembering since before the token.
            _ = try server.replayGuard(server.configuration(prefix: "shop:"))
            let arguments = [
                "token", "--decrypt", "--key", "Examples/Tokens/Test/merchant-ec-key.pem", "--certificate",
                "Examples/Tokens/Test/merchant-ec-certificate.pem", "--trust-root",
                "Examples/Tokens/Test/test-root.pem",
                "--now", ISO8601DateFormatter().string(from: Vectors.signedAt), "--replay-guard",
                "redis://127.0.0.1:\(server.port)", "--replay-guard-prefix", "shop:",
                "Examples/Tokens/Test/ec-token.json",
            ]
            let runs = try runAtOnce("payreq", [arguments, arguments], in: Vectors.root)
            let outputs = runs.map(\.output)
            #expect(runs.map(\.status).sorted() == [0, 1], "\(outputs)")
            #expect(outputs.filter { $0.contains(": decrypted") }.count == 1)
            #expect(outputs.filter { $0.contains("[token.replayed]") }.count == 1)
        }

        /// A token a server recorded under its prefix is refused by `payreq` given the same prefix, and the password
        /// comes from a file or the environment, never quoted: a wrong one is refused by Redis, naming AUTH only.
        @Test func payreqSharesTheServersPrefixAndKeepsThePasswordOffTheCommandLine() throws {
            let server = try RedisServer.start()
            #expect(
                try server.admin().command("CONFIG", "SET", "requirepass", "s3cret-passw0rd") == .status("OK"))
            var configuration = server.configuration(prefix: "shop:")
            configuration.password = "s3cret-passw0rd"
            let guardian = try server.replayGuard(configuration)
            #expect(
                Vectors.code { try Vectors.decryptor(guardian).decrypt(Vectors.token, now: Vectors.signedAt) } == nil)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payreq-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let passwordFile = folder.appendingPathComponent("password")
            try Data("s3cret-passw0rd\n".utf8).write(to: passwordFile)
            let wrongFile = folder.appendingPathComponent("wrong")
            try Data("wrong-passw0rd\n".utf8).write(to: wrongFile)
            func run(_ extra: [String]) throws -> Run {
                let arguments =
                    [
                        "token", "--decrypt", "--key", "Examples/Tokens/Test/merchant-ec-key.pem", "--certificate",
                        "Examples/Tokens/Test/merchant-ec-certificate.pem", "--trust-root",
                        "Examples/Tokens/Test/test-root.pem", "--now",
                        ISO8601DateFormatter().string(from: Vectors.signedAt),
                        "--replay-guard-prefix", "shop:",
                    ] + extra + ["Examples/Tokens/Test/ec-token.json"]
                return try runAtOnce("payreq", [arguments], in: Vectors.root)[0]
            }
            let shared = try run([
                "--replay-guard", "redis://127.0.0.1:\(server.port)", "--replay-guard-password-file", passwordFile.path,
            ])
            #expect(shared.status == 1)
            #expect(shared.output.contains("[token.replayed]"), "\(shared.output)")
            let wrong = try run([
                "--replay-guard", "redis://127.0.0.1:\(server.port)", "--replay-guard-password-file", wrongFile.path,
            ])
            #expect(wrong.status == 1)
            #expect(
                wrong.output.contains("AUTH") && wrong.output.contains("[replayGuard.unavailable]"), "\(wrong.output)")
            #expect(!wrong.output.contains("wrong-passw0rd"))
            let inURL = try run(["--replay-guard", "redis://:s3cret-passw0rd@127.0.0.1:\(server.port)"])
            #expect(inURL.output.contains("visible to other users"), "\(inURL.output)")
            #expect(inURL.output.contains("[token.replayed]"))
            let badURL = try run(["--replay-guard", "redis://:s3cret-passw0rd@127.0.0.1:99999"])
            #expect(badURL.status == 2)
            #expect(badURL.output.contains("redis://:***@127.0.0.1:99999"), "\(badURL.output)")
            #expect(!badURL.output.contains("s3cret"))
        }

        /// Redis stopped mid-run: every decryption fails closed with the guard's error and none is accepted. Restarted
        /// empty, Redis has forgotten the token, and the guard knows it: the marker is gone, so the token, and every
        /// payment whose window began before the guard marked the store again, is refused as `replayGuard.storeForgot`,
        /// never accepted a second time; a payment that began after the new mark is recorded once.
        @Test func aStoppedRedisRefusesEveryTokenAndARestartedEmptyOneRefusesWhatItForgot() throws {
            let server = try RedisServer.start()
            let guardian = try server.replayGuard(server.configuration(connections: 2))
            let decryptor = Vectors.decryptor(guardian)
            #expect(Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) } == nil)
            server.stop()
            for _ in 0..<4 {
                #expect(
                    Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) }
                        == .replayGuardUnavailable
                )
            }
            let other = try PaymentTokenEnvelope(jsonData: Vectors.data("rsa-token.json"))
            let otherAt = try #require(other.signingTime)
            #expect(Vectors.code { try decryptor.decrypt(other, now: otherAt) } == .replayGuardUnavailable)
            try server.start()
            // Redis keeps nothing on disk here, as a Redis without persistence restarts.
            let later = Vectors.signedAt.addingTimeInterval(30)
            #expect(Vectors.code { try decryptor.decrypt(Vectors.token, now: later) } == .replayGuardStoreForgot)
            #expect(Vectors.code { try decryptor.decrypt(other, now: later) } == .replayGuardStoreForgot)
            #expect(
                try server.admin().command(
                    "EXISTS",
                    guardian.key(for: ReplayIdentifier.applePay(transactionId: Vectors.token.header.transactionId)))
                    == .integer(0))
            // The store was marked again at the first record after the restart; a payment that began after it, by
            // more than the drift, is recorded once.
            let fresh = ReplayIdentifier.applePay(transactionId: Data([9, 9]))
            let window = ReplayWindow(start: later.addingTimeInterval(6), end: later.addingTimeInterval(306))
            #expect(try guardian.recordIfAbsent(fresh, window: window, now: later.addingTimeInterval(6)))
            #expect(try !guardian.recordIfAbsent(fresh, window: window, now: later.addingTimeInterval(7)))
            let mark = try guardian.beginRemembering(now: Date())
            #expect(abs(mark.timeIntervalSince(later)) < 0.001)
        }

        /// `FLUSHALL` between two decryptions of one token: the second is refused as a store that forgot, on this
        /// server and on another sharing the store, not accepted again.
        @Test func aFlushedRedisRefusesTheTokenItForgot() async throws {
            let server = try RedisServer.start()
            let servers = try (0..<2).map { _ in Vectors.decryptor(try server.replayGuard()) }
            #expect(Vectors.code { try servers[0].decrypt(Vectors.token, now: Vectors.signedAt) } == nil)
            #expect(try server.admin().command("FLUSHALL") == .status("OK"))
            for decryptor in servers {
                #expect(
                    Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt.addingTimeInterval(20)) }
                        == .replayGuardStoreForgot)
            }
            do {
                let _: DecryptedPaymentData = try await servers[1].decrypt(
                    Vectors.token, now: Vectors.signedAt.addingTimeInterval(40))
                Issue.record("a flushed store accepted a token it had recorded")
            } catch {
                #expect(error.code.rawValue == "replayGuard.storeForgot")
                #expect(error.message.contains("remembers only since"))
            }
        }

        /// Two servers whose clocks are 60 s apart (each 30 s from true time, within a drift of 30 s): the fast one
        /// records the token 0.5 s before its window closes by its clock, and the slow one, which still accepts it for
        /// 60 s more, refuses it as a replay a second later. Kept for the window less the recording server's now
        /// alone, the record would have lived 0.5 s.
        @Test func twoClocksSixtySecondsApartAcceptATokenOnce() throws {
            let server = try RedisServer.start()
            let policy = RedisReplayGuard.Policy(maximumClockDrift: .seconds(30))
            let fast = Vectors.decryptor(try server.replayGuard(policy: policy))
            let slow = Vectors.decryptor(try server.replayGuard(policy: policy))
            #expect(
                Vectors.code { try fast.decrypt(Vectors.token, now: Vectors.signedAt.addingTimeInterval(299.5)) } == nil
            )
            let key = try server.replayGuard().key(
                for: ReplayIdentifier.applePay(transactionId: Vectors.token.header.transactionId))
            guard case .integer(let milliseconds) = try server.admin().command("PTTL", key) else {
                throw RedisServer.ServerError("no PTTL")
            }
            #expect((55_000...60_500).contains(milliseconds))
            usleep(1_000_000)
            #expect(
                Vectors.code { try slow.decrypt(Vectors.token, now: Vectors.signedAt.addingTimeInterval(240.5)) }
                    == .replayed)
            // With no drift allowed, the same record lives 0.5 s: the gap the drift closes.
            #expect(try server.admin().command("DEL", key) == .integer(1))
            let naive = Vectors.decryptor(try server.replayGuard(policy: .init(maximumClockDrift: .zero)))
            #expect(
                Vectors.code { try naive.decrypt(Vectors.token, now: Vectors.signedAt.addingTimeInterval(299.5)) }
                    == nil)
            guard case .integer(let naiveMilliseconds) = try server.admin().command("PTTL", key) else {
                throw RedisServer.ServerError("no PTTL")
            }
            #expect((1...500).contains(naiveMilliseconds))
        }

        /// A Redis that may evict keys (a `maxmemory` with any policy but `noeviction`) is refused when the guard
        /// connects, with nothing recorded, unless the caller accepts it; `noeviction`, or no `maxmemory`, is accepted.
        @Test(
            arguments: [
                ("allkeys-lru", 100_000_000, false, PaymentTokenError.Code.replayGuardStoreUnsafe),
                ("volatile-ttl", 100_000_000, false, .replayGuardStoreUnsafe),
                ("volatile-lru", 100_000_000, true, nil),
                ("noeviction", 100_000_000, false, nil),
                ("allkeys-lru", 0, false, nil),
            ] as [(String, Int, Bool, PaymentTokenError.Code?)])
        func anEvictingRedisIsRefusedAtConnection(
            policy: String, maxmemory: Int, accepted: Bool, expected: PaymentTokenError.Code?
        ) throws {
            let server = try RedisServer.start()
            for (name, value) in [("maxmemory-policy", policy), ("maxmemory", String(maxmemory))] {
                #expect(try server.admin().command("CONFIG", "SET", name, value) == .status("OK"))
            }
            let guardian = RedisReplayGuard(
                configuration: server.configuration(), policy: .init(acceptsEviction: accepted))
            #expect(
                Vectors.code { try Vectors.decryptor(guardian).decrypt(Vectors.token, now: Vectors.signedAt) }
                    == (expected ?? .replayGuardStoreForgot))
            if expected == nil {
                // Accepted stores are marked at the first record, by the caller's now: the token began before it.
                #expect(try server.admin().command("EXISTS", guardian.sinceKey) == .integer(1))
            } else {
                #expect(try server.admin().command("DBSIZE") == .integer(0))
                do {
                    _ = try guardian.beginRemembering(now: Vectors.signedAt)
                    Issue.record("an evicting store was marked")
                } catch {
                    #expect(error.code.rawValue == "replayGuard.storeUnsafe")
                    #expect(error.message.contains("maxmemory-policy \(policy)"))
                }
            }
        }

        /// Replica acknowledgements asked for and not given (this Redis has no replica): the token is refused as
        /// not known to be kept, within the wait, and refused as a replay when it comes again.
        @Test func aRecordNoReplicaAcknowledgedIsRefused() throws {
            let server = try RedisServer.start()
            let decryptor = Vectors.decryptor(
                try server.replayGuard(policy: .init(replicaAcknowledgements: 1, replicaTimeout: .milliseconds(50))))
            let started = Date()
            #expect(
                Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) } == .replayGuardTimedOut)
            #expect(Date().timeIntervalSince(started) < 1.0)
            #expect(Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) } == .replayed)
        }

        /// With a real replica, a record it acknowledged is accepted; with the replica gone, the next token is
        /// refused within the wait, as a failover could lose its record, and refused as a replay when it comes again.
        @Test func aRecordIsAcceptedOnceAReplicaHasIt() throws {
            let primary = try RedisServer.start()
            let replica = try RedisServer.start()
            // Redis waits 5 s before a diskless synchronisation, for other replicas to join it: none will.
            #expect(
                try primary.admin().command("CONFIG", "SET", "repl-diskless-sync-delay", "0") == .status("OK"))
            #expect(
                try replica.admin().command("REPLICAOF", "127.0.0.1", String(primary.port)) == .status("OK"))
            // Connected and through its first synchronisation, on both sides.
            func replicating() throws -> Bool {
                guard case .string(let primaryInfo) = try primary.admin().command("INFO", "replication"),
                    case .string(let replicaInfo) = try replica.admin().command("INFO", "replication")
                else { return false }
                return String(decoding: primaryInfo, as: UTF8.self).contains("state=online")
                    && String(decoding: replicaInfo, as: UTF8.self).contains("master_link_status:up")
            }
            let deadline = Date().addingTimeInterval(20)
            while try !replicating(), Date() < deadline { usleep(50_000) }
            #expect(try replicating())
            // A loaded machine gets seconds for the acknowledgement, within the command timeout.
            let decryptor = Vectors.decryptor(
                try primary.replayGuard(
                    primary.configuration(commandTimeout: .seconds(5)),
                    policy: .init(replicaAcknowledgements: 1, replicaTimeout: .seconds(2))))
            #expect(Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) } == nil)
            let key = try primary.replayGuard().key(
                for: ReplayIdentifier.applePay(transactionId: Vectors.token.header.transactionId))
            #expect(try replica.admin().command("EXISTS", key) == .integer(1))
            replica.stop()
            let other = try PaymentTokenEnvelope(jsonData: Vectors.data("rsa-token.json"))
            let otherAt = try #require(other.signingTime)
            #expect(Vectors.code { try decryptor.decrypt(other, now: otherAt) } == .replayGuardTimedOut)
            #expect(Vectors.code { try decryptor.decrypt(other, now: otherAt) } == .replayed)
        }

        /// A fresh deployment: the server marks the store at its start, and refuses only the payments that began
        /// before it (those in flight), by more than the drift; a guard's mark is kept, not moved, by later calls.
        @Test func aFreshStoreRefusesOnlyWhatBeganBeforeItsMark() throws {
            let server = try RedisServer.start()
            let start = Date(timeIntervalSince1970: 1_800_000_000)
            let guardian = RedisReplayGuard(configuration: server.configuration())
            #expect(try guardian.beginRemembering(now: start) == start)
            #expect(try guardian.beginRemembering(now: start.addingTimeInterval(100)) == start)
            func record(_ byte: UInt8, beganAt offset: TimeInterval) throws(PaymentTokenError) -> Bool {
                try guardian.recordIfAbsent(
                    .applePay(transactionId: Data([byte])),
                    window: ReplayWindow(start: start + offset, end: start + offset + 300), now: start + 200)
            }
            #expect(throws: PaymentTokenError.self) { try record(1, beganAt: -10) }
            #expect(throws: PaymentTokenError.self) { try record(2, beganAt: 5) }
            #expect(try record(3, beganAt: 5.001))
            #expect(try record(4, beganAt: 60))
        }

        /// A command that hangs past its timeout fails closed too, and the next one, on a new connection, works.
        @Test func aHangingRedisTimesOutAndFailsClosed() throws {
            let server = try RedisServer.start()
            let decryptor = Vectors.decryptor(
                try server.replayGuard(server.configuration(connections: 1, commandTimeout: .milliseconds(200))))
            try server.pauseWrites(milliseconds: 1500)
            let started = Date()
            #expect(
                Vectors.code { try decryptor.decrypt(Vectors.token, now: Vectors.signedAt) } == .replayGuardTimedOut)
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
            let decryptor = Vectors.decryptor(try server.replayGuard())
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
                try server.replayGuard(server.configuration(connections: 4, commandTimeout: .seconds(10))))
            let decryptor = Vectors.decryptor(guardian)
            try server.pauseWrites(milliseconds: 2000)
            let sleeper = Task { () -> [Double] in
                // Once every decryption waits on Redis, the sleeper's lateness over ten naps. Decryptions that blocked
                // threads would never all wait at once: the sleeper gives up on that after the pause.
                let giveUp = ContinuousClock.now + .milliseconds(1500)
                while guardian.waiting < 64, ContinuousClock.now < giveUp {
                    try await Task.sleep(for: .milliseconds(5))
                }
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
                            let _: DecryptedPaymentData = try await decryptor.decrypt(
                                Vectors.token, now: Vectors.signedAt)
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

        func recordIfAbsent(_ identifier: ReplayIdentifier, window: ReplayWindow, now: Date) throws(PaymentTokenError)
            -> Bool
        {
            try base.recordIfAbsent(identifier, window: window, now: now)
        }

        func recordIfAbsent(_ identifier: ReplayIdentifier, window: ReplayWindow, now: Date)
            async throws(PaymentTokenError) -> Bool
        {
            lock.withLock { inside += 1 }
            defer { lock.withLock { inside -= 1 } }
            return try await base.recordIfAbsent(identifier, window: window, now: now)
        }
    }
#endif
