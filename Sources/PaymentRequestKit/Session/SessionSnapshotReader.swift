#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The reader of the session snapshots of Google Pay and the W3C API: the members every snapshot has (its version,
/// revision, state and the merchant's data), the offer, which its wallet's own checker reads, and the wallet's
/// few members.
///
/// A snapshot is the library's own format, read as strictly as any document: anything a session does not write
/// is reported at its path and the snapshot is not restored.
struct SessionSnapshotReader<Key: WireKey> {
    let log = ViolationLog()
    private(set) var members = KnownMembers()
    private(set) var isObject = false

    init(_ root: JSONElement) {
        guard case .object(let object) = root.shape else {
            log.add(.jsonType, { .document }, { "A session snapshot is an object, not \(root.typeName)" })
            return
        }
        isObject = true
        members = KnownMembers(object, known: Key.self) { member, known in
            log.add(
                .jsonUnknownKey, { .document / member.key },
                { "\(quoted(member.key)) \(Key.unknownKeyNote)" + didYouMean(member.key, in: known) })
        }
    }

    private func wrongType(_ key: Key, _ value: JSONElement, _ expected: String) {
        log.add(.jsonType, { key.path }, { "\(key.name) is \(value.typeName), not \(expected)" })
    }

    /// The version, which must be this library's: another's members may mean something else.
    func version(_ key: Key, current: Int) -> Int {
        guard let value = members[key] else {
            if isObject { log.add(.jsonMissingKey, { key.path }, { "A snapshot needs its version" }) }
            return current
        }
        guard case .number(let text) = value.shape, let version = Int(text) else {
            wrongType(key, value, "a whole number")
            return current
        }
        Self.checkVersion(version, current: current, at: key, into: log)
        return version
    }

    /// The revision, 0 when absent: a snapshot never stored has none.
    func revision(_ key: Key) -> Int {
        guard let value = members[key] else { return 0 }
        guard case .number(let text) = value.shape, let revision = Int(text) else {
            wrongType(key, value, "a whole number")
            return 0
        }
        guard revision >= 0 else {
            log.add(
                .sessionSnapshotInconsistent, { key.path }, { "A revision counts saves from 0; \(revision) is not one" }
            )
            return 0
        }
        return revision
    }

    /// A member that must be one of a set of names, such as the state.
    func named<Value: RawRepresentable>(
        _ key: Key, among values: [Value], required: Bool
    ) -> Value? where Value.RawValue == String {
        guard let text = string(key, required: required) else { return nil }
        let value = values.first { $0.rawValue == text }
        if value == nil { Self.notAmong(text, values, at: key, into: log) }
        return value
    }

    func string(_ key: Key, required: Bool = false) -> String? {
        guard let value = members[key] else {
            if required, isObject { log.add(.jsonMissingKey, { key.path }, { "A snapshot needs its \(key.name)" }) }
            return nil
        }
        guard case .string(let text) = value.shape else {
            wrongType(key, value, "a string")
            return nil
        }
        return text
    }

    /// The merchant's own data, which a session writes as Base64.
    func data(_ key: Key) -> Data? {
        guard let text = string(key) else { return nil }
        guard let data = Data(base64Encoded: text) else {
            log.add(.sessionSnapshotInconsistent, { key.path }, { "\(key.name) is not Base64, as a session writes it" })
            return nil
        }
        return data
    }

    /// The offer, read by its wallet's checker, whose violations come at the offer's paths under `key`.
    func offer<Offer>(_ key: Key, _ read: (JSONElement) -> (ViolationLog, Offer?)) -> Offer? {
        guard let value = members[key] else {
            if isObject { log.add(.jsonMissingKey, { key.path }, { "A snapshot needs the offer, \(key.name)" }) }
            return nil
        }
        let (offerLog, offer) = read(value)
        log.absorb(offerLog, under: key.path)
        return offer
    }

    /// The checks of a snapshot value's version, revision and state, which reading its JSON makes as it reads
    /// them.
    static func checkHeader(
        version: Int, current: Int, revision: Int, state: PaymentSheetState, among states: [PaymentSheetState],
        keys: (version: Key, revision: Key, state: Key), into log: ViolationLog
    ) {
        checkVersion(version, current: current, at: keys.version, into: log)
        _ = checkRevision(revision, at: keys.revision, into: log)
        if !states.contains(state) { notAmong(state.rawValue, states, at: keys.state, into: log) }
    }

    private static func checkVersion(_ version: Int, current: Int, at key: Key, into log: ViolationLog) {
        guard version != current else { return }
        log.add(
            .sessionSnapshotVersion, { key.path },
            {
                "Version \(version) is not a snapshot version this library reads (it writes and reads version \(current))"
            })
    }

    private static func checkRevision(_ revision: Int, at key: Key, into log: ViolationLog) -> Bool {
        guard revision < 0 else { return true }
        log.add(
            .sessionSnapshotInconsistent, { key.path }, { "A revision counts saves from 0; \(revision) is not one" })
        return false
    }

    private static func notAmong<Value: RawRepresentable>(
        _ text: String, _ values: [Value], at key: Key, into log: ViolationLog
    ) where Value.RawValue == String {
        log.add(
            .sessionSnapshotInconsistent, { key.path },
            { "\(quoted(text)) is not one of \(values.map(\.rawValue).joined(separator: ", "))" })
    }
}

/// A snapshot of Google Pay's or the W3C API's sessions, read by a ``SessionSnapshotReader``, and decoded and
/// reported through the same funnels.
protocol ReadableSessionSnapshot {
    /// Reads a snapshot, recording what is wrong with it; `nil` when it cannot be one.
    static func read(_ root: JSONElement) -> (ViolationLog, Self?)
}

extension ReadableSessionSnapshot {
    /// A snapshot, or the `DecodingError` of every error found.
    static func decoding(_ root: JSONElement, codingPath: [any CodingKey]) throws -> Self {
        let (log, snapshot) = read(root)
        let report = ValidationReport(violations: log.violations)
        guard report.isValid, let snapshot else { throw report.decodingError(codingPath: codingPath) }
        return snapshot
    }

    /// The report of a snapshot's JSON, with what `more` records of a snapshot read, and the snapshot when the
    /// report has no error.
    static func reading(_ parsed: ParsedJSON, adding more: (Self, ViolationLog) -> Void = { _, _ in }) -> (
        report: ValidationReport, value: Self?
    ) {
        var value: Self?
        let report = parsed.report { tape in
            let (log, snapshot) = read(JSONElement(root: tape))
            if let snapshot { more(snapshot, log) }
            let report = log.report
            if report.isValid { value = snapshot }
            return report
        }
        return (report, value)
    }
}
