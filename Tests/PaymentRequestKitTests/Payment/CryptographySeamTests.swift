import Foundation
import Testing

@testable import PaymentRequestKit

/// The decryption seam, with gala's published intermediate values: the library derives the symmetric key from
/// the shared secret itself (with its SHA-256), and the caller's cryptography does the rest.
@Suite struct CryptographySeamTests {
    /// From `spreedly/gala`'s tests (MIT licence): the merchant identifier hash, the ECDH shared secret of its
    /// fixture key with the token's ephemeral key, and the symmetric key Apple's KDF derives from them.
    static let merchantIdentifierHash = hexBytes("358DA5890B9555C0A9EFB84B5CD6FF04BFDCD5AABF5DC14B9872D8DF51EAF439")!
    static let sharedSecret = Data(base64Encoded: "kHeh3zl41M+afin6kc+x8EyTeyaqVKLt5PhXnfspzwg=")!
    static let symmetricKey = Data(base64Encoded: "cZa29ESUCTGi770mBdtePJrhpfhmUo+XIDDBIHxpXts=")!

    /// A stand-in for a real implementation: it checks what the library hands it and answers as swift-crypto would
    /// for gala's token.
    final class Recording: PaymentTokenCryptography, @unchecked Sendable {
        var verified: Data?
        var openedWith: Data?
        func verifySignature(_ signature: Data, over signedData: Data, now: Date) throws { verified = signedData }
        func sharedSecret(ephemeralPublicKey: Data) throws -> Data { CryptographySeamTests.sharedSecret }
        func openAESGCM(_ data: Data, key: Data) throws -> Data {
            openedWith = key
            return Data(DecryptedPaymentDataTests.gala.utf8)
        }
    }

    @Test func theKeyDerivationMatchesThePublishedVector() {
        #expect(
            PaymentTokenEnvelope.symmetricKey(
                sharedSecret: Self.sharedSecret, merchantIdentifierHash: Self.merchantIdentifierHash)
                == Self.symmetricKey)
    }

    /// `clearhaus/pedicel`'s `spec/spreedly_spec.rb` (commit 2fdce15a; MIT licence): another merchant, another
    /// shared secret, the symmetric key its tests expect.
    @Test func pedicelsKeyDerivationVector() {
        let merchant = hexBytes("F938F4658CA2C1C9C38B8DFCB5DBB2A2245607DDE2F114620E8468EF52D208CA")!
        let secret = Data(hexBytes("6b6a4f7de992740e7ad059f32d2bfccdf76559d1894e89c0a4e2ead737e0c7cc")!)
        let key = PaymentTokenEnvelope.symmetricKey(sharedSecret: secret, merchantIdentifierHash: merchant)
        #expect(hexString(Array(key)) == "1ce49a828f59d43861ba442fce6829b8218fbb0ab55b40206ac31058d66f5086")
    }

    @Test func decryptionGoesThroughTheSeam() throws {
        let envelope = try PaymentTokenEnvelope(jsonData: Data(TokenEnvelopeTests.galaToken.utf8))
        let cryptography = Recording()
        let data = try envelope.decrypt(
            using: cryptography, merchantIdentifierHash: Self.merchantIdentifierHash, now: TokenEnvelopeTests.signedAt)
        #expect(data.transactionAmount == 100)
        #expect(cryptography.openedWith == Self.symmetricKey)
        // What is signed: the ephemeral key, the data and the transaction identifier, in that order.
        let expected = envelope.header.ephemeralPublicKey! + envelope.data + Data(envelope.header.transactionId)
        #expect(cryptography.verified == expected)
    }

    @Test func aFailedVerificationStopsDecryption() throws {
        struct Refusing: PaymentTokenCryptography {
            struct Invalid: Error {}
            func verifySignature(_ signature: Data, over signedData: Data, now: Date) throws { throw Invalid() }
            func sharedSecret(ephemeralPublicKey: Data) throws -> Data {
                Issue.record("derived a secret after a failed verification")
                return Data()
            }
            func openAESGCM(_ data: Data, key: Data) throws -> Data { Data() }
        }
        let envelope = try PaymentTokenEnvelope(jsonData: Data(TokenEnvelopeTests.galaToken.utf8))
        do {
            _ = try envelope.decrypt(
                using: Refusing(), merchantIdentifierHash: Self.merchantIdentifierHash,
                now: TokenEnvelopeTests.signedAt)
            Issue.record("decrypted after a failed verification")
        } catch {
            #expect(error.code == .signatureNotVerified)
        }
    }

    /// The signing time is checked before any cryptography: a stand-in that would decrypt anything is never asked
    /// three years after the signature.
    @Test func aTokenSignedLongAgoIsRefusedBeforeAnyCryptography() throws {
        let envelope = try PaymentTokenEnvelope(jsonData: Data(TokenEnvelopeTests.galaToken.utf8))
        let cryptography = Recording()
        do {
            _ = try envelope.decrypt(
                using: cryptography, merchantIdentifierHash: Self.merchantIdentifierHash,
                now: TokenEnvelopeTests.signedAt.addingTimeInterval(3 * 365 * 86_400))
            Issue.record("a token three years old was decrypted")
        } catch {
            #expect(error.code == .invalidToken)
            #expect(error.report?.errors.map(\.code) == ["token.signature.signingTime"])
        }
        #expect(cryptography.verified == nil)
        #expect(cryptography.openedWith == nil)
    }
}
