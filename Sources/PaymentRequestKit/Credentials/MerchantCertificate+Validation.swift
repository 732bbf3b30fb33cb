#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension MerchantCertificate {
    /// How long before the end of its validity a certificate is reported as expiring: 30 days, when Apple starts
    /// emailing about it.
    public static var renewalWarning: TimeInterval { 30 * 24 * 3600 }

    /// The name of Apple's intermediate that issues payment processing certificates: Apple Worldwide Developer
    /// Relations CA - G2, under Apple Root CA - G3, as Apple's certificates name their issuer.
    public static let appleIssuer =
        "CN=Apple Worldwide Developer Relations CA - G2, OU=Apple Certification Authority, O=Apple Inc., C=US"

    /// The end of the validity of Apple Worldwide Developer Relations CA - G2: 6 May 2029, taken at the day's first
    /// second so that the warning is never late.
    public static let appleIssuerNotAfter = Date(timeIntervalSince1970: 1_872_720_000)

    /// Whether the certificate names one of Apple's Worldwide Developer Relations intermediates as its issuer: CA -
    /// G2, or the Certification Authority of its generations, which issue developers' certificates. The name is
    /// compared, not a signature: the library holds no intermediate to verify one with.
    public var isIssuedByApple: Bool {
        issuer.hasPrefix("CN=Apple Worldwide Developer Relations ") && issuer.hasSuffix(", O=Apple Inc., C=US")
    }

    /// Checks the certificate at `now`: within its validity (an error outside it), not within 30 days of its end
    /// (a warning), issued by Apple (an error otherwise) under a current intermediate (a warning from 30 days
    /// before its end), and one of Apple's merchant certificates (a warning without the merchant identifier's
    /// hash).
    ///
    /// - Parameters:
    ///   - now: The current time.
    ///   - testIssuer: For tests, the name of a test CA whose certificates are accepted as Apple's are (the
    ///     subject of a test root, such as `payreq cert --trust-root` reads); `nil` accepts Apple's alone.
    public func validate(now: Date = Date(), testIssuer: String? = nil) -> ValidationReport {
        let log = ViolationLog()
        if !isIssuedByApple, issuer != testIssuer {
            log.add(
                .merchantCertificateIssuerNotApple, { .document },
                {
                    "The \(role) was issued by \(quoted(issuer, limit: 120)), not by Apple Worldwide Developer Relations\(testIssuer.map { " nor by the test CA \(quoted($0, limit: 120))" } ?? "")"
                })
        } else if issuer == Self.appleIssuer, now > Self.appleIssuerNotAfter.addingTimeInterval(-Self.renewalWarning) {
            log.add(
                .merchantCertificateIssuerExpires, { .document },
                {
                    "Apple Worldwide Developer Relations CA - G2, the \(role)'s issuer, \(now > Self.appleIssuerNotAfter ? "expired" : "expires") at \(ISO8601.format(Self.appleIssuerNotAfter)): make the certificate's successor under Apple's new intermediate"
                })
        }
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
