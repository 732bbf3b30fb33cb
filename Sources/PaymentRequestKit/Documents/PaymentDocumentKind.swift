#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Which of the documents the library reads a JSON document is, told apart by its top-level keys.
///
/// Every format the library reads is recognised: the Apple Pay JS request, an update a page answers the sheet
/// with, an authorization result, a payment sheet event, the merchant validation request and Apple's merchant
/// session, the three documents
/// of adding a card to Wallet, a session snapshot, a payment, a payment token, the token's envelope, its
/// decrypted payment data, the W3C Payment Request constructor's arguments, a Google Pay `PaymentDataRequest`, and a
/// Google Pay token, Google's root signing keys and a token's decrypted message.
/// ``PaymentDocument`` reads and checks a document of any of them in one call.
///
/// A key that only one kind has marks that kind (`newTotal`, `token`, `methodData`, `apiVersion`, ...). A
/// document with marks of several kinds, or with none, is the kind that knows most of its keys. Where two kinds
/// know a document equally well (`{"paymentMethod": {...}}` is a token's member and an event's), the document is
/// ambiguous: ``candidates(jsonData:limits:)`` lists them, and the caller must say which it is.
///
/// Kinds that are told apart by their keys share a format (``formatName``): `update` holds updates and
/// authorization results, `token` a payment, its token, the envelope and the decrypted data, `provisioning` the
/// three documents of adding a card. The kinds are the library's, one per document type
/// (``PaymentDocumentRepresentable``); new kinds may be added in any release.
public struct PaymentDocumentKind: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The kind's name, for example `"apple-pay-js-request"`.
    public let rawValue: String

    /// The kind of this name, or `nil` when the library reads no kind of that name: the kinds are the library's.
    public init?(rawValue: String) {
        guard let entry = PaymentDocument.entries.first(where: { $0.kind.rawValue == rawValue }) else { return nil }
        self = entry.kind
    }

    /// A kind the library defines, in its document type's folder.
    init(name: String) {
        rawValue = name
    }

    /// The kind's name.
    public var description: String { rawValue }

    /// Every kind the library reads, each with the top-level keys its format knows, in the order of
    /// ``PaymentDocument``'s list of types.
    static let known: [(kind: PaymentDocumentKind, keys: Set<String>)] = PaymentDocument.entries.map {
        ($0.kind, Set($0.keys))
    }

    /// Each known key's bit in a ``KeySet``, looked up by the document's bytes: made into `String`s and hashed
    /// into `Set`s, the keys of a typical request took about 5 us of the 14 us `payreq validate` spent on it.
    static let keyBits: UTF8NameTable<Int> = {
        let names = Set(known.flatMap(\.keys)).sorted()
        precondition(names.count <= KeySet.capacity, "PaymentDocumentKind: more keys than a KeySet holds")
        return UTF8NameTable(names.enumerated().map { (name: $0.element, value: $0.offset) })
    }()

    /// A set of known keys, a bit each.
    struct KeySet: Equatable {
        static let capacity = 256
        var bits = SIMD4<UInt64>()

        init() {}

        init(_ names: some Sequence<String>) {
            for name in names { insert(name) }
        }

        mutating func insert(bit: Int) { bits[bit >> 6] |= 1 << UInt64(bit & 63) }

        mutating func insert(_ name: String) {
            var name = name
            let bit = name.withUTF8 { PaymentDocumentKind.keyBits.value(for: $0) }
            if let bit { insert(bit: bit) }
        }

        func intersects(_ other: KeySet) -> Bool { (bits & other.bits) != SIMD4() }

        func countInCommon(with other: KeySet) -> Int { Int((bits & other.bits).nonzeroBitCount.wrappedSum()) }
    }

    /// Each kind's keys, in the order of ``known``.
    static let knownSets: [KeySet] = known.map { KeySet($0.keys) }

    /// Each kind's marks: the keys no other kind has.
    static let marks: [KeySet] = knownSets.indices.map { index in
        knownSets.indices.reduce(into: knownSets[index]) { keys, other in
            if other != index { keys.bits &= ~knownSets[other].bits }
        }
    }

    /// Every kind the library reads.
    public static var allKinds: [PaymentDocumentKind] { known.map(\.kind) }

    /// The name of the format the kind is read under, which kinds told apart by their keys share: `apple-pay-js`,
    /// `update`, `event`, `snapshot`, `merchant-validation-request`, `merchant-session`, `provisioning`, `token`,
    /// `w3c`, `google-pay`, `google-pay-token`. `payreq validate --format` takes these names, and each kind's own.
    public var formatName: String { entry.format }

    /// Every format's name, each once, in the order of ``allKinds``.
    public static var formatNames: [String] {
        PaymentDocument.entries.reduce(into: []) { names, entry in
            if !names.contains(entry.format) { names.append(entry.format) }
        }
    }

    /// The kinds a name stands for: a format's kinds (``formatName``), or the one kind of that name; `nil` for a
    /// name that is neither.
    public static func kinds(named name: String) -> [PaymentDocumentKind]? {
        let kinds = allKinds.filter { $0.formatName == name }
        if !kinds.isEmpty { return kinds }
        return Self(rawValue: name).map { [$0] }
    }

    /// The kind in a sentence, with its article: "an Apple Pay JS payment request".
    var phrase: String { entry.phrase }

    /// The kind's entry in ``PaymentDocument``'s list: every kind has one, as only the list's types make kinds.
    var entry: PaymentDocument.Entry {
        guard let entry = PaymentDocument.entries.first(where: { $0.kind == self }) else {
            preconditionFailure("PaymentDocumentKind: \(rawValue) is not listed")
        }
        return entry
    }

    /// The kind ``PaymentDocument/validate(jsonData:for:limits:)`` reads a document as, or `nil` when it would
    /// refuse it before reading: the document is not JSON, or its keys fit several kinds equally well
    /// (``candidates(jsonData:limits:)`` then lists them).
    ///
    /// One policy decides here, in ``PaymentDocument``'s readers and in `payreq`: a key only one kind has marks
    /// that kind, the kind that knows most of the keys wins, and a document whose keys fit no kind is read as an
    /// Apple Pay JS request.
    public init?(jsonData data: Data, limits: JSONDecodingLimits = .default) {
        guard case .kind(let kind) = PaymentDocument.recognise(ParsedJSON(jsonData: data, limits: limits), as: nil)
        else { return nil }
        self = kind
    }

    /// The kinds a document may be, from its top-level keys: one when its keys decide, several when they fit
    /// those equally well, none when it is not a JSON object or no kind knows any of its keys.
    public static func candidates(jsonData data: Data, limits: JSONDecodingLimits = .default) -> [PaymentDocumentKind] {
        candidates(ParsedJSON(jsonData: data, limits: limits))
    }

    /// The kinds a parsed document may be, as ``candidates(jsonData:limits:)`` decides.
    static func candidates(_ parsed: ParsedJSON) -> [PaymentDocumentKind] {
        guard case .success(let tape) = parsed.result, tape.kind(.root) == .object else { return [] }
        // Only keys some kind knows can decide; the others have no bit.
        return candidates(keys(of: tape))
    }

    /// The kinds a document with these top-level keys may be, as ``candidates(jsonData:limits:)`` decides.
    public static func candidates(keys: some Sequence<String>) -> [PaymentDocumentKind] {
        candidates(KeySet(keys))
    }

    /// The kinds whose marks the keys hold or, when they hold none, every kind; of those, the ones that know the
    /// most of the keys.
    static func candidates(_ present: KeySet) -> [PaymentDocumentKind] {
        candidates(present, among: Array(known.indices))
    }

    /// The kinds of ``candidates(_:)``, of those at `indices` of ``known`` only.
    static func candidates(_ present: KeySet, among indices: [Int]) -> [PaymentDocumentKind] {
        let marked = indices.filter { marks[$0].intersects(present) }
        let pool = marked.isEmpty ? indices : marked
        let scores = pool.map { (index: $0, known: knownSets[$0].countInCommon(with: present)) }
        guard let best = scores.map(\.known).max(), best > 0 else { return [] }
        return scores.filter { $0.known == best }.map { known[$0.index].kind }
    }

    /// How many of the keys the kind knows.
    static func knownCount(of kind: PaymentDocumentKind, in present: KeySet) -> Int {
        guard let index = known.firstIndex(where: { $0.kind == kind }) else { return 0 }
        return knownSets[index].countInCommon(with: present)
    }

    /// Whether a document with these keys has a key only this kind has.
    static func isMarked(_ kind: PaymentDocumentKind, by present: KeySet) -> Bool {
        guard let index = known.firstIndex(where: { $0.kind == kind }) else { return false }
        return marks[index].intersects(present)
    }

    /// The known keys of a parsed object, as bits.
    static func keys(of tape: JSONTape) -> KeySet {
        var present = KeySet()
        for key in tape.keys(.root) {
            if let bit = tape.withUTF8(key, { keyBits.value(for: $0) }) { present.insert(bit: bit) }
        }
        return present
    }
}
