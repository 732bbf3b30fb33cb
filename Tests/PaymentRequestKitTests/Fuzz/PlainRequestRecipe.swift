// A fuzz format that keeps its inputs in the one-pass reader's shape. Compiled into the test target and, with
// FuzzChecks.swift, into the libFuzzer target (Scripts/fuzz.sh).
import Foundation

/// An Apple Pay JS request built from the fuzzer's bytes, each byte a choice: which members, in which order, which
/// values from lists of likely and unlikely ones, and which white space.
///
/// Mutated as raw JSON, requests soon leave the shape the one-pass reader reads (2.4% of the request corpus was
/// read plainly), so the check that it agrees with the wire decoder ran on few documents. Built this way, most
/// documents are plain, some hand over to the tape at a member or value the reader does not read, and a few raw
/// bytes of the input make strings the reader must stop at.
struct PlainRequestRecipe {
    private let bytes: [UInt8]
    private var position = 0
    private var text = ""

    /// Builds the document the bytes choose; bytes past the end choose the first option.
    static func document(from data: Data) -> Data {
        var recipe = PlainRequestRecipe(bytes: [UInt8](data.prefix(4096)))
        recipe.request()
        return Data(recipe.text.utf8)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func next() -> Int {
        defer { position += 1 }
        return position < bytes.count ? Int(bytes[position]) : 0
    }

    private mutating func choose<T>(_ options: [T]) -> T { options[next() % options.count] }

    /// Whether a choice falls in the last `count` of 128: a zero byte, like a byte past the end, chooses `false`.
    private mutating func rarely(_ count: Int = 1) -> Bool { next() % 128 >= 128 - count }

    private mutating func space() { text += choose(["", "", "", "", " ", "\n  ", "\t", "\r\n"]) }

    /// A string, mostly one of `options`' likely values, rarely one of its unlikely ones.
    private mutating func string(_ options: Options) {
        text += "\""
        // Now and then a few of the input's own bytes: escapes, quotes, control characters and non-ASCII, at which
        // the one-pass reader stops and the tape reads or refuses the document.
        if rarely() {
            let count = next() % 6
            let start = min(position, bytes.count)
            let raw = bytes[start..<min(start + count, bytes.count)]
            position += count
            text += String(decoding: raw, as: UTF8.self)
        } else {
            text += rarely(3) ? choose(options.unlikely) : choose(options.likely)
        }
        text += "\""
    }

    /// An object of members from `members`, some of them always present unless a choice drops one, in an order the
    /// bytes choose; now and then a member repeated, unknown, or of a value the reader does not read.
    private mutating func object(_ members: [(key: String, required: Bool, value: (inout Self) -> Void)]) {
        var chosen = members.filter { $0.required ? !rarely() : next() % 16 >= 10 }
        for index in chosen.indices.reversed() where index > 0 {
            chosen.swapAt(index, index - next() % (index + 1))
        }
        if !chosen.isEmpty, rarely() { chosen.append(chosen[next() % chosen.count]) }
        text += "{"
        for (offset, member) in chosen.enumerated() {
            if offset > 0 { text += "," }
            space()
            text += "\"\(member.key)\":"
            space()
            member.value(&self)
            space()
        }
        if rarely() {
            text += chosen.isEmpty ? "" : ","
            text += choose([#""unknownKey":"x""#, #""supportsCouponCode":true"#, #""label":null"#, #""n":1.5"#])
        }
        text += "}"
    }

    private mutating func array(count: Int, _ element: (inout Self) -> Void) {
        text += "["
        for index in 0..<count {
            if index > 0 { text += "," }
            space()
            element(&self)
        }
        space()
        text += "]"
    }

    private mutating func request() {
        object([
            ("countryCode", true, { $0.string(Self.countries) }),
            ("currencyCode", true, { $0.string(Self.currencies) }),
            ("supportedNetworks", true, { $0.strings(Self.networks, upTo: 4) }),
            ("merchantCapabilities", true, { $0.strings(Self.capabilities, upTo: 3) }),
            ("total", true, { $0.item() }),
            ("lineItems", false, { recipe in recipe.array(count: recipe.next() % 5) { $0.item() } }),
            ("shippingMethods", false, { recipe in recipe.array(count: recipe.next() % 4) { $0.shippingMethod() } }),
            ("shippingType", false, { $0.string(Self.shippingTypes) }),
            ("requiredBillingContactFields", false, { $0.strings(Self.contactFields, upTo: 4) }),
            ("requiredShippingContactFields", false, { $0.strings(Self.contactFields, upTo: 4) }),
            ("billingContact", false, { $0.contact() }),
            ("shippingContact", false, { $0.contact() }),
            ("merchantIdentifier", false, { $0.string(Options(["merchant.com.example"], ["", " "])) }),
            ("supportedCountries", false, { $0.strings(Self.countries, upTo: 3) }),
            ("couponCode", false, { $0.string(Options(["SAVE10"], ["", "  "])) }),
            ("applicationData", false, { $0.string(Self.applicationData) }),
        ])
    }

    private mutating func strings(_ options: Options, upTo most: Int) {
        array(count: next() % (most + 1)) { $0.string(options) }
    }

    private mutating func item() {
        object([
            ("label", true, { $0.string(Self.labels) }),
            ("amount", true, { $0.string(Self.amounts) }),
            ("type", false, { $0.string(Options(["final", "pending"], ["Final", ""])) }),
        ])
    }

    private mutating func shippingMethod() {
        object([
            ("label", true, { $0.string(Self.labels) }),
            ("detail", true, { $0.string(Options(["Arrives in 2 days"], [""])) }),
            ("amount", true, { $0.string(Self.amounts) }),
            ("identifier", true, { $0.string(Options(["ground", "express"], [""])) }),
        ])
    }

    private mutating func contact() {
        func text(_ likely: [String], _ unlikely: [String]) -> (inout Self) -> Void {
            { $0.string(Options(likely, unlikely)) }
        }
        object([
            ("phoneNumber", false, text(["+1 555 0100"], [""])),
            ("emailAddress", false, text(["ada@example.com"], ["not an address", ""])),
            ("givenName", false, text(["Ada"], [""])),
            ("familyName", false, text(["Lovelace"], [""])),
            ("phoneticGivenName", false, text(["ADA"], [""])),
            ("phoneticFamilyName", false, text(["LUVLACE"], [""])),
            ("addressLines", false, { $0.strings(Options(["1 Infinite Loop", "Suite 2"], [""]), upTo: 3) }),
            ("subLocality", false, text(["SoMa"], [""])),
            ("locality", false, text(["Cupertino"], [""])),
            ("postalCode", false, text(["95014"], [""])),
            ("subAdministrativeArea", false, text(["Santa Clara"], [""])),
            ("administrativeArea", false, text(["CA"], [""])),
            ("country", false, text(["United States"], [""])),
            ("countryCode", false, text(["US"], ["us", "ZZ", ""])),
        ])
    }

    /// The values a string takes: the likely ones mostly, the unlikely ones 3 times in 128.
    struct Options {
        var likely: [String]
        var unlikely: [String]
        init(_ likely: [String], _ unlikely: [String]) {
            self.likely = likely
            self.unlikely = unlikely
        }
    }

    static let currencies = Options(["USD", "EUR", "JPY", "KWD"], ["usd", "XAU", "BOV", "HRK", ""])
    static let shippingTypes = Options(["shipping", "delivery", "storePickup", "servicePickup"], ["pickup", ""])
    static let applicationData = Options(["eyJvcmRlciI6MX0=", "AAEC", "AA=="], ["not base64", "", "A"])
    static let countries = Options(["US", "GB", "JP"], ["us", "ZZ", "USA", ""])
    static let networks = Options(
        ["visa", "masterCard", "amex", "discover", "interac", "cartesBancaires"], ["Visa", "nope", ""])
    static let capabilities = Options(
        ["supports3DS", "supportsCredit", "supportsDebit", "supportsEMV"], ["supports3ds", ""])
    static let contactFields = Options(["postalAddress", "email", "phone", "name", "phoneticName"], ["address", ""])
    static let labels = Options(
        ["Total", "Coffee", "Tax 7.25%"], ["", " ", String(repeating: "Long label ", count: 20)])
    static let amounts = Options(
        ["10.00", "0", "0.00", "1.5", "-5.00", "999999999999.99"],
        ["1.005", "00.10", "1e2", "", " 1", "+1", "-0", "12345678901234567890", "0.001"])
}
