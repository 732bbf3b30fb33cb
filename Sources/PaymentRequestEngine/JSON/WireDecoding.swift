#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The state of one decoding: where it is in the document, the unknown keys it has passed, and the problems it
/// has recorded and gone past.
@usableFromInline package final class WireDecoding {
    /// The document being read.
    @usableFromInline package let tape: JSONTape
    /// Where decoding is, as a stack that each field pushes and pops.
    ///
    /// Behind a pointer this object owns: as a stored property, every push and pop paid a dynamic exclusivity
    /// check, a tenth of the cost of decoding a request. A decoding runs on one thread and its accesses never
    /// overlap (each push ends before the field is read), which is what the check would verify.
    @usableFromInline let pathStorage: UnsafeMutablePointer<PathStack>
    // The mutable state below is unchecked, for the reason the path is behind a pointer: a decoding runs on one
    // thread and none of its accesses overlap. Checked, the exclusivity checks cost 2 600 instructions of the
    // typical request's decoding, many of them hoisted by the optimiser to where nothing was recorded.

    /// The names of keys pushed that are in no ``WireKeyTable``, which ``PathStep/otherKey(_:)`` points into.
    @exclusivity(unchecked) @usableFromInline var otherKeys: [String] = []

    /// One step of the path being read, as cheap to push and pop as an integer: a key of a table is a pointer to
    /// its name there, which lives as long as the program, so that a push retains nothing. Pushing
    /// `PathComponent`s, which hold a `String`, retained and released a name for every field read.
    @usableFromInline package enum PathStep {
        case tableKey(UnsafePointer<String>)
        case index(Int)
        /// A position in ``otherKeys``.
        case otherKey(Int)
    }

    /// The steps, pushed and popped as a count over a buffer: an array's push and pop checked its uniqueness and
    /// capacity each time, for every field read.
    @usableFromInline package struct PathStack {
        @usableFromInline package var steps: UnsafeMutablePointer<PathStep>
        @usableFromInline package var count = 0
        @usableFromInline package var capacity: Int

        @inlinable package init(steps: UnsafeMutablePointer<PathStep>, count: Int = 0, capacity: Int) {
            self.steps = steps
            self.count = count
            self.capacity = capacity
        }
    }

    /// Where decoding is, as the steps of a report's path.
    @inlinable package var path: [PathComponent] {
        let stack = pathStorage.pointee
        return UnsafeBufferPointer(start: stack.steps, count: stack.count).map { step in
            switch step {
            case .tableKey(let name): .key(name.pointee)
            case .index(let index): .index(index)
            case .otherKey(let position): .key(otherKeys[position])
            }
        }
    }
    /// Keys the document's format does not know, capped as a report is.
    @usableFromInline package let unknownKeyLog = ViolationLog()
    @inlinable package var unknownKeys: [Violation] { unknownKeyLog.violations }
    /// Problems recorded by ``attempt(_:)``, in document order; decoding went on after each.
    @exclusivity(unchecked) @usableFromInline package private(set) var problems: [WireFailure] = []

    /// Whether `null` is read as its type's default, for a format that says so: an empty object, `false`, `0`,
    /// the string `"null"` (with a warning), and a wrong type for a list. Elsewhere `null` is a wrong type.
    @exclusivity(unchecked) @usableFromInline package var nullsAsDefaults = false

    /// Whether a value is a `null` read as its type's default.
    @inline(__always)
    @inlinable func isDefaultedNull(_ value: JSONNode) -> Bool {
        // The kind first: reading the flag, a stored property of a class, pays an exclusivity check.
        tape.kind(value) == .null && nullsAsDefaults
    }

    @inlinable package init(tape: JSONTape) {
        self.tape = tape
        pathStorage = .allocate(capacity: 1)
        pathStorage.initialize(to: PathStack(steps: .allocate(capacity: 16), capacity: 16))
    }

    deinit {
        // The steps are trivial values: nothing to deinitialise.
        pathStorage.pointee.steps.deallocate()
        pathStorage.deinitialize(count: 1)
        pathStorage.deallocate()
    }

    /// Problems past ``ValidationReport/maxViolations``, counted but not kept.
    @exclusivity(unchecked) @usableFromInline package private(set) var droppedProblems = 0
    /// How many problems of each rule, by code, are kept: what a report can show of each.
    @exclusivity(unchecked) @usableFromInline var keptPerRule: [String: Int] = [:]

    /// Runs one field's decoding; a problem is recorded and gives `nil`, so that the next field is still read.
    @inline(__always)
    @inlinable package func attempt<T>(_ body: () throws(WireFailure) -> T) -> T? {
        do {
            return try body()
        } catch {
            // Kept up to what a report can list; beyond, only counted, so that memory stays bounded.
            if problems.count < ValidationReport.maxViolations {
                problems.append(error)
                keptPerRule[error.rule.code, default: 0] += 1
            } else {
                droppedProblems += 1
            }
            return nil
        }
    }

    /// A problem at the current path. Its message is built only if a report could show it: past what a report
    /// lists of one rule, or of all, a problem is only counted, and a document of a million bad values would
    /// otherwise build a million messages.
    @inlinable package func fail(
        _ rule: ValidationRule, _ message: @autoclosure () -> String, kind: WireFailure.Kind = .corrupted
    ) -> WireFailure {
        let shown =
            problems.count < ValidationReport.maxViolations
            && keptPerRule[rule.code, default: 0] < ValidationReport.maxViolationsPerRule
        return WireFailure(rule: rule, kind: kind, path: path, message: shown ? message() : "")
    }

    @inlinable package func typeMismatch(_ expected: ExpectedType, _ value: JSONNode) -> WireFailure {
        fail(
            .jsonType, "Expected \(expected.name), found \(tape.typeName(value))",
            kind: .typeMismatch(expected: expected))
    }

    @inline(__always)
    @inlinable func push(_ step: PathStep) {
        let stack = pathStorage
        if stack.pointee.count == stack.pointee.capacity {
            // Paths are as deep as the document, which the parser bounds; growing is for the rare deep one.
            let capacity = stack.pointee.capacity * 2
            let steps = UnsafeMutablePointer<PathStep>.allocate(capacity: capacity)
            steps.moveInitialize(from: stack.pointee.steps, count: stack.pointee.count)
            stack.pointee.steps.deallocate()
            stack.pointee.steps = steps
            stack.pointee.capacity = capacity
        }
        (stack.pointee.steps + stack.pointee.count).initialize(to: step)
        stack.pointee.count += 1
    }

    @inline(__always)
    @inlinable func pop() {
        pathStorage.pointee.count -= 1
    }

    /// Runs `body` at a member whose key's name lives in a table (``WireKeyTable/namePointer(_:)``).
    @inline(__always)
    @inlinable package func at<T>(name: UnsafePointer<String>, _ body: () throws(WireFailure) -> T) throws(WireFailure)
        -> T
    {
        push(.tableKey(name))
        defer { pop() }
        return try body()
    }

    /// Runs `body` at a member whose key is in no table.
    @inlinable package func at<T>(key name: String, _ body: () throws(WireFailure) -> T) throws(WireFailure) -> T {
        otherKeys.append(name)
        push(.otherKey(otherKeys.count - 1))
        defer {
            pop()
            otherKeys.removeLast()
        }
        return try body()
    }

    /// The members of an object; keys outside `Key` are noted, with the format's note, as readers ignore them.
    @inlinable package func object<Key: WireKey>(_ value: JSONNode, _: Key.Type) throws(WireFailure) -> WireObject<Key>
    {
        // A null object is read as an empty one, with its defaults; its required members are then missing.
        if isDefaultedNull(value) {
            let table = Key.table
            return WireObject(
                slots: WireObject<Key>.Slots(), names: table.namePointer(0), decoding: self
            )
        }
        guard tape.kind(value) == .object else { throw typeMismatch(.object, value) }
        // One pass over the keys: each known key's value goes to its slot, so that reading a field is an index.
        // The search for each key starts after the last one found.
        let table = Key.table
        var slots = WireObject<Key>.Slots()
        var hint = 0
        let end = tape.length(value)
        var key = JSONNode(index: value.index + 1)
        tape.bytes.withUnsafeBufferPointer { document in
            while key.index < end {
                var found: Int?
                if tape.kind(key) == .string, let document = document.baseAddress {
                    // A plain key: its length, then its bytes, compared in place.
                    found = table.position(ofKey: document + tape.offset(key), count: tape.length(key), from: hint)
                } else {
                    // An escaped key is decoded once and looked up as a plain one, as `JSON.parse` reads it:
                    // `"\u0074ype"` is `type`, never an unknown key beside it.
                    found = tape.withUTF8(key) { name in
                        name.baseAddress.flatMap { table.position(ofKey: $0, count: name.count, from: hint) }
                    }
                }
                if let slot = found {
                    slots[slot] = key.index + 1
                    hint = slot + 1
                } else {
                    let unknown = key
                    unknownKeyLog.add(
                        Key.unknownKeyRule,
                        { ValidationPath(components: self.path + [.key(self.tape.string(unknown))]) },
                        {
                            let name = self.tape.string(unknown)
                            return "\(quoted(name)) \(Key.unknownKeyNote)" + didYouMean(name, in: table.names)
                        })
                }
                key = tape.next(JSONNode(index: key.index + 1))
            }
        }
        return WireObject(slots: slots, names: table.namePointer(0), decoding: self)
    }

    @inlinable package func array<T>(_ value: JSONNode, _ element: (JSONNode) throws(WireFailure) -> T)
        throws(WireFailure) -> [T]
    {
        try checkArray(value)
        var result = [T]()
        result.reserveCapacity(tape.elements(value).reduce(0) { count, _ in count + 1 })
        for (index, item) in tape.elements(value).enumerated() {
            push(.index(index))
            defer { pop() }
            result.append(try element(item))
        }
        return result
    }

    /// The union of an array's elements, each read as flags: a list of contact fields or of capabilities, read
    /// without the array that was made only to be folded (an allocation and a release for each list).
    @inlinable package func union<Flags: OptionSet>(
        _ value: JSONNode, _ element: (JSONNode) throws(WireFailure) -> Flags
    ) throws(WireFailure) -> Flags where Flags.Element == Flags {
        try checkArray(value)
        var result = Flags()
        for (index, item) in tape.elements(value).enumerated() {
            push(.index(index))
            defer { pop() }
            result.formUnion(try element(item))
        }
        return result
    }

    @inlinable func checkArray(_ value: JSONNode) throws(WireFailure) {
        if isDefaultedNull(value) {
            throw fail(
                .jsonType, "Expected an array, found null: null is not read as an empty list",
                kind: .typeMismatch(expected: .array))
        }
        guard tape.kind(value) == .array else { throw typeMismatch(.array, value) }
    }

    /// Whether a value is the string `text`.
    @inlinable package func isString(_ value: JSONNode, _ text: String) -> Bool {
        switch tape.kind(value) {
        case .string, .escapedString: tape.stringEquals(value, text)
        default: false
        }
    }

    /// What `read` makes of a string's UTF-8 where it lies, when the string has no escapes; otherwise `nil`, and
    /// the caller reads the value the general way, which also reports a wrong type. For names looked up in a
    /// table: making a `String` of each cost more than the lookup.
    @inline(__always)
    @inlinable package func plainString<T>(_ value: JSONNode, _ read: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
        guard tape.kind(value) == .string else { return nil }
        let start = tape.offset(value)
        let end = start + tape.length(value)
        return tape.bytes.withUnsafeBufferPointer { read(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    @inlinable package func string(_ value: JSONNode) throws(WireFailure) -> String {
        switch tape.kind(value) {
        case .string, .escapedString: return tape.string(value)
        case .null where nullsAsDefaults:
            unknownKeyLog.add(
                .jsonNullString, { ValidationPath(components: self.path) },
                { "null is read as the string \"null\" here; leave the member out instead" })
            return "null"
        default: throw typeMismatch(.string, value)
        }
    }

    @inlinable package func bool(_ value: JSONNode) throws(WireFailure) -> Bool {
        switch tape.kind(value) {
        case .true: return true
        case .false: return false
        case .null where nullsAsDefaults: return false
        default: throw typeMismatch(.boolean, value)
        }
    }

    /// A whole number, judged by its value as JavaScript and `JSONDecoder` judge it: `12`, `12.0`, `1.2e1` and
    /// `1200e-2` are all 12.
    @inlinable package func int(_ value: JSONNode) throws(WireFailure) -> Int {
        if isDefaultedNull(value) { return 0 }
        guard tape.kind(value) == .number, let number = Self.wholeNumber(tape.numberText(value)) else {
            throw typeMismatch(.wholeNumber, value)
        }
        return number
    }

    /// The value of a JSON number's text when it is a whole number that fits `Int`, or `nil`.
    @inlinable package static func wholeNumber(_ text: String) -> Int? {
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

    @inlinable package func date(_ value: JSONNode) throws(WireFailure) -> Date {
        let text = try string(value)
        guard let date = ISO8601.parse(text) else {
            throw fail(
                .dateInvalid,
                "\(quoted(text)) is not an ISO 8601 date-time with a time zone, such as \"2026-01-01T00:00:00Z\"")
        }
        return date
    }

    @inlinable package func url(_ value: JSONNode) throws(WireFailure) -> URL {
        let text = try string(value)
        guard let url = URL(string: text), url.scheme != nil else {
            throw fail(.urlInvalid, "\(quoted(text)) is not a valid URL")
        }
        return url
    }

    /// Standard Base64 (RFC 4648, section 4) with padding, as `Data(base64Encoded:)` reads it.
    @inlinable package func base64(_ value: JSONNode, rule: ValidationRule) throws(WireFailure) -> Data {
        let text = try string(value)
        guard let data = Data(base64Encoded: text) else {
            throw fail(rule, "\(quoted(text)) is not standard Base64 (A-Z, a-z, 0-9, + and /, padded with =)")
        }
        return data
    }

    @inlinable package func enumeration<T: RawRepresentable>(_ value: JSONNode, _ type: T.Type) throws(WireFailure) -> T
    where T.RawValue == String {
        let text = try string(value)
        guard let result = T(rawValue: text) else {
            throw fail(.jsonUnknownValue, "\(quoted(text)) is not a valid value")
        }
        return result
    }
}
