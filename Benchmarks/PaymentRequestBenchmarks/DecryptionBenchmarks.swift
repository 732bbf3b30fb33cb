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

/// One TEST token (`EC_v1` or `RSA_v1`) with what decrypts it: its JSON, its signing time, the test root, the
/// merchant key and a decryptor with a chain cache.
struct TokenFixture {
    let name: String
    let json: Data
    let envelope: PaymentTokenEnvelope
    let now: Date
    let root: PaymentTokenRoot
    let key: MerchantPaymentProcessingKey
    let keyPEM: Data
    let decryptor: PaymentTokenDecryptor

    init(_ version: PaymentTokenEnvelope.Version) {
        let file = testTokenFile
        let kind = version == .ecV1 ? "ec" : "rsa"
        name = version.rawValue
        json = file("\(kind)-token.json")
        envelope = try! PaymentTokenEnvelope(jsonData: json)
        now = envelope.signingTime!
        root = try! PaymentTokenRoot.untrustedTestRoot(certificate: file("test-root.pem"))
        keyPEM = file("merchant-\(kind)-key.pem")
        key = try! MerchantPaymentProcessingKey(
            certificate: file("merchant-\(kind)-certificate.pem"), privateKey: keyPEM)
        decryptor = PaymentTokenDecryptor(keys: [key], root: root)
    }

    /// Verifies and decrypts the token once, with the chain verified in full when `cold`.
    @inline(__always)
    func decrypt(cold: Bool) {
        if cold { decryptor.chainCache!.removeAll() }
        consume(Int64(try! decryptor.decryptPayment(jsonData: json, now: now).expirationYear))
    }
}

/// Verifying and decrypting TEST tokens with `PaymentTokenDecryptor`, against the cryptographic floor: the
/// signature verifications, the key agreement (or RSA-OAEP unwrap), the KDF's SHA-256 and AES-GCM through EVP, on
/// keys parsed once, measured in the same run. A cold chain (the chain cache emptied before each token, so that
/// both of the chain's signatures are verified again; its certificates, like the floor's, are found parsed) is held
/// to the floor with three verifications, a warm one to the floor with the token's own verification alone. Then the
/// throughput on every core, the memory over 100 000 tokens, and callgrind's instruction counts.
func decryptionBenchmarks() {
    print("== Tokens against the cryptographic floor")
    for version in [PaymentTokenEnvelope.Version.ecV1, .rsaV1] {
        let fixture = TokenFixture(version)
        let floor = CryptographicFloor(fixture)
        precondition(floor.run(chain: true) == fixture.envelope.data.count - 16)
        let operations = version == .ecV1 ? 40 : 20
        for (cold, target) in [(true, 1.5), (false, 1.3)] {
            let (subject, baseline) = measurePair(
                operations: operations,
                { for _ in 0..<operations { fixture.decrypt(cold: cold) } },
                { for _ in 0..<operations { consume(Int64(floor.run(chain: cold))) } })
            report(
                "verify and decrypt an \(fixture.name) token, \(cold ? "cold" : "warm") chain", subject: subject / 1000,
                baseline: baseline / 1000,
                baselineName: "the floor with \(cold ? "three verifications" : "one verification")",
                goal: .atMost(target), unit: "us")
            print(
                "\(fixture.name) tokens per second on one core, \(cold ? "cold" : "warm") chain: \(Int(1e9 / subject))")
        }
    }
    googlePayBenchmarks()
    threadScaling()
    memoryOverManyTokens()
    tokenInstructions()
}

/// The throughput on every core against one: `PaymentTokenDecryptor` shared by the threads, warm chain.
func threadScaling() {
    let fixture = TokenFixture(.ecV1)
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    guard cores > 1 else {
        print("thread scaling: one core; not measured")
        return
    }
    let perThread = 400
    func throughput(_ threads: Int) -> Double {
        fixture.decrypt(cold: false)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                for _ in 0..<perThread { fixture.decrypt(cold: false) }
            }
        }
        return Double(threads * perThread)
            / (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    // Each round is a tenth of a second and this machine's speed changes from one to the next: the median of
    // seven rounds' ratios, each of one thread and every thread measured back to back.
    var rounds = [(single: Double, all: Double)]()
    for _ in 0..<7 { rounds.append((throughput(1), throughput(cores))) }
    let (single, all) = rounds.sorted { $0.all / $0.single < $1.all / $1.single }[3]
    let ratio = all / single
    let target = min(1.7, Double(cores) * 0.85)
    let meets = ratio >= target
    if !meets { misses += 1 }
    print(
        "tokens per second on \(cores) threads: \(Int(all)) vs one thread \(Int(single)) = \(format(ratio))x; target >= \(format(target))x: \(meets ? "meets" : "misses")"
    )
}

/// The resident memory after 100 000 tokens against after a warm-up: the cache and the keys are bounded, and
/// nothing a token allocates outlives it.
func memoryOverManyTokens(tokens: Int = 100_000) {
    let fixture = TokenFixture(.ecV1)
    let threads = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))
    func run(_ count: Int) {
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<(count / threads) { fixture.decrypt(cold: false) }
        }
    }
    // The heap's free pages are given back before each reading: the figures run before this one leave some, and
    // glibc returning them mid-run once made the growth read -72 MB.
    func trimmedResidentBytes() -> Int {
        // glibc's `malloc_trim`, which Swift's Glibc module does not import.
        if let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
        }
        return residentBytes()
    }
    run(2_000)
    let before = trimmedResidentBytes()
    run(tokens)
    let growth = trimmedResidentBytes() - before
    let meets = growth < 1 << 20
    if !meets { misses += 1 }
    print(
        "resident memory growth over \(tokens) tokens after 2000: \(growth / 1024) KiB; target < 1024 KiB: \(meets ? "meets" : "misses")"
    )
}

/// The process's resident set, from `/proc/self/statm`; 0 where there is none.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Callgrind's instructions per token for the library's path and the floor's, cold and warm: figures that do not
/// drift with the machine's load, held to the same targets as the timed ones.
func tokenInstructions() {
    for (cold, target) in [(true, 1.5), (false, 1.3)] {
        let which = cold ? "cold" : "warm"
        guard let library = perOperationInstructions("--profile-token-\(which)", few: 10, many: 60),
            let floor = perOperationInstructions("--profile-floor-\(which)", few: 10, many: 60)
        else {
            print("EC_v1 token instructions, \(which) chain: callgrind gave no count")
            continue
        }
        let ratio = library / floor
        let meets = ratio <= target
        if !meets { misses += 1 }
        print(
            "EC_v1 token instructions, \(which) chain: \(Int(library.rounded())) vs the floor \(Int(floor.rounded())) = \(format(ratio))x; target <= \(format(target))x: \(meets ? "meets" : "misses")"
        )
    }
}

/// The profile modes of the token figures: `--profile-token-cold`, `--profile-token-warm`, `--profile-floor-cold`
/// and `--profile-floor-warm`, each on the EC_v1 TEST token `operations` times.
func profileTokens(_ mode: String, operations: Int) -> Bool {
    let cold = mode.hasSuffix("-cold")
    switch mode {
    case "--profile-token-cold", "--profile-token-warm":
        let fixture = TokenFixture(.ecV1)
        for _ in 0..<operations { fixture.decrypt(cold: cold) }
    case "--profile-floor-cold", "--profile-floor-warm":
        let floor = CryptographicFloor(TokenFixture(.ecV1))
        for _ in 0..<operations { consume(Int64(floor.run(chain: cold))) }
    default:
        return false
    }
    return true
}

/// The cryptography one token needs and nothing else, on the keys every token shares made and parsed once: the
/// intermediate's signature by the root and the leaf's by the intermediate (a cold chain), the leaf's signature
/// over the signed attributes, the token's ephemeral point decoded and ECDH with it (or RSA-OAEP for `RSA_v1`),
/// the KDF's SHA-256 and AES-GCM.
final class CryptographicFloor {
    struct Signed {
        let message: [UInt8]
        let signature: [UInt8]
        let digest: OpaquePointer
        let key: OpaquePointer
    }
    let chain: [Signed]
    let attributes: Signed
    let merchant: OpaquePointer
    /// The token's ephemeral point: its own key, decoded for each token as the token brings a new one.
    let point: [UInt8]?
    let wrappedKey: [UInt8]
    let partyV: [UInt8]
    let data: [UInt8]
    private var certificates: [OpaquePointer] = []

    init(_ fixture: TokenFixture) {
        let parts = try! PaymentTokenSignature(signature: fixture.envelope.signature, over: fixture.envelope.signedData)
        func x509(_ der: Data) -> OpaquePointer {
            der.withUnsafeBytes { buffer in
                var cursor = buffer.bindMemory(to: UInt8.self).baseAddress
                return d2i_X509(nil, &cursor, buffer.count)!
            }
        }
        let root = x509(fixture.root.certificate)
        let intermediate = x509(parts.intermediateCertificate)
        let leaf = x509(parts.leafCertificate)
        certificates = [root, intermediate, leaf]
        func signed(_ certificate: OpaquePointer, by issuer: OpaquePointer) -> Signed {
            var tbs: UnsafeMutablePointer<UInt8>?
            let length = i2d_re_X509_tbs(certificate, &tbs)
            defer { CRYPTO_free(tbs, #fileID, #line) }
            var signature: UnsafePointer<ASN1_BIT_STRING>?
            X509_get0_signature(&signature, nil, certificate)
            var digestNID: Int32 = 0
            OBJ_find_sigid_algs(X509_get_signature_nid(certificate), &digestNID, nil)
            return Signed(
                message: Array(UnsafeBufferPointer(start: tbs, count: Int(length))),
                signature: Array(
                    UnsafeBufferPointer(
                        start: ASN1_STRING_get0_data(signature!), count: Int(ASN1_STRING_length(signature!)))),
                digest: EVP_get_digestbyname(OBJ_nid2sn(digestNID))!, key: X509_get0_pubkey(issuer)!)
        }
        chain = [signed(intermediate, by: root), signed(leaf, by: intermediate)]
        attributes = Signed(
            message: Array(parts.signedAttributes), signature: Array(parts.signatureValue), digest: EVP_sha256()!,
            key: X509_get0_pubkey(leaf)!)
        merchant = fixture.keyPEM.withUnsafeBytes { buffer in
            let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count))
            defer { BIO_free(bio) }
            return PEM_read_bio_PrivateKey(bio, nil, nil, nil)!
        }
        point = fixture.envelope.header.ephemeralPublicKey.map { Array($0.suffix(65)) }
        wrappedKey = Array(fixture.envelope.header.wrappedKey ?? Data())
        partyV = Array(fixture.key.merchantIdentifierHash)
        data = Array(fixture.envelope.data)
    }

    deinit {
        for certificate in certificates { X509_free(certificate) }
        EVP_PKEY_free(merchant)
    }

    static func verify(_ signed: Signed) -> Bool {
        let context = EVP_MD_CTX_new()!
        defer { EVP_MD_CTX_free(context) }
        return EVP_DigestVerifyInit(context, nil, signed.digest, nil, signed.key) == 1
            && EVP_DigestVerify(context, signed.signature, signed.signature.count, signed.message, signed.message.count)
                == 1
    }

    /// Verifies, restores the key and decrypts; the plaintext's length.
    func run(chain verifiesChain: Bool) -> Int {
        if verifiesChain { precondition(chain.allSatisfy(Self.verify)) }
        precondition(Self.verify(attributes))
        var symmetric = [UInt8](repeating: 0, count: 32)
        let context = EVP_PKEY_CTX_new(merchant, nil)!
        defer { EVP_PKEY_CTX_free(context) }
        if let point {
            // The point set on a key checks that it is on the curve; P-256's cofactor of 1 makes OpenSSL's second
            // check of the peer redundant, and the library leaves it out too.
            let peer = EVP_PKEY_new()!
            defer { EVP_PKEY_free(peer) }
            precondition(
                EVP_PKEY_copy_parameters(peer, merchant) == 1
                    && EVP_PKEY_set1_encoded_public_key(peer, point, point.count) == 1)
            EVP_PKEY_derive_init(context)
            EVP_PKEY_derive_set_peer_ex(context, peer, 0)
            var secret = [UInt8](repeating: 0, count: 32)
            var secretLength = 32
            EVP_PKEY_derive(context, &secret, &secretLength)
            let kdfInput = [0, 0, 0, 1] + secret + [0x0D] + Array("id-aes256-GCM".utf8) + Array("Apple".utf8) + partyV
            var digestLength: UInt32 = 0
            EVP_Digest(kdfInput, kdfInput.count, &symmetric, &digestLength, EVP_sha256(), nil)
        } else {
            EVP_PKEY_decrypt_init(context)
            EVP_PKEY_CTX_set_rsa_padding(context, copenssl_rsa_pkcs1_oaep_padding)
            EVP_PKEY_CTX_set_rsa_oaep_md(context, EVP_sha256())
            EVP_PKEY_CTX_set_rsa_mgf1_md(context, EVP_sha256())
            // OpenSSL asks for room for the modulus, whatever the key it unwraps.
            var unwrapped = [UInt8](repeating: 0, count: 512)
            var length = unwrapped.count
            precondition(EVP_PKEY_decrypt(context, &unwrapped, &length, wrappedKey, wrappedKey.count) == 1)
            symmetric = Array(unwrapped.prefix(length))
        }
        let cipher = EVP_CIPHER_CTX_new()!
        defer { EVP_CIPHER_CTX_free(cipher) }
        let iv = [UInt8](repeating: 0, count: 16)
        var tag = Array(data.suffix(16))
        let ciphertext = Array(data.dropLast(16))
        var plaintext = [UInt8](repeating: 0, count: ciphertext.count + 16)
        var written: Int32 = 0
        var final: Int32 = 0
        EVP_DecryptInit_ex(cipher, symmetric.count == 32 ? EVP_aes_256_gcm() : EVP_aes_128_gcm(), nil, nil, nil)
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
        // The chain cache: a look-alike chain refused through a warm cache of one, then verified under its own
        // root, which evicts the genuine chain.
        let cache = VerifiedChainCache(capacity: 1)
        let lookAlike = try! PaymentTokenEnvelope(jsonData: file("look-alike-token.json"))
        let lookAlikeRoot = try! PaymentTokenRoot.untrustedTestRoot(certificate: file("look-alike-root.pem"))
        for (verifier, expected) in [(root, false), (lookAlikeRoot, true)] {
            let cached = OpenSSLPaymentTokenCryptography(key: nil, root: verifier, chainCache: cache)
            let genuine = try! PaymentTokenEnvelope(jsonData: file("ec-token.json"))
            _ = try? cached.verifySignature(genuine.signature, over: genuine.signedData, now: Date())
            let verified =
                (try? cached.verifySignature(lookAlike.signature, over: lookAlike.signedData, now: Date())) != nil
            outcomes += verified == expected ? 1 : 0
        }
        let cryptography = OpenSSLPaymentTokenCryptography(key: ec, root: root)
        outcomes += (try? cryptography.openAESGCM(Data(count: 64), key: Data(count: 32))) == nil ? 1 : 0
        outcomes +=
            (try? cryptography.sharedSecret(ephemeralPublicKey: Data([0x30, 0x03, 0x02, 0x01, 0x00]))) == nil ? 1 : 0
        // A point of the form Apple sends, off the curve: the key that was to carry it is freed, not kept.
        var offCurve = try! PaymentTokenEnvelope(jsonData: file("ec-token.json")).header.ephemeralPublicKey!
        offCurve[offCurve.endIndex - 1] ^= 0x01
        outcomes += (try? cryptography.sharedSecret(ephemeralPublicKey: offCurve)) == nil ? 1 : 0
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
        // PKCS #12: read, and refused at each cap (one part, the key, both together) and by a legacy cipher.
        outcomes +=
            (try? MerchantPaymentProcessingKey(pkcs12: file("merchant-ec.p12"), passphrase: "test-passphrase"))
                == nil ? 0 : 1
        for name in [
            "merchant-ec-part-iterations.p12", "merchant-ec-key-iterations.p12", "merchant-ec-total-iterations.p12",
            "merchant-ec-rc2.p12",
        ] {
            outcomes +=
                (try? MerchantPaymentProcessingKey(pkcs12: file(name), passphrase: "test-passphrase")) == nil ? 1 : 0
        }
        outcomes += googlePayPaths()
    }
    let expected = rounds * (24 + 20)
    print("decryption paths: \(outcomes) of \(expected) outcomes as expected")
    if outcomes != expected { exit(1) }
}
