// A merchant's server with one entry point for JSON of any kind: a request its page built, a payment token, an
// update, a provisioning document. PaymentDocument recognises each by its keys and checks every rule of its kind.
//
// Usage: DocumentCheckExample [--now ISO-8601] [FILE...]; without files, four of the package's examples.

import Foundation
import PaymentRequestKit

/// What the server answers for a body: the kind it is, and every problem.
func check(_ body: Data, now: Date) -> PaymentDocumentReport {
    PaymentDocument.validate(jsonData: body, for: PaymentDocument.Context(now: now))
}

/// The four examples and the kind each must be recognised as: the folder above this file's.
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let expected: [(file: String, kind: PaymentDocumentKind)] = [
    ("Requests/valid-coffee-shop.json", .applePayRequest),
    ("Tokens/gala-payment.json", .payment),
    ("Session/valid-shipping-contact-update.json", .requestUpdate),
    ("Provisioning/valid-configuration.json", .addPaymentPassConfiguration),
]

var arguments = Array(CommandLine.arguments.dropFirst())
// The public token was signed on 2023-03-07; its signing time is checked against this.
var now = ISO8601DateFormatter().date(from: "2023-03-07T05:34:00Z")!
if arguments.first == "--now", arguments.count > 1, let date = ISO8601DateFormatter().date(from: arguments[1]) {
    now = date
    arguments.removeFirst(2)
}
let files = arguments.isEmpty ? expected.map { examples.appendingPathComponent($0.file).path } : arguments

var failed = false
for (index, path) in files.enumerated() {
    guard let body = FileManager.default.contents(atPath: path) else {
        print("\(path): cannot be read")
        failed = true
        continue
    }
    let result = check(body, now: now)
    print("\(path): \(result)")
    if arguments.isEmpty, result.kind != expected[index].kind || !result.isValid {
        print("  expected a valid \(expected[index].kind)")
        failed = true
    }
    if let request = result.document?.value(as: PaymentRequest.self), result.isValid {
        print("  a request for \(request.total.amount.map { "\($0)" } ?? "an amount to come") \(request.currencyCode)")
    }
}

// The snippet of Getting Started: one call, whatever the body is.
let body = Data(#"{"newTotal": {"label": "Blue Bottle Coffee", "amount": "18.99"}}"#.utf8)
let result = PaymentDocument.validate(jsonData: body)
print(result.kind == .requestUpdate, result.isValid)
if let update = result.document?.value(as: PaymentRequestUpdate.self) {
    print(update.newTotal.label)
}
exit(failed ? 1 : 0)
