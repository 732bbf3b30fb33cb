#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension MerchantCertificate {
    /// How long before the end of its validity a certificate is reported as expiring: 30 days, when Apple starts
    /// emailing about it.
    public static var renewalWarning: TimeInterval { 30 * 24 * 3600 }

    /// Checks the certificate at `now`: within its validity (an error outside it), not within 30 days of its end
    /// (a warning), and one of Apple's merchant certificates (a warning without the merchant identifier's hash).
    public func validate(now: Date = Date()) -> ValidationReport {
        let log = ViolationLog()
        if now > notAfter {
            log.add(
                .merchantCertificateExpired, { .document },
                { "The \(role) expired at \(ISO8601.format(notAfter)), before \(ISO8601.format(now))" })
        } else if now < notBefore {
            log.add(
                .merchantCertificateNotYetValid, { .document },
                { "The \(role) is valid from \(ISO8601.format(notBefore)), after \(ISO8601.format(now))" })
        } else if notAfter.timeIntervalSince(now) <= Self.renewalWarning {
            let days = Int(notAfter.timeIntervalSince(now) / 86400)
            log.add(
                .merchantCertificateExpiresSoon, { .document },
                {
                    "The \(role) expires at \(ISO8601.format(notAfter)), in \(counted(days, "day")); make its successor and rotate now"
                })
        }
        if merchantIdentifierHash == nil {
            log.add(
                .merchantCertificateNotMerchant, { .document },
                {
                    "The certificate has no merchant identifier hash (extension 1.2.840.113635.100.6.32): it is not one of Apple's merchant certificates"
                })
        }
        return log.report
    }
}
