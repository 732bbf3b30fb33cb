import Foundation
import Testing

@testable import PaymentRequestKit

/// Every input the fuzzer found, and the reproducers of the hostile-input report, replayed through the fuzz
/// harness's invariants: none may trap, and none may break an invariant.
@Suite struct FuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func files(in folder: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted().map {
            "\(folder)/\($0)"
        }
    }

    static let inputs =
        files(in: "Fuzz/Regressions") + files(in: "Examples/Requests") + files(in: "Examples/Provisioning")

    @Test func thereAreRegressionInputs() {
        #expect(Self.files(in: "Fuzz/Regressions").count >= 14)
    }

    @Test(arguments: inputs)
    func invariantsHold(path: String) throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent(path))
        #expect(FuzzChecks.failures(data) == [])
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
