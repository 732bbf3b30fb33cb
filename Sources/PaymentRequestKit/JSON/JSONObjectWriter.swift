/// Builds a JSON object with string keys in the order members are set, leaving out those set to `nil`: the
/// writer of formats that are not Apple Pay JS's, which have no ``WireKey`` tables.
struct JSONObjectWriter {
    private var members: [JSONValue.Member] = []

    subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            if let newValue { members.append(JSONValue.Member(key: key, value: newValue)) }
        }
    }

    /// Adds `key: true` when `value` is true; false is every flag's default.
    mutating func flag(_ key: String, _ value: Bool) {
        if value { self[key] = .bool(true) }
    }

    /// Adds a list unless it is empty; an absent list is every list's default.
    mutating func list(_ key: String, _ elements: [JSONValue]) {
        if !elements.isEmpty { self[key] = .array(elements) }
    }

    var value: JSONValue { .object(members) }
}
