/// The characters that change how the text around them is shown, or that show as nothing: the explicit
/// bidirectional controls and the invisible characters, by Unicode name.
///
/// A right-to-left override turns "Shop \u{202E}10.00" into a label that reads "Shop 00.01" (the "Trojan Source"
/// attack, CVE-2021-42574); a zero-width space makes two labels look the same that are not. The implicit marks
/// (U+200E, U+200F, U+061C) and the joiners (U+200C, U+200D) are left out: right-to-left scripts, Indic and Persian
/// text and emoji sequences need them, and they cannot reorder a run of text.
@usableFromInline package enum HiddenCharacters {
    /// The scalar's Unicode name when it is one of them, or `nil`.
    @usableFromInline package static func name(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00AD: "SOFT HYPHEN"
        case 0x115F: "HANGUL CHOSEONG FILLER"
        case 0x1160: "HANGUL JUNGSEONG FILLER"
        case 0x180E: "MONGOLIAN VOWEL SEPARATOR"
        case 0x200B: "ZERO WIDTH SPACE"
        case 0x202A: "LEFT-TO-RIGHT EMBEDDING"
        case 0x202B: "RIGHT-TO-LEFT EMBEDDING"
        case 0x202C: "POP DIRECTIONAL FORMATTING"
        case 0x202D: "LEFT-TO-RIGHT OVERRIDE"
        case 0x202E: "RIGHT-TO-LEFT OVERRIDE"
        case 0x2060: "WORD JOINER"
        case 0x2061: "FUNCTION APPLICATION"
        case 0x2062: "INVISIBLE TIMES"
        case 0x2063: "INVISIBLE SEPARATOR"
        case 0x2064: "INVISIBLE PLUS"
        case 0x2066: "LEFT-TO-RIGHT ISOLATE"
        case 0x2067: "RIGHT-TO-LEFT ISOLATE"
        case 0x2068: "FIRST STRONG ISOLATE"
        case 0x2069: "POP DIRECTIONAL ISOLATE"
        case 0x3164: "HANGUL FILLER"
        case 0xFEFF: "ZERO WIDTH NO-BREAK SPACE"
        case 0xFFA0: "HALFWIDTH HANGUL FILLER"
        default: nil
        }
    }

    /// Whether the scalar reorders the text that follows it.
    @usableFromInline package static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// The first of them in `text`, as `U+202E RIGHT-TO-LEFT OVERRIDE`, and how many there are in all; `nil` when
    /// there are none.
    @usableFromInline package static func first(in text: String) -> (description: String, reorders: Bool, count: Int)? {
        // Every one of them is outside ASCII and Latin-1's first row, so most text is passed over in its bytes.
        guard text.utf8.contains(where: { $0 >= 0xC2 }) else { return nil }
        var first: (description: String, reorders: Bool)?
        var count = 0
        for scalar in text.unicodeScalars {
            guard let name = name(of: scalar) else { continue }
            count += 1
            if first == nil { first = (scalar.codePoint + " " + name, isBidirectionalControl(scalar)) }
        }
        return first.map { ($0.description, $0.reorders, count) }
    }
}

extension Unicode.Scalar {
    /// The scalar as Unicode writes it, `U+202E`: four hexadecimal digits at least, in capitals.
    @usableFromInline package var codePoint: String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
