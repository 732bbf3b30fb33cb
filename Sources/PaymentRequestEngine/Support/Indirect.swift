/// A value kept behind a reference, compared and hashed as the value: a large, rarely set member of a small
/// struct that is copied often.
@usableFromInline package final class Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    @usableFromInline package let value: Value

    @usableFromInline package init(_ value: Value) {
        self.value = value
    }

    @usableFromInline package static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
