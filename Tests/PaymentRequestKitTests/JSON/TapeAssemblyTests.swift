import Testing

@testable import PaymentRequestEngine
@testable import PaymentRequestKit

/// An object assembled on a tape from a parsed document's values and made ones reads as the document it stands
/// for, without being written and parsed.
@Suite struct TapeAssemblyTests {
    static let source = try! JSONParser.parse(
        Array(#"{"a":{"x":[1,"\u0041\n"],"y":{}},"b":true,"c":[]}"#.utf8), limits: .default)

    /// The value of member `key` of the source's root object.
    static func node(_ key: String) -> JSONNode {
        let keyNode = source.keys(.root).first { source.string($0) == key }!
        return JSONNode(index: keyNode.index + 1)
    }

    @Test func copiedAndMadeValuesReadAsTheDocumentTheyStandFor() throws {
        let tape = try #require(
            Self.source.assemblingObject([
                (key: "copied", value: .node(Self.node("a"))),
                (
                    key: "made",
                    value: .made(
                        .object([
                            JSONValue.Member(key: "label", value: .string("é \"quoted\" \\")),
                            JSONValue.Member(key: "amount", value: .number("1.50")),
                            JSONValue.Member(key: "none", value: .null),
                            JSONValue.Member(key: "flags", value: .array([.bool(false), .bool(true)])),
                        ]))
                ),
                (key: "list", value: .list([.node(Self.node("b")), .made(.string("s")), .node(Self.node("c"))])),
                (key: "empty", value: .list([])),
            ]))
        let expected = #"""
            {"copied":{"x":[1,"A\n"],"y":{}},"made":{"label":"é \"quoted\" \\","amount":1.50,"none":null,"flags":[false,true]},"list":[true,"s",[]],"empty":[]}
            """#
        #expect(String(decoding: tape.value(.root).bytes(), as: UTF8.self) == expected)
        // The root holds every node, and the copied string keeps its escapes where they lie.
        #expect(tape.next(.root).index == tape.nodes.count)
        #expect(tape.bytes.starts(with: Self.source.bytes))
        // The root at 0, the key copied at 1, its object at 2, the key x at 3 and its array at 4.
        let copiedString = tape.elements(JSONNode(index: 4)).map { tape.kind($0) }
        #expect(copiedString == [.number, .escapedString])
    }

    /// A request read from an assembled object reports every problem, at the same paths, as the same request
    /// written out and parsed.
    @Test func aRequestReadFromAnAssemblyReportsAsTheSameRequestParsed() throws {
        let data = try JSONParser.parse(
            Array(#"{"countryCode":"us","supportedNetworks":["visa",7],"merchantCapabilities":[],"x\u0079":1}"#.utf8),
            limits: .default)
        var members = data.keys(.root).map { key in
            (key: data.string(key), value: JSONTape.Part.node(JSONNode(index: key.index + 1)))
        }
        members.append((key: "currencyCode", value: .made(.string("usd"))))
        members.append(
            (
                key: "total",
                value: .made(
                    .object([
                        JSONValue.Member(key: "label", value: .null),
                        JSONValue.Member(key: "amount", value: .string("1.2.3")),
                    ]))
            ))
        let assembled = try #require(data.assemblingObject(members))
        let written = try JSONParser.parse(
            Array(
                #"{"countryCode":"us","supportedNetworks":["visa",7],"merchantCapabilities":[],"xy":1,"currencyCode":"usd","total":{"label":null,"amount":"1.2.3"}}"#
                    .utf8), limits: .default)
        let context = ValidationContext.web(now: ParsedJSONTests.now)
        let report = PaymentRequest.report(tape: assembled) { $0.violationLog(for: context) }
        #expect(report == PaymentRequest.report(tape: written) { $0.violationLog(for: context) })
        #expect(
            report.violations.map(\.path) == [
                "xy", "total.label", "countryCode", "currencyCode", "supportedNetworks[1]", "total.amount",
                "merchantCapabilities",
            ])
    }

    /// An assembly whose texts pass the bound is refused whole, before any node is read.
    @Test func anAssemblyPastItsBoundIsRefused() {
        let members: [(key: String, value: JSONTape.Part)] = [(key: "made", value: .made(.string("abcdef")))]
        let bytes = Self.source.bytes.count
        // The made texts are the key, 4 bytes, and the string, 6.
        #expect(Self.source.assemblingObject(members, maxBytes: bytes + 10) != nil)
        #expect(Self.source.assemblingObject(members, maxBytes: bytes + 9) == nil)
    }
}
