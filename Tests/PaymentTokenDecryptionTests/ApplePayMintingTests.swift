import Foundation
import PaymentRequestKit
import PaymentTokenDecryption
import Testing

/// Apple Pay tokens minted under a TEST certificate authority open with the library's decryptor, each negative
/// token is refused at its own step, and none verifies under Apple Root CA - G3.
struct ApplePayMintingTests {
    static let now = Date(timeIntervalSince1970: 1_795_780_800)
    static let minter = try! ApplePayTestTokenMinter(merchantIdentifier: "merchant.com.example.test", now: now)
    static let data = try! ApplePayTestTokenMinter.cardPaymentData(now: now, amount: 10, currency: .usd)

    static func decryptor(root: PaymentTokenRoot = minter.root) -> PaymentTokenDecryptor {
        PaymentTokenDecryptor(keys: [minter.ecKey, minter.rsaKey], root: root)
    }

    static func error(_ body: () throws -> some Any) -> PaymentTokenError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? PaymentTokenError
        }
    }

    @Test(arguments: ApplePayTestTokenMinter.Version.allCases)
    func aMintedTokenOpensToItsPaymentData(version: ApplePayTestTokenMinter.Version) throws {
        let transaction = Data((0..<32).map { UInt8($0) })
        let token = try Self.minter.mint(
            version, paymentData: Self.data, now: Self.now, transactionIdentifier: transaction,
            applicationData: Data("order-1001".utf8))
        let decrypted = try Self.decryptor().decryptPayment(jsonData: token, now: Self.now)
        #expect(decrypted.wallet == .applePay)
        #expect(decrypted.accountNumber == "4111111111111111")
        #expect(decrypted.amount == Amount("10.00"))
        #expect(decrypted.currency == CurrencyCode("USD"))
        let parsed = try PaymentToken(jsonData: token)
        #expect(parsed.transactionIdentifier == "000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F")
        let envelope = try JSONSerialization.jsonObject(with: token) as? [String: Any]
        #expect((envelope?["paymentData"] as? [String: Any])?["version"] as? String == version.rawValue)
    }

    @Test(arguments: ApplePayTestTokenMinter.Version.allCases)
    func aMintedTokenVerifiesUnderNoOtherRoot(version: ApplePayTestTokenMinter.Version) throws {
        let token = try Self.minter.mint(version, paymentData: Self.data, now: Self.now)
        let apple = Self.error {
            try Self.decryptor(root: .appleRootCAG3).decryptPayment(jsonData: token, now: Self.now)
        }
        #expect(apple?.code == .invalidToken)
        #expect(apple?.report?.violations.map(\.rule).contains(.tokenSignatureRoot) == true)
        let other = try ApplePayTestTokenMinter(merchantIdentifier: "merchant.com.example.test", now: Self.now)
        let elsewhere = Self.error {
            try Self.decryptor(root: other.root).decryptPayment(jsonData: token, now: Self.now)
        }
        #expect(elsewhere?.report?.violations.map(\.rule).contains(.tokenSignatureRoot) == true)
    }

    static let negatives = ApplePayTestTokenMinter.Version.allCases.flatMap { version in
        ApplePayTestTokenMinter.Negative.allCases.map { (version, $0) }
    }

    @Test(arguments: negatives)
    func aNegativeTokenIsRefusedAtItsStep(
        version: ApplePayTestTokenMinter.Version, negative: ApplePayTestTokenMinter.Negative
    ) throws {
        let token = try Self.minter.mint(version, paymentData: Self.data, now: Self.now, negative: negative)
        let refusal = Self.error { try Self.decryptor().decryptPayment(jsonData: token, now: Self.now) }
        #expect(refusal?.code == negative.expectedCode, "\(String(describing: refusal))")
        if let rule = negative.expectedRule {
            #expect(refusal?.report?.errors.map(\.code) == [rule.code], "\(String(describing: refusal))")
        }
    }

    @Test func aReplayedTransactionIsRefusedTheSecondTime() throws {
        let token = try Self.minter.mint(.ecV1, paymentData: Self.data, now: Self.now)
        var decryptor = Self.decryptor()
        decryptor.replayGuard = InMemoryReplayGuard()
        _ = try decryptor.decryptPayment(jsonData: token, now: Self.now)
        #expect(Self.error { try decryptor.decryptPayment(jsonData: token, now: Self.now) }?.code == .replayed)
    }

    @Test(arguments: ["", "merchant.com.example\u{0}", String(repeating: "m", count: 256)])
    func aMerchantIdentifierAppleDoesNotIssueIsRefused(identifier: String) {
        let refusal = Self.error { try ApplePayTestTokenMinter(merchantIdentifier: identifier, now: Self.now) }
        #expect(refusal?.code == .invalidKey)
    }

    @Test(arguments: [
        "plaintext", "[]", "", #"{"applicationPrimaryAccountNumber":"4111111111111111"}"#,
        #"{"applicationPrimaryAccountNumber":"4111","applicationExpirationDate":"301231","currencyCode":"XYZ","transactionAmount":1000,"deviceManufacturerIdentifier":"040010030273","paymentDataType":"3DSecure","paymentData":{"onlinePaymentCryptogram":"AA=="}}"#,
    ])
    func paymentDataNoDeviceSealsIsRefused(data: String) {
        let refusal = Self.error { try Self.minter.mint(.ecV1, paymentData: Data(data.utf8), now: Self.now) }
        #expect(refusal?.code == .invalidPaymentData)
        #expect(refusal?.message.hasPrefix("paymentData is not payment data Apple seals: ") == true)
    }

    @Test func anEmptyTransactionIdentifierIsRefused() {
        let empty = Self.error {
            try Self.minter.mint(.ecV1, paymentData: Self.data, now: Self.now, transactionIdentifier: Data())
        }
        #expect(empty?.code == .invalidKey && empty?.message.contains("transactionIdentifier") == true)
    }

    @Test func anAmountNoDeviceChargesIsRefused() {
        #expect(throws: AmountError.self) {
            try ApplePayTestTokenMinter.cardPaymentData(now: Self.now, amount: Amount("10.001")!, currency: .usd)
        }
        #expect(throws: AmountError.self) {
            try ApplePayTestTokenMinter.cardPaymentData(now: Self.now, amount: Amount("10.5")!, currency: .jpy)
        }
    }

    @Test(arguments: ApplePayTestTokenMinter.Version.allCases)
    func emvPaymentDataIsMintedAndOpened(version: ApplePayTestTokenMinter.Version) throws {
        let emv = Data(
            #"{"applicationPrimaryAccountNumber":"4111111111111111","applicationExpirationDate":"301231","currencyCode":"978","transactionAmount":1234,"deviceManufacturerIdentifier":"040010030273","paymentDataType":"EMV","paymentData":{"emvData":"nyYIq80=","encryptedPINData":"0F1E2D3C"}}"#
                .utf8)
        let token = try Self.minter.mint(version, paymentData: emv, now: Self.now)
        let decrypted = try Self.decryptor().decryptPayment(jsonData: token, now: Self.now)
        #expect(decrypted.amount == Amount("12.34") && decrypted.currency == .eur)
    }

    @Test func theCredentialsReadBackAsADecryptorTakesThem() throws {
        let key = try MerchantPaymentProcessingKey(
            certificate: Self.minter.merchantCertificatePEM[.ecV1]!, privateKey: Self.minter.merchantKeyPEM[.ecV1]!)
        #expect(key.publicKeyHash == Self.minter.ecKey.publicKeyHash)
        #expect(try PaymentTokenRoot.untrustedTestRoot(certificate: Self.minter.rootCertificatePEM) == Self.minter.root)
        let names = String(decoding: Self.minter.rootCertificatePEM, as: UTF8.self)
        #expect(names.hasPrefix("-----BEGIN CERTIFICATE-----\n"))
    }
}
