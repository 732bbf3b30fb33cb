#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The parts of a CMS SignedData (RFC 5652) that can be checked without keys: the certificates, the algorithms
/// and the signing time. BER is read as well as DER, as Apple's payment token signatures use indefinite lengths.
@usableFromInline package struct CMSSignedData {
    /// The DER of each certificate, in the order given.
    @usableFromInline package var certificates: [ArraySlice<UInt8>]
    /// The digest algorithms' identifiers, as DER contents of their OIDs.
    @usableFromInline package var digestAlgorithms: [[UInt8]]
    /// The first signer's digest algorithm.
    @usableFromInline package var signerDigestAlgorithm: [UInt8]
    /// The first signer's signature algorithm.
    @usableFromInline package var signerSignatureAlgorithm: [UInt8]
    /// The first signer's signing time, from its signed attributes.
    @usableFromInline package var signingTime: Date?
    /// How many signer infos there are.
    @usableFromInline package var signerCount: Int
    /// The first signer's identifier: the issuer and serial number of its certificate, or its subject key
    /// identifier.
    @usableFromInline package var signerIdentifier: SignerIdentifier
    /// Whether the encapsulated content is present: a detached signature has none.
    @usableFromInline package var hasEncapsulatedContent: Bool
    /// The first signer's signed attributes as encoded, with their `[0]` tag; `nil` without any.
    @usableFromInline package var signedAttributes: ArraySlice<UInt8>?
    /// The values of the first signer's content-type attributes (RFC 5652, section 11.1), each the encoded set of
    /// values.
    @usableFromInline package var contentTypeAttributes: [ArraySlice<UInt8>] = []
    /// The values of the first signer's message-digest attributes (RFC 5652, section 11.2), each the encoded set
    /// of values.
    @usableFromInline package var messageDigestAttributes: [ArraySlice<UInt8>] = []
    /// The first signer's signature value; `nil` when it does not follow the signature algorithm as an OCTET
    /// STRING.
    @usableFromInline package var signatureValue: ArraySlice<UInt8>?

    /// How a signer names its certificate (RFC 5652, section 5.3).
    @usableFromInline package enum SignerIdentifier: Equatable {
        case issuerAndSerialNumber(issuer: ArraySlice<UInt8>, serialNumber: ArraySlice<UInt8>)
        case subjectKeyIdentifier(ArraySlice<UInt8>)

        /// Whether it names a certificate.
        @usableFromInline package func names(_ certificate: X509Certificate) -> Bool {
            switch self {
            case .issuerAndSerialNumber(let issuer, let serial):
                issuer.elementsEqual(certificate.issuer) && serial.elementsEqual(certificate.serialNumber)
            case .subjectKeyIdentifier(let identifier):
                certificate.subjectKeyIdentifier.map { identifier.elementsEqual($0) } ?? false
            }
        }
    }

    /// The largest signature read: Apple's are a few kilobytes.
    @usableFromInline package static let maxBytes = 64 << 10

    @usableFromInline package static let signedDataOID: [UInt8] = [
        0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02,
    ]
    @usableFromInline package static let dataOID: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x01]
    @usableFromInline package static let signingTimeOID: [UInt8] = [
        0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x09, 0x05,
    ]
    @usableFromInline package static let contentTypeOID: [UInt8] = [
        0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x09, 0x03,
    ]
    @usableFromInline package static let messageDigestOID: [UInt8] = [
        0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x09, 0x04,
    ]

    @usableFromInline package init(ber: [UInt8]) throws(DERReader.Failure) {
        guard ber.count <= Self.maxBytes else {
            throw DERReader.Failure(message: "The signature has \(ber.count) bytes; at most \(Self.maxBytes) are read")
        }
        var outer = DERReader(ber[...], ber: true)
        let contentInfo = try outer.read(DERReader.sequence, "The ContentInfo")
        var info = outer.reader(of: contentInfo)
        let type = try info.read(DERReader.objectIdentifier, "The content type")
        guard Array(type.contents) == Self.signedDataOID else {
            throw DERReader.Failure(message: "The content type is not SignedData (1.2.840.113549.1.7.2)")
        }
        let explicit = try info.read(DERReader.contextZero, "The SignedData's [0]")
        var wrapper = info.reader(of: explicit)
        let signedData = try wrapper.read(DERReader.sequence, "The SignedData")
        var fields = wrapper.reader(of: signedData)
        _ = try fields.read(DERReader.integer, "The SignedData's version")
        var digests = fields.reader(of: try fields.read(DERReader.set, "The digest algorithms"))
        var digestAlgorithms = [[UInt8]]()
        while !digests.isAtEnd {
            digestAlgorithms.append(
                try Self.algorithm(digests.reader(of: try digests.read(DERReader.sequence, "A digest algorithm"))))
        }
        self.digestAlgorithms = digestAlgorithms
        var encapsulated = fields.reader(of: try fields.read(DERReader.sequence, "The encapsulated content"))
        // A detached signature over data: its content type is id-data and its content absent.
        guard
            Array(try encapsulated.read(DERReader.objectIdentifier, "The encapsulated content type").contents)
                == Self.dataOID
        else {
            throw DERReader.Failure(message: "The encapsulated content type is not id-data (1.2.840.113549.1.7.1)")
        }
        hasEncapsulatedContent = !encapsulated.isAtEnd
        var certificates = [ArraySlice<UInt8>]()
        if fields.nextTag == DERReader.contextZero {
            var list = fields.reader(of: try fields.read(DERReader.contextZero, "The certificates"))
            while !list.isAtEnd {
                certificates.append(try list.read(DERReader.sequence, "A certificate").encoded)
            }
        }
        self.certificates = certificates
        if fields.nextTag == 0xA1 { _ = try fields.read(0xA1, "The CRLs") }
        var signers = fields.reader(of: try fields.read(DERReader.set, "The signer infos"))
        var signer = signers.reader(of: try signers.read(DERReader.sequence, "The signer info"))
        var signerCount = 1
        while !signers.isAtEnd {
            _ = try signers.read(DERReader.sequence, "Another signer info")
            signerCount += 1
        }
        self.signerCount = signerCount
        _ = try signer.read(DERReader.integer, "The signer's version")
        let identifier = try signer.read(nil, "The signer's identifier")
        switch identifier.tag {
        case DERReader.sequence:
            var parts = signer.reader(of: identifier)
            let issuer = try parts.read(DERReader.sequence, "The signer's issuer").encoded
            let serial = try parts.read(DERReader.integer, "The signer's serial number").contents
            signerIdentifier = .issuerAndSerialNumber(issuer: issuer, serialNumber: serial)
        case 0x80:
            signerIdentifier = .subjectKeyIdentifier(identifier.contents)
        default:
            throw DERReader.Failure(
                message: "The signer's identifier is neither an issuer and serial number nor a key identifier")
        }
        signerDigestAlgorithm = try Self.algorithm(
            signer.reader(of: try signer.read(DERReader.sequence, "The signer's digest algorithm")))
        var signingTime: Date?
        if signer.nextTag == DERReader.contextZero {
            let element = try signer.read(DERReader.contextZero, "The signed attributes")
            signedAttributes = element.encoded
            var attributes = signer.reader(of: element)
            while !attributes.isAtEnd {
                var attribute = attributes.reader(of: try attributes.read(DERReader.sequence, "A signed attribute"))
                let oid = try attribute.read(DERReader.objectIdentifier, "An attribute's type")
                let set = try attribute.read(DERReader.set, "An attribute's values")
                var values = attribute.reader(of: set)
                switch Array(oid.contents) {
                case Self.signingTimeOID:
                    // RFC 5652, 11.3: one signing-time attribute, of one value; a second would let the signed time
                    // be read two ways.
                    guard signingTime == nil else {
                        throw DERReader.Failure(message: "The signed attributes carry the signing time twice")
                    }
                    signingTime = try X509Certificate.time(try values.read(nil, "The signing time"), "The signing time")
                    guard values.isAtEnd else {
                        throw DERReader.Failure(message: "The signing time attribute has more than one value")
                    }
                case Self.contentTypeOID: contentTypeAttributes.append(set.contents)
                case Self.messageDigestOID: messageDigestAttributes.append(set.contents)
                default: break
                }
            }
        }
        self.signingTime = signingTime
        signerSignatureAlgorithm = try Self.algorithm(
            signer.reader(of: try signer.read(DERReader.sequence, "The signer's signature algorithm")))
        // Read leniently: the keyless checks never needed it, and a signature without one fails verification.
        if signer.nextTag == 0x04, let value = try? signer.read(0x04, "The signature value") {
            signatureValue = value.contents
        }
    }

    /// An AlgorithmIdentifier's OID, its parameters (if any) read as one whole element and nothing after them:
    /// OpenSSL refuses an identifier whose parameters overrun it, and so does this reader.
    private static func algorithm(_ reader: DERReader) throws(DERReader.Failure) -> [UInt8] {
        var reader = reader
        let identifier = Array(try reader.read(DERReader.objectIdentifier, "An algorithm's identifier").contents)
        if !reader.isAtEnd { _ = try reader.read(nil, "An algorithm's parameters") }
        guard reader.isAtEnd else {
            throw DERReader.Failure(message: "An algorithm's identifier has more than its parameters")
        }
        return identifier
    }

    /// Whether a certificate's DER carries an object identifier: Apple's marker extensions, whose encoding stands
    /// nowhere else in a certificate.
    @usableFromInline package static func certificate(_ der: ArraySlice<UInt8>, hasExtension oid: [UInt8]) -> Bool {
        let needle: [UInt8] = [DERReader.objectIdentifier, UInt8(oid.count)] + oid
        guard der.count >= needle.count else { return false }
        // Compared byte by byte from each OBJECT IDENTIFIER tag: a slice comparison at every offset cost more than
        // the rest of a token's keyless checks.
        return der.withUnsafeBufferPointer { bytes in
            needle.withUnsafeBufferPointer { needle in
                var start = 0
                while start <= bytes.count - needle.count {
                    if bytes[start] == needle[0], bytes[start + 1] == needle[1] {
                        var matched = 2
                        while matched < needle.count, bytes[start + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
