/// The payment capabilities a merchant supports, as PassKit's `PKMerchantCapability` bitmask.
///
/// The raw values are PassKit's: 3-D Secure 1, EMV 2, credit 4, debit 8, instant funds out 128. In Apple Pay JS
/// the same set travels as an array of strings (`"supports3DS"`, `"supportsEMV"`, `"supportsCredit"`,
/// `"supportsDebit"`, `"supportsInstantFundsOut"`). Apple's documentation asks for ``threeDSecure`` in every
/// request; credit and debit restrict the card types, and with neither all card types are allowed.
public struct MerchantCapabilities: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The PassKit bitmask.
    public let rawValue: UInt

    /// Creates a set from PassKit's bitmask. Bits PassKit does not define are kept, and validation reports them.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// 3-D Secure (`supports3DS`, PassKit `threeDSecure`, 1). Apple's documentation requires it.
    public static var threeDSecure: MerchantCapabilities { MerchantCapabilities(rawValue: 1 << 0) }
    /// EMV (`supportsEMV`, PassKit `emv`, 2), typically for China Union Pay.
    public static var emv: MerchantCapabilities { MerchantCapabilities(rawValue: 1 << 1) }
    /// Credit cards only, unless ``debit`` is also set (`supportsCredit`, 4).
    public static var credit: MerchantCapabilities { MerchantCapabilities(rawValue: 1 << 2) }
    /// Debit cards only, unless ``credit`` is also set (`supportsDebit`, 8).
    public static var debit: MerchantCapabilities { MerchantCapabilities(rawValue: 1 << 3) }
    /// Instant funds out, for disbursements (`supportsInstantFundsOut`, 128; iOS 17).
    public static var instantFundsOut: MerchantCapabilities { MerchantCapabilities(rawValue: 1 << 7) }

    /// Every capability PassKit defines, with its Apple Pay JS string and its Swift name, in bit order: the one
    /// table that names, parsing and descriptions read.
    private static let table: [(capability: MerchantCapabilities, jsName: String, name: String)] = [
        (.threeDSecure, "supports3DS", "threeDSecure"), (.emv, "supportsEMV", "emv"),
        (.credit, "supportsCredit", "credit"), (.debit, "supportsDebit", "debit"),
        (.instantFundsOut, "supportsInstantFundsOut", "instantFundsOut"),
    ]

    /// Every capability PassKit defines, with its Apple Pay JS string, in bit order.
    public static let known: [(capability: MerchantCapabilities, jsName: String)] = table.map {
        ($0.capability, $0.jsName)
    }

    /// The bits that no capability defines.
    public var unknownBits: UInt {
        rawValue & ~Self.known.reduce(0) { $0 | $1.capability.rawValue }
    }

    /// Creates the capability named by an Apple Pay JS string, such as `"supports3DS"`, or returns `nil`.
    public init?(jsName: String) {
        guard let capability = Self.byJSName.value(for: jsName) else { return nil }
        self = capability
    }

    /// The capabilities by Apple Pay JS string, compared as bytes, so that a decoder needs no `String` for them.
    static let byJSName = UTF8NameTable(table.map { ($0.jsName, $0.capability) })

    /// The Apple Pay JS strings of the known capabilities in the set, in bit order.
    public var jsNames: [String] {
        // One pass, with no filtered copy of the table between: the writer asks for these in every request.
        var names: [String] = []
        for entry in Self.known where contains(entry.capability) { names.append(entry.jsName) }
        return names
    }

    /// The named members, then any unknown bits, in the manner of swift-system's `FilePermissions`:
    /// `[.threeDSecure, .debit, MerchantCapabilities(rawValue: 96)]`.
    public var description: String {
        var parts = Self.table.filter { contains($0.capability) }.map { ".\($0.name)" }
        if unknownBits != 0 { parts.append("MerchantCapabilities(rawValue: \(unknownBits))") }
        return "[\(parts.joined(separator: ", "))]"
    }
}
