#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The decoded Base64 of the first PEM block with a label (`-----BEGIN CERTIFICATE-----` ... `-----END
/// CERTIFICATE-----`, RFC 7468), or `nil` when the data holds no such block or its body is not Base64.
@usableFromInline package func pemContents(_ data: Data, label: String) -> Data? {
    let bytes = [UInt8](data.prefix(1 << 20))
    let begin = Array("-----BEGIN \(label)-----".utf8)
    let end = Array("-----END \(label)-----".utf8)
    guard let start = firstIndex(of: begin, in: bytes, from: 0),
        let stop = firstIndex(of: end, in: bytes, from: start + begin.count)
    else { return nil }
    let body = bytes[(start + begin.count)..<stop].filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return Data(base64Encoded: Data(body))
}

/// How many PEM blocks with a label the data holds (their BEGIN lines), up to its first megabyte.
@usableFromInline package func pemBlockCount(_ data: Data, label: String) -> Int {
    let bytes = [UInt8](data.prefix(1 << 20))
    let begin = Array("-----BEGIN \(label)-----".utf8)
    var count = 0
    var from = 0
    while let start = firstIndex(of: begin, in: bytes, from: from) {
        count += 1
        from = start + begin.count
    }
    return count
}

/// Where a run of bytes first starts at or after `from`.
private func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty, bytes.count >= needle.count, from <= bytes.count - needle.count else { return nil }
    return (from...(bytes.count - needle.count)).first { start in
        bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle)
    }
}
