#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A document with a JSON form of its own, read strictly and in full and written byte-stably.
///
/// Every document type of the library has this one face: ``init(jsonData:)`` and ``init(jsonData:limits:)``,
/// which throw one `DecodingError` whose underlying error reports every problem, ``jsonData()`` and
/// ``jsonString(prettyPrinted:)``, whose bytes do not depend on any encoder option, and `Codable` in the same
/// shape. Each type also has a static `validate(jsonData:...)` that reports every problem without throwing,
/// with the context its rules need.
///
/// The face is written once, here, over each type's ``jsonFormat``: a type cannot drift from the others. Only
/// the library's document types have a format, so this is the protocol they share, not one to conform other
/// types to.
public protocol JSONDocument: Codable, Sendable {
    /// The library's strict reader, byte-stable writer and `Codable` bridge for this document type.
    static var jsonFormat: JSONDocumentFormat<Self> { get }

    /// Decodes a document strictly, within the limits, reporting every problem at once.
    ///
    /// - Throws: One `DecodingError`: the first problem's coding path and message, and the report of every
    ///   problem as its underlying error (`DecodingError.validationReport`).
    init(jsonData data: Data, limits: JSONDecodingLimits) throws

    /// The document's JSON, compact or pretty-printed, in a fixed member order.
    func jsonData(prettyPrinted: Bool) -> Data
}

extension JSONDocument {
    /// Decodes a document strictly, within the limits, reporting every problem at once.
    ///
    /// - Throws: One `DecodingError`: the first problem's coding path and message, and the report of every
    ///   problem as its underlying error (`DecodingError.validationReport`).
    public init(jsonData data: Data, limits: JSONDecodingLimits) throws {
        self = try Self.jsonFormat.read(data, limits)
    }

    /// Decodes a document strictly, within the default limits, reporting every problem at once.
    public init(jsonData data: Data) throws {
        try self.init(jsonData: data, limits: .default)
    }

    /// The document's JSON, compact or pretty-printed, in a fixed member order: the same bytes for the same
    /// value.
    public func jsonData(prettyPrinted: Bool) -> Data {
        Data(Self.jsonFormat.write(self, prettyPrinted))
    }

    /// The document's compact JSON.
    public func jsonData() -> Data {
        jsonData(prettyPrinted: false)
    }

    /// The document's JSON as text, compact or pretty-printed.
    public func jsonString(prettyPrinted: Bool = false) -> String {
        String(decoding: Self.jsonFormat.write(self, prettyPrinted), as: UTF8.self)
    }

    /// Decodes a document from any decoder, with the rules of ``init(jsonData:limits:)``.
    ///
    /// Each known member is read from the decoder's containers as the type the JSON form gives it; the strict
    /// reader then reads what they hold. ``init(jsonData:limits:)`` is faster for JSON, and enforces
    /// ``JSONDecodingLimits``.
    public init(from decoder: any Decoder) throws {
        self = try Self.jsonFormat.decode(decoder)
    }

    /// Encodes the document in its JSON form.
    ///
    /// An encoder orders keys as its options say (`JSONEncoder` gives a stable order only with `.sortedKeys`);
    /// ``jsonData(prettyPrinted:)`` gives the canonical bytes.
    public func encode(to encoder: any Encoder) throws {
        try Self.jsonFormat.encode(self, encoder)
    }
}

/// How the library reads and writes one document type: its strict reader, its byte-stable writer and its
/// `Codable` bridge, behind ``JSONDocument``'s one face.
///
/// Only the library makes formats; a document type's ``JSONDocument/jsonFormat`` is the one value there is.
public struct JSONDocumentFormat<Document>: Sendable {
    @usableFromInline package let read: @Sendable (Data, JSONDecodingLimits) throws -> Document
    @usableFromInline package let write: @Sendable (Document, _ prettyPrinted: Bool) -> [UInt8]
    @usableFromInline package let decode: @Sendable (any Decoder) throws -> Document
    @usableFromInline package let encode: @Sendable (Document, any Encoder) throws -> Void

    @inlinable package init(
        read: @escaping @Sendable (Data, JSONDecodingLimits) throws -> Document,
        write: @escaping @Sendable (Document, _ prettyPrinted: Bool) -> [UInt8],
        decode: @escaping @Sendable (any Decoder) throws -> Document,
        encode: @escaping @Sendable (Document, any Encoder) throws -> Void
    ) {
        self.read = read
        self.write = write
        self.decode = decode
        self.encode = encode
    }
}

extension JSONDocumentFormat where Document: WireDocument & Sendable {
    /// A document read from the tape by its `init(wire:_:)` and written by its `write(to:)`: straight to bytes,
    /// or to a tree for an `Encoder`.
    @inlinable package static var wire: Self {
        Self(
            read: { data, limits in try Document.decoded(from: data, limits: limits) },
            write: { document, prettyPrinted in document.wireBytes(prettyPrinted: prettyPrinted) },
            decode: { decoder in try Document.decoded(from: decoder) },
            encode: { document, encoder in try document.wire.encode(to: encoder) })
    }
}

/// A document read from a parsed tree by checks of its own rather than from the tape by its keys: a format whose
/// reader follows another specification member by member.
@usableFromInline package protocol CheckedDocument {
    /// Reads and checks the document, throwing one `DecodingError` whose underlying error is the report.
    init(_ root: JSONElement, codingPath: [any CodingKey]) throws
    /// Writes the document's JSON.
    func write<Output: JSONOutput>(to output: inout Output)
}

extension CheckedDocument {
    /// The document's JSON as a tree, for `Codable` and the checks of what the library writes.
    @inlinable package var wire: JSONValue { JSONValue { write(to: &$0) } }
}

extension JSONDocumentFormat where Document: CheckedDocument & Sendable {
    /// A document read from its parsed tree and written by its own ``CheckedDocument/write(to:)``.
    @inlinable package static var checked: Self {
        Self(
            read: { data, limits in
                let root: JSONElement
                do throws(Violation) {
                    root = try JSONElement.document(data, limits: limits)
                } catch {
                    throw ValidationReport(violations: [error]).decodingError(codingPath: [])
                }
                return try Document(root, codingPath: [])
            },
            write: { document, prettyPrinted in
                var writer = JSONWriter(capacity: 512, prettyPrinted: prettyPrinted)
                document.write(to: &writer)
                return writer.bytes
            },
            decode: { decoder in try Document(JSONElement.root(from: decoder), codingPath: decoder.codingPath) },
            encode: { document, encoder in try document.wire.encode(to: encoder) })
    }
}
