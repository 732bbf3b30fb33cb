#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension MerchantSession {
    /// Checks the session against the body that asked for it, at `now`.
    ///
    /// A web session's `domainName` must be the body's initiative context, compared ignoring ASCII case as host
    /// names are; its `displayName` the body's; its `merchantIdentifier` the SHA-256 of the body's merchant
    /// identifier (``merchantIdentifierHash(_:)``), in either case; `expiresAt` later than `epochTimestamp` and
    /// than `now`; and `signature` hexadecimal. Each is an error: such a session answers another request, or can no
    /// longer be used, and is not for the page.
    ///
    /// - Parameters:
    ///   - body: The body the server posted, or `nil` to check the session's expiry and encodings alone.
    ///   - now: The current date.
    public func validate(against body: MerchantValidationRequest?, now: Date = Date()) -> ValidationReport {
        violationLog(against: body, now: now).report
    }

    func violationLog(against body: MerchantValidationRequest?, now: Date) -> ViolationLog {
        let log = ViolationLog()
        if let body {
            if body.initiative == .web,
                asciiLowercased(domainName ?? "") != asciiLowercased(body.initiativeContext)
            {
                log.add(
                    .merchantSessionDomainMismatch, { WireKeys.domainName.path },
                    {
                        "The session is for \(domainName.map { quoted($0) } ?? "no domain"), not \(quoted(body.initiativeContext)), the initiative context sent"
                    })
            }
            if displayName != body.displayName {
                log.add(
                    .merchantSessionDisplayNameMismatch, { WireKeys.displayName.path },
                    {
                        "The session shows \(quoted(displayName)), not \(quoted(body.displayName)), the display name sent"
                    })
            }
            let expected = Self.merchantIdentifierHash(body.merchantIdentifier)
            if asciiLowercased(merchantIdentifier) != asciiLowercased(expected) {
                log.add(
                    .merchantSessionMerchantMismatch, { WireKeys.merchantIdentifier.path },
                    {
                        "\(quoted(merchantIdentifier, limit: 64)) is not the SHA-256 of \(quoted(body.merchantIdentifier)), \(expected)"
                    })
            }
        }
        if expiresAt <= epochTimestamp {
            log.add(
                .merchantSessionExpired, { WireKeys.expiresAt.path },
                { "The session expires (\(expiresAt) ms) no later than it was made (\(epochTimestamp) ms)" })
        } else if expirationDate <= now {
            log.add(
                .merchantSessionExpired, { WireKeys.expiresAt.path },
                { "The session expired at \(ISO8601.format(expirationDate)), before \(ISO8601.format(now))" })
        }
        if signature.isEmpty || hexBytes(signature) == nil {
            log.add(
                .merchantSessionSignatureEncoding, { WireKeys.signature.path },
                { "The signature \(quoted(signature)) is not hexadecimal of whole bytes" })
        }
        return log
    }
}
