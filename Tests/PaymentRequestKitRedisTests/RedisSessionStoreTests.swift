// Needs hiredis: built with the package trait `Redis` (`swift test --traits Redis`).
#if Redis
    import Foundation
    import PaymentRequestKit
    import Testing

    @testable import PaymentRequestKitRedis

    /// A session stored in a real `redis-server`: read and saved by compare-and-set, so that of two events of one
    /// session handled at once one is saved and the other is told of the conflict, never a silent overwrite.
    @Suite(.enabled(if: RedisServer.isInstalled, Comment(rawValue: RedisServer.howToInstall)), .serialized)
    struct RedisSessionStoreTests {
        static let now = Date()

        /// A shop's session waiting for the customer's next choice: begun, the merchant validated.
        static func session() throws -> PaymentSheetSession<ContinuousClock> {
            var request = try PaymentRequest(
                jsonData: Data(
                    contentsOf: Vectors.root.appendingPathComponent(
                        "Examples/Requests/valid-coffee-shop.json")))
            request.applicationData = nil
            var session = try PaymentSheetSession(request: request, context: .web(now: now), clock: ContinuousClock())
            try session.begin()
            _ = try session.receive(
                .merchantValidation(
                    validationURL: URL(string: "https://apple-pay-gateway.apple.com/paymentservices/paymentSession")!))
            try session.completeMerchantValidation()
            return session
        }

        @Test func aSessionIsSavedAtTheRevisionItWasRestoredFrom() throws {
            let server = try RedisServer.start()
            let store = RedisSessionStore(configuration: server.configuration())
            #expect(try store.load("order-1") == nil)
            var snapshot = try Self.session().snapshot(at: Self.now)
            snapshot.merchantData = Data("coupon WELCOME10".utf8)
            let first = try store.save(snapshot, for: "order-1", until: snapshot.expiry(after: Self.now), now: Self.now)
            #expect(first.revision == 1)
            let loaded = try #require(try store.load("order-1"))
            #expect(loaded == first)
            #expect(loaded.merchantData == Data("coupon WELCOME10".utf8))
            // Two servers restored revision 1; the first save wins, the second is told, and nothing is overwritten.
            let second = try store.save(loaded, for: "order-1", until: Self.now.addingTimeInterval(60), now: Self.now)
            #expect(second.revision == 2)
            do {
                _ = try store.save(loaded, for: "order-1", until: Self.now.addingTimeInterval(60), now: Self.now)
                Issue.record("a save at a stale revision was accepted")
            } catch {
                #expect(error.code == .conflict)
                #expect(error.message.contains("restored at revision 1, but the store holds revision 2"))
            }
            #expect(try store.load("order-1")?.revision == 2)
            // A new session (revision 0) is not saved over a stored one.
            #expect(throws: PaymentSheetSessionError.self) {
                try store.save(snapshot, for: "order-1", until: Self.now.addingTimeInterval(60), now: Self.now)
            }
        }

        static func answer(_ name: String) throws -> Data {
            try Data(contentsOf: Vectors.root.appendingPathComponent("Examples/Answers/\(name).json"))
        }

        /// Google Pay's and the W3C API's sessions round-trip through Redis as Apple Pay's do: restored from what was
        /// saved, saved by compare-and-set, and never read as another wallet's.
        @Test func theOtherWalletsSessionsRoundTrip() async throws {
            let server = try RedisServer.start()
            let store = RedisSessionStore(configuration: server.configuration())
            var google = try GooglePaySession(
                offer: GooglePayPaymentDataRequest(jsonData: Self.answer("google-pay-request")))
            try google.receive(
                GooglePayIntermediatePaymentData(jsonData: Self.answer("google-pay-intermediate-payment-data")))
            google.merchantData = Data("cart 17".utf8)
            let savedGoogle = try await store.save(
                google.snapshot(), for: "google-1", until: google.snapshot().expiry(after: Self.now), now: Self.now)
            let loadedGoogle = try #require(try await store.load("google-1", as: GooglePaySessionSnapshot.self))
            #expect(loadedGoogle == savedGoogle && loadedGoogle.revision == 1)
            var restored = try GooglePaySession(restoring: loadedGoogle)
            #expect(restored.pendingCallback == google.pendingCallback && restored.offer == google.offer)
            try restored.complete(GooglePayPaymentDataRequestUpdate())
            #expect(
                try await store.save(restored.snapshot(), for: "google-1", until: Self.now + 60, now: Self.now).revision
                    == 2)
            do {
                _ = try await store.save(loadedGoogle, for: "google-1", until: Self.now + 60, now: Self.now)
                Issue.record("a stale Google Pay session was saved")
            } catch {
                #expect(error.code == .conflict)
            }

            let request = try W3CPaymentRequest(jsonData: Self.answer("w3c-request"))
            var w3c = try W3CPaymentSession(request: request, context: .web(now: Self.now))
            try w3c.receive(.shippingOptionChange("standard"))
            let savedW3C = try await store.save(w3c.snapshot(), for: "w3c-1", until: Self.now + 60, now: Self.now)
            let loadedW3C = try #require(try await store.load("w3c-1", as: W3CPaymentSessionSnapshot.self))
            #expect(loadedW3C == savedW3C)
            #expect(
                try W3CPaymentSession(restoring: loadedW3C, context: .web(now: Self.now)).selectedShippingOptionId
                    == "standard")
            for identifier in ["google-1", "w3c-1"] {
                do {
                    _ = try await store.load(identifier)
                    Issue.record("another wallet's session was read as Apple Pay's")
                } catch {
                    #expect(error.code == .invalidSnapshot)
                }
            }
        }

        /// The `async` operations suspend the task while the product's threads wait on Redis.
        @Test func theAsynchronousOperationsReadAndSaveAlike() async throws {
            let server = try RedisServer.start()
            let store = RedisSessionStore(configuration: server.configuration())
            let snapshot = try Self.session().snapshot(at: Self.now)
            let saved = try await store.save(
                snapshot, for: "async", until: Self.now.addingTimeInterval(60), now: Self.now)
            let loaded = try await store.load("async")
            #expect(loaded == saved && saved.revision == 1)
            do {
                _ = try await store.save(snapshot, for: "async", until: Self.now.addingTimeInterval(60), now: Self.now)
                Issue.record("a stale save was accepted")
            } catch {
                #expect(error.code == .conflict)
            }
        }

        @Test func aSessionExpiresAndItsIdentifierIsBounded() throws {
            let server = try RedisServer.start()
            let store = RedisSessionStore(configuration: server.configuration())
            let snapshot = try Self.session().snapshot(at: Self.now)
            _ = try store.save(snapshot, for: "short", until: Self.now.addingTimeInterval(0.2), now: Self.now)
            #expect(try store.load("short") != nil)
            usleep(300_000)
            #expect(try store.load("short") == nil)
            for identifier in ["", String(repeating: "x", count: 257)] {
                #expect(throws: PaymentSheetSessionError.self) { try store.load(identifier) }
            }
        }

        /// A store edited behind the library's back is not trusted: a snapshot that does not decode, or whose revision
        /// is not the hash's.
        @Test func anEditedStoreIsRefused() throws {
            let server = try RedisServer.start()
            let store = RedisSessionStore(configuration: server.configuration())
            let admin = server.admin()
            _ = try admin.command("HSET", store.key(for: "edited"), "revision", "3", "snapshot", "{\"version\":1}")
            #expect(throws: PaymentSheetSessionError.self) { try store.load("edited") }
            let saved = try store.save(
                Self.session().snapshot(at: Self.now), for: "moved", until: Self.now.addingTimeInterval(60),
                now: Self.now)
            _ = try admin.command("HSET", store.key(for: "moved"), "revision", "7")
            do {
                _ = try store.load("moved")
                Issue.record("a snapshot whose revision is not the store's was read")
            } catch {
                #expect(error.code == .invalidSnapshot)
            }
            #expect(saved.revision == 1)
        }

        @Test func aStoppedOrHangingRedisSavesNothing() throws {
            let server = try RedisServer.start()
            let store = RedisSessionStore(
                configuration: server.configuration(connections: 1, commandTimeout: .milliseconds(200)))
            let snapshot = try Self.session().snapshot(at: Self.now)
            try server.pauseWrites(milliseconds: 1000)
            do {
                _ = try store.save(snapshot, for: "paused", until: Self.now.addingTimeInterval(60), now: Self.now)
                Issue.record("a save Redis held was reported as done")
            } catch {
                #expect(error.code == .storeTimedOut)
            }
            usleep(1_000_000)
            server.stop()
            do {
                _ = try store.load("paused")
                Issue.record("a load from a stopped Redis answered")
            } catch {
                #expect(error.code == .storeUnavailable)
            }
            try server.start()
            #expect(try store.load("paused") == nil)
        }

        /// A Redis out of memory refuses the compare-and-set script's write: the save fails and the stored session
        /// stays as it was.
        @Test func aFullRedisSavesNothing() throws {
            let server = try RedisServer.start()
            let store = RedisSessionStore(configuration: server.configuration())
            let expiry = Self.now.addingTimeInterval(60)
            let stored = try store.save(
                try Self.session().snapshot(at: Self.now), for: "full", until: expiry, now: Self.now)
            try server.limitMemory(bytes: 1)
            do {
                _ = try store.save(stored, for: "full", until: expiry, now: Self.now)
                Issue.record("a full Redis saved a session")
            } catch {
                #expect(error.code == .storeUnavailable)
                #expect("\(error)".contains("OOM"))
            }
            #expect(try store.load("full") == stored)
            try server.limitMemory(bytes: 0)
            #expect(try store.save(stored, for: "full", until: expiry, now: Self.now).revision == 2)
        }

        /// Two processes answer two events of one session at once: both restore revision 1, one saves revision 2, the
        /// other is told of the conflict, and what is stored is one of the two answers, whole.
        @Test func twoProcessesAnsweringOneSessionAtOnceSaveOnce() throws {
            let server = try RedisServer.start()
            let store = RedisSessionStore(configuration: server.configuration(prefix: "race:"))
            let stored = try store.save(
                Self.session().snapshot(at: Self.now), for: "order-7", until: Self.now.addingTimeInterval(600),
                now: Self.now)
            #expect(stored.revision == 1)
            let saveAt = String(Int64((Date().timeIntervalSince1970 + 1.0) * 1000))
            let events = [
                #"{"type":"shippingmethodselected","shippingMethod":{"label":"Express Shipping","detail":"Arrives tomorrow","amount":"5.99","identifier":"express"}}"#,
                #"{"type":"couponcodechanged","couponCode":"WELCOME"}"#,
            ]
            let runs = try runAtOnce(
                "RedisSessionWorker", events.map { [String(server.port), "race:", "order-7", saveAt, $0] })
            #expect(runs.map(\.status).sorted() == [0, 3], "\(runs.map(\.output))")
            #expect(runs.map(\.output).sorted() == ["conflict\n", "saved 2\n"])
            let final = try #require(try store.load("order-7"))
            #expect(final.revision == 2)
            // The stored session is the winner's: its merchant data and its state say the same event.
            let winner = runs.firstIndex { $0.status == 0 }!
            let answered = winner == 0 ? "shippingmethodselected" : "couponcodechanged"
            #expect(final.merchantData == Data("answered \(answered)".utf8))
            #expect(final.selectedShippingMethod == (winner == 0 ? "express" : "standard"))
        }
    }
#endif
