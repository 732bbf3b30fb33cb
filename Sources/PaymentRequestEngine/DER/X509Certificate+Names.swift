#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension X509Certificate {
    /// The short names of the attribute types merchant certificates use (RFC 4514, and `UID` of RFC 4519), by
    /// their identifiers' contents.
    private static let attributeNames: [[UInt8]: String] = [
        [0x55, 0x04, 0x03]: "CN", [0x55, 0x04, 0x0B]: "OU", [0x55, 0x04, 0x0A]: "O", [0x55, 0x04, 0x06]: "C",
        [0x55, 0x04, 0x07]: "L", [0x55, 0x04, 0x08]: "ST", [0x55, 0x04, 0x05]: "serialNumber",
        [0x09, 0x92, 0x26, 0x89, 0x93, 0xF2, 0x2C, 0x64, 0x01, 0x01]: "UID",
    ]

    /// The attributes of a distinguished name, in the order they are encoded: each type's short name (or its
    /// dotted identifier) and its value as text; a value that is not a string type is shown as `#` and its hex.
    @usableFromInline package static func attributes(of name: ArraySlice<UInt8>) throws(DERReader.Failure) -> [(
        type: String, value: String
    )] {
        var outer = DERReader(name)
        var sets = DERReader(try outer.read(DERReader.sequence, "The name").contents)
        var attributes = [(type: String, value: String)]()
        while !sets.isAtEnd {
            var set = DERReader(try sets.read(DERReader.set, "A relative distinguished name").contents)
            while !set.isAtEnd {
                var pair = DERReader(try set.read(DERReader.sequence, "An attribute").contents)
                let type = Array(try pair.read(DERReader.objectIdentifier, "An attribute's type").contents)
                let value = try pair.read(nil, "An attribute's value")
                // Real names have a handful; the bound keeps any input's listing small.
                guard attributes.count < 32 else { throw DERReader.Failure(message: "The name has over 32 attributes") }
                attributes.append((attributeNames[type] ?? dotted(type), text(of: value)))
            }
        }
        return attributes
    }

    /// A distinguished name as text, its attributes in the order they are encoded: `CN=..., O=..., C=US`.
    @usableFromInline package static func rendered(_ attributes: [(type: String, value: String)]) -> String {
        attributes.map { "\($0.type)=\($0.value)" }.joined(separator: ", ")
    }

    /// A string value as text: UTF-8, printable, IA5 and Teletex (read as Latin-1) strings; anything else as hex.
    private static func text(of value: DERReader.Element) -> String {
        switch value.tag {
        case 0x0C: String(decoding: value.contents, as: UTF8.self)
        case 0x13, 0x16, 0x14: String(value.contents.map { Character(Unicode.Scalar($0)) })
        default: "#" + hexString(value.contents)
        }
    }

    /// An object identifier's contents in dotted form, `1.2.840.113635.100.6.32`.
    @usableFromInline package static func dotted(_ contents: [UInt8]) -> String {
        guard let first = contents.first else { return "" }
        var parts = [first < 80 ? Int(first / 40) : 2, first < 80 ? Int(first % 40) : Int(first) - 80]
        var value = 0
        for byte in contents.dropFirst() {
            // Saturated: a hostile arc never overflows, and no real one comes near.
            value = min(value << 7 | Int(byte & 0x7F), Int(UInt32.max))
            if byte & 0x80 == 0 {
                parts.append(value)
                value = 0
            }
        }
        return parts.map(String.init).joined(separator: ".")
    }

    /// The key usage bits (2.5.29.15), bit 0 (digitalSignature) first, or `nil` without the extension.
    @usableFromInline package var keyUsage: [Bool]? {
        guard let value = extensionValue([0x55, 0x1D, 0x0F]) else { return nil }
        var reader = DERReader(value)
        guard let bits = try? reader.read(DERReader.bitString, "The key usage"), let unused = bits.contents.first
        else { return nil }
        let bytes = bits.contents.dropFirst()
        let count = max(0, bytes.count * 8 - Int(unused))
        return (0..<min(count, 16)).map { bit in bytes[bytes.startIndex + bit / 8] & (0x80 >> UInt8(bit % 8)) != 0 }
    }

    /// The extended key usages' identifiers (2.5.29.37), or none without the extension.
    @usableFromInline package var extendedKeyUsages: [[UInt8]] {
        guard let value = extensionValue([0x55, 0x1D, 0x25]) else { return [] }
        var outer = DERReader(value)
        guard let list = try? outer.read(DERReader.sequence, "The extended key usage") else { return [] }
        var reader = DERReader(list.contents)
        var usages = [[UInt8]]()
        while !reader.isAtEnd, usages.count < 16,
            let oid = try? reader.read(DERReader.objectIdentifier, "A key purpose")
        {
            usages.append(Array(oid.contents))
        }
        return usages
    }

    /// The public key's algorithm, read from the SubjectPublicKeyInfo: an elliptic curve's name, RSA with its
    /// modulus's size in bits, or the algorithm's dotted identifier.
    @usableFromInline package func publicKeyAlgorithm() throws(DERReader.Failure) -> (name: String, bits: Int) {
        var outer = DERReader(subjectPublicKeyInfo)
        var info = DERReader(try outer.read(DERReader.sequence, "The subject public key info").contents)
        var algorithm = DERReader(try info.read(DERReader.sequence, "The key's algorithm").contents)
        let oid = Array(try algorithm.read(DERReader.objectIdentifier, "The key's algorithm identifier").contents)
        let key = try info.read(DERReader.bitString, "The public key")
        switch oid {
        case [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01]:
            let curve = algorithm.isAtEnd ? [] : Array(try algorithm.read(nil, "The curve").contents)
            switch curve {
            case [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07]: return ("EC P-256", 256)
            case [0x2B, 0x81, 0x04, 0x00, 0x22]: return ("EC P-384", 384)
            case [0x2B, 0x81, 0x04, 0x00, 0x23]: return ("EC P-521", 521)
            default: return ("EC " + Self.dotted(curve), 0)
            }
        case [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01]:
            var wrapper = DERReader(key.contents.dropFirst())
            var rsa = DERReader(try wrapper.read(DERReader.sequence, "The RSA public key").contents)
            let modulus = try rsa.read(DERReader.integer, "The RSA modulus").contents.drop { $0 == 0 }
            let bits = modulus.first.map { modulus.count * 8 - $0.leadingZeroBitCount } ?? 0
            return ("RSA", bits)
        default:
            return (Self.dotted(oid), 0)
        }
    }
}
