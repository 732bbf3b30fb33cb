import Foundation
import PaymentRequestKit
import PaymentTokenDecryption
import Testing

/// Both wallets' decryptors behind one protocol, answering with one face, and redacted with one policy.
@Suite struct WalletTokenDecryptorTests {
    /// The protocol's own example: one function for either wallet.
    func charge<Decryptor: WalletTokenDecryptor>(
        _ token: Data, with decryptor: Decryptor, for request: Decryptor.Request, at now: Date
    ) async throws(PaymentTokenError) -> String {
        let payment = try await decryptor.decryptPayment(jsonData: token, now: now, request: request)
        return "\(payment.wallet) \(payment.authenticationMethod), card ending \(payment.accountNumber.suffix(4))"
    }

    static let apple = DecryptionTests.testDecryptor()
    static let google = GooglePayDecryptionTests.decryptor()
    static let appleRequest = try! PaymentRequest(
        countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa], merchantCapabilities: [.threeDSecure],
        total: .final("Test", Amount(parsing: "10.00")))

    @Test func oneFunctionChargesEitherWallet() async throws {
        let appleToken = try DecryptionTests.data("Test/ec-token.json")
        let googleToken = try GooglePayDecryptionTests.data("ecv2-cryptogram-3ds.json")
        #expect(
            try await charge(appleToken, with: Self.apple, for: Self.appleRequest, at: DecryptionTests.signedAt)
                == "applePay CRYPTOGRAM_3DS, card ending 1111")
        #expect(
            try await charge(
                googleToken, with: Self.google, for: GooglePayDecryptionTests.request, at: GooglePayDecryptionTests.now)
                == "googlePay CRYPTOGRAM_3DS, card ending 1111")
    }

    /// Apple Pay's payment, field by field, from its decrypted data; the amount and currency are the wallet's.
    @Test func applePaysFace() throws {
        let payment = try Self.apple.decryptPayment(
            jsonData: DecryptionTests.data("Test/ec-token.json"), now: DecryptionTests.signedAt)
        #expect(payment.wallet == .applePay)
        #expect(payment.accountNumber == "4111111111111111")
        #expect(payment.isNetworkToken)
        #expect(payment.expirationMonth == 11 && payment.expirationYear == 2028)
        #expect(payment.authenticationMethod == .cryptogram3DS)
        #expect(payment.cryptogram == "Af9x/QwAA/DjmU65oyc1MAABAAA=")
        #expect(payment.eciIndicator == "5")
        #expect(payment.amount == (try Amount(parsing: "10.00")) && payment.currency == .usd)
        #expect(payment.applePayData == DecryptionTests.plaintext && payment.googlePayMessage == nil)
    }

    /// Google Pay's payment: a card on file is no network token, and the message states no amount.
    @Test(arguments: [
        ("ecv2-pan-only.json", false, DecryptedPayment.AuthenticationMethod.panOnly, nil as String?),
        ("ecv2-cryptogram-3ds.json", true, .cryptogram3DS, "AAAAAA8qP9gIAAAAAAAAAAAAAAA="),
    ])
    func googlePaysFace(
        file: String, networkToken: Bool, method: DecryptedPayment.AuthenticationMethod, cryptogram: String?
    )
        throws
    {
        let payment = try Self.google.decryptPayment(
            jsonData: GooglePayDecryptionTests.data(file), now: GooglePayDecryptionTests.now)
        #expect(payment.wallet == .googlePay)
        #expect(payment.accountNumber == "4111111111111111")
        #expect(payment.isNetworkToken == networkToken)
        #expect(payment.expirationMonth == 12 && payment.expirationYear == 2030)
        #expect(payment.authenticationMethod == method)
        #expect(payment.cryptogram == cryptogram)
        #expect(payment.amount == nil && payment.currency == nil)
        #expect(payment.googlePayMessage?.paymentMethodDetails.pan == "4111111111111111" && payment.applePayData == nil)
    }

    /// Apple's decryptor reads a payment, a token or an envelope, as the library recognises them, to one payment.
    @Test func appleReadsEveryDocumentThatHoldsAToken() throws {
        let envelope = try DecryptionTests.data("Test/ec-token.json")
        let token =
            Data(
                #"{"paymentMethod":{"network":"Visa","type":"debit"},"transactionIdentifier":"TXID","paymentData":"#
                    .utf8)
            + envelope + Data("}".utf8)
        let payment = Data(#"{"token":"#.utf8) + token + Data("}".utf8)
        let expected = try Self.apple.decryptPayment(jsonData: envelope, now: DecryptionTests.signedAt)
        for document in [token, payment] {
            do {
                _ = try Self.apple.decryptPayment(jsonData: document, now: DecryptionTests.signedAt)
                Issue.record("A token whose transaction identifier is not its header's decrypted")
            } catch {
                #expect(error.code == .invalidToken, "\(error)")
            }
        }
        let header = try DecryptionTests.envelope("Test/ec-token.json").header.transactionId
        let hex = header.map { String(format: "%02x", $0) }.joined()
        let honest = Data(String(decoding: token, as: UTF8.self).replacingOccurrences(of: "TXID", with: hex).utf8)
        for document in [honest, Data(#"{"token":"#.utf8) + honest + Data("}".utf8)] {
            #expect(try Self.apple.decryptPayment(jsonData: document, now: DecryptionTests.signedAt) == expected)
        }
    }

    /// Each wallet's decryptor refuses the other's token as what it is.
    @Test func eachRefusesTheOtherWalletsToken() throws {
        do {
            _ = try Self.apple.decryptPayment(
                jsonData: GooglePayDecryptionTests.data("ecv1.json"), now: DecryptionTests.signedAt)
            Issue.record("A Google Pay token decrypted as Apple Pay's")
        } catch {
            #expect((error as? PaymentTokenError)?.code == .invalidToken)
            #expect(
                (error as? PaymentTokenError)?.report?.violations.map(\.code) == ["document.otherKind"], "\(error)")
        }
        do {
            _ = try Self.google.decryptPayment(
                jsonData: DecryptionTests.data("Test/ec-token.json"), now: GooglePayDecryptionTests.now)
            Issue.record("An Apple Pay token decrypted as Google Pay's")
        } catch {
            #expect((error as? PaymentTokenError)?.code == .invalidToken, "\(error)")
        }
    }

    /// One redaction for both wallets: the account number to its last four digits and the cryptogram hidden,
    /// unless asked for by name, and each name shows only itself.
    @Test func oneRedactionForBothWallets() throws {
        let payments = [
            try Self.apple.decryptPayment(
                jsonData: DecryptionTests.data("Test/ec-token.json"), now: DecryptionTests.signedAt),
            try Self.google.decryptPayment(
                jsonData: GooglePayDecryptionTests.data("ecv2-cryptogram-3ds.json"), now: GooglePayDecryptionTests.now),
        ]
        for payment in payments {
            let number = payment.accountNumber
            let cryptogram = try #require(payment.cryptogram)
            var dumped = ""
            dump(payment, to: &dumped)
            for shown in [
                payment.description, "\(payment)", dumped, String(decoding: payment.jsonData(), as: UTF8.self),
            ] {
                #expect(!shown.contains(number) && !shown.contains(cryptogram), "\(shown)")
            }
            #expect(payment.description.contains("accountNumber: •••• 1111"))
            #expect(payment.redacted().accountNumber == "************1111")
            #expect(payment.redacted().cryptogram == "(redacted)")
            let numberOnly = payment.redacted(showing: .accountNumber)
            #expect(numberOnly.accountNumber == number && numberOnly.cryptogram == "(redacted)")
            let numberText = String(decoding: payment.jsonData(showing: .accountNumber), as: UTF8.self)
            #expect(numberText.contains(number) && !numberText.contains(cryptogram))
            let cryptogramOnly = payment.redacted(showing: .cryptogram)
            #expect(cryptogramOnly.accountNumber == "************1111" && cryptogramOnly.cryptogram == cryptogram)
            let cryptogramText = String(decoding: payment.jsonData(showing: .cryptogram), as: UTF8.self)
            #expect(!cryptogramText.contains(number) && cryptogramText.contains(cryptogram))
            let everything = payment.text(showing: [.accountNumber, .cryptogram])
            #expect(everything.contains(number) && everything.contains(cryptogram))
        }
    }

    /// The synchronous entry, which a synchronous caller reaches.
    static func blocking(_ token: Data) throws -> DecryptedPayment {
        try google.decryptPayment(jsonData: token, now: GooglePayDecryptionTests.now)
    }

    /// The `async` entry answers as the synchronous one.
    @Test func bothEntriesAgree() async throws {
        let token = try GooglePayDecryptionTests.data("ecv2-pan-only.json")
        let sync = try Self.blocking(token)
        let async = try await Self.google.decryptPayment(jsonData: token, now: GooglePayDecryptionTests.now)
        #expect(sync == async)
    }
}
