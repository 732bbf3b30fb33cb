import Foundation
import Testing

@testable import PaymentRequestKit

/// The generated tables must agree with the checked-in data files they were generated from.
@Suite struct ISOTableTests {
    static let dataDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/Data")

    struct CurrencyRow: Hashable {
        var code: String
        var number: Int
        var minorUnits: Int?
        var isFund: Bool
        var name: String
    }

    /// Reads ISO 4217 list one with plain string scanning (FoundationXML is not part of the toolchain's core).
    static func currencyRows() throws -> [String: CurrencyRow] {
        let xml = try String(contentsOf: dataDirectory.appendingPathComponent("iso4217-list-one.xml"), encoding: .utf8)
        func field(_ tag: String, in entry: Substring) -> Substring? {
            // The tag name ends at ">" or at an attribute's space: "<Ccy" alone would also match "<CcyNm".
            guard let open = entry.range(of: "<\(tag)>") ?? entry.range(of: "<\(tag) "),
                let close = entry.range(of: "</\(tag)>")
            else { return nil }
            let afterOpen = entry[entry.index(before: open.upperBound)...]
            guard let end = afterOpen.firstIndex(of: ">") else { return nil }
            return entry[afterOpen.index(after: end)..<close.lowerBound]
        }
        var rows = [String: CurrencyRow]()
        for entry in xml.components(separatedBy: "<CcyNtry>").dropFirst() {
            let entry = Substring(entry)
            guard let code = field("Ccy", in: entry) else { continue }
            let minor = field("CcyMnrUnts", in: entry).map(String.init) ?? ""
            let row = CurrencyRow(
                code: String(code),
                number: Int(field("CcyNbr", in: entry) ?? "") ?? -1,
                minorUnits: Int(minor),
                isFund: entry.contains("IsFund=\"true\""),
                name: String(field("CcyNm", in: entry) ?? "").trimmingCharacters(in: .whitespaces)
            )
            rows[row.code] = row
        }
        return rows
    }

    @Test func currencyTableMatchesISOListOne() throws {
        let rows = try Self.currencyRows()
        #expect(rows.count == 178)
        #expect(CurrencyCode.allCases.count == 178)
        for currency in CurrencyCode.allCases {
            let row = try #require(rows[currency.rawValue])
            #expect(currency.numericCode == row.number, "\(currency)")
            #expect(currency.minorUnits == row.minorUnits, "\(currency)")
            #expect(currency.isFund == row.isFund, "\(currency)")
            #expect(currency.name == row.name, "\(currency)")
            #expect(CurrencyCode(currency.rawValue) == currency)
            #expect(CurrencyCode(numericCode: row.number) == currency)
        }
    }

    @Test func minorUnitCountsMatchISO() {
        let counts = Dictionary(grouping: CurrencyCode.allCases, by: \.minorUnits).mapValues(\.count)
        #expect(counts[0] == 17)
        #expect(counts[2] == 139)
        #expect(counts[3] == 7)
        #expect(counts[4] == 2)
        #expect(counts[nil] == 13)
    }

    @Test(arguments: [
        ("USD", 2), ("JPY", 0), ("KWD", 3), ("CLF", 4), ("UYW", 4), ("IDR", 2), ("COP", 2), ("PKR", 2), ("IQD", 3),
        ("ISK", 0), ("HUF", 2), ("BHD", 3), ("VND", 0),
    ])
    func minorUnitsDifferFromCLDRWhereISOSaysSo(code: String, units: Int) throws {
        #expect(try #require(CurrencyCode(code)).minorUnits == units)
    }

    @Test(arguments: ["usd", "Usd", "US", "USDX", "", "HRK", "SLL", "DEM", "XBT", "ABC", "ÜSD", "US1", "U S"])
    func rejectedCurrencyCodes(code: String) {
        #expect(CurrencyCode(code) == nil)
    }

    @Test func wellKnownCurrencyMembers() {
        #expect(CurrencyCode.usd.rawValue == "USD")
        #expect(CurrencyCode.try.rawValue == "TRY")
        #expect(CurrencyCode.xau.minorUnits == nil)
        #expect(CurrencyCode.clf.isFund)
        #expect(CurrencyCode.eur.numericCode == 978)
        #expect(CurrencyCode(rawValue: "EUR") == .eur)
        #expect("\(CurrencyCode.gbp)" == "GBP")
    }

    struct CountryFile: Decodable {
        struct Country: Decodable {
            var alpha2: String
            var alpha3: String
            var numeric: String
            var name: String
            enum CodingKeys: String, CodingKey {
                case alpha2 = "alpha_2"
                case alpha3 = "alpha_3"
                case numeric, name
            }
        }
        var countries: [Country]
        enum CodingKeys: String, CodingKey { case countries = "3166-1" }
    }

    @Test func countryTableMatchesISO3166() throws {
        let data = try Data(contentsOf: Self.dataDirectory.appendingPathComponent("iso3166-1.json"))
        let file = try JSONDecoder().decode(CountryFile.self, from: data)
        #expect(file.countries.count == 249)
        #expect(CountryCode.allCases.count == 249)
        let byCode = Dictionary(uniqueKeysWithValues: file.countries.map { ($0.alpha2, $0) })
        for country in CountryCode.allCases {
            let row = try #require(byCode[country.rawValue])
            #expect(country.alpha3Code == row.alpha3)
            #expect(country.numericCode == Int(row.numeric))
            #expect(country.name == row.name)
            #expect(CountryCode(country.rawValue) == country)
        }
    }

    @Test(arguments: ["us", "Us", "ZZ", "XK", "EU", "UN", "419", "USA", "U", "", "AA", "QO", "ÜS"])
    func rejectedCountryCodes(code: String) {
        #expect(CountryCode(code) == nil)
    }

    @Test func wellKnownCountryMembers() {
        #expect(CountryCode.us.rawValue == "US")
        #expect(CountryCode.in.rawValue == "IN")
        #expect(CountryCode.is.name == "Iceland")
        #expect(CountryCode.gb.alpha3Code == "GBR")
    }
}
