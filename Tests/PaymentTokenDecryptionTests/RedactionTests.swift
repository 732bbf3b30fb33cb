import Foundation
import PaymentRequestKit
import PaymentTokenDecryption
import Testing

/// Every public type that holds an account number, a cryptogram, EMV data, authentication data or a private key
/// describes, debug-describes, interpolates and mirrors itself redacted: a log line or a `dump` never holds them.
@Suite struct RedactionTests {
    /// A value, and what none of its printed forms may contain.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var value: @Sendable () throws -> Any
        var secrets: [String]
        var testDescription: String { name }
    }

    static let test = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Tokens")

    static func data(_ path: String) throws -> Data { try Data(contentsOf: test.appendingPathComponent(path)) }

    static func applePay() throws -> DecryptedPaymentData {
        try DecryptedPaymentData(jsonData: data("Test/plaintext.json"))
    }

    static func googlePay() throws -> GooglePayPaymentMessage {
        let decryptor = GooglePayTokenDecryptor(
            recipient: .merchant("12345678901234567890"),
            rootKeys: try GooglePayRootSigningKeys(jsonData: data("GooglePay/root-keys.json")),
            keys: [try GooglePayPrivateKey(data("GooglePay/merchant-key.pem"))])
        return try decryptor.decrypt(
            jsonData: data("GooglePay/ecv2-cryptogram-3ds.json"), now: Date(timeIntervalSince1970: 1_795_780_800))
    }

    static let applePAN = "4111111111111111"
    static let appleCryptogram = "Af9x/QwAA/DjmU65oyc1MAABAAA="
    static let appleCryptogramHex = "01ff71fd0c0003f0e3994eb9a3273530"
    static let googleCryptogram = "AAAAAA8qP9gIAAAAAAAAAAAAAAA="

    static let cases: [Case] = [
        Case(
            name: "DecryptedPaymentData", value: { try applePay() },
            secrets: [applePAN, appleCryptogram, appleCryptogramHex]),
        Case(
            name: "DecryptedPaymentData.Payload (3-D Secure)", value: { try applePay().payload },
            secrets: [appleCryptogram, appleCryptogramHex]),
        Case(
            name: "DecryptedPaymentData.Payload (EMV)",
            value: {
                DecryptedPaymentData.Payload.emv(
                    emvData: Data([0x9F, 0x26, 0x08, 0xAB, 0xCD]), encryptedPINData: "0F1E2D3C")
            },
            secrets: ["9f260", "9F260", "nyYIq80=", "0F1E2D3C"]),
        Case(
            name: "DecryptedPaymentData.AuthenticationResponse",
            value: {
                DecryptedPaymentData.AuthenticationResponse(
                    merchantIdentifier: "merchant.com.example", authenticationData: Data([0xDE, 0xAD, 0xBE, 0xEF]),
                    transactionAmount: 100)
            }, secrets: ["deadbeef", "DEADBEEF", "3q2+7w=="]),
        Case(name: "GooglePayPaymentMessage", value: { try googlePay() }, secrets: [applePAN, googleCryptogram]),
        Case(
            name: "GooglePayPaymentMessage.PaymentMethodDetails", value: { try googlePay().paymentMethodDetails },
            secrets: [applePAN, googleCryptogram]),
        Case(
            name: "MerchantPaymentProcessingKey",
            value: {
                try MerchantPaymentProcessingKey(
                    certificate: data("Test/merchant-ec-certificate.pem"), privateKey: data("Test/merchant-ec-key.pem"))
            }, secrets: ["OpenSSL", "agreement", "unwrapping", "Pointer"]),
        Case(
            name: "GooglePayPrivateKey", value: { try GooglePayPrivateKey(data("GooglePay/merchant-key.pem")) },
            secrets: ["OpenSSL", "agreement", "Pointer"]),
    ]

    @Test(arguments: cases)
    func printedFormsAreRedacted(_ item: Case) throws {
        let value = try item.value()
        var dumped = ""
        dump(value, to: &dumped)
        let forms = [String(describing: value), String(reflecting: value), "\(value)", dumped]
        for form in forms {
            for secret in item.secrets {
                #expect(!form.contains(secret), "\(item.name) printed \(secret): \(form)")
            }
        }
        #expect(forms.allSatisfy { $0.contains("redacted") || $0.contains("•••• ") }, "\(forms)")
    }

    /// The redacted forms still say what a developer needs: the last four digits, the sizes.
    @Test func redactedFormsSayWhatIsThere() throws {
        #expect(
            try Self.googlePay().paymentMethodDetails.description
                == "PaymentMethodDetails(pan: •••• 1111, expires: 12/2030, authMethod: CRYPTOGRAM_3DS, cryptogram: (redacted, 28 characters), eciIndicator: 05)"
        )
        #expect(
            try Self.applePay().payload.description
                == "3DSecure(onlinePaymentCryptogram: (redacted, 20 bytes), eciIndicator: 5)")
    }
}
