#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The parts of a DER X.509 certificate (RFC 5280, section 4.1) that can be checked without cryptography.
///
/// Parsing checks the outer structure (the certificate, its to-be-signed part, the signature algorithm and the
/// signature bit string) and reads the serial number, the issuer, the subject, the validity period, the public
/// key and the extensions. It does not verify the signature: that needs cryptography.
@usableFromInline package struct X509Certificate: Sendable {
    /// The whole certificate, as encoded.
    @usableFromInline package var der: [UInt8]
    /// The serial number's contents, as encoded.
    @usableFromInline package var serialNumber: ArraySlice<UInt8>
    /// The issuer's distinguished name, as encoded, to compare with the issuing certificate's subject.
    @usableFromInline package var issuer: ArraySlice<UInt8>
    /// The subject's distinguished name, as encoded.
    @usableFromInline package var subject: ArraySlice<UInt8>
    /// The start of the validity period.
    @usableFromInline package var notBefore: Date
    /// The end of the validity period.
    @usableFromInline package var notAfter: Date
    /// The SubjectPublicKeyInfo, as encoded.
    @usableFromInline package var subjectPublicKeyInfo: ArraySlice<UInt8>
    /// Each extension's identifier (the OID's contents), whether it is critical, and its value's contents.
    @usableFromInline package var extensions: [(oid: [UInt8], critical: Bool, value: ArraySlice<UInt8>)]

    /// The most extensions read.
    @usableFromInline package static let maxExtensions = 64

    @usableFromInline package static let subjectKeyIdentifierOID: [UInt8] = [0x55, 0x1D, 0x0E]
    @usableFromInline package static let authorityKeyIdentifierOID: [UInt8] = [0x55, 0x1D, 0x23]

    /// The value of the extension with an identifier, if the certificate has it.
    @usableFromInline package func extensionValue(_ oid: [UInt8]) -> ArraySlice<UInt8>? {
        extensions.first { $0.oid == oid }?.value
    }

    /// Whether the certificate has an extension.
    @usableFromInline package func hasExtension(_ oid: [UInt8]) -> Bool { extensionValue(oid) != nil }

    /// The subject key identifier (2.5.29.14): the OCTET STRING the extension's value holds.
    @usableFromInline package var subjectKeyIdentifier: ArraySlice<UInt8>? {
        guard let value = extensionValue(Self.subjectKeyIdentifierOID) else { return nil }
        var reader = DERReader(value)
        return try? reader.read(0x04, "The subject key identifier").contents
    }

    /// The authority key identifier's key identifier (2.5.29.35, its `[0]`), if it has one.
    @usableFromInline package var authorityKeyIdentifier: ArraySlice<UInt8>? {
        guard let value = extensionValue(Self.authorityKeyIdentifierOID) else { return nil }
        var outer = DERReader(value)
        guard let sequence = try? outer.read(DERReader.sequence, "The authority key identifier") else { return nil }
        var fields = DERReader(sequence.contents)
        guard fields.nextTag == 0x80 else { return nil }
        return try? fields.read(0x80, "The key identifier").contents
    }

    /// Whether the certificate is valid at a date: within its validity period, both ends included.
    @usableFromInline package func isValid(at date: Date) -> Bool { notBefore <= date && date <= notAfter }

    /// The largest certificate read: Apple's are about 1 KB; 64 KiB leaves room for any real one.
    @usableFromInline package static let maxBytes = 64 << 10

    @usableFromInline package init(der: [UInt8]) throws(DERReader.Failure) {
        guard der.count <= Self.maxBytes else {
            throw DERReader.Failure(message: "The certificate is \(der.count) bytes; at most \(Self.maxBytes) are read")
        }
        var outer = DERReader(der[...])
        let certificate = try outer.read(DERReader.sequence, "The certificate")
        guard outer.isAtEnd else { throw DERReader.Failure(message: "There are bytes after the certificate") }

        var parts = DERReader(certificate.contents)
        let toBeSigned = try parts.read(DERReader.sequence, "The to-be-signed certificate")
        _ = try parts.read(DERReader.sequence, "The signature algorithm")
        _ = try parts.read(DERReader.bitString, "The signature")
        guard parts.isAtEnd else { throw DERReader.Failure(message: "The certificate has more than three parts") }

        self.der = der
        var fields = DERReader(toBeSigned.contents)
        if fields.nextTag == DERReader.contextZero { _ = try fields.read(DERReader.contextZero, "The version") }
        serialNumber = try fields.read(DERReader.integer, "The serial number").contents
        _ = try fields.read(DERReader.sequence, "The to-be-signed signature algorithm")
        issuer = try fields.read(DERReader.sequence, "The issuer").encoded
        let validity = try fields.read(DERReader.sequence, "The validity")
        subject = try fields.read(DERReader.sequence, "The subject").encoded
        subjectPublicKeyInfo = try fields.read(DERReader.sequence, "The subject public key info").encoded
        // The unique identifiers ([1], [2]) are skipped; the extensions ([3]) are read.
        if fields.nextTag == 0x81 || fields.nextTag == 0xA1 {
            _ = try fields.read(nil, "The issuer's unique identifier")
        }
        if fields.nextTag == 0x82 || fields.nextTag == 0xA2 {
            _ = try fields.read(nil, "The subject's unique identifier")
        }
        var extensions: [(oid: [UInt8], critical: Bool, value: ArraySlice<UInt8>)] = []
        if fields.nextTag == 0xA3 {
            var wrapper = DERReader(try fields.read(0xA3, "The extensions").contents)
            var list = DERReader(try wrapper.read(DERReader.sequence, "The extension list").contents)
            guard wrapper.isAtEnd else { throw DERReader.Failure(message: "The extensions hold more than one list") }
            while !list.isAtEnd {
                // Real certificates have about ten; the bound keeps the duplicate check small for any input.
                guard extensions.count < Self.maxExtensions else {
                    throw DERReader.Failure(message: "The certificate has more than \(Self.maxExtensions) extensions")
                }
                var fields = DERReader(try list.read(DERReader.sequence, "An extension").contents)
                let oid = Array(try fields.read(DERReader.objectIdentifier, "An extension's identifier").contents)
                var critical = false
                if fields.nextTag == 0x01 {
                    critical = try fields.read(0x01, "An extension's criticality").contents.first == 0xFF
                }
                let value = try fields.read(0x04, "An extension's value").contents
                guard fields.isAtEnd else { throw DERReader.Failure(message: "An extension has more than three parts") }
                guard !extensions.contains(where: { $0.oid == oid }) else {
                    throw DERReader.Failure(message: "An extension appears twice, which RFC 5280 forbids")
                }
                extensions.append((oid, critical, value))
            }
        }
        self.extensions = extensions
        guard fields.isAtEnd else { throw DERReader.Failure(message: "The to-be-signed certificate has extra parts") }

        var times = DERReader(validity.contents)
        notBefore = try Self.time(try times.read(nil, "The start of the validity"), "The start of the validity")
        notAfter = try Self.time(try times.read(nil, "The end of the validity"), "The end of the validity")
        guard times.isAtEnd else { throw DERReader.Failure(message: "The validity has more than two dates") }
    }

    /// Reads a UTCTime (`YYMMDDHHMMSSZ`, years 1950 to 2049) or a GeneralizedTime (`YYYYMMDDHHMMSSZ`), the only
    /// forms RFC 5280 allows.
    @usableFromInline package static func time(_ element: DERReader.Element, _ what: String) throws(DERReader.Failure)
        -> Date
    {
        let text = Array(element.contents)
        let yearDigits: Int
        switch element.tag {
        case DERReader.utcTime: yearDigits = 2
        case DERReader.generalizedTime: yearDigits = 4
        default: throw DERReader.Failure(message: "\(what) is neither a UTCTime nor a GeneralizedTime")
        }
        guard text.count == yearDigits + 11, text.last == UInt8(ascii: "Z"),
            text.dropLast().allSatisfy({ (0x30...0x39).contains($0) })
        else {
            throw DERReader.Failure(message: "\(what) is not in the form RFC 5280 requires (digits, then Z)")
        }
        func number(_ start: Int, _ length: Int) -> Int {
            text[start..<(start + length)].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        var year = number(0, yearDigits)
        if yearDigits == 2 { year += year >= 50 ? 1900 : 2000 }
        let month = number(yearDigits, 2)
        let day = number(yearDigits + 2, 2)
        let hour = number(yearDigits + 4, 2)
        let minute = number(yearDigits + 6, 2)
        let second = number(yearDigits + 8, 2)
        guard (1...12).contains(month), (1...ISO8601.daysIn(month: month, year: year)).contains(day), hour < 24,
            minute < 60, second < 60
        else {
            throw DERReader.Failure(message: "\(what) is not a valid date")
        }
        let days = ISO8601.daysFromCivil(year: year, month: month, day: day)
        let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}

extension X509Certificate {
    /// A certificate parsed from `der`, or one of the last few parsed on the calling thread's shard when it is the
    /// same bytes.
    ///
    /// A server's payment tokens carry the same leaf and intermediate for months, and parsing them again took a
    /// fifth of a token's keyless checks. A certificate is only ever found by comparing every byte. The last few
    /// are kept in shards, each thread using one (``threadShard(among:)``), so that threads checking tokens at
    /// once do not wait for each other's lock.
    @usableFromInline package static func parsedRecently(_ der: ArraySlice<UInt8>) throws(DERReader.Failure)
        -> X509Certificate
    {
        func matches(_ certificate: X509Certificate) -> Bool {
            guard certificate.der.count == der.count, !der.isEmpty else { return false }
            return certificate.der.withUnsafeBytes { known in
                der.withUnsafeBytes { given in memcmp(known.baseAddress!, given.baseAddress!, der.count) == 0 }
            }
        }
        let shard = RecentCertificates.shards[threadShard(among: RecentCertificates.shards.count)]
        if let known = shard.lock.withLock({ shard.certificates.first(where: matches) }) { return known }
        let certificate = try X509Certificate(der: Array(der))
        shard.lock.withLock {
            if shard.certificates.count == RecentCertificates.capacity { shard.certificates.removeFirst() }
            shard.certificates.append(certificate)
        }
        return certificate
    }
}

/// The certificates parsed last on one shard of threads.
private final class RecentCertificates: @unchecked Sendable {
    let lock = Lock()
    /// Guarded by ``lock``.
    var certificates: [X509Certificate] = []

    static let capacity = 8
    static let shards = (0..<8).map { _ in RecentCertificates() }
}
