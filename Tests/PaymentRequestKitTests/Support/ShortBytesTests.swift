import Testing

@testable import PaymentRequestKit

/// The word-at-a-time copy and comparison agree with byte-by-byte ones at every length and position, and touch
/// nothing outside their ranges.
@Suite struct ShortBytesTests {
    @Test(arguments: Array(0...25))
    func copiesAndComparisonsCoverEveryByte(length: Int) {
        let source: [UInt8] = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        // Guard bytes either side show that nothing outside the range is written.
        var target = [UInt8](repeating: 0xAA, count: length + 2)
        source.withUnsafeBufferPointer { from in
            target.withUnsafeMutableBufferPointer { to in
                if let from = from.baseAddress { copyBytes(from: from, to: to.baseAddress! + 1, count: length) }
            }
        }
        #expect(target == [0xAA] + source + [0xAA])
        func equal(_ other: [UInt8]) -> Bool {
            source.withUnsafeBufferPointer { left in
                other.withUnsafeBufferPointer { right in
                    guard let left = left.baseAddress, let right = right.baseAddress else { return true }
                    return bytesEqual(left, right, count: length)
                }
            }
        }
        #expect(equal(source))
        for position in 0..<length {
            var other = source
            other[position] ^= 0x01
            #expect(!equal(other), "byte \(position) of \(length)")
        }
    }
}
