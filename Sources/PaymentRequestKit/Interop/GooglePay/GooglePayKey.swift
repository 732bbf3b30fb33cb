/// The members of Google Pay's request objects.
@usableFromInline protocol GooglePayKey: WireKey {}

extension GooglePayKey {
    /// Google's reference lists each object's members; what it does with others is not documented.
    @usableFromInline static var unknownKeyNote: String { "is not a member Google Pay defines here" }
}
