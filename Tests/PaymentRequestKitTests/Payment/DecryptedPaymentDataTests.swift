import Foundation
import Testing

@testable import PaymentRequestKit

/// The decrypted payment data: its JSON, its checks, and the matching against the request that was paid.
@Suite struct DecryptedPaymentDataTests {
    /// What `spreedly/gala`'s tests (MIT licence) decrypt from their public token: a 1.00 USD 3-D Secure payment.
    static let gala =
        #"{"applicationPrimaryAccountNumber":"4109370251004320","applicationExpirationDate":"200731","currencyCode":"840","transactionAmount":100,"deviceManufacturerIdentifier":"040010030273","paymentDataType":"3DSecure","paymentData":{"onlinePaymentCryptogram":"Af9x/QwAA/DjmU65oyc1MAABAAA=","eciIndicator":"5"}}"#

    /// A day in the card's last valid month, July 2020.
    static let july2020 = Fixtures.date("2020-07-15T00:00:00Z")

    static func request(total: String = "1.00", capabilities: MerchantCapabilities = [.threeDSecure]) -> PaymentRequest
    {
        PaymentRequest(
            countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa], merchantCapabilities: capabilities,
            total: .final("Shop", Fixtures.amount(total)))
    }

    static func codes(_ report: ValidationReport) -> [String] { report.violations.map { "\($0.code)@\($0.path)" } }

    @Test func thePublicVectorDecodesAndMatchesItsRequest() throws {
        let data = try DecryptedPaymentData(jsonData: Data(Self.gala.utf8))
        #expect(data.transactionAmount == 100)
        #expect(data.payload.typeName == "3DSecure")
        guard case .threeDSecure(let cryptogram, let eci) = data.payload else {
            Issue.record("not 3DS")
            return
        }
        #expect(cryptogram.base64EncodedString() == "Af9x/QwAA/DjmU65oyc1MAABAAA=")
        #expect(eci == "5")
        #expect(String(decoding: data.jsonData(), as: UTF8.self) == Self.gala)
        #expect(try JSONDecoder().decode(DecryptedPaymentData.self, from: Data(Self.gala.utf8)) == data)
        #expect(data.validate(now: Self.july2020, request: Self.request()).violations.isEmpty)
    }

    @Test func merchantTokensTravelWithTheirMetadata() throws {
        let json =
            Self.gala.dropLast()
            + #","merchantTokenIdentifier":"DNITHE302308980427388297","merchantTokenMetadata":{"cardRefreshProactive":false,"cardMetadata":{"0":{"cardArt":"https://example.com/art.png"}}}}"#
        let data = try DecryptedPaymentData(jsonData: Data(json.utf8))
        #expect(data.merchantTokenIdentifier == "DNITHE302308980427388297")
        #expect(
            String(decoding: try #require(data.merchantTokenMetadataJSON), as: UTF8.self)
                == #"{"cardRefreshProactive":false,"cardMetadata":{"0":{"cardArt":"https://example.com/art.png"}}}"#)
        #expect(String(decoding: data.jsonData(), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(DecryptedPaymentData.self, from: Data(json.utf8)) == data)
    }

    @Test func theAccountNumberIsRedacted() throws {
        let data = try DecryptedPaymentData(jsonData: Data(Self.gala.utf8))
        var dumped = ""
        dump(data, to: &dumped)
        for text in [String(describing: data), String(reflecting: data), dumped] {
            #expect(!text.contains("410937025100"), "\(text)")
            #expect(text.contains("4320"))
        }
        #expect(data.unredactedDescription.contains("4109370251004320"))
    }

    @Test(arguments: [
        (Self.request(total: "1.50"), Self.july2020, ["decrypted.amount.mismatch@transactionAmount"]),
        // A total with more decimals than the currency has no count of minor units: a mismatch, never skipped.
        (Self.request(total: "1.001"), Self.july2020, ["decrypted.amount.mismatch@transactionAmount"]),
        (Self.request(total: "1.000"), Self.july2020, []),
        (Self.request(capabilities: [.emv]), Self.july2020, ["decrypted.type.capability@paymentDataType"]),
        (Self.request(), Fixtures.date("2020-08-01T00:00:00Z"), ["decrypted.expired@applicationExpirationDate"]),
        (Self.request(), Fixtures.date("2020-07-31T23:59:59Z"), []),
    ])
    func matchingChecks(request: PaymentRequest, now: Date, expected: [String]) throws {
        let data = try DecryptedPaymentData(jsonData: Data(Self.gala.utf8))
        #expect(Self.codes(data.validate(now: now, request: request)) == expected)
    }

    @Test func currencyAndMultiTokenMatching() throws {
        var data = try DecryptedPaymentData(jsonData: Data(Self.gala.utf8))
        var request = Self.request()
        request.currencyCode = .eur
        #expect(
            Self.codes(data.validate(now: Self.july2020, request: request)) == [
                "decrypted.currency.mismatch@currencyCode"
            ])
        request = Self.request()
        request.multiTokenContexts = [
            PaymentTokenContext(
                merchantIdentifier: "m1", externalIdentifier: "a", merchantName: "A", amount: Fixtures.amount("0.60")),
            PaymentTokenContext(
                merchantIdentifier: "m2", externalIdentifier: "b", merchantName: "B", amount: Fixtures.amount("0.40")),
        ]
        #expect(
            Self.codes(data.validate(now: Self.july2020, request: request)) == [
                "decrypted.authenticationResponses.mismatch@authenticationResponses"
            ])
        data.authenticationResponses = [
            .init(merchantIdentifier: "m2", authenticationData: Data([1]), transactionAmount: 40),
            .init(merchantIdentifier: "m1", authenticationData: Data([2]), transactionAmount: 60),
        ]
        #expect(data.validate(now: Self.july2020, request: request).violations.isEmpty)
        data.authenticationResponses[0].transactionAmount = 41
        #expect(!data.validate(now: Self.july2020, request: request).violations.isEmpty)
    }

    @Test(arguments: [
        ("applicationPrimaryAccountNumber", #""4109-3702""#, "decrypted.pan.invalid@applicationPrimaryAccountNumber"),
        ("applicationExpirationDate", #""201331""#, "decrypted.expirationDate.invalid@applicationExpirationDate"),
        ("currencyCode", #""USD""#, "decrypted.currency.invalid@currencyCode"),
        ("currencyCode", #""001""#, "decrypted.currency.invalid@currencyCode"),
        (
            "applicationPrimaryAccountNumber", #""0109370251004320""#,
            "decrypted.pan.invalid@applicationPrimaryAccountNumber"
        ),
        ("deviceManufacturerIdentifier", #""04001003027G""#, "decrypted.hex.invalid@deviceManufacturerIdentifier"),
        ("deviceManufacturerIdentifier", #""0400100302731""#, "decrypted.hex.invalid@deviceManufacturerIdentifier"),
        (
            "paymentData", #"{"onlinePaymentCryptogram":"AA==","eciIndicator":"ABC"}"#,
            "decrypted.eci.invalid@paymentData.eciIndicator"
        ),
        (
            "paymentData", #"{"onlinePaymentCryptogram":"AA==","eciIndicator":"123"}"#,
            "decrypted.eci.invalid@paymentData.eciIndicator"
        ),
    ])
    func valuesTheChecksRefuse(key: String, value: String, expected: String) throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(Self.gala.utf8)) as? [String: Any])
        object[key] = try JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
        let json = try JSONSerialization.data(withJSONObject: object)
        #expect(Self.codes(DecryptedPaymentData.validate(jsonData: json, for: .init(now: Self.july2020))) == [expected])
    }

    @Test(arguments: [
        (#""transactionAmount":100"#, #""transactionAmount":"100""#, "json.type@transactionAmount"),
        (#""paymentDataType":"3DSecure""#, #""paymentDataType":"3DS""#, "json.unknownValue@paymentDataType"),
        (
            #""onlinePaymentCryptogram":"Af9x/QwAA/DjmU65oyc1MAABAAA=","#, "",
            "json.missingKey@paymentData.onlinePaymentCryptogram"
        ),
        (#""eciIndicator":"5""#, #""eciIndicator":5"#, "json.type@paymentData.eciIndicator"),
        (
            #""eciIndicator":"5""#, #""eciIndicator":"5","emvData":"AA==""#,
            "decrypted.paymentData.fieldSet@paymentData.emvData"
        ),
        (
            #""eciIndicator":"5""#, #""eciIndicator":"5","encryptedPINData":"00""#,
            "decrypted.paymentData.fieldSet@paymentData.encryptedPINData"
        ),
        (
            #""paymentDataType":"3DSecure","paymentData":{"onlinePaymentCryptogram":"Af9x/QwAA/DjmU65oyc1MAABAAA=","eciIndicator":"5"}"#,
            #""paymentDataType":"EMV","paymentData":{"emvData":"AA==","eciIndicator":"5"}"#,
            "decrypted.paymentData.fieldSet@paymentData.eciIndicator"
        ),
    ])
    func dataThatMustNotDecode(from: String, to: String, expected: String) {
        let json = Self.gala.replacingOccurrences(of: from, with: to)
        #expect(
            Self.codes(DecryptedPaymentData.validate(jsonData: Data(json.utf8), for: .init(now: Self.july2020))) == [
                expected
            ])
        #expect(throws: DecodingError.self) { try DecryptedPaymentData(jsonData: Data(json.utf8)) }
    }

    /// The other type's fields are refused, and each type's own are accepted.
    @Test func eachTypeHasItsOwnFields() throws {
        let emv = Self.gala.replacingOccurrences(
            of:
                #""paymentDataType":"3DSecure","paymentData":{"onlinePaymentCryptogram":"Af9x/QwAA/DjmU65oyc1MAABAAA=","eciIndicator":"5"}"#,
            with: #""paymentDataType":"EMV","paymentData":{"emvData":"AA==","encryptedPINData":"0A1b"}"#)
        #expect(
            DecryptedPaymentData.validate(jsonData: Data(emv.utf8), for: .init(now: Self.july2020)).violations == [])
        #expect(
            DecryptedPaymentData.validate(jsonData: Data(Self.gala.utf8), for: .init(now: Self.july2020)).violations
                == [])
        let badPIN = emv.replacingOccurrences(of: "0A1b", with: "PIN!")
        #expect(
            Self.codes(DecryptedPaymentData.validate(jsonData: Data(badPIN.utf8), for: .init(now: Self.july2020))) == [
                "decrypted.hex.invalid@paymentData.encryptedPINData"
            ])
    }
}
