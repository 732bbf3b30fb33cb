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

/// RFC 5652 11.3: the signing time is one attribute of one value. A signature whose signed attributes carry it
/// twice, or with two values, is refused rather than read one way here and another way by a verifier.
@Suite struct SigningTimeAttributeTests {
    /// A DER element as a tree: constructed elements hold their children, the others their contents.
    indirect enum Element: Equatable {
        case constructed(UInt8, [Element])
        case primitive(UInt8, [UInt8])

        static func parse(_ bytes: ArraySlice<UInt8>) -> [Element] {
            var elements = [Element]()
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let tag = bytes[index]
                var length = Int(bytes[index + 1])
                var header = 2
                if length >= 0x80 {
                    let count = length & 0x7F
                    length = bytes[(index + 2)..<(index + 2 + count)].reduce(0) { $0 << 8 | Int($1) }
                    header += count
                }
                let contents = bytes[(index + header)..<(index + header + length)]
                elements.append(tag & 0x20 != 0 ? .constructed(tag, parse(contents)) : .primitive(tag, Array(contents)))
                index += header + length
            }
            return elements
        }

        var encoded: [UInt8] {
            let (tag, contents): (UInt8, [UInt8])
            switch self {
            case .constructed(let t, let children): (tag, contents) = (t, children.flatMap(\.encoded))
            case .primitive(let t, let bytes): (tag, contents) = (t, bytes)
            }
            guard contents.count >= 0x80 else { return [tag, UInt8(contents.count)] + contents }
            let length = withUnsafeBytes(of: UInt32(contents.count).bigEndian) { Array($0).drop { $0 == 0 } }
            return [tag, 0x80 | UInt8(length.count)] + length + contents
        }

        /// The element with `change` applied to every signed-attributes list ([0] of attribute sequences).
        func rewritingSignedAttributes(_ change: ([Element]) -> [Element]) -> Element {
            guard case .constructed(let tag, let children) = self else { return self }
            let isAttributes =
                tag == 0xA0
                && children.contains {
                    if case .constructed(0x30, let parts) = $0,
                        case .primitive(0x06, Self.signingTimeOID)? = parts.first
                    {
                        return true
                    }
                    return false
                }
            if isAttributes { return .constructed(tag, change(children)) }
            return .constructed(tag, children.map { $0.rewritingSignedAttributes(change) })
        }

        static let signingTimeOID: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x09, 0x05]

        var isSigningTime: Bool {
            if case .constructed(0x30, let parts) = self, case .primitive(0x06, Self.signingTimeOID)? = parts.first {
                return true
            }
            return false
        }
    }

    static let signature = [UInt8](TokenChainTests.token.signature)

    static func rewritten(_ change: ([Element]) -> [Element]) -> [UInt8] {
        Element.parse(signature[...]).flatMap { $0.rewritingSignedAttributes(change).encoded }
    }

    @Test func theTreeWritesTheSignatureBack() {
        #expect(Self.rewritten { $0 } == Self.signature)
    }

    @Test func oneSigningTimeIsRead() throws {
        #expect(try CMSSignedData(ber: Self.signature).signingTime == TokenChainTests.signedAt)
    }

    @Test func aSecondSigningTimeIsRefused() {
        let twice = Self.rewritten { attributes in attributes + attributes.filter(\.isSigningTime) }
        #expect(twice.count > Self.signature.count)
        #expect(throws: DERReader.Failure.self) { try CMSSignedData(ber: twice) }
    }

    @Test func aSigningTimeOfTwoValuesIsRefused() {
        let twoValues = Self.rewritten { attributes in
            attributes.map { attribute in
                guard attribute.isSigningTime, case .constructed(let tag, let parts) = attribute,
                    case .constructed(let setTag, let values) = parts[1]
                else { return attribute }
                return .constructed(tag, [parts[0], .constructed(setTag, values + values)])
            }
        }
        #expect(throws: DERReader.Failure.self) { try CMSSignedData(ber: twoValues) }
    }
}
