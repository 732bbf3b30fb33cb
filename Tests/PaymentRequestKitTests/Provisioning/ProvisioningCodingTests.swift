import Foundation
import Testing

@testable import PaymentRequestKit

/// A provisioning document that must not decode, with the first problem's code and path.
struct BadProvisioningDocument: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable { case configuration, input, passRequest }
    var name: String
    var kind: Kind
    var json: String
    var code: String
    var path: String

    var testDescription: String { name }

    func decode() throws {
        let data = Data(json.utf8)
        switch kind {
        case .configuration: _ = try AddPaymentPassRequestConfiguration(jsonData: data)
        case .input: _ = try AddPaymentPassRequestInput(jsonData: data)
        case .passRequest: _ = try AddPaymentPassRequest(jsonData: data)
        }
    }

    func report() -> ValidationReport {
        let data = Data(json.utf8)
        switch kind {
        case .configuration: return AddPaymentPassRequestConfiguration.validate(jsonData: data)
        case .input: return AddPaymentPassRequestInput.validate(jsonData: data, for: .init(now: Fixtures.now))
        case .passRequest: return AddPaymentPassRequest.validate(jsonData: data)
        }
    }
}

private let nonce = #""nonce":"jzoZxA==","nonceSignature":"AAEC""#

let badProvisioningDocuments: [BadProvisioningDocument] = [
    .init(name: "configuration not JSON", kind: .configuration, json: "{", code: "json.malformed", path: ""),
    .init(name: "configuration is an array", kind: .configuration, json: "[]", code: "json.type", path: ""),
    .init(
        name: "no scheme", kind: .configuration, json: #"{"cardholderName":"Jane"}"#, code: "json.missingKey",
        path: "encryptionScheme"),
    .init(
        name: "unknown scheme", kind: .configuration, json: #"{"encryptionScheme":"ecc_v2"}"#,
        code: "json.unknownValue", path: "encryptionScheme"),
    .init(
        name: "unknown style", kind: .configuration, json: #"{"encryptionScheme":"ECC_V2","style":"transit"}"#,
        code: "json.unknownValue", path: "style"),
    .init(
        name: "style as PassKit's number", kind: .configuration, json: #"{"encryptionScheme":"ECC_V2","style":1}"#,
        code: "json.type", path: "style"),
    .init(
        name: "card detail without value", kind: .configuration,
        json: #"{"encryptionScheme":"ECC_V2","cardDetails":[{"label":"Card"}]}"#, code: "json.missingKey",
        path: "cardDetails[0].value"),
    .init(
        name: "FeliCa as a string", kind: .configuration,
        json: #"{"encryptionScheme":"ECC_V2","requiresFelicaSecureElement":"true"}"#, code: "json.type",
        path: "requiresFelicaSecureElement"),
    .init(
        name: "no chain", kind: .input, json: #"{"encryptionScheme":"ECC_V2","#.appending(nonce) + "}",
        code: "json.missingKey", path: "certificateChain"),
    .init(
        name: "chain as one string", kind: .input,
        json: #"{"encryptionScheme":"ECC_V2","certificateChain":"MIIB",\#(nonce)}"#, code: "json.type",
        path: "certificateChain"),
    .init(
        name: "certificate in base64url", kind: .input,
        json: #"{"encryptionScheme":"ECC_V2","certificateChain":["ab-_"],\#(nonce)}"#, code: "provisioning.base64",
        path: "certificateChain[0]"),
    .init(
        name: "nonce in hex", kind: .input,
        json: #"{"encryptionScheme":"ECC_V2","certificateChain":[],"nonce":"8f3a19c4!","nonceSignature":"AA=="}"#,
        code: "provisioning.base64", path: "nonce"),
    .init(
        name: "no signature", kind: .input,
        json: #"{"encryptionScheme":"ECC_V2","certificateChain":[],"nonce":"jzoZxA=="}"#, code: "json.missingKey",
        path: "nonceSignature"),
    .init(
        name: "pass data not base64", kind: .passRequest, json: #"{"encryptedPassData":"%%%"}"#,
        code: "provisioning.base64", path: "encryptedPassData"),
    .init(
        name: "key as bytes", kind: .passRequest, json: #"{"ephemeralPublicKey":[4,1,2]}"#, code: "json.type",
        path: "ephemeralPublicKey"),
    .init(
        name: "pass data is null", kind: .passRequest, json: #"{"encryptedPassData":null}"#, code: "json.type",
        path: "encryptedPassData"),
]

@Suite struct ProvisioningCodingTests {
    static let configurationJSON =
        #"{"encryptionScheme":"ECC_V2","cardholderName":"Jane Appleseed","primaryAccountSuffix":"4242","cardDetails":[{"label":"Card","value":"Metal"}],"localizedDescription":"Blue Bank Visa","paymentNetwork":"visa"}"#

    @Test func configurationEncodesToPinnedBytes() throws {
        #expect(
            String(decoding: ProvisioningFixtures.configuration().jsonData(), as: UTF8.self) == Self.configurationJSON)
        var full = ProvisioningFixtures.configuration()
        full.style = .access
        full.primaryAccountIdentifier = "V-3018253329239943005544"
        full.productIdentifiers = ["b", "a"]
        full.requiresFelicaSecureElement = true
        full.paymentNetwork = .masterCard
        let expected =
            #"{"encryptionScheme":"ECC_V2","style":"access","cardholderName":"Jane Appleseed","primaryAccountSuffix":"4242","cardDetails":[{"label":"Card","value":"Metal"}],"localizedDescription":"Blue Bank Visa","primaryAccountIdentifier":"V-3018253329239943005544","paymentNetwork":"masterCard","productIdentifiers":["a","b"],"requiresFelicaSecureElement":true}"#
        #expect(String(decoding: full.jsonData(), as: UTF8.self) == expected)
        #expect(try AddPaymentPassRequestConfiguration(jsonData: Data(expected.utf8)) == full)
        let minimal = AddPaymentPassRequestConfiguration(encryptionScheme: .rsaV2)
        #expect(String(decoding: minimal.jsonData(), as: UTF8.self) == #"{"encryptionScheme":"RSA_V2"}"#)
    }

    @Test func inputEncodesToPinnedBytes() throws {
        let input = AddPaymentPassRequestInput(
            encryptionScheme: .rsaV2, certificateChain: [Data([1, 2, 3])], nonce: Data([0x8F, 0x3A, 0x19, 0xC4]),
            nonceSignature: Data([0, 1, 2]))
        let expected =
            #"{"encryptionScheme":"RSA_V2","certificateChain":["AQID"],"nonce":"jzoZxA==","nonceSignature":"AAEC"}"#
        #expect(String(decoding: input.jsonData(), as: UTF8.self) == expected)
        #expect(try AddPaymentPassRequestInput(jsonData: Data(expected.utf8)) == input)
    }

    @Test func passRequestEncodesToPinnedBytes() throws {
        let request = AddPaymentPassRequest(
            encryptedPassData: Data([1]), activationData: Data([2]), ephemeralPublicKey: Data([4]))
        let expected = #"{"encryptedPassData":"AQ==","activationData":"Ag==","ephemeralPublicKey":"BA=="}"#
        #expect(String(decoding: request.jsonData(), as: UTF8.self) == expected)
        #expect(try AddPaymentPassRequest(jsonData: Data(expected.utf8)) == request)
        #expect(String(decoding: AddPaymentPassRequest().jsonData(), as: UTF8.self) == "{}")
    }

    @Test func theExampleDocumentDecodesAndValidates() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Provisioning/valid-generate-request.json")
        let data = try Data(contentsOf: url)
        let input = try AddPaymentPassRequestInput(jsonData: data)
        #expect(input.certificateChain == [ProvisioningFixtures.leaf, ProvisioningFixtures.intermediate])
        #expect(input.validate(now: Fixtures.now, policy: ProvisioningFixtures.testPolicy).violations.isEmpty)
        var context = PaymentDocument.Context(now: Fixtures.now)
        context.issuerEncryptionPolicy = ProvisioningFixtures.testPolicy
        #expect(AddPaymentPassRequestInput.validate(jsonData: data, for: context).violations.isEmpty)
        // Under Apple's policy, the TEST intermediate is not Apple's.
        #expect(
            input.validate(now: Fixtures.now).violations.map(\.code) == ["provisioning.certificateChain.intermediate"])
        // The encoding is canonical: decoding it again gives the same value, and the same bytes.
        let again = try AddPaymentPassRequestInput(jsonData: input.jsonData())
        #expect(again == input && again.jsonData() == input.jsonData())
    }

    @Test func codableRoundTripsThroughFoundation() throws {
        struct Envelope: Codable, Equatable {
            var configuration: AddPaymentPassRequestConfiguration
            var input: AddPaymentPassRequestInput
            var answer: AddPaymentPassRequest
        }
        let envelope = Envelope(
            configuration: ProvisioningFixtures.configuration(), input: ProvisioningFixtures.input(),
            answer: ProvisioningFixtures.passRequest())
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(envelope)
        #expect(try JSONDecoder().decode(Envelope.self, from: data) == envelope)
        let bad = #"{"configuration":{"encryptionScheme":"ECC_V3"},"input":{},"answer":{}}"#
        #expect {
            try JSONDecoder().decode(Envelope.self, from: Data(bad.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["configuration", "encryptionScheme"]
                && ((context.underlyingError as? OtherProblems)?.report.errors.first)?.code == "json.unknownValue"
        }
    }

    @Test(arguments: badProvisioningDocuments)
    func decodeMustFail(document: BadProvisioningDocument) {
        #expect {
            try document.decode()
        } throws: { error in
            guard let error = error as? DecodingError else { return false }
            let violation: Violation?
            switch error {
            case .dataCorrupted(let context), .typeMismatch(_, let context), .keyNotFound(_, let context),
                .valueNotFound(_, let context):
                violation = (context.underlyingError as? OtherProblems)?.report.errors.first
            @unknown default: violation = nil
            }
            return violation?.code == document.code && violation?.path == document.path
        }
        let first = document.report().errors.first
        #expect(first?.code == document.code)
        #expect(first?.path == document.path)
    }

    @Test(
        arguments: [
            (#"{"encryptionScheme":"ECC_V2","cardholderName":"J"}"#, "configuration"),
            (#"{"paymentNetwork":"visa"}"#, "configuration"),
            (#"{"encryptionScheme":"ECC_V2","certificateChain":[]}"#, "generate-request-input"),
            (#"{"nonce":"AA=="}"#, "generate-request-input"),
            (#"{"encryptedPassData":"AA==","encryptionScheme":"ECC_V2"}"#, "pass-request"),
            (#"{"wrappedKey":"AA=="}"#, "pass-request"),
            // A request's keys say it is a request; with a provisioning document's own key, it is that document.
            (#"{"total":{}}"#, nil), (#"{"countryCode":"US","nonce":"AA=="}"#, "generate-request-input"),
            (#"{"unknown":1}"#, nil), ("{", nil), (#"{"encryptionScheme":"ECC_V2","#, nil),
        ] as [(String, String?)])
    func kindsAreToldApartByTheirKeys(json: String, kind: String?) {
        #expect(Self.validate(json).kind?.rawValue == kind)
    }

    /// A document read as one of the three provisioning kinds, told apart by its keys.
    static func validate(_ json: String) -> PaymentDocumentReport {
        var context = PaymentDocument.Context(now: Fixtures.now)
        context.issuerEncryptionPolicy = ProvisioningFixtures.testPolicy
        return PaymentDocument.validate(
            jsonData: Data(json.utf8), as: PaymentDocumentKind.kinds(named: "provisioning"), for: context)
    }

    @Test func validatingAnyKind() throws {
        func codes(_ json: String) -> [String] {
            Self.validate(json).violations.map { "\($0.code)@\($0.path)" }
        }
        #expect(codes(#"{"total":{},"countryCode":"US"}"#) == ["document.otherKind@"])
        #expect(
            Self.validate(#"{"total":{},"countryCode":"US"}"#).violations.first?.message
                == "The document is an Apple Pay JS payment request, not a provisioning configuration, a generate-request input or a pass request"
        )
        #expect(codes(#"{"unknown":1}"#) == ["document.unknown@"])
        #expect(
            Self.validate(#"{"unknown":1}"#).violations.first?.message
                == "The document has none of the keys of a provisioning configuration, a generate-request input or a pass request"
        )
        #expect(codes("[1]") == ["json.type@"])
        #expect(codes("{") == ["json.malformed@"])
        #expect(
            codes(#"{"cardholderName":"Jane","primaryAccountSuffix":"4242"}"#) == ["json.missingKey@encryptionScheme"])
        #expect(codes(#"{"nonce":"jzoZxA=="}"#).first == "json.missingKey@encryptionScheme")
        #expect(codes(#"{"wrappedKey":"AA==","encryptedPassData":"AA==","activationData":"AA=="}"#) == [])
        let example = try Data(contentsOf: Self.examples.appendingPathComponent("valid-generate-request.json"))
        #expect(Self.validate(String(decoding: example, as: UTF8.self)).violations.isEmpty)
    }

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Provisioning")

    @Test func everyDecodingRuleHasAFailingDocument() {
        let covered = Set(badProvisioningDocuments.map(\.code))
        for rule in ValidationRule.provisioningRules where rule.stage == .decoding {
            #expect(covered.contains(rule.code), "no document breaks \(rule.code)")
        }
    }

    @Test func everyProblemOfADocumentIsReported() {
        let json = #"""
            {"encryptionScheme":"ECC_V3","style":"transit","cardholderName":7,"primaryAccountSuffix":"4242424242424242",
             "cardDetails":[{"label":"A","value":"B"},{"label":1,"value":""},{"label":"","value":"C"}],
             "paymentNetwork":"acme","productIdentifiers":["x",2],"colour":"blue"}
            """#
        let report = AddPaymentPassRequestConfiguration.validate(jsonData: Data(json.utf8))
        #expect(
            report.violations.map { "\($0.code)@\($0.path)" } == [
                "json.unknownKey@colour",
                "json.unknownValue@encryptionScheme",
                "json.unknownValue@style",
                "json.type@cardholderName",
                "json.type@cardDetails[1].label",
                "json.type@productIdentifiers[1]",
                // The unreadable name and label are not judged again; the empty value beside the label is.
                "provisioning.primaryAccountSuffix.tooLong@primaryAccountSuffix",
                "provisioning.cardDetail.empty@cardDetails[1].value",
                "provisioning.cardDetail.empty@cardDetails[2].label",
                "provisioning.paymentNetwork.unknown@paymentNetwork",
            ])
        let input = #"{"encryptionScheme":"ECC_V2","certificateChain":["%","AAAA"],"nonce":"!!"}"#
        #expect(
            AddPaymentPassRequestInput.validate(jsonData: Data(input.utf8), for: .init(now: Fixtures.now)).violations
                .map {
                    "\($0.code)@\($0.path)"
                } == [
                    "provisioning.base64@certificateChain[0]", "provisioning.base64@nonce",
                    "json.missingKey@nonceSignature", "provisioning.certificate.invalid@certificateChain[1]",
                ])
    }
}
