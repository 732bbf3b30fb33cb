#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentTokenEnvelope {
    /// Checks the envelope's structure, without keys: the key its version calls for, and only that one; the
    /// ephemeral key's form; the public key hash's length; and, when given, the token's transaction identifier and
    /// the request's application data.
    public func validate(transactionIdentifier: String? = nil, request: PaymentRequest? = nil) -> ValidationReport {
        violationLog(transactionIdentifier: transactionIdentifier, request: request).report
    }

    func violationLog(transactionIdentifier: String?, request: PaymentRequest?) -> ViolationLog {
        let log = ViolationLog()
        let (wanted, other, wantedKey, otherKey) =
            version == .ecV1
            ? (
                header.ephemeralPublicKey, header.wrappedKey, Header.WireKeys.ephemeralPublicKey,
                Header.WireKeys.wrappedKey
            )
            : (header.wrappedKey, header.ephemeralPublicKey, .wrappedKey, .ephemeralPublicKey)
        let (wantedName, otherName) = (wantedKey.name, otherKey.name)
        if wanted == nil {
            log.add(
                .tokenKeyMissing, { WireKeys.header / wantedKey },
                { "An \(version.rawValue) token needs header.\(wantedName)" })
        }
        if other != nil {
            log.add(
                .tokenKeyUnexpected, { WireKeys.header / otherKey },
                { "An \(version.rawValue) token has no \(otherName); it carries \(wantedName) only" })
        }
        if version == .ecV1, let key = header.ephemeralPublicKey, !Self.isP256PublicKey([UInt8](key)) {
            log.add(
                .tokenEphemeralPublicKeyInvalid, { WireKeys.header / Header.WireKeys.ephemeralPublicKey },
                { "The ephemeral public key is not a DER SubjectPublicKeyInfo of an uncompressed P-256 point" })
        }
        if header.publicKeyHash.count != 32 {
            log.add(
                .tokenPublicKeyHashLength, { WireKeys.header / Header.WireKeys.publicKeyHash },
                { "The public key hash has \(header.publicKeyHash.count) bytes; a SHA-256 hash has 32" })
        }
        if let hash = header.applicationData, hash.count != 32 {
            log.add(
                .tokenApplicationDataLength, { WireKeys.header / Header.WireKeys.applicationData },
                {
                    "header.applicationData has \(hash.count) bytes (\(hash.count * 2) hex digits); a SHA-256 hash has 32 (64 digits)"
                })
        }
        if data.isEmpty { log.add(.tokenDataEmpty, { WireKeys.data.path }, { "The encrypted payment data is empty" }) }
        if signature.isEmpty { log.add(.tokenDataEmpty, { WireKeys.signature.path }, { "The signature is empty" }) }
        if let transactionIdentifier, hexBytes(transactionIdentifier) != header.transactionId {
            log.add(
                .tokenTransactionIdentifierMismatch, { WireKeys.header / Header.WireKeys.transactionId },
                {
                    "The token's transactionIdentifier \(quoted(transactionIdentifier, limit: 80)) is not header.transactionId \(hexString(self.header.transactionId))"
                })
        }
        if let request {
            let expected = request.applicationData.map { SHA256.hash($0) }
            if expected != header.applicationData {
                log.add(
                    .tokenApplicationDataMismatch, { WireKeys.header / Header.WireKeys.applicationData },
                    {
                        switch (expected, self.header.applicationData) {
                        case (nil, _):
                            "The token carries an application data hash, but the request had no application data"
                        case (_, nil): "The request had application data, but the token carries no hash of it"
                        default: "header.applicationData is not the SHA-256 of the request's application data"
                        }
                    })
            }
        }
        return log
    }

    /// Whether bytes are a DER SubjectPublicKeyInfo of an elliptic curve key on P-256 (id-ecPublicKey,
    /// prime256v1), its point uncompressed: 0x04 and two 32-byte coordinates.
    static func isP256PublicKey(_ bytes: [UInt8]) -> Bool {
        let ecPublicKey: [UInt8] = [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01]
        let prime256v1: [UInt8] = [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07]
        do {
            var outer = DERReader(bytes[...])
            let info = try outer.read(DERReader.sequence, "SubjectPublicKeyInfo")
            guard outer.isAtEnd else { return false }
            var fields = DERReader(info.contents)
            var algorithm = DERReader(try fields.read(DERReader.sequence, "algorithm").contents)
            let key = try fields.read(DERReader.bitString, "subjectPublicKey")
            guard fields.isAtEnd,
                Array(try algorithm.read(DERReader.objectIdentifier, "algorithm").contents) == ecPublicKey,
                Array(try algorithm.read(DERReader.objectIdentifier, "curve").contents) == prime256v1,
                algorithm.isAtEnd
            else { return false }
            let point = Array(key.contents)
            return point.count == 66 && point[0] == 0 && point[1] == 0x04
        } catch {
            return false
        }
    }
}

extension PaymentTokenEnvelope {
    static let leafMarker: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x63, 0x64, 0x06, 0x1D]
    static let intermediateMarker: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x63, 0x64, 0x06, 0x02, 0x0E]
    static let sha256: [UInt8] = [0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01]
    static let ecdsaWithSHA256: [UInt8] = [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x04, 0x03, 0x02]
    static let sha256WithRSA: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x0B]
    static let rsaEncryption: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01]

    /// Checks the signature without keys, as far as that goes: everything in Apple's first verification step
    /// but the signatures' mathematics.
    ///
    /// The signature must be a CMS SignedData with exactly two certificates (and at most the root besides): a leaf
    /// carrying Apple's marker 1.2.840.113635.100.6.29 and an intermediate carrying 1.2.840.113635.100.6.2.14, not
    /// the same certificate. The intermediate must be issued by the pinned root (``PaymentTokenRoot/appleRootCAG3``:
    /// its issuer is the root's subject, its authority key identifier the root's key identifier), the leaf by the
    /// intermediate, and each must be valid at the signing time. There is exactly one signer, the leaf; the
    /// algorithms are SHA-256 with the version's signature algorithm; and the signing time is within
    /// `allowedClockSkew` of `now`, either side. Anyone can add Apple's marker extensions to a certificate of their
    /// own, so the issuers and key identifiers are what tie the chain to Apple; verifying the signatures themselves
    /// needs cryptography (the `PaymentTokenDecryption` product does it).
    ///
    /// - Parameters:
    ///   - now: The current date.
    ///   - allowedClockSkew: How far the signing time may be from `now`; Apple asks for a few minutes.
    ///   - root: The root the chain must lead to; a test root adds the warning `token.signature.testRoot`.
    public func validateSignatureContainer(
        now: Date, allowedClockSkew: TimeInterval = 300, root: PaymentTokenRoot = .appleRootCAG3
    ) -> ValidationReport {
        signatureLog(now: now, allowedClockSkew: allowedClockSkew, root: root).report
    }

    func signatureLog(now: Date, allowedClockSkew: TimeInterval, root: PaymentTokenRoot) -> ViolationLog {
        var read: SignatureRead?
        return signatureLog(now: now, allowedClockSkew: allowedClockSkew, root: root, read: &read)
    }

    /// The signature as the keyless checks read it, for the steps after them: read once.
    struct SignatureRead {
        var container: CMSSignedData
        /// The one leaf and the one intermediate, when the checks found exactly one of each, and no certificate
        /// carrying both markers.
        var chain: (leaf: X509Certificate, intermediate: X509Certificate)?
    }

    /// The keyless checks of the signature, and the signature as they read it.
    func signatureLog(now: Date, allowedClockSkew: TimeInterval, root: PaymentTokenRoot, read: inout SignatureRead?)
        -> ViolationLog
    {
        let log = ViolationLog()
        if !root.isAppleRoot {
            log.add(
                .tokenSignatureTestRoot, { WireKeys.signature.path },
                {
                    "Checked against a test root (SHA-256 \(root.fingerprint.prefix(16))...), not Apple Root CA - G3: the token is not verified as Apple's"
                })
        }
        let container: CMSSignedData
        var certificates: [X509Certificate] = []
        do throws(DERReader.Failure) {
            container = try CMSSignedData(ber: [UInt8](signature))
            for (index, der) in container.certificates.enumerated() {
                do {
                    certificates.append(try X509Certificate.parsedRecently(der))
                } catch {
                    throw DERReader.Failure(message: "Certificate \(index + 1) is not X.509: \(error.message)")
                }
            }
        } catch {
            log.add(
                .tokenSignatureMalformed, { WireKeys.signature.path },
                {
                    "The signature is not a CMS SignedData: \(error.message)"
                })
            return log
        }
        let rootCertificate = root.parsed
        let leaves = certificates.filter { $0.hasExtension(Self.leafMarker) }
        let intermediates = certificates.filter { $0.hasExtension(Self.intermediateMarker) }
        let strays = certificates.filter {
            !$0.hasExtension(Self.leafMarker) && !$0.hasExtension(Self.intermediateMarker)
                && $0.der != rootCertificate.der
        }
        let both = certificates.filter { $0.hasExtension(Self.leafMarker) && $0.hasExtension(Self.intermediateMarker) }
        if leaves.count != 1 || intermediates.count != 1 || !strays.isEmpty || !both.isEmpty {
            log.add(
                .tokenSignatureCertificates, { WireKeys.signature.path },
                {
                    if !both.isEmpty {
                        return
                            "A certificate carries both the leaf's marker and the intermediate's; Apple's leaf and intermediate are two certificates"
                    }
                    if !strays.isEmpty {
                        return
                            "The signature carries \(counted(strays.count, "certificate")) that \(strays.count == 1 ? "is" : "are") neither Apple's leaf, intermediate nor root"
                    }
                    return
                        "The signature carries \(leaves.count) leaf certificates (1.2.840.113635.100.6.29) and \(intermediates.count) intermediate ones (1.2.840.113635.100.6.2.14); Apple's carry one of each"
                })
        }
        let signingTime = container.signingTime
        read = SignatureRead(container: container, chain: nil)
        if let leaf = leaves.first, let intermediate = intermediates.first, leaves.count == 1,
            intermediates.count == 1, both.isEmpty
        {
            read?.chain = (leaf, intermediate)
            if !Self.issued(intermediate, by: rootCertificate) {
                log.add(
                    .tokenSignatureRoot, { WireKeys.signature.path },
                    {
                        "The intermediate was not issued by \(root.isAppleRoot ? "Apple Root CA - G3" : "the test root"): its issuer or authority key identifier is another's"
                    })
            }
            if !Self.issued(leaf, by: intermediate) {
                log.add(
                    .tokenSignatureChain, { WireKeys.signature.path },
                    {
                        "The leaf was not issued by the intermediate: its issuer or authority key identifier is another's"
                    })
            }
            if let time = signingTime {
                for (name, certificate) in [("leaf", leaf), ("intermediate", intermediate), ("root", rootCertificate)]
                where !certificate.isValid(at: time) {
                    log.add(
                        .tokenSignatureValidity, { WireKeys.signature.path },
                        {
                            "The \(name) certificate is valid from \(ISO8601.format(certificate.notBefore)) to \(ISO8601.format(certificate.notAfter)), not at the signing time \(ISO8601.format(time))"
                        })
                }
            }
            if container.signerCount != 1 || !container.signerIdentifier.names(leaf) {
                log.add(
                    .tokenSignatureSigners, { WireKeys.signature.path },
                    {
                        container.signerCount != 1
                            ? "The signature has \(container.signerCount) signers; Apple's has one, the leaf"
                            : "The signer is not the leaf certificate"
                    })
            }
        }
        // RFC 3370 lets an RSA signer name rsaEncryption with the SHA-256 digest for the same algorithm.
        let signatureAlgorithms = version == .ecV1 ? [Self.ecdsaWithSHA256] : [Self.sha256WithRSA, Self.rsaEncryption]
        if container.signerDigestAlgorithm != Self.sha256
            || !signatureAlgorithms.contains(container.signerSignatureAlgorithm)
        {
            log.add(
                .tokenSignatureAlgorithms, { WireKeys.signature.path },
                {
                    "An \(version.rawValue) signature uses SHA-256 with \(version == .ecV1 ? "ECDSA (1.2.840.10045.4.3.2)" : "RSA (1.2.840.113549.1.1.11)")"
                })
        }
        if let time = signingTime {
            if abs(time.timeIntervalSince(now)) > allowedClockSkew {
                log.add(
                    .tokenSignatureSigningTime, { WireKeys.signature.path },
                    {
                        "The signing time \(ISO8601.format(time)) is more than \(Int(allowedClockSkew)) s from now (\(ISO8601.format(now)))"
                    })
            }
        } else {
            log.add(.tokenSignatureSigningTime, { WireKeys.signature.path }, { "The signature has no signing time" })
        }
        return log
    }

    /// The signature's signing time, read without keys; `nil` when the signature is not a CMS SignedData or has
    /// no signing time.
    public var signingTime: Date? { Self.signingTime(signature: signature) }

    /// The signing time of a CMS signature (its first signer's signed attribute), read without keys; `nil` when
    /// the bytes are not a CMS SignedData or it has no signing time.
    public static func signingTime(signature: Data) -> Date? {
        (try? CMSSignedData(ber: [UInt8](signature)))?.signingTime
    }

    /// Whether a certificate names another as its issuer: by distinguished name, and by key identifier when both
    /// have one (RFC 5280, section 4.2.1.1).
    static func issued(_ certificate: X509Certificate, by issuer: X509Certificate) -> Bool {
        guard certificate.issuer.elementsEqual(issuer.subject) else { return false }
        guard let authority = certificate.authorityKeyIdentifier, let subject = issuer.subjectKeyIdentifier else {
            return certificate.authorityKeyIdentifier == nil
        }
        return authority.elementsEqual(subject)
    }
}
