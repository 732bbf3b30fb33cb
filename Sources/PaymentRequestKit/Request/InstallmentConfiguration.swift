#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Apple Card installments offered with a purchase (`ApplePayInstallmentConfiguration`), carried as it is.
///
/// The configuration's members (`featureType`, `bindingTotalAmount`, `items`, `applicationMetadata`, ...) belong
/// to Apple and the card issuer; the library keeps the JSON object exactly, member for member, so that a server
/// can pass it through, and reads a few members for its rules. Read from JSON data, the object keeps its members'
/// order and its numbers as written; through `Codable`, a `Decoder` gives neither, so the members come sorted by
/// key and whole numbers plainly written. With it, Safari from Apple Pay JS version 8 lets
/// `supportedNetworks` be empty (`ApplePayRequestBase::requiresSupportedNetworks`).
public struct InstallmentConfiguration: Sendable, Hashable {
    /// The configuration's JSON object, compared without regard to member order or to how a number is spelt.
    private let carried: CarriedJSON
    var object: JSONValue { carried.value }

    init(object: JSONValue) {
        carried = CarriedJSON(value: object)
    }

    /// A configuration from its JSON object.
    ///
    /// - Parameter jsonData: A JSON object, in UTF-8.
    /// - Throws: A `DecodingError` when the data is not a JSON object.
    public init(jsonData: Data) throws {
        self.init(object: try JSONValue.object(jsonData: jsonData))
    }

    /// The configuration as compact JSON, its members in the order they came.
    public var jsonData: Data {
        var writer = JSONWriter(capacity: 256)
        writer.write(object)
        return Data(writer.bytes)
    }

    /// The kind of installments (`featureType`), for example `"appleCard"`, when given as a string.
    public var featureType: String? { member("featureType") }

    /// The currency of the configuration's amounts (`currencyCode`), when given as a string.
    public var currencyCode: String? { member("currencyCode") }

    private func member(_ key: String) -> String? {
        guard case .object(let members) = object,
            case .string(let text)? = members.last(where: { $0.key == key })?.value
        else { return nil }
        return text
    }
}
