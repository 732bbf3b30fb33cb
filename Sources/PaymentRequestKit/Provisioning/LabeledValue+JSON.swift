extension LabeledValue {
    /// The keys of a card detail.
    @usableFromInline enum WireKeys: Int, ProvisioningKey {
        case label, value
        @usableFromInline static let table = WireKeyTable(Self.self)
    }

    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.label, label)
            object.add(.value, value)
        }
    }
}
