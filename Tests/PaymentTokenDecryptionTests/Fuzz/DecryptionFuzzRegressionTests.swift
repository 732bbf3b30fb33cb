import Foundation
import TestSupport
import Testing

/// Every input the decryption fuzzer found, and the TEST vectors after each format's byte, replayed through its
/// invariants: none may trap, and none may break an invariant.
@Suite struct DecryptionFuzzRegressionTests {
    static let inputs =
        PackageFiles.files(in: "Fuzz/DecryptionRegressions") + PackageFiles.files(in: "Examples/Tokens/Test")

    @Test(arguments: inputs)
    func invariantsHold(path: String) throws {
        let data = try Data(contentsOf: PackageFiles.root.appendingPathComponent(path))
        // A saved finding starts with its format's byte; a TEST vector is tried after each.
        if path.hasPrefix("Fuzz/") {
            #expect(DecryptionFuzzChecks.failures(selecting: data) == [])
        } else {
            for format in DecryptionFuzzChecks.formats.indices {
                #expect(DecryptionFuzzChecks.failures(selecting: Data([UInt8(format)]) + data) == [])
            }
        }
    }

    /// The genuine signature passes every invariant, and a signature the fuzzer might make of the look-alike chain
    /// is refused alike through the warm cache and through none.
    @Test func theSignatureChecksSeeBothPaths() throws {
        let genuine = DecryptionFuzzChecks.token.signature
        #expect(DecryptionFuzzChecks.referenceVerifies(genuine, over: DecryptionFuzzChecks.token.signedData))
        #expect(DecryptionFuzzChecks.failures(selecting: Data([0]) + genuine) == [])
        let lookAlike = try DecryptionTests.envelope("Test/look-alike-token.json").signature
        #expect(!DecryptionFuzzChecks.referenceVerifies(lookAlike, over: DecryptionFuzzChecks.token.signedData))
        #expect(DecryptionFuzzChecks.failures(selecting: Data([0]) + lookAlike) == [])
    }
}
