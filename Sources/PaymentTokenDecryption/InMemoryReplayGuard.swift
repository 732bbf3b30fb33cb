import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A replay guard for one process: each identifier is remembered until the end of the window it was recorded
/// with, at most `capacity` of them at once.
///
/// When `capacity` live identifiers are remembered, a new one is refused with ``PaymentRequestKit/PaymentTokenError/Code/replayGuardFull``
/// rather than forgetting one that could still be replayed: under a flood of valid tokens the guard fails closed.
/// Identifiers past their expiry are forgotten first, so a guard sized for the tokens one process accepts in the
/// signing-time window (600 s with Apple's 300 s skew) never fills.
///
/// Servers behind a load balancer need a guard over a store they share, such as `PaymentRequestKitRedis`'s: a
/// replayed token can reach any of them.
public final class InMemoryReplayGuard: PaymentTokenReplayGuard, @unchecked Sendable {
    /// The most identifiers remembered at once.
    public let capacity: Int
    private let lock = Lock()
    /// Each remembered identifier's expiry.
    private var expiries: [ReplayIdentifier: Date] = [:]
    /// The same identifiers as a min-heap by expiry, so that the expired ones are found without a scan.
    private var heap: [(expiry: Date, identifier: ReplayIdentifier)] = []

    /// Creates a guard remembering at most `capacity` identifiers at once.
    public init(capacity: Int = 100_000) {
        self.capacity = max(1, capacity)
    }

    /// How many identifiers are remembered, expired ones not yet forgotten included.
    public var count: Int { lock.withLock { expiries.count } }

    /// Records an identifier until its window's end unless it is remembered already, forgetting expired ones first.
    ///
    /// One process has one clock and remembers from its start, so the window's start is not needed: a process
    /// that restarts forgets, and a server that must survive its own restarts shares a store that says since when
    /// it remembers, as `PaymentRequestKitRedis`'s guard does.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError/Code/replayGuardFull`` when `capacity` live identifiers are remembered.
    public func recordIfAbsent(_ identifier: ReplayIdentifier, window: ReplayWindow, now: Date)
        throws(PaymentTokenError) -> Bool
    {
        let expiry = window.end
        return try lock.withLock { () throws(PaymentTokenError) -> Bool in
            forgetExpired(at: now)
            if expiries[identifier] != nil { return false }
            guard expiries.count < capacity else {
                throw PaymentTokenError(
                    .replayGuardFull,
                    "The in-memory replay guard remembers \(capacity) identifiers that have not expired; it refuses new ones rather than forget one"
                )
            }
            expiries[identifier] = expiry
            push((expiry, identifier))
            return true
        }
    }

    /// Forgets every identifier whose expiry is before `now`.
    private func forgetExpired(at now: Date) {
        while let first = heap.first, first.expiry < now {
            // An identifier is in the heap once: it is recorded only while absent.
            expiries[first.identifier] = nil
            popFirst()
        }
    }

    private func push(_ entry: (expiry: Date, identifier: ReplayIdentifier)) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].expiry < heap[parent].expiry else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func popFirst() {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].expiry < heap[smallest].expiry { smallest = left }
            if right < heap.count, heap[right].expiry < heap[smallest].expiry { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
