import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The certificate chains that verified to a root, kept so that the next token a chain signs needs only its own
/// signature verified.
///
/// Apple signs tokens with the same leaf and intermediate for months, and verifying them to Apple Root CA - G3
/// (a P-384 key) is most of a token's cryptography: about 750 µs of the 1000 µs a cold token needs here. An entry
/// is keyed by the SHA-256 of the leaf's and the intermediate's exact DER and the root's; a hit also compares the
/// bytes themselves and the signing time with the three certificates' validity, so a leaf with the same subject
/// and other bytes, another root, or a time outside the entry's validity is a miss and is verified in full.
/// Nothing the cache holds stands in for a token's own checks: its message digest, its signer, its content type
/// and its signature with the cached leaf's key are checked every time.
///
/// Bounded: at most ``capacity`` chains, the least recently used forgotten first, and chains past their validity
/// before any. Safe to share between threads; ``PaymentTokenDecryptor`` makes one of its own unless given one.
public final class VerifiedChainCache: @unchecked Sendable {
    /// The most chains kept.
    public let capacity: Int
    private let lock = Lock()
    private var chains: [Data: VerifiedChain] = [:]
    private var clock: UInt64 = 0
    /// The chain found or kept last, which is also in ``chains``.
    private var mostRecent: VerifiedChain?

    /// Creates a cache of at most `capacity` chains; Apple uses one or two at a time.
    public init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
    }

    /// How many chains are kept.
    public var count: Int { lock.withLock { chains.count } }

    /// How the cache has served: chains found, chains verified in full, and chains forgotten to make room.
    public struct Statistics: Sendable, Hashable {
        /// Tokens whose chain was found.
        public var hits = 0
        /// Tokens whose chain was not found, and was verified in full.
        public var misses = 0
        /// Chains forgotten to make room for another.
        public var evictions = 0
    }

    /// How the cache has served since it was made.
    public var statistics: Statistics { lock.withLock { counts } }
    private var counts = Statistics()

    /// Forgets every chain, as after trusting another root.
    public func removeAll() {
        lock.withLock {
            chains.removeAll()
            mostRecent = nil
        }
    }

    /// The key of a chain under a root: the SHA-256 of the leaf, the intermediate and the root's fingerprint.
    static func key(leaf: Data, intermediate: Data, rootFingerprint: [UInt8]) -> Data {
        OpenSSL.sha256(leaf, intermediate, Data(rootFingerprint))
    }

    /// The verified chain of exactly these certificates under the anchor's root, valid at `time`; `nil` for a
    /// miss.
    ///
    /// The chain used last is compared first, byte for byte, before any hashing: a server sees the same chain
    /// token after token, and the SHA-256 of two certificates cost a fifth of what a warm token adds to its
    /// cryptography.
    func chain(leaf: Data, intermediate: Data, anchor: TrustAnchor, at time: Date) -> VerifiedChain? {
        func matches(_ chain: VerifiedChain) -> Bool {
            chain.leaf == leaf && chain.intermediate == intermediate && chain.rootFingerprint == anchor.fingerprint
                && chain.validity.contains(time)
        }
        if let last = lock.withLock({ mostRecent }), matches(last) { return touch(last) }
        let key = Self.key(leaf: leaf, intermediate: intermediate, rootFingerprint: anchor.fingerprint)
        guard let chain = lock.withLock({ chains[key] }), matches(chain) else {
            lock.withLock { counts.misses += 1 }
            return nil
        }
        return touch(chain)
    }

    private func touch(_ chain: VerifiedChain) -> VerifiedChain {
        lock.withLock {
            counts.hits += 1
            clock += 1
            chain.lastUse = clock
            mostRecent = chain
        }
        return chain
    }

    /// Keeps a chain that verified, forgetting the least recently used when full.
    func insert(_ chain: VerifiedChain, now: Date) {
        let key = Self.key(leaf: chain.leaf, intermediate: chain.intermediate, rootFingerprint: chain.rootFingerprint)
        lock.withLock {
            if chains[key] == nil, chains.count >= capacity {
                let expired = chains.filter { $0.value.validity.upperBound < now }.keys
                if expired.isEmpty {
                    if let oldest = chains.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                        chains[oldest] = nil
                        counts.evictions += 1
                    }
                } else {
                    for key in expired { chains[key] = nil }
                    counts.evictions += expired.count
                }
            }
            clock += 1
            chain.lastUse = clock
            chains[key] = chain
            mostRecent = chain
        }
    }
}
