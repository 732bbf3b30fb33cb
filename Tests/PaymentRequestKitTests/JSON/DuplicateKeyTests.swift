import Foundation
import Testing

@testable import PaymentRequestEngine
@testable import PaymentRequestKit

/// Duplicate keys end a document, in small objects (compared in place) and large ones (a table of the keys'
/// nodes), whether the keys are written alike or one with escapes.
@Suite struct DuplicateKeyTests {
    static func object(_ keys: [String]) -> [UInt8] {
        Array(("{" + keys.map { #""\#($0)":1"# }.joined(separator: ",") + "}").utf8)
    }

    static func parse(_ keys: [String]) -> String? {
        do {
            _ = try JSONParser.parse(object(keys), limits: .default)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [3, 16, 17, 40, 5000])
    func aRepeatedKeyIsRefusedAtAnySize(size: Int) {
        let keys = (0..<size).map { "k\($0)" }
        #expect(Self.parse(keys) == nil)
        #expect(Self.parse(keys + ["k1"]) == #"The key "k1" appears twice in one object"#)
        #expect(Self.parse(keys + [#"\u006b0"#]) == #"The key "k0" appears twice in one object"#)
        #expect(
            Self.parse([#"\u006b\u0030"#] + keys.dropFirst() + ["k0"]) == #"The key "k0" appears twice in one object"#)
    }

    @Test func keysThatOnlyLookAlikeAreDistinct() {
        let keys = (0..<100).map { "k\($0)" } + ["K0", "k0 ", "k00", #"k\\0"#]
        #expect(Self.parse(keys) == nil)
    }

    /// Small objects walk their earlier keys only when a key's bit (length and end bytes) was seen: keys that share
    /// the bit and differ inside are distinct, and a repeat is found whichever keys came between.
    @Test func keysSharingLengthAndEndsAreComparedInFull() {
        #expect(Self.parse(["abc", "axc", "a_c"]) == nil)
        #expect(Self.parse(["abc", "axc", "abc"]) == #"The key "abc" appears twice in one object"#)
        #expect(Self.parse(["abc", "", "q", ""]) == #"The key "" appears twice in one object"#)
    }

    /// `JSONTape.kind` reads a node's three bits as the enum itself: each value must be the case of that raw value.
    @Test func everyThreeBitValueIsTheKindOfThatRawValue() throws {
        for raw in UInt8(0)..<8 {
            let kind = try #require(JSONTape.Kind(rawValue: raw))
            let tape = JSONTape(bytes: [], nodes: [UInt64(raw)])
            #expect(tape.kind(.root) == kind)
        }
    }
}
