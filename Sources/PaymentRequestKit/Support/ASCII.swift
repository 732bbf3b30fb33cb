/// The text with ASCII letters in upper case and everything else as it is, for codes that devices and pages
/// write in either case (`"us"`); unlike `uppercased()`, it never changes a non-ASCII character, so that a code
/// such as `"ß"` cannot turn into a valid one.
func asciiUppercased(_ text: String) -> String {
    String(decoding: text.utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
}
