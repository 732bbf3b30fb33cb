import Testing

@testable import PaymentRequestKit

/// The writer's events give the same bytes as the tree they describe, compact and pretty, and its strings escape
/// only what JSON requires.
@Suite struct JSONWriterTests {
    /// Keys for the streamed object below.
    enum Keys: Int, WireKey {
        case name, empty, list, nested, flag, count
        static let table = WireKeyTable(Self.self)
        static var unknownKeyNote: String { "is not a key of the test's object" }
    }

    static let tree: JSONValue = .object([
        JSONValue.Member(key: "name", value: .string("a")),
        JSONValue.Member(key: "empty", value: .object([])),
        JSONValue.Member(key: "list", value: .array([.string("x"), .array([]), .object([]), .null])),
        JSONValue.Member(
            key: "nested", value: .object([JSONValue.Member(key: "name", value: .array([.bool(false)]))])),
        JSONValue.Member(key: "flag", value: .bool(true)),
        JSONValue.Member(key: "count", value: .number("12")),
    ])

    static func stream<Output: JSONOutput>(to output: inout Output) {
        output.object(Keys.self) { object in
            object.add(.name, "a")
            object.add(.empty) { $0.object(Keys.self) { _ in } }
            object.add(.list) { output in
                output.beginArray()
                output.string("x")
                output.array([Int]()) { _, _ in }
                output.object(Keys.self) { _ in }
                output.null()
                output.endArray()
            }
            object.add(.nested) { $0.object(Keys.self) { inner in inner.add(.name, each: [false]) { $1.bool($0) } } }
            object.add(.flag, true)
            object.add(.count, number: "12")
        }
    }

    @Test(arguments: [false, true])
    func streamedBytesAreTheTreesBytes(prettyPrinted: Bool) {
        var streamed = JSONWriter(prettyPrinted: prettyPrinted)
        Self.stream(to: &streamed)
        var written = JSONWriter(prettyPrinted: prettyPrinted)
        written.write(Self.tree)
        #expect(streamed.bytes == written.bytes)
        #expect(JSONValue { Self.stream(to: &$0) } == Self.tree)
    }

    @Test func compactAndPrettyBytes() {
        var compact = JSONWriter()
        Self.stream(to: &compact)
        #expect(
            String(decoding: compact.bytes, as: UTF8.self)
                == #"{"name":"a","empty":{},"list":["x",[],{},null],"nested":{"name":[false]},"flag":true,"count":12}"#)
        var pretty = JSONWriter(prettyPrinted: true)
        Self.stream(to: &pretty)
        #expect(
            String(decoding: pretty.bytes, as: UTF8.self) == """
                {
                  "name": "a",
                  "empty": {},
                  "list": [
                    "x",
                    [],
                    {},
                    null
                  ],
                  "nested": {
                    "name": [
                      false
                    ]
                  },
                  "flag": true,
                  "count": 12
                }
                """)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("a\\b", #""a\\b""#),
        ("line\nfeed\r\ttab", #""line\nfeed\r\ttab""#),
        ("\u{0}\u{1F}\u{7F}", #""\u0000\u001f\u007f""#),
        ("/ é 日本 😀", #""/ é 日本 😀""#),
        ("", #""""#),
    ])
    func stringsEscapeOnlyWhatJSONRequires(text: String, expected: String) {
        var writer = JSONWriter()
        writer.string(text)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
    }

    /// A tree's keys are a document's, carried as they came, and escape as its strings do.
    @Test(arguments: [false, true])
    func treeKeysEscape(prettyPrinted: Bool) {
        var writer = JSONWriter(prettyPrinted: prettyPrinted)
        writer.write(.object([JSONValue.Member(key: "a\r\"b", value: .null)]))
        #expect(
            String(decoding: writer.bytes, as: UTF8.self)
                == (prettyPrinted ? "{\n  \"a\\r\\\"b\": null\n}" : #"{"a\r\"b":null}"#))
    }

    /// A caller that writes its own brackets and commas places each tree itself.
    @Test func treesGoWhereTheCallerPutsThem() {
        var writer = JSONWriter()
        writer.append(byte: UInt8(ascii: "["))
        writer.write(.string("a"))
        writer.append(byte: UInt8(ascii: ","))
        writer.write(.object([JSONValue.Member(key: "k", value: .number("1"))]))
        writer.append(byte: UInt8(ascii: "]"))
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"["a",{"k":1}]"#)
    }
}
