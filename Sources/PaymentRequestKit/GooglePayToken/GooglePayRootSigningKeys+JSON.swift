#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayRootSigningKeys: WireDocument {
    /// The list's one member.
    @usableFromInline package enum WireKeys: Int, WireKey {
        case keys
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var isUsuallyPresent: Bool { true }
        @usableFromInline package var shape: WireShape { .array(.object(Key.WireKeys.table)) }
        @usableFromInline package static var unknownKeyNote: String {
            "is not a member of Google's root signing key list"
        }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        let fallback = Key(keyValue: Data(), protocolVersion: .ecV2, keyExpiration: nil)
        let keys = object.collectRequired(.keys) { value throws(WireFailure) in
            try decoding.array(value) { element throws(WireFailure) in
                decoding.attempt { () throws(WireFailure) in try Key(wire: element, decoding) } ?? fallback
            }
        }
        self.init(keys: keys ?? [])
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.keys, each: keys) { key, output in key.write(to: &output) }
        }
    }
}

extension GooglePayRootSigningKeys.Key {
    /// A key's members, in the order Google's list writes them.
    @usableFromInline enum WireKeys: Int, WireKey {
        case keyValue, protocolVersion, keyExpiration
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var isUsuallyPresent: Bool { self != .keyExpiration }
        @usableFromInline static var unknownKeyNote: String { "is not a member of Google's root signing keys" }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        let version = object.collectRequiredString(.protocolVersion).map(GooglePayProtocolVersion.init(rawValue:))
        self.init(
            keyValue: object.googlePayBase64(.keyValue), protocolVersion: version ?? .ecV2,
            keyExpiration: object.googlePayMilliseconds(.keyExpiration, required: false))
    }

    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.keyValue, keyValue.base64EncodedString())
            object.add(.protocolVersion, protocolVersion.rawValue)
            object.add(.keyExpiration, keyExpiration)
        }
    }
}

extension GooglePayRootSigningKeys {

    /// Checks the list at `now`: at least one key; every key a P-256 key of a known protocol; expired keys and
    /// `ECv2` keys without an expiry noted, as Tink skips them.
    public func validate(now: Date = Date()) -> ValidationReport {
        violationLog(now: now).report
    }

    func violationLog(now: Date) -> ViolationLog {
        let log = ViolationLog()
        if keys.isEmpty {
            log.add(.googlePayRootKeysEmpty, { WireKeys.keys.path }, { "The list has no key" })
        }
        for (index, key) in keys.enumerated() {
            let path = { WireKeys.keys.path[index] }
            if !GooglePayPublicKey.isP256(key.keyValue) {
                log.add(
                    .googlePayPublicKeyInvalid, { path() / Key.WireKeys.keyValue },
                    { GooglePayPublicKey.problem(key.keyValue) })
            }
            if !key.protocolVersion.isKnown {
                log.add(
                    .googlePayRootKeyProtocolUnknown, { path() / Key.WireKeys.protocolVersion },
                    {
                        "\(quoted(key.protocolVersion.rawValue, limit: 40)) is not a protocol the library verifies; the key is never used"
                    })
            }
            if let expiration = key.keyExpiration {
                if GooglePayMilliseconds.isExpired(expiration, at: now) {
                    log.add(
                        .googlePayRootKeyExpired, { path() / Key.WireKeys.keyExpiration },
                        {
                            "The key expired at \(key.expirationDate.map(ISO8601.format) ?? expiration), not after \(ISO8601.format(now)): it is skipped"
                        })
                }
            } else if key.protocolVersion != .ecV1 && key.protocolVersion.isKnown {
                log.add(
                    .googlePayRootKeyExpirationMissing, { path() / Key.WireKeys.keyExpiration },
                    { "An \(key.protocolVersion) root key without keyExpiration is skipped, as Tink skips it" })
            }
        }
        return log
    }
}

extension GooglePayRootSigningKeys: JSONDocument {
    /// The list's keys, each in the order Google writes its members.
    public static let jsonFormat = JSONDocumentFormat<GooglePayRootSigningKeys>.wire
}
