extension PaymentContact: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The contact for logs, with the name, email address, phone number, street lines and postal code redacted.
    ///
    /// What is left is what the payment sheet reveals before the customer authorizes: the locality, the
    /// administrative area, the country and its code. ``unredactedDescription`` shows everything.
    public var description: String { render(redacted: true) }

    /// The same as ``description``: redacted, so that `debugPrint` and a containing value's description do not
    /// leak personal data either.
    public var debugDescription: String { render(redacted: true) }

    /// Every field, for when a person asks for it explicitly.
    public var unredactedDescription: String { render(redacted: false) }

    /// A mirror with the same redaction, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(self, children: fields(redacted: true).map { (label: $0.0, value: $0.1 as Any) }, displayStyle: .struct)
    }

    private func fields(redacted: Bool) -> [(String, String)] {
        func show(_ value: String?) -> String? {
            guard let value else { return nil }
            return redacted ? "<redacted>" : quoted(value, limit: 200)
        }
        let name = [name.givenName, name.familyName, name.phoneticGivenName, name.phoneticFamilyName]
            .compactMap { $0 }.joined(separator: " ")
        let lines = postalAddress.addressLines.isEmpty ? nil : postalAddress.addressLines.joined(separator: ", ")
        let candidates: [(String, String?)] = [
            ("name", show(name.isEmpty ? nil : name)), ("emailAddress", show(emailAddress)),
            ("phoneNumber", show(phoneNumber)), ("addressLines", show(lines)),
            ("subLocality", show(postalAddress.subLocality)), ("postalCode", show(postalAddress.postalCode)),
            ("locality", postalAddress.locality.map { quoted($0, limit: 200) }),
            ("subAdministrativeArea", postalAddress.subAdministrativeArea.map { quoted($0, limit: 200) }),
            ("administrativeArea", postalAddress.administrativeArea.map { quoted($0, limit: 200) }),
            ("country", postalAddress.country.map { quoted($0, limit: 200) }),
            ("countryCode", postalAddress.countryCode.map { quoted($0, limit: 200) }),
        ]
        return candidates.compactMap { label, value in value.map { (label, $0) } }
    }

    private func render(redacted: Bool) -> String {
        "PaymentContact(" + fields(redacted: redacted).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
    }
}

extension PaymentContact.PersonName: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Redacted: a name is personal data.
    public var description: String { "PersonName(<redacted>)" }
    /// Redacted, as ``description``.
    public var debugDescription: String { description }
    /// A mirror without the name's parts.
    public var customMirror: Mirror { Mirror(self, children: [(label: "name", value: "<redacted>" as Any)]) }
}

extension PaymentContact.PostalAddress: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The address with its street lines and postal code redacted.
    public var description: String {
        let kept = [locality, administrativeArea, countryCode].compactMap { $0 }.map { quoted($0, limit: 200) }
        return "PostalAddress(<street redacted>" + (kept.isEmpty ? "" : ", " + kept.joined(separator: ", ")) + ")"
    }
    /// Redacted, as ``description``.
    public var debugDescription: String { description }
    /// A mirror without the street lines or the postal code.
    public var customMirror: Mirror { Mirror(self, children: [(label: "address", value: description as Any)]) }
}
