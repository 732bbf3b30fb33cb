#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LabeledValue {
    /// The keys of a card detail.
    enum WireKeys: Int, WireKey {
        case label, value
        static let table = WireKeyTable(Self.self)
    }

    var wire: JSONValue {
        var object = WireObjectBuilder(WireKeys.self, capacity: 2)
        object.add(.label, label)
        object.add(.value, value)
        return object.value
    }
}
