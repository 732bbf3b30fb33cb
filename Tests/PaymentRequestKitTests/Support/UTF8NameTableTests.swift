import Testing

@testable import PaymentRequestKit

@Suite struct UTF8NameTableTests {
    static let names = ["visa", "masterCard", "cartesBancaires", "jcb", "", "supportsInstantFundsOut"]

    /// Lookups by bytes, of names shorter and longer than a word, in any case where the table ignores case.
    @Test(
        arguments: [
            ("visa", false, 0), ("masterCard", false, 1), ("mastercard", false, nil), ("MASTERCARD", true, 1),
            ("mAsTeRcArD", true, 1), ("cartesBancaires", false, 2), ("CARTESBANCAIRES", true, 2),
            ("cartesBancairez", true, nil), ("jcb", false, 3), ("JCB", true, 3), ("", false, 4), ("", true, 4),
            ("supportsInstantFundsOut", false, 5), ("SUPPORTSINSTANTFUNDSOUT", true, 5),
            ("supportsInstantFundsOu", true, nil),
            ("unknown", true, nil),
        ] as [(String, Bool, Int?)])
    func lookup(name: String, ignoringCase: Bool, expected: Int?) {
        let table = UTF8NameTable(
            Self.names.enumerated().map { ($1, $0) }, ignoringASCIICase: ignoringCase)
        #expect(table.value(for: name) == expected)
    }

    /// Names of exactly one word, and names of one length that share their first word, are told apart by the
    /// bytes that differ, wherever they are.
    @Test(
        arguments: [
            ("discover", 0), ("DISCOVER", 0), ("discovex", nil), ("discove", nil), ("instantA1", 1), ("INSTANTA2", 2),
            ("instanta3", nil), ("instantA", nil),
        ] as [(String, Int?)])
    func namesSharingTheirFirstWord(name: String, expected: Int?) {
        let table = UTF8NameTable(
            [("discover", 0), ("instantA1", 1), ("instantA2", 2)], ignoringASCIICase: true)
        #expect(table.value(for: name) == expected)
    }

    /// The first of two equal names wins, for names within a word and longer, and for names equal only once
    /// their case is ignored; names of one length keep their order.
    @Test(
        arguments: [
            ("visa", false, 0), ("VISA", true, 0), ("Visa", false, 2), ("cartesBancaires", false, 3),
            ("CARTESBANCAIRES", true, 3), ("cartesbancaires", false, 5), ("amex", false, 6), ("amex", true, 6),
        ] as [(String, Bool, Int?)])
    func theFirstOfEqualNamesWins(name: String, ignoringCase: Bool, expected: Int?) {
        let table = UTF8NameTable(
            [
                ("visa", 0), ("visa", 1), ("Visa", 2), ("cartesBancaires", 3), ("cartesBancaires", 4),
                ("cartesbancaires", 5), ("amex", 6),
            ],
            ignoringASCIICase: ignoringCase)
        #expect(table.value(for: name) == expected)
    }

    /// Only ASCII capitals are lowered: a byte whose low seven bits spell a capital, but with its high bit set
    /// (as in UTF-8 sequences), stays as it is, in every byte of a word.
    @Test func nonASCIIBytesAreNotLowered() {
        for byte in UInt8.min...UInt8.max {
            let word = UInt64(byte) * 0x0101_0101_0101_0101
            let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            let expected = UInt64(lowered) * 0x0101_0101_0101_0101
            #expect(UTF8NameTable<Int>.lowered(word) == expected, "byte 0x\(String(byte, radix: 16))")
        }
        let table = UTF8NameTable([("àbcdefghé", 1)], ignoringASCIICase: true)
        #expect(table.value(for: "ÀBCDEFGHÉ") == nil)
        #expect(table.value(for: "àBCDEFGHé") == 1)
    }
}
