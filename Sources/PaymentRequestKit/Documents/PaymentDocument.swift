#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A document of any kind the library reads, told apart by its keys: the one place a server or a tool hands JSON
/// of unknown kind.
///
/// ``validate(jsonData:for:limits:)`` recognises the document (``PaymentDocumentKind``), reads it with its kind's
/// strict reader and checks every rule that kind has, with the ``Context`` each kind needs: a request's
/// platform and version, the request an event, an update or a token belongs to, the current time. It returns the
/// report with the kind it recognised, and the typed value when the document decoded:
///
/// ```swift
/// import Foundation
/// import PaymentRequestKit
///
/// let body = Data(#"{"newTotal": {"label": "Blue Bottle Coffee", "amount": "18.99"}}"#.utf8)
/// let result = PaymentDocument.validate(jsonData: body)
/// print(result.kind == .requestUpdate, result.isValid)
/// if let update = result.document?.value(as: PaymentRequestUpdate.self) {
///     print(update.newTotal.label)
/// }
/// ```
///
/// Decoding (``init(jsonData:limits:)``) is a separate step from validation, as for every document type: a
/// decoder accepts what it can hold (`"80.565"` USD, a negative total), and validation says what the platforms
/// would refuse.
public struct PaymentDocument: Sendable, CustomStringConvertible {
    /// The document, typed: every kind's value is its document type's.
    let document: any PaymentDocumentRepresentable

    init(_ document: any PaymentDocumentRepresentable) {
        self.document = document
    }

    /// The kind of the document.
    public var kind: PaymentDocumentKind { type(of: document).documentKind }

    /// The document, of its kind's type: a ``PaymentRequest`` for ``PaymentDocumentKind/applePayRequest``, a
    /// ``PaymentRequestUpdate`` for ``PaymentDocumentKind/requestUpdate``, and so on.
    public var value: any PaymentDocumentRepresentable { document }

    /// The document as `type`, or `nil` when it is another kind's.
    public func value<Document: PaymentDocumentRepresentable>(as type: Document.Type) -> Document? {
        document as? Document
    }

    /// The kind and the document's JSON.
    public var description: String { "\(kind): \(jsonString())" }
}

extension PaymentDocument {
    /// Recognises a document, decodes it with its kind's strict reader, and checks every rule of its kind,
    /// reporting every problem at once.
    ///
    /// A document whose keys fit no kind is read as an Apple Pay JS request; one whose keys fit several kinds
    /// equally well is not guessed at (``ValidationRule/documentAmbiguous``). A plain request is read in one pass,
    /// without building the document's tape.
    ///
    /// - Parameters:
    ///   - data: The document, UTF-8 JSON.
    ///   - context: What the kinds' rules need; every member has a default.
    ///   - limits: The decoder's limits.
    public static func validate(
        jsonData data: Data, for context: Context = Context(), limits: JSONDecodingLimits = .default
    ) -> PaymentDocumentReport {
        validate(jsonData: data, as: nil, for: context, limits: limits)
    }

    /// Reads and checks a document as one of `kinds`, reporting every problem at once.
    ///
    /// One kind forces it: the document is read as that kind, whatever its keys. Several, such as a format's
    /// (``PaymentDocumentKind/kinds(named:)``), are told apart by the keys; a document whose keys say it is
    /// another kind is reported as such (``ValidationRule/documentOtherKind``), and one whose keys fit none of
    /// them is read as the format's usual kind where it has one (the envelope, of a token's kinds), or reported
    /// (``ValidationRule/documentUnknown``).
    ///
    /// - Parameters:
    ///   - data: The document, UTF-8 JSON.
    ///   - kinds: The kinds it may be, or `nil` for every kind.
    ///   - context: What the kinds' rules need; every member has a default.
    ///   - limits: The decoder's limits.
    ///   - keepingDocument: Whether the report keeps the typed document; a caller that wants the report alone (a
    ///     command-line check, a service that answers with the report) saves copying it out.
    public static func validate(
        jsonData data: Data, as kinds: [PaymentDocumentKind]?, for context: Context = Context(),
        limits: JSONDecodingLimits = .default, keepingDocument: Bool = true
    ) -> PaymentDocumentReport {
        if kinds?.contains(.applePayRequest) ?? true, let request = PaymentRequest.plainlyRead(data, limits: limits) {
            // A document the one-pass reader reads whole has a request's keys only, so it is a request.
            let report = request.violationLog(for: context.validationContext).report
            return PaymentDocumentReport(
                kind: .applePayRequest, report: report, document: keepingDocument ? PaymentDocument(request) : nil)
        }
        return validate(
            ParsedJSON(jsonData: data, limits: limits), as: kinds, for: context, keepingDocument: keepingDocument)
    }

    /// The report of ``validate(jsonData:as:for:limits:keepingDocument:)``, for a document already parsed.
    static func validate(
        _ parsed: ParsedJSON, as kinds: [PaymentDocumentKind]? = nil, for context: Context = Context(),
        keepingDocument: Bool = true
    ) -> PaymentDocumentReport {
        switch recognise(parsed, as: kinds) {
        case .kind(let kind):
            let (report, value) = kind.entry.type.checkedDocument(parsed, for: context, keeping: keepingDocument)
            return PaymentDocumentReport(kind: kind, report: report, document: value.map(PaymentDocument.init))
        case .refused(let report):
            return PaymentDocumentReport(kind: nil, report: report, document: nil)
        }
    }

    /// What the keys decide: a kind to read the document as, or the report that refuses it.
    enum Recognition {
        case kind(PaymentDocumentKind)
        case refused(ValidationReport)
    }

    /// The one recognition policy: a kind asked for alone is read whatever the keys; otherwise a key only one kind
    /// has marks that kind, the kind that knows most of the keys wins, a document whose keys say it is a kind not
    /// asked for is refused, and one whose keys fit none is read as the usual kind of those asked for.
    static func recognise(_ parsed: ParsedJSON, as kinds: [PaymentDocumentKind]?) -> Recognition {
        // What is not JSON is no kind: the report says why it is not.
        if case .failure(let problem) = parsed.result { return .refused(ValidationReport(violations: [problem])) }
        guard case .success(let tape) = parsed.result, tape.kind(.root) == .object else {
            // A document that is not an object is reported by the kind it would be read as.
            return recognise(nil, as: kinds)
        }
        return recognise(PaymentDocumentKind.keys(of: tape), as: kinds)
    }

    /// The policy of ``recognise(_:as:)-(ParsedJSON,_)`` for an object with these known keys, or for a document that
    /// is not an object (`nil`).
    static func recognise(_ present: PaymentDocumentKind.KeySet?, as kinds: [PaymentDocumentKind]?) -> Recognition {
        if let kinds, kinds.count == 1 { return .kind(kinds[0]) }
        guard let present else { return .kind(defaultKind(of: kinds) ?? kinds?.first ?? .applePayRequest) }
        let everyKind = PaymentDocumentKind.candidates(present)
        guard let kinds else {
            guard everyKind.count <= 1 else { return .refused(ambiguous(everyKind)) }
            return .kind(everyKind.first ?? .applePayRequest)
        }
        let indices = PaymentDocumentKind.known.indices.filter { kinds.contains(PaymentDocumentKind.known[$0].kind) }
        // Keys that only another kind has, and more of them than any kind asked for knows, say what the document
        // is: a request given where a token is expected is a request, not a token missing its keys.
        if everyKind.count == 1, let other = everyKind.first, !kinds.contains(other),
            PaymentDocumentKind.isMarked(other, by: present),
            PaymentDocumentKind.knownCount(of: other, in: present)
                > indices.map({ PaymentDocumentKind.knownSets[$0].countInCommon(with: present) }).max() ?? 0
        {
            let message = "The document is \(other.phrase), not \(phrases(kinds))"
            return .refused(
                ValidationReport(violations: [Violation(rule: .documentOtherKind, path: "", message: message)]))
        }
        // Of kinds asked for together, the first listed wins a tie: they are told apart by their keys.
        if let first = PaymentDocumentKind.candidates(present, among: indices).first { return .kind(first) }
        if let fallback = defaultKind(of: kinds) { return .kind(fallback) }
        let message = "The document has none of the keys of \(phrases(kinds))"
        return .refused(ValidationReport(violations: [Violation(rule: .documentUnknown, path: "", message: message)]))
    }

    /// The kind a document of these kinds is read as when its keys decide nothing: a request, of every kind.
    private static func defaultKind(of kinds: [PaymentDocumentKind]?) -> PaymentDocumentKind? {
        guard let kinds else { return .applePayRequest }
        return entries.first { kinds.contains($0.kind) && $0.isFormatDefault }?.kind
    }

    /// "a configuration, a generate-request input or a pass request".
    private static func phrases(_ kinds: [PaymentDocumentKind]) -> String {
        let phrases = kinds.map(\.phrase)
        guard phrases.count > 1 else { return phrases.first ?? "" }
        return phrases.dropLast().joined(separator: ", ") + " or " + phrases[phrases.count - 1]
    }

    /// A document whose keys fit several kinds equally well is not guessed at.
    static func ambiguous(_ kinds: [PaymentDocumentKind]) -> ValidationReport {
        let names = kinds.map(\.rawValue).joined(separator: ", ")
        let formats = kinds.reduce(into: [String]()) { formats, kind in
            if !formats.contains(kind.formatName) { formats.append(kind.formatName) }
        }
        let message =
            "The document's keys fit \(kinds.count) kinds equally well (\(names)); say which it is (its format: \(formats.sorted().joined(separator: " or ")))"
        return ValidationReport(violations: [Violation(rule: .documentAmbiguous, path: "", message: message)])
    }
}

extension PaymentDocument {
    /// Decodes a document of any kind strictly, within the limits, recognising its kind by its keys; one whose
    /// keys fit no kind is decoded as an Apple Pay JS request, as validation reads it.
    ///
    /// - Throws: One `DecodingError`: for a document whose keys fit several kinds equally well, with the report
    ///   that says so as its underlying error (`DecodingError.validationReport`); otherwise the kind's own.
    public init(jsonData data: Data, limits: JSONDecodingLimits = .default) throws {
        try self.init(jsonData: data, as: nil, limits: limits)
    }

    /// Decodes a document as one of `kinds`, told apart by its keys as ``validate(jsonData:as:for:limits:keepingDocument:)`` tells
    /// them, reading its bytes once; one kind forces it.
    ///
    /// - Throws: One `DecodingError`, whose underlying error is the report: the document is not JSON, its keys
    ///   fit several kinds, say it is another kind or fit none of `kinds`; or the kind's own.
    public init(jsonData data: Data, as kinds: [PaymentDocumentKind]?, limits: JSONDecodingLimits = .default) throws {
        let parsed = ParsedJSON(jsonData: data, limits: limits)
        switch Self.recognise(parsed, as: kinds) {
        case .refused(let report):
            throw report.decodingError(codingPath: [])
        case .kind(let kind):
            guard case .success(let tape) = parsed.result else {
                // A kind asked for alone is read whatever the document is; one that is not JSON has its report.
                throw parsed.report { _ in ValidationReport(violations: []) }.decodingError(codingPath: [])
            }
            self.init(try kind.entry.type.decodedDocument(tape))
        }
    }

    /// The document's JSON, compact or pretty-printed, as its kind writes it: the same bytes for the same value.
    public func jsonData(prettyPrinted: Bool = false) -> Data {
        document.documentJSON(prettyPrinted: prettyPrinted)
    }

    /// The document's JSON as text, compact or pretty-printed.
    public func jsonString(prettyPrinted: Bool = false) -> String {
        String(decoding: jsonData(prettyPrinted: prettyPrinted), as: UTF8.self)
    }
}

extension PaymentDocument: Codable {
    /// Decodes a document of any kind from a decoder, recognising its kind by the keys the decoder holds.
    ///
    /// - Throws: A `DecodingError` when the keys fit several kinds equally well, or the kind's own; keys that fit
    ///   no kind are decoded as an Apple Pay JS request, as everywhere.
    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: JSONKey.self).allKeys.map(\.stringValue)
        switch Self.recognise(PaymentDocumentKind.KeySet(keys), as: nil) {
        case .kind(let kind): self.init(try kind.entry.type.decodedDocument(from: decoder))
        case .refused(let report): throw report.decodingError(codingPath: decoder.codingPath)
        }
    }

    /// Encodes the document as its kind does.
    public func encode(to encoder: any Encoder) throws {
        try document.encode(to: encoder)
    }
}
