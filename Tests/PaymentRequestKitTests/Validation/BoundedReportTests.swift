import Foundation
import Testing

@testable import PaymentRequestKit

/// Reports stay small whatever the input: at most 100 violations of one rule, 1000 in all, then one that counts
/// the rest. The inputs are the hostile documents that once produced millions of violations.
@Suite struct BoundedReportTests {
    static let prefix =
        #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"#

    static func codes(_ report: ValidationReport) -> [String: Int] {
        report.violations.reduce(into: [:]) { $0[$1.code, default: 0] += 1 }
    }

    @Test func emptyLineItemsByTheHundredThousand() {
        let items = Array(repeating: #"{"label":"","amount":"0.00"}"#, count: 100_000).joined(separator: ",")
        let json = Self.prefix + #""total":{"label":"Shop","amount":"0.00"},"lineItems":["# + items + "]}"
        let report = PaymentRequest.validate(jsonData: Data(json.utf8), for: .web(now: Fixtures.now))
        #expect(report.violations.count <= ValidationReport.maxViolations + 1)
        #expect(report.violations.last?.code == "report.truncated")
        #expect(Self.codes(report).values.allSatisfy { $0 <= ValidationReport.maxViolationsPerRule })
        #expect(!report.isValid)
    }

    @Test func unknownNetworksByTheHundredThousand() {
        var request = Fixtures.coffeeShop()
        request.supportedNetworks = (0..<100_000).map { PaymentNetwork(jsName: "n\($0)") }
        let report = request.validate(for: .web(now: Fixtures.now))
        #expect(Self.codes(report)["supportedNetworks.unknown"] == 100)
        #expect(report.violations.last?.code == "report.truncated")
        #expect(report.violations.last?.message.hasPrefix("99900 more violations") == true)
    }

    @Test func unknownKeysByTheHundredThousand() {
        let keys = (0..<100_000).map { #""k\#($0)":1"# }.joined(separator: ",")
        let json = Self.prefix + #""total":{"label":"Shop","amount":"1.00"},"# + keys + "}"
        let report = PaymentRequest.validate(jsonData: Data(json.utf8), for: .web(now: Fixtures.now))
        #expect(Self.codes(report) == ["json.unknownKey": 100, "report.truncated": 1])
        #expect(report.isValid, "unknown keys are warnings, and so is the count")
    }

    @Test func theCapsCountAcrossDecodingAndValidation() {
        let keys = (0..<150).map { #""k\#($0)":1"# }.joined(separator: ",")
        let json = Self.prefix + #""total":{"label":"","amount":"1.00"},"# + keys + "}"
        let report = PaymentRequest.validate(jsonData: Data(json.utf8), for: .web(now: Fixtures.now))
        #expect(report.violations.map(\.code).suffix(2) == ["total.label.missing", "report.truncated"])
        #expect(report.violations.last?.message.hasPrefix("50 more violations were") == true)
        // One over the cap: the count agrees with its noun.
        let one = (0..<101).map { #""k\#($0)":1"# }.joined(separator: ",")
        let single = PaymentRequest.validate(
            jsonData: Data((Self.prefix + #""total":{"label":"Shop","amount":"1.00"},"# + one + "}").utf8),
            for: .web(now: Fixtures.now))
        #expect(single.violations.last?.message.hasPrefix("1 more violation was found") == true)
    }

    /// Parts that together hold no more than one rule may have are listed as they are; one more, and the rule's
    /// cap applies across the parts.
    @Test(arguments: [
        (50, 50, 0, 100, nil), (50, 51, 0, 100, "1 more violation was"), (3, 0, 7, 3, "7 more violations"),
    ])
    func partsAreCappedAsOneLog(first: Int, second: Int, dropped: Int, listed: Int, truncation: String?) {
        let violation = Violation(rule: .labelEmpty, path: "lineItems", message: "The label is empty")
        let report = ValidationReport(
            capping: [Array(repeating: violation, count: first), Array(repeating: violation, count: second)],
            dropped: dropped)
        #expect(report.violations.filter { $0.code == "label.empty" }.count == listed)
        #expect(report.violations.last.map { $0.code == "report.truncated" } == (truncation != nil))
        if let truncation {
            #expect(report.violations.last?.message.hasPrefix(truncation) == true)
        }
    }

    @Test func provisioningReportsAreCappedToo() {
        var configuration = ProvisioningFixtures.configuration()
        configuration.cardDetails = Array(repeating: LabeledValue(label: "", value: ""), count: 10_000)
        let report = configuration.validate()
        #expect(Self.codes(report) == ["provisioning.cardDetail.empty": 100, "report.truncated": 1])
        let details = Array(repeating: #"{"label":"","value":1}"#, count: 10_000).joined(separator: ",")
        let json = #"{"encryptionScheme":"ECC_V2","cardholderName":"J","cardDetails":["# + details + "]}"
        let decoded = AddPaymentPassRequestConfiguration.validate(jsonData: Data(json.utf8))
        #expect(decoded.violations.count <= ValidationReport.maxViolations + 1)
        #expect(decoded.violations.last?.code == "report.truncated")
        // Every one of the 10 000 bad values is counted, though only the first are kept.
        let bad = Array(repeating: "7", count: 10_000).joined(separator: ",")
        let chain =
            #"{"encryptionScheme":"ECC_V2","certificateChain":["# + bad + #"],"nonce":"AA==","nonceSignature":"AA=="}"#
        let counted = AddPaymentPassRequestInput.validate(jsonData: Data(chain.utf8), for: .init(now: Fixtures.now))
        #expect(counted.violations.filter { $0.code == "json.type" }.count == 100)
        #expect(counted.violations.last?.message.hasPrefix("9900 more violations") == true)
    }
}
