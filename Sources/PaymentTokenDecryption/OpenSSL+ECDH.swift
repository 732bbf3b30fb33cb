import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension OpenSSL {
    /// A public key with `template`'s curve and the encoded point, or `nil` when the point is not on the curve.
    ///
    /// OpenSSL 3's decoders take about 100 µs for `d2i_PUBKEY`; setting the point on a key with known parameters
    /// takes about 8 µs, and checks that it is on the curve.
    static func point(_ point: Data, like template: Key) -> Key? {
        ERR_clear_error()
        guard let pointer = blankKey(like: template) else { return nil }
        let key = Key(pointer)
        let set = withBytes(point) { bytes, count in EVP_PKEY_set1_encoded_public_key(pointer, bytes, count) == 1 }
        return set ? key : nil
    }

    /// A key with `template`'s parameters and no key of its own yet.
    fileprivate static func blankKey(like template: Key) -> OpaquePointer? {
        guard let pointer = EVP_PKEY_new() else { return nil }
        guard EVP_PKEY_copy_parameters(pointer, template.pointer) == 1 else {
            EVP_PKEY_free(pointer)
            return nil
        }
        return pointer
    }

    /// ECDH with one private key, set up once: the shared secret with each peer is the x-coordinate, with any
    /// leading zeros.
    ///
    /// OpenSSL 3 builds a context (`EVP_PKEY_CTX_new`) and a key (`EVP_PKEY_copy_parameters`) by looking the key's
    /// type up among every name its providers know, under a lock every thread shares: 55 000 instructions a token,
    /// a quarter of what a warm token cost besides its cryptography. The agreement copies a context set up once
    /// (``ContextTemplate``), and keeps the keys that carried peers' points to carry the next ones, each used by
    /// one derivation at a time.
    final class KeyAgreement: @unchecked Sendable {
        /// The private key.
        var key: Key { derivation.key }
        private let derivation: ContextTemplate
        private let lock = Lock()
        /// Keys with the private key's parameters whose points were used and may be replaced.
        private var spares: [OpaquePointer] = []
        /// As many spare keys as derivations may run at once on a large server; past this they are freed.
        static let maximumSpares = 16

        /// How many spare keys are kept.
        var spareCount: Int { lock.withLock { spares.count } }

        /// An agreement for `key`, or `nil` when OpenSSL cannot derive with it.
        init?(_ key: Key) {
            guard let derivation = ContextTemplate(key, .keyOperation, setUp: { EVP_PKEY_derive_init($0) == 1 }) else {
                return nil
            }
            self.derivation = derivation
        }

        deinit {
            for spare in spares { EVP_PKEY_free(spare) }
        }

        /// The shared secret with an encoded point on the private key's curve, which setting it checks: a point
        /// off the curve is `nil`.
        ///
        /// OpenSSL's check of the peer (on the curve, and of the group's order: a second point multiplication,
        /// 45 µs) is left out: the point was just checked to be on the curve, and P-256's cofactor of 1 makes every
        /// point on it of the group's order.
        func sharedSecret(point: Data) throws(PaymentTokenError) -> Data? {
            ERR_clear_error()
            guard let peer = lock.withLock({ spares.popLast() }) ?? OpenSSL.blankKey(like: key) else {
                throw PaymentTokenError(.decryptionFailed, "No key for the peer's point: \(errors())")
            }
            let set = withBytes(point) { bytes, count in EVP_PKEY_set1_encoded_public_key(peer, bytes, count) == 1 }
            guard set else {
                // A key whose point could not be set is not used again, whatever it was left holding.
                EVP_PKEY_free(peer)
                return nil
            }
            defer {
                let kept = lock.withLock {
                    guard spares.count < Self.maximumSpares else { return false }
                    spares.append(peer)
                    return true
                }
                if !kept { EVP_PKEY_free(peer) }
            }
            return try derive(peer, checkingPeer: false)
        }

        /// The shared secret with a peer's public key, which OpenSSL checks (on the curve and of the group's order)
        /// unless `checkingPeer` is false for a point already checked to be on P-256.
        func sharedSecret(_ peer: Key, checkingPeer: Bool) throws(PaymentTokenError) -> Data {
            ERR_clear_error()
            return try derive(peer.pointer, checkingPeer: checkingPeer)
        }

        /// The derivation with a copy of the context set up once; the copy, freed here, holds the peer until then.
        private func derive(_ peer: OpaquePointer, checkingPeer: Bool) throws(PaymentTokenError) -> Data {
            try derivation.withCopy { context throws(PaymentTokenError) in
                guard EVP_PKEY_derive_set_peer_ex(context, peer, checkingPeer ? 1 : 0) == 1 else {
                    throw PaymentTokenError(.decryptionFailed, "The key agreement cannot start: \(errors())")
                }
                return try output("The key agreement", .decryptionFailed) { out, length in
                    EVP_PKEY_derive(context, out, length)
                }
            }
        }
    }
}
