import Foundation
import PaymentRequestKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 14: decoding plus validation of any document within the limits costs at most 100 ms per MB and at most
/// 10 times the document's size in memory. Each hostile case runs in a child process (this program, with
/// `--hostile-case FILE KIND`), which reports its own time and the growth of its peak memory.
func hostileBenchmarks() {
    print("== Hostile input (each case in its own process; budget: 100 ms per MB, memory 10x the document)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-benchmark-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let prefix =
        #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"0.00"},"#
    func repeated(_ element: String, toFill bytes: Int) -> String {
        Array(repeating: element, count: bytes / (element.utf8.count + 1)).joined(separator: ",")
    }
    let cases: [(name: String, kind: String, document: String)] = [
        (
            "3 MB of empty labels", "request",
            prefix + #""lineItems":["# + repeated(#"{"label":"","amount":"0.00"}"#, toFill: 3 << 20) + "]}"
        ),
        (
            "3 MB of unknown networks", "request",
            #"{"countryCode":"US","currencyCode":"USD","merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"0.00"},"supportedNetworks":["#
                + repeated(#""bitcoin""#, toFill: 3 << 20) + "]}"
        ),
        (
            "400 000 unknown keys", "request",
            prefix + (0..<400_000).map { #""k\#($0)":1"# }.joined(separator: ",") + #","lineItems":[]}"#
        ),
        (
            "3 MB of arrays 32 deep", "request",
            prefix + #""deep":["#
                + repeated(String(repeating: "[", count: 30) + String(repeating: "]", count: 30), toFill: 3 << 20)
                + "]}"
        ),
        (
            "200 strings of 64 KiB", "request",
            prefix + #""long":["#
                + Array(repeating: "\"" + String(repeating: "x", count: 65_000) + "\"", count: 200)
                .joined(separator: ",") + "]}"
        ),
        ("a million numbers", "request", prefix + #""numbers":["# + repeated("0", toFill: 1_999_990) + "]}"),
        (
            "recognising 400 000 unknown keys", "recognise",
            prefix + (0..<400_000).map { #""k\#($0)":1"# }.joined(separator: ",") + #","lineItems":[]}"#
        ),
        (
            "Google Pay: 200 000 unknown members", "google-pay",
            #"{"apiVersion":2,"apiVersionMinor":0,"#
                + (0..<200_000).map { #""shippingAdressRequired\#($0)":true"# }.joined(separator: ",") + "}"
        ),
        (
            "3 MB of empty card details", "provisioning",
            #"{"encryptionScheme":"ECC_V2","cardholderName":"J","cardDetails":["#
                + repeated(#"{"label":"","value":""}"#, toFill: 3 << 20) + "]}"
        ),
        // Issue 22's shapes, one row per reader.
        (
            "3 MB of line items with the amount \"x\"", "request",
            prefix + #""lineItems":["# + repeated(#"{"label":"a","amount":"x"}"#, toFill: 3 << 20) + "]}"
        ),
        (
            "update: 3 MB of line items with the amount \"x\"", "update",
            #"{"newTotal":{"label":"Shop","amount":"1.00"},"newLineItems":["#
                + repeated(#"{"label":"a","amount":"x"}"#, toFill: 3 << 20) + "]}"
        ),
        (
            "W3C: 3 MB of invalid display items", "w3c",
            #"{"methodData":[{"supportedMethods":"https://pay.example/"}],"details":{"total":{"label":"S","amount":{"currency":"USD","value":"1"}},"displayItems":["#
                + repeated(#"{"label":"a","amount":{"currency":"USD","value":"x"}}"#, toFill: 3 << 20) + "]}}"
        ),
        (
            "W3C: 250 000 unknown keys in details", "w3c",
            #"{"methodData":[{"supportedMethods":"https://pay.example/"}],"details":{"total":{"label":"S","amount":{"currency":"USD","value":"1"}},"#
                + (0..<250_000).map { #""k\#($0)":1"# }.joined(separator: ",") + "}}"
        ),
        (
            "Google Pay: 3 MB of card networks", "google-pay",
            #"{"apiVersion":2,"apiVersionMinor":0,"allowedPaymentMethods":[{"type":"CARD","parameters":{"allowedAuthMethods":["CRYPTOGRAM_3DS"],"allowedCardNetworks":["#
                + repeated(#""NOPE""#, toFill: 3 << 20) + "]}}]}"
        ),
        (
            "event: 400 000 unknown keys in a contact", "event",
            #"{"type":"shippingcontactselected","shippingContact":{"#
                + (0..<400_000).map { #""k\#($0)":1"# }.joined(separator: ",") + "}}"
        ),
        (
            "snapshot: 3 MB of line items with the amount \"x\"", "snapshot",
            #"{"version":1,"state":"active","merchantValidationState":"idle","request":"# + prefix
                + #""lineItems":["# + repeated(#"{"label":"a","amount":"x"}"#, toFill: 3 << 20) + "]}}"
        ),
        (
            "decrypted data: 3 MB of authentication responses", "decrypted",
            #"{"applicationPrimaryAccountNumber":"4111111111111111","applicationExpirationDate":"281130","currencyCode":"840","transactionAmount":1,"deviceManufacturerIdentifier":"00","paymentDataType":"3DSecure","paymentData":{"onlinePaymentCryptogram":"AA=="},"authenticationResponses":["#
                + repeated(
                    #"{"merchantIdentifier":"m","authenticationData":"!","transactionAmount":1}"#, toFill: 3 << 20)
                + "]}"
        ),
    ]
    let executable = CommandLine.arguments[0]
    for (index, item) in cases.enumerated() {
        let file = directory.appendingPathComponent("case-\(index).json")
        try? Data(item.document.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--hostile-case", file.path, item.kind]
        let output = Pipe()
        process.standardOutput = output
        try? process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = text.split(separator: " ").compactMap {
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard fields.count == 3 else {
            print("\(item.name): the child process failed (status \(process.terminationStatus)): \(text)")
            misses += 1
            continue
        }
        let (milliseconds, grownBytes, violations) = (fields[0], fields[1], fields[2])
        let megabytes = Double(item.document.utf8.count) / Double(1 << 20)
        let timeMeets = milliseconds <= 100 * megabytes
        let memoryMeets = grownBytes <= 10 * Double(item.document.utf8.count)
        if !timeMeets { misses += 1 }
        if !memoryMeets { misses += 1 }
        print(
            "\(item.name) (\(format(megabytes)) MB, \(Int(violations)) violations): \(format(milliseconds)) ms = "
                + "\(format(milliseconds / megabytes)) ms per MB; target <= 100 ms per MB: \(timeMeets ? "meets"  : "misses"); "
                + "memory \(format(grownBytes / Double(1 << 20))) MB = \(format(grownBytes / Double(item.document.utf8.count)))x "
                + "the document; target <= 10x: \(memoryMeets ? "meets" : "misses")"
        )
    }
}

/// The child's side: reads the document, then decodes and validates it three times, and prints the median time
/// in milliseconds, how far the peak resident size grew past what reading the file took, and the violations.
func runHostileCase(_ path: String, kind: String) -> Never {
    let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
    let before = peakResidentBytes()
    let now = Date(timeIntervalSince1970: 1_795_262_400)
    var samples = [Double]()
    var violations = 0
    for _ in 0..<3 {
        let start = ContinuousClock.now
        switch kind {
        case "recognise":
            // Telling the document's kind apart reads it too; "violations" counts the kinds it may be.
            violations = PaymentDocumentKind.candidates(jsonData: data).count
        case "google-pay": violations = GooglePayPaymentDataRequest.validate(jsonData: data).violations.count
        case "provisioning": violations = ProvisioningDocumentKind.validate(jsonData: data, now: now).violations.count
        case "update":
            violations =
                PaymentRequestUpdate.validate(jsonData: data, kind: .couponCode, currency: .usd, for: .web(now: now))
                .violations.count
        case "w3c": violations = W3CPaymentRequest.validate(jsonData: data, for: .web(now: now)).violations.count
        case "event": violations = PaymentSheetEvent.validate(jsonData: data).violations.count
        case "snapshot":
            violations = PaymentSheetSnapshot.validate(jsonData: data, for: .web(now: now)).violations.count
        case "decrypted": violations = DecryptedPaymentData.validate(jsonData: data, now: now).violations.count
        default: violations = PaymentRequest.validate(jsonData: data, for: .web(now: now)).violations.count
        }
        let elapsed = ContinuousClock.now - start
        samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    samples.sort()
    print("\(samples[1]) \(max(0, peakResidentBytes() - before)) \(violations)")
    exit(0)
}

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
