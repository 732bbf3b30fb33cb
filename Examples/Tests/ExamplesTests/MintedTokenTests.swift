import Foundation
import PaymentRequestKit
import PaymentTokenDecryption
import Testing

/// A merchant's server, tested without a device: it is handed tokens minted under test keys, charges the good ones
/// and refuses the forged ones, through the decryption product's public face only.
@Suite struct MintedTokenTests {
    /// What the server under test does with a token the page posted: decrypt it with its keys, or refuse it.
    static func charge(_ token: Data, with decryptor: some WalletTokenDecryptor, now: Date) -> String {
        do {
            let payment = try decryptor.decryptPayment(jsonData: token, now: now, request: nil)
            let amount = payment.amount.map { "\($0) \(payment.currency.map(\.rawValue) ?? "")" } ?? "the card"
            return "charged \(amount) to \(payment.accountNumber.suffix(4))"
        } catch {
            return "refused: \(error.code.rawValue)"
        }
    }

    @Test func anApplePayTokenIsChargedAndAForgedOneRefused() throws {
        let now = Date()
        let minter = try ApplePayTestTokenMinter(merchantIdentifier: "merchant.com.example.test", now: now)
        let data = try ApplePayTestTokenMinter.cardPaymentData(now: now, amount: 10, currency: .usd)
        let token = try minter.mint(.ecV1, paymentData: data, now: now)
        let decryptor = PaymentTokenDecryptor(keys: [minter.ecKey], root: minter.root)
        let decrypted = try decryptor.decryptPayment(jsonData: token, now: now)
        #expect(decrypted.accountNumber == "4111111111111111")
        #expect(Self.charge(token, with: decryptor, now: now) == "charged 10 USD to 1111")
        let forged = try minter.mint(.ecV1, paymentData: data, now: now, negative: .tamperedData)
        #expect(Self.charge(forged, with: decryptor, now: now) == "refused: token.signatureNotVerified")
    }

    @Test func aGooglePayTokenIsChargedAndAnExpiredOneRefused() throws {
        let now = Date()
        let minter = try GooglePayTestTokenMinter(recipient: .merchant("12345678901234567890"))
        let message = GooglePayTestTokenMinter.cardMessage(now: now, messageId: "TEST-1")
        let token = try minter.mint(.ecV2, message: message, now: now)
        let decryptor = GooglePayTokenDecryptor(
            recipient: minter.recipient, rootKeys: minter.rootSigningKeys, keys: [minter.merchantKey])
        let opened = try decryptor.unseal(jsonData: token, now: now)
        #expect(opened == message)
        #expect(Self.charge(token, with: decryptor, now: now) == "charged the card to 1111")
        let expired = try minter.mint(.ecV2, message: message, now: now, negative: .expiredMessage)
        #expect(Self.charge(expired, with: decryptor, now: now) == "refused: googlePay.messageExpired")
    }
}
