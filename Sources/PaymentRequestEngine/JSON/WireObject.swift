/// The members of one JSON object, read by key.
@usableFromInline package struct WireObject<Key: WireKey> {
    /// Where each key's value is in the tape (-1 when absent), by the key's raw value.
    @usableFromInline package let slots: Slots
    /// The names of `Key`'s cases, by raw value, where a path can point at them.
    @usableFromInline package let names: UnsafePointer<String>
    @usableFromInline package let decoding: WireDecoding
    @inlinable package init(slots: Slots, names: UnsafePointer<String>, decoding: WireDecoding) {
        self.slots = slots
        self.names = names
        self.decoding = decoding
    }

    /// Where each known key's value is, inline for the at most 64 keys of a table (``WireKeyTable`` checks that
    /// once, when it is made), so that reading an object allocates nothing. An array beyond 32 keys, for the
    /// request's 43, made every object check that array's uniqueness and copy it before its first write.
    @usableFromInline package struct Slots {
        // A SIMD vector because it is indexed in place; a tuple read through withUnsafeBytes was copied whole
        // on every read.
        @usableFromInline var inline = SIMD64<Int32>(repeating: -1)
        @inlinable package init() {}

        @inline(__always)
        @inlinable package subscript(slot: Int) -> Int {
            get { Int(inline[slot]) }
            set {
                // Node indices fit: a tape has fewer than 2^29 nodes. Stored in place: setting a lane of a vector
                // held in registers copied all its bytes out and back for every key.
                precondition(slot >= 0 && slot < 64, "a slot of an object of at most 64 keys")
                withUnsafeMutableBytes(of: &inline) { bytes in
                    bytes.storeBytes(of: Int32(truncatingIfNeeded: newValue), toByteOffset: slot * 4, as: Int32.self)
                }
            }
        }
    }

    @inline(__always)
    @inlinable package func value(_ key: Key) -> JSONNode? {
        let slot = slots[key.rawValue]
        return slot >= 0 ? JSONNode(index: slot) : nil
    }

    /// Whether the document has the key, whatever its value.
    @inlinable package func has(_ key: Key) -> Bool { value(key) != nil }

    // Readers pass a read as a closure, `{ value throws(WireFailure) in try decoding.string(value) }`, rather than
    // as `decoding.string`: a method reference made a closure of the method and retained the decoding for every
    // member read (2 800 instructions of a typical request's decoding; `WireDecoding.string` applied here cost
    // more still).
    @inline(__always)
    @inlinable package func optional<T>(_ key: Key, _ read: (JSONNode) throws(WireFailure) -> T) throws(WireFailure)
        -> T?
    {
        guard let value = value(key) else { return nil }
        return try decoding.at(name: names + key.rawValue) { () throws(WireFailure) -> T in try read(value) }
    }

    @inline(__always)
    @inlinable package func required<T>(
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
        return try decoding.at(name: names + key.rawValue) { () throws(WireFailure) -> T in try read(value) }
    }

    /// Records a problem with a member that was read, at the member's path.
    @inlinable package func fail(_ key: Key, _ rule: ValidationRule, _ message: @autoclosure () -> String) {
        _ = decoding.attempt { () throws(WireFailure) in
            try decoding.at(name: names + key.rawValue) { () throws(WireFailure) in throw decoding.fail(rule, message())
            }
        }
    }
}

extension WireObject {
    /// An optional member; a problem in it is recorded and gives `nil`, so that decoding goes on.
    @inline(__always)
    @inlinable package func collectOptional<T>(_ key: Key, _ read: (JSONNode) throws(WireFailure) -> T) -> T? {
        decoding.attempt { () throws(WireFailure) -> T? in try optional(key, read) } ?? nil
    }

    /// A required member; its absence or a problem in it is recorded and gives `nil`, so that decoding goes on.
    @inline(__always)
    @inlinable package func collectRequired<T>(_ key: Key, _ read: (JSONNode) throws(WireFailure) -> T) -> T? {
        decoding.attempt { () throws(WireFailure) -> T in try required(key, read) }
    }

    /// A required string member, as ``collectRequired(_:_:)`` reads it: the most common member, read in one
    /// place (see `optional` on why the read is a closure).
    @inline(__always)
    @inlinable package func collectRequiredString(_ key: Key) -> String? {
        collectRequired(key) { value throws(WireFailure) in try decoding.string(value) }
    }

    /// An optional string member, as ``collectOptional(_:_:)`` reads it.
    @inline(__always)
    @inlinable package func collectOptionalString(_ key: Key) -> String? {
        collectOptional(key) { value throws(WireFailure) in try decoding.string(value) }
    }

    /// An array member whose elements are read one by one; a problem in an element is recorded and the element
    /// gets `fallback`, so that the others keep their indices.
    @inline(__always)
    @inlinable package func collectArray<T>(_ key: Key, fallback: T, _ read: (JSONNode) throws(WireFailure) -> T)
        -> [T]?
    {
        collectOptional(key) { value throws(WireFailure) in
            try decoding.array(value) { element in
                decoding.attempt { () throws(WireFailure) -> T in try read(element) } ?? fallback
            }
        }
    }
}
