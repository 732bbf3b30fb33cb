import Foundation
import PaymentRequestKit
import PaymentTokenDecryption
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One reader of untrusted JSON, as the hostile suite feeds it.
struct HostileReader {
    /// The `--hostile-case` kind that runs it.
    var kind: String
    /// The start of a document it reads, up to where one more top-level member can be written ("{" or a
    /// member and a comma); the generic shapes are written there.
    var open: String
    /// Documents of its own lists filled with small invalid values, by name, for a size in bytes.
    var lists: [(name: String, document: (Int) -> String)] = []
}

/// Issues 14 and 22: decoding plus validation of any document within the limits costs at most 100 ms per MB and
/// at most 10 times the document's size in memory, for every reader and every hostile shape. Each case runs in a
/// child process (this program, with `--hostile-case FILE KIND`), which reports its own time and the growth of
/// its peak memory (`VmHWM`).
func hostileBenchmarks() {
    print(
        "== Hostile input: every reader, every shape (each case in its own process; budget: 100 ms per MB, "
            + "memory 10x the document)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let executable = CommandLine.arguments[0]
    var rows = 0
    // PaymentDocument reads every document the readers below read, recognising it first: each reader's own
    // shapes go through it too, and the generic ones on an object of no kind's keys.
    let readers =
        hostileReaders
        + [
            HostileReader(
                kind: "document", open: "{",
                lists: hostileReaders.flatMap { reader in
                    reader.lists.map { ("\(reader.kind)'s \($0.name)", $0.document) }
                })
        ]
    for reader in readers {
        let generic: [(name: String, document: String)] = [
            (
                "400 000 unknown keys",
                reader.open + (0..<400_000).map { #""k\#($0)":1"# }.joined(separator: ",") + "}"
            ),
            (
                "3 MB of arrays 32 deep",
                reader.open + #""deep":["#
                    + repeated(String(repeating: "[", count: 30) + String(repeating: "]", count: 30), toFill: 3 << 20)
                    + "]}"
            ),
            (
                "200 strings of 64 KiB",
                reader.open + #""long":["#
                    + Array(repeating: "\"" + String(repeating: "x", count: 65_000) + "\"", count: 200)
                    .joined(separator: ",") + "]}"
            ),
            ("a million numbers", reader.open + #""numbers":["# + repeated("0", toFill: 1_999_990) + "]}"),
        ]
        let cases = generic + reader.lists.map { ($0.name, $0.document(3 << 20)) }
        for item in cases {
            let file = directory.appendingPathComponent("case-\(rows).json")
            rows += 1
            try? Data(item.document.utf8).write(to: file)
            runHostileCase(
                named: "\(reader.kind): \(item.name)", file: file, bytes: item.document.utf8.count,
                kind: reader.kind, executable: executable)
        }
    }
    rows += hostileKeyCases(in: directory, executable: executable)
    print("\(rows) hostile cases over \(readers.count + 2) readers")
}

/// The merchant's certificate and private key, each PEM or DER, as `MerchantPaymentProcessingKey` reads them
/// through OpenSSL (`payreq token --decrypt --certificate --key`): files, not JSON, so they have shapes of their
/// own. Each is read beside a valid partner, so that the key's reader is reached; each shape comes at 3 MB, refused
/// by its size, and just under the 64 KiB a file may have, read by OpenSSL (and at 16 KiB, for its memory).
/// Returns the number of cases.
func hostileKeyCases(in directory: URL, executable: String) -> Int {
    func documents(_ size: Int) -> [(name: String, bytes: [UInt8])] {
        let line = String(repeating: "A", count: 64) + "\n"
        let base64 = String(repeating: line, count: (size - 60) / line.utf8.count)
        let block = "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n"
        // A generator rather than random bytes, so that every run reads the same document.
        var generator = SeededGenerator(state: 0x5EED)
        return [
            (
                "Base64 in a certificate's PEM armour",
                Array(("-----BEGIN CERTIFICATE-----\n" + base64 + "-----END CERTIFICATE-----\n").utf8)
            ),
            ("a key's PEM armour that never ends", Array(("-----BEGIN PRIVATE KEY-----\n" + base64).utf8)),
            // A key's PEM reader skips every block of another kind, one by one.
            ("PEM blocks of four characters", Array(String(repeating: block, count: size / block.utf8.count).utf8)),
            // BER's indefinite lengths, nested as deep as the bytes go: a DER reader must refuse, not recurse.
            ("nested indefinite-length sequences", Array(repeating: [0x30, 0x80], count: size / 2).flatMap { $0 }),
            (
                "a sequence that claims 2 GB",
                [0x30, 0x84, 0x7F, 0xFF, 0xFF, 0xFF] + [UInt8](repeating: 0, count: size - 6)
            ),
            ("noise", (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }),
        ]
    }
    func write(_ bytes: [UInt8], _ name: String) -> (file: URL, bytes: Int) {
        let file = directory.appendingPathComponent(name)
        try? Data(bytes).write(to: file)
        return (file, bytes.count)
    }
    var rows = 0
    // The core's own reader of a merchant certificate's facts (`payreq cert`) gets the same files, without OpenSSL.
    for kind in ["merchant-certificate", "merchant-key", "merchant-pkcs12", "certificate-facts"] {
        // Refused by their size.
        for document in documents(3 << 20) {
            let (file, bytes) = write(document.bytes, "key-case-\(rows).bin")
            rows += 1
            runHostileCase(
                named: "\(kind): \(document.name), \(bytes) bytes", file: file, bytes: bytes, kind: kind,
                executable: executable)
        }
        // Read by OpenSSL; the memory they cost is measured against the same shape at 16 KiB.
        for (document, smaller) in zip(documents((64 << 10) - 64), documents(16 << 10)) {
            let (file, bytes) = write(document.bytes, "key-case-\(rows).bin")
            let baseline = write(smaller.bytes, "key-case-\(rows)-smaller.bin")
            rows += 1
            runHostileCase(
                named: "\(kind): \(document.name), \(bytes) bytes", file: file, bytes: bytes, kind: kind,
                executable: executable, smaller: baseline)
        }
    }
    // A file whose MAC verifies and whose encrypted part asks PBKDF2 for 2^31 - 1 iterations (18 minutes), padded
    // to just under the 64 KiB a file may have: refused once its parameters are read, before anything is derived.
    // Its memory is measured against the same file at 16 KiB, as the files OpenSSL reads above are.
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Tokens/Test")
    let iterations = folder.appendingPathComponent("merchant-ec-part-iterations.p12")
    let smaller = folder.appendingPathComponent("merchant-ec-part-iterations-16k.p12")
    let size = (try? Data(contentsOf: iterations).count) ?? 0
    runHostileCase(
        named: "merchant-pkcs12: a part asking 2^31 - 1 iterations, its MAC verifying, \(size) bytes", file: iterations,
        bytes: size, kind: "merchant-pkcs12", executable: executable,
        smaller: (smaller, (try? Data(contentsOf: smaller).count) ?? 0))
    return rows + 1
}

/// Google Pay's decryptor over the example vectors' root keys and merchant key: the `google-pay-decrypt` cases.
let hostileGooglePayDecryptor: GooglePayTokenDecryptor = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Tokens/GooglePay")
    func file(_ name: String) -> Data { (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data() }
    return GooglePayTokenDecryptor(
        recipient: .merchant("12345678901234567890"),
        rootKeys: try! GooglePayRootSigningKeys(jsonData: file("root-keys.json")),
        keys: [try! GooglePayPrivateKey(file("merchant-key.pem"))])
}()

/// A well-formed ECDSA signature (DER, r and s of 32 bytes below P-256's order), distinct for each `index`: what
/// the verifier does the whole scalar multiplication for before it says no.
func hostileSignature(_ index: Int) -> String {
    var r = [UInt8](repeating: 0x11, count: 32)
    withUnsafeBytes(of: UInt64(index).bigEndian) { r.replaceSubrange(24..<32, with: $0) }
    let s = [UInt8](repeating: 0x22, count: 32)
    return Data([0x30, 0x44, 0x02, 0x20] + r + [0x02, 0x20] + s).base64EncodedString()
}

/// A list of `element`s, comma-separated, of about `bytes` bytes.
func repeated(_ element: String, toFill bytes: Int) -> String {
    Array(repeating: element, count: bytes / (element.utf8.count + 1)).joined(separator: ",")
}

/// Every reader of untrusted JSON the library has.
var hostileReaders: [HostileReader] {
    let request =
        #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"0.00"},"#
    let invalidItem = #"{"label":"a","amount":"x"}"#
    let envelope =
        #"{"version":"EC_v1","data":"AA==","signature":"AA==","header":{"ephemeralPublicKey":"AA==","publicKeyHash":"AA==","transactionId":"00"}}"#
    let method = #"{"displayName":"Visa 0121","network":"Visa","type":"debit"}"#
    let token = #"{"paymentMethod":\#(method),"transactionIdentifier":"00","paymentData":\#(envelope)"#
    let w3c =
        #"{"methodData":[{"supportedMethods":"https://pay.example/"}],"details":{"total":{"label":"S","amount":{"currency":"USD","value":"1"}}},"#
    let googlePay =
        #"{"apiVersion":2,"apiVersionMinor":0,"allowedPaymentMethods":[{"type":"CARD","parameters":{"allowedAuthMethods":["CRYPTOGRAM_3DS"],"allowedCardNetworks":["VISA"]}}],"#
    let requestLists: [(name: String, document: (Int) -> String)] = [
        (
            "line items with the amount \"x\"",
            { request + #""lineItems":["# + repeated(invalidItem, toFill: $0) + "]}" }
        ),
        (
            "empty labels",
            { request + #""lineItems":["# + repeated(#"{"label":"","amount":"0.00"}"#, toFill: $0) + "]}" }
        ),
        (
            // The plain reader's worst case: it reads all but the last item, then the tape reads everything again.
            "plain line items, the last one escaped",
            {
                request + #""lineItems":["# + repeated(#"{"label":"a","amount":"0.00"}"#, toFill: $0)
                    + #",{"label":"\u0061","amount":"0.00"}]}"#
            }
        ),
        (
            "one network repeated",
            {
                #"{"countryCode":"US","currencyCode":"USD","merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"0.00"},"supportedNetworks":["#
                    + repeated(#""visa""#, toFill: $0) + "]}"
            }
        ),
        (
            "unknown networks",
            {
                #"{"countryCode":"US","currencyCode":"USD","merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"0.00"},"supportedNetworks":["#
                    + repeated(#""bitcoin""#, toFill: $0) + "]}"
            }
        ),
    ]
    let eventLists: [(name: String, document: (Int) -> String)] = [
        (
            "address lines that are numbers",
            {
                #"{"type":"shippingcontactselected","shippingContact":{"addressLines":["#
                    + repeated("1", toFill: $0) + "]}}"
            }
        )
    ]
    return [
        HostileReader(kind: "request", open: request, lists: requestLists),
        HostileReader(kind: "recognise", open: request, lists: Array(requestLists.prefix(1))),
        HostileReader(
            kind: "update", open: #"{"newTotal":{"label":"Shop","amount":"1.00"},"#,
            lists: [
                (
                    "line items with the amount \"x\"",
                    {
                        #"{"newTotal":{"label":"Shop","amount":"1.00"},"newLineItems":["#
                            + repeated(invalidItem, toFill: $0) + "]}"
                    }
                ),
                (
                    "errors with unknown codes",
                    {
                        #"{"newTotal":{"label":"Shop","amount":"1.00"},"errors":["#
                            + repeated(#"{"code":"nope"}"#, toFill: $0) + "]}"
                    }
                ),
            ]),
        HostileReader(
            kind: "result", open: #"{"status":"failure","#,
            lists: [
                (
                    "errors with unknown codes",
                    { #"{"status":"failure","errors":["# + repeated(#"{"code":"nope"}"#, toFill: $0) + "]}" }
                )
            ]),
        HostileReader(kind: "event", open: #"{"type":"shippingcontactselected","#, lists: eventLists),
        HostileReader(kind: "event-against", open: #"{"type":"shippingmethodselected","#, lists: eventLists),
        HostileReader(
            kind: "merchant-validation",
            open: #"{"validationURL":"https://apple-pay-gateway.apple.com/paymentservices/startSession","#),
        HostileReader(
            kind: "merchant-session",
            open: #"{"epochTimestamp":1795262400000,"expiresAt":1795266000000,"nonce":"9c283350","#,
            lists: [
                (
                    "a signature of 1 MB of hex with one bad digit",
                    {
                        #"{"epochTimestamp":1795262400000,"expiresAt":1795266000000,"signature":""#
                            + String(repeating: "30", count: max(1, $0 / 2 - 40)) + #"3g"}"#
                    }
                )
            ]),
        HostileReader(
            kind: "snapshot", open: #"{"version":1,"state":"active","merchantValidationState":"idle","#,
            lists: [
                (
                    "line items with the amount \"x\"",
                    {
                        #"{"version":1,"state":"active","merchantValidationState":"idle","request":"# + request
                            + #""lineItems":["# + repeated(invalidItem, toFill: $0) + "]}}"
                    }
                )
            ]),
        HostileReader(
            kind: "payment", open: #"{"token":\#(token)},"#,
            lists: [
                (
                    "billing address lines that are numbers",
                    { #"{"token":\#(token)},"billingContact":{"addressLines":["# + repeated("1", toFill: $0) + "]}}" }
                )
            ]),
        HostileReader(
            kind: "token", open: token + ",",
            lists: [
                (
                    "billing address lines that are numbers",
                    {
                        #"{"paymentMethod":{"displayName":"V","network":"Visa","type":"debit","billingContact":{"addressLines":["#
                            + repeated("1", toFill: $0)
                            + #"]}},"transactionIdentifier":"00","paymentData":\#(envelope)}"#
                    }
                )
            ]),
        HostileReader(kind: "envelope", open: String(envelope.dropLast()) + ","),
        HostileReader(
            kind: "decrypted",
            open:
                #"{"applicationPrimaryAccountNumber":"4111111111111111","applicationExpirationDate":"281130","currencyCode":"840","transactionAmount":1,"deviceManufacturerIdentifier":"00","paymentDataType":"3DSecure","paymentData":{"onlinePaymentCryptogram":"AA=="},"#,
            lists: [
                (
                    "authentication responses",
                    {
                        #"{"applicationPrimaryAccountNumber":"4111111111111111","applicationExpirationDate":"281130","currencyCode":"840","transactionAmount":1,"deviceManufacturerIdentifier":"00","paymentDataType":"3DSecure","paymentData":{"onlinePaymentCryptogram":"AA=="},"authenticationResponses":["#
                            + repeated(
                                #"{"merchantIdentifier":"m","authenticationData":"!","transactionAmount":1}"#,
                                toFill: $0)
                            + "]}"
                    }
                )
            ]),
        HostileReader(
            kind: "configuration", open: #"{"encryptionScheme":"ECC_V2","cardholderName":"J","#,
            lists: [
                (
                    "empty card details",
                    {
                        #"{"encryptionScheme":"ECC_V2","cardholderName":"J","cardDetails":["#
                            + repeated(#"{"label":"","value":""}"#, toFill: $0) + "]}"
                    }
                )
            ]),
        HostileReader(
            kind: "provisioning-input", open: #"{"nonce":"AAAAAA==","nonceSignature":"AAAAAA==","#,
            lists: [
                (
                    "short certificates",
                    {
                        #"{"nonce":"AAAAAA==","nonceSignature":"AAAAAA==","certificateChain":["#
                            + repeated(#""MAA=""#, toFill: $0) + "]}"
                    }
                )
            ]),
        HostileReader(
            kind: "add-pass-request", open: #"{"encryptedPassData":"AAAA","activationData":"AAAA","#),
        HostileReader(
            kind: "provisioning", open: #"{"encryptionScheme":"ECC_V2","cardholderName":"J","#,
            lists: [
                (
                    "short certificates",
                    {
                        #"{"nonce":"AAAAAA==","nonceSignature":"AAAAAA==","certificateChain":["#
                            + repeated(#""MAA=""#, toFill: $0) + "]}"
                    }
                )
            ]),
        HostileReader(
            kind: "w3c", open: w3c,
            lists: [
                (
                    "invalid display items",
                    {
                        String(w3c.dropLast(2)) + #","displayItems":["#
                            + repeated(#"{"label":"a","amount":{"currency":"USD","value":"x"}}"#, toFill: $0) + "]}}"
                    }
                ),
                (
                    // Valid items, each made into the line item of the Apple Pay request Safari builds.
                    "display items with the Apple Pay method",
                    {
                        #"{"methodData":[{"supportedMethods":"https://apple.com/apple-pay","data":{"version":3,"merchantIdentifier":"m","merchantCapabilities":["supports3DS"],"countryCode":"US","supportedNetworks":["visa"]}}],"details":{"total":{"label":"Shop","amount":{"currency":"USD","value":"1.00"}},"displayItems":["#
                            + repeated(#"{"label":"Latte","amount":{"currency":"USD","value":"4.50"}}"#, toFill: $0)
                            + "]}}"
                    }
                ),
                (
                    // Valid: another method's data is carried as it is, where the document's tape holds it.
                    "another method's data of small strings",
                    {
                        #"{"methodData":[{"supportedMethods":"https://example.com/pay","data":{"list":["#
                            + repeated(#""x""#, toFill: $0)
                            + #"]}}],"details":{"total":{"label":"S","amount":{"currency":"USD","value":"1"}}}}"#
                    }
                ),
                (
                    "unknown keys in details",
                    {
                        String(w3c.dropLast(2)) + ","
                            + (0..<($0 / 11)).map { #""k\#($0)":1"# }.joined(separator: ",") + "}}"
                    }
                ),
                (
                    "Apple Pay method data with unknown networks",
                    {
                        #"{"methodData":[{"supportedMethods":"https://apple.com/apple-pay","data":{"version":3,"merchantIdentifier":"m","merchantCapabilities":["supports3DS"],"countryCode":"US","supportedNetworks":["#
                            + repeated(#""bitcoin""#, toFill: $0)
                            + #"]}}],"details":{"total":{"label":"S","amount":{"currency":"USD","value":"1"}}}}"#
                    }
                ),
            ]),
        HostileReader(
            kind: "google-pay", open: googlePay,
            lists: [
                (
                    "card networks",
                    {
                        #"{"apiVersion":2,"apiVersionMinor":0,"allowedPaymentMethods":[{"type":"CARD","parameters":{"allowedAuthMethods":["CRYPTOGRAM_3DS"],"allowedCardNetworks":["#
                            + repeated(#""NOPE""#, toFill: $0) + "]}}]}"
                    }
                ),
                (
                    "display items",
                    {
                        googlePay
                            + #""transactionInfo":{"currencyCode":"USD","totalPriceStatus":"FINAL","totalPrice":"1.00","displayItems":["#
                            + repeated(#"{"label":"a","type":"LINE_ITEM","price":"x"}"#, toFill: $0) + "]}}"
                    }
                ),
            ]),
        HostileReader(
            // Against an offer, whose every member an answer is checked against.
            kind: "google-pay-payment-data", open: #"{"apiVersion":2,"apiVersionMinor":0,"#,
            lists: [
                (
                    "redemption codes the offer never had",
                    {
                        #"{"apiVersion":2,"apiVersionMinor":0,"paymentMethodData":{"type":"CARD","info":{"cardNetwork":"AMEX","cardDetails":"1"},"tokenizationData":{"type":"DIRECT","token":"x"}},"offerData":{"redemptionCodes":["#
                            + repeated(#""NOPE""#, toFill: $0) + "]}}"
                    }
                ),
                (
                    // Each DIRECT token is a document in a string, read again as a Google Pay token.
                    "a DIRECT token of unknown members, past the string limit",
                    {
                        #"{"apiVersion":2,"apiVersionMinor":0,"paymentMethodData":{"type":"CARD","info":{"cardNetwork":"VISA","cardDetails":"1"},"tokenizationData":{"type":"DIRECT","token":"{\"protocolVersion\":\"ECv2\","#
                            + (0..<($0 / 12)).map { #"\"k\#($0)\":1"# }.joined(separator: ",") + #"}"}}}"#
                    }
                ),
            ]),
        HostileReader(
            kind: "google-pay-update", open: #"{"newOfferInfo":{"offers":[]},"#,
            lists: [
                (
                    "new display items with bad prices, in another currency",
                    {
                        #"{"newTransactionInfo":{"currencyCode":"EUR","totalPriceStatus":"FINAL","totalPrice":"1.00","displayItems":["#
                            + repeated(#"{"label":"a","type":"LINE_ITEM","price":"x"}"#, toFill: $0) + "]}}"
                    }
                ),
                (
                    "new shipping options sharing one id",
                    {
                        #"{"newShippingOptionParameters":{"defaultSelectedOptionId":"z","shippingOptions":["#
                            + repeated(#"{"id":"a","label":"A"}"#, toFill: $0) + "]}}"
                    }
                ),
            ]),
        HostileReader(
            // Against a request, whose options and shipping options a response is checked against.
            kind: "w3c-response", open: #"{"requestId":"r","methodName":"https://pay.example/","#,
            lists: [
                (
                    "address lines that are numbers, in a response from another method",
                    {
                        #"{"requestId":"x","methodName":"https://evil.example/","details":{},"shippingAddress":{"country":"usa","addressLine":["#
                            + repeated("1", toFill: $0) + "]}}"
                    }
                )
            ]),
        HostileReader(
            kind: "w3c-update", open: #"{"error":"e","#,
            lists: [
                (
                    "display items in another currency with bad values",
                    {
                        #"{"displayItems":["#
                            + repeated(#"{"label":"a","amount":{"currency":"EUR","value":"x"}}"#, toFill: $0) + "]}"
                    }
                ),
                (
                    "shipping address errors of unknown fields",
                    {
                        #"{"shippingAddressErrors":{"# + (0..<($0 / 11)).map { #""k\#($0)":1"# }.joined(separator: ",")
                            + "}}"
                    }
                ),
            ]),
        HostileReader(
            // A store's bytes: a session snapshot, its offer read by Google Pay's own checker.
            kind: "google-pay-snapshot", open: #"{"version":1,"state":"active","#,
            lists: [
                (
                    "an offer of display items with bad prices",
                    {
                        #"{"version":1,"state":"active","paymentDataRequest":"# + googlePay
                            + #""transactionInfo":{"currencyCode":"USD","totalPriceStatus":"FINAL","totalPrice":"1.00","displayItems":["#
                            + repeated(#"{"label":"a","type":"LINE_ITEM","price":"x"}"#, toFill: $0) + "]}}}"
                    }
                )
            ]),
        HostileReader(
            kind: "w3c-snapshot", open: #"{"version":1,"state":"active","#,
            lists: [
                (
                    "a request of display items in another currency with bad values",
                    {
                        #"{"version":1,"state":"active","paymentRequest":{"methodData":[{"supportedMethods":"https://pay.example/"}],"details":{"total":{"label":"S","amount":{"currency":"USD","value":"1"}},"displayItems":["#
                            + repeated(#"{"label":"a","amount":{"currency":"EUR","value":"x"}}"#, toFill: $0) + "]}}}"
                    }
                )
            ]),
        HostileReader(
            kind: "google-pay-token", open: #"{"protocolVersion":"ECv2","signature":"MAY=","#,
            lists: [
                (
                    "intermediate key signatures that are not Base64",
                    {
                        #"{"protocolVersion":"ECv2","signature":"MAY=","intermediateSigningKey":{"signedKey":"{}","signatures":["#
                            + repeated(#""!""#, toFill: $0) + "]}}"
                    }
                ),
                (
                    // The signed message is a document in a string, which the string limit (64 KiB) bounds: refused
                    // whole, before its document is read.
                    "a signed message of unknown members, past the string limit",
                    {
                        #"{"protocolVersion":"ECv2","signature":"MAY=","signedMessage":"{"#
                            + (0..<($0 / 12)).map { #"\"k\#($0)\":1"# }.joined(separator: ",") + #"}"}"#
                    }
                ),
                (
                    "a signed message nested deep, past the string limit",
                    {
                        #"{"protocolVersion":"ECv1","signature":"MAY=","signedMessage":""#
                            + String(repeating: "[", count: max(1, $0 - 64)) + #""}"#
                    }
                ),
            ]),
        HostileReader(
            // Through the decryptor, which verifies the intermediate key's signatures under each root key.
            kind: "google-pay-decrypt", open: #"{"protocolVersion":"ECv2","signature":"MAY=","#,
            lists: [
                (
                    "intermediate key signatures that are well-formed ECDSA",
                    { bytes in
                        #"{"protocolVersion":"ECv2","signature":"MAY=","signedMessage":"{}","intermediateSigningKey":{"signedKey":"{\"keyValue\":\"MAY=\",\"keyExpiration\":\"9999999999999\"}","signatures":["#
                            + (0..<(bytes / 100)).map { "\"\(hostileSignature($0))\"" }.joined(separator: ",") + "]}}"
                    }
                )
            ]),
        HostileReader(
            kind: "google-pay-root-keys", open: #"{"keys":[{"keyValue":"MAY=","protocolVersion":"ECv2"}],"#,
            lists: [
                (
                    "keys that are not Base64",
                    {
                        #"{"keys":["#
                            + repeated(#"{"keyValue":"!","protocolVersion":"ECv2","keyExpiration":"1"}"#, toFill: $0)
                            + "]}"
                    }
                )
            ]),
        HostileReader(
            kind: "google-pay-message",
            open: #"{"messageExpiration":"1","messageId":"m","paymentMethod":"CARD","#,
            lists: [
                (
                    "card details of unknown members",
                    {
                        #"{"messageExpiration":"1","messageId":"m","paymentMethod":"CARD","paymentMethodDetails":{"#
                            + (0..<($0 / 11)).map { #""k\#($0)":1"# }.joined(separator: ",") + "}}"
                    }
                )
            ]),
    ]
}

/// Runs one case in a child process and prints its figures with `meets` or `misses`.
///
/// With `smaller`, the same shape at a smaller size, the memory figure is the growth the extra bytes cost
/// (the difference of the two peaks over the difference of the sizes): for a reader capped at a few kilobytes, the
/// child's own fixed growth (about 0.4 MB of code and allocator arenas) is larger than ten documents.
func runHostileCase(
    named name: String, file: URL, bytes: Int, kind: String, executable: String, smaller: (file: URL, bytes: Int)? = nil
) {
    guard let (milliseconds, grown, violations) = hostileChildFigures(file: file, kind: kind, executable: executable)
    else {
        print("\(name): the child process failed")
        misses += 1
        return
    }
    var grownBytes = grown
    var documentBytes = Double(bytes)
    var memoryWhat = "the document"
    if let smaller {
        guard let (_, smallerGrown, _) = hostileChildFigures(file: smaller.file, kind: kind, executable: executable)
        else {
            print("\(name): the child process failed at \(smaller.bytes) bytes")
            misses += 1
            return
        }
        grownBytes = max(0, grown - smallerGrown)
        documentBytes = Double(bytes - smaller.bytes)
        memoryWhat = "the bytes beyond \(smaller.bytes)"
    }
    let megabytes = Double(bytes) / Double(1 << 20)
    let timeMeets = milliseconds <= 100 * megabytes
    let memoryMeets = grownBytes <= 10 * documentBytes
    if !timeMeets { misses += 1 }
    if !memoryMeets { misses += 1 }
    print(
        "\(name) (\(format(megabytes)) MB, \(Int(violations)) violations): \(format(milliseconds / megabytes)) ms per MB; "
            + "target <= 100: \(timeMeets ? "meets" : "misses"); memory \(format(grownBytes / documentBytes))x "
            + "\(memoryWhat); target <= 10x: \(memoryMeets ? "meets" : "misses")"
    )
}

/// The child's figures for one case: the median time in milliseconds, the peak's growth in bytes, the violations.
func hostileChildFigures(file: URL, kind: String, executable: String) -> (Double, Double, Double)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--hostile-case", file.path, kind]
    let output = Pipe()
    process.standardOutput = output
    try? process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard process.terminationStatus == 0, fields.count == 3 else { return nil }
    return (fields[0], fields[1], fields[2])
}

/// The child's side: reads the document, then decodes and validates it three times, and prints the median time
/// in milliseconds, how far the peak resident size grew past what reading the file took, and the violations.
func runHostileCase(_ path: String, kind: String) -> Never {
    let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
    let (certificate, key) = (testTokenFile("merchant-ec-certificate.pem"), testTokenFile("merchant-ec-key.pem"))
    if kind.hasPrefix("merchant-") {
        // OpenSSL's one-time set-up is not the document's cost: its providers and decoders (about 2.5 MB), and
        // the error strings it loads for the first message of a refusal (about 0.5 MB).
        precondition(hostileMerchantKey(certificate: certificate, privateKey: key) == 0)
        precondition(hostileMerchantKey(certificate: certificate, privateKey: Data("-".utf8)) == 1)
    }
    if kind == "google-pay-decrypt" {
        // The decryptor's keys and OpenSSL's set-up, as for the merchant's keys, are not the document's cost.
        let token = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Tokens/GooglePay/ecv2-pan-only.json")
        _ = try? hostileGooglePayDecryptor.decrypt(
            jsonData: Data(contentsOf: token), now: Date(timeIntervalSince1970: 1_795_780_800))
    }
    let before = peakResidentBytes()
    let now = Date(timeIntervalSince1970: 1_795_262_400)
    var samples = [Double]()
    var violations = 0
    for _ in 0..<3 {
        let start = ContinuousClock.now
        switch kind {
        case "document":
            violations =
                PaymentDocument.validate(jsonData: data, for: PaymentDocument.Context(now: now)).violations.count
        case "recognise":
            // Telling the document's kind apart reads it too; "violations" counts the kinds it may be.
            violations = PaymentDocumentKind.candidates(jsonData: data).count
        case "google-pay": violations = GooglePayPaymentDataRequest.validate(jsonData: data).violations.count
        case "result": violations = PaymentAuthorizationResult.validate(jsonData: data).violations.count
        case "event-against":
            violations = PaymentSheetEvent.validate(jsonData: data, for: .init(request: hostileOffer)).violations.count
        case "merchant-validation": violations = MerchantValidationRequest.validate(jsonData: data).violations.count
        case "merchant-session":
            violations =
                MerchantSession.validate(jsonData: data, for: .init(now: now, merchantValidationRequest: hostileBody))
                .violations.count
        case "google-pay-token": violations = GooglePayToken.validate(jsonData: data).violations.count
        case "w3c-response":
            violations =
                W3CPaymentResponse.validate(jsonData: data, for: .init(w3cRequest: hostileW3COffer))
                .violations.count
        case "w3c-update":
            violations =
                W3CPaymentDetailsUpdate.validate(jsonData: data, for: .init(w3cRequest: hostileW3COffer))
                .violations.count
        case "google-pay-payment-data":
            violations =
                GooglePayPaymentData.validate(jsonData: data, for: .init(googlePayRequest: hostileGooglePayOffer))
                .violations.count
        case "google-pay-update":
            violations =
                GooglePayPaymentDataRequestUpdate.validate(
                    jsonData: data, for: .init(googlePayRequest: hostileGooglePayOffer)
                ).violations.count
        case "google-pay-snapshot": violations = GooglePaySessionSnapshot.validate(jsonData: data).violations.count
        case "w3c-snapshot":
            violations = W3CPaymentSessionSnapshot.validate(jsonData: data, for: .init(now: now)).violations.count
        case "google-pay-decrypt":
            violations = (try? hostileGooglePayDecryptor.decrypt(jsonData: data, now: now)) == nil ? 1 : 0
        case "google-pay-root-keys":
            violations = GooglePayRootSigningKeys.validate(jsonData: data, for: .init(now: now)).violations.count
        case "google-pay-message":
            violations = GooglePayPaymentMessage.validate(jsonData: data, for: .init(now: now)).violations.count
        case "payment": violations = Payment.validate(jsonData: data, for: .init(now: now)).violations.count
        case "token": violations = PaymentToken.validate(jsonData: data, for: .init(now: now)).violations.count
        case "envelope":
            violations = PaymentTokenEnvelope.validate(jsonData: data, for: .init(now: now)).violations.count
        case "configuration": violations = AddPaymentPassRequestConfiguration.validate(jsonData: data).violations.count
        case "provisioning-input":
            violations = AddPaymentPassRequestInput.validate(jsonData: data, for: .init(now: now)).violations.count
        case "add-pass-request": violations = AddPaymentPassRequest.validate(jsonData: data).violations.count
        case "provisioning":
            violations =
                PaymentDocument.validate(
                    jsonData: data, as: PaymentDocumentKind.kinds(named: "provisioning"),
                    for: PaymentDocument.Context(now: now)
                ).violations.count
        case "update":
            violations =
                PaymentRequestUpdate.validate(
                    jsonData: data, for: .init(.web(now: now), updateKind: .couponCode, currency: .usd)
                )
                .violations.count
        case "w3c": violations = W3CPaymentRequest.validate(jsonData: data, for: .web(now: now)).violations.count
        case "event": violations = PaymentSheetEvent.validate(jsonData: data).violations.count
        case "snapshot":
            violations = PaymentSheetSnapshot.validate(jsonData: data, for: .web(now: now)).violations.count
        case "decrypted":
            violations = DecryptedPaymentData.validate(jsonData: data, for: .init(now: now)).violations.count
        case "request": violations = PaymentRequest.validate(jsonData: data, for: .web(now: now)).violations.count
        case "merchant-pkcs12":
            violations = (try? MerchantPaymentProcessingKey(pkcs12: data, passphrase: "test-passphrase")) == nil ? 1 : 0
        case "certificate-facts":
            violations = (try? MerchantCertificate(data: data)).map { $0.validate(now: now).violations.count } ?? 1
        case "merchant-certificate":
            violations = hostileMerchantKey(certificate: data, privateKey: key)
        case "merchant-key":
            violations = hostileMerchantKey(certificate: certificate, privateKey: data)
        default:
            print("unknown kind \(kind)")
            exit(2)
        }
        let elapsed = ContinuousClock.now - start
        samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    samples.sort()
    print("\(samples[1]) \(max(0, peakResidentBytes() - before)) \(violations)")
    exit(0)
}

/// 1 when the key and certificate are refused, as a hostile case's count of violations; a key accepted is 0.
func hostileMerchantKey(certificate: Data, privateKey: Data) -> Int {
    (try? MerchantPaymentProcessingKey(certificate: certificate, privateKey: privateKey)) == nil ? 1 : 0
}

/// The body a `merchant-session` case is checked against.
let hostileBody = MerchantValidationRequest.web(
    merchantIdentifier: "merchant.com.example", displayName: "Shop", domain: "shop.example")

/// The offer an `event-against` case is checked against.
/// The Google Pay offer answers are checked against: every member they are checked against set.
let hostileGooglePayOffer = GooglePayPaymentDataRequest(
    merchantInfo: .init(merchantName: "Shop"),
    cardPaymentMethod: .init(
        allowedAuthMethods: ["PAN_ONLY"], allowedCardNetworks: ["VISA"], billingAddressRequired: true,
        tokenizationSpecification: .init(type: "DIRECT", parameters: [:])),
    transactionInfo: .init(currencyCode: "USD", totalPriceStatus: .final, totalPrice: "1.00"),
    emailRequired: true, shippingAddressRequired: true, allowedShippingCountryCodes: ["US"],
    shippingOptionParameters: .init(shippingOptions: [.init(id: "a", label: "A")]),
    offers: [.init(redemptionCode: "X", description: "X")], callbackIntents: ["SHIPPING_ADDRESS"])

/// The W3C request responses and updates are checked against: shipping, payer contact, and an option.
let hostileW3COffer = W3CPaymentRequest(
    methodData: [try! .init(supportedMethods: "https://pay.example/")],
    details: .init(
        id: "r", total: .init(label: "T", amount: .init(currency: "USD", value: "1")),
        shippingOptions: [.init(id: "a", label: "A", amount: .init(currency: "USD", value: "0"))]),
    options: .init(requestPayerEmail: true, requestShipping: true))

let hostileOffer = PaymentRequest(
    countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa], merchantCapabilities: [.threeDSecure],
    total: .final("Shop", 10))

/// The largest resident size this process has had, in bytes.
///
/// On Linux this is `VmHWM` from `/proc/self/status`: `getrusage`'s `ru_maxrss` survives `exec`, so a child
/// started by a large parent would report the parent's peak.
func peakResidentBytes() -> Double {
    #if canImport(Darwin)
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss)  // bytes on Apple platforms
    #else
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kilobytes * 1024
        }
        return 0
    #endif
}
