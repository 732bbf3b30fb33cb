import Foundation
import Testing

@testable import PaymentRequestKit

/// Apple's merchant certificates, read without their keys: the two real ones in `Examples/Tokens/Real`, the test
/// ones, and files that are not one certificate.
@Suite struct MerchantCertificateTests {
    static let tokens = PaymentDocumentKindTests.examples.appendingPathComponent("Tokens")

    static func file(_ path: String) throws -> Data { try Data(contentsOf: tokens.appendingPathComponent(path)) }

    static func date(_ text: String) -> Date { Fixtures.date(text) }

    /// Both real certificates are payment processing certificates (each decrypts its token in the decryption
    /// tests): one says so in its common name, the other, of 2014, says `Merchant ID:` but agrees keys.
    @Test func applesCertificatesTellWhatTheyAre() throws {
        let gala = try MerchantCertificate(data: Self.file("Real/gala-merchant-certificate.pem"))
        #expect(gala.role == .paymentProcessing)
        #expect(gala.merchantIdentifier == "merchant.test.spreedly.123merchant")
        #expect(gala.merchantIdentifierHash == "358DA5890B9555C0A9EFB84B5CD6FF04BFDCD5AABF5DC14B9872D8DF51EAF439")
        #expect(
            gala.merchantIdentifierHash == MerchantSession.merchantIdentifierHash("merchant.test.spreedly.123merchant"))
        #expect(
            gala.subject
                == "UID=merchant.test.spreedly.123merchant, CN=Apple Pay Payment Processing:merchant.test.spreedly.123merchant, OU=6D6MVLC567, O=Kyle   Owen, C=US"
        )
        #expect(
            gala.issuer
                == "CN=Apple Worldwide Developer Relations CA - G2, OU=Apple Certification Authority, O=Apple Inc., C=US"
        )
        #expect(gala.keyAlgorithm == "EC P-256" && gala.keySize == 256)
        #expect(gala.notBefore == Self.date("2021-08-31T14:15:09Z"))
        #expect(gala.notAfter == Self.date("2023-09-30T14:15:08Z"))
        let galaFile = try Self.file("Real/gala-merchant-certificate.pem")
        #expect(gala.publicKeyHash == PaymentTokenEnvelope.publicKeyHash(certificate: galaFile))

        let seatGeek = try MerchantCertificate(data: Self.file("Real/pedicel-merchant-certificate.pem"))
        #expect(seatGeek.role == .paymentProcessing)
        #expect(seatGeek.subject.contains("CN=Merchant ID: merchant.com.seatgeek.SeatGeek"))
        #expect(seatGeek.merchantIdentifier == "merchant.com.seatgeek.SeatGeek")
    }

    /// A TLS client certificate is the merchant identity certificate, whatever its common name says
    /// (Scripts/make-pkcs12-vectors.py makes this TEST one as Apple's are described: RSA 2048, clientAuth).
    @Test func aClientCertificateIsTheIdentityCertificate() throws {
        let identity = try MerchantCertificate(data: Self.file("Test/merchant-identity-certificate.pem"))
        #expect(identity.role == .merchantIdentity)
        #expect(identity.keyAlgorithm == "RSA" && identity.keySize == 2048)
        #expect(identity.merchantIdentifier == "merchant.com.example.test")
        #expect(identity.merchantIdentifierHash == MerchantSession.merchantIdentifierHash("merchant.com.example.test"))
        // The TEST payment processing certificates say neither clientAuth nor key agreement: unknown.
        #expect(try MerchantCertificate(data: Self.file("Test/merchant-ec-certificate.pem")).role == .unknown)
    }

    @Test func theTestCertificatesAndTheirKeys() throws {
        let rsa = try MerchantCertificate(data: Self.file("Test/merchant-rsa-certificate.pem"))
        #expect(rsa.keyAlgorithm == "RSA" && rsa.keySize == 2048)
        let p384 = try MerchantCertificate(data: Self.file("Test/refused-p384-certificate.pem"))
        #expect(p384.keyAlgorithm == "EC P-384" && p384.keySize == 384)
        // DER reads as PEM does.
        let pem = try Self.file("Test/merchant-ec-certificate.pem")
        let der = try #require(pemContents(pem, label: "CERTIFICATE"))
        #expect(try MerchantCertificate(data: der) == MerchantCertificate(data: pem))
    }

    /// The validity at the edges: a warning from 30 days before the end, an error after it and before the start.
    @Test(arguments: [
        ("2023-08-31T14:15:07Z", [String]()),
        ("2023-08-31T14:15:08Z", ["certificate.expiresSoon"]),
        ("2023-09-30T14:15:08Z", ["certificate.expiresSoon"]),
        ("2023-09-30T14:15:09Z", ["certificate.expired"]),
        ("2021-08-31T14:15:08Z", ["certificate.notYetValid"]),
    ])
    func validity(now: String, expected: [String]) throws {
        let gala = try MerchantCertificate(data: Self.file("Real/gala-merchant-certificate.pem"))
        #expect(gala.validate(now: Self.date(now)).violations.map(\.code) == expected)
    }

    @Test func theMessagesSayWhatToDo() throws {
        let gala = try MerchantCertificate(data: Self.file("Real/gala-merchant-certificate.pem"))
        #expect(
            gala.validate(now: Self.date("2023-09-20T14:15:08Z")).violations.map(\.message) == [
                "The payment processing certificate expires at 2023-09-30T14:15:08Z, in 10 days; make its successor and rotate now"
            ])
        #expect(
            gala.validate(now: Self.date("2024-01-01T00:00:00Z")).violations.map(\.message) == [
                "The payment processing certificate expired at 2023-09-30T14:15:08Z, before 2024-01-01T00:00:00Z"
            ])
    }

    /// A certificate without Apple's merchant extension is not a merchant certificate.
    @Test func aCertificateThatIsNotAMerchants() throws {
        let root = try MerchantCertificate(data: Self.file("Test/test-root.pem"))
        #expect(root.merchantIdentifierHash == nil && root.role == .unknown)
        #expect(
            root.validate(now: Fixtures.now, testIssuer: root.subject).violations.map { "\($0.code) \($0.severity)" }
                == ["certificate.notMerchant warning"])
    }

    /// A certificate Apple did not issue is an error, unless its issuer is the test CA named; Apple's is not.
    @Test func theIssuerIsApplesOrTheTestCAsNamed() throws {
        let test = try MerchantCertificate(data: Self.file("Test/merchant-ec-certificate.pem"))
        let root = try MerchantCertificate(data: Self.file("Test/test-root.pem"))
        let now = Self.date("2026-01-01T00:00:00Z")
        #expect(!test.isIssuedByApple)
        #expect(
            test.validate(now: now).violations.map { "\($0.code) \($0.severity)" } == [
                "certificate.issuer.notApple error"
            ])
        #expect(
            test.validate(now: now).violations.first?.message
                == "The certificate of unknown role was issued by \"CN=TEST Root CA - not Apple Root CA - G3, OU=TEST - not Apple, O=PaymentRequestKit test vectors, C=US\", not by Apple Worldwide Developer Relations"
        )
        #expect(test.validate(now: now, testIssuer: root.subject).violations.isEmpty)
        #expect(
            test.validate(now: now, testIssuer: "CN=Another TEST CA").violations.map(\.code) == [
                "certificate.issuer.notApple"
            ])
        let gala = try MerchantCertificate(data: Self.file("Real/gala-merchant-certificate.pem"))
        #expect(gala.isIssuedByApple && gala.issuer == MerchantCertificate.appleIssuer)
        #expect(gala.validate(now: Self.date("2022-01-01T00:00:00Z")).violations.isEmpty)
    }

    /// Apple's intermediate is reported from 30 days before its end, and after.
    @Test(arguments: [
        ("2029-04-05T00:00:00Z", [String]()), ("2029-04-07T00:00:00Z", ["certificate.issuer.expires"]),
        ("2029-05-07T00:00:00Z", ["certificate.issuer.expires"]),
    ])
    func applesIntermediateExpires(now: String, codes: [String]) throws {
        let gala = try MerchantCertificate(data: Self.file("Real/gala-merchant-certificate.pem"))
        let found = gala.validate(now: Self.date(now)).violations.filter { $0.code.hasPrefix("certificate.issuer") }
        #expect(found.map(\.code) == codes)
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test(arguments: [
        ("", "certificate.unreadable"),
        ("-----BEGIN CERTIFICATE-----\n!!!!\n-----END CERTIFICATE-----\n", "certificate.unreadable"),
        (String(repeating: "x", count: 65_537), "certificate.unreadable"),
    ])
    func filesThatAreNotOneCertificate(text: String, code: String) {
        do {
            _ = try MerchantCertificate(data: Data(text.utf8))
            Issue.record("read \(text.prefix(20))")
        } catch {
            #expect(error.report.violations.map(\.code) == [code])
        }
    }

    @Test func aChainWhereOneCertificateIsExpected() throws {
        let one = try Self.file("Test/merchant-ec-certificate.pem")
        do {
            _ = try MerchantCertificate(data: one + one)
            Issue.record("read a chain")
        } catch {
            #expect(error.report.violations.map(\.code) == ["certificate.chain"])
            #expect(
                error.description
                    == "error (document): The file holds 2 certificates; give the merchant certificate alone, not its chain [certificate.chain]"
            )
        }
    }
}
