extension PaymentTokenEnvelope {
    /// Checks the envelope's structure, without keys: the key its version calls for, and only that one; the
    /// ephemeral key's form; the public key hash's length; and, when given, the token's transaction identifier and
    /// the request's application data.
    public func validate(transactionIdentifier: String? = nil, request: PaymentRequest? = nil) -> ValidationReport {
        let log = violationLog(transactionIdentifier: transactionIdentifier, request: request)
        return ValidationReport(capping: [log.violations], dropped: log.dropped)
    }

    func violationLog(transactionIdentifier: String?, request: PaymentRequest?) -> ViolationLog {
        let log = ViolationLog()
        let (wanted, other, wantedName, otherName) =
            version == .ecV1
            ? (header.ephemeralPublicKey, header.wrappedKey, "ephemeralPublicKey", "wrappedKey")
            : (header.wrappedKey, header.ephemeralPublicKey, "wrappedKey", "ephemeralPublicKey")
        if wanted == nil {
            log.add(
                .tokenKeyMissing, { "header.\(wantedName)" },
                { "An \(version.rawValue) token needs header.\(wantedName)" })
        }
        if other != nil {
            log.add(
                .tokenKeyUnexpected, { "header.\(otherName)" },
                { "An \(version.rawValue) token has no \(otherName); it carries \(wantedName) only" })
        }
        if version == .ecV1, let key = header.ephemeralPublicKey, !Self.isP256PublicKey([UInt8](key)) {
            log.add(
                .tokenEphemeralPublicKeyInvalid, { "header.ephemeralPublicKey" },
                { "The ephemeral public key is not a DER SubjectPublicKeyInfo of an uncompressed P-256 point" })
        }
        if header.publicKeyHash.count != 32 {
            log.add(
                .tokenPublicKeyHashLength, { "header.publicKeyHash" },
                { "The public key hash has \(header.publicKeyHash.count) bytes; a SHA-256 hash has 32" })
        }
        if data.isEmpty { log.add(.tokenDataEmpty, { "data" }, { "The encrypted payment data is empty" }) }
        if signature.isEmpty { log.add(.tokenDataEmpty, { "signature" }, { "The signature is empty" }) }
        if let transactionIdentifier, hexBytes(transactionIdentifier) != header.transactionId {
            log.add(
                .tokenTransactionIdentifierMismatch, { "header.transactionId" },
                {
                    "The token's transactionIdentifier \(quoted(transactionIdentifier, limit: 80)) is not header.transactionId \(hexString(self.header.transactionId))"
                })
        }
        if let request {
            let expected = request.applicationData.map { SHA256.hash($0) }
            if expected != header.applicationData {
                log.add(
                    .tokenApplicationDataMismatch, { "header.applicationData" },
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
