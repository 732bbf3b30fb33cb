extension LabeledValue {
    /// The keys of a card detail.
    enum WireKeys: Int, ProvisioningKey {
        case label, value
        static let table = WireKeyTable(Self.self)
    }

    func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.label, label)
            object.add(.value, value)
        }
    }
}
