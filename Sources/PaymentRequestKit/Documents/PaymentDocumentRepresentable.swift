#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A document type the library reads: it describes itself, and ``PaymentDocument`` reads it through that
/// description.
///
/// Each of the library's document types conforms in its own folder, and ``PaymentDocument`` lists the types. The
/// kinds are the library's: a ``PaymentDocumentDescription`` is made only by the library, and a
/// ``PaymentDocumentKind`` only names a kind the library reads, so a type of another module cannot join the list.
///
/// Every conforming type has the same validation face, ``validate(jsonData:for:limits:)``, with the
/// ``PaymentDocument/Context`` its rules read:
///
/// ```swift
/// import Foundation
/// import PaymentRequestKit
///
/// let update = Data(#"{"newTotal": {"label": "Blue Bottle Coffee", "amount": "18.99"}}"#.utf8)
/// let report = PaymentRequestUpdate.validate(jsonData: update, for: .init(currency: .usd))
/// print(report.isValid)  // true
/// ```
public protocol PaymentDocumentRepresentable: Codable, Sendable {
    /// What the library knows of the type's documents: its kind, its format, the keys that recognise it, its
    /// strict reader and writer, and its rules.
    static var documentDescription: PaymentDocumentDescription<Self> { get }
}

extension PaymentDocumentRepresentable {
    /// The kind of the type's documents.
    public static var documentKind: PaymentDocumentKind { documentDescription.kind }

    /// Reads a document of this type strictly, within the limits, and checks every rule its kind has, reporting
    /// every problem at once.
    ///
    /// The document is read as this kind, whatever its keys; ``PaymentDocument/validate(jsonData:for:limits:)``
    /// is the call for a document of unknown kind.
    ///
    /// - Parameters:
    ///   - data: The document, UTF-8 JSON.
    ///   - context: What the kind's rules read: the time, a request's platform and version, the document it
    ///     answers; every member has a default.
    ///   - limits: The decoder's limits.
    public static func validate(
        jsonData data: Data, for context: PaymentDocument.Context = PaymentDocument.Context(),
        limits: JSONDecodingLimits = .default
    ) -> ValidationReport {
        // A kind whose report is its reader's and its rules' reads the bytes in one pass where it can.
        let description = documentDescription
        if let report = description.reportFromBytes { return report(data, limits, context) }
        return PaymentDocument.validate(
            jsonData: data, as: [description.kind], for: context, limits: limits, keepingDocument: false
        )
        .report
    }

    /// The report and, when the caller keeps it and the document decoded without a problem, the value, erased
    /// for ``PaymentDocument``'s list of types.
    static func checkedDocument(
        _ parsed: ParsedJSON, for context: PaymentDocument.Context, keeping: Bool
    ) -> (report: ValidationReport, value: (any PaymentDocumentRepresentable)?) {
        let (report, value) = documentDescription.check(parsed, context, keeping)
        return (report, keeping ? value : nil)
    }

    /// Decodes a document of this type from a parsed tape, strictly, as `init(jsonData:)` does from its bytes.
    static func decodedDocument(_ tape: JSONTape) throws -> any PaymentDocumentRepresentable {
        try documentDescription.decode(tape)
    }

    /// Decodes a document of this type from a decoder, erased for ``PaymentDocument``'s list of types.
    static func decodedDocument(from decoder: any Decoder) throws -> any PaymentDocumentRepresentable {
        try Self(from: decoder)
    }

    /// The document's JSON, byte-stable, as its type writes it.
    func documentJSON(prettyPrinted: Bool) -> Data {
        Self.documentDescription.write(self, prettyPrinted)
    }
}

/// What the library knows of one kind of document: its kind and the sentence that names it, its format, the
/// top-level keys that recognise it, its strict reader and byte-stable writer, and its rules given a
/// ``PaymentDocument/Context``.
///
/// Only the library makes descriptions, one per document type
/// (``PaymentDocumentRepresentable/documentDescription``).
public final class PaymentDocumentDescription<Document: Sendable>: Sendable {
    /// The kind of the documents.
    public let kind: PaymentDocumentKind
    /// The kind in a sentence, with its article: "an Apple Pay JS payment request".
    public let phrase: String
    /// The name of the format the kind is read under, which kinds told apart by their keys share.
    public let formatName: String
    /// Whether a document of the format whose keys decide nothing is read as this kind.
    let isFormatDefault: Bool
    /// The top-level keys the kind's format knows.
    let keys: [String]
    let decode: @Sendable (JSONTape) throws -> Document
    let write: @Sendable (Document, _ prettyPrinted: Bool) -> Data
    /// The report and, when it decoded without a problem and the caller keeps it, the value.
    let check:
        @Sendable (ParsedJSON, PaymentDocument.Context, _ keeping: Bool) -> (report: ValidationReport, value: Document?)
    /// The same report from the document's bytes, read in one pass where the type has a plain reader; `nil` for a
    /// kind whose report says more than its reader and rules.
    let reportFromBytes: (@Sendable (Data, JSONDecodingLimits, PaymentDocument.Context) -> ValidationReport)?

    // A class, made once per type: handing out a description retains one reference rather than its closures.
    init(
        kind: PaymentDocumentKind, phrase: String, formatName: String, isFormatDefault: Bool, keys: [String],
        decode: @escaping @Sendable (JSONTape) throws -> Document,
        write: @escaping @Sendable (Document, _ prettyPrinted: Bool) -> Data,
        check:
            @escaping @Sendable (ParsedJSON, PaymentDocument.Context, _ keeping: Bool) -> (
                report: ValidationReport, value: Document?
            ),
        reportFromBytes: (@Sendable (Data, JSONDecodingLimits, PaymentDocument.Context) -> ValidationReport)? = nil
    ) {
        self.kind = kind
        self.phrase = phrase
        self.formatName = formatName
        self.isFormatDefault = isFormatDefault
        self.keys = keys
        self.decode = decode
        self.write = write
        self.check = check
        self.reportFromBytes = reportFromBytes
    }
}

extension PaymentDocumentDescription where Document: WireDocument {
    /// A document read from the tape by its keys, whose report is its own reader's and, once it decoded, `rules`'
    /// findings.
    static func wire(
        _ kind: PaymentDocumentKind, _ phrase: String, format: String, isFormatDefault: Bool = false,
        keys: [String] = Document.WireKeys.names,
        rules: @escaping @Sendable (Document, PaymentDocument.Context) -> ViolationLog
    ) -> PaymentDocumentDescription {
        wire(
            kind, phrase, format: format, isFormatDefault: isFormatDefault, keys: keys,
            check: { parsed, context, keeping in Document.reading(parsed, keeping: keeping) { rules($0, context) } },
            reportFromBytes: { data, limits, context in Document.report(data, limits: limits) { rules($0, context) } })
    }

    /// A document read from the tape by its keys, reported by `check` as a whole: a kind whose report says more
    /// than its value's rules (what it was not checked against, a signature's own report).
    static func wire(
        _ kind: PaymentDocumentKind, _ phrase: String, format: String, isFormatDefault: Bool = false,
        keys: [String] = Document.WireKeys.names,
        check:
            @escaping @Sendable (ParsedJSON, PaymentDocument.Context, _ keeping: Bool) -> (
                report: ValidationReport, value: Document?
            ),
        reportFromBytes: (@Sendable (Data, JSONDecodingLimits, PaymentDocument.Context) -> ValidationReport)? = nil
    ) -> PaymentDocumentDescription {
        PaymentDocumentDescription(
            kind: kind, phrase: phrase, formatName: format, isFormatDefault: isFormatDefault, keys: keys,
            decode: { tape in
                try WireDecoding.decode(tape: tape) { node, decoding throws(WireFailure) in
                    try Document(wire: node, decoding)
                }
            },
            write: { document, prettyPrinted in Data(document.wireBytes(prettyPrinted: prettyPrinted)) },
            check: check, reportFromBytes: reportFromBytes)
    }
}

extension PaymentDocumentDescription where Document: CheckedDocument & JSONDocument {
    /// A document read from its parsed tree by checks of its own, which report its rules too.
    static func checked(
        _ kind: PaymentDocumentKind, _ phrase: String, format: String, keys: [String],
        check: @escaping @Sendable (ParsedJSON, PaymentDocument.Context) -> (report: ValidationReport, value: Document?)
    ) -> PaymentDocumentDescription {
        PaymentDocumentDescription(
            kind: kind, phrase: phrase, formatName: format, isFormatDefault: false, keys: keys,
            decode: { tape in try Document(JSONElement(root: tape), codingPath: []) },
            write: { document, prettyPrinted in document.jsonData(prettyPrinted: prettyPrinted) },
            check: { parsed, context, _ in check(parsed, context) })
    }
}
