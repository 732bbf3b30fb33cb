/// Quotes untrusted text for a message, cutting it short so that a huge input cannot produce a huge message.
///
/// Control characters, bidirectional controls and invisible characters are escaped (`\u{202e}`), so that a quote
/// can neither reorder nor hide the message around it.
@usableFromInline package func quoted(_ text: some StringProtocol, limit: Int = 40) -> String {
    var result = "\""
    var count = 0
    for character in text.unicodeScalars {
        if count == limit {
            result += "…"
            break
        }
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case _ where character.value < 0x20 || character.value == 0x7F || HiddenCharacters.name(of: character) != nil:
            result += "\\u{\(String(character.value, radix: 16))}"
        default: result.unicodeScalars.append(character)
        }
        count += 1
    }
    return result + "\""
}

/// A count with its noun, singular for one: `counted(1, "error")` is "1 error", `counted(2, "error")` "2 errors".
@usableFromInline package func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}
