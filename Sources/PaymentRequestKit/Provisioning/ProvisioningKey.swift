/// The keys of the library's JSON forms of PassKit's provisioning objects: the configuration, the
/// generate-request input and the pass request.
@usableFromInline protocol ProvisioningKey: WireKey {}

extension ProvisioningKey {
    /// PassKit's objects have properties, not JSON; the library's form has no other member.
    @usableFromInline package static var unknownKeyNote: String {
        "is not a member of this provisioning document; PassKit has no such property"
    }
}
