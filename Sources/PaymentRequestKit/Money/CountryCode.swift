/// An ISO 3166-1 alpha-2 country code, one of the 249 officially assigned codes.
///
/// Codes are upper case, as Apple Pay JS and PassKit write them: `CountryCode("us")` is `nil`, and the same
/// policy applies when decoding JSON and when validating. User-assigned and reserved codes (`ZZ`, `XK`, `EU`,
/// `UN`) and numeric regions (`419`) are rejected, which `Locale.Region` on Linux does not do. The table is
/// generated from Debian's iso-codes data (see `Scripts/generate-iso-tables.py`).
public struct CountryCode: Sendable, Hashable, Comparable, RawRepresentable, CaseIterable, LosslessStringConvertible {
    /// The position of the code in ``table``, which is sorted by code.
    let index: UInt8

    init(index: Int) {
        self.index = UInt8(truncatingIfNeeded: index)
    }

    /// Creates a country code from its two upper-case letters; returns `nil` unless ISO 3166-1 assigns it.
    public init?(_ code: String) {
        guard let index = Self.lookup(code) else { return nil }
        self.index = index
    }

    /// Creates a country code from its two upper-case letters; returns `nil` unless ISO 3166-1 assigns it.
    public init?(rawValue: String) {
        self.init(rawValue)
    }

    /// The two-letter code, for example `"US"`.
    public var rawValue: String { Self.table[Int(index)].code }

    /// The two-letter code, for example `"US"`.
    public var description: String { rawValue }

    /// The ISO 3166-1 alpha-3 code, for example `"USA"`.
    public var alpha3Code: String { Self.table[Int(index)].alpha3 }

    /// The ISO 3166-1 numeric code, for example 840 for the United States.
    public var numericCode: Int { Int(Self.table[Int(index)].number) }

    /// The English short name, for example `"United States"`.
    public var name: String { Self.table[Int(index)].name }

    /// Every assigned code, in alphabetical order.
    public static var allCases: [CountryCode] { (0..<table.count).map { CountryCode(index: $0) } }

    /// Orders codes alphabetically.
    public static func < (lhs: CountryCode, rhs: CountryCode) -> Bool { lhs.index < rhs.index }

    private static let directory = ISOCodeDirectory(codes: table.map(\.code), letters: 2)

    static func lookup(_ code: String) -> UInt8? { directory.position(code) }

    /// Whether text is an ISO 3166-1 alpha-2 code in either case, without a copy: two ASCII letters, upper-cased on
    /// the stack and looked up.
    static func isCode(ignoringCase text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == 2, let first = utf8.first, let second = utf8.last else { return false }
        // A-Z or a-z, as 0 to 25; anything else is no code.
        func letter(_ byte: UInt8) -> Int? {
            let upper = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
            return (0x41...0x5A).contains(upper) ? Int(upper - 0x41) : nil
        }
        guard let high = letter(first), let low = letter(second) else { return false }
        return assigned[high * 26 + low]
    }

    /// Every pair of letters, AA to ZZ, and whether ISO 3166-1 assigns it: a check costs an index, not a lookup.
    private static let assigned: [Bool] = {
        var assigned = [Bool](repeating: false, count: 26 * 26)
        for entry in table {
            let bytes = Array(entry.code.utf8)
            assigned[Int(bytes[0] - 0x41) * 26 + Int(bytes[1] - 0x41)] = true
        }
        return assigned
    }()

    /// A code from its UTF-8, read in place, as a decoder finds it; `nil` unless ISO 3166-1 assigns it.
    init?(utf8: UnsafeBufferPointer<UInt8>) {
        guard let index = Self.directory.position(utf8: utf8) else { return nil }
        self.index = index
    }
}
