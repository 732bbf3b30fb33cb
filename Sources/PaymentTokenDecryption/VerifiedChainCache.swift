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
/// (a P-384 key) is most of a token's cryptography: about 850 µs of the 1000 µs a cold token needs here. An entry
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

    /// Creates a cache of at most `capacity` chains; Apple uses one or two at a time.
    public init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
    }

    /// How many chains are kept.
    public var count: Int { lock.withLock { chains.count } }

    /// Forgets every chain, as after trusting another root.
    public func removeAll() {
        lock.withLock { chains.removeAll() }
    }

    /// The key of a chain under a root: the SHA-256 of the leaf, the intermediate and the root's fingerprint.
    static func key(leaf: Data, intermediate: Data, anchor: TrustAnchor) -> Data {
        OpenSSL.sha256(leaf, intermediate, anchor.fingerprint)
    }

    /// The verified chain of exactly these certificates under the anchor's root, valid at `time`; `nil` for a
    /// miss.
    func chain(key: Data, leaf: Data, intermediate: Data, anchor: TrustAnchor, at time: Date) -> VerifiedChain? {
        lock.withLock {
            guard let chain = chains[key], chain.leaf == leaf, chain.intermediate == intermediate,
                chain.rootFingerprint == anchor.fingerprint, chain.validity.contains(time)
            else { return nil }
            clock += 1
            chain.lastUse = clock
            return chain
        }
    }

    /// Keeps a chain that verified, forgetting the least recently used when full.
    func insert(_ chain: VerifiedChain, key: Data, now: Date) {
        lock.withLock {
            if chains[key] == nil, chains.count >= capacity {
                let expired = chains.filter { $0.value.validity.upperBound < now }.keys
                if expired.isEmpty {
                    if let oldest = chains.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                        chains[oldest] = nil
                    }
                } else {
                    for key in expired { chains[key] = nil }
                }
            }
            clock += 1
            chain.lastUse = clock
            chains[key] = chain
        }
    }
}
