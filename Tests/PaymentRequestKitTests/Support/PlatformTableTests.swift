import Foundation
import Testing

@testable import PaymentRequestKit

/// The generated tables of time zones and PassKit's currency digits agree with the checked-in data.
@Suite struct PlatformTableTests {
    static func data(_ name: String) throws -> String {
        try String(contentsOf: ISOTableTests.dataDirectory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func timeZoneTableMatchesTheIANAData() throws {
        let names = try Self.data("tzdata-zones.txt").split(whereSeparator: \.isNewline).map(String.init)
        #expect(names.count > 500)
        #expect(IANATimeZones.identifiers == Set(names))
        // Canonical zones, backward-compatible links, and what is not an identifier.
        for zone in ["Europe/Paris", "America/Los_Angeles", "US/Eastern", "UTC", "Etc/GMT+5", "Asia/Calcutta"] {
            #expect(IANATimeZones.identifiers.contains(zone), "\(zone)")
        }
        for zone in ["europe/paris", "Mars/Olympus_Mons", "", "Europe/Paris ", "PST"] {
            #expect(!IANATimeZones.identifiers.contains(zone), "\(zone)")
        }
    }

    @Test func passKitDigitsMatchTheCLDRData() throws {
        let json = try JSONSerialization.jsonObject(with: Data(try Self.data("cldr-currency-digits.json").utf8))
        let digits = try #require((json as? [String: Any])?["digits"] as? [String: Int])
        for currency in CurrencyCode.allCases {
            #expect(currency.passKitDigits == digits[currency.rawValue] ?? digits["DEFAULT"], "\(currency)")
        }
        // The currencies where PassKit allows fewer decimals than ISO 4217, as the reference lists them.
        let fewer = CurrencyCode.allCases.filter { $0.passKitDigits < $0.digits }.map(\.rawValue)
        #expect(
            fewer == ["AFN", "ALL", "IQD", "IRR", "KPW", "LAK", "LBP", "MGA", "MMK", "RSD", "SOS", "SYP", "YER"])
    }
}
