import Foundation
import PaymentRequestKit
import PaymentTokenDecryption
import Testing

/// End-to-end verification and decryption with OpenSSL: the TEST vectors of Scripts/make-token-vectors.py, and real
/// Apple-signed tokens whose merchant keys their projects publish.
@Suite struct DecryptionTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Tokens")

    static func data(_ path: String) throws -> Data { try Data(contentsOf: examples.appendingPathComponent(path)) }
    static func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: data(path)) as! [String: Any]
    }

    static let testRoot = try! PaymentTokenRoot.untrustedTestRoot(certificate: data("Test/test-root.pem"))
    static let ecKey = try! MerchantPaymentProcessingKey(
        certificate: data("Test/merchant-ec-certificate.pem"), privateKey: data("Test/merchant-ec-key.pem"))
    static let rsaKey = try! MerchantPaymentProcessingKey(
        certificate: data("Test/merchant-rsa-certificate.pem"), privateKey: data("Test/merchant-rsa-key.pem"))
    static let plaintext = try! DecryptedPaymentData(jsonData: data("Test/plaintext.json"))

    static func envelope(_ path: String) throws -> PaymentTokenEnvelope {
        try PaymentTokenEnvelope(jsonData: data(path))
    }

    static func testDecryptor(replayGuard: (any PaymentTokenReplayGuard)? = nil) -> PaymentTokenDecryptor {
        PaymentTokenDecryptor(keys: [ecKey, rsaKey], root: testRoot, replayGuard: replayGuard)
    }

    @Test(arguments: ["Test/ec-token.json", "Test/ec-token-leading-zero.json", "Test/rsa-token.json"])
    func theTestVectorsDecrypt(path: String) throws {
        let token = try Self.envelope(path)
        let now = try #require(token.signingTime)
        #expect(try Self.testDecryptor().decrypt(token, now: now) == Self.plaintext)
    }

    @Test func keysAreReadWithTheirHashes() throws {
        let manifest = try Self.json("Test/manifest.json")
        #expect(Self.ecKey.kind == .ellipticCurve)
        #expect(Self.rsaKey.kind == .rsa)
        #expect(
            Self.ecKey.merchantIdentifierHash.map { String(format: "%02X", $0) }.joined()
                == manifest["merchantIdentifierHash"] as? String)
        #expect(Self.ecKey.publicKeyHash == (try Self.envelope("Test/ec-token.json")).header.publicKeyHash)
        // The shared secret keeps its leading zero byte (processout/applepay drops it, and fails 1 token in 256).
        let zero = try Self.envelope("Test/ec-token-leading-zero.json")
        let secret = try OpenSSLPaymentTokenCryptography(key: Self.ecKey, root: Self.testRoot)
            .sharedSecret(ephemeralPublicKey: try #require(zero.header.ephemeralPublicKey))
        let expected = (manifest["ec-token-leading-zero.json"] as! [String: String])["sharedSecret"]!
        #expect(secret.count == 32 && secret.first == 0)
        #expect(secret.map { String(format: "%02x", $0) }.joined() == expected)
    }

    @Test func theRequestIsMatched() throws {
        let token = try Self.envelope("Test/ec-token-application-data.json")
        let now = try #require(token.signingTime)
        let manifest = try Self.json("Test/manifest.json")
        var request = try PaymentRequest(
            countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa], merchantCapabilities: [.threeDSecure],
            total: .final("Shop", Amount(parsing: "10.00")))
        request.applicationData = Data(base64Encoded: manifest["applicationData"] as! String)
        #expect(try Self.testDecryptor().decrypt(token, now: now, request: request) == Self.plaintext)
        request.total = .final("Shop", try Amount(parsing: "10.01"))
        do {
            _ = try Self.testDecryptor().decrypt(token, now: now, request: request)
            Issue.record("a payment of another amount was accepted")
        } catch {
            #expect(error.code == .invalidPaymentData)
            #expect(error.report?.violations.map(\.code) == ["decrypted.amount.mismatch"])
        }
        request.total = .final("Shop", try Amount(parsing: "10.00"))
        request.applicationData = Data("another order".utf8)
        do {
            _ = try Self.testDecryptor().decrypt(token, now: now, request: request)
            Issue.record("a token for another order was accepted")
        } catch {
            #expect(error.code == .invalidToken)
            #expect(error.report?.errors.map(\.code) == ["token.applicationData.mismatch"])
        }
    }

    /// pedicel's vector: a real Apple token with its key, its shared secret, its symmetric key and its plaintext.
    @Test func pedicelsRealTokenDecryptsUnderApplesRoot() throws {
        let key = try MerchantPaymentProcessingKey(
            certificate: Self.data("Real/pedicel-merchant-certificate.pem"),
            privateKey: Self.data("Real/pedicel-merchant-key.pem"))
        #expect(
            key.merchantIdentifierHash.map { String(format: "%02X", $0) }.joined()
                == "F938F4658CA2C1C9C38B8DFCB5DBB2A2245607DDE2F114620E8468EF52D208CA")
        let token = try Self.envelope("Real/pedicel-payment-data.json")
        let signedAt = try #require(token.signingTime)
        #expect(signedAt == Date(timeIntervalSince1970: 1_414_439_503))  // 2014-10-27T19:51:43Z
        let cryptography = OpenSSLPaymentTokenCryptography(key: key)
        let secret = try cryptography.sharedSecret(ephemeralPublicKey: try #require(token.header.ephemeralPublicKey))
        #expect(
            secret.map { String(format: "%02x", $0) }.joined()
                == "6b6a4f7de992740e7ad059f32d2bfccdf76559d1894e89c0a4e2ead737e0c7cc")
        #expect(
            PaymentTokenEnvelope.symmetricKey(sharedSecret: secret, merchantIdentifierHash: key.merchantIdentifierHash)
                .map { String(format: "%02x", $0) }.joined()
                == "1ce49a828f59d43861ba442fce6829b8218fbb0ab55b40206ac31058d66f5086")
        let decrypted = try PaymentTokenDecryptor(keys: [key]).decrypt(token, now: signedAt)
        #expect(
            String(decoding: decrypted.jsonData(), as: UTF8.self)
                == #"{"applicationPrimaryAccountNumber":"4109370251004320","applicationExpirationDate":"200731","currencyCode":"840","transactionAmount":100,"deviceManufacturerIdentifier":"040010030273","paymentDataType":"3DSecure","paymentData":{"onlinePaymentCryptogram":"Af9x/QwAA/DjmU65oyc1MAABAAA=","eciIndicator":"5"}}"#
        )
    }

    @Test func galasRealTokenDecryptsUnderApplesRoot() throws {
        let key = try MerchantPaymentProcessingKey(
            certificate: Self.data("Real/gala-merchant-certificate.pem"),
            privateKey: Self.data("Real/gala-merchant-key.pem"))
        let token = try Self.envelope("Real/gala-payment-data.json")
        let decrypted = try PaymentTokenDecryptor(keys: [key]).decrypt(token, now: try #require(token.signingTime))
        #expect(decrypted.applicationPrimaryAccountNumber == "5353756319181169")
        #expect(decrypted.applicationExpirationDate == "240930")
        #expect(decrypted.transactionAmount == 100)
    }

    /// The README of the real tokens gives each one's signing time as its signature carries it.
    @Test func theRealTokensReadmeGivesTheirSigningTimes() throws {
        let readme = try String(contentsOf: Self.examples.appendingPathComponent("Real/README.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains("-payment-data.json") }
        #expect(rows.count == 2)
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let file = String(cells[0].dropFirst().prefix { $0 != "`" })
            let signedAt = try #require(try Self.envelope("Real/" + file).signingTime)
            #expect(cells[2] == ISO8601DateFormatter().string(from: signedAt), "\(file)")
        }
    }

    /// The token one folder up: no published key decrypts it, but Apple's signature and chain verify.
    @Test func theStructureExampleVerifiesUnderApplesRoot() throws {
        let token = try Self.envelope("gala-payment-data.json")
        let signedAt = try #require(token.signingTime)
        try OpenSSLPaymentTokenCryptography(key: nil).verifySignature(
            token.signature, over: token.signedData, now: signedAt)
        var forged = token
        forged.data[forged.data.startIndex] ^= 1
        #expect(throws: PaymentTokenError.self) {
            try OpenSSLPaymentTokenCryptography(key: nil).verifySignature(
                forged.signature, over: forged.signedData, now: signedAt)
        }
    }

    /// processout/applepay's real RSA_v1 token: no key is published, but Apple's RSA signature and chain verify.
    @Test func aRealRSATokenVerifiesUnderApplesRoot() throws {
        let token = try Self.envelope("Real/processout-rsa-payment-data.json")
        let signedAt = try #require(token.signingTime)
        #expect(token.validateSignatureContainer(now: signedAt).violations == [])
        try OpenSSLPaymentTokenCryptography(key: nil).verifySignature(
            token.signature, over: token.signedData, now: signedAt)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var name: String
        var code: PaymentTokenError.Code
        var run: @Sendable () throws -> DecryptedPaymentData
        var testDescription: String { name }
    }

    static func mutated(_ edit: (inout PaymentTokenEnvelope) -> Void) -> PaymentTokenEnvelope {
        var token = try! envelope("Test/ec-token.json")
        edit(&token)
        return token
    }

    static let signedAt = try! envelope("Test/ec-token.json").signingTime!

    /// The EC token's decryption with its data altered after the signature was checked: what the cryptography sees
    /// when a signature verifies over data that does not decrypt.
    static func tamperedBehindSignature(_ edit: (inout Data) -> Void) throws -> DecryptedPaymentData {
        let token = try envelope("Test/ec-token.json")
        let cryptography = OpenSSLPaymentTokenCryptography(key: ecKey, root: testRoot)
        let secret = try cryptography.sharedSecret(ephemeralPublicKey: token.header.ephemeralPublicKey!)
        let key = PaymentTokenEnvelope.symmetricKey(
            sharedSecret: secret, merchantIdentifierHash: ecKey.merchantIdentifierHash)
        var data = token.data
        edit(&data)
        return try DecryptedPaymentData(jsonData: cryptography.openAESGCM(data, key: key))
    }

    static let failures: [Failure] = [
        // The data is signed: altered, the signature is what fails first.
        Failure(name: "a tampered ciphertext", code: .signatureNotVerified) {
            try testDecryptor().decrypt(mutated { $0.data[$0.data.startIndex + 3] ^= 0x01 }, now: signedAt)
        },
        Failure(name: "a tampered tag", code: .signatureNotVerified) {
            try testDecryptor().decrypt(mutated { $0.data[$0.data.endIndex - 1] ^= 0x80 }, now: signedAt)
        },
        Failure(name: "a tampered tag behind a valid signature", code: .decryptionFailed) {
            try tamperedBehindSignature { $0[$0.endIndex - 1] ^= 0x80 }
        },
        Failure(name: "a tampered ciphertext behind a valid signature", code: .decryptionFailed) {
            try tamperedBehindSignature { $0[$0.startIndex] ^= 0x01 }
        },
        Failure(name: "data shorter than its tag behind a valid signature", code: .decryptionFailed) {
            try tamperedBehindSignature { $0 = $0.prefix(10) }
        },
        Failure(name: "a signature over other bytes", code: .signatureNotVerified) {
            let mutations = try! json("Test/mutations.json") as! [String: [String: Any]]
            let other = Data(base64Encoded: mutations["signed over other bytes"]!["signature"] as! String)!
            return try testDecryptor().decrypt(mutated { $0.signature = other }, now: signedAt)
        },
        Failure(name: "another ephemeral key than the one signed", code: .signatureNotVerified) {
            let other = try! envelope("Test/ec-token-leading-zero.json").header.ephemeralPublicKey
            return try testDecryptor().decrypt(mutated { $0.header.ephemeralPublicKey = other }, now: signedAt)
        },
        Failure(name: "a chain from a made-up root", code: .invalidToken) {
            let mutations = try! json("Test/mutations.json") as! [String: [String: Any]]
            let other = Data(base64Encoded: mutations["made-up root"]!["signature"] as! String)!
            return try testDecryptor().decrypt(mutated { $0.signature = other }, now: signedAt)
        },
        Failure(name: "a TEST token under Apple's root", code: .invalidToken) {
            try PaymentTokenDecryptor(keys: [ecKey]).decrypt(envelope("Test/ec-token.json"), now: signedAt)
        },
        Failure(name: "three years after signing", code: .invalidToken) {
            try testDecryptor().decrypt(
                envelope("Test/ec-token.json"), now: signedAt.addingTimeInterval(3 * 365 * 86_400))
        },
        Failure(name: "no key with the token's hash", code: .noMatchingKey) {
            try PaymentTokenDecryptor(keys: [rsaKey], root: testRoot).decrypt(
                envelope("Test/ec-token.json"), now: signedAt)
        },
        Failure(name: "the same token twice", code: .replayed) {
            let replayGuard = InMemoryReplayGuard()
            let decryptor = testDecryptor(replayGuard: replayGuard)
            _ = try decryptor.decrypt(envelope("Test/ec-token.json"), now: signedAt)
            return try decryptor.decrypt(envelope("Test/ec-token.json"), now: signedAt.addingTimeInterval(60))
        },
        Failure(name: "a replay guard that cannot record", code: .replayGuardUnavailable) {
            try testDecryptor(replayGuard: RefusingGuard()).decrypt(envelope("Test/ec-token.json"), now: signedAt)
        },
        Failure(name: "payment data that is not a token's", code: .invalidToken) {
            let payment = try testDecryptor().decryptPayment(
                jsonData: Data(#"{"version":"EC_v1"}"#.utf8), now: signedAt)
            // Not reached: the document is refused. Another code would fail the test.
            guard let data = payment.applePayData else {
                throw PaymentTokenError(.unsupportedVersion, "not Apple Pay's")
            }
            return data
        },
    ]

    @Test(arguments: failures)
    func everyFailureHasItsCode(failure: Failure) {
        do {
            _ = try failure.run()
            Issue.record("\(failure.name) decrypted")
        } catch {
            #expect((error as? PaymentTokenError)?.code == failure.code, "\(error)")
            // The code is said once: a step that wraps a token error keeps its sentence, not its description.
            #expect("\(error)".components(separatedBy: "[\(failure.code.rawValue)]").count == 2, "\(error)")
        }
    }

    // Where the message is OpenSSL's own after a colon, the row holds what comes before it.
    static let refusedKeys: [(String, String, String, String?)] = [
        (
            "not PEM", "Test/plaintext.json", "Test/merchant-ec-key.pem",
            "The merchant certificate is not an X.509 certificate in PEM or DER: "
        ),
        (
            "a key that is not the certificate's", "Test/merchant-ec-certificate.pem", "Real/gala-merchant-key.pem",
            nil
        ),
        ("a curve other than P-256", "Test/refused-p384-certificate.pem", "Test/refused-p384-key.pem", nil),
        ("an RSA key of 1024 bits", "Test/refused-rsa1024-certificate.pem", "Test/refused-rsa1024-key.pem", nil),
        ("a certificate without a merchant identifier", "Test/test-root.pem", "Test/merchant-ec-key.pem", nil),
        (
            "a truncated key", "Test/merchant-ec-certificate.pem", "Test/manifest.json",
            "The private key is not a key in PEM or DER: "
        ),
    ]

    @Test(arguments: refusedKeys)
    func keysThatCannotDecryptAreRefused(name: String, certificate: String, key: String, message: String?) throws {
        do {
            _ = try MerchantPaymentProcessingKey(certificate: Self.data(certificate), privateKey: Self.data(key))
            Issue.record("\(name) was accepted")
        } catch {
            #expect((error as? PaymentTokenError)?.code == .invalidKey, "\(name): \(error)")
            if let message {
                #expect((error as? PaymentTokenError)?.message.hasPrefix(message) == true, "\(name): \(error)")
            }
        }
        // Cut short, a PEM key is refused as well, never a crash.
        let pem = try Self.data("Test/merchant-ec-key.pem")
        #expect(throws: PaymentTokenError.self) {
            try MerchantPaymentProcessingKey(
                certificate: Self.data("Test/merchant-ec-certificate.pem"), privateKey: pem.prefix(pem.count / 2))
        }
    }

    // OpenSSL reads whatever it is given (a key's PEM reader skips other blocks one by one: 110 ms per MB in the
    // hostile suite), so a file is read only up to the core's bound for a certificate.
    @Test func keyFilesOverSixtyFourKiBAreRefusedBeforeReading() throws {
        let bound = 64 << 10
        func padded(_ file: String, to count: Int) throws -> Data {
            let data = try Self.data(file)
            return data + Data(repeating: 0x0A, count: count - data.count)
        }
        // At the bound, the trailing new lines are OpenSSL's to skip.
        let key = try MerchantPaymentProcessingKey(
            certificate: padded("Test/merchant-ec-certificate.pem", to: bound),
            privateKey: padded("Test/merchant-ec-key.pem", to: bound))
        #expect(key.kind == .ellipticCurve)
        let over: [(certificate: Int, key: Int, message: String)] = [
            (bound + 1, bound, "The merchant certificate is 65537 bytes; at most 65536 are read"),
            (bound, bound + 1, "The private key is 65537 bytes; at most 65536 are read"),
        ]
        for (certificateBytes, keyBytes, message) in over {
            #expect {
                try MerchantPaymentProcessingKey(
                    certificate: padded("Test/merchant-ec-certificate.pem", to: certificateBytes),
                    privateKey: padded("Test/merchant-ec-key.pem", to: keyBytes))
            } throws: { error in
                (error as? PaymentTokenError)?.code == .invalidKey && (error as? PaymentTokenError)?.message == message
            }
        }
    }

    // The TEST key of Test/merchant-ec-key.pem in the other forms a key file takes (`openssl ec`, `openssl ecparam`,
    // `openssl pkcs8 -topk8 -v2 aes-256-cbc` and `openssl ec -aes256`, pass phrase "test").
    static let sec1Key = """
        -----BEGIN EC PRIVATE KEY-----
        MHcCAQEEILuJsTzHYUVlXv5eXuwF0Lev4pZx1cCEfIcJtqQABR1+oAoGCCqGSM49
        AwEHoUQDQgAEQ0KUlPnryXnTRSBa46W/iQz8tZaIU3GI97ytucXB4X3BBaQ8MzEr
        UzBMSfqQetKqXKWAcm+162PbEQrHv+BpVA==
        -----END EC PRIVATE KEY-----

        """
    static let ecParameters = """
        -----BEGIN EC PARAMETERS-----
        BggqhkjOPQMBBw==
        -----END EC PARAMETERS-----

        """
    static let encryptedPKCS8Key = """
        -----BEGIN ENCRYPTED PRIVATE KEY-----
        MIHsMFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAg8HEIotexrmwICCAAw
        DAYIKoZIhvcNAgkFADAdBglghkgBZQMEASoEEDetdCye6iU5hRnItnj7wz0EgZBE
        QO81em0pY2PaYYCD+H0fX1EmV1gp54/pg4KfIkil95npbKmRupc1gv5FECeY9nJk
        0jVNxrFR5rP/Xt91lAQ5RaL1+/+bKPQBWRM5/+98TOc7iTbxz8U97lJRAZ9gFIri
        XyfDiJtVfPNnQSV6PkS0FoQOnAb22yxloUAXn6reSr+Rh7W4ZGcPau2PzWjnpeA=
        -----END ENCRYPTED PRIVATE KEY-----

        """
    static let encryptedSEC1Key = """
        -----BEGIN EC PRIVATE KEY-----
        Proc-Type: 4,ENCRYPTED
        DEK-Info: AES-256-CBC,042EA94C338C99991DEE021F78C316BE

        3xJJWElOJyNnVD5tIi1zJrgcLeCs/OrRjFji0wlqbqM/cBWJBEwd0TcwyPEngx+0
        sUI7lTHIgi02O4TK9ffa0bm+mSFUueAYqqmxZix0IkGXephZQjkDFRDDtwzNDfeZ
        adnq0VhLtTSYcVPG36yXuuR9P7X2yVSlD3/LiXaunrM=
        -----END EC PRIVATE KEY-----

        """

    // The first unencrypted key is read, whatever PEM blocks come before it.
    @Test func theKeyIsFoundAmongOtherPEMBlocks() throws {
        let certificate = try Self.data("Test/merchant-ec-certificate.pem")
        let pkcs8Key = String(decoding: try Self.data("Test/merchant-ec-key.pem"), as: UTF8.self)
        let files = [
            Self.sec1Key, Self.ecParameters + Self.sec1Key, String(decoding: certificate, as: UTF8.self) + pkcs8Key,
            Self.encryptedPKCS8Key + pkcs8Key,
        ]
        for file in files {
            // The key is read only if it is the certificate's (X509_check_private_key).
            let key = try MerchantPaymentProcessingKey(certificate: certificate, privateKey: Data(file.utf8))
            #expect(key.kind == .ellipticCurve)
        }
    }

    // Without a pass phrase, OpenSSL's PEM key reader would ask for one on the terminal; the key is refused instead.
    @Test(arguments: [encryptedPKCS8Key, encryptedSEC1Key])
    func encryptedKeysAreRefusedWithoutAskingForAPassPhrase(file: String) throws {
        let certificate = try Self.data("Test/merchant-ec-certificate.pem")
        #expect {
            try MerchantPaymentProcessingKey(certificate: certificate, privateKey: Data(file.utf8))
        } throws: { error in
            let message = (error as? PaymentTokenError)?.message ?? ""
            return message.hasPrefix("The private key is not an unencrypted key in PEM or DER: ")
        }
    }

    /// The gap of a guard that remembered for a window after it first saw a token: a token first seen 290 s
    /// before its signing time (the server's clock behind Apple's) is still acceptable 250 s after it, 540 s
    /// later. The guard remembers it until the signing time plus the skew.
    @Test func aTokenSeenEarlyIsRefusedOnReplayUntilItCanNoLongerBeAccepted() throws {
        let decryptor = Self.testDecryptor(replayGuard: InMemoryReplayGuard())
        let token = try Self.envelope("Test/ec-token.json")
        #expect(try decryptor.decrypt(token, now: Self.signedAt.addingTimeInterval(-290)) == Self.plaintext)
        for offset in [-289.0, 0, 250, 300] {
            Self.expect(.replayed) { try decryptor.decrypt(token, now: Self.signedAt.addingTimeInterval(offset)) }
        }
        // Past the skew the token is refused by its signing time, whatever the guard remembers.
        Self.expect(.invalidToken) { try decryptor.decrypt(token, now: Self.signedAt.addingTimeInterval(301)) }
    }

    /// The iOS Simulator's payment is refused with one clear error, not the envelope's missing keys.
    @Test func theSimulatorsPaymentIsRefusedForWhatItIs() throws {
        let payment = try Payment(jsonData: Self.data("simulator-payment.json"))
        let error = Self.expect(.invalidToken) { try Self.testDecryptor().decrypt(payment, now: Self.signedAt) }
        #expect(error?.message == "The iOS Simulator's token carries no payment data to decrypt")
        #expect(error?.report?.violations.map(\.code) == ["token.simulated"])
    }

    /// A copy of a genuine token whose unsigned `publicKeyHash` names the merchant's other key verifies, and fails
    /// to open; recorded before the key agreement, it would burn the genuine token, which is then refused as a
    /// replay. Recorded only once its data opens, the copy is refused for what it is and the genuine token decrypts.
    @Test func aModifiedCopyCannotBurnTheGenuineToken() throws {
        let guardian = InMemoryReplayGuard()
        let decryptor = Self.testDecryptor(replayGuard: guardian)
        let genuine = try Self.envelope("Test/ec-token.json")
        var copy = genuine
        copy.header.publicKeyHash = Self.rsaKey.publicKeyHash
        // The RSA key cannot agree a key with the EC token's ephemeral key.
        Self.expect(.invalidKey) { try decryptor.decrypt(copy, now: Self.signedAt) }
        #expect(guardian.count == 0)
        #expect(try decryptor.decrypt(genuine, now: Self.signedAt) == Self.plaintext)
        Self.expect(.replayed) { try decryptor.decrypt(genuine, now: Self.signedAt) }
    }

    /// The same through the asynchronous path.
    @Test func aModifiedCopyCannotBurnTheGenuineTokenAsynchronously() async throws {
        let guardian = InMemoryReplayGuard()
        let decryptor = Self.testDecryptor(replayGuard: guardian)
        let genuine = try Self.envelope("Test/ec-token.json")
        var copy = genuine
        copy.header.publicKeyHash = Self.rsaKey.publicKeyHash
        do {
            let _: DecryptedPaymentData = try await decryptor.decrypt(copy, now: Self.signedAt)
            Issue.record("a modified copy decrypted")
        } catch {
            #expect(error.code == .invalidKey)
        }
        #expect(guardian.count == 0)
        let decrypted: DecryptedPaymentData = try await decryptor.decrypt(genuine, now: Self.signedAt)
        #expect(decrypted == Self.plaintext)
    }

    @Test func theInMemoryGuardRemembersUntilTheExpiryItIsGiven() throws {
        let guardian = InMemoryReplayGuard()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let first = ReplayIdentifier.applePay(transactionId: Data([1]))
        #expect(
            try guardian.recordIfAbsent(
                first, window: ReplayWindow(start: start, end: start.addingTimeInterval(590)), now: start))
        #expect(
            try !guardian.recordIfAbsent(
                first, window: ReplayWindow(start: start.addingTimeInterval(590), end: start.addingTimeInterval(900)),
                now: start.addingTimeInterval(590)))
        // Forgotten only once its expiry has passed.
        #expect(
            try guardian.recordIfAbsent(
                first, window: ReplayWindow(start: start.addingTimeInterval(591), end: start.addingTimeInterval(900)),
                now: start.addingTimeInterval(591))
        )
        // Apple's and Google's identifiers are kept apart.
        let google = ReplayIdentifier.googlePay(messageId: "01")
        #expect(google != first && google.rawValue == "googlepay:01" && first.rawValue == "applepay:01")
        #expect(
            try guardian.recordIfAbsent(
                google, window: ReplayWindow(start: start, end: start.addingTimeInterval(900)), now: start))
    }

    /// A full guard refuses the next identifier and says why, rather than forget one that could be replayed; once
    /// an identifier expires there is room again.
    @Test func aFullGuardFailsClosed() throws {
        let guardian = InMemoryReplayGuard(capacity: 2)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let ids = (1...3).map { ReplayIdentifier.applePay(transactionId: Data([UInt8($0)])) }
        #expect(
            try guardian.recordIfAbsent(
                ids[0], window: ReplayWindow(start: start, end: start.addingTimeInterval(100)), now: start))
        #expect(
            try guardian.recordIfAbsent(
                ids[1], window: ReplayWindow(start: start, end: start.addingTimeInterval(600)), now: start))
        do {
            _ = try guardian.recordIfAbsent(
                ids[2], window: ReplayWindow(start: start.addingTimeInterval(50), end: start.addingTimeInterval(600)),
                now: start.addingTimeInterval(50))
            Issue.record("a full guard recorded a third identifier")
        } catch {
            #expect(error.code == .replayGuardFull)
            #expect(error.description.contains("refuses new ones rather than forget one"))
        }
        // The first two are still remembered: nothing was forgotten to make room.
        #expect(
            try !guardian.recordIfAbsent(
                ids[0], window: ReplayWindow(start: start.addingTimeInterval(60), end: start.addingTimeInterval(100)),
                now: start.addingTimeInterval(60)))
        #expect(
            try guardian.recordIfAbsent(
                ids[2], window: ReplayWindow(start: start.addingTimeInterval(101), end: start.addingTimeInterval(700)),
                now: start.addingTimeInterval(101)))
        #expect(guardian.count == 2)

        // Through the decryptor, the token is refused with its own code, and not as a replay.
        let decryptor = Self.testDecryptor(replayGuard: guardian)
        let token = try Self.envelope("Test/ec-token.json")
        let error = Self.expect(.replayGuardFull) { try decryptor.decrypt(token, now: Self.signedAt) }
        #expect(error?.message.contains("refuses new ones rather than forget one") == true)
    }

    /// The same token decrypted on 8 threads at once: exactly one is accepted.
    @Test func theSameTokenOnEightThreadsIsAcceptedOnce() async throws {
        let decryptor = Self.testDecryptor(replayGuard: InMemoryReplayGuard())
        let token = try Self.envelope("Test/ec-token.json")
        let accepted = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask { (try? decryptor.decrypt(token, now: Self.signedAt)) != nil }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(accepted == 1)
        // The asynchronous path uses the same guard.
        do {
            _ = try await decryptor.decrypt(token, now: Self.signedAt) as DecryptedPaymentData
            Issue.record("a replay was accepted")
        } catch {
            #expect(error.code == .replayed)
        }
    }

    /// The error `body` throws, which must have `code`.
    @discardableResult
    static func expect(
        _ code: PaymentTokenError.Code, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> DecryptedPaymentData
    ) -> PaymentTokenError? {
        do {
            _ = try body()
            Issue.record("decrypted, where \(code) was expected", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect((error as? PaymentTokenError)?.code == code, "\(error)", sourceLocation: sourceLocation)
            return error as? PaymentTokenError
        }
    }

    /// A payment and its token are decrypted where they were read, the token's identifier checked against the
    /// header's in the same pass as the envelope's structure, synchronously and asynchronously.
    @Test func paymentsAndTokensAreDecryptedWhereTheyWereRead() throws {
        let data = try Self.data("Test/ec-token.json")
        let envelope = try Self.envelope("Test/ec-token.json")
        let identifier = envelope.header.transactionId.map { String(format: "%02X", $0) }.joined()
        let token = try PaymentToken(
            paymentMethod: PaymentMethod(network: "Visa"), transactionIdentifier: identifier, paymentData: data)
        #expect(try Self.testDecryptor().decrypt(Payment(token: token), now: Self.signedAt) == Self.plaintext)
        #expect(try Self.testDecryptor().decrypt(token, now: Self.signedAt) == Self.plaintext)
        let other = try PaymentToken(
            paymentMethod: PaymentMethod(network: "Visa"), transactionIdentifier: "00" + identifier.dropFirst(2),
            paymentData: data)
        let error = Self.expect(.invalidToken) { try Self.testDecryptor().decrypt(other, now: Self.signedAt) }
        #expect(error?.report?.errors.map(\.code) == ["token.transactionIdentifier.mismatch"])
        let empty = try PaymentToken(paymentMethod: PaymentMethod(network: "Visa"), paymentData: Data("{}".utf8))
        Self.expect(.invalidToken) { try Self.testDecryptor().decrypt(empty, now: Self.signedAt) }
    }

    @Test func paymentsAndTokensAreDecryptedAsynchronously() async throws {
        let token = try PaymentToken(
            paymentMethod: PaymentMethod(network: "Visa"), paymentData: Self.data("Test/rsa-token.json"))
        let signedAt = try #require(try Self.envelope("Test/rsa-token.json").signingTime)
        let decryptor = Self.testDecryptor(replayGuard: InMemoryReplayGuard())
        #expect(try await decryptor.decrypt(Payment(token: token), now: signedAt) == Self.plaintext)
        do {
            _ = try await decryptor.decrypt(token, now: signedAt) as DecryptedPaymentData
            Issue.record("a replayed token was accepted")
        } catch {
            #expect(error.code == .replayed)
        }
    }

    /// AfterAuthorization.md: decrypting a payment for its request, and a sandbox's root.
    @Test func afterAuthorizationSnippets() throws {
        let certificatePEM = try Self.data("Real/pedicel-merchant-certificate.pem")
        let keyPEM = try Self.data("Real/pedicel-merchant-key.pem")
        let testRootPEM = try Self.data("Test/test-root.pem")

        let key = try MerchantPaymentProcessingKey(certificate: certificatePEM, privateKey: keyPEM)
        let decryptor = PaymentTokenDecryptor(keys: [key], replayGuard: InMemoryReplayGuard())

        func decrypt(_ payment: Payment, for request: PaymentRequest, at now: Date) throws -> DecryptedPaymentData {
            try decryptor.decrypt(payment, now: now, request: request)
        }

        let payment = Payment(
            token: try PaymentToken(
                paymentMethod: PaymentMethod(network: "Visa"), paymentData: Self.data("Real/pedicel-payment-data.json"))
        )
        let request = try PaymentRequest(
            countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa], merchantCapabilities: [.threeDSecure],
            total: .final("SeatGeek", Amount(parsing: "1.00")))
        let signedAt = Date(timeIntervalSince1970: 1_414_439_503)
        #expect(try decrypt(payment, for: request, at: signedAt).applicationPrimaryAccountNumber == "4109370251004320")
        // The same token again is a replay.
        #expect(throws: PaymentTokenError.self) { try decrypt(payment, for: request, at: signedAt) }

        let root = try PaymentTokenRoot.untrustedTestRoot(certificate: testRootPEM)  // tests and sandboxes only
        let sandbox = PaymentTokenDecryptor(keys: [key], root: root)
        #expect(sandbox.root.isAppleRoot == false)
    }

    static func diff(_ a: PaymentTokenEnvelope, _ b: PaymentTokenEnvelope) -> String {
        if a.signature != b.signature {
            let i = zip(a.signature, b.signature).enumerated().first { $0.element.0 != $0.element.1 }!.offset
            return "signature byte \(i) of \(a.signature.count): \(b.signature[i]) -> \(a.signature[i])"
        }
        return "another field"
    }

    /// Mutated tokens against the TEST key: every byte of every field changed in turn, and bytes of the JSON
    /// itself. None traps, and none decrypts unless what is signed is the original's: only bytes of the CMS
    /// container that no signature covers may differ (the replay guard keys on the transaction identifier, which
    /// is signed).
    @Test func mutatedTokensNeverDecrypt() throws {
        let original = try Self.envelope("Test/ec-token.json")
        let decryptor = Self.testDecryptor()
        var attempts = 0
        func attempt(_ token: PaymentTokenEnvelope) {
            attempts += 1
            do {
                _ = try decryptor.decrypt(token, now: Self.signedAt)
                #expect(
                    token.signedData == original.signedData && token.header == original.header,
                    "a mutated token decrypted: \(Self.diff(token, original))")
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
        let fields: [WritableKeyPath<PaymentTokenEnvelope, Data>] = [
            \.data, \.signature, \.header.publicKeyHash, \.header.transactionId,
        ]
        for field in fields {
            let bytes = original[keyPath: field]
            for index in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
                var token = original
                token[keyPath: field][bytes.startIndex + index] ^= UInt8(1 << (index % 8))
                attempt(token)
            }
        }
        let key = try #require(original.header.ephemeralPublicKey)
        for index in 0..<key.count {
            var token = original
            token.header.ephemeralPublicKey![key.startIndex + index] ^= 0x40
            attempt(token)
        }
        let json = try Self.data("Test/ec-token.json")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            var bytes = [UInt8](json)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            attempts += 1
            if let decrypted = try? decryptor.decryptPayment(jsonData: Data(bytes), now: Self.signedAt) {
                // As above: what is signed is the original's; a byte of the container no signature covers may
                // differ (a run once flipped one, and comparing whole envelopes failed).
                let token = try PaymentTokenEnvelope(jsonData: Data(bytes))
                #expect(
                    token.signedData == original.signedData && token.header == original.header,
                    "a mutated token decrypted: \(Self.diff(token, original))")
                #expect(decrypted == DecryptedPayment(Self.plaintext))
            }
        }
        #expect(attempts > 1000)
    }

    /// Keys and certificates in DER read as they do in PEM.
    @Test func keysAndCertificatesInDER() throws {
        func der(_ path: String) throws -> Data {
            let text = String(decoding: try Self.data(path), as: UTF8.self)
            let body = text.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
            return try #require(Data(base64Encoded: body))
        }
        let key = try MerchantPaymentProcessingKey(
            certificate: der("Test/merchant-ec-certificate.pem"), privateKey: der("Test/merchant-ec-key.pem"))
        #expect(key.publicKeyHash == Self.ecKey.publicKeyHash)
        #expect(key.certificate == Self.ecKey.certificate)
        let rsa = try MerchantPaymentProcessingKey(
            certificate: der("Test/merchant-rsa-certificate.pem"), privateKey: der("Test/merchant-rsa-key.pem"))
        #expect(rsa.kind == .rsa)
        let token = try Self.envelope("Test/rsa-token.json")
        #expect(
            try PaymentTokenDecryptor(keys: [rsa], root: Self.testRoot).decrypt(token, now: #require(token.signingTime))
                == Self.plaintext)
    }
}

/// A guard whose store is never reachable.
struct RefusingGuard: PaymentTokenReplayGuard {
    func recordIfAbsent(_ identifier: ReplayIdentifier, window: ReplayWindow, now: Date) throws(PaymentTokenError)
        -> Bool
    {
        throw PaymentTokenError(.replayGuardUnavailable, "The store is unreachable")
    }
}
