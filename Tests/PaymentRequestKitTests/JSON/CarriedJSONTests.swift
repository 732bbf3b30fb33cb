import Foundation
import Testing

@testable import PaymentRequestKit

/// JSON carried for someone else compares by value: member order and a number's spelling mean nothing in JSON,
/// and a `Decoder` keeps neither.
@Suite struct CarriedJSONTests {
    @Test(arguments: [
        ("100000000000", "1e11"), ("1e11", "1e11"), ("1.0E+11", "1e11"), ("1000e8", "1e11"), ("0.5", "5e-1"),
        ("5e-1", "5e-1"), ("-12.50", "-125e-1"), ("0", "0"), ("-0", "0"), ("0.000", "0"), ("0e99", "0"),
        ("007", "7e0"), ("12", "12e0"),
        // Not JSON numbers, or exponents too long to add to: left as they are.
        ("1e", "1e"), ("1.2.3", "1.2.3"), ("x", "x"), ("1e12345678901234567", "1e12345678901234567"),
    ])
    func numbersHaveOneSpellingPerValue(text: String, canonical: String) {
        #expect(JSONValue.canonicalNumber(text) == canonical)
    }

    @Test func orderAndSpellingDoNotMatter() throws {
        let document = try JSONValue.document(Data(#"{"b":[1e2,{"y":0.50,"x":-0}],"a":"1e2"}"#.utf8), limits: .default)
        let other = try JSONValue.document(Data(#"{"a":"1e2","b":[100,{"x":0,"y":5e-1}]}"#.utf8), limits: .default)
        #expect(CarriedJSON(value: document) == CarriedJSON(value: other))
        #expect(CarriedJSON(value: document).hashValue == CarriedJSON(value: other).hashValue)
        // A string is text, whatever it spells.
        let string = try JSONValue.document(Data(#"{"a":"100","b":[100,{"x":0,"y":5e-1}]}"#.utf8), limits: .default)
        #expect(CarriedJSON(value: document) != CarriedJSON(value: string))
    }

    /// A token read through `Codable` has its payment data's numbers as the decoder gives them; it is the same
    /// token as the one read from the bytes (a fuzzer's finding: `1e11` against `100000000000`).
    @Test func aTokenReadThroughCodableIsTheSameToken() throws {
        let json = #"""
            {"paymentMethod":{"displayName":"Visa 4320","network":"Visa","type":"debit"},"paymentData":{"version":"EC_v1","data":"ZGF0YQ==","signature":"c2ln","header":{"publicKeyHash":"aGFzaA==","transactionId":"a1b2c3","ephemeralPublicKey":"a2V5","k":1e11,"f":1.50}}}
            """#
        let strict = try PaymentToken(jsonData: Data(json.utf8))
        let codable = try JSONDecoder().decode(PaymentToken.self, from: Data(json.utf8))
        #expect(codable == strict)
        #expect(codable.hashValue == strict.hashValue)
        // The bytes as they came, spellings and all, from the strict path.
        let carried = String(decoding: try #require(strict.paymentDataJSON), as: UTF8.self)
        #expect(carried.contains(#""k":1e11,"f":1.50"#))
    }

    /// A number with a fraction that `Double` rounds to a whole number comes through `Codable` whole, not
    /// rounded: `JSONDecoder` reads it exactly only as a `Decimal` (a fuzzer's finding: a token's header held
    /// 6666666666666666.666666666666666661, which came over as 6666666666666667).
    @Test(arguments: ["6666666666666666.666666666666666661", "2.0000000000000001", "-1e-30", "12345678901234567890"])
    func aNumberDoubleWouldRoundComesThroughCodableExactly(number: String) throws {
        let json = #"""
            {"paymentMethod":{"displayName":"Visa 4320"},"paymentData":{"version":"EC_v1","header":{"k":\#(number)}}}
            """#
        let strict = try PaymentToken(jsonData: Data(json.utf8))
        let codable = try JSONDecoder().decode(PaymentToken.self, from: Data(json.utf8))
        #expect(codable == strict)
        #expect(codable.jsonString().contains(#""k":"# + Decimal(string: number)!.description))
    }

    /// What a `Decoder` cannot carry: `JSONDecoder` hands a number over as a `Decimal`, which keeps 38 significant
    /// digits, so a longer one comes through `Codable` rounded while the bytes keep it whole (a fuzzer's finding,
    /// documented in "The JSON wire format").
    @Test func aNumberPastDecimalComesThroughCodableRounded() throws {
        let digits = String(repeating: "4", count: 40)
        let json = #"""
            {"paymentMethod":{"displayName":"Visa 4320","network":"Visa","type":"debit"},"paymentData":{"version":"EC_v1","k":1\#(digits)}}
            """#
        let strict = try PaymentToken(jsonData: Data(json.utf8))
        let codable = try JSONDecoder().decode(PaymentToken.self, from: Data(json.utf8))
        #expect(codable != strict)
        #expect(String(decoding: try #require(strict.paymentDataJSON), as: UTF8.self).contains("1" + digits))
        #expect(FuzzChecks.holdsNumberPastDecimal(Data(json.utf8)))
        #expect(!FuzzChecks.holdsNumberPastDecimal(Data(#"{"a":[1e11,0.5,-12]}"#.utf8)))
        // An exponent past Int: JSONDecoder does not read the number, so a token carrying it does not decode (a
        // fuzzer's finding).
        for huge in [#"{"a":1.5e666666666666666666666666666666661}"#, #"{"a":[8E+88888888888888888888]}"#] {
            #expect(FuzzChecks.holdsNumberPastDecimal(Data(huge.utf8)))
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(JSONValue.self, from: Data(huge.utf8)) }
        }
    }
}
