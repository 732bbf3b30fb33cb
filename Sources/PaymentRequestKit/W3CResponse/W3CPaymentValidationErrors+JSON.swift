extension W3CPaymentValidationErrors: CheckedDocument {
    @usableFromInline package init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        self = try W3CDocumentCheck.decodingAnswer(root, codingPath: codingPath) { check, root in
            check.readValidationErrors(root)
        }
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.error, error)
            if let payer { object.add(.payer) { payer.write(to: &$0) } }
            if let shippingAddress { object.add(.shippingAddress) { shippingAddress.write(to: &$0) } }
            if let paymentMethodValue { object.add(.paymentMethod, paymentMethodValue.value) }
        }
    }

    /// The members of `PaymentValidationErrors`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, W3CKey {
        case error, payer, shippingAddress, paymentMethod
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension W3CPaymentValidationErrors: JSONDocument {
    /// `PaymentValidationErrors`: decoding throws one `DecodingError` for every error
    /// ``validate(jsonData:for:limits:)`` finds.
    public static let jsonFormat = JSONDocumentFormat<W3CPaymentValidationErrors>.checked
}

extension W3CPaymentValidationErrors {
    static func reading(_ parsed: ParsedJSON) -> (ValidationReport, Self?) {
        W3CDocumentCheck.readingAnswer(parsed) { check, root in check.readValidationErrors(root) }
    }
}

extension W3CDocumentCheck {
    /// Validation errors, converted as WebIDL converts the dictionary and checked as Chromium checks them.
    mutating func readValidationErrors(_ root: JSONElement) -> W3CPaymentValidationErrors? {
        typealias Key = W3CPaymentValidationErrors.WireKeys
        let members = dictionary(root, at: .document, known: Key.self) ?? KnownMembers()
        var errors = W3CPaymentValidationErrors()
        if let value = members[Key.error] { errors.error = errorMessage(value, at: Key.error.path) }
        if let value = members[Key.payer] {
            errors.payer = fieldErrors(value, at: Key.payer.path, keys: PayerErrorKeys.self)
        }
        if let value = members[Key.shippingAddress] {
            errors.shippingAddress = fieldErrors(value, at: Key.shippingAddress.path, keys: AddressErrorKeys.self)
        }
        if let value = members[Key.paymentMethod] {
            errors.paymentMethodValue = object(value, at: Key.paymentMethod.path).map(CarriedJSON.init(element:))
        }
        return ValidationReport(violations: conversion + steps).isValid ? errors : nil
    }
}
