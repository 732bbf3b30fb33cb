// The decryption fuzz harness's invariants. This file is compiled twice: into the test target, which replays every
// input in Fuzz/DecryptionRegressions, and with the decryption product's sources into the libFuzzer target that
// links libcrypto (Scripts/fuzz.sh --decryption, -D FUZZING).
import COpenSSL
import Foundation
import PaymentRequestKit

#if !FUZZING
    @testable import PaymentTokenDecryption
#endif

#if FUZZING
    /// The checks Fuzz/FuzzMain.swift runs in this target.
    typealias FuzzTarget = DecryptionFuzzChecks
#endif

/// Every invariant the decryption fuzzer checks on one input, returning those broken; a trap anywhere is a finding.
enum DecryptionFuzzChecks {
    /// The formats, by name, in the order of the input's first byte, which chooses one; the rest is the input.
    static let formats: KeyValuePairs<String, @Sendable (Data, inout [String]) -> Void> = [
        "token signature": { checkSignature($0, &$1) },
        "token envelope": { checkEnvelope($0, &$1) },
        "ephemeral key": { checkEphemeralKey($0, &$1) },
        "key and certificate": { checkKeyAndCertificate($0, &$1) },
        "PKCS #12": { checkPKCS12($0, &$1) },
        "google pay token": { checkGooglePayToken($0, &$1) },
    ]

    static func failures(selecting data: Data) -> [String] {
        guard let first = data.first else { return [] }
        var failures: [String] = []
        let (name, check) = formats[Int(first) % formats.count]
        check(data.dropFirst(), &failures)
        return failures.map { "\(name): \($0)" }
    }

    /// The TEST vectors, read once: from the package's root, where the fuzzer runs, or beside this file in tests.
    static let folder: URL = {
        #if FUZZING
            URL(fileURLWithPath: "Examples/Tokens/Test")
        #else
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Tokens/Test")
        #endif
    }()

    static func file(_ name: String) -> Data { (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data() }

    static let root = try! PaymentTokenRoot.untrustedTestRoot(certificate: file("test-root.pem"))
    static let (ecKey, rsaKey) = (merchantKey("ec"), merchantKey("rsa"))

    /// A TEST merchant key, "ec" or "rsa", with its certificate.
    static func merchantKey(_ kind: String) -> MerchantPaymentProcessingKey {
        try! MerchantPaymentProcessingKey(
            certificate: file("merchant-\(kind)-certificate.pem"), privateKey: file("merchant-\(kind)-key.pem"))
    }
    static let token = try! PaymentTokenEnvelope(jsonData: file("ec-token.json"))
    static let now = token.signingTime!

    /// A cache the genuine chains warmed, shared by every input: what a poisoned input would poison.
    static let warm: VerifiedChainCache = {
        let cache = VerifiedChainCache()
        for name in ["ec-token.json", "rsa-token.json"] {
            let envelope = try! PaymentTokenEnvelope(jsonData: file(name))
            try! OpenSSLPaymentTokenCryptography(key: nil, root: root, chainCache: cache).verifySignature(
                envelope.signature, over: envelope.signedData, now: now)
        }
        return cache
    }()

    /// What a verification or decryption ended in, comparable: the value, or the error's code and message.
    enum Outcome<Value: Equatable>: Equatable {
        case success(Value)
        case failure(String)
    }

    static func outcome<Value: Equatable>(_ body: () throws -> Value) -> Outcome<Value> {
        do {
            return .success(try body())
        } catch let error as PaymentTokenError {
            return .failure("\(error.code): \(error.message)")
        } catch {
            return .failure("\(error)")
        }
    }

    /// The bytes as the TEST token's signature: through the warm cache as through none, and accepted only where
    /// OpenSSL's own `CMS_verify` accepts too.
    static func checkSignature(_ signature: Data, _ failures: inout [String]) {
        let signedData = token.signedData
        func verify(_ cache: VerifiedChainCache?) -> Outcome<Bool> {
            outcome {
                try OpenSSLPaymentTokenCryptography(key: nil, root: root, chainCache: cache).verifySignature(
                    signature, over: signedData, now: now)
                return true
            }
        }
        let cold = verify(nil)
        let warm = verify(Self.warm)
        if cold != warm { failures.append("the warm cache gave \(warm), an empty one \(cold)") }
        if case .success = cold, !referenceVerifies(signature, over: signedData) {
            failures.append("accepted a signature OpenSSL's CMS_verify refuses")
        }
    }

    /// OpenSSL's CMS_verify of a detached signature over the bytes, chained to the TEST root at the signing time.
    static func referenceVerifies(_ signature: Data, over signedData: Data) -> Bool {
        signature.withUnsafeBytes { signatureBytes in
            signedData.withUnsafeBytes { contentBytes in
                let signatureBIO = BIO_new_mem_buf(signatureBytes.baseAddress, Int32(signatureBytes.count))
                defer { BIO_free(signatureBIO) }
                guard let cms = d2i_CMS_bio(signatureBIO, nil) else { return false }
                defer { CMS_ContentInfo_free(cms) }
                let store = X509_STORE_new()
                defer { X509_STORE_free(store) }
                let parsedRoot = [UInt8](root.certificate).withUnsafeBufferPointer { buffer -> OpaquePointer? in
                    var cursor = buffer.baseAddress
                    return d2i_X509(nil, &cursor, buffer.count)
                }
                defer { X509_free(parsedRoot) }
                X509_STORE_add_cert(store, parsedRoot)
                X509_STORE_set_purpose(store, X509_PURPOSE_ANY)
                if let time = PaymentTokenEnvelope.signingTime(signature: signature) {
                    X509_VERIFY_PARAM_set_time(X509_STORE_get0_param(store), time_t(time.timeIntervalSince1970))
                }
                let content = BIO_new_mem_buf(contentBytes.baseAddress, Int32(contentBytes.count))
                defer { BIO_free(content) }
                let verified = CMS_verify(cms, nil, store, content, nil, UInt32(CMS_BINARY)) == 1
                ERR_clear_error()
                return verified
            }
        }
    }

    /// The bytes as a payment, a token or its payment data: decrypted alike through the warm cache and through none.
    static func checkEnvelope(_ json: Data, _ failures: inout [String]) {
        func decrypt(_ cache: VerifiedChainCache?) -> Outcome<DecryptedPayment> {
            outcome {
                try PaymentTokenDecryptor(keys: [ecKey, rsaKey], root: root, chainCache: cache).decryptPayment(
                    jsonData: json, now: now)
            }
        }
        let cold = decrypt(nil)
        let warm = decrypt(Self.warm)
        if cold != warm { failures.append("the warm cache gave \(warm), an empty one \(cold)") }
    }

    /// The bytes as a token's ephemeral public key: the fast path for Apple's form agrees with OpenSSL's decoder.
    static func checkEphemeralKey(_ spki: Data, _ failures: inout [String]) {
        let cryptography = OpenSSLPaymentTokenCryptography(key: ecKey, root: root)
        let fast = outcome { try cryptography.sharedSecret(ephemeralPublicKey: spki) }
        let decoded: Outcome<Data> = outcome {
            let peer = try OpenSSL.publicKey(spki: spki)
            guard peer.type == EVP_PKEY_EC, peer.groupName == "prime256v1" else { throw FuzzFailure() }
            let context = EVP_PKEY_CTX_new(ecKey.key.pointer, nil)
            defer { EVP_PKEY_CTX_free(context) }
            guard EVP_PKEY_derive_init(context) == 1, EVP_PKEY_derive_set_peer(context, peer.pointer) == 1 else {
                ERR_clear_error()
                throw FuzzFailure()
            }
            return try OpenSSL.output("ECDH", .decryptionFailed) { EVP_PKEY_derive(context, $0, $1) }
        }
        switch (fast, decoded) {
        case (.success(let one), .success(let other)) where one != other:
            failures.append("the fast path and the decoder agree on a key but not on the secret")
        case (.success, .failure), (.failure, .success):
            failures.append("the fast path gave \(fast), the decoder \(decoded)")
        default: break
        }
    }

    struct FuzzFailure: Error {}

    /// The bytes as a certificate and a private key, split at a byte the input chooses: read or refused, never a
    /// trap.
    static func checkKeyAndCertificate(_ data: Data, _ failures: inout [String]) {
        guard let split = data.first else { return }
        let rest = data.dropFirst()
        let cut = rest.startIndex + min(rest.count, Int(split) * rest.count / 255)
        let certificate = Data(rest[..<cut])
        let key = Data(rest[cut...])
        if let parsed = try? MerchantPaymentProcessingKey(certificate: certificate, privateKey: key),
            parsed.merchantIdentifierHash.count != 32 || parsed.publicKeyHash.count != 32
        {
            failures.append("a key was read with hashes of the wrong length")
        }
        _ = try? MerchantPaymentProcessingKey(certificate: ecKey.certificate, privateKey: data)
    }

    /// The bytes as a PKCS #12 file with the TEST pass phrase: read or refused, never a trap.
    static func checkPKCS12(_ data: Data, _ failures: inout [String]) {
        _ = try? MerchantPaymentProcessingKey(pkcs12: data, passphrase: "test-passphrase")
    }

    /// The generated Google Pay vectors' keys and clock, read once.
    static let googlePay: (decryptor: GooglePayTokenDecryptor, now: Date, messageIds: Set<String>) = {
        #if FUZZING
            let folder = URL(fileURLWithPath: "Examples/Tokens/GooglePay")
        #else
            let folder = Self.folder.deletingLastPathComponent().appendingPathComponent("GooglePay")
        #endif
        func file(_ name: String) -> Data { (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data() }
        let decryptor = GooglePayTokenDecryptor(
            recipient: .merchant("12345678901234567890"),
            rootKeys: try! GooglePayRootSigningKeys(jsonData: file("root-keys.json")),
            keys: [
                try! GooglePayPrivateKey(file("other-merchant-key.pem")),
                try! GooglePayPrivateKey(file("merchant-key.pem")),
            ])
        let messageIds = Set((1...5).map { "AH2EjtfTESTMESSAGE00000\($0)" })
        return (decryptor, Date(timeIntervalSince1970: 1_795_780_800), messageIds)
    }()

    /// A Google Pay token through the decryptor: no trap; what decrypts is one of the messages Google's (test) keys
    /// signed, never a forgery; and the token decrypts alike from the bytes it writes.
    static func checkGooglePayToken(_ data: Data, _ failures: inout [String]) {
        let (decryptor, now, messageIds) = googlePay
        let first = outcome { try decryptor.decrypt(jsonData: Data(data), now: now) }
        if case .success(let message) = first, !messageIds.contains(message.messageId) {
            failures.append("a Google Pay message no test key signed was accepted: \(message.messageId)")
        }
        if let token = try? GooglePayToken.checked(jsonData: Data(data)) {
            let again = outcome { try decryptor.decrypt(jsonData: token.jsonData(), now: now) }
            if again != first { failures.append("a Google Pay token decrypts otherwise from the bytes it writes") }
        }
        _ = outcome { try decryptor.unseal(jsonData: Data(data), now: now) }
    }
}
