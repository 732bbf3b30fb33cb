/// Builds a JSON object in a fixed member order.
struct WireObjectBuilder<Key: WireKey> {
    var members: [JSONValue.Member] = []

    init(_: Key.Type, capacity: Int = 8) {
        members.reserveCapacity(capacity)
    }

    mutating func add(_ key: Key, _ value: JSONValue) {
        members.append(JSONValue.Member(key: key.name, value: value))
    }

    mutating func add(_ key: Key, _ text: String?) {
        if let text { members.append(JSONValue.Member(key: key.name, value: .string(text))) }
    }

    var value: JSONValue { .object(members) }
}
