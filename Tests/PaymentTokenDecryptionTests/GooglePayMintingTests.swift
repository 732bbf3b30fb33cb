import Foundation
import PaymentRequestKit
import PaymentTokenDecryption
import Testing

/// Google Pay tokens minted under test keys open with the library's decryptor, each negative token is refused at
/// its own step, and none verifies under another list of root keys.
struct GooglePayMintingTests {
    static let now = Date(timeIntervalSince1970: 1_795_780_800)
    static let minter = try! GooglePayTestTokenMinter(recipient: .merchant("12345678901234567890"))
    static let versions: [GooglePayProtocolVersion] = [.ecV1, .ecV2, .ecV2SigningOnly]

    static func decryptor(rootKeys: GooglePayRootSigningKeys = minter.rootSigningKeys) -> GooglePayTokenDecryptor {
        GooglePayTokenDecryptor(recipient: minter.recipient, rootKeys: rootKeys, keys: [minter.merchantKey])
    }

    static func code(_ body: () throws -> some Any) -> PaymentTokenError.Code? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? PaymentTokenError)?.code
        }
    }

    @Test(arguments: versions)
    func aMintedTokenOpensToItsMessage(version: GooglePayProtocolVersion) throws {
        let message = GooglePayTestTokenMinter.cardMessage(
            now: Self.now, messageId: "TEST-\(version.rawValue)", authMethod: .cryptogram3DS)
        let token = try Self.minter.mint(version, message: message, now: Self.now)
        #expect(try Self.decryptor().unseal(jsonData: token, now: Self.now) == message)
        let opened = try Self.decryptor().decrypt(jsonData: token, now: Self.now)
        #expect(opened.messageId == "TEST-\(version.rawValue)")
        #expect(opened.paymentMethodDetails.authMethod == .cryptogram3DS)
        #expect(opened.paymentMethodDetails.cryptogram == "AAAAAA8qP9gIAAAAAAAAAAAAAAA=")
        #expect(try GooglePayToken(jsonData: token).protocolVersion == version)
    }

    @Test(arguments: versions)
    func aMintedTokenVerifiesUnderNoOtherRoot(version: GooglePayProtocolVersion) throws {
        let token = try Self.minter.mint(
            version, message: GooglePayTestTokenMinter.cardMessage(now: Self.now, messageId: "TEST-ROOT"), now: Self.now
        )
        let other = try GooglePayTestTokenMinter(recipient: Self.minter.recipient)
        let expected: PaymentTokenError.Code =
            version == .ecV1 ? .googlePayMessageSignatureNotVerified : .googlePayIntermediateSignatureNotVerified
        #expect(
            Self.code { try Self.decryptor(rootKeys: other.rootSigningKeys).unseal(jsonData: token, now: Self.now) }
                == expected)
    }

    static let negatives: [(GooglePayProtocolVersion, GooglePayTestTokenMinter.Negative)] = versions.flatMap {
        version in
        GooglePayTestTokenMinter.Negative.allCases.filter { $0.applies(to: version) }.map { (version, $0) }
    }

    @Test(arguments: negatives)
    func aNegativeTokenIsRefusedAtItsStep(
        version: GooglePayProtocolVersion, negative: GooglePayTestTokenMinter.Negative
    )
        throws
    {
        let message = GooglePayTestTokenMinter.cardMessage(now: Self.now, messageId: "TEST-NEGATIVE")
        let token = try Self.minter.mint(version, message: message, now: Self.now, negative: negative)
        #expect(
            Self.code { try Self.decryptor().unseal(jsonData: token, now: Self.now) }
                == negative.expectedCode(for: version))
    }

    @Test func theNegativesThatDoNotExistInAProtocolAreRefused() {
        let message = GooglePayTestTokenMinter.cardMessage(now: Self.now, messageId: "TEST")
        #expect(
            Self.code {
                try Self.minter.mint(.ecV1, message: message, now: Self.now, negative: .expiredIntermediateKey)
            } == .invalidKey)
        #expect(
            Self.code {
                try Self.minter.mint(.ecV2SigningOnly, message: message, now: Self.now, negative: .tagOverOtherData)
            } == .invalidKey)
    }

    @Test(arguments: ["someRecipient", "merchant:", "gateway", "", "merchant:has space"])
    func aRecipientGoogleDoesNotSignForIsRefused(recipient: String) {
        #expect(
            Self.code { try GooglePayTestTokenMinter(recipient: GooglePayRecipient(rawValue: recipient)) }
                == .invalidKey)
    }

    @Test(arguments: ["plaintext", "[1]", "{", "", #"{"messageId":"1"}"#])
    func aMessageGoogleDoesNotSignIsRefused(message: String) {
        #expect(
            Self.code { try Self.minter.mint(.ecV2, message: Data(message.utf8), now: Self.now) } == .invalidPaymentData
        )
    }

    @Test(arguments: [GooglePayProtocolVersion(rawValue: "ECv3"), GooglePayProtocolVersion(rawValue: "")])
    func aProtocolGoogleDoesNotSignIsRefused(version: GooglePayProtocolVersion) {
        let message = GooglePayTestTokenMinter.cardMessage(now: Self.now, messageId: "TEST")
        #expect(Self.code { try Self.minter.mint(version, message: message, now: Self.now) } == .invalidKey)
    }

    @Test func theKeysReadBackAsADecryptorTakesThem() throws {
        let keys = try GooglePayRootSigningKeys(jsonData: Self.minter.rootSigningKeysJSON)
        #expect(keys == Self.minter.rootSigningKeys)
        let key = try GooglePayPrivateKey(Self.minter.merchantKeyPEM)
        #expect(key.publicKeyBase64 == Self.minter.merchantKey.publicKeyBase64)
        #expect(String(decoding: Self.minter.merchantKeyPEM, as: UTF8.self).hasPrefix("-----BEGIN PRIVATE KEY-----\n"))
    }
}
