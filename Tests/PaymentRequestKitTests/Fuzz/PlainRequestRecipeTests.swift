import Foundation
import Testing

@testable import PaymentRequestKit

/// The fuzz format of plain requests: its documents keep to the one-pass reader's shape often enough for the
/// differential check to matter, leave it sometimes, and break no invariant.
@Suite struct PlainRequestRecipeTests {
    /// The documents of 600 inputs from a fixed generator, so that every run checks the same ones.
    static let documents: [Data] = {
        var state: UInt64 = 0x2026_1125
        return (0..<600).map { _ in
            let bytes = (0..<256).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            return PlainRequestRecipe.document(from: Data(bytes))
        }
    }()

    @Test func mostDocumentsAreReadPlainlyAndSomeAreHandedOver() {
        let plain = Self.documents.filter { PaymentRequest.plainlyRead($0, limits: .default) != nil }
        let decoded = Self.documents.filter { (try? PaymentRequest(jsonData: $0)) != nil }
        let invalid = plain.filter { !PaymentRequest.validate(jsonData: $0, for: .web(now: FuzzChecks.now)).isValid }
        // Measured: 372 plain (223 of them invalid), 38 decoded only through the tape, 190 refused.
        #expect(plain.count >= 300, "plainly read: \(plain.count) of \(Self.documents.count)")
        #expect(decoded.count - plain.count >= 25, "decoded only through the tape: \(decoded.count - plain.count)")
        #expect(Self.documents.count - decoded.count >= 120, "refused: \(Self.documents.count - decoded.count)")
        #expect(invalid.count >= 150, "plain and invalid: \(invalid.count)")
    }

    @Test func everyDocumentKeepsTheInvariants() {
        for document in Self.documents {
            var failures = [String]()
            FuzzChecks.checkRequest(document, &failures)
            #expect(failures == [], "\(String(decoding: document, as: UTF8.self))")
        }
    }

    @Test func theBytesChooseTheDocument() {
        // No bytes choose every first option: the five required members, in order, without white space.
        let first = String(decoding: PlainRequestRecipe.document(from: Data()), as: UTF8.self)
        #expect(
            first
                == #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":[],"merchantCapabilities":[],"#
                + #""total":{"label":"Total","amount":"10.00"}}"#)
        #expect(
            PlainRequestRecipe.document(from: Data([1, 2, 3])) == PlainRequestRecipe.document(from: Data([1, 2, 3])))
    }
}
