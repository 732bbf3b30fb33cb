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
    ])
    func keysAndTheirCertificates(certificate: String, key: String, matches: Bool) throws {
        let parsed = try MerchantCertificate(data: Self.data(certificate))
        #expect(try parsed.isCertificate(of: Self.data(key)) == matches)
    }

    @Test func aKeyThatCannotBeRead() throws {
        let parsed = try MerchantCertificate(data: Self.data("Test/merchant-ec-certificate.pem"))
        #expect(throws: PaymentTokenError.self) { try parsed.isCertificate(of: Data("not a key".utf8)) }
        #expect(throws: PaymentTokenError.self) {
            try parsed.isCertificate(of: Self.data("Test/merchant-ec-certificate.pem"))
        }
    }
}
