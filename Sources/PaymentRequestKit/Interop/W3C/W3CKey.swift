/// The members of the W3C Payment Request API's dictionaries.
@usableFromInline protocol W3CKey: WireKey {}

extension W3CKey {
    /// WebIDL converts a dictionary member by member, and ignores the others.
    @usableFromInline static var unknownKeyNote: String { "is not a member here; the browser ignores it" }
}
