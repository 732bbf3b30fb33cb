#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Remembers the payments a merchant's servers processed, so that no token is charged twice.
///
/// Apple's decryption steps end with a replay check (step 1e): a token whose `transactionId` was processed
/// before is refused. A token is acceptable while its signing time is within the allowed skew of now, either side,
/// so a guard must remember an identifier until the last moment the token could still be accepted (its signing
/// time plus the skew), whenever it first saw it: remembered for a window after it was first seen instead, a token
/// that arrived early (the server's clock behind Apple's) would be forgotten while it could still be replayed.
/// Google Pay's `messageId` is guarded the same way, until its `messageExpiration`. Each payment comes with its
/// ``ReplayWindow``: from the moment it could first have been seen to the last moment it could be accepted.
///
/// The one operation is atomic, "record if absent, for this window", so that a store shared by several servers
/// does it in one round trip and of two servers given the same token at once, exactly one records it. A guard
/// that cannot record (it is full, its store is unreachable, too slow, may evict, or forgot what it held) throws,
/// and the token is refused with that error: a guard fails closed, never open.
///
/// The decryptors ask the guard only once the payment's signature verified and its data decrypted, so that
/// neither a forged token nor a modified copy of a genuine one can fill the guard or burn the genuine token.
///
/// The `PaymentTokenDecryption` product has a bounded in-memory guard for one process; servers behind a load
/// balancer need one over a store they share, such as the `PaymentRequestKitRedis` product's, which also allows
/// for the servers' clocks disagreeing and for a store that forgot.
public protocol PaymentTokenReplayGuard: Sendable {
    /// Records an identifier for its window, unless it is recorded already, in one atomic step.
    ///
    /// - Parameters:
    ///   - identifier: The payment's identifier.
    ///   - window: When the payment could first have been seen, and the last moment it could be accepted; after
    ///     its end, the guard may forget it.
    ///   - now: The current time, by the caller's clock: how long is left until the window's end is judged by it.
    /// - Returns: `true` when this call recorded the identifier, `false` when it was recorded already: a replay.
    /// - Throws: ``PaymentTokenError`` with ``PaymentTokenError/Code/replayGuardFull``,
    ///   ``PaymentTokenError/Code/replayGuardUnavailable``, ``PaymentTokenError/Code/replayGuardTimedOut``,
    ///   ``PaymentTokenError/Code/replayGuardStoreUnsafe`` or ``PaymentTokenError/Code/replayGuardStoreForgot``
    ///   when the identifier could not be recorded, or the store cannot say it was not recorded before; the
    ///   payment is then refused with that error.
    func recordIfAbsent(_ identifier: ReplayIdentifier, window: ReplayWindow, now: Date) throws(PaymentTokenError)
        -> Bool

    /// Records an identifier for its window, unless it is recorded already, without blocking the caller's thread
    /// while a store answers.
    ///
    /// The default implementation calls the synchronous one, which suits a guard that never waits (the
    /// in-memory one); a guard over a network store runs its round trip off Swift's cooperative threads.
    func recordIfAbsent(_ identifier: ReplayIdentifier, window: ReplayWindow, now: Date)
        async throws(PaymentTokenError) -> Bool
}

extension PaymentTokenReplayGuard {
    /// Calls the synchronous ``recordIfAbsent(_:window:now:)-(_,_,_)``, for guards that never wait.
    public func recordIfAbsent(_ identifier: ReplayIdentifier, window: ReplayWindow, now: Date)
        async throws(PaymentTokenError) -> Bool
    {
        try recordWithoutWaiting(identifier, window: window, now: now)
    }

    /// The synchronous requirement, named apart: in an `async` function the call would pick the `async` one.
    private func recordWithoutWaiting(_ identifier: ReplayIdentifier, window: ReplayWindow, now: Date)
        throws(PaymentTokenError) -> Bool
    {
        try recordIfAbsent(identifier, window: window, now: now)
    }
}

/// When a payment could be accepted: from the moment it could first have been seen to the last moment any server
/// could still accept it, by the clock of the wallet that issued it.
///
/// An Apple Pay token's window runs from its signing time to its signing time plus the allowed skew. A Google Pay
/// message states only its end, `messageExpiration`; its start is that end less the longest life the decryptor
/// allows a message (Google states none; see `GooglePayToken.maximumMessageLifetime`).
///
/// A guard keeps a record until the window's end, and a guard whose store may have forgotten refuses a payment
/// whose window began before the store began to remember.
public struct ReplayWindow: Sendable, Hashable {
    /// The earliest moment the payment could have been seen by any server.
    public var start: Date
    /// The last moment any server could accept the payment.
    public var end: Date

    /// Creates a window; an `end` before `start` is taken as `start`.
    public init(start: Date, end: Date) {
        self.start = start
        self.end = max(start, end)
    }
}

/// The identifier a replay guard remembers for one payment, namespaced by the wallet that issued it.
///
/// Its ``rawValue`` is what a store keeps: `applepay:` followed by the lower-case hex of an Apple Pay token's
/// `header.transactionId`, or `googlepay:` followed by a Google Pay message's `messageId`.
public struct ReplayIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The identifier as a store keeps it, such as `"applepay:6c3b…"`.
    public let rawValue: String

    /// Creates an identifier from the form a store keeps.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// An Apple Pay token's identifier: its `header.transactionId`.
    public static func applePay(transactionId: Data) -> ReplayIdentifier {
        ReplayIdentifier(rawValue: "applepay:" + hexString(transactionId))
    }

    /// A Google Pay message's identifier: its `messageId`.
    public static func googlePay(messageId: String) -> ReplayIdentifier {
        ReplayIdentifier(rawValue: "googlepay:" + messageId)
    }

    /// The identifier as a store keeps it.
    public var description: String { rawValue }
}
