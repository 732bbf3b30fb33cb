#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayToken {
    /// Makes the token's keyless checks: a known protocol, the intermediate key its protocol calls for, non-empty
    /// signatures, a P-256 intermediate key, and a sealed message whose ephemeral key, tag and ciphertext can be
    /// what they say. Signatures and expiry need Google's root keys and the time: the decryptor checks them.
    public func validate() -> ValidationReport {
        violationLog().report
    }

    func violationLog() -> ViolationLog {
        let log = ViolationLog()
        if !protocolVersion.isKnown {
            log.add(
                .googlePayProtocolVersionUnknown, { WireKeys.protocolVersion.path },
                { "\(quoted(protocolVersion.rawValue, limit: 40)) is not ECv1, ECv2 or ECv2SigningOnly" })
        }
        if signature.isEmpty {
            log.add(.googlePaySignaturesEmpty, { WireKeys.signature.path }, { "The message's signature is empty" })
        }
        switch (protocolVersion.hasIntermediateSigningKey, intermediateSigningKey) {
        case (true, nil):
            log.add(
                .googlePayIntermediateSigningKeyMissing, { WireKeys.intermediateSigningKey.path },
                { "An \(protocolVersion) token carries intermediateSigningKey, and this one has none" })
        case (false, _?) where protocolVersion.isKnown:
            log.add(
                .googlePayIntermediateSigningKeyUnexpected, { WireKeys.intermediateSigningKey.path },
                {
                    "An \(protocolVersion) token's message is signed by a root key: it carries no intermediateSigningKey"
                })
        case (_, let key?):
            let signatures = WireKeys.intermediateSigningKey / IntermediateSigningKey.WireKeys.signatures
            if key.signatures.isEmpty || key.signatures.contains(where: \.isEmpty) {
                log.add(
                    .googlePaySignaturesEmpty, { signatures },
                    { "The intermediate key has an empty signature, or none" })
            }
            if key.signatures.count > GooglePayToken.maximumIntermediateSignatures
                || Set(key.signatures).count != key.signatures.count
            {
                log.add(
                    .googlePaySignaturesCount, { signatures },
                    {
                        "The intermediate key carries \(key.signatures.count) signatures (\(Set(key.signatures).count) distinct); at most \(GooglePayToken.maximumIntermediateSignatures), each once, are verified"
                    })
            }
            if let value = key.key?.keyValue, !GooglePayPublicKey.isP256(value) {
                log.add(
                    .googlePayPublicKeyInvalid,
                    {
                        WireKeys.intermediateSigningKey / IntermediateSigningKey.WireKeys.signedKey
                            / GooglePaySignedKey.WireKeys.keyValue
                    },
                    { GooglePayPublicKey.problem(value) })
            }
        default: break
        }
        if let sealedMessage {
            sealedMessage.check(into: log, at: WireKeys.signedMessage.path)
        }
        return log
    }
}

extension GooglePaySealedMessage {
    /// The sealed message's checks, at the path of the string that holds it.
    func check(into log: ViolationLog, at prefix: ValidationPath) {
        if !GooglePayPublicKey.isUncompressedP256Point(ephemeralPublicKey) {
            log.add(
                .googlePayEphemeralPublicKeyInvalid, { prefix / WireKeys.ephemeralPublicKey },
                {
                    let first = ephemeralPublicKey.first.map { String($0, radix: 16) } ?? "none"
                    return
                        "The ephemeral public key is \(ephemeralPublicKey.count) bytes starting \(first), not an uncompressed P-256 point (65 bytes starting 04)"
                })
        }
        if tag.count != 32 {
            log.add(
                .googlePayTagLength, { prefix / WireKeys.tag },
                { "The tag is \(tag.count) bytes; an HMAC-SHA256 is 32" })
        }
        if encryptedMessage.isEmpty {
            log.add(
                .googlePayEncryptedMessageEmpty, { prefix / WireKeys.encryptedMessage },
                { "The encrypted message is empty" })
        }
    }
}

/// The one form of public key Google Pay's format uses: a DER SubjectPublicKeyInfo of an uncompressed P-256 point.
enum GooglePayPublicKey {
    /// SEQUENCE { SEQUENCE { id-ecPublicKey, prime256v1 }, BIT STRING (66 bytes, no unused bits) }, as DER writes
    /// it, before the point.
    static let spkiPrefix: [UInt8] = [
        0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01, 0x06, 0x08, 0x2A, 0x86, 0x48,
        0xCE, 0x3D, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00,
    ]

    static func isP256(_ spki: Data) -> Bool {
        spki.count == spkiPrefix.count + 65 && spki.starts(with: spkiPrefix)
            && isUncompressedP256Point(spki.dropFirst(spkiPrefix.count))
    }

    static func isUncompressedP256Point(_ point: Data) -> Bool {
        point.count == 65 && point.first == 0x04
    }

    static func problem(_ spki: Data) -> String {
        "The key is \(spki.count) bytes, not the DER SubjectPublicKeyInfo of an uncompressed P-256 point (91 bytes)"
    }
}
