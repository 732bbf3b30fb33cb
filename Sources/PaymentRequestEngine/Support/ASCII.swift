/// The text with ASCII letters in upper case and everything else as it is, for codes that devices and pages
/// write in either case (`"us"`); unlike `uppercased()`, it never changes a non-ASCII character, so that a code
/// such as `"ß"` cannot turn into a valid one.
@usableFromInline package func asciiUppercased(_ text: String) -> String {
    // Most codes are upper case already: they are returned as they are, with no copy.
    guard text.utf8.contains(where: { (0x61...0x7A).contains($0) }) else { return text }
    return String(decoding: text.utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
}

/// The text with A-Z lowered, and nothing else: names compared in ASCII, as network names and host names are.
@usableFromInline package func asciiLowercased(_ text: String) -> String {
    guard text.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
    return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
}
