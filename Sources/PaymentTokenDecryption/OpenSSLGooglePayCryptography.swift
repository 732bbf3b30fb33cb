import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The cryptography of Google Pay tokens over OpenSSL 3's libcrypto: ECDSA-SHA256 verification, ECDH on P-256,
/// HKDF-SHA256, HMAC-SHA256 and AES-CTR, with the merchant's private keys.
///
/// Public keys are parsed once and kept (``GooglePayTokenDecryptor`` shares one store between its copies): the root
/// keys for as long as the list is used, the intermediate keys Google rotates every few days as they come.
public struct OpenSSLGooglePayCryptography: GooglePayTokenCryptography, Sendable {
    /// The merchant's private keys, tried in turn.
    public var keys: [GooglePayPrivateKey]
    let publicKeys: PublicKeyStore

    /// Creates the cryptography over the merchant's keys.
    public init(keys: [GooglePayPrivateKey]) {
        self.init(keys: keys, publicKeys: PublicKeyStore())
    }

    init(keys: [GooglePayPrivateKey], publicKeys: PublicKeyStore) {
        self.keys = keys
        self.publicKeys = publicKeys
    }

    /// How many private keys ``keys`` holds.
    public var privateKeyCount: Int { keys.count }

    /// Verifies an ECDSA-SHA256 signature (DER) under a P-256 SubjectPublicKeyInfo, parsed once and kept.
    public func verifyECDSA(_ signature: Data, over data: Data, publicKey: Data) -> Bool {
        guard let verifier = publicKeys.verifier(publicKey) else {
            ERR_clear_error()
            return false
        }
        return verifier.verify(signature, over: data)
    }

    /// The ECDH shared secret of a merchant key and an uncompressed P-256 point, checked to be on the curve.
    public func sharedSecret(privateKey index: Int, ephemeralPublicKey: Data) throws -> Data {
        guard keys.indices.contains(index) else {
            throw PaymentTokenError(.noMatchingKey, "There is no private key \(index) of \(keys.count)")
        }
        // The keyless checks made the point 65 bytes starting 04; setting it checks that it is on P-256.
        guard let secret = try keys[index].agreement.sharedSecret(point: ephemeralPublicKey) else {
            throw PaymentTokenError(
                .decryptionFailed, "The ephemeral public key is not a point on P-256: \(OpenSSL.errors())")
        }
        return secret
    }

    /// HKDF-SHA256 through libcrypto's `EVP_PKEY_HKDF`.
    public func hkdfSHA256(secret: Data, salt: Data, info: Data, length: Int) throws -> Data {
        // RFC 5869 bounds the output at 255 blocks; the inputs go to OpenSSL as 32-bit lengths.
        guard (1...255 * 32).contains(length), [secret, salt, info].allSatisfy({ $0.count < 1 << 20 }) else {
            throw PaymentTokenError(.decryptionFailed, "HKDF cannot derive \(length) bytes from these inputs")
        }
        ERR_clear_error()
        guard let context = EVP_PKEY_CTX_new_id(EVP_PKEY_HKDF, nil) else {
            throw PaymentTokenError(.decryptionFailed, "No HKDF context: \(OpenSSL.errors())")
        }
        defer { EVP_PKEY_CTX_free(context) }
        var output = [UInt8](repeating: 0, count: length)
        var written = length
        let derived =
            EVP_PKEY_derive_init(context) == 1 && EVP_PKEY_CTX_set_hkdf_md(context, EVP_sha256()) == 1
            && OpenSSL.withBytes(salt) { EVP_PKEY_CTX_set1_hkdf_salt(context, $0, Int32($1)) } == 1
            && OpenSSL.withBytes(secret) { EVP_PKEY_CTX_set1_hkdf_key(context, $0, Int32($1)) } == 1
            && OpenSSL.withBytes(info) { EVP_PKEY_CTX_add1_hkdf_info(context, $0, Int32($1)) } == 1
            && EVP_PKEY_derive(context, &output, &written) == 1
        guard derived, written == length else {
            throw PaymentTokenError(.decryptionFailed, "HKDF failed: \(OpenSSL.errors())")
        }
        return Data(output)
    }

    /// HMAC-SHA256 through libcrypto's `EVP_Q_mac`.
    public func hmacSHA256(key: Data, data: Data) throws -> Data {
        ERR_clear_error()
        var output = [UInt8](repeating: 0, count: 32)
        var written = 0
        let computed = OpenSSL.withBytes(key) { keyBytes, keyCount in
            OpenSSL.withBytes(data) { bytes, count in
                EVP_Q_mac(nil, "HMAC", nil, "SHA256", nil, keyBytes, keyCount, bytes, count, &output, 32, &written)
            }
        }
        guard computed != nil, written == 32 else {
            throw PaymentTokenError(.decryptionFailed, "HMAC-SHA256 failed: \(OpenSSL.errors())")
        }
        return Data(output)
    }

    /// Compares two tags with `CRYPTO_memcmp`, in time that does not depend on their bytes.
    public func tagsEqual(_ tag: Data, _ expected: Data) -> Bool {
        guard tag.count == expected.count else { return false }
        return OpenSSL.withBytes(tag) { left, count in
            OpenSSL.withBytes(expected) { right, _ in CRYPTO_memcmp(left, right, count) == 0 }
        }
    }

    /// AES-CTR (128 or 256) with a zero IV through libcrypto.
    public func aesCTR(_ data: Data, key: Data) throws -> Data {
        guard let cipher = OpenSSL.aes(.ctr, keyBytes: key.count) else {
            throw PaymentTokenError(.decryptionFailed, "The AES key has \(key.count) bytes, not 16 or 32")
        }
        guard data.count < Int(Int32.max) - 16 else {
            throw PaymentTokenError(.decryptionFailed, "The message has \(data.count) bytes")
        }
        return try OpenSSL.withCipherContext { context throws(PaymentTokenError) in
            let iv = [UInt8](repeating: 0, count: 16)
            var output = [UInt8](repeating: 0, count: data.count + 16)
            var written: Int32 = 0
            var final: Int32 = 0
            let done = OpenSSL.withBytes(key) { keyBytes, _ in
                OpenSSL.withBytes(data) { bytes, count in
                    output.withUnsafeMutableBufferPointer { out in
                        EVP_EncryptInit_ex(context, cipher, nil, keyBytes, iv) == 1
                            && EVP_EncryptUpdate(context, out.baseAddress, &written, bytes, Int32(count)) == 1
                            && EVP_EncryptFinal_ex(context, out.baseAddress! + Int(written), &final) == 1
                    }
                }
            }
            guard done else { throw PaymentTokenError(.decryptionFailed, "AES-CTR failed: \(OpenSSL.errors())") }
            return Data(output.prefix(Int(written + final)))
        }
    }
}

/// Public keys parsed from their SubjectPublicKeyInfo once and set up to verify, found again by their bytes.
final class PublicKeyStore: @unchecked Sendable {
    private let lock = Lock()
    /// By the key's bytes as an array: a `Data` keeps its bytes behind a reference LeakSanitizer cannot follow, and
    /// the fuzzer reported every key a long-lived store held as lost.
    private var keys: [[UInt8]: OpenSSL.ContextTemplate] = [:]
    /// Root keys are few and intermediate keys rotate every few days; a store past this is emptied, not grown.
    static let capacity = 64

    /// A P-256 key of the form Google's format uses (a DER SubjectPublicKeyInfo of an uncompressed point), set on
    /// P-256's parameters in microseconds rather than decoded; `nil` for another form or a point off the curve.
    func verifier(_ spki: Data) -> OpenSSL.ContextTemplate? {
        let bytes = [UInt8](spki)
        if let verifier = lock.withLock({ keys[bytes] }) { return verifier }
        guard let key = Self.parse(spki), let verifier = OpenSSL.verification(key) else { return nil }
        lock.withLock {
            if keys.count >= Self.capacity { keys.removeAll(keepingCapacity: true) }
            keys[bytes] = verifier
        }
        return verifier
    }

    private static func parse(_ spki: Data) -> OpenSSL.Key? {
        let prefix = OpenSSLPaymentTokenCryptography.p256UncompressedPrefix
        guard spki.count == prefix.count + 64, spki.starts(with: prefix), let template = p256 else { return nil }
        defer { ERR_clear_error() }
        return OpenSSL.point(spki.suffix(65), like: template)
    }

    /// A P-256 public key (the curve's generator), whose parameters every key is set on: decoded once.
    private static let p256: OpenSSL.Key? = {
        let generator = Data(
            OpenSSLPaymentTokenCryptography.p256UncompressedPrefix + [
                0x6B, 0x17, 0xD1, 0xF2, 0xE1, 0x2C, 0x42, 0x47, 0xF8, 0xBC, 0xE6, 0xE5, 0x63, 0xA4, 0x40, 0xF2, 0x77,
                0x03, 0x7D, 0x81, 0x2D, 0xEB, 0x33, 0xA0, 0xF4, 0xA1, 0x39, 0x45, 0xD8, 0x98, 0xC2, 0x96, 0x4F, 0xE3,
                0x42, 0xE2, 0xFE, 0x1A, 0x7F, 0x9B, 0x8E, 0xE7, 0xEB, 0x4A, 0x7C, 0x0F, 0x9E, 0x16, 0x2B, 0xCE, 0x33,
                0x57, 0x6B, 0x31, 0x5E, 0xCE, 0xCB, 0xB6, 0x40, 0x68, 0x37, 0xBF, 0x51, 0xF5,
            ])
        return try? OpenSSL.publicKey(spki: generator)
    }()
}
