/// The position of an ISO code of `letters` upper-case ASCII letters in a directory indexed by the letters read
/// as a number in base 26 (`"US"` is 20 × 26 + 18), or `nil` when the bytes are not such a code or the directory
/// has `absent` there: the one lookup of country and currency codes, from a `String` or a document's bytes.
func isoCodePosition(
    _ utf8: UnsafeBufferPointer<UInt8>, letters: Int, in directory: [UInt8], absent: UInt8
) -> UInt8? {
    guard utf8.count == letters else { return nil }
    var index = 0
    for byte in utf8 {
        guard (65...90).contains(byte) else { return nil }
        index = index * 26 + Int(byte - 65)
    }
    let found = directory[index]
    return found == absent ? nil : found
}
