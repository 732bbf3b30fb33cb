import Foundation
import Testing

@testable import PaymentRequestKit

/// The token's envelope on a public vector, and mutated copies of it.
@Suite struct TokenEnvelopeTests {
    /// The `paymentData` of `spreedly/gala`'s `test/fixtures/token.json` (MIT licence), a real EC_v1 token whose
    /// decrypted payload the gala tests give: PAN 4109370251004320, expiry 200731, currency 840, amount 100.
    static let galaToken = [
        #"{"data":"Yq0ppjc3Icp4d3k8qYo5i4xcx5Oqo2Lae8aT7I2QMZ4wEv7qk37L1KLFESUhiDvxYicIlNLusZ42bxlmWbRnMzLbAXQ"#,
        #"rY1NusGviKQojDKs1jpoW7vI/XXLqJWV0wIihc3+BUk6uSUOX1kTshmLnGj6aAHPmGV83J5p+826YXVLjTP562okqKUmhScJm6yJ"#,
        #"V7aMfQCvGQKGU7UhvbUVQHJILG1auAjMNuDtAMJzlSJSE2ZVdqOJKMAMKO/aNu0hvU284YlMo1UcfUYCGWANeSLE2lNo2KE8ZEkw"#,
        #"HTDAL/F6jzCiW7I8+DUyWNg0A0xF8XQOUfAVOMjYANF3Tw7ys7QPcqtkbY+R2KSGwpQjlt5EhWG45lIDbAD29LfKssc3BQLDcXhA"#,
        #"PngYUB4Rv","signature":"MIAGCSqGSIb3DQEHAqCAMIACAQExDTALBglghkgBZQMEAgEwgAYJKoZIhvcNAQcBAACggDCCA+Mw"#,
        #"ggOIoAMCAQICCEwwQUlRnVQ2MAoGCCqGSM49BAMCMHoxLjAsBgNVBAMMJUFwcGxlIEFwcGxpY2F0aW9uIEludGVncmF0aW9uIENB"#,
        #"IC0gRzMxJjAkBgNVBAsMHUFwcGxlIENlcnRpZmljYXRpb24gQXV0aG9yaXR5MRMwEQYDVQQKDApBcHBsZSBJbmMuMQswCQYDVQQG"#,
        #"EwJVUzAeFw0xOTA1MTgwMTMyNTdaFw0yNDA1MTYwMTMyNTdaMF8xJTAjBgNVBAMMHGVjYy1zbXAtYnJva2VyLXNpZ25fVUM0LVBS"#,
        #"T0QxFDASBgNVBAsMC2lPUyBTeXN0ZW1zMRMwEQYDVQQKDApBcHBsZSBJbmMuMQswCQYDVQQGEwJVUzBZMBMGByqGSM49AgEGCCqG"#,
        #"SM49AwEHA0IABMIVd+3r1seyIY9o3XCQoSGNx7C9bywoPYRgldlK9KVBG4NCDtgR80B+gzMfHFTD9+syINa61dTv9JKJiT58DxOj"#,
        #"ggIRMIICDTAMBgNVHRMBAf8EAjAAMB8GA1UdIwQYMBaAFCPyScRPk+TvJ+bE9ihsP6K7/S5LMEUGCCsGAQUFBwEBBDkwNzA1Bggr"#,
        #"BgEFBQcwAYYpaHR0cDovL29jc3AuYXBwbGUuY29tL29jc3AwNC1hcHBsZWFpY2EzMDIwggEdBgNVHSAEggEUMIIBEDCCAQwGCSqG"#,
        #"SIb3Y2QFATCB/jCBwwYIKwYBBQUHAgIwgbYMgbNSZWxpYW5jZSBvbiB0aGlzIGNlcnRpZmljYXRlIGJ5IGFueSBwYXJ0eSBhc3N1"#,
        #"bWVzIGFjY2VwdGFuY2Ugb2YgdGhlIHRoZW4gYXBwbGljYWJsZSBzdGFuZGFyZCB0ZXJtcyBhbmQgY29uZGl0aW9ucyBvZiB1c2Us"#,
        #"IGNlcnRpZmljYXRlIHBvbGljeSBhbmQgY2VydGlmaWNhdGlvbiBwcmFjdGljZSBzdGF0ZW1lbnRzLjA2BggrBgEFBQcCARYqaHR0"#,
        #"cDovL3d3dy5hcHBsZS5jb20vY2VydGlmaWNhdGVhdXRob3JpdHkvMDQGA1UdHwQtMCswKaAnoCWGI2h0dHA6Ly9jcmwuYXBwbGUu"#,
        #"Y29tL2FwcGxlYWljYTMuY3JsMB0GA1UdDgQWBBSUV9tv1XSBhomJdi9+V4UH55tYJDAOBgNVHQ8BAf8EBAMCB4AwDwYJKoZIhvdj"#,
        #"ZAYdBAIFADAKBggqhkjOPQQDAgNJADBGAiEAvglXH+ceHnNbVeWvrLTHL+tEXzAYUiLHJRACth69b1UCIQDRizUKXdbdbrF0YDWx"#,
        #"HrLOh8+j5q9svYOAiQ3ILN2qYzCCAu4wggJ1oAMCAQICCEltL786mNqXMAoGCCqGSM49BAMCMGcxGzAZBgNVBAMMEkFwcGxlIFJv"#,
        #"b3QgQ0EgLSBHMzEmMCQGA1UECwwdQXBwbGUgQ2VydGlmaWNhdGlvbiBBdXRob3JpdHkxEzARBgNVBAoMCkFwcGxlIEluYy4xCzAJ"#,
        #"BgNVBAYTAlVTMB4XDTE0MDUwNjIzNDYzMFoXDTI5MDUwNjIzNDYzMFowejEuMCwGA1UEAwwlQXBwbGUgQXBwbGljYXRpb24gSW50"#,
        #"ZWdyYXRpb24gQ0EgLSBHMzEmMCQGA1UECwwdQXBwbGUgQ2VydGlmaWNhdGlvbiBBdXRob3JpdHkxEzARBgNVBAoMCkFwcGxlIElu"#,
        #"Yy4xCzAJBgNVBAYTAlVTMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE8BcRhBnXZIXVGl4lgQd26ICi7957rk3gjfxLk+EzVtVm"#,
        #"WzWuItCXdg0iTnu6CP12F86Iy3a7ZnC+yOgphP9URaOB9zCB9DBGBggrBgEFBQcBAQQ6MDgwNgYIKwYBBQUHMAGGKmh0dHA6Ly9v"#,
        #"Y3NwLmFwcGxlLmNvbS9vY3NwMDQtYXBwbGVyb290Y2FnMzAdBgNVHQ4EFgQUI/JJxE+T5O8n5sT2KGw/orv9LkswDwYDVR0TAQH/"#,
        #"BAUwAwEB/zAfBgNVHSMEGDAWgBS7sN6hWDOImqSKmd6+veuv2sskqzA3BgNVHR8EMDAuMCygKqAohiZodHRwOi8vY3JsLmFwcGxl"#,
        #"LmNvbS9hcHBsZXJvb3RjYWczLmNybDAOBgNVHQ8BAf8EBAMCAQYwEAYKKoZIhvdjZAYCDgQCBQAwCgYIKoZIzj0EAwIDZwAwZAIw"#,
        #"Os9yg1EWmbGG+zXDVspiv/QX7dkPdU2ijr7xnIFeQreJ+Jj3m1mfmNVBDY+d6cL+AjAyLdVEIbCjBXdsXfM4O5Bn/Rd8LCFtlk/G"#,
        #"cmmCEm9U+Hp9G5nLmwmJIWEGmQ8Jkh0AADGCAYcwggGDAgEBMIGGMHoxLjAsBgNVBAMMJUFwcGxlIEFwcGxpY2F0aW9uIEludGVn"#,
        #"cmF0aW9uIENBIC0gRzMxJjAkBgNVBAsMHUFwcGxlIENlcnRpZmljYXRpb24gQXV0aG9yaXR5MRMwEQYDVQQKDApBcHBsZSBJbmMu"#,
        #"MQswCQYDVQQGEwJVUwIITDBBSVGdVDYwCwYJYIZIAWUDBAIBoIGTMBgGCSqGSIb3DQEJAzELBgkqhkiG9w0BBwEwHAYJKoZIhvcN"#,
        #"AQkFMQ8XDTIzMDMwNzA1MzM0OFowKAYJKoZIhvcNAQk0MRswGTALBglghkgBZQMEAgGhCgYIKoZIzj0EAwIwLwYJKoZIhvcNAQkE"#,
        #"MSIEIJXg9laO8GZQ3e7qotaBAiW3XANtPVYAITW0e2zuBgV6MAoGCCqGSM49BAMCBEYwRAIgI9sl0DG8DMwK75+/oCkajtBCDl45"#,
        #"I1eNKAe3nXqfmDMCIBfRX9INGxJV/oPuAQRG9cDycP5ygAsFfWF/pgsLCC76AAAAAAAA","header":{"publicKeyHash":"+9V"#,
        #"wJrqieiPF2ZRB0xHFYhgQ6RYza5hfrVLpdB1KtKI=","ephemeralPublicKey":"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgA"#,
        #"EOCAXb0lgOyGSfC2Z/0zeB6ibdUrI6Il7x7gIyigIRBVqwQMLus7vXzhQG331GRA0bdZeIfGkiYdN+pNtCay9DQ==","transact"#,
        #"ionId":"117a9854c5886bdff1815c06ae695c171bc22b1e37994ad9fbe77a3efb868034"},"version":"EC_v1"}"#,
    ].joined()

    static func envelope(_ change: (inout [String: Any]) -> Void = { _ in }) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(galaToken.utf8)) as? [String: Any])
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    static func header(_ change: @escaping (inout [String: Any]) -> Void) -> (inout [String: Any]) -> Void {
        { object in
            var header = object["header"] as! [String: Any]
            change(&header)
            object["header"] = header
        }
    }

    static func codes(_ report: ValidationReport) -> [String] { report.violations.map { "\($0.code)@\($0.path)" } }

    @Test func thePublicVectorIsWellFormed() throws {
        let envelope = try PaymentTokenEnvelope(jsonData: Data(Self.galaToken.utf8))
        #expect(envelope.version == .ecV1)
        #expect(envelope.header.publicKeyHash.count == 32)
        #expect(envelope.header.ephemeralPublicKey?.count == 91)
        #expect(
            hexString(envelope.header.transactionId)
                == "117a9854c5886bdff1815c06ae695c171bc22b1e37994ad9fbe77a3efb868034")
        #expect(envelope.signature.prefix(2) == Data([0x30, 0x80]), "Apple's signatures are BER, indefinite length")
        let identifier = "117A9854C5886BDFF1815C06AE695C171BC22B1E37994AD9FBE77A3EFB868034"
        #expect(envelope.validate(transactionIdentifier: identifier).violations.isEmpty)
        #expect(try PaymentTokenEnvelope(jsonData: envelope.jsonData()) == envelope)
        #expect(try JSONDecoder().decode(PaymentTokenEnvelope.self, from: Data(Self.galaToken.utf8)) == envelope)
        // Through the payment token the page receives.
        let token = try PaymentToken(
            paymentMethod: PaymentMethod(network: "Visa"), transactionIdentifier: identifier,
            paymentData: Data(Self.galaToken.utf8))
        #expect(try token.envelope() == envelope)
    }

    @Test func theMatchingChecks() throws {
        let envelope = try PaymentTokenEnvelope(jsonData: Data(Self.galaToken.utf8))
        #expect(
            Self.codes(envelope.validate(transactionIdentifier: "00")) == [
                "token.transactionIdentifier.mismatch@header.transactionId"
            ])
        var request = Fixtures.coffeeShop()
        request.applicationData = nil
        #expect(envelope.validate(request: request).violations.isEmpty)
        request.applicationData = Data("order-42".utf8)
        #expect(
            Self.codes(envelope.validate(request: request)) == ["token.applicationData.mismatch@header.applicationData"]
        )
        var withHash = envelope
        withHash.header.applicationData = SHA256.hash(Array("order-42".utf8))
        #expect(withHash.validate(request: request).violations.isEmpty)
        request.applicationData = nil
        #expect(
            Self.codes(withHash.validate(request: request)) == ["token.applicationData.mismatch@header.applicationData"]
        )
    }

    @Test(arguments: [
        (
            "RSA_v1 with the EC key",
            // Gala's signature is an EC token's, which an RSA_v1 token's must not be.
            [
                "token.key.missing@header.wrappedKey", "token.key.unexpected@header.ephemeralPublicKey",
                "token.signature.algorithms@signature",
            ]
        ),
        ("both keys", ["token.key.unexpected@header.wrappedKey"]),
        ("no key", ["token.key.missing@header.ephemeralPublicKey"]),
        ("a truncated key", ["token.ephemeralPublicKey.invalid@header.ephemeralPublicKey"]),
        ("a short hash", ["token.publicKeyHash.length@header.publicKeyHash"]),
        ("a short application data hash", ["token.applicationData.length@header.applicationData"]),
        // The signature is read as a whole once the envelope decodes: empty, it is no CMS container.
        (
            "empty data and signature",
            ["token.data.empty@data", "token.data.empty@signature", "token.signature.malformed@signature"]
        ),
    ])
    func mutatedCopies(mutation: String, expected: [String]) throws {
        let data: Data
        switch mutation {
        case "RSA_v1 with the EC key": data = try Self.envelope { $0["version"] = "RSA_v1" }
        case "both keys": data = try Self.envelope(Self.header { $0["wrappedKey"] = "AAAA" })
        case "no key": data = try Self.envelope(Self.header { $0["ephemeralPublicKey"] = nil })
        case "a truncated key":
            data = try Self.envelope(Self.header { $0["ephemeralPublicKey"] = "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" })
        case "a short hash":
            data = try Self.envelope(Self.header { $0["publicKeyHash"] = Data(count: 31).base64EncodedString() })
        case "a short application data hash":
            data = try Self.envelope(Self.header { $0["applicationData"] = String(repeating: "ab", count: 31) })
        default:
            data = try Self.envelope {
                $0["data"] = ""
                $0["signature"] = ""
            }
        }
        #expect(Self.codes(PaymentTokenEnvelope.validate(jsonData: data, for: .init(now: Self.signedAt))) == expected)
    }

    @Test(
        arguments: [
            ("data", "not base64!", "token.base64@data"),
            ("version", "EC_v2", "json.unknownValue@version"),
            ("header", nil, "json.missingKey@header"),
            ("transactionId", "xyz", "token.hex@header.transactionId"),
            ("applicationData", "abc", "token.hex@header.applicationData"),
        ] as [(String, String?, String)])
    func envelopesThatMustNotDecode(key: String, value: String?, expected: String) throws {
        let data =
            ["transactionId", "applicationData"].contains(key)
            ? try Self.envelope(Self.header { $0[key] = value }) : try Self.envelope { $0[key] = value }
        #expect(Self.codes(PaymentTokenEnvelope.validate(jsonData: data, for: .init(now: Self.signedAt))) == [expected])
        #expect(throws: DecodingError.self) { try PaymentTokenEnvelope(jsonData: data) }
    }

    @Test func p256KeysAreRecognised() throws {
        let key = try #require(
            Data(
                base64Encoded:
                    "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEOCAXb0lgOyGSfC2Z/0zeB6ibdUrI6Il7x7gIyigIRBVqwQMLus7vXzhQG331GRA0bdZeIfGkiYdN+pNtCay9DQ=="
            ))
        #expect(PaymentTokenEnvelope.isP256PublicKey(Array(key)))
        var other = Array(key)
        other[22] = 0x22  // the curve's last arc: secp384r1's, not prime256v1's
        #expect(!PaymentTokenEnvelope.isP256PublicKey(other))
        #expect(!PaymentTokenEnvelope.isP256PublicKey(Array(key) + [0]))
        #expect(!PaymentTokenEnvelope.isP256PublicKey([]))
    }

    /// The signing time of gala's token: 2023-03-07T05:33:48Z.
    static let signedAt = Fixtures.date("2023-03-07T05:33:48Z")

    @Test func theSignatureContainerOfThePublicVector() throws {
        let envelope = try PaymentTokenEnvelope(jsonData: Data(Self.galaToken.utf8))
        let container = try CMSSignedData(ber: [UInt8](envelope.signature))
        #expect(container.certificates.count == 2)
        #expect(container.signingTime == Self.signedAt)
        #expect(envelope.validateSignatureContainer(now: Self.signedAt).violations.isEmpty)
        #expect(envelope.validateSignatureContainer(now: Self.signedAt.addingTimeInterval(299)).violations.isEmpty)
        #expect(
            Self.codes(envelope.validateSignatureContainer(now: Self.signedAt.addingTimeInterval(301))) == [
                "token.signature.signingTime@signature"
            ])
        #expect(
            Self.codes(envelope.validateSignatureContainer(now: Self.signedAt.addingTimeInterval(-301))) == [
                "token.signature.signingTime@signature"
            ])
        #expect(
            envelope.validateSignatureContainer(now: Self.signedAt.addingTimeInterval(3600), allowedClockSkew: 7200)
                .violations.isEmpty)
    }

    /// Copies of the signature with one thing broken: each is reported, none traps.
    @Test func mutatedSignatures() throws {
        var envelope = try PaymentTokenEnvelope(jsonData: Data(Self.galaToken.utf8))
        let signature = [UInt8](envelope.signature)
        func codes(_ bytes: [UInt8], version: PaymentTokenEnvelope.Version = .ecV1) -> [String] {
            envelope.signature = Data(bytes)
            envelope.version = version
            return Self.codes(envelope.validateSignatureContainer(now: Self.signedAt))
        }
        // The leaf's marker OID changed by one byte: no leaf.
        let leaf: [UInt8] = [0x06, 0x09] + PaymentTokenEnvelope.leafMarker
        let at = try #require(
            (0..<signature.count).first { Array(signature[$0..<min($0 + leaf.count, signature.count)]) == leaf })
        var noLeaf = signature
        noLeaf[at + leaf.count - 1] = 0x1E
        #expect(codes(noLeaf) == ["token.signature.certificates@signature"])
        // The RSA version's algorithm is not ECDSA's.
        #expect(codes(signature, version: .rsaV1) == ["token.signature.algorithms@signature"])
        // Truncated, at every length that ends inside the structure: malformed, never a trap.
        for length in stride(from: 0, to: signature.count - 8, by: 97) {
            #expect(codes(Array(signature.prefix(length))) == ["token.signature.malformed@signature"], "\(length)")
        }
        // A length that claims more than there is.
        var overlong = signature
        overlong[1] = 0x84
        #expect(codes(overlong).first == "token.signature.malformed@signature")
        // Indefinite lengths nested deeper than the reader goes.
        let deep = [UInt8](repeating: 0x30, count: 1) + Array(repeating: [0x30, 0x80], count: 40).flatMap { $0 }
        #expect(codes(deep) == ["token.signature.malformed@signature"])
        // One sentence, not "An element inside" once per level.
        envelope.signature = Data(Array(repeating: [0x30, 0x80], count: 40).flatMap { $0 })
        let message = try #require(envelope.validateSignatureContainer(now: Self.signedAt).violations.first?.message)
        #expect(message.components(separatedBy: "An element inside").count == 2, "\(message)")
        #expect(message.contains("nests indefinite lengths deeper than 32"))
    }
}
