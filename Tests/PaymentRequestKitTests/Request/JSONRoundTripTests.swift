import Foundation
import Testing

@testable import PaymentRequestKit

@Suite struct JSONRoundTripTests {
    @Test(arguments: Fixtures.realistic.map(\.name))
    func realisticRequestsRoundTrip(name: String) throws {
        let request = try #require(Fixtures.realistic.first { $0.name == name }).request
        let data = request.jsonData()
        let decoded = try PaymentRequest(jsonData: data)
        #expect(decoded == request)
        #expect(decoded.jsonData() == data, "re-encoding gives the same bytes")
        #expect(request.jsonString() == String(decoding: data, as: UTF8.self))
    }
}

@Suite struct GeneratedRoundTripTests {
    /// decode(encode(x)) == x, and encoding is idempotent, for thousands of generated requests.
    @Test func generatedRequestsRoundTrip() throws {
        var generator = RequestGenerator(seed: 2026)
        for _ in 0..<3000 {
            let request = generator.request()
            let data = request.jsonData()
            let decoded = try PaymentRequest(jsonData: data)
            #expect(decoded == request, "\(String(decoding: data, as: UTF8.self))")
            #expect(decoded.jsonData() == data)
        }
    }

    /// Decoding then validating reports the same codes and paths as validating the model built in Swift.
    @Test func decodedValidationMatchesModelValidation() throws {
        var generator = RequestGenerator(seed: 7)
        for _ in 0..<1000 {
            let request = generator.request()
            for context in [ValidationContext.web(now: Fixtures.now), .inApp(now: Fixtures.now)] {
                let expected = request.validate(for: context).violations
                let decoded = PaymentRequest.validate(jsonData: request.jsonData(), for: .init(context)).violations
                #expect(decoded == expected)
            }
        }
    }

    // Two things cannot travel in JSON: unknown capability bits have no Apple Pay JS string (an unknown string is
    // rejected while decoding instead, json.unknownValue), and dates outside the years 1 to 9999 have no ISO 8601
    // form (they are written clamped, and validation reports them before they are sent).
    @Test(
        arguments: ruleCases.filter {
            !["merchantCapabilities.unknown", "contactFields.unknown", "date.outOfRange"].contains($0.code)
        })
    func ruleCasesMatchAfterJSON(ruleCase: RuleCase) {
        var request = ruleCase.base()
        ruleCase.mutate(&request)
        let context = ValidationContext(platform: ruleCase.platform, now: Fixtures.now)
        #expect(
            PaymentRequest.validate(jsonData: request.jsonData(), for: .init(context)) == request.validate(for: context)
        )
    }
}

@Suite struct CodableTests {
    @Test(arguments: Fixtures.realistic.map(\.name))
    func jsonEncoderAndDecoderRoundTrip(name: String) throws {
        let request = try #require(Fixtures.realistic.first { $0.name == name }).request
        for formatting: JSONEncoder.OutputFormatting in [[], [.sortedKeys], [.prettyPrinted, .withoutEscapingSlashes]] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            let data = try encoder.encode(request)
            #expect(try JSONDecoder().decode(PaymentRequest.self, from: data) == request)
            #expect(try PaymentRequest(jsonData: data) == request)
        }
    }

    @Test func sortedKeysGiveStableBytesAndCanonicalBytesNeedNoOptions() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let request = Fixtures.coffeeShop()
        #expect(try encoder.encode(request) == encoder.encode(Fixtures.coffeeShop()))
        // The canonical form depends on no encoder option: whatever a caller configures elsewhere, these bytes hold.
        #expect(request.jsonData() == Fixtures.coffeeShop().jsonData())
        #expect(try PaymentRequest(jsonData: encoder.encode(request)).jsonData() == request.jsonData())
    }

    @Test func nestedInACallersType() throws {
        struct Envelope: Codable, Equatable {
            var orderID: String
            var request: PaymentRequest
        }
        let envelope = Envelope(orderID: "A-1", request: Fixtures.subscription())
        let data = try JSONEncoder().encode(envelope)
        #expect(try JSONDecoder().decode(Envelope.self, from: data) == envelope)
        let bad = Data(
            #"{"orderID":"A-1","request":{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":10}}}"#
                .utf8)
        #expect {
            try JSONDecoder().decode(Envelope.self, from: bad)
        } throws: { error in
            guard case .typeMismatch(_, let context) = error as? DecodingError else { return false }
            return context.codingPath.map(\.stringValue) == ["request", "total", "amount"]
                && ((context.underlyingError as? OtherProblems)?.report.errors.first)?.code == "json.type"
        }
    }
}
