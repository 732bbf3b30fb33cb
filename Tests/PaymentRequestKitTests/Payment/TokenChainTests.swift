import Foundation
import Testing

@testable import PaymentRequestKit

/// The signature's chain checked without keys, on the TEST vectors of Scripts/make-token-vectors.py: each
/// keyless check has a copy of the signature that breaks it alone.
@Suite struct TokenChainTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Tokens/Test")

    static func data(_ file: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(file)) }

    static let root = try! PaymentTokenRoot.untrustedTestRoot(certificate: data("test-root.pem"))
    static let token = try! PaymentTokenEnvelope(jsonData: data("ec-token.json"))
    static let signedAt = try! #require(CMSSignedData(ber: [UInt8](token.signature)).signingTime)

    static func codes(_ report: ValidationReport) -> [String] { report.violations.map(\.code) }

    @Test func appleRootCAG3IsPinned() {
        let root = PaymentTokenRoot.appleRootCAG3
        #expect(root.fingerprint == PaymentTokenRoot.appleRootCAG3Fingerprint)
        #expect(root.isAppleRoot)
        let parsed = root.parsed
        #expect(Array(parsed.serialNumber) == [0x2D, 0xC5, 0xFC, 0x88, 0xD2, 0xC5, 0x4B, 0x95])
        #expect(parsed.issuer.elementsEqual(parsed.subject))
        #expect(parsed.notAfter == Fixtures.date("2039-04-30T18:19:06Z"))
    }

    @Test func testRootsAreCertificatesButNeverApples() throws {
        #expect(!Self.root.isAppleRoot)
        #expect(Self.root.fingerprint.count == 64)
        #expect(throws: PaymentTokenRoot.InvalidCertificate.self) {
            try PaymentTokenRoot.untrustedTestRoot(certificate: Data("not a certificate".utf8))
        }
        #expect(throws: PaymentTokenRoot.InvalidCertificate.self) {
            try PaymentTokenRoot.untrustedTestRoot(certificate: PaymentTokenRoot.appleRootCAG3.certificate)
        }
    }

    @Test func theTestChainPassesUnderItsRootAndSaysSo() {
        let report = Self.token.validateSignatureContainer(now: Self.signedAt, root: Self.root)
        #expect(Self.codes(report) == ["token.signature.testRoot"])
        #expect(report.isValid)
        // Under Apple's root, the same chain leads nowhere Apple's does.
        #expect(Self.codes(Self.token.validateSignatureContainer(now: Self.signedAt)) == ["token.signature.root"])
    }

    struct Mutation: Sendable, CustomTestStringConvertible {
        var name: String
        var signature: Data
        var expected: [String]
        var testDescription: String { name }
    }

    static let mutations: [Mutation] = {
        let object = try! JSONSerialization.jsonObject(with: data("mutations.json")) as! [String: [String: Any]]
        return object.keys.sorted().map { name in
            Mutation(
                name: name, signature: Data(base64Encoded: object[name]!["signature"] as! String)!,
                expected: object[name]!["expected"] as! [String])
        }
    }()

    @Test(arguments: mutations)
    func eachKeylessCheckHasItsBreakingCopy(mutation: Mutation) {
        var token = Self.token
        token.signature = mutation.signature
        let report = token.validateSignatureContainer(now: Self.signedAt, root: Self.root)
        #expect(Self.codes(report) == ["token.signature.testRoot"] + mutation.expected)
    }

    @Test func certificatesAreReadInFull() throws {
        let container = try CMSSignedData(ber: [UInt8](Self.token.signature))
        let certificates = try container.certificates.map { try X509Certificate(der: Array($0)) }
        #expect(certificates.count == 2)
        #expect(container.signerCount == 1)
        #expect(certificates.contains { container.signerIdentifier.names($0) })
        let leaf = try #require(certificates.first { $0.hasExtension(PaymentTokenEnvelope.leafMarker) })
        let intermediate = try #require(
            certificates.first { $0.hasExtension(PaymentTokenEnvelope.intermediateMarker) })
        #expect(leaf.authorityKeyIdentifier.map(Array.init) == intermediate.subjectKeyIdentifier.map(Array.init))
        #expect(PaymentTokenEnvelope.issued(leaf, by: intermediate))
        #expect(!PaymentTokenEnvelope.issued(intermediate, by: leaf))
    }
}
