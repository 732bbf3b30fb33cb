import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// ``PaymentRequestKit/PaymentTokenCryptography`` over OpenSSL 3's libcrypto, for one merchant key.
///
/// - The CMS signature is verified over the signed bytes, with the chain built from the certificates the
///   signature carries up to the pinned root alone, at the signing time.
/// - `EC_v1`: ECDH on P-256 with the merchant's private key; the shared secret keeps its leading zero bytes.
/// - `RSA_v1`: the wrapped key is decrypted with RSA-OAEP, SHA-256 and MGF1 with SHA-256.
/// - AES-GCM with a 16-byte zero IV and the 16-byte tag at the end: AES-256 for a 32-byte key (`EC_v1`), AES-128
///   for a 16-byte key (`RSA_v1`, as Apple's format reference gives it).
///
/// Most servers use ``PaymentTokenDecryptor``, which picks the key a token names and runs every check.
public struct OpenSSLPaymentTokenCryptography: PaymentTokenCryptography, Sendable {
    /// The merchant key that decrypts, if any: verification alone needs none.
    public let key: MerchantPaymentProcessingKey?
    /// The root the signature's chain must lead to.
    public let root: PaymentTokenRoot

    /// Creates the cryptography for a merchant key, trusting `root` (Apple Root CA - G3 unless a test says
    /// otherwise).
    public init(key: MerchantPaymentProcessingKey?, root: PaymentTokenRoot = .appleRootCAG3) {
        self.key = key
        self.root = root
    }

    /// Verifies the CMS signature over `signedData` and its chain to ``root``, at the signing time.
    public func verifySignature(_ signature: Data, over signedData: Data, now: Date) throws {
        try Self.verify(signature, over: signedData, root: root, now: now)
    }

    /// Verifies a detached CMS signature and its chain to `root`, at the signature's signing time (or `now` when
    /// it has none).
    static func verify(_ signature: Data, over signedData: Data, root: PaymentTokenRoot, now: Date)
        throws(PaymentTokenError)
    {
        ERR_clear_error()
        let cms: OpaquePointer?
        do {
            cms = try OpenSSL.withBIO(signature) { bio in d2i_CMS_bio(bio, nil) }
        } catch {
            throw PaymentTokenError(.signatureNotVerified, "The signature cannot be read: \(error)")
        }
        guard let cms else {
            throw PaymentTokenError(.signatureNotVerified, "The signature is not CMS: \(OpenSSL.errors())")
        }
        defer { CMS_ContentInfo_free(cms) }
        guard let store = X509_STORE_new() else {
            throw PaymentTokenError(.signatureNotVerified, "No certificate store: \(OpenSSL.errors())")
        }
        defer { X509_STORE_free(store) }
        let rootCertificate = try OpenSSL.certificate(root.certificate, what: "The root")
        guard X509_STORE_add_cert(store, rootCertificate.pointer) == 1 else {
            throw PaymentTokenError(.signatureNotVerified, "The root cannot be trusted: \(OpenSSL.errors())")
        }
        // Apple's certificates name no S/MIME purpose; the chain, its validity and the root are what count.
        X509_STORE_set_purpose(store, X509_PURPOSE_ANY)
        let time = PaymentTokenEnvelope.signingTime(signature: signature) ?? now
        X509_VERIFY_PARAM_set_time(X509_STORE_get0_param(store), time_t(time.timeIntervalSince1970.rounded(.down)))
        let verified: Int32
        do {
            verified = try OpenSSL.withBIO(signedData) { content in
                CMS_verify(cms, nil, store, content, nil, UInt32(CMS_BINARY))
            }
        } catch {
            throw PaymentTokenError(.signatureNotVerified, "The signed data cannot be read: \(error)")
        }
        guard verified == 1 else {
            throw PaymentTokenError(
                .signatureNotVerified, "The signature or its chain does not verify: \(OpenSSL.errors())")
        }
    }

    /// The ECDH shared secret with the merchant key, 32 bytes with any leading zeros.
    public func sharedSecret(ephemeralPublicKey: Data) throws -> Data {
        let key = try requireKey(.ellipticCurve)
        let peer = try OpenSSL.publicKey(spki: ephemeralPublicKey)
        guard peer.type == EVP_PKEY_EC, peer.groupName == "prime256v1" else {
            throw PaymentTokenError(.decryptionFailed, "The ephemeral public key is not on P-256")
        }
        ERR_clear_error()
        guard let context = EVP_PKEY_CTX_new(key.key.pointer, nil) else {
            throw PaymentTokenError(.decryptionFailed, "No key agreement context: \(OpenSSL.errors())")
        }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_derive_init(context) == 1, EVP_PKEY_derive_set_peer(context, peer.pointer) == 1 else {
            throw PaymentTokenError(.decryptionFailed, "The key agreement cannot start: \(OpenSSL.errors())")
        }
        return try OpenSSL.output("The key agreement", .decryptionFailed) { out, length in
            EVP_PKEY_derive(context, out, length)
        }
    }

    /// The symmetric key of an `RSA_v1` token, unwrapped with RSA-OAEP and SHA-256.
    public func unwrapKey(_ wrappedKey: Data) throws -> Data {
        let key = try requireKey(.rsa)
        ERR_clear_error()
        guard let context = EVP_PKEY_CTX_new(key.key.pointer, nil) else {
            throw PaymentTokenError(.decryptionFailed, "No decryption context: \(OpenSSL.errors())")
        }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_decrypt_init(context) == 1,
            EVP_PKEY_CTX_set_rsa_padding(context, copenssl_rsa_pkcs1_oaep_padding) == 1,
            EVP_PKEY_CTX_set_rsa_oaep_md(context, EVP_sha256()) == 1,
            EVP_PKEY_CTX_set_rsa_mgf1_md(context, EVP_sha256()) == 1
        else {
            throw PaymentTokenError(.decryptionFailed, "RSA-OAEP cannot start: \(OpenSSL.errors())")
        }
        return try OpenSSL.withBytes(wrappedKey) { base, count throws(PaymentTokenError) in
            try OpenSSL.output("Unwrapping the key", .decryptionFailed) { out, length in
                EVP_PKEY_decrypt(context, out, length, base, count)
            }
        }
    }

    /// The plaintext of AES-GCM data with its tag at the end, under a 16-byte zero IV.
    public func openAESGCM(_ data: Data, key: Data) throws -> Data {
        let cipher: OpaquePointer?
        switch key.count {
        case 32: cipher = EVP_aes_256_gcm()
        case 16: cipher = EVP_aes_128_gcm()
        default: throw PaymentTokenError(.decryptionFailed, "The symmetric key has \(key.count) bytes, not 32 or 16")
        }
        guard data.count >= 16 else {
            throw PaymentTokenError(.decryptionFailed, "The data has \(data.count) bytes, less than its 16-byte tag")
        }
        ERR_clear_error()
        guard let context = EVP_CIPHER_CTX_new() else {
            throw PaymentTokenError(.decryptionFailed, "No cipher context: \(OpenSSL.errors())")
        }
        defer { EVP_CIPHER_CTX_free(context) }
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
                .decryptionFailed, "The data or its tag was altered, or the key is not the one it was encrypted with")
        }
        return Data(plaintext.prefix(Int(written + final)))
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
