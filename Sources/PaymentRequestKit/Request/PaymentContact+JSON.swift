extension PaymentContact {
    /// The keys, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, ApplePayJSKey {
        case phoneNumber, emailAddress, givenName, familyName, phoneticGivenName, phoneticFamilyName, addressLines
        case subLocality, locality, postalCode, subAdministrativeArea, administrativeArea, country, countryCode
        @usableFromInline static let table = WireKeyTable(Self.self)
        // The postal address: what a contact holds whenever a request asks for postalAddress.
        @usableFromInline var isUsuallyPresent: Bool {
            [.addressLines, .locality, .postalCode, .administrativeArea, .countryCode].contains(self)
        }
        @usableFromInline var shape: WireShape { self == .addressLines ? .array(.string) : .string }
    }

    /// Reads an `ApplePayPaymentContact`, whose fields are flat.
    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        @inline(__always) func text(_ key: WireKeys) -> String? { object.collectOptionalString(key) }
        phoneNumber = text(.phoneNumber)
        emailAddress = text(.emailAddress)
        name = PersonName(
            givenName: text(.givenName),
            familyName: text(.familyName),
            phoneticGivenName: text(.phoneticGivenName),
            phoneticFamilyName: text(.phoneticFamilyName)
        )
        // Read in the order of the keys (the order the writer uses), which is what finding each key cheaply needs.
        let addressLines =
            object.collectArray(.addressLines, fallback: "") { value throws(WireFailure) in try decoding.string(value) }
            ?? []
        let subLocality = text(.subLocality)
        let locality = text(.locality)
        let postalCode = text(.postalCode)
        postalAddress = PostalAddress(
            addressLines: addressLines,
            subLocality: subLocality,
            locality: locality,
            subAdministrativeArea: text(.subAdministrativeArea),
            administrativeArea: text(.administrativeArea),
            postalCode: postalCode,
            country: text(.country),
            countryCode: text(.countryCode)
        )
    }

    /// Reads a contact whose values are all plain strings in one pass, or returns `nil` for ``init(wire:_:)`` to
    /// read it. What it builds is what that builds (see ``PlainJSONReader``).
    @usableFromInline init?(plain reader: inout PlainJSONReader) {
        guard var object = reader.openObject() else { return nil }
        // Each value in a local, and the contact built from them at the end, as init(wire:_:) builds it: filling
        // a contact member by member copied it whole (about 1 300 instructions a request).
        var phoneNumber: String?
        var emailAddress: String?
        var givenName: String?
        var familyName: String?
        var phoneticGivenName: String?
        var phoneticFamilyName: String?
        var addressLines: [String] = []
        var subLocality: String?
        var locality: String?
        var postalCode: String?
        var subAdministrativeArea: String?
        var administrativeArea: String?
        var country: String?
        var countryCode: String?
        while let key = reader.nextKey(&object, WireKeys.self) {
            if key == .addressLines {
                addressLines = reader.array(reservingCapacity: 2) { $0.string() } ?? []
                continue
            }
            // One read for every string member: a read in each case, though simpler, made the request's reader,
            // into which this one is inlined, 1 200 instructions slower on a request without contacts.
            guard let text = reader.string() else { return nil }
            switch key {
            case .phoneNumber: phoneNumber = text
            case .emailAddress: emailAddress = text
            case .givenName: givenName = text
            case .familyName: familyName = text
            case .phoneticGivenName: phoneticGivenName = text
            case .phoneticFamilyName: phoneticFamilyName = text
            case .addressLines: break
            case .subLocality: subLocality = text
            case .locality: locality = text
            case .postalCode: postalCode = text
            case .subAdministrativeArea: subAdministrativeArea = text
            case .administrativeArea: administrativeArea = text
            case .country: country = text
            case .countryCode: countryCode = text
            }
        }
        guard object.isComplete else { return nil }
        self.init(
            name: PersonName(
                givenName: givenName, familyName: familyName, phoneticGivenName: phoneticGivenName,
                phoneticFamilyName: phoneticFamilyName),
            postalAddress: PostalAddress(
                addressLines: addressLines, subLocality: subLocality, locality: locality,
                subAdministrativeArea: subAdministrativeArea, administrativeArea: administrativeArea,
                postalCode: postalCode, country: country, countryCode: countryCode),
            emailAddress: emailAddress, phoneNumber: phoneNumber)
    }

    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.phoneNumber, phoneNumber)
            object.add(.emailAddress, emailAddress)
            object.add(.givenName, name.givenName)
            object.add(.familyName, name.familyName)
            object.add(.phoneticGivenName, name.phoneticGivenName)
            object.add(.phoneticFamilyName, name.phoneticFamilyName)
            if !postalAddress.addressLines.isEmpty {
                object.add(.addressLines, strings: postalAddress.addressLines)
            }
            object.add(.subLocality, postalAddress.subLocality)
            object.add(.locality, postalAddress.locality)
            object.add(.postalCode, postalAddress.postalCode)
            object.add(.subAdministrativeArea, postalAddress.subAdministrativeArea)
            object.add(.administrativeArea, postalAddress.administrativeArea)
            object.add(.country, postalAddress.country)
            object.add(.countryCode, postalAddress.countryCode)
        }
    }
}

extension PaymentContact: WireValue, Codable {
    func write<Output: JSONOutput>(to output: inout Output, _ currency: CurrencyCode?) { write(to: &output) }
    /// Decodes an `ApplePayPaymentContact`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayPaymentContact`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
