import COpenSSL
import Foundation
import PaymentRequestKit
import PaymentTokenDecryption

/// A file of the Google Pay vectors (`Examples/Tokens/GooglePay`).
func googlePayFile(_ name: String) -> Data {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Tokens/GooglePay")
    return try! Data(contentsOf: folder.appendingPathComponent(name))
}

/// Verifying and decrypting the generated `ECv2` token with `GooglePayTokenDecryptor`, against its cryptographic
/// floor measured in the same run: the root key's ECDSA verification of the intermediate key and the intermediate
/// key's of the message, ECDH with the ephemeral point, HKDF-SHA256, HMAC-SHA256 and AES-256-CTR, on keys parsed
/// once. Tink verifies both signatures for every token, and so does the library.
func googlePayBenchmarks() {
    let json = googlePayFile("ecv2-pan-only.json")
    let now = Date(timeIntervalSince1970: 1_795_780_800)
    let decryptor = GooglePayTokenDecryptor(
        recipient: .merchant("12345678901234567890"),
        rootKeys: try! GooglePayRootSigningKeys(jsonData: googlePayFile("root-keys.json")),
        keys: [try! GooglePayPrivateKey(googlePayFile("merchant-key.pem"))])
    let floor = GooglePayFloor(json: json, recipient: "merchant:12345678901234567890")
    let message = try! decryptor.decrypt(jsonData: json, now: now)
    let plaintext = try! decryptor.unseal(jsonData: json, now: now)
    precondition(floor.run() == plaintext.count && message.messageId.count == 24)
    let operations = 40
    let (subject, baseline) = measurePair(
        operations: operations,
        {
            for _ in 0..<operations { consume(Int64(try! decryptor.decrypt(jsonData: json, now: now).messageId.count)) }
        },
        { for _ in 0..<operations { consume(Int64(floor.run())) } })
    report(
        "verify and decrypt a Google Pay ECv2 token", subject: subject / 1000, baseline: baseline / 1000,
        baselineName: "its floor (two verifications, ECDH, HKDF, HMAC, AES-CTR)", goal: .atMost(1.3), unit: "us")
    print("Google Pay ECv2 tokens per second on one core: \(Int(1e9 / subject))")
}

/// Every Google Pay vector through a decryptor whose key ring holds another key first, and a replay; 20 outcomes as
/// expected, for `--decryption-paths` and valgrind.
func googlePayPaths() -> Int {
    let now = Date(timeIntervalSince1970: 1_795_780_800)
    let decryptor = GooglePayTokenDecryptor(
        recipient: .merchant("12345678901234567890"),
        rootKeys: try! GooglePayRootSigningKeys(jsonData: googlePayFile("root-keys.json")),
        keys: [
            try! GooglePayPrivateKey(googlePayFile("other-merchant-key.pem")),
            try! GooglePayPrivateKey(googlePayFile("merchant-key-sec1.pem")),
        ], replayGuard: InMemoryReplayGuard())
    var outcomes = 0
    // Four decrypt; "sealed-to-another-key" opens under the ring's first key as a replay of the first token.
    let decrypting: Set = ["ecv1.json", "ecv2-cryptogram-3ds.json", "ecv2-pan-only.json", "ecv2-signing-only.json"]
    let tokens = [
        "compressed-ephemeral-key.json", "ecv1.json", "ecv2-cryptogram-3ds.json", "ecv2-pan-only.json",
        "ecv2-signing-only.json", "extra-member.json", "intermediate-expired.json",
        "intermediate-signature-forged.json",
        "message-expired.json", "message-not-json.json", "message-pan-only-with-cryptogram.json",
        "message-signature-forged.json", "root-key-unknown.json", "sealed-to-another-key.json",
        "wrong-recipient-gateway.json",
    ]
    for name in tokens {
        let decrypted = (try? decryptor.decrypt(jsonData: googlePayFile(name), now: now)) != nil
        outcomes += decrypted == decrypting.contains(name) ? 1 : 0
    }
    // Tink's vector, unsealed with Tink's key second in the ring; then refused under the wrong keys alone.
    let tink = GooglePayTokenDecryptor(
        recipient: GooglePayRecipient(rawValue: "someRecipient"),
        rootKeys: try! GooglePayRootSigningKeys(jsonData: googlePayFile("tink-ecv1-root-keys.json")),
        keys: [
            try! GooglePayPrivateKey(googlePayFile("tink-alternate-merchant-key.pem")),
            try! GooglePayPrivateKey(googlePayFile("tink-merchant-key.pem")),
        ])
    outcomes += (try? tink.unseal(jsonData: googlePayFile("tink-ecv1-token.json"), now: now)) != nil ? 1 : 0
    var wrong = tink
    wrong.keys.removeLast()
    outcomes += (try? wrong.unseal(jsonData: googlePayFile("tink-ecv1-token.json"), now: now)) == nil ? 1 : 0
    outcomes += (try? GooglePayPrivateKey(googlePayFile("root-keys.json"))) == nil ? 1 : 0
    // A point off the curve, where the keyless checks let any 65 bytes starting 04 through.
    let cryptography = OpenSSLGooglePayCryptography(keys: decryptor.keys)
    let offCurve = Data([0x04] + [UInt8](repeating: 1, count: 64))
    outcomes += (try? cryptography.sharedSecret(privateKey: 0, ephemeralPublicKey: offCurve)) == nil ? 1 : 0
    outcomes += cryptography.verifyECDSA(Data([0x30, 0x00]), over: Data(), publicKey: Data(count: 91)) ? 0 : 1
    return outcomes
}

/// The cryptography one Google Pay `ECv2` token needs and nothing else, on keys parsed once: two ECDSA
/// verifications, the ephemeral point set on P-256 and ECDH with it, HKDF-SHA256, HMAC-SHA256 compared in constant
/// time, and AES-256-CTR.
final class GooglePayFloor {
    let root: OpaquePointer
    let intermediate: OpaquePointer
    let merchant: OpaquePointer
    let keySignature: [UInt8]
    let signedKey: [UInt8]
    let messageSignature: [UInt8]
    let signedMessage: [UInt8]
    let point: [UInt8]
    let ciphertext: [UInt8]
    let tag: [UInt8]

    init(json: Data, recipient: String) {
        let token = try! GooglePayToken(jsonData: json)
        let roots = try! GooglePayRootSigningKeys(jsonData: googlePayFile("root-keys.json"))
        func publicKey(_ spki: Data) -> OpaquePointer {
            spki.withUnsafeBytes { buffer in
                var cursor = buffer.bindMemory(to: UInt8.self).baseAddress
                return d2i_PUBKEY(nil, &cursor, buffer.count)!
            }
        }
        root = publicKey(roots.keys(for: .ecV2, now: Date(timeIntervalSince1970: 1_795_780_800))[0])
        intermediate = publicKey(token.intermediateSigningKey!.key!.keyValue)
        merchant = googlePayFile("merchant-key.pem").withUnsafeBytes { buffer in
            let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count))
            defer { BIO_free(bio) }
            return PEM_read_bio_PrivateKey(bio, nil, nil, nil)!
        }
        keySignature = Array(token.intermediateSigningKey!.signatures[0])
        signedKey = Array(token.signedKeyBytes!)
        messageSignature = Array(token.signature)
        signedMessage = Array(token.signedMessageBytes(for: GooglePayRecipient(rawValue: recipient)))
        let sealed = token.sealedMessage!
        point = Array(sealed.ephemeralPublicKey)
        ciphertext = Array(sealed.encryptedMessage)
        tag = Array(sealed.tag)
    }

    deinit {
        EVP_PKEY_free(root)
        EVP_PKEY_free(intermediate)
        EVP_PKEY_free(merchant)
    }

    static func verify(_ key: OpaquePointer, _ signature: [UInt8], _ message: [UInt8]) -> Bool {
        let context = EVP_MD_CTX_new()!
        defer { EVP_MD_CTX_free(context) }
        return EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1
            && EVP_DigestVerify(context, signature, signature.count, message, message.count) == 1
    }

    /// Verifies, derives the keys, checks the tag and decrypts; the plaintext's length.
    func run() -> Int {
        precondition(
            Self.verify(root, keySignature, signedKey) && Self.verify(intermediate, messageSignature, signedMessage))
        let peer = EVP_PKEY_new()!
        defer { EVP_PKEY_free(peer) }
        precondition(
            EVP_PKEY_copy_parameters(peer, merchant) == 1
                && EVP_PKEY_set1_encoded_public_key(peer, point, point.count) == 1)
        let derive = EVP_PKEY_CTX_new(merchant, nil)!
        defer { EVP_PKEY_CTX_free(derive) }
        EVP_PKEY_derive_init(derive)
        EVP_PKEY_derive_set_peer_ex(derive, peer, 0)
        var secret = [UInt8](repeating: 0, count: 32)
        var secretLength = 32
        EVP_PKEY_derive(derive, &secret, &secretLength)
        let hkdf = EVP_PKEY_CTX_new_id(EVP_PKEY_HKDF, nil)!
        defer { EVP_PKEY_CTX_free(hkdf) }
        let material = point + secret
        let info = Array("Google".utf8)
        var keys = [UInt8](repeating: 0, count: 64)
        var keysLength = 64
        EVP_PKEY_derive_init(hkdf)
        EVP_PKEY_CTX_set_hkdf_md(hkdf, EVP_sha256())
        EVP_PKEY_CTX_set1_hkdf_salt(hkdf, nil, 0)
        EVP_PKEY_CTX_set1_hkdf_key(hkdf, material, Int32(material.count))
        EVP_PKEY_CTX_add1_hkdf_info(hkdf, info, Int32(info.count))
        precondition(EVP_PKEY_derive(hkdf, &keys, &keysLength) == 1)
        var mac = [UInt8](repeating: 0, count: 32)
        var macLength = 0
        let macKey = Array(keys[32...])
        EVP_Q_mac(nil, "HMAC", nil, "SHA256", nil, macKey, 32, ciphertext, ciphertext.count, &mac, 32, &macLength)
        precondition(CRYPTO_memcmp(mac, tag, 32) == 0)
        let cipher = EVP_CIPHER_CTX_new()!
        defer { EVP_CIPHER_CTX_free(cipher) }
        let iv = [UInt8](repeating: 0, count: 16)
        var plaintext = [UInt8](repeating: 0, count: ciphertext.count + 16)
        var written: Int32 = 0
        var final: Int32 = 0
        let aesKey = Array(keys[..<32])
        EVP_EncryptInit_ex(cipher, EVP_aes_256_ctr(), nil, aesKey, iv)
        EVP_EncryptUpdate(cipher, &plaintext, &written, ciphertext, Int32(ciphertext.count))
        let status = plaintext.withUnsafeMutableBufferPointer { output in
            EVP_EncryptFinal_ex(cipher, output.baseAddress! + Int(written), &final)
        }
        precondition(status == 1)
        return Int(written + final)
    }
}
