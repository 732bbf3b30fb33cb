import Foundation
import PaymentRequestKit
import Testing

/// Every rule of Google Pay's token, root keys and decrypted message: a document that satisfies them all, and for
/// each rule one that breaks it, with the exact violations.
@Suite struct GooglePayTokenRuleTests {
    static func codes(_ report: ValidationReport) -> [String] { report.violations.map { "\($0.code)@\($0.path)" } }

    static func text(_ object: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    static let point = Data([0x04] + [UInt8](repeating: 7, count: 64))
    static let spki = Data(
        [
            0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01, 0x06, 0x08, 0x2A, 0x86, 0x48,
            0xCE, 0x3D, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00,
        ] + point)
    /// 2026-11-27T12:00:00Z.
    static let now = Date(timeIntervalSince1970: 1_795_780_800)
    static let later = "1795867200000"

    static func sealed(_ change: (inout [String: Any]) -> Void = { _ in }) -> String {
        var message: [String: Any] = [
            "encryptedMessage": Data("ciphertext".utf8).base64EncodedString(),
            "ephemeralPublicKey": point.base64EncodedString(),
            "tag": Data(repeating: 1, count: 32).base64EncodedString(),
        ]
        change(&message)
        return text(message)
    }

    static func signedKey(_ change: (inout [String: Any]) -> Void = { _ in }) -> String {
        var key: [String: Any] = ["keyValue": spki.base64EncodedString(), "keyExpiration": later]
        change(&key)
        return text(key)
    }

    static func token(_ change: (inout [String: Any]) -> Void = { _ in }) -> Data {
        var token: [String: Any] = [
            "protocolVersion": "ECv2", "signature": Data([0x30, 0x06]).base64EncodedString(),
            "intermediateSigningKey": [
                "signedKey": signedKey(), "signatures": [Data([0x30, 0x06]).base64EncodedString()],
            ],
            "signedMessage": sealed(),
        ]
        change(&token)
        return Data(text(token).utf8)
    }

    @Test(arguments: [
        ("a clean token", token(), []),
        ("signature", token { $0["signature"] = "not base64!" }, ["googlePay.base64@signature"]),
        ("extra member", token { $0["extra"] = 1 }, ["googlePay.member.unexpected@extra"]),
        (
            "extra member in the sealed message", token { $0["signedMessage"] = sealed { $0["iv"] = "" } },
            ["googlePay.member.unexpected@signedMessage.iv"]
        ),
        (
            "expiry",
            token {
                $0["intermediateSigningKey"] = [
                    "signedKey": signedKey { $0["keyExpiration"] = "soon" }, "signatures": ["MAY="],
                ]
            },
            ["googlePay.expiration.invalid@intermediateSigningKey.signedKey.keyExpiration"]
        ),
        (
            "unknown version", token { $0["protocolVersion"] = "ECv3" },
            ["googlePay.protocolVersion.unknown@protocolVersion"]
        ),
        (
            "ECv2 without its key", token { $0["intermediateSigningKey"] = nil },
            ["googlePay.intermediateSigningKey.missing@intermediateSigningKey"]
        ),
        (
            "ECv1 with a key", token { $0["protocolVersion"] = "ECv1" },
            ["googlePay.intermediateSigningKey.unexpected@intermediateSigningKey"]
        ),
        (
            "no signatures",
            token { $0["intermediateSigningKey"] = ["signedKey": signedKey(), "signatures": [String]()] },
            ["googlePay.signatures.empty@intermediateSigningKey.signatures"]
        ),
        (
            "four distinct signatures",
            token {
                $0["intermediateSigningKey"] = [
                    "signedKey": signedKey(),
                    "signatures": (1...4).map { Data([0x30, UInt8($0)]).base64EncodedString() },
                ]
            },
            []
        ),
        (
            "five signatures",
            token {
                $0["intermediateSigningKey"] = [
                    "signedKey": signedKey(),
                    "signatures": (1...5).map { Data([0x30, UInt8($0)]).base64EncodedString() },
                ]
            },
            ["googlePay.signatures.count@intermediateSigningKey.signatures"]
        ),
        (
            "one signature twice",
            token {
                $0["intermediateSigningKey"] = [
                    "signedKey": signedKey(),
                    "signatures": [
                        Data([0x30, 0x06]).base64EncodedString(), Data([0x30, 0x06]).base64EncodedString(),
                    ],
                ]
            },
            ["googlePay.signatures.count@intermediateSigningKey.signatures"]
        ),
        (
            "not a P-256 key",
            token {
                $0["intermediateSigningKey"] = [
                    "signedKey": signedKey { $0["keyValue"] = "MAY=" }, "signatures": ["MAY="],
                ]
            }, ["googlePay.publicKey.invalid@intermediateSigningKey.signedKey.keyValue"]
        ),
        (
            "compressed point",
            token {
                $0["signedMessage"] = sealed {
                    $0["ephemeralPublicKey"] = Data([0x02] + [UInt8](repeating: 7, count: 32)).base64EncodedString()
                }
            }, ["googlePay.ephemeralPublicKey.invalid@signedMessage.ephemeralPublicKey"]
        ),
        (
            "short tag", token { $0["signedMessage"] = sealed { $0["tag"] = "AAAA" } },
            ["googlePay.tag.length@signedMessage.tag"]
        ),
        (
            "empty message", token { $0["signedMessage"] = sealed { $0["encryptedMessage"] = "" } },
            ["googlePay.encryptedMessage.empty@signedMessage.encryptedMessage"]
        ),
    ])
    func tokenRules(name: String, json: Data, expected: [String]) {
        #expect(Self.codes(GooglePayToken.validate(jsonData: json)) == expected, "\(name)")
    }

    static func keys(_ keys: [[String: Any]]) -> Data { Data(text(["keys": keys]).utf8) }
    static var goodKey: [String: Any] {
        [
            "keyValue": spki.base64EncodedString(), "protocolVersion": "ECv2", "keyExpiration": later,
        ]
    }

    @Test(arguments: [
        ("clean keys", keys([goodKey, ["keyValue": spki.base64EncodedString(), "protocolVersion": "ECv1"]]), []),
        ("no keys", keys([]), ["googlePay.rootKeys.empty@keys"]),
        (
            "expired", keys([goodKey.merging(["keyExpiration": "1795780800000"]) { $1 }]),
            ["googlePay.rootKey.expired@keys[0].keyExpiration"]
        ),
        (
            "ECv2 without expiry", keys([goodKey.filter { $0.key != "keyExpiration" }]),
            ["googlePay.rootKey.expirationMissing@keys[0].keyExpiration"]
        ),
        (
            "unknown protocol", keys([goodKey.merging(["protocolVersion": "ECv9"]) { $1 }]),
            ["googlePay.rootKey.protocolUnknown@keys[0].protocolVersion"]
        ),
        (
            "not a key", keys([goodKey.merging(["keyValue": "MAY="]) { $1 }]),
            ["googlePay.publicKey.invalid@keys[0].keyValue"]
        ),
        ("not Base64", keys([goodKey.merging(["keyValue": "?"]) { $1 }]), ["googlePay.base64@keys[0].keyValue"]),
    ])
    func rootKeyRules(name: String, json: Data, expected: [String]) {
        #expect(
            Self.codes(GooglePayRootSigningKeys.validate(jsonData: json, for: .init(now: Self.now))) == expected,
            "\(name)")
    }

    static func message(_ change: (inout [String: Any], inout [String: Any]) -> Void = { _, _ in }) -> Data {
        var details: [String: Any] = [
            "pan": "4111111111111111", "expirationMonth": 12, "expirationYear": 2030, "authMethod": "PAN_ONLY",
        ]
        var message: [String: Any] = [
            "messageExpiration": later, "messageId": "AH2Ejtf", "paymentMethod": "CARD",
        ]
        change(&message, &details)
        message["paymentMethodDetails"] = details
        return Data(text(message).utf8)
    }

    static let details = "paymentMethodDetails"

    /// Each row sets one member of a clean message (`paymentMethodDetails.` for the card's) and expects one
    /// violation at it, or at the card's member the row names; the first row changes nothing.
    @Test(arguments: [
        ("", "", ""),
        ("paymentMethodDetails.pan", "4111 1111", "googlePay.message.pan.invalid@"),
        ("paymentMethodDetails.expirationMonth", "13", "googlePay.message.expirationMonth.invalid@"),
        ("paymentMethodDetails.expirationYear", "30", "googlePay.message.expirationYear.invalid@"),
        ("paymentMethodDetails.expirationYear", "2025", "googlePay.message.cardExpired@expirationMonth"),
        ("paymentMethodDetails.authMethod", "3DS", "googlePay.message.authMethod.unknown@"),
        ("paymentMethodDetails.cryptogram", "AAAA", "googlePay.message.fieldSet@"),
        ("paymentMethodDetails.authMethod", "CRYPTOGRAM_3DS", "googlePay.message.fieldSet@cryptogram"),
        ("paymentMethod", "TOKENIZED_CARD", "googlePay.message.paymentMethod.unknown@"),
        ("messageExpiration", "1795780800000", "googlePay.message.expired@"),
        ("messageExpiration", "-1", "googlePay.expiration.invalid@"),
    ])
    func messageRules(member: String, value: String, expected: String) {
        let json = Self.message { message, details in
            let isNumber = member.hasSuffix("Month") || member.hasSuffix("Year")
            let stored: Any = isNumber ? Int(value)! : value
            if member.hasPrefix("\(Self.details).") {
                details[String(member.dropFirst(Self.details.count + 1))] = stored
            } else if !member.isEmpty {
                message[member] = stored
            }
        }
        let code = expected.prefix { $0 != "@" }
        let at = expected.drop { $0 != "@" }.dropFirst()
        let expectations = expected.isEmpty ? [] : ["\(code)@" + (at.isEmpty ? member : "\(Self.details).\(at)")]
        #expect(
            Self.codes(GooglePayPaymentMessage.validate(jsonData: json, for: .init(now: Self.now))) == expectations,
            "\(member)")
    }

    static let request = GooglePayPaymentDataRequest(
        merchantInfo: .init(merchantName: "Example", merchantId: "123"),
        cardPaymentMethod: .init(
            allowedAuthMethods: ["PAN_ONLY"], allowedCardNetworks: ["VISA"],
            tokenizationSpecification: .paymentGateway("example", merchantId: "gm-1")),
        transactionInfo: .init(currencyCode: "USD", totalPriceStatus: .final, totalPrice: "1.00"))

    @Test func messagesAreMatchedAgainstTheirRequest() {
        let gateway = GooglePayRecipient.gateway("example")
        let clean = Self.message { m, _ in m["gatewayMerchantId"] = "gm-1" }
        #expect(
            Self.codes(
                GooglePayPaymentMessage.validate(
                    jsonData: clean,
                    for: .init(now: Self.now, googlePayRequest: Self.request, googlePayRecipient: gateway))) == [])
        let other = Self.message { m, d in
            m["gatewayMerchantId"] = "gm-2"
            d["authMethod"] = "CRYPTOGRAM_3DS"
            d["cryptogram"] = "AAAA"
        }
        #expect(
            Self.codes(
                GooglePayPaymentMessage.validate(
                    jsonData: other,
                    for: .init(now: Self.now, googlePayRequest: Self.request, googlePayRecipient: .merchant("123"))))
                == [
                    "googlePay.message.authMethod.notAllowed@\(Self.details).authMethod",
                    "googlePay.message.recipient.mismatch@",
                    "googlePay.message.gatewayMerchantId.mismatch@gatewayMerchantId",
                ])
        #expect(GooglePayPaymentMessage.recipient(of: Self.request) == gateway)
    }

    @Test func documentsAreRecognised() throws {
        #expect(PaymentDocumentKind(jsonData: Self.token()) == .googlePayToken)
        #expect(PaymentDocumentKind(jsonData: Self.keys([Self.goodKey])) == .googlePayRootSigningKeys)
        #expect(PaymentDocumentKind(jsonData: Self.message()) == .googlePayPaymentMessage)
        let report = PaymentDocument.validate(
            jsonData: Self.message(), for: PaymentDocument.Context(now: Self.now))
        #expect(report.kind == .googlePayPaymentMessage && report.isValid)
        // Byte-stable: what is read is written the same, and read back to the same value.
        for data in [Self.token(), Self.keys([Self.goodKey]), Self.message()] {
            let document = try PaymentDocument(jsonData: data)
            #expect(try PaymentDocument(jsonData: document.jsonData()).jsonData() == document.jsonData())
        }
        let token = try GooglePayToken(jsonData: Self.token())
        #expect(try GooglePayToken(jsonData: token.jsonData()) == token)
        #expect(try JSONDecoder().decode(GooglePayToken.self, from: token.jsonData()) == token)
        #expect(token.sealedMessage?.tag.count == 32)
        #expect(token.intermediateSigningKey?.key?.keyExpiration == Self.later)
    }

    @Test(arguments: [
        "", "[]", #"{"protocolVersion":1}"#, #"{"signedMessage":"{"}"#,
        #"{"signedMessage":"[1]","protocolVersion":"ECv1"}"#,
        #"{"intermediateSigningKey":{"signedKey":"{\"keyValue\":7}","signatures":"x"}}"#,
    ])
    func hostileTokensFailToDecode(json: String) {
        #expect(throws: DecodingError.self) { try GooglePayToken(jsonData: Data(json.utf8)) }
        #expect(!GooglePayToken.validate(jsonData: Data(json.utf8)).isValid)
    }

    /// A byte-order mark begins a whole document, never one inside a string: Tink refuses it in the signed message
    /// and the signed key, and so does the library, at the member's path; the outer document may still have one.
    @Test func aByteOrderMarkInsideANestedDocumentIsRefused() throws {
        let bom = "\u{FEFF}"
        for (name, token) in [
            ("signed message", Self.token { $0["signedMessage"] = bom + Self.sealed() }),
            (
                "signed key",
                Self.token {
                    $0["intermediateSigningKey"] = [
                        "signedKey": bom + Self.signedKey(), "signatures": [Data([0x30, 0x06]).base64EncodedString()],
                    ]
                }
            ),
        ] {
            let report = GooglePayToken.validate(jsonData: token)
            #expect(report.violations.map(\.code) == ["json.malformed"], "\(name): \(report)")
            #expect(report.violations.first?.message.contains("byte-order mark") == true)
            #expect(throws: DecodingError.self) { try GooglePayToken(jsonData: token) }
        }
        #expect(GooglePayToken.validate(jsonData: Data([0xEF, 0xBB, 0xBF]) + Self.token()).isValid)
    }

    /// What the writers write, to the byte: members in Google's order, absent ones left out, the signed strings as
    /// they were read (Tink's vector's `\u003d` escapes included, which its signature covers).
    @Test func writersAreByteExact() throws {
        let keys = GooglePayRootSigningKeys(keys: [
            .init(keyValue: Data([1, 2]), protocolVersion: .ecV1, keyExpiration: nil),
            .init(keyValue: Data([3]), protocolVersion: .ecV2, keyExpiration: "1795867200000"),
        ])
        #expect(
            keys.jsonString()
                == #"{"keys":[{"keyValue":"AQI=","protocolVersion":"ECv1"},{"keyValue":"Aw==","protocolVersion":"ECv2","keyExpiration":"1795867200000"}]}"#
        )
        let message = GooglePayPaymentMessage(
            gatewayMerchantId: "gm", messageExpiration: "1", messageId: "m",
            paymentMethodDetails: .init(
                pan: "4111111111111111", expirationMonth: 1, expirationYear: 2030, authMethod: .cryptogram3DS,
                cryptogram: "c", eciIndicator: "05"))
        #expect(
            message.jsonString()
                == #"{"gatewayMerchantId":"gm","messageExpiration":"1","messageId":"m","paymentMethod":"CARD","paymentMethodDetails":{"expirationYear":2030,"expirationMonth":1,"pan":"4111111111111111","authMethod":"CRYPTOGRAM_3DS","cryptogram":"c","eciIndicator":"05"}}"#
        )
        #expect(message.redacted.paymentMethodDetails.pan == "************1111")
        let tink = Data(
            #"{"protocolVersion":"ECv1","signedMessage":"{\"encryptedMessage\":\"AA==\",\"ephemeralPublicKey\":\"BA==\",\"tag\":\"ZVw\\u003d\"}","signature":"MEQ\u003d"}"#
                .utf8)
        let token = try GooglePayToken(jsonData: tink, limits: .default)
        #expect(token.signedMessage == #"{"encryptedMessage":"AA==","ephemeralPublicKey":"BA==","tag":"ZVw\u003d"}"#)
        #expect(token.signature == Data(base64Encoded: "MEQ="))
        #expect(token.sealedMessage?.tag == Data(base64Encoded: "ZVw="))
        #expect(
            token.jsonString()
                == #"{"signature":"MEQ=","protocolVersion":"ECv1","signedMessage":"{\"encryptedMessage\":\"AA==\",\"ephemeralPublicKey\":\"BA==\",\"tag\":\"ZVw\\u003d\"}"}"#
        )
    }

    @Test func signedBytesAreLengthPrefixed() {
        #expect(GooglePayToken.signedBytes("Google", "") == Data([6, 0, 0, 0] + Array("Google".utf8) + [0, 0, 0, 0]))
        #expect(GooglePayRecipient("merchant:1")?.kind == .merchant)
        #expect(GooglePayRecipient("gateway:") == nil)
        #expect(GooglePayRecipient("someRecipient") == nil)
        #expect(GooglePayRecipient("gateway:a b") == nil)
    }
}
