// An issuer's server handler for adding a card to Wallet (in-app provisioning).
//
// The issuer's app calls its server from PassKit's `generateRequestWithCertificateChain` delegate method with
// the certificate chain, nonce and nonce signature. The server checks them, encrypts the card data for Apple
// and answers with an AddPaymentPassRequest, all within PassKit's 20 seconds.
//
// The encryption is the issuer's own (an HSM or a cryptography library of its choice); this example stands in
// for it with DUMMY bytes that are NOT encrypted, so that the shape of a real answer can be shown and checked.
import Foundation
import PaymentRequestKit

/// What the handler answers: a pass request, or the violations that made it refuse.
enum HandlerResult {
    case answer(AddPaymentPassRequest)
    case refused(ValidationReport)
}

/// Stands in for the issuer's encryption: NOT encrypted, NOT for production.
func dummyEncryptedPassData(for input: AddPaymentPassRequestInput) -> Data {
    Data("DUMMY - NOT ENCRYPTED - nonce \(input.nonce.count) bytes, signature \(input.nonceSignature.count) bytes".utf8)
}

/// The handler: decode, check, "encrypt", check the answer, answer.
func handleGenerateRequest(_ body: Data, now: Date) -> HandlerResult {
    var context = PaymentDocument.Context(now: now)
    // This example's chain is TEST (Scripts/generate-test-certificates.py): its root stands in for Apple's. A real
    // server keeps Apple's issuer encryption policy, the default.
    context.issuerEncryptionPolicy = .testRoot(named: "CN=TEST Root CA, O=PaymentRequestKit TEST ONLY, C=US")
    let report = AddPaymentPassRequestInput.validate(jsonData: body, for: context)
    guard report.isValid, let input = try? AddPaymentPassRequestInput(jsonData: body) else {
        return .refused(report)
    }
    // A real server now verifies the chain's signatures up to Apple's root and the nonce signature with its
    // cryptography library, then encrypts the card data with the leaf certificate's public key.
    var answer = AddPaymentPassRequest(
        encryptedPassData: dummyEncryptedPassData(for: input),
        activationData: Data("DUMMY activation data".utf8)
    )
    if input.encryptionScheme == .rsaV2 {
        answer.wrappedKey = Data(repeating: 0xEE, count: 256)  // DUMMY: the size of an RSA-2048 wrapped key.
    } else {
        answer.ephemeralPublicKey = Data([0x04] + Array(repeating: 0xEE, count: 64))  // DUMMY P-256 point.
    }
    let answerReport = answer.validate(for: input.encryptionScheme)
    return answerReport.isValid ? .answer(answer) : .refused(answerReport)
}

let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Provisioning")
let now = Date()

// The app's configuration, checked before the app shows the add-card sheet.
var configuration = AddPaymentPassRequestConfiguration(encryptionScheme: .eccV2)
configuration.cardholderName = "Jane Appleseed"
configuration.primaryAccountSuffix = "4242"
configuration.paymentNetwork = .visa
print("Configuration: \(configuration)")
print("  \(configuration.validate())")

for name in ["valid-generate-request.json", "invalid-generate-request.json"] {
    let body = try Data(contentsOf: examples.appendingPathComponent(name))
    print("\nPOST /wallet/add-card with \(name):")
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        let deadline = CompletionDeadline.addPaymentPass(clock: ContinuousClock())
        let result = handleGenerateRequest(body, now: now)
        do {
            try deadline.checkInTime()
            print("  answered within PassKit's \(deadline.limit) (\(deadline.remaining) left)")
        } catch {
            print("  \(error)")
        }
        switch result {
        case .answer(let answer):
            print("  200 OK " + String(decoding: answer.jsonData(), as: UTF8.self))
        case .refused(let report):
            print("  422 Unprocessable Content")
            for violation in report.violations { print("    \(violation)") }
        }
    }
}
