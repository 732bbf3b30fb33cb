// libFuzzer's entry point of both fuzz targets; see Scripts/fuzz.sh. Each target's invariants name themselves
// `FuzzTarget`: Tests/PaymentRequestKitTests/Fuzz for the library, Tests/PaymentTokenDecryptionTests/Fuzz for the
// decryption product.
import Foundation

/// Runs one input through the checks of the format its first byte chooses; libFuzzer calls it for each input it
/// makes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let failures = FuzzTarget.failures(selecting: data)
    // A broken invariant stops the run as a crash would, so that libFuzzer saves the input.
    precondition(failures.isEmpty, "Invariants broken:\n" + failures.joined(separator: "\n"))
    return 0
}
