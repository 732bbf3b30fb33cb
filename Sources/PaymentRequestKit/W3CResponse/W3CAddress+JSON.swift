extension W3CAddress {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.country, country)
            object.add(.addressLine, strings: addressLine)
            object.add(.region, region)
            object.add(.city, city)
            object.add(.dependentLocality, dependentLocality)
            object.add(.postalCode, postalCode)
            object.add(.sortingCode, sortingCode)
            object.add(.organization, organization)
            object.add(.recipient, recipient)
            object.add(.phone, phone)
        }
    }

    /// The members of `ContactAddress.toJSON()`, in its order.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case country, addressLine, region, city, dependentLocality, postalCode, sortingCode, organization, recipient
        case phone
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension W3CDocumentCheck {
    /// A string the browser wrote: of any other type, the document is not the browser's.
    mutating func writtenString(_ value: JSONElement?, at path: ValidationPath, required: Bool = false) -> String? {
        guard let value else {
            if required { conversion.append(.w3cMemberMissing, at: path, "\(path.rendered) is required") }
            return nil
        }
        guard case .string(let text) = value.shape else {
            conversion.append(.w3cMemberType, at: path, "\(path.rendered) is \(value.typeName), not a string")
            return nil
        }
        return text
    }

    /// An address as the browser writes it: every member a string, the lines a list of them, the country a CLDR
    /// region code (Chromium's `IsValidCountryCodeFormat`, `^[A-Z]{2}$`).
    mutating func writtenAddress(_ value: JSONElement, at path: ValidationPath) -> W3CAddress? {
        typealias Key = W3CAddress.WireKeys
        guard case .object(let object) = value.shape else {
            conversion.append(.w3cMemberType, at: path, "\(path.rendered) is \(value.typeName), not an address object")
            return nil
        }
        let members = dictionary(object, at: path, known: Key.self)
        var texts = [Key: String]()
        for key in Key.allCases where key != .addressLine {
            texts[key] = writtenString(members[key], at: path / key)
        }
        var lines = [String]()
        if let value = members[Key.addressLine] {
            if case .array(let elements) = value.shape {
                for (index, element) in elements.enumerated() {
                    if let line = writtenString(element, at: (path / Key.addressLine)[index]) { lines.append(line) }
                }
            } else {
                conversion.append(
                    .w3cMemberType, at: path / Key.addressLine, "addressLine is \(value.typeName), not a list")
            }
        }
        let country = texts[.country] ?? ""
        let isCode = country.utf8.count == 2 && country.utf8.allSatisfy { (0x41...0x5A).contains($0) }
        if !isCode {
            steps.append(
                .w3cAddressCountryInvalid, at: path / Key.country,
                "\(quoted(country)) is not a CLDR region code, two capital letters; the browser writes one")
        }
        return W3CAddress(
            country: country, addressLine: lines, region: texts[.region] ?? "", city: texts[.city] ?? "",
            dependentLocality: texts[.dependentLocality] ?? "", postalCode: texts[.postalCode] ?? "",
            sortingCode: texts[.sortingCode] ?? "", organization: texts[.organization] ?? "",
            recipient: texts[.recipient] ?? "", phone: texts[.phone] ?? "")
    }
}
