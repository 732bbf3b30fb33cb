extension Payment {
    /// The errors to answer an authorization with, one for each contact field the request required and the
    /// payment lacks, in the order of the request's fields.
    ///
    /// The sheet asks the customer for every required field, yet a contact may still lack one (an address
    /// without street lines, a card's billing address without a country). Apple asks the merchant to answer
    /// `completePayment` with `shippingContactInvalid` or `billingContactInvalid` naming the field, so that the
    /// sheet points the customer at it. A postal address needs its street lines, its locality and its country
    /// code; a name needs a given or family name. A billing contact carries only the address, the name and the
    /// phonetic name: Apple delivers the email and phone in the shipping contact.
    ///
    /// ```swift
    /// func answer(_ payment: Payment, for request: PaymentRequest) -> PaymentAuthorizationResult {
    ///     let errors = payment.missingContactFieldErrors(for: request)
    ///     return errors.isEmpty
    ///         ? PaymentAuthorizationResult(status: .success)
    ///         : PaymentAuthorizationResult(status: .failure, errors: errors)
    /// }
    /// ```
    public func missingContactFieldErrors(for request: PaymentRequest) -> [ApplePayError] {
        missingContactFields(for: request).map(\.error)
    }

    /// Each missing field's error with the path of the member that lacks it.
    func missingContactFields(for request: PaymentRequest) -> [(path: ValidationPath, error: ApplePayError)] {
        Self.missing(
            request.requiredShippingContactFields, in: shippingContact, at: WireKeys.shippingContact.path,
            code: .shippingContactInvalid, role: "shipping")
            + Self.missing(
                request.requiredBillingContactFields.intersection([.postalAddress, .name, .phoneticName]),
                in: billingContact, at: WireKeys.billingContact.path, code: .billingContactInvalid, role: "billing")
    }

    private static func missing(
        _ fields: ContactFields, in contact: PaymentContact?, at path: ValidationPath, code: ApplePayError.Code,
        role: String
    ) -> [(path: ValidationPath, error: ApplePayError)] {
        let contact = contact ?? PaymentContact()
        let address = contact.postalAddress
        func present(_ text: String?) -> Bool { !(text ?? "").allSatisfy(\.isWhitespace) }
        var found: [(path: ValidationPath, error: ApplePayError)] = []
        func add(_ member: PaymentContact.WireKeys, _ field: ApplePayError.ContactField, _ what: String) {
            found.append(
                (
                    path / member,
                    ApplePayError(code, contactField: field, message: "Enter the \(role) \(what)")
                ))
        }
        if fields.contains(.postalAddress) {
            if !address.addressLines.contains(where: present) { add(.addressLines, .addressLines, "street address") }
            if !present(address.locality) { add(.locality, .locality, "city") }
            if !present(address.countryCode) { add(.countryCode, .countryCode, "country") }
        }
        if fields.contains(.name), !present(contact.name.givenName), !present(contact.name.familyName) {
            add(.givenName, .name, "name")
        }
        if fields.contains(.phoneticName), !present(contact.name.phoneticGivenName),
            !present(contact.name.phoneticFamilyName)
        {
            add(.phoneticGivenName, .phoneticName, "phonetic name")
        }
        if fields.contains(.email), !present(contact.emailAddress) { add(.emailAddress, .emailAddress, "email") }
        if fields.contains(.phone), !present(contact.phoneNumber) { add(.phoneNumber, .phoneNumber, "phone number") }
        return found
    }
}
