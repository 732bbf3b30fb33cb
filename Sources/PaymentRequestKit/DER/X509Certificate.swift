#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The parts of a DER X.509 certificate (RFC 5280, section 4.1) that can be checked without cryptography.
///
/// Parsing checks the outer structure (the certificate, its to-be-signed part, the signature algorithm and the
/// signature bit string) and reads the issuer, the subject and the validity period. It does not verify the
/// signature: that needs the caller's cryptography.
struct X509Certificate {
    /// The issuer's distinguished name, as encoded, to compare with the issuing certificate's subject.
    var issuer: ArraySlice<UInt8>
    /// The subject's distinguished name, as encoded.
    var subject: ArraySlice<UInt8>
    /// The start of the validity period.
    var notBefore: Date
    /// The end of the validity period.
    var notAfter: Date

    /// The largest certificate read: Apple's are about 1 KB; 64 KiB leaves room for any real one.
    static let maxBytes = 64 << 10

    init(der: [UInt8]) throws(DERReader.Failure) {
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

        var fields = DERReader(toBeSigned.contents)
        if fields.nextTag == DERReader.contextZero { _ = try fields.read(DERReader.contextZero, "The version") }
        _ = try fields.read(DERReader.integer, "The serial number")
        _ = try fields.read(DERReader.sequence, "The to-be-signed signature algorithm")
        issuer = try fields.read(DERReader.sequence, "The issuer").encoded
        let validity = try fields.read(DERReader.sequence, "The validity")
        subject = try fields.read(DERReader.sequence, "The subject").encoded
        _ = try fields.read(DERReader.sequence, "The subject public key info")

        var times = DERReader(validity.contents)
        notBefore = try Self.time(try times.read(nil, "The start of the validity"), "The start of the validity")
        notAfter = try Self.time(try times.read(nil, "The end of the validity"), "The end of the validity")
        guard times.isAtEnd else { throw DERReader.Failure(message: "The validity has more than two dates") }
    }

    /// Reads a UTCTime (`YYMMDDHHMMSSZ`, years 1950 to 2049) or a GeneralizedTime (`YYYYMMDDHHMMSSZ`), the only
    /// forms RFC 5280 allows.
    static func time(_ element: DERReader.Element, _ what: String) throws(DERReader.Failure) -> Date {
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
