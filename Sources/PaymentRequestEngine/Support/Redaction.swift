#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How the library prints what a log must never hold: an account number as its last four digits, a cryptogram,
/// EMV data or a key as its size alone.
///
/// Every type that holds such a value describes and mirrors itself through these, so that string interpolation,
/// `print`, `dump` and a debugger show one redaction everywhere; `unredactedDescription` is asked for by name.
@usableFromInline package enum Redaction {
    /// An account number as its last four digits: `•••• 4320`.
    @usableFromInline package static func accountNumber(_ number: String) -> String {
        "•••• \(number.suffix(4))"
    }

    /// An account number as a document may still carry it: every digit but the last four as `*`.
    @usableFromInline package static func maskedAccountNumber(_ number: String) -> String {
        String(repeating: "*", count: max(0, number.count - 4)) + number.suffix(4)
    }

    /// A secret of `count` bytes or characters: `(redacted, 20 bytes)`.
    @usableFromInline package static func secret(count: Int, unit: String = "bytes") -> String {
        "(redacted, \(count) \(unit))"
    }

    /// An optional secret text, or `-` when there is none.
    @usableFromInline package static func secret(_ text: String?) -> String {
        text.map { secret(count: $0.utf8.count, unit: "characters") } ?? "-"
    }
}
