/// A label and a value shown together, as PassKit's `PKLabeledValue`: one row of a card's details.
public struct LabeledValue: Sendable, Hashable {
    /// The label, for example `"Card type"`.
    public var label: String
    /// The value, for example `"Metal"`.
    public var value: String

    /// Creates a labelled value.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
