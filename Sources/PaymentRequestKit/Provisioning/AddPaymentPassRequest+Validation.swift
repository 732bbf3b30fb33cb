#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AddPaymentPassRequest {
    /// The largest field accepted; real ones are a few hundred bytes.
    static let maxFieldBytes = 64 << 10

    /// Checks the answer's shape for an encryption scheme and returns every violation.
    ///
    /// The encrypted pass data and the activation data must be there, and within 64 KiB each. The key must be
    /// the scheme's: ECC_V2 needs the ephemeral public key and no wrapped key, RSA_V2 the reverse. The contents
    /// are encrypted for Apple and cannot be checked here.
    ///
    /// - Parameter scheme: The scheme of the app's configuration (``AddPaymentPassRequestInput/encryptionScheme``),
    ///   or `nil` to take the one the answer's key implies (``impliedEncryptionScheme``).
    public func validate(for scheme: PaymentPassEncryptionScheme? = nil) -> ValidationReport {
        violationLog(for: scheme).report
    }

    /// The violations, in a log that caps them.
    func violationLog(for scheme: PaymentPassEncryptionScheme?) -> ViolationLog {
        let log = ViolationLog()
        let scheme = scheme ?? impliedEncryptionScheme
        if encryptedPassData?.isEmpty ?? true {
            log.append(
                .provisioningEncryptedPassDataMissing, at: WireKeys.encryptedPassData.path,
                "The encrypted pass data is missing")
        }
        if activationData?.isEmpty ?? true {
            log.append(
                .provisioningActivationDataMissing, at: WireKeys.activationData.path, "The activation data is missing")
        }
        let (needed, neededRule, other) =
            scheme == .rsaV2
            ? (WireKeys.wrappedKey, ValidationRule.provisioningWrappedKeyMissing, WireKeys.ephemeralPublicKey)
            : (.ephemeralPublicKey, ValidationRule.provisioningEphemeralPublicKeyMissing, .wrappedKey)
        let fields: [(WireKeys, Data?)] = [
            (.encryptedPassData, encryptedPassData), (.activationData, activationData),
            (.ephemeralPublicKey, ephemeralPublicKey), (.wrappedKey, wrappedKey),
        ]
        for (member, data) in fields {
            let key = member.name
            if member == needed, data?.isEmpty ?? true {
                log.append(neededRule, at: member.path, "The \(scheme) scheme needs \(key), which is missing")
            }
            if member == other, data != nil {
                log.append(
                    .provisioningKeyUnexpected, at: member.path,
                    "The \(scheme) scheme uses \(needed.name); \(key) belongs to the other scheme")
            }
            if let data, data.count > Self.maxFieldBytes {
                log.append(
                    .provisioningDataTooLarge, at: member.path,
                    "\(key) is \(data.count) bytes; the limit is \(Self.maxFieldBytes)")
            }
        }
        return log
    }
}
