import Foundation
import TestSupport
import Testing

@testable import PaymentRequestKit

/// Every input the fuzzer found, and the reproducers of the hostile-input report, replayed through the fuzz
/// harness's invariants: none may trap, and none may break an invariant.
@Suite struct FuzzRegressionTests {
    static let root = PackageFiles.root

    static func files(in folder: String) -> [String] { PackageFiles.files(in: folder) }

    static let inputs =
        files(in: "Fuzz/Regressions") + files(in: "Examples/Requests") + files(in: "Examples/Provisioning")

    @Test func thereAreRegressionInputs() {
        #expect(Self.files(in: "Fuzz/Regressions").count >= 14)
    }

    @Test(arguments: inputs)
    func invariantsHold(path: String) throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent(path))
        // Inputs from before the fuzzer chose a format by the first byte ran through every check, and newer ones
        // through the one their first byte chooses: both are replayed.
        #expect(FuzzChecks.failures(data) == [])
        #expect(FuzzChecks.failures(selecting: data) == [])
    }

    @Test func everyFormatIsChosenByAByte() {
        #expect(FuzzChecks.formats.count >= 14)
        #expect(Set(FuzzChecks.formats.map(\.name)).count == FuzzChecks.formats.count)
        // A request after the request format's byte breaks nothing; an empty input chooses nothing.
        let request = try! Data(
            contentsOf: Self.root.appendingPathComponent("Examples/Requests/valid-coffee-shop.json"))
        #expect(FuzzChecks.failures(selecting: Data([0]) + request) == [])
        #expect(FuzzChecks.failures(selecting: Data()) == [])
    }

    @Test func theHarnessNoticesABrokenInvariant() {
        // A document the strict path refuses for a reason the Codable path cannot excuse is reported.
        var failures = [String]()
        FuzzChecks.checkAmount(Fixtures.amount("10.50"), .usd, &failures)
        #expect(failures == [])
        let strictOnly = Data(#"{"countryCode":"XX"}"#.utf8)
        #expect(FuzzChecks.failures(strictOnly) == [])
    }
}
