import Foundation
import Testing

@testable import PaymentRequestKit

/// The rules both decoding paths share, decided once: whole numbers by value, a UTF-8 byte-order mark accepted.
/// And the three the strict path alone can enforce, because a `Decoder` never shows them: duplicate keys,
/// trailing commas and encodings other than UTF-8.
@Suite struct SharedRulesTests {
    @Test(arguments: [
        ("12", 12), ("12.0", 12), ("1.2e1", 12), ("1.2E+1", 12), ("1200e-2", 12), ("-0", 0), ("0e99999", 0),
        ("0.000", 0), ("-3", -3), ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
        ("922337203685477580.7e1", Int.max), ("1" + String(repeating: "0", count: 900) + "e-900", 1),
    ])
    func wholeNumbersByValue(text: String, value: Int) {
        #expect(WireDecoding.wholeNumber(text) == value)
    }

    @Test(arguments: ["12.5", "1e-1", "9223372036854775808", "-9223372036854775809", "1e19", "1e-99999", "x"])
    func notWholeNumbers(text: String) {
        #expect(WireDecoding.wholeNumber(text) == nil)
    }

    static let request =
        #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"10.00"},"lineItems":[{"label":"Plan","amount":"10.00","paymentTiming":"recurring","recurringPaymentIntervalCount":INTERVAL}]}"#

    @Test(arguments: ["3", "3.0", "0.3e1", "300e-2"])
    func bothPathsReadWholeNumbersAlike(interval: String) throws {
        let data = Data(Self.request.replacingOccurrences(of: "INTERVAL", with: interval).utf8)
        let strict = try PaymentRequest(jsonData: data)
        let codable = try JSONDecoder().decode(PaymentRequest.self, from: data)
        #expect(strict == codable)
        guard case .recurring(let schedule) = strict.lineItems[0].timing else {
            Issue.record("not recurring")
            return
        }
        #expect(schedule.intervalCount == 3)
    }

    @Test func bothPathsAcceptAByteOrderMark() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array(Self.request.replacingOccurrences(of: "INTERVAL", with: "1").utf8))
        #expect(try PaymentRequest(jsonData: data) == JSONDecoder().decode(PaymentRequest.self, from: data))
        #expect(PaymentRequest.validate(jsonData: data, for: .web(now: Fixtures.now)).isValid)
    }

    @Test(arguments: [
        ("duplicate key", #"{"countryCode":"US","countryCode":"FR","#),
        ("trailing comma", #"{"merchantCategoryCode":"5812","#),
    ])
    func onlyTheStrictPathSeesTheseAndRejectsThem(name: String, start: String) {
        // Foundation's JSONDecoder keeps the first duplicate and takes a trailing comma; the strict path refuses
        // both as json.malformed, the one disagreement the fuzzer allows.
        var json = Self.request.replacingOccurrences(of: "INTERVAL", with: "1")
        json = start + json.dropFirst()
        if name == "trailing comma" { json = String(json.dropLast()) + ",}" }
        let data = Data(json.utf8)
        #expect(throws: Never.self) { try JSONDecoder().decode(PaymentRequest.self, from: data) }
        let report = PaymentRequest.validate(jsonData: data, for: .web(now: Fixtures.now))
        #expect(report.violations.map(\.code) == ["json.malformed"])
    }

    @Test func utf16IsNotJSONForTheStrictPath() {
        let data = Self.request.replacingOccurrences(of: "INTERVAL", with: "1").data(using: .utf16)!
        #expect(
            PaymentRequest.validate(jsonData: data, for: .web(now: Fixtures.now)).violations.map(\.code) == [
                "json.malformed"
            ])
    }
}

/// Inputs the fuzzer found, as unit tests beside their files in Fuzz/Regressions.
@Suite struct FuzzFindingTests {
    @Test(arguments: ["[[[[[[[[", "[", "{\"a\":[[[[", String(repeating: "[", count: 64), "[[[[[[[[]]]]]]]]"])
    func openBracketsNeverOverflowTheTape(text: String) {
        // A node per byte: the tape's capacity must hold one more node than the document has bytes.
        let report = PaymentRequest.validate(jsonData: Data(text.utf8), for: .web(now: Fixtures.now))
        #expect(!report.isValid)
        #expect(report.violations.count == 1)
    }
}
