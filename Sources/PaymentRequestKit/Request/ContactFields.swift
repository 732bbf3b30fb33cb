/// The contact fields a payment request asks the customer for, as a bitmask.
///
/// The first four raw values are PassKit's legacy `PKAddressField` (postal address 1, phone 2, email 4, name 8,
/// ``all`` 15); ``phoneticName`` (16) has no `PKAddressField` bit and is this library's. In Apple Pay JS the set
/// travels as an array of strings (`"postalAddress"`, `"phone"`, `"email"`, `"name"`, `"phoneticName"`), and in
/// modern PassKit as a `Set<PKContactField>`.
public struct ContactFields: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bitmask.
    public let rawValue: UInt

    /// Creates a set from its bitmask.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The postal address (`"postalAddress"`, 1). The only field a billing contact carries.
    public static var postalAddress: ContactFields { ContactFields(rawValue: 1 << 0) }
    /// The phone number (`"phone"`, 2).
    public static var phone: ContactFields { ContactFields(rawValue: 1 << 1) }
    /// The email address (`"email"`, 4).
    public static var email: ContactFields { ContactFields(rawValue: 1 << 2) }
    /// The name (`"name"`, 8).
    public static var name: ContactFields { ContactFields(rawValue: 1 << 3) }
    /// The phonetic name (`"phoneticName"`, 16; Apple Pay JS version 3).
    public static var phoneticName: ContactFields { ContactFields(rawValue: 1 << 4) }
    /// PassKit's `PKAddressField.all`: postal address, phone, email and name (15).
    public static var all: ContactFields { [.postalAddress, .phone, .email, .name] }

    /// Every field PassKit defines, with its Apple Pay JS string and its Swift name, in bit order: the one table
    /// that names, parsing and descriptions read.
    private static let table: [(field: ContactFields, jsName: String, name: String)] = [
        (.postalAddress, "postalAddress", "postalAddress"), (.phone, "phone", "phone"), (.email, "email", "email"),
        (.name, "name", "name"), (.phoneticName, "phoneticName", "phoneticName"),
    ]

    /// Every field, with its Apple Pay JS string, in bit order.
    public static let known: [(field: ContactFields, jsName: String)] = table.map { ($0.field, $0.jsName) }

    /// The bits that no field defines; they have no Apple Pay JS name, and validation reports them.
    public var unknownBits: UInt {
        rawValue & ~Self.table.reduce(0) { $0 | $1.field.rawValue }
    }

    /// Creates the field named by an Apple Pay JS string, such as `"postalAddress"`, or returns `nil`.
    public init?(jsName: String) {
        guard let field = Self.byJSName.value(for: jsName) else { return nil }
        self = field
    }

    /// The fields by Apple Pay JS string, compared as bytes, so that a decoder needs no `String` for them.
    static let byJSName = UTF8NameTable(table.map { ($0.jsName, $0.field) })

    /// The Apple Pay JS strings of the fields in the set, in bit order.
    public var jsNames: [String] {
        // One pass, with no filtered copy of the table between: the writer asks for these in every request.
        var names: [String] = []
        for entry in Self.table where contains(entry.field) { names.append(entry.jsName) }
        return names
    }

    /// The named members, then any unknown bits, in the manner of swift-system's `FilePermissions`:
    /// `[.postalAddress, .email, ContactFields(rawValue: 64)]`.
    public var description: String {
        var parts = Self.table.filter { contains($0.field) }.map { ".\($0.name)" }
        if unknownBits != 0 { parts.append("ContactFields(rawValue: \(unknownBits))") }
        return "[\(parts.joined(separator: ", "))]"
    }
}
