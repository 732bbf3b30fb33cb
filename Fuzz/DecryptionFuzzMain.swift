// libFuzzer's entry point for the decryption product, which links libcrypto; see Scripts/fuzz.sh --decryption.
// The invariants are in Tests/PaymentTokenDecryptionTests/Fuzz.
import Foundation

/// Runs one input through the checks of the format its first byte chooses.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let failures = DecryptionFuzzChecks.failures(selecting: data)
    // A broken invariant stops the run as a crash would, so that libFuzzer saves the input.
    precondition(failures.isEmpty, "Invariants broken:\n" + failures.joined(separator: "\n"))
    return 0
}
