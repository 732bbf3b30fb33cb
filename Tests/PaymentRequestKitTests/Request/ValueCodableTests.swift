import Foundation
import Testing

@testable import PaymentRequestKit

/// The value types a server keeps in its own Codable types: their Apple Pay JS shape, byte for byte, and the
/// values that must not decode, with the rule each names.
@Suite struct ValueCodableTests {
    struct Stored: Codable, Equatable {
        var amount: Amount
        var currency: CurrencyCode
        var country: CountryCode
        var networks: [PaymentNetwork]
        var capabilities: MerchantCapabilities
        var fields: ContactFields
    }

    static let stored = Stored(
        amount: Fixtures.amount("10.5"), currency: .usd, country: .us, networks: [.amex, .masterCard],
        capabilities: [.threeDSecure, .debit], fields: [.postalAddress, .email])

    static let storedJSON =
        #"{"amount":"10.5","capabilities":["supports3DS","supportsDebit"],"country":"US","currency":"USD","fields":["postalAddress","email"],"networks":["amex","masterCard"]}"#

    static func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The stored document with one member replaced.
    static func storedJSON(replacing member: String) -> Data {
        var object = try! JSONSerialization.jsonObject(with: Data(storedJSON.utf8)) as! [String: Any]
        let replacement = try! JSONSerialization.jsonObject(with: Data(member.utf8)) as! [String: Any]
        object.merge(replacement) { $1 }
        return try! JSONSerialization.data(withJSONObject: object)
    }

    @Test func valueTypesEncodeInTheirWireShape() throws {
        #expect(try Self.encoded(Self.stored) == Self.storedJSON)
        #expect(try JSONDecoder().decode(Stored.self, from: Data(Self.storedJSON.utf8)) == Self.stored)
        #expect(try Self.encoded([Fixtures.amount("-0.001"), Fixtures.amount("1000")]) == #"["-0.001","1000"]"#)
        // Network names are matched as Safari matches them.
        #expect(
            try JSONDecoder().decode([PaymentNetwork].self, from: Data(#"["AMEX","visa"]"#.utf8)) == [.amex, .visa])
    }

    @Test(arguments: [
        (#"{"amount":10.5}"#, "json.type"), (#"{"amount":"1.2.3"}"#, "amount.syntax"),
        (#"{"amount":"1234567890123456789012"}"#, "amount.outOfRange"),
        (#"{"currency":"usd"}"#, "currencyCode.invalid"),
        (#"{"country":"XX"}"#, "countryCode.invalid"), (#"{"capabilities":["supports3ds"]}"#, "json.unknownValue"),
        (#"{"fields":["address"]}"#, "json.unknownValue"), (#"{"fields":"email"}"#, "json.type"),
        (#"{"networks":[7]}"#, "json.type"),
    ])
    func valuesThatMustNotDecode(member: String, code: String) {
        let data = Self.storedJSON(replacing: member)
        #expect {
            try JSONDecoder().decode(Stored.self, from: data)
        } throws: { error in
            FuzzChecks.violation(in: error)?.code == code
        }
    }

    // Each refusal names the kind of value and the form it takes, at the member's path.
    @Test(arguments: [
        (
            #"{"currency":"usd"}"#, "currencyCode.invalid", "currency",
            #""usd" is not a valid currency code (ISO 4217, upper case, such as "USD")"#
        ),
        (
            #"{"country":"XX"}"#, "countryCode.invalid", "country",
            #""XX" is not a valid country code (ISO 3166-1 alpha-2, upper case, such as "US")"#
        ),
        (#"{"country":7}"#, "json.type", "country", "Expected a country code as a string"),
        (#"{"currency":null}"#, "json.type", "currency", "Expected a currency code as a string"),
        (
            #"{"capabilities":["supports3DS","supports3ds"]}"#, "json.unknownValue", "capabilities",
            #""supports3ds" is not a merchant capability"#
        ),
        (#"{"fields":["email","address"]}"#, "json.unknownValue", "fields", #""address" is not a contact field"#),
        (#"{"capabilities":"supports3DS"}"#, "json.type", "capabilities", "Expected an array of strings"),
    ])
    func codesAndNamesThatMustNotDecode(member: String, code: String, path: String, message: String) {
        let data = Self.storedJSON(replacing: member)
        #expect {
            try JSONDecoder().decode(Stored.self, from: data)
        } throws: { error in
            let violation = FuzzChecks.violation(in: error)
            return violation?.code == code && violation?.path == path && violation?.message == message
        }
    }

    static let report = ValidationReport(violations: [
        Violation(rule: .totalNegative, path: "total.amount", message: "Total amount must not be negative"),
        Violation(rule: .labelFormat, path: "lineItems[0].label", message: "The label \"A.\" ends with punctuation"),
    ])

    static let reportJSON =
        #"{"valid":false,"violations":[{"code":"total.negative","severity":"error","path":"total.amount","message":"Total amount must not be negative"},{"code":"label.format","severity":"warning","path":"lineItems[0].label","message":"The label \"A.\" ends with punctuation"}]}"#

    @Test func reportsEncodeAsPayreqPrintsThem() throws {
        #expect(String(decoding: Self.report.jsonData(), as: UTF8.self) == Self.reportJSON)
        #expect(try JSONDecoder().decode(ValidationReport.self, from: Self.report.jsonData()) == Self.report)
        #expect(try JSONDecoder().decode(ValidationReport.self, from: JSONEncoder().encode(Self.report)) == Self.report)
        #expect(
            String(decoding: ValidationReport(violations: []).jsonData(), as: UTF8.self)
                == #"{"valid":true,"violations":[]}"#)
        // A tool's own code keeps the severity it was given.
        let own =
            #"{"valid":false,"violations":[{"code":"file.unreadable","severity":"error","path":"","message":"gone"}]}"#
        let decoded = try JSONDecoder().decode(ValidationReport.self, from: Data(own.utf8))
        #expect(decoded.violations.map(\.code) == ["file.unreadable"])
        #expect(!decoded.isValid)
    }

    @Test(arguments: [
        #"{"valid":true,"violations":[{"code":"total.negative","severity":"error","path":"","message":"m"}]}"#,
        #"{"valid":false,"violations":[{"code":"total.negative","severity":"warning","path":"","message":"m"}]}"#,
        #"{"valid":false,"violations":[{"code":"x","severity":"fatal","path":"","message":"m"}]}"#,
        #"{"valid":true,"violations":[{"code":"","severity":"warning","path":"","message":"m"}]}"#,
        #"{"valid":true,"violations":[{"code":"x","severity":"warning","path":""}]}"#,
        #"{"violations":[]}"#,
    ])
    func reportsThatMustNotDecode(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ValidationReport.self, from: Data(json.utf8)) }
    }
}
