extension GooglePayAddress {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.name, name)
            object.add(.address1, address1)
            object.add(.address2, address2)
            object.add(.address3, address3)
            object.add(.locality, locality)
            object.add(.administrativeArea, administrativeArea)
            object.add(.countryCode, countryCode)
            object.add(.postalCode, postalCode)
            object.add(.sortingCode, sortingCode)
            object.add(.phoneNumber, phoneNumber)
            object.add(.iso3166AdministrativeArea, iso3166AdministrativeArea)
        }
    }

    /// The members of an `Address`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case name, address1, address2, address3, locality, administrativeArea, countryCode, postalCode, sortingCode
        case phoneNumber, iso3166AdministrativeArea
        @usableFromInline static let table = WireKeyTable(Self.self)
    }

    /// The members of a callback's `IntermediateAddress`: what Google reveals before the payer authorizes.
    enum IntermediateKeys: Int, GooglePayKey {
        case administrativeArea, countryCode, postalCode, locality, iso3166AdministrativeArea
        static let table = WireKeyTable(Self.self)
    }

    /// The members the `MIN` format leaves out, present in `FULL` and `FULL-ISO3166` (Google's `Address`:
    /// `address1` is an empty string rather than absent).
    static let fullOnlyKeys: [WireKeys] = [.address1, .locality, .administrativeArea]

    /// The value of one of ``fullOnlyKeys``.
    func value(of key: WireKeys) -> String? {
        switch key {
        case .address1: address1
        case .locality: locality
        case .administrativeArea: administrativeArea
        default: nil
        }
    }
}

extension GooglePayDocumentCheck {
    /// An address: every member a string, the country an ISO 3166-1 alpha-2 code. `intermediate` reads a
    /// callback's redacted address, whose other members Google does not send.
    mutating func readAddress(_ value: JSONElement?, _ path: ValidationPath, intermediate: Bool) -> GooglePayAddress? {
        typealias Key = GooglePayAddress.WireKeys
        guard let members = object(value, path) else { return nil }
        let known: KnownMembers =
            intermediate
            ? self.known(members, path, GooglePayAddress.IntermediateKeys.self)
            : self.known(members, path, Key.self)
        var texts = [Key: String]()
        for key in Key.allCases where key != .countryCode {
            if let text = string(known[key.name], path / key) { texts[key] = text }
        }
        let country = string(known[Key.countryCode.name], path / Key.countryCode, required: true)
        if let country, CountryCode(country) == nil || country != country.uppercased() {
            add(
                .googlePayCountryInvalid, path / Key.countryCode, "\(quoted(country)) is not an ISO 3166-1 alpha-2 code"
            )
        }
        guard let country else { return nil }
        return GooglePayAddress(
            name: texts[.name], address1: texts[.address1], address2: texts[.address2], address3: texts[.address3],
            locality: texts[.locality], administrativeArea: texts[.administrativeArea], countryCode: country,
            postalCode: texts[.postalCode], sortingCode: texts[.sortingCode], phoneNumber: texts[.phoneNumber],
            iso3166AdministrativeArea: texts[.iso3166AdministrativeArea])
    }
}
