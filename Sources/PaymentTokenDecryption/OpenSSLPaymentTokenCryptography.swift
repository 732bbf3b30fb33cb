import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// ``PaymentRequestKit/PaymentTokenCryptography`` over OpenSSL 3's libcrypto, for one merchant key.
///
/// - The CMS signature: its keyless parts are read and checked by the library (one signer, the leaf; the content
///   type; the message digest of the signed bytes), the chain from the leaf through the intermediate to the
///   pinned root alone is verified with OpenSSL at the signing time (or found in ``chainCache``), and the leaf's
///   signature over the signed attributes is verified with OpenSSL: what `CMS_verify` does, without decoding the
///   certificates of a chain already verified.
/// - `EC_v1`: ECDH on P-256 with the merchant's private key; the shared secret keeps its leading zero bytes.
/// - `RSA_v1`: the wrapped key is decrypted with RSA-OAEP, SHA-256 and MGF1 with SHA-256.
/// - AES-GCM with a 16-byte zero IV and the 16-byte tag at the end: AES-256 for a 32-byte key (`EC_v1`), AES-128
///   for a 16-byte key (`RSA_v1`, as Apple's format reference gives it).
///
/// Most servers use ``PaymentTokenDecryptor``, which picks the key a token names and runs every check.
public struct OpenSSLPaymentTokenCryptography: PaymentTokenCryptography, PaymentTokenSignatureVerifier, Sendable {
    /// The merchant key that decrypts, if any: verification alone needs none.
    public let key: MerchantPaymentProcessingKey?
    /// The root the signature's chain must lead to.
    public let root: PaymentTokenRoot
    /// Where chains that verified are kept, if anywhere: see ``VerifiedChainCache``.
    public let chainCache: VerifiedChainCache?
    /// The root's anchor when the caller found it already: see ``PaymentTokenDecryptor``.
    private let anchor: TrustAnchor?

    /// Creates the cryptography for a merchant key, trusting `root` (Apple Root CA - G3 unless a test says
    /// otherwise), keeping verified chains in `chainCache` if one is given.
    public init(
        key: MerchantPaymentProcessingKey?, root: PaymentTokenRoot = .appleRootCAG3,
        chainCache: VerifiedChainCache? = nil
    ) {
        self.init(key: key, root: root, chainCache: chainCache, anchor: nil)
    }

    init(
        key: MerchantPaymentProcessingKey?, root: PaymentTokenRoot, chainCache: VerifiedChainCache?,
        anchor: TrustAnchor?
    ) {
        self.key = key
        self.root = root
        self.chainCache = chainCache
        self.anchor = anchor
    }

    /// Verifies the CMS signature over `signedData` and its chain to ``root``, at the signing time, which the
    /// signature must carry.
    public func verifySignature(_ signature: Data, over signedData: Data, now: Date) throws {
        let parts = try PaymentTokenSignature(signature: signature, over: signedData) { OpenSSL.sha256($0) }
        try Self.verify(parts, root: root, anchor: anchor, cache: chainCache, now: now)
    }

    /// Verifies a signature the library has read and checked without keys.
    package func verify(_ signature: PaymentTokenSignature, now: Date) throws {
        try Self.verify(signature, root: root, anchor: anchor, cache: chainCache, now: now)
    }

    /// libcrypto's SHA-256, for the message digest and Apple's KDF.
    package func sha256(_ data: Data) -> Data { OpenSSL.sha256(data) }

    /// Verifies a signature's chain to `root` at its signing time, through `cache` when one is given, and the
    /// leaf's signature over the signed attributes.
    static func verify(
        _ parts: PaymentTokenSignature, root: PaymentTokenRoot, anchor known: TrustAnchor? = nil,
        cache: VerifiedChainCache?, now: Date
    ) throws(PaymentTokenError) {
        // The process's anchors are behind a lock every thread shares: a decryptor finds its root's once.
        let anchor: TrustAnchor
        if let known, known.root == root {
            anchor = known
        } else {
            anchor = try TrustAnchor.anchor(for: root)
        }
        let chain: VerifiedChain
        if let cache {
            if let cached = cache.chain(
                leaf: parts.leafCertificate, intermediate: parts.intermediateCertificate, anchor: anchor,
                at: parts.signingTime)
            {
                chain = cached
            } else {
                chain = try anchor.verify(
                    leaf: parts.leafCertificate, intermediate: parts.intermediateCertificate, at: parts.signingTime)
                cache.insert(chain, now: now)
            }
        } else {
            chain = try anchor.verify(
                leaf: parts.leafCertificate, intermediate: parts.intermediateCertificate, at: parts.signingTime)
        }
        try verifySigner(parts, with: chain.signer)
    }

    /// Verifies the leaf's signature over the signed attributes with its public key, by the algorithm the
    /// signature names, which must be the key's.
    static func verifySigner(_ parts: PaymentTokenSignature, with signer: OpenSSL.ContextTemplate)
        throws(PaymentTokenError)
    {
        switch parts.algorithm {
        case .ecdsaWithSHA256 where signer.key.type == EVP_PKEY_EC,
            .rsaWithSHA256 where signer.key.type == EVP_PKEY_RSA:
            break
        default:
            throw PaymentTokenError(
                .signatureNotVerified, "The signature's algorithm is not the one the leaf certificate's key signs with")
        }
        guard signer.verify(parts.signatureValue, over: parts.signedAttributes) else {
            throw PaymentTokenError(
                .signatureNotVerified, "The signature over the signed attributes does not verify with the leaf's key")
        }
    }

    /// The ECDH shared secret with the merchant key, 32 bytes with any leading zeros.
    ///
    /// The point of the form Apple sends is set on a key with the merchant key's parameters, which checks that it
    /// is on P-256; any other form goes through OpenSSL's decoder, and OpenSSL checks the peer as it derives.
    public func sharedSecret(ephemeralPublicKey spki: Data) throws -> Data {
        let key = try requireKey(.ellipticCurve)
        guard let agreement = key.agreement else {
            throw PaymentTokenError(.invalidKey, "The merchant key cannot agree on a key: \(OpenSSL.errors())")
        }
        if spki.count == Self.p256UncompressedPrefix.count + 64, spki.starts(with: Self.p256UncompressedPrefix) {
            guard let secret = try agreement.sharedSecret(point: spki.suffix(65)) else {
                throw PaymentTokenError(
                    .decryptionFailed, "The ephemeral public key is not a point on P-256: \(OpenSSL.errors())")
            }
            return secret
        }
        let peer = try OpenSSL.publicKey(spki: spki)
        guard peer.type == EVP_PKEY_EC, peer.groupName == "prime256v1" else {
            throw PaymentTokenError(.decryptionFailed, "The ephemeral public key is not on P-256")
        }
        return try agreement.sharedSecret(peer, checkingPeer: true)
    }

    /// The DER prefix of a P-256 public key's SubjectPublicKeyInfo with its point uncompressed, as Apple sends
    /// every ephemeral key: id-ecPublicKey, prime256v1, and a BIT STRING of 66 bytes.
    static let p256UncompressedPrefix: [UInt8] = [
        0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01, 0x06, 0x08, 0x2A, 0x86, 0x48,
        0xCE, 0x3D, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00, 0x04,
    ]

    /// The symmetric key of an `RSA_v1` token, unwrapped with RSA-OAEP and SHA-256.
    public func unwrapKey(_ wrappedKey: Data) throws -> Data {
        let key = try requireKey(.rsa)
        guard let unwrapping = key.unwrapping else {
            throw PaymentTokenError(.invalidKey, "The merchant key cannot decrypt RSA-OAEP: \(OpenSSL.errors())")
        }
        return try OpenSSL.unwrap(wrappedKey, with: unwrapping)
    }

    /// The plaintext of AES-GCM data with its tag at the end, under a 16-byte zero IV.
    public func openAESGCM(_ data: Data, key: Data) throws -> Data {
        guard let cipher = OpenSSL.aes(.gcm, keyBytes: key.count) else {
            throw PaymentTokenError(.decryptionFailed, "The symmetric key has \(key.count) bytes, not 32 or 16")
        }
        guard data.count >= 16 else {
            throw PaymentTokenError(.decryptionFailed, "The data has \(data.count) bytes, less than its 16-byte tag")
        }
        return try OpenSSL.withCipherContext { context throws(PaymentTokenError) in
            let iv = [UInt8](repeating: 0, count: 16)
            var tag = [UInt8](data.suffix(16))
            let ciphertext = Data(data.dropLast(16))
            guard EVP_DecryptInit_ex(context, cipher, nil, nil, nil) == 1,
                EVP_CIPHER_CTX_ctrl(context, copenssl_gcm_set_ivlen, 16, nil) == 1,
                OpenSSL.withBytes(key, { keyBytes, _ in EVP_DecryptInit_ex(context, nil, nil, keyBytes, iv) }) == 1
            else {
                throw PaymentTokenError(.decryptionFailed, "AES-GCM cannot start: \(OpenSSL.errors())")
            }
            var plaintext = [UInt8](repeating: 0, count: ciphertext.count + 16)
            var written: Int32 = 0
            let updated = OpenSSL.withBytes(ciphertext) { input, count in
                plaintext.withUnsafeMutableBufferPointer { output in
                    EVP_DecryptUpdate(context, output.baseAddress, &written, input, Int32(count))
                }
            }
            guard ciphertext.count <= Int(Int32.max), updated == 1,
                EVP_CIPHER_CTX_ctrl(context, copenssl_gcm_set_tag, 16, &tag) == 1
            else {
                throw PaymentTokenError(.decryptionFailed, "AES-GCM failed: \(OpenSSL.errors())")
            }
            var final: Int32 = 0
            let finished = plaintext.withUnsafeMutableBufferPointer { output in
                EVP_DecryptFinal_ex(context, output.baseAddress! + Int(written), &final)
            }
            guard finished == 1 else {
                ERR_clear_error()
                throw PaymentTokenError(
                    .decryptionFailed,
                    "The data or its tag was altered, or the key is not the one it was encrypted with")
            }
            return Data(plaintext.prefix(Int(written + final)))
        }
    }

    private func requireKey(_ kind: MerchantPaymentProcessingKey.Kind) throws(PaymentTokenError)
        -> MerchantPaymentProcessingKey
    {
        guard let key else { throw PaymentTokenError(.invalidKey, "No merchant key was given for decryption") }
        guard key.kind == kind else {
            throw PaymentTokenError(
                .invalidKey,
                "The merchant key is \(key.kind == .rsa ? "an RSA" : "an elliptic curve") key; the token needs \(kind == .rsa ? "an RSA" : "an elliptic curve") one"
            )
        }
        return key
    }
}
