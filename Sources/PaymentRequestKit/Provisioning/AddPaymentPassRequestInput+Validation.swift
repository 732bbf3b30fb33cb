#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AddPaymentPassRequestInput {
    /// The most certificates read; PassKit gives two (the leaf and Apple's intermediate).
    static let maxCertificates = 10

    /// Checks everything about the input that needs no keys, and returns every violation.
    ///
    /// The chain must be DER X.509 certificates, the leaf first, each issued by the next (its issuer's name is
    /// the next one's subject, byte for byte) and each valid at `now`. The nonce and its signature must be
    /// there. What this cannot check is the chain's signatures up to Apple's root and the nonce signature:
    /// that needs the server's own cryptography, before it encrypts anything.
    ///
    /// - Parameter now: The current date, for the certificates' validity; passing it keeps validation
    ///   deterministic.
    public func validate(now: Date) -> ValidationReport {
        violationLog(now: now).report
    }

    /// The violations, in a log that caps them.
    func violationLog(now: Date) -> ViolationLog {
        let log = ViolationLog()
        if certificateChain.isEmpty {
            log.append(.provisioningChainEmpty, at: WireKeys.certificateChain.path, "The certificate chain is empty")
        } else if certificateChain.count == 1 {
            log.append(
                .provisioningChainShort, at: WireKeys.certificateChain.path,
                "The chain has only one certificate; PassKit gives the leaf and its intermediate")
        } else if certificateChain.count > Self.maxCertificates {
            log.append(
                .provisioningChainTooLong, at: WireKeys.certificateChain.path,
                "The chain has \(certificateChain.count) certificates; the first \(Self.maxCertificates) are checked")
        }
        var parsed = [X509Certificate?]()
        for (index, der) in certificateChain.prefix(Self.maxCertificates).enumerated() {
            do {
                let certificate = try X509Certificate(der: Array(der))
                parsed.append(certificate)
                if now < certificate.notBefore || now > certificate.notAfter {
                    log.append(
                        .provisioningCertificateExpired, at: WireKeys.certificateChain[index],
                        "The certificate is valid from \(ISO8601.format(certificate.notBefore)) to \(ISO8601.format(certificate.notAfter)), not at \(ISO8601.format(now))"
                    )
                }
            } catch {
                parsed.append(nil)
                log.append(
                    .provisioningCertificateInvalid, at: WireKeys.certificateChain[index],
                    "Not an X.509 certificate: \(error.message)")
            }
        }
        for index in parsed.indices.dropLast() {
            guard let certificate = parsed[index], let issuer = parsed[index + 1] else { continue }
            if certificate.issuer != issuer.subject {
                log.append(
                    .provisioningChainOrder, at: WireKeys.certificateChain[index],
                    "The certificate's issuer is not the subject of certificateChain[\(index + 1)]")
            }
        }
        if nonce.isEmpty {
            log.append(.provisioningNonceMissing, at: WireKeys.nonce.path, "The nonce is empty")
        } else if nonce.count != 4 {
            log.append(
                .provisioningNonceLength, at: WireKeys.nonce.path,
                "The nonce is \(counted(nonce.count, "byte")); PassKit gives 4")
        }
        if nonceSignature.isEmpty {
            log.append(
                .provisioningNonceSignatureMissing, at: WireKeys.nonceSignature.path, "The nonce signature is empty")
        }
        return log
    }
}
