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
    /// there, and the chain must follow `policy`, Apple's issuer encryption policy by default, by its names and
    /// extensions. What this cannot check is the chain's signatures up to Apple's root and the nonce signature:
    /// that needs the server's own cryptography, before it encrypts anything.
    ///
    /// - Parameters:
    ///   - now: The current date, for the certificates' validity; passing it keeps validation deterministic.
    ///   - policy: What the chain must be: Apple's, or a test PKI's.
    public func validate(now: Date, policy: IssuerEncryptionChainPolicy = .apple) -> ValidationReport {
        violationLog(now: now, policy: policy).report
    }

    /// The violations, in a log that caps them.
    func violationLog(now: Date, policy: IssuerEncryptionChainPolicy = .apple) -> ViolationLog {
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
        check(parsed, against: policy, log)
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

    /// Apple's issuer encryption policy, or the test PKI's, by names and extensions.
    private func check(_ parsed: [X509Certificate?], against policy: IssuerEncryptionChainPolicy, _ log: ViolationLog) {
        func name(_ encoded: ArraySlice<UInt8>) -> [(type: String, value: String)] {
            (try? X509Certificate.attributes(of: encoded)) ?? []
        }
        if certificateChain.count > 3
            || (parsed.count == 3
                && parsed[2].map { !policy.rootNames.contains(X509Certificate.rendered(name($0.subject))) } == true)
        {
            log.append(
                .provisioningChainPolicyLength, at: WireKeys.certificateChain.path,
                "The chain has \(certificateChain.count) certificates; Apple's policy takes the leaf, the intermediate and, third, the root the policy names"
            )
        }
        if parsed.count >= 2, let intermediate = parsed[1] {
            let subject = name(intermediate.subject)
            let issuer = X509Certificate.rendered(name(intermediate.issuer))
            let commonName = subject.first { $0.type == "CN" }?.value
            if let wanted = policy.intermediateCommonName, commonName != wanted {
                log.append(
                    .provisioningChainIntermediate, at: WireKeys.certificateChain[1],
                    "The intermediate is \(quoted(commonName ?? "unnamed", limit: 80)), not \(quoted(wanted))")
            } else if !policy.rootNames.contains(issuer) {
                log.append(
                    .provisioningChainIntermediate, at: WireKeys.certificateChain[1],
                    "The intermediate's issuer is \(quoted(issuer, limit: 120)), not a root the policy names")
            }
        }
        if let leaf = parsed.first ?? nil {
            var missing = [String]()
            if leaf.keyUsage.map({
                $0.count > IssuerEncryptionChainPolicy.keyEncipherment
                    && $0[IssuerEncryptionChainPolicy.keyEncipherment]
            }) != true {
                missing.append("key encipherment in its key usage")
            }
            if !leaf.hasExtension(IssuerEncryptionChainPolicy.leafMarker) {
                missing.append("the issuer encryption marker 1.2.840.113635.100.6.39")
            }
            if !missing.isEmpty {
                log.append(
                    .provisioningChainLeaf, at: WireKeys.certificateChain[0],
                    "The leaf lacks \(missing.joined(separator: " and "))")
            }
        }
    }
}
