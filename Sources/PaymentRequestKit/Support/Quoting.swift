/// Quotes untrusted text for a message, cutting it short so that a huge input cannot produce a huge message.
func quoted(_ text: some StringProtocol, limit: Int = 40) -> String {
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
        case _ where character.value < 0x20 || character.value == 0x7F:
            result += "\\u{\(String(character.value, radix: 16))}"
        default: result.unicodeScalars.append(character)
        }
        count += 1
    }
    return result + "\""
}
