import Foundation
import PaymentRequestKit
import PaymentTokenDecryption
import TestSupport
import Testing

/// Google Pay tokens verified and decrypted with OpenSSL: Tink's ECv1 vector, Google's .NET ECv2 vector, and the
/// tokens of Scripts/make-google-pay-vectors.py, one per step that can fail.
@Suite struct GooglePayDecryptionTests {
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: PackageFiles.root.appendingPathComponent("Examples/Tokens/GooglePay/\(name)"))
    }

    static func milliseconds(_ value: Int64) -> Date { Date(timeIntervalSince1970: Double(value) / 1000) }

    /// The generated tokens' clock: 2026-11-27T12:00:00Z.
    static let now = milliseconds(1_795_780_800_000)
    static let recipient = GooglePayRecipient.merchant("12345678901234567890")
    static let rootKeys = try! GooglePayRootSigningKeys(jsonData: data("root-keys.json"))
    static let merchantKey = try! GooglePayPrivateKey(data("merchant-key.pem"))
    static let otherKey = try! GooglePayPrivateKey(data("other-merchant-key.pem"))
    static let request = try! GooglePayPaymentDataRequest(jsonData: data("request.json"))

    static func decryptor(
        keys: [GooglePayPrivateKey] = [merchantKey], recipient: GooglePayRecipient = recipient,
        replayGuard: (any PaymentTokenReplayGuard)? = nil
    ) -> GooglePayTokenDecryptor {
        GooglePayTokenDecryptor(recipient: recipient, rootKeys: rootKeys, keys: keys, replayGuard: replayGuard)
    }

    static func expectCode<R>(
        _ code: PaymentTokenError.Code, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () throws -> R
    ) {
        do {
            _ = try body()
            Issue.record("Expected \(code), and nothing was thrown", sourceLocation: sourceLocation)
        } catch {
            #expect((error as? PaymentTokenError)?.code == code, "\(error)", sourceLocation: sourceLocation)
        }
    }

    static func expectCode<R>(
        _ code: PaymentTokenError.Code, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () async throws -> R
    ) async {
        do {
            _ = try await body()
            Issue.record("Expected \(code), and nothing was thrown", sourceLocation: sourceLocation)
        } catch {
            #expect((error as? PaymentTokenError)?.code == code, "\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func tinksECv1VectorUnseals() throws {
        let decryptor = GooglePayTokenDecryptor(
            recipient: GooglePayRecipient(rawValue: "someRecipient"),
            rootKeys: try GooglePayRootSigningKeys(jsonData: Self.data("tink-ecv1-root-keys.json")),
            keys: [try GooglePayPrivateKey(Self.data("tink-merchant-key.pem"))])
        let plaintext = try decryptor.unseal(jsonData: Self.data("tink-ecv1-token.json"), now: Date())
        #expect(String(decoding: plaintext, as: UTF8.self) == "plaintext")
    }

    /// Tink's testShouldTryAllKeysToDecryptECV1: the right key second in the ring.
    @Test func everyKeyOfTheRingIsTried() throws {
        let decryptor = GooglePayTokenDecryptor(
            recipient: GooglePayRecipient(rawValue: "someRecipient"),
            rootKeys: try GooglePayRootSigningKeys(jsonData: Self.data("tink-ecv1-root-keys.json")),
            keys: [
                try GooglePayPrivateKey(Self.data("tink-alternate-merchant-key.pem")),
                try GooglePayPrivateKey(Self.data("tink-merchant-key.pem")),
            ])
        let plaintext = try decryptor.unseal(jsonData: Self.data("tink-ecv1-token.json"), now: Date())
        #expect(String(decoding: plaintext, as: UTF8.self) == "plaintext")
    }

    /// Google's .NET TestECv2, at its fixed clock, with Tink's two merchant keys.
    @Test func theDotNetECv2VectorUnseals() throws {
        let decryptor = GooglePayTokenDecryptor(
            recipient: GooglePayRecipient("gateway:ariane")!,
            rootKeys: try GooglePayRootSigningKeys(jsonData: Self.data("dotnet-ecv2-root-keys.json")),
            keys: [
                try GooglePayPrivateKey(Self.data("tink-merchant-key.pem")),
                try GooglePayPrivateKey(Self.data("tink-alternate-merchant-key.pem")),
            ])
        let plaintext = try decryptor.unseal(
            jsonData: Self.data("dotnet-ecv2-token.json"), now: Self.milliseconds(1_542_319_793_000))
        #expect(String(decoding: plaintext, as: UTF8.self) == "plaintext")
        // The intermediate key expires at 1542394027316: a moment later, the token is refused.
        Self.expectCode(.googlePayIntermediateKeyExpired) {
            try decryptor.unseal(
                jsonData: Self.data("dotnet-ecv2-token.json"), now: Self.milliseconds(1_542_394_027_316))
        }
    }

    /// `unseal` is Tink's: a JSON message whose `messageExpiration` is at or before now is refused ("expired
    /// payload"), a moment before it is returned, and a message that is not a JSON object has no expiry to judge.
    @Test func unsealRefusesAnExpiredMessageAsTinksDoes() throws {
        let decryptor = Self.decryptor()
        let expired = try Self.data("message-expired.json")
        Self.expectCode(.googlePayMessageExpired) { try decryptor.unseal(jsonData: expired, now: Self.now) }
        let before = Self.now.addingTimeInterval(-0.001)
        let message = try GooglePayPaymentMessage(jsonData: decryptor.unseal(jsonData: expired, now: before))
        #expect(message.expirationDate == Self.now)
    }

    /// The negative tests of Tink and .NET that apply to the published vectors.
    @Test func thePublishedVectorsFailAsTheirSourcesSay() throws {
        let ecV1Roots = try GooglePayRootSigningKeys(jsonData: Self.data("tink-ecv1-root-keys.json"))
        let key = try GooglePayPrivateKey(Self.data("tink-merchant-key.pem"))
        let alternate = try GooglePayPrivateKey(Self.data("tink-alternate-merchant-key.pem"))
        let token = try Self.data("tink-ecv1-token.json")
        let someRecipient = GooglePayRecipient(rawValue: "someRecipient")
        // testShouldFailIfDecryptingWithDifferentKeyECV1.
        Self.expectCode(.googlePayTagMismatch) {
            try GooglePayTokenDecryptor(recipient: someRecipient, rootKeys: ecV1Roots, keys: [alternate])
                .unseal(jsonData: token, now: Date())
        }
        // testShouldFailIfWrongRecipientInECV1.
        Self.expectCode(.googlePayMessageSignatureNotVerified) {
            try GooglePayTokenDecryptor(
                recipient: GooglePayRecipient(rawValue: "not someRecipient"), rootKeys: ecV1Roots, keys: [key]
            ).unseal(jsonData: token, now: Date())
        }
        // testShouldFailIfNoSigningKeysForProtocolVersion: only an ECv2 root.
        let ecV2Roots = try GooglePayRootSigningKeys(jsonData: Self.data("dotnet-ecv2-root-keys.json"))
        Self.expectCode(.googlePayNoRootKey) {
            try GooglePayTokenDecryptor(recipient: someRecipient, rootKeys: ecV2Roots, keys: [key])
                .unseal(jsonData: token, now: Date())
        }
        // testShouldFailIfTrustedKeyIsExpiredInECV1.
        var expired = ecV1Roots
        expired.keys[0].keyExpiration = "1"
        Self.expectCode(.googlePayNoRootKey) {
            try GooglePayTokenDecryptor(recipient: someRecipient, rootKeys: expired, keys: [key])
                .unseal(jsonData: token, now: Date())
        }
        // testShouldFailIfSignedMessageWasChangedInECV1: one more member in the signed message.
        var changed = try GooglePayToken(jsonData: token)
        changed.signedMessage = changed.signedMessage.replacingOccurrences(of: "\"tag\"", with: "\"tag\" ")
        Self.expectCode(.googlePayMessageSignatureNotVerified) {
            try GooglePayTokenDecryptor(recipient: someRecipient, rootKeys: ecV1Roots, keys: [key])
                .unseal(jsonData: changed.jsonData(), now: Date())
        }
        // testShouldFailIfECV1SetsWrongProtocolVersion.
        let wrongVersion = String(decoding: token, as: UTF8.self).replacingOccurrences(
            of: "\"ECv1\"", with: "\"ECv3\"")
        Self.expectCode(.invalidToken) {
            try GooglePayTokenDecryptor(recipient: someRecipient, rootKeys: ecV1Roots, keys: [key])
                .unseal(jsonData: Data(wrongVersion.utf8), now: Date())
        }
    }

    @Test(arguments: [
        ("ecv2-pan-only.json", GooglePayPaymentMessage.AuthMethod.panOnly),
        ("ecv2-cryptogram-3ds.json", .cryptogram3DS), ("ecv2-signing-only.json", .panOnly), ("ecv1.json", .panOnly),
    ])
    func theGeneratedTokensDecrypt(file: String, authMethod: GooglePayPaymentMessage.AuthMethod) throws {
        let message = try Self.decryptor().decrypt(jsonData: Self.data(file), now: Self.now, request: Self.request)
        #expect(message.paymentMethodDetails.authMethod == authMethod)
        #expect(message.paymentMethodDetails.pan == "4111111111111111")
        #expect(message.paymentMethodDetails.expirationMonth == 12)
        #expect(message.paymentMethodDetails.expirationYear == 2030)
        #expect(message.description.contains("•••• 1111"))
        #expect(!message.description.contains("4111111111111111"))
    }

    @Test(arguments: [
        ("wrong-recipient-gateway.json", PaymentTokenError.Code.googlePayRecipientMismatch),
        ("root-key-unknown.json", .googlePayIntermediateSignatureNotVerified),
        ("intermediate-signature-forged.json", .googlePayIntermediateSignatureNotVerified),
        ("intermediate-expired.json", .googlePayIntermediateKeyExpired),
        ("message-signature-forged.json", .googlePayMessageSignatureNotVerified),
        ("message-expired.json", .googlePayMessageExpired),
        ("sealed-to-another-key.json", .googlePayTagMismatch),
        ("compressed-ephemeral-key.json", .invalidToken),
        ("extra-member.json", .invalidToken),
        ("message-not-json.json", .invalidPaymentData),
        ("message-pan-only-with-cryptogram.json", .invalidPaymentData),
    ])
    func eachFailureHasItsCode(file: String, code: PaymentTokenError.Code) throws {
        let error = try #require(throws: PaymentTokenError.self) {
            try Self.decryptor().decrypt(jsonData: Self.data(file), now: Self.now, request: Self.request)
        }
        #expect(error.code == code, "\(error)")
    }

    @Test func theStructuralFailuresSayWhy() throws {
        let compressed = try #require(throws: PaymentTokenError.self) {
            try Self.decryptor().decrypt(jsonData: Self.data("compressed-ephemeral-key.json"), now: Self.now)
        }
        #expect(compressed.report?.violations.map(\.rule) == [.googlePayEphemeralPublicKeyInvalid])
        #expect(compressed.report?.violations.map(\.path) == ["signedMessage.ephemeralPublicKey"])
        let extra = try #require(throws: PaymentTokenError.self) {
            try Self.decryptor().decrypt(jsonData: Self.data("extra-member.json"), now: Self.now)
        }
        #expect(extra.report?.violations.map(\.rule) == [.googlePayMemberUnexpected])
        let fieldSet = try #require(throws: PaymentTokenError.self) {
            try Self.decryptor().decrypt(jsonData: Self.data("message-pan-only-with-cryptogram.json"), now: Self.now)
        }
        #expect(fieldSet.report?.violations.map(\.rule) == [.googlePayMessageFieldSet])
        #expect(fieldSet.report?.violations.map(\.path) == ["paymentMethodDetails.cryptogram"])
    }

    @Test func aKeyRingOpensWithTheNewKeySecond() throws {
        let message = try Self.decryptor(keys: [Self.otherKey, Self.merchantKey])
            .decrypt(jsonData: Self.data("ecv2-pan-only.json"), now: Self.now)
        #expect(message.messageId == "AH2EjtfTESTMESSAGE000001")
        Self.expectCode(.noMatchingKey) {
            try Self.decryptor(keys: []).decrypt(jsonData: Self.data("ecv2-pan-only.json"), now: Self.now)
        }
    }

    @Test func aMessageIsAcceptedOnce() async throws {
        let decryptor = Self.decryptor(replayGuard: InMemoryReplayGuard())
        let token = try Self.data("ecv2-pan-only.json")
        // A closure that is not async calls the synchronous decryptor.
        let decrypt: (Data) throws -> GooglePayPaymentMessage = { try decryptor.decrypt(jsonData: $0, now: Self.now) }
        _ = try decrypt(token)
        Self.expectCode(.replayed) { try decrypt(token) }
        let other = try Self.data("ecv2-cryptogram-3ds.json")
        _ = try await decryptor.decrypt(jsonData: other, now: Self.now)
        await Self.expectCode(.replayed) {
            try await decryptor.decrypt(jsonData: other, now: Self.now)
        }
    }

    /// A decryptor pinned to the protocols the merchant uses refuses the others before any key is used, in every
    /// entry point, and unpinned accepts all three.
    @Test func aDecryptorPinnedToItsProtocolsRefusesTheOthers() async throws {
        var decryptor = Self.decryptor()
        decryptor.allowedProtocols = [.ecV2]
        let ecV1 = try Self.data("ecv1.json")
        let signingOnly = try Self.data("ecv2-signing-only.json")
        Self.expectCode(.unsupportedVersion) { try decryptor.decrypt(jsonData: ecV1, now: Self.now) }
        Self.expectCode(.unsupportedVersion) { try decryptor.unseal(jsonData: signingOnly, now: Self.now) }
        await Self.expectCode(.unsupportedVersion) { try await decryptor.decrypt(jsonData: ecV1, now: Self.now) }
        let _: GooglePayPaymentMessage = try await decryptor.decrypt(
            jsonData: Self.data("ecv2-pan-only.json"), now: Self.now)
        for file in ["ecv1.json", "ecv2-signing-only.json", "ecv2-pan-only.json"] {
            let _: GooglePayPaymentMessage = try await Self.decryptor().decrypt(
                jsonData: Self.data(file), now: Self.now)
        }
    }

    @Test func theMessageIsMatchedAgainstTheRequest() throws {
        var request = Self.request
        request.cardPaymentMethod.allowedAuthMethods = ["PAN_ONLY"]
        let error = try #require(throws: PaymentTokenError.self) {
            try Self.decryptor().decrypt(
                jsonData: Self.data("ecv2-cryptogram-3ds.json"), now: Self.now, request: request)
        }
        #expect(error.code == .invalidPaymentData)
        #expect(error.report?.violations.map(\.rule) == [.googlePayMessageAuthMethodNotAllowed])
        request = Self.request
        request.merchantInfo.merchantId = "98765432109876543210"
        let mismatch = try #require(throws: PaymentTokenError.self) {
            try Self.decryptor().decrypt(jsonData: Self.data("ecv2-pan-only.json"), now: Self.now, request: request)
        }
        #expect(mismatch.report?.violations.map(\.rule) == [.googlePayMessageRecipientMismatch])
    }

    /// The snippet of `GooglePayTokenDecryptor`'s documentation, run.
    @Test func theDocumentedDecryptorDecrypts() throws {
        let keysJSON = try Self.data("root-keys.json")
        let privateKeyPEM = try Self.data("merchant-key.pem")
        let decryptor = GooglePayTokenDecryptor(
            recipient: .merchant("12345678901234567890"), rootKeys: try GooglePayRootSigningKeys(jsonData: keysJSON),
            keys: [try GooglePayPrivateKey(privateKeyPEM)], replayGuard: InMemoryReplayGuard())

        func charge(_ token: Data, at now: Date) throws -> GooglePayPaymentMessage {
            try decryptor.decrypt(jsonData: token, now: now)
        }
        #expect(try charge(Self.data("ecv2-pan-only.json"), at: Self.now).messageId == "AH2EjtfTESTMESSAGE000001")
    }

    @Test func keysAreReadInEveryForm() throws {
        let pem = try Self.data("merchant-key.pem")
        let sec1 = try GooglePayPrivateKey(Self.data("merchant-key-sec1.pem"))
        #expect(sec1.publicKeyBase64 == Self.merchantKey.publicKeyBase64)
        let body = String(decoding: pem, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("-----") }
            .joined()
        let der = try GooglePayPrivateKey(try #require(Data(base64Encoded: body)))
        #expect(der.publicKeyBase64 == Self.merchantKey.publicKeyBase64)
        // The request's publicKey is the merchant key's point.
        #expect(
            Self.request.cardPaymentMethod.tokenizationSpecification.parameters["publicKey"]
                == Self.merchantKey.publicKeyBase64)
        Self.expectCode(.invalidKey) { try GooglePayPrivateKey(Data("not a key".utf8)) }
    }
}
