import Foundation
import Testing

@testable import PaymentRequestKit

@Suite struct PaymentDocumentKindTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// Every example document, valid and invalid, with the kind its keys say it is.
    static let exampleKinds: [(file: String, kind: PaymentDocumentKind)] = [
        ("Requests/valid-apple-minimal.json", .applePayRequest),
        ("Requests/valid-coffee-shop.json", .applePayRequest),
        ("Requests/valid-disbursement.json", .applePayRequest),
        ("Requests/invalid-country-code.json", .applePayRequest),
        ("Requests/invalid-recurring-and-deferred.json", .applePayRequest),
        ("Session/valid-shipping-contact-update.json", .requestUpdate),
        ("Session/invalid-shipping-contact-update.json", .requestUpdate),
        ("Session/valid-authorization-result.json", .authorizationResult),
        ("Session/invalid-authorization-result.json", .authorizationResult),
        ("Provisioning/valid-configuration.json", .addPaymentPassConfiguration),
        ("Provisioning/invalid-configuration.json", .addPaymentPassConfiguration),
        ("Provisioning/valid-generate-request.json", .generateRequestInput),
        ("Provisioning/valid-pass-request.json", .passRequest),
        ("Provisioning/invalid-pass-request.json", .passRequest),
        ("Tokens/gala-payment.json", .payment),
        ("Tokens/gala-token.json", .paymentToken),
        ("Tokens/gala-payment-data.json", .paymentTokenEnvelope),
        ("Tokens/gala-decrypted.json", .decryptedPaymentData),
        ("Tokens/gala-request.json", .applePayRequest),
        ("Interop/coffee-shop.w3c.json", .w3cPaymentRequest),
        ("Interop/dinar.w3c.json", .w3cPaymentRequest),
        ("Interop/coffee-shop.google-pay.json", .googlePayPaymentDataRequest),
        ("Interop/dinar.google-pay.json", .googlePayPaymentDataRequest),
    ]

    @Test(arguments: exampleKinds.map(\.file))
    func examplesAreRecognised(file: String) throws {
        let data = try Data(contentsOf: Self.examples.appendingPathComponent(file))
        let expected = try #require(Self.exampleKinds.first { $0.file == file }).kind
        #expect(PaymentDocumentKind.candidates(jsonData: data) == [expected])
        #expect(PaymentDocumentKind(jsonData: data) == expected)
    }

    /// Documents written here: what marks each kind, what a typo leaves, and where the keys cannot decide.
    static let keyCases: [(keys: [String], kinds: [PaymentDocumentKind])] = [
        (["type", "shippingMethod"], [.sheetEvent]),
        (["shippingMethod"], [.sheetEvent]),
        (["validationURL"], [.sheetEvent]),
        (["type", "paymentMethod"], [.sheetEvent]),
        // A token's member and an event's member: the caller must say which.
        (["paymentMethod"], [.paymentToken, .sheetEvent]),
        (["paymentMethod", "transactionIdentifier"], [.paymentToken]),
        // An update's member and a result's member.
        (["errors"], [.requestUpdate, .authorizationResult]),
        (["status", "errors"], [.authorizationResult]),
        (["newTotal", "errors"], [.requestUpdate]),
        (["merchantIdentifier", "displayName", "initiative", "initiativeContext"], [.merchantValidationRequest]),
        // A request key marks a request, though provisioning documents share none of its keys.
        (["countryCode", "cardholderName"], [.applePayRequest]),
        (["encryptionScheme"], [.addPaymentPassConfiguration, .generateRequestInput]),
        (["encryptionScheme", "nonce"], [.generateRequestInput]),
        (["version", "data", "signature", "header"], [.paymentTokenEnvelope]),
        (["applicationPrimaryAccountNumber", "currencyCode"], [.decryptedPaymentData]),
        (["methodData", "details"], [.w3cPaymentRequest]),
        // Google's request and the payment data answering it share their version keys; the others decide.
        (
            ["apiVersion", "apiVersionMinor", "shippingAdressRequired"],
            [.googlePayPaymentDataRequest, .googlePayPaymentData]
        ),
        (["apiVersion", "apiVersionMinor", "transactionInfo"], [.googlePayPaymentDataRequest]),
        (["apiVersion", "apiVersionMinor", "paymentMethodData"], [.googlePayPaymentData]),
        (["callbackTrigger", "paymentMethodData", "shippingAddress"], [.googlePayIntermediatePaymentData]),
        (["newTransactionInfo", "error"], [.googlePayRequestUpdate]),
        (["transactionState", "error"], [.googlePayAuthorizationResult]),
        (["requestId", "methodName", "details"], [.w3cPaymentResponse]),
        (["total", "shippingAddressErrors"], [.w3cDetailsUpdate]),
        (["total", "displayItems"], [.w3cDetailsUpdate]),
        // `updateWith({total})` and a request of a total alone: either.
        (["total"], [.applePayRequest, .w3cDetailsUpdate]),
        (["total", "countryCode"], [.applePayRequest]),
        (["payer", "shippingAddress"], [.w3cValidationErrors]),
        // A misspelt key next to a known one: the known one decides.
        (["countryCode", "supportedNetwork"], [.applePayRequest]),
        ([], []),
        (["nothing", "known"], []),
    ]

    @Test(arguments: keyCases.indices)
    func keysDecide(index: Int) {
        let (keys, kinds) = Self.keyCases[index]
        #expect(Set(PaymentDocumentKind.candidates(keys: keys)) == Set(kinds), "keys \(keys)")
        let object = "{" + keys.map { "\"\($0)\":null" }.joined(separator: ",") + "}"
        // One policy: keys that fit no kind are read as a request, keys that fit several are refused.
        let read: PaymentDocumentKind? = kinds.isEmpty ? .applePayRequest : kinds.count == 1 ? kinds[0] : nil
        #expect(PaymentDocumentKind(jsonData: Data(object.utf8)) == read)
        #expect(PaymentDocument.validate(jsonData: Data(object.utf8)).kind == read)
    }

    /// What is not JSON is no kind; JSON that is not an object is read, and reported, as a request.
    @Test(
        arguments: [
            ("", nil), ("[]", .applePayRequest), ("\"text\"", .applePayRequest), ("{", nil), ("{\"a\":1,\"a\":2}", nil),
            ("12", .applePayRequest),
        ] as [(String, PaymentDocumentKind?)])
    func notAnObjectIsNoKind(text: String, read: PaymentDocumentKind?) {
        #expect(PaymentDocumentKind.candidates(jsonData: Data(text.utf8)).isEmpty)
        #expect(PaymentDocumentKind(jsonData: Data(text.utf8)) == read)
        #expect(PaymentDocument.validate(jsonData: Data(text.utf8)).kind == read)
    }

    /// Keys are matched as decoded text: an escaped key counts as its text, and unknown keys count for nothing.
    @Test(arguments: [
        (#"{"newTotal":{},"x":1}"#, [PaymentDocumentKind.requestUpdate]),
        (#"{"\u006ewTotal":{}}"#, []),
        (#"{"n\u0065wTotal":{},"unknown":[]}"#, [.requestUpdate]),
        (#"{"methodData":[],"details":{}}"#, [.w3cPaymentRequest]),
        (#"{"unknown":1,"other":2}"#, []),
    ])
    func keysAreMatchedAsText(text: String, kinds: [PaymentDocumentKind]) {
        #expect(PaymentDocumentKind.candidates(jsonData: Data(text.utf8)) == kinds)
    }

    /// The kinds are the library's: a name it does not read makes no kind, and each listed type has its own.
    @Test func kindsAreTheLibrarys() {
        #expect(PaymentDocumentKind(rawValue: "my-own-kind") == nil)
        #expect(PaymentDocumentKind.kinds(named: "my-own-kind") == nil)
        let kinds = PaymentDocument.types.map { $0.documentKind }
        #expect(Set(kinds).count == PaymentDocument.types.count)
        #expect(kinds == PaymentDocumentKind.allKinds)
        for kind in kinds { #expect(PaymentDocumentKind(rawValue: kind.rawValue) == kind) }
    }

    /// Each type's own entry reads a document as its kind, as the one room does, and the typed value writes the
    /// bytes its type writes.
    @Test(arguments: exampleKinds.map(\.file))
    func eachTypeValidatesAsTheRoomDoes(file: String) throws {
        let data = try Data(contentsOf: Self.examples.appendingPathComponent(file))
        let result = PaymentDocument.validate(jsonData: data)
        let kind = try #require(result.kind)
        let documentType = kind.entry.type
        let context = PaymentDocument.Context(now: Fixtures.now)
        #expect(
            documentType.validate(jsonData: data, for: context)
                == PaymentDocument.validate(jsonData: data, as: [kind], for: context).report)
        // A document with a problem decoding has no value to write.
        guard let document = result.document else { return #expect(!result.isValid) }
        #expect(ObjectIdentifier(type(of: document.value)) == ObjectIdentifier(documentType))
        #expect(document.jsonData() == document.value.documentJSON(prettyPrinted: false))
        #expect(try PaymentDocument(jsonData: document.jsonData()).jsonData() == document.jsonData())
    }

    @Test func everyKindHasAMark() {
        let known = PaymentDocumentKind.known
        for (index, entry) in known.enumerated() {
            let marks = known.indices.reduce(into: entry.keys) { keys, other in
                if other != index { keys.subtract(known[other].keys) }
            }
            #expect(PaymentDocumentKind.marks[index] == PaymentDocumentKind.KeySet(marks), "\(entry.kind)")
            // The configuration and the generate-request input share `encryptionScheme`, and each has keys of
            // its own; every kind has at least one key that no other has.
            #expect(!marks.isEmpty, "\(entry.kind) has no key of its own")
            #expect(PaymentDocumentKind.candidates(keys: marks) == [entry.kind], "\(entry.kind)")
        }
        #expect(Set(PaymentDocumentKind.allKinds.map(\.rawValue)).count == PaymentDocumentKind.allKinds.count)
    }
}
