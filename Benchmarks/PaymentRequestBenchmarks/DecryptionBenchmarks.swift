import COpenSSL
import Foundation
import PaymentRequestKit
import PaymentTokenDecryption

/// A file of the TEST token vectors (`Examples/Tokens/Test`).
func testTokenFile(_ name: String) -> Data {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Tokens/Test")
    return try! Data(contentsOf: folder.appendingPathComponent(name))
}

/// Verifying and decrypting one EC_v1 TEST token with `PaymentTokenDecryptor`, against the bare libcrypto calls
/// the same work needs, made directly: reading the CMS, verifying it and its chain, ECDH, the KDF's SHA-256 and
/// AES-256-GCM. What the library adds (reading the JSON strictly, the keyless checks, decoding and checking the
/// payment data) is the difference. Target: at most 1.3 times the bare calls.
func decryptionBenchmarks() {
    let file = testTokenFile
    let json = file("ec-token.json")
    let envelope = try! PaymentTokenEnvelope(jsonData: json)
    let now = envelope.signingTime!
    let root = try! PaymentTokenRoot.untrustedTestRoot(certificate: file("test-root.pem"))
    let key = try! MerchantPaymentProcessingKey(
        certificate: file("merchant-ec-certificate.pem"), privateKey: file("merchant-ec-key.pem"))
    let decryptor = PaymentTokenDecryptor(keys: [key], root: root)
    let bare = BareLibcrypto(envelope: envelope, root: root, keyPEM: file("merchant-ec-key.pem"), merchant: key)
    precondition(bare.run() == (try! decryptor.decrypt(paymentData: json, now: now)).jsonData().count)

    let operations = 50
    let (subject, baseline) = measurePair(
        operations: operations,
        {
            for _ in 0..<operations {
                consume(try! decryptor.decrypt(paymentData: json, now: now).transactionAmount)
            }
        },
        { for _ in 0..<operations { consume(Int64(bare.run())) } })
    report(
        "verify and decrypt an EC_v1 token", subject: subject / 1000, baseline: baseline / 1000,
        baselineName: "the bare libcrypto calls", goal: .atMost(1.3), unit: "us")
    print("tokens verified and decrypted per second on one core: \(Int(1e9 / subject))")
}

/// The libcrypto calls one token needs, with nothing around them.
struct BareLibcrypto {
    let signature: Data
    let signedData: Data
    let rootDER: Data
    let ephemeral: Data
    let data: Data
    let merchantIdentifierHash: Data
    let key: OpaquePointer

    init(envelope: PaymentTokenEnvelope, root: PaymentTokenRoot, keyPEM: Data, merchant: MerchantPaymentProcessingKey) {
        signature = envelope.signature
        signedData = envelope.signedData
        rootDER = root.certificate
        ephemeral = envelope.header.ephemeralPublicKey!
        data = envelope.data
        merchantIdentifierHash = merchant.merchantIdentifierHash
        key = keyPEM.withUnsafeBytes { buffer in
            let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count))
            defer { BIO_free(bio) }
            return PEM_read_bio_PrivateKey(bio, nil, nil, nil)!
        }
    }

    /// Verifies, derives and decrypts; the plaintext's length.
    func run() -> Int {
        let cms = signature.withUnsafeBytes { buffer -> OpaquePointer in
            let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count))
            defer { BIO_free(bio) }
            return d2i_CMS_bio(bio, nil)!
        }
        defer { CMS_ContentInfo_free(cms) }
        let store = X509_STORE_new()!
        defer { X509_STORE_free(store) }
        let root = rootDER.withUnsafeBytes { buffer -> OpaquePointer in
            var cursor = buffer.bindMemory(to: UInt8.self).baseAddress
            return d2i_X509(nil, &cursor, buffer.count)!
        }
        defer { X509_free(root) }
        X509_STORE_add_cert(store, root)
        X509_STORE_set_purpose(store, X509_PURPOSE_ANY)
        let verified = signedData.withUnsafeBytes { buffer -> Int32 in
            let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count))
            defer { BIO_free(bio) }
            return CMS_verify(cms, nil, store, bio, nil, UInt32(CMS_BINARY))
        }
        precondition(verified == 1)
        let peer = ephemeral.withUnsafeBytes { buffer -> OpaquePointer in
            var cursor = buffer.bindMemory(to: UInt8.self).baseAddress
            return d2i_PUBKEY(nil, &cursor, buffer.count)!
        }
        defer { EVP_PKEY_free(peer) }
        let context = EVP_PKEY_CTX_new(key, nil)!
        defer { EVP_PKEY_CTX_free(context) }
        EVP_PKEY_derive_init(context)
        EVP_PKEY_derive_set_peer(context, peer)
        var secret = [UInt8](repeating: 0, count: 32)
        var secretLength = 32
        EVP_PKEY_derive(context, &secret, &secretLength)
        let kdfInput =
            [0, 0, 0, 1] + secret + [0x0D] + Array("id-aes256-GCM".utf8) + Array("Apple".utf8)
            + Array(merchantIdentifierHash)
        var symmetric = [UInt8](repeating: 0, count: 32)
        var digestLength: UInt32 = 0
        EVP_Digest(kdfInput, kdfInput.count, &symmetric, &digestLength, EVP_sha256(), nil)
        let cipher = EVP_CIPHER_CTX_new()!
        defer { EVP_CIPHER_CTX_free(cipher) }
        let iv = [UInt8](repeating: 0, count: 16)
        var tag = [UInt8](data.suffix(16))
        let ciphertext = [UInt8](data.dropLast(16))
        var plaintext = [UInt8](repeating: 0, count: ciphertext.count + 16)
        var written: Int32 = 0
        var final: Int32 = 0
        EVP_DecryptInit_ex(cipher, EVP_aes_256_gcm(), nil, nil, nil)
        EVP_CIPHER_CTX_ctrl(cipher, copenssl_gcm_set_ivlen, 16, nil)
        EVP_DecryptInit_ex(cipher, nil, nil, symmetric, iv)
        EVP_DecryptUpdate(cipher, &plaintext, &written, ciphertext, Int32(ciphertext.count))
        EVP_CIPHER_CTX_ctrl(cipher, copenssl_gcm_set_tag, 16, &tag)
        let status = plaintext.withUnsafeMutableBufferPointer { output in
            EVP_DecryptFinal_ex(cipher, output.baseAddress! + Int(written), &final)
        }
        precondition(status == 1)
        return Int(written + final)
    }
}

/// Every path of the decryption product, success and failure, `rounds` times: for valgrind's leak check
/// (`valgrind --leak-check=full .build/release/PaymentRequestBenchmarks --decryption-paths 20`), which shows that
/// every OpenSSL object is freed whichever way a call ends.
func decryptionPaths(rounds: Int) {
    let file = testTokenFile
    let root = try! PaymentTokenRoot.untrustedTestRoot(certificate: file("test-root.pem"))
    var outcomes = 0
    for _ in 0..<rounds {
        let ec = try! MerchantPaymentProcessingKey(
            certificate: file("merchant-ec-certificate.pem"), privateKey: file("merchant-ec-key.pem"))
        let rsa = try! MerchantPaymentProcessingKey(
            certificate: file("merchant-rsa-certificate.pem"), privateKey: file("merchant-rsa-key.pem"))
        let decryptor = PaymentTokenDecryptor(keys: [ec, rsa], root: root, replayGuard: InMemoryReplayGuard())
        for name in ["ec-token.json", "rsa-token.json", "ec-token-leading-zero.json"] {
            let envelope = try! PaymentTokenEnvelope(jsonData: file(name))
            outcomes += (try? decryptor.decrypt(envelope, now: envelope.signingTime!)) == nil ? 0 : 1
            // The same token again: a replay.
            outcomes += (try? decryptor.decrypt(envelope, now: envelope.signingTime!)) == nil ? 1 : 0
            var tampered = envelope
            tampered.data[tampered.data.startIndex] ^= 1
            outcomes += (try? decryptor.decrypt(tampered, now: envelope.signingTime!)) == nil ? 1 : 0
        }
        let cryptography = OpenSSLPaymentTokenCryptography(key: ec, root: root)
        outcomes += (try? cryptography.openAESGCM(Data(count: 64), key: Data(count: 32))) == nil ? 1 : 0
        outcomes +=
            (try? cryptography.sharedSecret(ephemeralPublicKey: Data([0x30, 0x03, 0x02, 0x01, 0x00]))) == nil ? 1 : 0
        outcomes += (try? cryptography.verifySignature(Data([0x30, 0x80]), over: Data(), now: Date())) == nil ? 1 : 0
        let broken = [
            (file("merchant-ec-certificate.pem"), file("merchant-rsa-key.pem")),
            (file("refused-p384-certificate.pem"), file("refused-p384-key.pem")),
            (file("plaintext.json"), file("merchant-ec-key.pem")),
            (
                file("merchant-ec-certificate.pem"),
                Data("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----".utf8)
            ),
        ]
        for (certificate, key) in broken {
            outcomes += (try? MerchantPaymentProcessingKey(certificate: certificate, privateKey: key)) == nil ? 1 : 0
        }
    }
    let expected = rounds * 16
    print("decryption paths: \(outcomes) of \(expected) outcomes as expected")
    if outcomes != expected { exit(1) }
}
