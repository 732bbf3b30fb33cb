import Foundation
import Testing

@testable import PaymentRequestKit

/// The one-pass reader of the plainest JSON reads objects of known keys, arrays and plain strings, and stops for
/// good at anything else.
@Suite struct PlainJSONReaderTests {
    enum Keys: Int, WireKey {
        case name, tags, note
        static let table = WireKeyTable(Self.self)
        static var unknownKeyNote: String { "is not a key of the test's object" }
    }

    /// A document `{"name": ..., "tags": [...], "note": ...}` with any of the members, as far as the reader reads
    /// it: the members in order, then whether it reached the end.
    static func read(_ text: String, maxStringBytes: Int = 100) -> (members: [String], complete: Bool) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard var reader = PlainJSONReader(buffer, maxStringBytes: maxStringBytes),
                var object = reader.openObject()
            else { return ([], false) }
            var members: [String] = []
            while let key = reader.nextKey(&object, Keys.self) {
                switch key {
                case .tags:
                    guard let tags = reader.array({ $0.string() }) else { return (members, false) }
                    members.append("tags=\(tags.joined(separator: "|"))")
                case .name, .note:
                    guard let text = reader.string() else { return (members, false) }
                    members.append("\(key.stringValue)=\(text)")
                }
            }
            return (members, object.isComplete && reader.isAtEnd())
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var document: String
        var members: [String]
        var testDescription: String { document }
    }

    static let readable: [Row] = [
        Row(document: #"{}"#, members: []),
        Row(document: #"{"name":"a"}"#, members: ["name=a"]),
        Row(document: #"{"note":"","tags":[],"name":"x y"}"#, members: ["note=", "tags=", "name=x y"]),
        Row(document: #"{"tags":["a","bb","ccc"]}"#, members: ["tags=a|bb|ccc"]),
        Row(
            document: " \n\t{ \"name\" : \"a\" ,\r\n \"tags\" : [ \"b\" , \"c\" ] } \n",
            members: ["name=a", "tags=b|c"]),
        // Longer than a word, and ending in the document's last seven bytes, which are read byte by byte.
        Row(document: #"{"name":"printable ASCII, ~!@#$%^&*()"}"#, members: ["name=printable ASCII, ~!@#$%^&*()"]),
    ]

    @Test(arguments: readable)
    func readsThePlainestJSON(row: Row) {
        let result = Self.read(row.document)
        #expect(result.members == row.members)
        #expect(result.complete)
    }

    /// Each document is JSON the reader does not read, or not JSON; it stops where it says, and never completes.
    static let unreadable: [Row] = [
        Row(document: #"{"name":1}"#, members: []),
        Row(document: #"{"name":"a","note":null}"#, members: ["name=a"]),
        Row(document: #"{"name":true}"#, members: []),
        Row(document: #"{"name":"a\nb"}"#, members: []),
        Row(document: #"{"name":"caf\u00e9"}"#, members: []),
        Row(document: "{\"name\":\"café\"}", members: []),
        Row(document: "{\"name\":\"tab\there\"}", members: []),
        Row(document: #"{"other":"a"}"#, members: []),
        Row(document: #"{"name":"a","name":"b"}"#, members: ["name=a"]),
        Row(document: #"{"na\u006de":"a"}"#, members: []),
        Row(document: #"{"name":"a",}"#, members: ["name=a"]),
        Row(document: #"{"name" "a"}"#, members: []),
        Row(document: #"{"name":"a""note":"b"}"#, members: ["name=a"]),
        Row(document: #"{"tags":["a",]}"#, members: []),
        Row(document: #"{"tags":["a" "b"]}"#, members: []),
        Row(document: #"{"tags":"a"}"#, members: []),
        Row(document: #"{"name":"a"} x"#, members: ["name=a"]),
        Row(document: #"{"name":"a"}{}"#, members: ["name=a"]),
        Row(document: #"{"name":"unterminated"#, members: []),
        Row(document: #"{"name":"a""#, members: ["name=a"]),
        Row(document: #"["name"]"#, members: []),
        Row(document: "", members: []),
        // A string past the limit (100 bytes here).
        Row(document: #"{"name":""# + String(repeating: "x", count: 101) + #""}"#, members: []),
    ]

    @Test(arguments: unreadable)
    func stopsAtAnythingElse(row: Row) {
        let result = Self.read(row.document)
        #expect(result.members == row.members)
        #expect(!result.complete)
    }

    @Test func aStringAtTheLimitIsRead() {
        let text = String(repeating: "x", count: 100)
        #expect(Self.read(#"{"name":""# + text + #""}"#) == (["name=" + text], true))
    }

    /// Past a value it does not read, the reader reads nothing more: the rest of a string cannot pass for keys.
    @Test func aStopIsForGood() {
        // The string's tab stops the reader just inside it; read on from there, `","note":"b"}` would look like
        // the next member.
        let bytes = Array("{\"name\":\"a\t\",\"note\":\"b\"}".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard var reader = PlainJSONReader(buffer, maxStringBytes: 100), var object = reader.openObject() else {
                Issue.record("the document does not open")
                return
            }
            let key = reader.nextKey(&object, Keys.self)
            let value = reader.string()
            let next = reader.nextKey(&object, Keys.self)
            let string = reader.plainString()
            let opened = reader.openObject() != nil
            let atEnd = reader.isAtEnd()
            #expect(key == .name)
            #expect(value == nil)
            #expect(next == nil)
            #expect(!object.isComplete)
            #expect(string == nil)
            #expect(!opened)
            #expect(!atEnd)
        }
    }

    /// An element its caller gives up on, though the reader read it, stops the reader as well: read on from there,
    /// this document, which is not JSON (its array never closes), would end as a complete object.
    @Test func anElementTheCallerGivesUpOnStopsTheReader() {
        let bytes = Array(#"{"tags":["a","b","note":"d"}"#.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard var reader = PlainJSONReader(buffer, maxStringBytes: 100), var object = reader.openObject() else {
                Issue.record("the document does not open")
                return
            }
            let key = reader.nextKey(&object, Keys.self)
            let tags = reader.array { element -> String? in
                guard let text = element.string(), text != "b" else { return nil }
                return text
            }
            let next = reader.nextKey(&object, Keys.self)
            let atEnd = reader.isAtEnd()
            #expect(key == .tags)
            #expect(tags == nil)
            #expect(next == nil)
            #expect(!object.isComplete)
            #expect(!atEnd)
        }
    }

    /// The limits the reader cannot check as it goes decide whether it may read a document at all.
    @Test func theLimitsDecideWhetherToReadPlainly() {
        var limits = JSONDecodingLimits.default
        #expect(limits.allowPlainReading(ofBytes: 1000, depth: 3))
        limits.maxDocumentBytes = 999
        #expect(!limits.allowPlainReading(ofBytes: 1000, depth: 3))
        limits = .default
        limits.maxValueCount = 999
        #expect(!limits.allowPlainReading(ofBytes: 1000, depth: 3))
        limits = .default
        limits.maxDepth = 2
        #expect(!limits.allowPlainReading(ofBytes: 1000, depth: 3))
        #expect(limits.allowPlainReading(ofBytes: 1000, depth: 2))
    }
}
