/// An ISO 4217 alphabetic currency code from list one as ISO currently publishes it.
///
/// A `CurrencyCode` can only hold one of the 178 codes of ISO 4217 list one (publication of
/// ``listPublicationDate``); withdrawn codes such as `HRK` or `SLL` and made-up ones such as `XBT` are rejected.
/// Codes are upper case, as Apple Pay JS, PassKit and ISO write them: `CurrencyCode("usd")` is `nil`. The table
/// is generated from ISO's own XML (see `Scripts/generate-iso-tables.py`), never from `Locale` or
/// `NumberFormatter`, whose digits follow CLDR and differ from ISO for IDR, COP, PKR, IQD and others.
///
/// Each code knows its ISO minor units (0, 2, 3 or 4), its numeric code, its English name and whether it is a
/// fund code. The 13 codes whose minor units ISO gives as "N.A." (`XAU`, `XDR`, `XXX`, ...) have
/// ``minorUnits`` `nil`; a payment request may not use them (rule `currencyCode.noMinorUnits`). The fund codes
/// (`BOV`, `CHE`, `CHW`, `CLF`, `COU`, `MXV`, `USN`, `UYI`) are accepted with a warning
/// (rule `currencyCode.fund`), because Safari and PassKit accept them but card payments are not made in them.
public struct CurrencyCode: Sendable, Hashable, Comparable, RawRepresentable, CaseIterable, LosslessStringConvertible {
    /// The position of the code in ``table``, which is sorted by code.
    let index: UInt8

    init(index: Int) {
        self.index = UInt8(truncatingIfNeeded: index)
    }

    /// Creates a currency code from its three upper-case letters; returns `nil` unless it is in ISO 4217 list one.
    public init?(_ code: String) {
        guard let index = Self.lookup(code) else { return nil }
        self.index = index
    }

    /// Creates a currency code from its three upper-case letters; returns `nil` unless it is in ISO 4217 list one.
    public init?(rawValue: String) {
        self.init(rawValue)
    }

    /// Creates the currency code whose ISO 4217 numeric code is `numericCode`, or returns `nil`.
    public init?(numericCode: Int) {
        guard let index = Self.table.firstIndex(where: { Int($0.number) == numericCode }) else { return nil }
        self.index = UInt8(index)
    }

    /// The three-letter code, for example `"USD"`.
    public var rawValue: String { Self.table[Int(index)].code }

    /// The three-letter code, for example `"USD"`.
    public var description: String { rawValue }

    /// The ISO 4217 numeric code, for example 840 for USD.
    public var numericCode: Int { Int(Self.table[Int(index)].number) }

    /// The number of digits after the decimal point (ISO 4217 "minor units"), or `nil` where ISO gives "N.A.".
    ///
    /// USD has 2, JPY 0, KWD 3, CLF 4. These are ISO's figures, which Apple Pay enforces on final amounts;
    /// they differ from CLDR's display digits for some currencies (IDR and COP have 2 here).
    public var minorUnits: Int? {
        let units = Self.table[Int(index)].minorUnits
        return units < 0 ? nil : Int(units)
    }

    /// ISO's English name of the currency, for example `"US Dollar"`.
    public var name: String { Self.table[Int(index)].name }

    /// Whether ISO marks the code as a fund code (`BOV`, `CHE`, `CHW`, `CLF`, `COU`, `MXV`, `USN`, `UYI`).
    public var isFund: Bool { Self.table[Int(index)].isFund }

    /// Every code of ISO 4217 list one, in alphabetical order.
    public static var allCases: [CurrencyCode] { (0..<table.count).map { CurrencyCode(index: $0) } }

    /// Orders codes alphabetically.
    public static func < (lhs: CurrencyCode, rhs: CurrencyCode) -> Bool { lhs.index < rhs.index }

    /// The minor units used for arithmetic: ISO's figure, or 0 for the N.A. codes.
    var digits: Int { Int(Self.arithmeticDigits[Int(index)]) }

    /// The decimals PassKit rounds an amount in this currency to: CLDR's fraction digits.
    ///
    /// PassKit accepts an amount only if rounding it to these digits leaves it unchanged
    /// (`_PKPaymentIsValidCurrencyAmount`). For most currencies they are ISO 4217's minor units; for some, CLDR
    /// has fewer: IQD (ISO 3, CLDR 0), and ALL, AFN, IRR, KPW, LAK, LBP, MGA, MMK, RSD, SOS, SYP and YER (ISO 2,
    /// CLDR 0). So `"10.50"` in ALL is a valid ISO amount that PassKit may refuse (`amount.passKitDigits`).
    public var passKitDigits: Int { Int(Self.passKitDigitsByIndex[Int(index)]) }

    // By table index, as for the ISO digits: a dictionary lookup would hash the code on every amount checked.
    private static let passKitDigitsByIndex: [UInt8] = table.map {
        UInt8(cldrDigits[$0.code] ?? cldrDefaultDigits)
    }

    // A table of plain bytes for the hot paths (formatting, rounding): reading a row of ``table`` would retain
    // and release its strings on every call.
    private static let arithmeticDigits: [UInt8] = table.map { UInt8(max(0, $0.minorUnits)) }

    private static let directory = ISOCodeDirectory(codes: table.map(\.code), letters: 3)

    static func lookup(_ code: String) -> UInt8? { directory.position(code) }

    /// A code from its UTF-8, read in place, as a decoder finds it; `nil` unless it is in ISO 4217 list one.
    init?(utf8: UnsafeBufferPointer<UInt8>) {
        guard let index = Self.directory.position(utf8: utf8) else { return nil }
        self.index = index
    }
}
