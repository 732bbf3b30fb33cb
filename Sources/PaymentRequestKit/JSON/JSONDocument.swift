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
public protocol JSONDocument: Codable, Sendable {
    /// Decodes a document strictly, within the limits, reporting every problem at once.
    ///
    /// - Throws: One `DecodingError`: the first problem's coding path and message, and the report of every
    ///   problem as its underlying error (`DecodingError.validationReport`).
    init(jsonData data: Data, limits: JSONDecodingLimits) throws

    /// The document's JSON, compact or pretty-printed, in a fixed member order.
    func jsonData(prettyPrinted: Bool) -> Data
}

extension JSONDocument {
    /// Decodes a document strictly, within the default limits, reporting every problem at once.
    public init(jsonData data: Data) throws {
        try self.init(jsonData: data, limits: .default)
    }

    /// The document's compact JSON.
    public func jsonData() -> Data {
        jsonData(prettyPrinted: false)
    }

    /// The document's JSON as text, compact or pretty-printed.
    public func jsonString(prettyPrinted: Bool = false) -> String {
        String(decoding: jsonData(prettyPrinted: prettyPrinted), as: UTF8.self)
    }
}
