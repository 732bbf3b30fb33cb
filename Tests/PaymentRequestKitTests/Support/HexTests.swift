import Foundation
import Testing

@testable import PaymentRequestKit

/// Hexadecimal as tokens carry `transactionId` and certificates their merchant identifier hash: read in either
/// case, written in lower case.
@Suite struct HexTests {
    @Test(arguments: [
        ("", [UInt8]()),
        ("00", [0x00]),
        ("0aFf", [0x0A, 0xFF]),
        ("c1CF5d12", [0xC1, 0xCF, 0x5D, 0x12]),
        ("0123456789abcdefABCDEF", [0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF, 0xAB, 0xCD, 0xEF]),
    ])
    func textReadsAsItsBytes(text: String, bytes: [UInt8]) {
        #expect(hexBytes(text) == Data(bytes))
        #expect(hexString(bytes) == text.lowercased())
    }

    @Test(arguments: [
        "0",  // an odd length
        "abc",
        "0g",  // a letter past f
        "zz",
        "0 ",
        "é",  // two UTF-8 bytes, an even count, neither a digit
        "00-1",
        "١٢",  // Arabic-Indic digits are not hexadecimal
    ])
    func anythingElseReadsAsNothing(text: String) {
        #expect(hexBytes(text) == nil)
    }

    @Test func aStringOfMemberBytesIsWrittenFromItsOwnIndices() {
        let bytes = Data([0xDE, 0xAD, 0xBE, 0xEF, 0x01]).dropFirst(2)
        #expect(hexString(bytes) == "beef01")
        #expect(hexString(Data()) == "")
    }
}
