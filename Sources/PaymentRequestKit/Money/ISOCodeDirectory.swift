/// Where each ISO code of a few upper-case letters is in its generated table: a direct-address table over every
/// possible code (26² for countries, 26³ for currencies), so that a lookup reads one byte, from a `String` or in
/// place from a document's bytes.
struct ISOCodeDirectory: Sendable {
    private let letters: Int
    /// The position of each possible code, by its letters read as a number in base 26 (`"US"` is 20 × 26 + 18).
    private let positions: [UInt8]
    private static let absent: UInt8 = 0xFF

    /// A directory of codes, each `letters` letters long, at their positions in the order given.
    init(codes: [String], letters: Int) {
        precondition(codes.count < Int(Self.absent), "a position fits a byte")
        self.letters = letters
        var positions = [UInt8](repeating: Self.absent, count: (0..<letters).reduce(1) { product, _ in product * 26 })
        for (position, code) in codes.enumerated() {
            var code = code
            let slot = code.withUTF8 { Self.slot($0, letters: letters) }
            positions[slot!] = UInt8(position)
        }
        self.positions = positions
    }

    /// The position of the code spelled by `utf8`, or `nil` when it is not an assigned code.
    func position(utf8: UnsafeBufferPointer<UInt8>) -> UInt8? {
        guard let slot = Self.slot(utf8, letters: letters) else { return nil }
        let found = positions[slot]
        return found == Self.absent ? nil : found
    }

    /// The position of `code`, or `nil` when it is not an assigned code.
    func position(_ code: String) -> UInt8? {
        var code = code
        return code.withUTF8 { position(utf8: $0) }
    }

    private static func slot(_ utf8: UnsafeBufferPointer<UInt8>, letters: Int) -> Int? {
        guard utf8.count == letters else { return nil }
        var slot = 0
        for byte in utf8 {
            guard (65...90).contains(byte) else { return nil }
            slot = slot * 26 + Int(byte - 65)
        }
        return slot
    }
}
