// Needs hiredis: built with the package trait `Redis` (`swift test --traits Redis`).
#if Redis
    import Foundation
    import PaymentRequestKit
    import PaymentTokenDecryption
    import Testing

    @testable import PaymentRequestKitRedis

    /// RunningOnManyServers.md and the product's doc comments, run against a real `redis-server`: the snippets stand
    /// here line for line, so that the documentation's code compiles and does what the article says.
    @Suite(.enabled(if: RedisServer.isInstalled, Comment(rawValue: RedisServer.howToInstall)), .serialized)
    struct RunningOnManyServersTests {
        /// The article's configuration, pointed at the test's own server once its URL is checked.
        static func configuration(of server: RedisServer) throws -> RedisConfiguration {
            var configuration = try RedisConfiguration(url: "redis://shop:secret@10.0.0.5:6379/2")
            configuration.keyPrefix = "shop:"
            configuration.commandTimeout = .milliseconds(250)
            #expect(configuration.host == "10.0.0.5" && configuration.port == 6379 && configuration.database == 2)
            #expect(configuration.username == "shop" && configuration.password == "secret")
            #expect(configuration.connectTimeout == .seconds(1) && configuration.connections == 4)
            (configuration.host, configuration.port, configuration.database) = ("127.0.0.1", server.port, 0)
            (configuration.username, configuration.password) = (nil, nil)
            return configuration
        }

        /// A real token (pedicel's, signed under Apple Root CA - G3) decrypted with the Redis guard: charged once,
        /// refused as a replay, and refused as retryable while Redis is down, even though it was recorded.
        @Test func aPaymentIsChargedOnceAndNeverWhileRedisIsDown() async throws {
            let server = try RedisServer.start()
            let configuration = try Self.configuration(of: server)
            let real = Vectors.root.appendingPathComponent("Examples/Tokens/Real")
            let key = try MerchantPaymentProcessingKey(
                certificate: Data(contentsOf: real.appendingPathComponent("pedicel-merchant-certificate.pem")),
                privateKey: Data(contentsOf: real.appendingPathComponent("pedicel-merchant-key.pem")))
            let signedAt = Date(timeIntervalSince1970: 1_414_439_503)
            // The server started an hour before the token, by the test's clock.
            let startedAt = signedAt.addingTimeInterval(-3600)
            let replayGuard = RedisReplayGuard(configuration: configuration)
            _ = try replayGuard.beginRemembering(now: startedAt)
            let decryptor = PaymentTokenDecryptor(keys: [key], replayGuard: replayGuard)

            var charged = [DecryptedPaymentData]()
            var answers = [(status: PaymentAuthorizationStatus, retry: Bool)]()
            func charge(_ decrypted: DecryptedPaymentData) { charged.append(decrypted) }
            func answer(_ status: PaymentAuthorizationStatus, retry: Bool) { answers.append((status, retry)) }

            func authorize(
                _ payment: Payment, for request: PaymentRequest, at now: Date, with decryptor: PaymentTokenDecryptor
            ) async {
                do {
                    let decrypted = try await decryptor.decrypt(payment, now: now, request: request)
                    charge(decrypted)
                } catch  where error.code == .replayGuardUnavailable || error.code == .replayGuardTimedOut {
                    answer(.failure, retry: true)  // not recorded, or not known to be: never charged
                } catch {
                    answer(.failure, retry: false)  // replayed, forged, or not this request's
                }
            }

            let payment = Payment(
                token: try PaymentToken(
                    paymentMethod: PaymentMethod(network: "Visa"),
                    paymentData: Data(contentsOf: real.appendingPathComponent("pedicel-payment-data.json"))))
            let request = try PaymentRequest(
                countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa], merchantCapabilities: [.threeDSecure],
                total: .final("SeatGeek", Amount(parsing: "1.00")))
            await authorize(payment, for: request, at: signedAt, with: decryptor)
            #expect(charged.map(\.applicationPrimaryAccountNumber) == ["4109370251004320"])
            #expect(answers.isEmpty)
            // Two keys under the configuration's prefix: the transaction's, and the moment the store began to remember.
            let envelope = try PaymentTokenEnvelope(
                jsonData: Data(contentsOf: real.appendingPathComponent("pedicel-payment-data.json")))
            let recorded = RedisReplayGuard(configuration: configuration)
                .key(for: .applePay(transactionId: envelope.header.transactionId))
            #expect(recorded.hasPrefix("shop:replay:"))
            guard case .array(let keys) = try server.admin().command("KEYS", "shop:*") else {
                throw RedisServer.ServerError("KEYS answered no array")
            }
            let names = keys.map { key -> String in
                guard case .string(let bytes) = key else { return "\(key)" }
                return String(decoding: bytes, as: UTF8.self)
            }
            #expect(Set(names) == [recorded, replayGuard.sinceKey])
            await authorize(payment, for: request, at: signedAt.addingTimeInterval(60), with: decryptor)
            #expect(answers.map(\.retry) == [false])
            server.stop()
            await authorize(payment, for: request, at: signedAt, with: decryptor)
            #expect(answers.map(\.retry) == [false, true])
            #expect(charged.count == 1)
        }

        /// The article's session handler: restore, answer, save at the revision restored; a second server that
        /// restored the same revision is told of the conflict, and the stored session is the first one's.
        @Test func aSessionIsAnsweredOnOneServerAndItsConflictOnTheOther() async throws {
            let server = try RedisServer.start()
            let configuration = try Self.configuration(of: server)
            let sessionIdentifier = "order-8812"
            var noSession = 0
            func answerNoSession() { noSession += 1 }
            func summary(for session: PaymentSheetSession<ContinuousClock>) throws -> PaymentSummaryBuilder {
                var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd)
                try summary.addItem("Whole Bean Coffee", amount: Amount(parsing: "18.00"))
                if let method = session.selectedShippingMethod { try summary.addShipping(method) }
                return summary
            }

            func answer(
                _ event: PaymentSheetEvent, for sessionIdentifier: String, on configuration: RedisConfiguration
            ) async throws {
                let store = RedisSessionStore(configuration: configuration)
                guard let stored = try await store.load(sessionIdentifier) else { return answerNoSession() }
                var session = try PaymentSheetSession(
                    restoring: stored, context: .web(now: Date()), clock: ContinuousClock(), at: Date())
                _ = try session.receive(event)
                try session.complete(try session.update(from: summary(for: session)))
                let now = Date()
                let snapshot = session.snapshot(at: now)
                _ = try await store.save(snapshot, for: sessionIdentifier, until: snapshot.expiry(after: now), now: now)
            }

            let express = try #require(try RedisSessionStoreTests.session().request.shippingMethods.last)
            try await answer(.shippingMethodSelected(express), for: sessionIdentifier, on: configuration)
            #expect(noSession == 1)

            let store = RedisSessionStore(configuration: configuration)
            let begun = try RedisSessionStoreTests.session().snapshot(at: Date())
            let first = try await store.save(
                begun, for: sessionIdentifier, until: Date().addingTimeInterval(60), now: Date())
            try await answer(.shippingMethodSelected(express), for: sessionIdentifier, on: configuration)
            let answered = try #require(try await store.load(sessionIdentifier))
            #expect(answered.revision == first.revision + 1)
            #expect(answered.state == .active)
            #expect(answered.selectedShippingMethod == "express")
            #expect(answered.request.total.amount == (try Amount(parsing: "23.99")))
            // The other server restored revision 1 too, and answers after the first saved.
            do {
                _ = try await store.save(
                    first, for: sessionIdentifier, until: Date().addingTimeInterval(60), now: Date())
                Issue.record("a save at a stale revision was accepted")
            } catch {
                #expect(error.code == .conflict)
            }
            #expect(try await store.load(sessionIdentifier) == answered)
        }

        /// The article's Redis user: limited to the prefix's keys and the commands the product sends, with the script's
        /// own; the guard and the store work as that user, and a user without them is refused, saying why.
        @Test func aUserLimitedToThePrefixAndTheProductsCommandsIsEnough() throws {
            let server = try RedisServer.start()
            let commands = ["+set", "+get", "+hmget", "+eval", "+select", "+hget", "+hset", "+pexpire", "+info"]
            let reply = try server.admin().command(
                (["ACL", "SETUSER", "shop", "on", ">secret", "~shop:*", "-@all"] + commands).map { Array($0.utf8) })
            #expect(reply == .status("OK"))
            var configuration = server.configuration(prefix: "shop:")
            (configuration.username, configuration.password) = ("shop", "secret")
            let identifier = ReplayIdentifier.applePay(transactionId: Data([7]))
            let now = Date()
            let replayGuard = RedisReplayGuard(configuration: configuration)
            _ = try replayGuard.beginRemembering(now: now - 60)
            #expect(
                try replayGuard.recordIfAbsent(identifier, window: ReplayWindow(start: now, end: now + 60), now: now))
            let store = RedisSessionStore(configuration: configuration)
            let snapshot = try RedisSessionStoreTests.session().snapshot(at: now)
            let saved = try store.save(snapshot, for: "order-1", until: now + 60, now: now)
            #expect(try store.load("order-1") == saved)

            configuration.keyPrefix = "other:"
            do {
                _ = try RedisReplayGuard(configuration: configuration).recordIfAbsent(
                    identifier, window: ReplayWindow(start: now, end: now + 60), now: now)
                Issue.record("a user without the keys recorded a token")
            } catch {
                #expect(error.code == .replayGuardUnavailable)
                #expect("\(error)".contains("NOPERM"))
            }
            configuration.password = "wrong"
            do {
                _ = try RedisSessionStore(configuration: configuration).load("order-1")
                Issue.record("a wrong password loaded a session")
            } catch {
                #expect(error.code == .storeUnavailable)
                #expect("\(error)".contains("AUTH"))
            }
        }
    }
#endif
