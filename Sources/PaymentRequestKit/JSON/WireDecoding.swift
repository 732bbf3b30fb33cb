#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A problem found while reading the wire format, with the rule it breaks and where.
struct WireFailure: Error {
    enum Kind {
        case missingKey
        case typeMismatch(expected: ExpectedType)
        case corrupted
    }

    var rule: ValidationRule
    var kind: Kind
    var path: [PathComponent]
    var message: String

    var violation: Violation { Violation(rule: rule, path: path.rendered, message: message) }

    /// The `DecodingError` Swift's `Codable` callers expect: this problem's coding path and message, and as its
    /// underlying error the report of every problem, this one when there is no other.
    func decodingError(prefix: [any CodingKey] = [], report: ValidationReport? = nil) -> DecodingError {
        let keys = prefix + path.map(JSONKey.init)
        let report = report ?? ValidationReport(violations: [violation])
        let others = report.errors.count - 1
        var description = "\(path.isEmpty ? "(document)" : path.rendered): \(message) [\(rule.code)]"
        if others > 0 {
            description += " (and \(others) more problem\(others == 1 ? "" : "s"), which the underlying report lists)"
        }
        switch kind {
        case .missingKey:
            let context = DecodingError.Context(
                codingPath: Array(keys.dropLast()), debugDescription: description, underlyingError: report)
            return .keyNotFound(keys.last ?? JSONKey(stringValue: ""), context)
        case .typeMismatch(let expected):
            let context = DecodingError.Context(
                codingPath: keys, debugDescription: description, underlyingError: report)
            return .typeMismatch(expected.swiftType, context)
        case .corrupted:
            return .dataCorrupted(
                DecodingError.Context(codingPath: keys, debugDescription: description, underlyingError: report))
        }
    }
}

extension Violation: Error {}

extension ValidationReport: Error {}

extension DecodingError {
    /// The report of every problem, when a PaymentRequestKit type threw this error while decoding.
    ///
    /// Decoding a document or a part of one goes on past each problem; the error a decoder throws is the
    /// first problem's, and this report lists them all, each with its rule code and path.
    public var validationReport: ValidationReport? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context.underlyingError as? ValidationReport
        @unknown default:
            nil
        }
    }
}

extension ValidationReport {
    /// The `DecodingError` for a document checked as a whole: the first error's path and message, and the report
    /// as its underlying error, read back through ``DecodingError/validationReport``.
    func decodingError(codingPath: [any CodingKey]) -> DecodingError {
        let first = errors.first ?? violations.first
        let others = errors.count - 1
        var description = first.map { "\($0.path.isEmpty ? "(document)" : $0.path): \($0.message) [\($0.code)]" } ?? ""
        if others > 0 {
            description += " (and \(others) more problem\(others == 1 ? "" : "s"), which the underlying report lists)"
        }
        return .dataCorrupted(
            DecodingError.Context(codingPath: codingPath, debugDescription: description, underlyingError: self))
    }
}

/// The JSON type a value should have had, with its name for messages and the Swift type `DecodingError` reports.
enum ExpectedType {
    case string, boolean, wholeNumber, array, object

    var name: String {
        switch self {
        case .string: "a string"
        case .boolean: "a boolean"
        case .wholeNumber: "a whole number"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var swiftType: Any.Type {
        switch self {
        case .string: String.self
        case .boolean: Bool.self
        case .wholeNumber: Int.self
        case .array: [String].self
        case .object: [String: String].self
        }
    }
}

/// A coding key for any object key or array index of a document.
struct JSONKey: CodingKey, Sendable {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    init(_ component: PathComponent) {
        switch component {
        case .key(let key): self.init(stringValue: key)
        case .index(let index): self.init(intValue: index)
        }
    }
}

/// The state of one decoding: where it is in the document, the unknown keys it has passed, and the problems it
/// has recorded and gone past.
final class WireDecoding {
    /// The document being read.
    let tape: JSONTape
    /// Where decoding is, as a stack that each field pushes and pops.
    ///
    /// Behind a pointer this object owns: as a stored property, every push and pop paid a dynamic exclusivity
    /// check, a tenth of the cost of decoding a request. A decoding runs on one thread and its accesses never
    /// overlap (each push ends before the field is read), which is what the check would verify.
    private let pathStorage: UnsafeMutablePointer<[PathComponent]>
    var path: [PathComponent] { pathStorage.pointee }
    /// Keys Apple Pay JS does not know, capped as a report is.
    let unknownKeyLog = ViolationLog()
    var unknownKeys: [Violation] { unknownKeyLog.violations }
    /// Problems recorded by ``attempt(_:)``, in document order; decoding went on after each.
    private(set) var problems: [WireFailure] = []

    init(tape: JSONTape) {
        self.tape = tape
        pathStorage = .allocate(capacity: 1)
        pathStorage.initialize(to: [])
        pathStorage.pointee.reserveCapacity(16)
    }

    deinit {
        pathStorage.deinitialize(count: 1)
        pathStorage.deallocate()
    }

    /// Problems past ``ValidationReport/maxViolations``, counted but not kept.
    private(set) var droppedProblems = 0

    /// Runs one field's decoding; a problem is recorded and gives `nil`, so that the next field is still read.
    @inline(__always)
    func attempt<T>(_ body: () throws(WireFailure) -> T) -> T? {
        do {
            return try body()
        } catch {
            // Kept up to what a report can list; beyond, only counted, so that memory stays bounded.
            if problems.count < ValidationReport.maxViolations { problems.append(error) } else { droppedProblems += 1 }
            return nil
        }
    }

    func fail(_ rule: ValidationRule, _ message: String, kind: WireFailure.Kind = .corrupted) -> WireFailure {
        WireFailure(rule: rule, kind: kind, path: path, message: message)
    }

    func typeMismatch(_ expected: ExpectedType, _ value: JSONNode) -> WireFailure {
        fail(
            .jsonType, "Expected \(expected.name), found \(tape.typeName(value))",
            kind: .typeMismatch(expected: expected))
    }

    @inline(__always)
    func at<T>(_ component: PathComponent, _ body: () throws(WireFailure) -> T) throws(WireFailure) -> T {
        pathStorage.pointee.append(component)
        defer { pathStorage.pointee.removeLast() }
        return try body()
    }

    /// The members of an object; keys outside `Key` are noted, as Safari ignores them silently.
    func object<Key: WireKey>(_ value: JSONNode, _: Key.Type) throws(WireFailure) -> WireObject<Key> {
        guard tape.kind(value) == .object else { throw typeMismatch(.object, value) }
        // One pass over the keys: each known key's value goes to its slot, so that reading a field is an index.
        // Documents mostly come in the known keys' order (this library writes them so), perhaps with gaps, so
        // the search starts after the last match and wraps around: one or a few comparisons per key.
        let table = Key.table
        let count = table.utf8Ranges.count
        var slots = WireObject<Key>.Slots(count: count)
        var hint = 0
        table.utf8.withUnsafeBufferPointer { names in
            for key in tape.keys(value) {
                var found: Int?
                for step in 0..<count {
                    let candidate = (hint + step) % count
                    if tape.stringEquals(key, UnsafeBufferPointer(rebasing: names[table.utf8Ranges[candidate]])) {
                        found = candidate
                        break
                    }
                }
                if let slot = found {
                    slots[slot] = key.index + 1
                    hint = slot + 1
                } else {
                    unknownKeyLog.add(
                        .jsonUnknownKey, { (self.path + [.key(self.tape.string(key))]).rendered },
                        { "\(quoted(self.tape.string(key))) is not a key Apple Pay JS knows here; Safari ignores it" })
                }
            }
        }
        return WireObject(slots: slots, decoding: self)
    }

    func array<T>(_ value: JSONNode, _ element: (JSONNode) throws(WireFailure) -> T) throws(WireFailure) -> [T] {
        guard tape.kind(value) == .array else { throw typeMismatch(.array, value) }
        var result = [T]()
        result.reserveCapacity(tape.elements(value).reduce(0) { count, _ in count + 1 })
        for (index, item) in tape.elements(value).enumerated() {
            pathStorage.pointee.append(.index(index))
            defer { pathStorage.pointee.removeLast() }
            result.append(try element(item))
        }
        return result
    }

    /// Whether a value is the string `text`.
    func isString(_ value: JSONNode, _ text: String) -> Bool {
        switch tape.kind(value) {
        case .string, .escapedString: tape.stringEquals(value, text)
        default: false
        }
    }

    func string(_ value: JSONNode) throws(WireFailure) -> String {
        switch tape.kind(value) {
        case .string, .escapedString: return tape.string(value)
        default: throw typeMismatch(.string, value)
        }
    }

    func bool(_ value: JSONNode) throws(WireFailure) -> Bool {
        switch tape.kind(value) {
        case .true: return true
        case .false: return false
        default: throw typeMismatch(.boolean, value)
        }
    }

    /// A whole number, judged by its value as JavaScript and `JSONDecoder` judge it: `12`, `12.0`, `1.2e1` and
    /// `1200e-2` are all 12.
    func int(_ value: JSONNode) throws(WireFailure) -> Int {
        guard tape.kind(value) == .number, let number = Self.wholeNumber(tape.numberText(value)) else {
            throw typeMismatch(.wholeNumber, value)
        }
        return number
    }

    /// The value of a JSON number's text when it is a whole number that fits `Int`, or `nil`.
    static func wholeNumber(_ text: String) -> Int? {
        var bytes = Substring(text).utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        var digits = [UInt8]()
        var fractionDigits = 0
        var inFraction = false
        var exponent = 0
        var exponentNegative = false
        var inExponent = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-") where inExponent: exponentNegative = true
            case UInt8(ascii: "+") where inExponent: continue
            case UInt8(ascii: "0")...UInt8(ascii: "9") where inExponent:
                // Saturated: no whole number in Int has more than 19 digits, so a larger exponent decides nothing.
                exponent = min(exponent * 10 + Int(byte - 48), 10_000)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(byte - 48)
                if inFraction { fractionDigits += 1 }
            default: return nil
            }
        }
        var shift = (exponentNegative ? -exponent : exponent) - fractionDigits
        // Leading zeros of the fraction carry no value; trailing zeros can pay for a negative shift.
        while let first = digits.first, first == 0 { digits.removeFirst() }
        while shift < 0, let last = digits.last, last == 0 {
            digits.removeLast()
            shift += 1
        }
        if digits.isEmpty { return 0 }
        guard shift >= 0, digits.count + shift <= 19 else { return nil }
        var magnitude: UInt64 = 0
        for digit in digits + repeatElement(0, count: shift) {
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { return nil }
            magnitude = sum
        }
        if negative { return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    func amount(_ value: JSONNode) throws(WireFailure) -> Amount {
        switch tape.kind(value) {
        case .string, .escapedString:
            do {
                return try Amount(parsing: tape.string(value))
            } catch {
                throw fail(error.code == .outOfRange ? .amountOutOfRange : .amountSyntax, error.message)
            }
        case .number:
            let text = tape.numberText(value)
            throw fail(
                .jsonType,
                "Amounts are strings in Apple Pay JS: write \"\(text.prefix(40))\", not the number \(text.prefix(40))",
                kind: .typeMismatch(expected: .string)
            )
        default:
            throw typeMismatch(.string, value)
        }
    }

    func date(_ value: JSONNode) throws(WireFailure) -> Date {
        let text = try string(value)
        guard let date = ISO8601.parse(text) else {
            throw fail(
                .dateInvalid,
                "\(quoted(text)) is not an ISO 8601 date-time with a time zone, such as \"2026-01-01T00:00:00Z\"")
        }
        return date
    }

    func url(_ value: JSONNode) throws(WireFailure) -> URL {
        let text = try string(value)
        guard let url = URL(string: text), url.scheme != nil else {
            throw fail(.urlInvalid, "\(quoted(text)) is not a valid URL")
        }
        return url
    }

    /// Standard Base64 (RFC 4648, section 4) with padding, as `Data(base64Encoded:)` reads it.
    func base64(_ value: JSONNode, rule: ValidationRule) throws(WireFailure) -> Data {
        let text = try string(value)
        guard let data = Data(base64Encoded: text) else {
            throw fail(rule, "\(quoted(text)) is not standard Base64 (A-Z, a-z, 0-9, + and /, padded with =)")
        }
        return data
    }

    func enumeration<T: RawRepresentable>(_ value: JSONNode, _ type: T.Type) throws(WireFailure) -> T
    where T.RawValue == String {
        let text = try string(value)
        guard let result = T(rawValue: text) else {
            throw fail(.jsonUnknownValue, "\(quoted(text)) is not a valid value")
        }
        return result
    }
}

/// The keys of one object of a wire format, spelled once: each case's name is its key.
///
/// The cases' order is the order the writer uses, and decoding finds a key's value by the case's raw value, so
/// the raw values are the cases' positions (`0, 1, 2, ...`, as an `Int` enum numbers them by default). Being a
/// `CodingKey`, the same enum serves the `Codable` path.
protocol WireKey: CodingKey, CaseIterable, RawRepresentable<Int>, Sendable {
    /// The keys' names, built once per enum.
    static var table: WireKeyTable { get }
    /// What the key's value should be; a string unless the enum says otherwise.
    var shape: WireShape { get }
    /// The key without which the strict decoder does not read this one, if any; it comes earlier in the enum.
    var condition: Self? { get }
    /// Whether documents nearly always have the key: a hint for reading from a `Decoder`, which asks for such a
    /// key at once instead of first looking for it.
    var isUsuallyPresent: Bool { get }
}

extension WireKey {
    var shape: WireShape { .string }
    var condition: Self? { nil }
    var isUsuallyPresent: Bool { false }

    /// The key as written.
    var name: String { Self.table.names[rawValue] }
}

/// The names of a ``WireKey`` enum's cases, as text and as UTF-8 for comparing with a document's bytes, with
/// their shapes.
struct WireKeyTable: Sendable {
    let names: [String]
    /// The names' UTF-8, one after another, and where each one is: one buffer, so that comparing a document's
    /// key with a name retains nothing.
    let utf8: [UInt8]
    let utf8Ranges: [Range<Int>]
    /// Each key's position by its name, for reading from a `Decoder`, which gives keys as strings.
    let positions: [String: Int]
    let shapes: [WireShape]
    /// The keys for a `Decoder`'s keyed containers.
    let codingKeys: [JSONKey]
    /// The position of each key's ``WireKey/condition``.
    let conditions: [Int?]
    let usuallyPresent: [Bool]

    init<Key: WireKey>(_: Key.Type) {
        names = Key.allCases.enumerated().map { position, key in
            precondition(key.rawValue == position, "\(Key.self).\(key.stringValue) is not at its raw value")
            return key.stringValue
        }
        utf8 = names.flatMap(\.utf8)
        utf8Ranges = names.reduce(into: []) { ranges, name in
            let start = ranges.last?.upperBound ?? 0
            ranges.append(start..<(start + name.utf8.count))
        }
        positions = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        shapes = Key.allCases.map(\.shape)
        codingKeys = names.map(JSONKey.init(stringValue:))
        usuallyPresent = Key.allCases.map(\.isUsuallyPresent)
        conditions = Key.allCases.map { key in
            key.condition.map { condition in
                precondition(
                    condition.rawValue < key.rawValue && key.rawValue < 64, "\(Key.self): a condition comes first")
                return condition.rawValue
            }
        }
    }

    func contains(_ name: String) -> Bool { positions[name] != nil }
}

/// The members of one JSON object, read by key.
struct WireObject<Key: WireKey> {
    /// Where each key's value is in the tape (-1 when absent), by the key's raw value.
    let slots: Slots
    let decoding: WireDecoding

    /// Where each known key's value is: inline for up to 32 keys (every object of the wire formats has fewer),
    /// so that reading an object allocates nothing; on the heap beyond.
    struct Slots {
        // A SIMD vector because it is indexed in place; a tuple read through withUnsafeBytes was copied whole
        // on every read.
        private var inline = SIMD32<Int32>(repeating: -1)
        private var spill: [Int]

        init(count: Int) {
            spill = count > 32 ? [Int](repeating: -1, count: count) : []
        }

        subscript(slot: Int) -> Int {
            get { spill.isEmpty ? Int(inline[slot]) : spill[slot] }
            set {
                // Node indices fit: a tape has fewer than 2^29 nodes.
                if spill.isEmpty { inline[slot] = Int32(newValue) } else { spill[slot] = newValue }
            }
        }
    }

    @inline(__always)
    func value(_ key: Key) -> JSONNode? {
        let slot = slots[key.rawValue]
        return slot >= 0 ? JSONNode(index: slot) : nil
    }

    /// Whether the document has the key, whatever its value.
    func has(_ key: Key) -> Bool { value(key) != nil }

    @inline(__always)
    func optional<T>(_ key: Key, _ read: (JSONNode) throws(WireFailure) -> T) throws(WireFailure) -> T? {
        guard let value = value(key) else { return nil }
        return try decoding.at(.key(key.name)) { () throws(WireFailure) -> T in try read(value) }
    }

    @inline(__always)
    func required<T>(
        _ key: Key,
        missing rule: @autoclosure () -> ValidationRule = .jsonMissingKey,
        message: @autoclosure () -> String? = nil,
        _ read: (JSONNode) throws(WireFailure) -> T
    ) throws(WireFailure) -> T {
        // The rule is an autoclosure: reading a rule, a global, costs a lazy-initialisation check on every field.
        guard let value = value(key) else {
            var failure = decoding.fail(
                rule(), message() ?? "Missing required key \(quoted(key.name))", kind: .missingKey)
            failure.path.append(.key(key.name))
            throw failure
        }
        return try decoding.at(.key(key.name)) { () throws(WireFailure) -> T in try read(value) }
    }

    /// Records a problem with a member that was read, at the member's path.
    func fail(_ key: Key, _ rule: ValidationRule, _ message: String) {
        _ = decoding.attempt { () throws(WireFailure) in
            try decoding.at(.key(key.name)) { () throws(WireFailure) in throw decoding.fail(rule, message) }
        }
    }
}

extension WireObject {
    /// An optional member; a problem in it is recorded and gives `nil`, so that decoding goes on.
    @inline(__always)
    func collectOptional<T>(_ key: Key, _ read: (JSONNode) throws(WireFailure) -> T) -> T? {
        decoding.attempt { () throws(WireFailure) -> T? in try optional(key, read) } ?? nil
    }

    /// A required member; its absence or a problem in it is recorded and gives `nil`, so that decoding goes on.
    @inline(__always)
    func collectRequired<T>(_ key: Key, _ read: (JSONNode) throws(WireFailure) -> T) -> T? {
        decoding.attempt { () throws(WireFailure) -> T in try required(key, read) }
    }

    /// An array member whose elements are read one by one; a problem in an element is recorded and the element
    /// gets `fallback`, so that the others keep their indices.
    @inline(__always)
    func collectArray<T>(_ key: Key, fallback: T, _ read: (JSONNode) throws(WireFailure) -> T) -> [T]? {
        collectOptional(key) { value throws(WireFailure) in
            try decoding.array(value) { element in
                decoding.attempt { () throws(WireFailure) -> T in try read(element) } ?? fallback
            }
        }
    }
}

/// Builds a JSON object in a fixed member order.
struct WireObjectBuilder<Key: WireKey> {
    var members: [JSONValue.Member] = []

    init(_: Key.Type, capacity: Int = 8) {
        members.reserveCapacity(capacity)
    }

    mutating func add(_ key: Key, _ value: JSONValue) {
        members.append(JSONValue.Member(key: key.name, value: value))
    }

    mutating func add(_ key: Key, _ text: String?) {
        if let text { members.append(JSONValue.Member(key: key.name, value: .string(text))) }
    }

    var value: JSONValue { .object(members) }
}

/// Builds a JSON object with string keys in the order members are set, leaving out those set to `nil`: the
/// writer of formats that are not Apple Pay JS's, which have no ``WireKey`` tables.
struct JSONObjectWriter {
    private var members: [JSONValue.Member] = []

    subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            if let newValue { members.append(JSONValue.Member(key: key, value: newValue)) }
        }
    }

    /// Adds `key: true` when `value` is true; false is every flag's default.
    mutating func flag(_ key: String, _ value: Bool) {
        if value { self[key] = .bool(true) }
    }

    /// Adds a list unless it is empty; an absent list is every list's default.
    mutating func list(_ key: String, _ elements: [JSONValue]) {
        if !elements.isEmpty { self[key] = .array(elements) }
    }

    var value: JSONValue { .object(members) }
}
