// Needs hiredis: built with the package trait `Redis`.
#if Redis
    import PaymentRequestKit

    #if canImport(FoundationEssentials)
        import FoundationEssentials
    #else
        import Foundation
    #endif

    /// A replay guard that every server of a merchant shares, on Redis: one atomic script per token, so that of two
    /// servers given the same token at once exactly one records it, whatever their clocks and whatever Redis forgot.
    ///
    /// ```swift
    /// let replayGuard = RedisReplayGuard(configuration: configuration)
    /// _ = try replayGuard.beginRemembering(now: startedAt)
    /// let decryptor = PaymentTokenDecryptor(keys: [key], replayGuard: replayGuard)
    /// ```
    ///
    /// Three things could let a payment through twice, and the guard closes each:
    /// - **Clocks that disagree.** A record is kept until the payment's window ends plus twice
    ///   ``Policy-swift.struct/maximumClockDrift`` past the recording server's `now`: the end by the slowest server's
    ///   clock, however fast the recording server's was.
    /// - **A store that forgot.** Redis restarted without its data, was flushed, or failed over to a replica that
    ///   lacked the last writes. The guard keeps a marker without expiry, `prefix` + `replay-since`, holding the moment
    ///   its store began to remember; a payment whose window began before it (less the drift) is refused with
    ///   ``PaymentRequestKit/PaymentTokenError/Code/replayGuardStoreForgot``, since the store cannot say it was not
    ///   recorded. A lost failover keeps an old marker, so ``Policy-swift.struct/replicaAcknowledgements`` makes each
    ///   record wait for replicas.
    /// - **A store that evicts.** Each new connection reads `INFO memory`; a `maxmemory` with any policy but
    ///   `noeviction` refuses every payment with ``PaymentRequestKit/PaymentTokenError/Code/replayGuardStoreUnsafe``,
    ///   unless ``Policy-swift.struct/acceptsEviction`` says the caller accepts it.
    ///
    /// When Redis cannot be reached or refuses the command, the token is refused with
    /// ``PaymentRequestKit/PaymentTokenError/Code/replayGuardUnavailable``, and when it does not answer within the
    /// command timeout (the command may still run) with ``PaymentRequestKit/PaymentTokenError/Code/replayGuardTimedOut``:
    /// the guard fails closed, and the next operation connects again. A token refused on a timeout may have been
    /// recorded: sent again, it is refused as ``PaymentRequestKit/PaymentTokenError/Code/replayed``.
    ///
    /// The `async` operation, which the decryptor's `async` `decrypt` uses, runs on the product's own threads and
    /// suspends only the calling task, so that a server on Swift concurrency or an event loop never blocks a thread
    /// of theirs on Redis.
    public final class RedisReplayGuard: PaymentTokenReplayGuard {
        /// Where Redis is, and how long to wait for it.
        public let configuration: RedisConfiguration
        /// What the guard allows for the servers' clocks and asks of the store.
        public let policy: Policy
        private let workers: RedisWorkers

        /// What a replay guard allows for the servers' clocks and asks of its store.
        public struct Policy: Sendable, Hashable {
            /// The most any server's clock may be from true time, either way, whichever server records or accepts
            /// a payment: 5 seconds unless the caller says otherwise.
            ///
            /// Two servers' clocks then differ by at most twice it: a record outlives the payment's window by that,
            /// and a payment whose window began less than it after the store began to remember is refused, as its
            /// beginning by another server's clock may have been before. Servers synchronised by NTP are within
            /// milliseconds; monitor each server's offset (`chronyc tracking`, `timedatectl timesync-status`) and
            /// alert well below this.
            public var maximumClockDrift: Duration
            /// Whether to record in a Redis that may evict its keys (a `maxmemory` with a policy other than
            /// `noeviction`); `false`, the default, refuses every payment there. Set it only for a store whose memory
            /// is known never to fill.
            public var acceptsEviction: Bool
            /// How many replicas must acknowledge each record (Redis's `WAIT`) before the payment is accepted; 0, the
            /// default, waits for none. A record fewer replicas acknowledged within ``replicaTimeout`` refuses the
            /// payment with ``PaymentRequestKit/PaymentTokenError/Code/replayGuardTimedOut``: it is recorded on the
            /// primary, but a failover could lose it.
            public var replicaAcknowledgements: Int
            /// How long to wait for the replicas' acknowledgements: below the configuration's command timeout, or the
            /// wait ends as a timeout, which refuses the payment too.
            public var replicaTimeout: Duration

            /// Creates a policy.
            public init(
                maximumClockDrift: Duration = .seconds(5), acceptsEviction: Bool = false,
                replicaAcknowledgements: Int = 0,
                replicaTimeout: Duration = .milliseconds(200)
            ) {
                self.maximumClockDrift = maximumClockDrift
                self.acceptsEviction = acceptsEviction
                self.replicaAcknowledgements = max(0, replicaAcknowledgements)
                self.replicaTimeout = replicaTimeout
            }
        }

        /// Creates a guard; it connects when first used.
        public init(configuration: RedisConfiguration, policy: Policy = Policy()) {
            self.configuration = configuration
            self.policy = policy
            let acceptsEviction = policy.acceptsEviction
            workers = RedisWorkers(configuration: configuration) { connection throws(RedisFailure) in
                if !acceptsEviction { try Self.checkNoEviction(connection) }
            }
        }

        /// The key an identifier is recorded under.
        public func key(for identifier: ReplayIdentifier) -> String {
            configuration.keyPrefix + "replay:" + identifier.rawValue
        }

        /// The key of the moment the store began to remember, which never expires: apart from every identifier's.
        public var sinceKey: String { configuration.keyPrefix + "replay-since" }

        /// Records an identifier for its window unless it is recorded already, in one round trip (two with replica
        /// acknowledgements).
        public func recordIfAbsent(_ identifier: ReplayIdentifier, window: ReplayWindow, now: Date)
            throws(PaymentTokenError) -> Bool
        {
            let command = self.command(identifier, window: window, now: now)
            let (endpoint, policy) = (workers.endpoint, policy)
            return try workers.run { Self.record(command, policy, on: $0, endpoint) }.get()
        }

        /// Records an identifier as the synchronous operation does, suspending only the calling task while Redis
        /// answers.
        public func recordIfAbsent(_ identifier: ReplayIdentifier, window: ReplayWindow, now: Date)
            async throws(PaymentTokenError) -> Bool
        {
            let command = self.command(identifier, window: window, now: now)
            let (endpoint, policy) = (workers.endpoint, policy)
            return try await workers.run { Self.record(command, policy, on: $0, endpoint) }.get()
        }

        /// Connects, checks the store, and marks the moment it begins to remember unless it already does; returns
        /// that moment.
        ///
        /// A server calls it at start, so that payments signed after it are accepted: the first record of a guard
        /// marks the store too, but a payment whose window began before the mark is refused, and on a fresh store the
        /// first payments would be. A store that forgot is marked again at the next call, and refuses what it may have
        /// held.
        ///
        /// - Parameter now: The current time, by the caller's clock.
        public func beginRemembering(now: Date = Date()) throws(PaymentTokenError) -> Date {
            let command = ["EVAL", Self.markScript, "1", sinceKey, String(Self.milliseconds(now))].map {
                Array($0.utf8)
            }
            let endpoint = workers.endpoint
            return try workers.run { connection -> Result<Date, PaymentTokenError> in
                do throws(RedisFailure) {
                    switch try connection.command(command) {
                    case .string(let bytes):
                        guard let since = Int64(String(decoding: bytes, as: UTF8.self)) else {
                            return .failure(
                                PaymentTokenError(.replayGuardStoreForgot, "\(endpoint) holds no moment at the marker"))
                        }
                        return .success(Date(timeIntervalSince1970: Double(since) / 1000))
                    case let other:
                        return .failure(
                            PaymentTokenError(
                                .replayGuardUnavailable, "\(endpoint) answered the mark script with \(other)")
                        )
                    }
                } catch {
                    return .failure(Self.tokenError(error, endpoint, "the mark script"))
                }
            }.get()
        }

        /// Marks the store with `ARGV[1]` unless it is marked, and answers the mark.
        static let markScript = """
            local since = redis.call('GET', KEYS[1])
            if since then return since end
            redis.call('SET', KEYS[1], ARGV[1])
            return ARGV[1]
            """

        /// Marks the store if it is not, then refuses a window that began before the mark, or records the identifier
        /// if absent: `{1, since}` recorded, `{0, since}` a replay, `{2, since}` refused as older than the store's
        /// memory. `KEYS`: the marker, the identifier's key; `ARGV`: now, the window's start less the drift, and the
        /// time to live, in milliseconds.
        static let recordScript = """
            local since = redis.call('GET', KEYS[1])
            if not since then
                redis.call('SET', KEYS[1], ARGV[1])
                since = ARGV[1]
            end
            if tonumber(ARGV[2]) <= tonumber(since) then return {2, since} end
            if redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[3]) then return {1, since} end
            return {0, since}
            """

        /// The script's command for one identifier: its time to live is the window's end less `now`, plus twice the
        /// drift, and at least a millisecond, so that a token whose window ends now is still recorded.
        private func command(_ identifier: ReplayIdentifier, window: ReplayWindow, now: Date) -> [[UInt8]] {
            let drift = Self.milliseconds(policy.maximumClockDrift)
            let milliseconds = max(1, Self.milliseconds(window.end) - Self.milliseconds(now) + 2 * drift)
            return [
                "EVAL", Self.recordScript, "2", sinceKey, key(for: identifier), String(Self.milliseconds(now)),
                String(Self.milliseconds(window.start) - drift), String(milliseconds),
            ].map { Array($0.utf8) }
        }

        private static func record(
            _ command: [[UInt8]], _ policy: Policy, on connection: RedisConnection, _ endpoint: String
        ) -> Result<Bool, PaymentTokenError> {
            do throws(RedisFailure) {
                let reply = try connection.command(command)
                switch reply.pair {
                case (.integer(1), _)?:
                    return try acknowledged(policy, on: connection, endpoint)
                case (.integer(0), _)?:
                    return .success(false)
                case (.integer(2), .string(let since))?:
                    let moment = Int64(String(decoding: since, as: UTF8.self)).map {
                        ISO8601.format(Date(timeIntervalSince1970: Double($0) / 1000))
                    }
                    return .failure(
                        PaymentTokenError(
                            .replayGuardStoreForgot,
                            "\(endpoint) remembers only since \(moment ?? "an unreadable moment"), and the payment's window began before it: whether it was recorded is unknown"
                        ))
                default:
                    guard case .error(let message) = reply else {
                        return .failure(
                            PaymentTokenError(
                                .replayGuardUnavailable, "\(endpoint) answered the record script with \(reply)"))
                    }
                    // Out of memory (OOM), read-only replica (READONLY), no permission (NOPERM): refused, not recorded.
                    return .failure(
                        PaymentTokenError(
                            .replayGuardUnavailable,
                            "\(endpoint) refused the record script: \(message); nothing was recorded"
                        ))
                }
            } catch {
                return .failure(tokenError(error, endpoint, "the record script"))
            }
        }

        /// Waits for the replicas the policy asks for, after a record.
        private static func acknowledged(_ policy: Policy, on connection: RedisConnection, _ endpoint: String)
            throws(RedisFailure) -> Result<Bool, PaymentTokenError>
        {
            guard policy.replicaAcknowledgements > 0 else { return .success(true) }
            let reply = try connection.command(
                "WAIT", String(policy.replicaAcknowledgements), String(max(1, milliseconds(policy.replicaTimeout))))
            guard case .integer(let count) = reply, count >= policy.replicaAcknowledgements else {
                return .failure(
                    PaymentTokenError(
                        .replayGuardTimedOut,
                        "\(endpoint) recorded the payment, but WAIT answered \(reply), not \(policy.replicaAcknowledgements) replica(s): a failover could forget it, so it is refused, and refused as replayed if it comes again"
                    ))
            }
            return .success(true)
        }

        /// A failure of the connection as the guard's error.
        private static func tokenError(_ error: RedisFailure, _ endpoint: String, _ what: String) -> PaymentTokenError {
            switch error.kind {
            case .unavailable:
                PaymentTokenError(.replayGuardUnavailable, "\(endpoint): \(error.message); nothing was recorded")
            case .timedOut:
                PaymentTokenError(
                    .replayGuardTimedOut, "\(endpoint): \(error.message) (\(what)); whether it was recorded is unknown")
            case .unsafe:
                PaymentTokenError(.replayGuardStoreUnsafe, "\(endpoint): \(error.message); nothing was recorded")
            }
        }

        /// Refuses a store that may evict keys: `maxmemory` set with a policy other than `noeviction`, read from
        /// `INFO memory` (which managed Redis services answer where `CONFIG GET` is disabled).
        static func checkNoEviction(_ connection: RedisConnection) throws(RedisFailure) {
            let reply = try connection.command("INFO", "memory")
            guard case .string(let bytes) = reply else {
                throw RedisFailure(
                    .unsafe,
                    "INFO memory answered \(reply), so whether the store evicts is unknown (grant the user +info, or set acceptsEviction)"
                )
            }
            var fields: [Substring: Substring] = [:]
            for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
                guard let colon = line.firstIndex(of: ":") else { continue }
                fields[line[..<colon]] = line[line.index(after: colon)...]
            }
            guard let limit = fields["maxmemory"].flatMap({ Int64($0) }),
                let evictionPolicy = fields["maxmemory_policy"]
            else {
                throw RedisFailure(.unsafe, "INFO memory names no maxmemory and maxmemory_policy")
            }
            if limit > 0, evictionPolicy != "noeviction" {
                throw RedisFailure(
                    .unsafe,
                    "the store may evict keys (maxmemory \(limit) with maxmemory-policy \(evictionPolicy)), and an evicted record would accept its payment again: run it with noeviction, or set acceptsEviction"
                )
            }
        }

        static func milliseconds(_ date: Date) -> Int64 {
            Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        }

        static func milliseconds(_ duration: Duration) -> Int64 {
            let (seconds, attoseconds) = duration.components
            return seconds * 1000 + attoseconds / 1_000_000_000_000_000
        }
    }
#endif
