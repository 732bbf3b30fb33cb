// Needs hiredis: built with the package trait `Redis`.
#if Redis
    import PaymentRequestKit

    #if canImport(FoundationEssentials)
        import FoundationEssentials
    #else
        import Foundation
    #endif

    /// A session store that every server of a merchant shares, on Redis: a session is a hash of its revision and its
    /// snapshot (any ``PaymentRequestKit/PaymentSessionSnapshot``: Apple Pay's, Google Pay's or the W3C API's), saved
    /// by a script that compares and sets in one atomic step.
    ///
    /// ```swift
    /// let store = RedisSessionStore(configuration: configuration)
    /// guard let stored = try await store.load(sessionIdentifier) else { return answerNoSession() }
    /// ```
    ///
    /// The server restores the session from the snapshot, answers the event, and saves the session's new snapshot at
    /// the revision it restored.
    ///
    /// A save whose session moved on since it was restored throws
    /// ``PaymentRequestKit/PaymentSheetSessionError/Code/conflict`` and changes nothing; a Redis that cannot be reached,
    /// refuses the command or does not answer in time throws
    /// ``PaymentRequestKit/PaymentSheetSessionError/Code/storeUnavailable`` or
    /// ``PaymentRequestKit/PaymentSheetSessionError/Code/storeTimedOut``. A session expires at the expiry its save gives,
    /// judged by the caller's clock as for the replay guard.
    public final class RedisSessionStore: PaymentSheetSessionStore {
        /// Where Redis is, and how long to wait for it.
        public let configuration: RedisConfiguration
        private let workers: RedisWorkers

        /// The most bytes a session's identifier may have: it names a key, and comes from the server's own records,
        /// never from the page.
        public static let maximumIdentifierBytes = 256

        /// Creates a store; it connects when first used.
        public init(configuration: RedisConfiguration) {
            self.configuration = configuration
            workers = RedisWorkers(configuration: configuration)
        }

        /// The key a session is stored under.
        public func key(for session: String) -> String {
            configuration.keyPrefix + "session:" + session
        }

        /// Compares the stored revision with the expected one and, when they agree, stores the snapshot one revision
        /// higher with its expiry; answers `[1, revision]` when it stored, `[0, stored revision]` when it did not.
        static let compareAndSet = """
            local stored = tonumber(redis.call('HGET', KEYS[1], 'revision') or '0')
            if stored ~= tonumber(ARGV[1]) then return {0, stored} end
            redis.call('HSET', KEYS[1], 'revision', stored + 1, 'snapshot', ARGV[2])
            redis.call('PEXPIRE', KEYS[1], ARGV[3])
            return {1, stored + 1}
            """

        /// The snapshot stored for a session, at the revision stored.
        public func load<Snapshot: PaymentSessionSnapshot>(_ session: String, as type: Snapshot.Type)
            throws(PaymentSheetSessionError) -> Snapshot?
        {
            let key = try self.key(checking: session)
            let endpoint = workers.endpoint
            return try workers.run { Self.load(key, as: type, on: $0, endpoint) }.get()
        }

        /// The snapshot stored for a session, suspending only the calling task while Redis answers.
        public func load<Snapshot: PaymentSessionSnapshot>(_ session: String, as type: Snapshot.Type)
            async throws(PaymentSheetSessionError) -> Snapshot?
        {
            let key = try self.key(checking: session)
            let endpoint = workers.endpoint
            return try await workers.run { Self.load(key, as: type, on: $0, endpoint) }.get()
        }

        /// Stores a snapshot for a session if Redis holds it at the snapshot's revision, in one round trip.
        public func save<Snapshot: PaymentSessionSnapshot>(
            _ snapshot: Snapshot, for session: String, until expiry: Date, now: Date
        ) throws(PaymentSheetSessionError) -> Snapshot {
            let (command, saved) = try self.command(snapshot, for: session, until: expiry, now: now)
            let endpoint = workers.endpoint
            return try workers.run { Self.save(command, saved, on: $0, endpoint) }.get()
        }

        /// Stores a snapshot as the synchronous operation does, suspending only the calling task while Redis answers.
        public func save<Snapshot: PaymentSessionSnapshot>(
            _ snapshot: Snapshot, for session: String, until expiry: Date, now: Date
        ) async throws(PaymentSheetSessionError) -> Snapshot {
            let (command, saved) = try self.command(snapshot, for: session, until: expiry, now: now)
            let endpoint = workers.endpoint
            return try await workers.run { Self.save(command, saved, on: $0, endpoint) }.get()
        }

        private func key(checking session: String) throws(PaymentSheetSessionError) -> String {
            guard !session.isEmpty, session.utf8.count <= Self.maximumIdentifierBytes else {
                throw PaymentSheetSessionError(
                    code: .storeUnavailable, state: .idle,
                    message:
                        "A session identifier has 1 to \(Self.maximumIdentifierBytes) bytes; this one has \(session.utf8.count)"
                )
            }
            return key(for: session)
        }

        /// The `EVAL` of the compare-and-set, and the snapshot as it is stored: one revision higher.
        private func command<Snapshot: PaymentSessionSnapshot>(
            _ snapshot: Snapshot, for session: String, until expiry: Date, now: Date
        ) throws(PaymentSheetSessionError) -> (command: [[UInt8]], saved: Snapshot) {
            var saved = snapshot
            saved.revision = snapshot.revision + 1
            let milliseconds = max(1, Int64((expiry.timeIntervalSince(now) * 1000).rounded(.up)))
            let command =
                ["EVAL", Self.compareAndSet, "1", try key(checking: session), String(snapshot.revision)].map {
                    Array($0.utf8)
                } + [Array(saved.jsonData()), Array(String(milliseconds).utf8)]
            return (command, saved)
        }

        private static func load<Snapshot: PaymentSessionSnapshot>(
            _ key: String, as type: Snapshot.Type, on connection: RedisConnection, _ endpoint: String
        ) -> Result<Snapshot?, PaymentSheetSessionError> {
            let reply: RedisReply
            do {
                reply = try connection.command("HMGET", key, "revision", "snapshot")
            } catch {
                return .failure(failure(error, endpoint, .idle))
            }
            switch reply.pair {
            case (.null, .null)?: return .success(nil)
            case (.string(let revision), .string(let json))?:
                let snapshot: Snapshot
                do {
                    snapshot = try Snapshot(jsonData: Data(json))
                } catch {
                    return .failure(
                        PaymentSheetSessionError(
                            code: .invalidSnapshot, state: .idle, message: "The stored session does not decode",
                            report: (error as? DecodingError)?.validationReport))
                }
                guard String(decoding: revision, as: UTF8.self) == String(snapshot.revision) else {
                    return .failure(
                        PaymentSheetSessionError(
                            code: .invalidSnapshot, state: snapshot.state,
                            message: "The stored session's revision is not its snapshot's: the store was edited"))
                }
                return .success(snapshot)
            default:
                let answer: String
                if case .error(let message) = reply {
                    answer = "refused HMGET: \(message)"
                } else {
                    answer = "answered HMGET with \(reply)"
                }
                return .failure(
                    PaymentSheetSessionError(code: .storeUnavailable, state: .idle, message: "\(endpoint) \(answer)"))
            }
        }

        private static func save<Snapshot: PaymentSessionSnapshot>(
            _ command: [[UInt8]], _ saved: Snapshot, on connection: RedisConnection, _ endpoint: String
        ) -> Result<Snapshot, PaymentSheetSessionError> {
            let reply: RedisReply
            do {
                reply = try connection.command(command)
            } catch {
                return .failure(failure(error, endpoint, saved.state))
            }
            if case .error(let message) = reply {
                // Out of memory, a read-only replica, no permission: Redis 7 refuses a writing script before it runs.
                return .failure(
                    PaymentSheetSessionError(
                        code: .storeUnavailable, state: saved.state,
                        message: "\(endpoint) refused the compare-and-set: \(message); nothing was saved"))
            }
            switch reply.pair {
            case (.integer(1), .integer(let revision))? where revision == saved.revision: return .success(saved)
            case (.integer(0), .integer(let stored))?:
                var restored = saved
                restored.revision -= 1
                return .failure(.conflict(restored, stored: Int(stored)))
            default:
                return .failure(
                    PaymentSheetSessionError(
                        code: .storeUnavailable, state: saved.state,
                        message: "\(endpoint) answered the compare-and-set with \(reply); nothing was saved"))
            }
        }

        private static func failure(_ error: RedisFailure, _ endpoint: String, _ state: PaymentSheetState)
            -> PaymentSheetSessionError
        {
            guard error.kind == .timedOut else {
                return PaymentSheetSessionError(
                    code: .storeUnavailable, state: state, message: "\(endpoint): \(error.message)")
            }
            return PaymentSheetSessionError(
                code: .storeTimedOut, state: state,
                message: "\(endpoint): \(error.message); whether it was done is unknown"
            )
        }
    }
#endif
