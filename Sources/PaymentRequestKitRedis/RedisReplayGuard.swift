import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A replay guard that every server of a merchant shares, on Redis: one atomic command per token, so that of two
/// servers given the same token at once exactly one records it.
///
/// Recording is `SET key 1 NX PX ms`: the key is set only if absent, and expires when the token could no longer be
/// accepted (its expiry less the caller's `now`, so that clocks of the servers and of Redis need not agree). When
/// Redis cannot be reached or refuses the command, the token is refused with
/// ``PaymentRequestKit/PaymentTokenError/Code/replayGuardUnavailable``, and when it does not answer within the
/// command timeout (the command may still run) with ``PaymentRequestKit/PaymentTokenError/Code/replayGuardTimedOut``:
/// the guard fails closed. The next operation connects again.
///
/// ```swift
/// let decryptor = PaymentTokenDecryptor(keys: [key], replayGuard: RedisReplayGuard(configuration: configuration))
/// ```
///
/// The `async` operation, which the decryptor's `async` `decrypt` uses, runs on the product's own threads and
/// suspends only the calling task, so that a server on Swift concurrency or an event loop never blocks a thread
/// of theirs on Redis.
///
/// Redis keeps the keys in memory: run it with `maxmemory-policy noeviction`, or a full Redis forgets live tokens
/// to make room, and with persistence (append-only) or a replica, or a restart forgets the tokens seen in the last
/// ten minutes.
public final class RedisReplayGuard: PaymentTokenReplayGuard {
    /// Where Redis is, and how long to wait for it.
    public let configuration: RedisConfiguration
    private let workers: RedisWorkers

    /// Creates a guard; it connects when first used.
    public init(configuration: RedisConfiguration) {
        self.configuration = configuration
        workers = RedisWorkers(configuration: configuration)
    }

    /// The key an identifier is recorded under.
    public func key(for identifier: ReplayIdentifier) -> String {
        configuration.keyPrefix + "replay:" + identifier.rawValue
    }

    /// Records an identifier until `expiry` unless it is recorded already, in one round trip.
    public func recordIfAbsent(_ identifier: ReplayIdentifier, until expiry: Date, now: Date) throws(PaymentTokenError)
        -> Bool
    {
        let command = self.command(identifier, until: expiry, now: now)
        let endpoint = workers.endpoint
        return try workers.run { Self.record(command, on: $0, endpoint) }.get()
    }

    /// Records an identifier as the synchronous operation does, suspending only the calling task while Redis
    /// answers.
    public func recordIfAbsent(_ identifier: ReplayIdentifier, until expiry: Date, now: Date)
        async throws(PaymentTokenError) -> Bool
    {
        let command = self.command(identifier, until: expiry, now: now)
        let endpoint = workers.endpoint
        return try await workers.run { Self.record(command, on: $0, endpoint) }.get()
    }

    /// `SET key 1 NX PX ms`, with at least a millisecond: a token whose expiry is now is still recorded.
    private func command(_ identifier: ReplayIdentifier, until expiry: Date, now: Date) -> [[UInt8]] {
        let milliseconds = max(1, Int64((expiry.timeIntervalSince(now) * 1000).rounded(.up)))
        return ["SET", key(for: identifier), "1", "NX", "PX", String(milliseconds)].map { Array($0.utf8) }
    }

    private static func record(_ command: [[UInt8]], on connection: RedisConnection, _ endpoint: String) -> Result<
        Bool, PaymentTokenError
    > {
        do {
            switch try connection.command(command) {
            case .status("OK"): return .success(true)
            case .null: return .success(false)
            case .error(let message):
                // Out of memory (OOM), read-only replica (READONLY), no permission (NOPERM): refused, not recorded.
                return .failure(
                    PaymentTokenError(
                        .replayGuardUnavailable, "\(endpoint) refused SET NX: \(message); nothing was recorded"))
            case let other:
                return .failure(
                    PaymentTokenError(
                        .replayGuardUnavailable, "\(endpoint) answered SET NX with \(other), not OK or nil"))
            }
        } catch {
            guard error.kind == .timedOut else {
                return .failure(
                    PaymentTokenError(.replayGuardUnavailable, "\(endpoint): \(error.message); nothing was recorded"))
            }
            return .failure(
                PaymentTokenError(
                    .replayGuardTimedOut, "\(endpoint): \(error.message); whether it was recorded is unknown"))
        }
    }
}
