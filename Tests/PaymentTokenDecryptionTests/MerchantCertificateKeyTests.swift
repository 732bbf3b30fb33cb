import Foundation
import PaymentRequestKit
import PaymentTokenDecryption
import Testing

/// Whether a private key is a merchant certificate's: the check before a server installs a key.
@Suite struct MerchantCertificateKeyTests {
    static func data(_ path: String) throws -> Data { try DecryptionTests.data(path) }

    @Test(arguments: [
        ("Real/gala-merchant-certificate.pem", "Real/gala-merchant-key.pem", true),
        ("Real/gala-merchant-certificate.pem", "Real/pedicel-merchant-key.pem", false),
        ("Test/merchant-rsa-certificate.pem", "Test/merchant-rsa-key.pem", true),
        ("Test/merchant-rsa-certificate.pem", "Test/merchant-ec-key.pem", false),
        ("Test/merchant-ec-certificate.pem", "Test/merchant-ec-key.pem", true),
        ("Test/merchant-identity-certificate.pem", "Test/merchant-identity-key.pem", true),
        // The identity key where the payment processing key belongs: the mix-up servers make.
        ("Test/merchant-ec-certificate.pem", "Test/merchant-identity-key.pem", false),
    ])
    func keysAndTheirCertificates(certificate: String, key: String, matches: Bool) throws {
        let parsed = try MerchantCertificate(data: Self.data(certificate))
        #expect(try parsed.isCertificate(of: Self.data(key)) == matches)
    }

    /// A merchant identity certificate given as the payment processing key is refused, naming what it is, rather
    /// than loaded to fail every token.
    @Test func anIdentityCertificateIsNotAPaymentProcessingKey() throws {
        let certificate = try Self.data("Test/merchant-identity-certificate.pem")
        let key = try Self.data("Test/merchant-identity-key.pem")
        do {
            _ = try MerchantPaymentProcessingKey(certificate: certificate, privateKey: key)
            Issue.record("a merchant identity certificate loaded as a payment processing key")
        } catch {
            #expect(error.code == .invalidKey)
            #expect(error.message.hasPrefix("The certificate is a merchant identity certificate"), "\(error.message)")
        }
    }

    @Test func aKeyThatCannotBeRead() throws {
        let parsed = try MerchantCertificate(data: Self.data("Test/merchant-ec-certificate.pem"))
        #expect(throws: PaymentTokenError.self) { try parsed.isCertificate(of: Data("not a key".utf8)) }
        #expect(throws: PaymentTokenError.self) {
            try parsed.isCertificate(of: Self.data("Test/merchant-ec-certificate.pem"))
        }
    }

    /// PKCS #12 files as keychains and OpenSSL export them (Scripts/make-pkcs12-vectors.py): read with their pass
    /// phrase into a key that decrypts, and refused with the reason otherwise.
    @Test(arguments: ["Test/merchant-ec.p12", "Test/merchant-ec-3des.p12"])
    func pkcs12Files(path: String) throws {
        let key = try MerchantPaymentProcessingKey(pkcs12: Self.data(path), passphrase: "test-passphrase")
        #expect(key.publicKeyHash == DecryptionTests.ecKey.publicKeyHash)
        #expect(key.kind == .ellipticCurve)
        let (certificate, matches) = try MerchantCertificate.fromPKCS12(Self.data(path), passphrase: "test-passphrase")
        #expect(matches)
        #expect(certificate == (try MerchantCertificate(data: Self.data("Test/merchant-ec-certificate.pem"))))
        let decryptor = PaymentTokenDecryptor(keys: [key], root: DecryptionTests.testRoot)
        let envelope = try DecryptionTests.envelope("Test/ec-token.json")
        let now = try #require(envelope.signingTime)
        #expect(try decryptor.decrypt(envelope, now: now) == DecryptionTests.plaintext)
    }

    @Test(arguments: [
        ("Test/merchant-ec.p12", "wrong", "The pass phrase is not the PKCS #12 file's: its MAC does not verify"),
        ("Test/merchant-ec-rc2.p12", "test-passphrase", "The PKCS #12 file's contents cannot be decrypted: "),
        ("Test/merchant-ec-certificate.pem", "test-passphrase", "The PKCS #12 file is not PKCS #12 in PEM or DER: "),
        (
            "Test/merchant-ec-nomac.p12", "test-passphrase",
            "The PKCS #12 file has no MAC, so its integrity cannot be checked before decrypting it"
        ),
        (
            "Test/merchant-ec-maciter.p12", "test-passphrase",
            "The PKCS #12 file's MAC asks for 1000001 iterations; at most 1000000 are computed"
        ),
        // Files whose MAC verifies, with a part's own derivation past the caps: refused before it is derived.
        (
            "Test/merchant-ec-part-iterations.p12", "test-passphrase",
            "A part of the PKCS #12 file asks its key derivation for 2147483647 iterations (scrypt: N x r x p); at most 1000000 are computed"
        ),
        (
            "Test/merchant-ec-key-iterations.p12", "test-passphrase",
            "A part of the PKCS #12 file asks its key derivation for 2147483647 iterations (scrypt: N x r x p); at most 1000000 are computed"
        ),
        (
            "Test/merchant-ec-total-iterations.p12", "test-passphrase",
            "The PKCS #12 file's parts ask their key derivations for 2000000 iterations together; at most 1500000 are computed"
        ),
    ])
    func pkcs12FilesThatDoNotRead(path: String, passphrase: String, message: String) throws {
        let data = try Self.data(path)
        do {
            _ = try MerchantPaymentProcessingKey(pkcs12: data, passphrase: passphrase)
            Issue.record("read \(path)")
        } catch {
            #expect(error.code == .invalidKey)
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func aTruncatedOrHugePKCS12File() throws {
        let whole = try Self.data("Test/merchant-ec.p12")
        #expect(throws: PaymentTokenError.self) {
            try MerchantPaymentProcessingKey(pkcs12: whole.prefix(whole.count / 2), passphrase: "test-passphrase")
        }
        #expect(throws: PaymentTokenError.self) {
            try MerchantPaymentProcessingKey(
                pkcs12: whole + Data(count: 64 << 10), passphrase: "test-passphrase")
        }
    }
}
