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
        guard let pointer = EVP_PKEY_new() else { return nil }
        let key = Key(pointer)
        let set = withBytes(point) { bytes, count in
            EVP_PKEY_copy_parameters(pointer, template.pointer) == 1
                && EVP_PKEY_set1_encoded_public_key(pointer, bytes, count) == 1
        }
        return set ? key : nil
    }

    /// The ECDH shared secret of a private key and a peer's public key, the x-coordinate with any leading zeros.
    ///
    /// OpenSSL's check of the peer (on the curve, and of the group's order: a second point multiplication, 45 µs)
    /// is left out (`checkingPeer: false`) only for a point already checked to be on P-256, whose cofactor of 1
    /// makes every point on it of the group's order.
    static func sharedSecret(_ key: Key, _ peer: Key, checkingPeer: Bool) throws(PaymentTokenError) -> Data {
        ERR_clear_error()
        guard let context = EVP_PKEY_CTX_new(key.pointer, nil) else {
            throw PaymentTokenError(.decryptionFailed, "No key agreement context: \(errors())")
        }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_derive_init(context) == 1,
            EVP_PKEY_derive_set_peer_ex(context, peer.pointer, checkingPeer ? 1 : 0) == 1
        else {
            throw PaymentTokenError(.decryptionFailed, "The key agreement cannot start: \(errors())")
        }
        return try output("The key agreement", .decryptionFailed) { out, length in
            EVP_PKEY_derive(context, out, length)
        }
    }
}
