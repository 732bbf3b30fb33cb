/// The messages a page gives the browser for the fields of an address or of the payer: `AddressErrors` and
/// `PayerErrors` in the Payment Request API, which the browser shows beside each field.
///
/// Chromium takes each message of at most 2048 characters (`PaymentsValidators::IsValidErrorMsgFormat`).
public struct W3CFieldErrors<Field: W3CErrorField>: Sendable, Hashable {
    /// Each field's message; a field without one has none.
    public var messages: [Field: String]

    /// Creates field errors.
    public init(_ messages: [Field: String] = [:]) {
        self.messages = messages
    }
}

/// The fields of `AddressErrors` or `PayerErrors`, in the order the writer uses.
public protocol W3CErrorField: RawRepresentable<String>, CaseIterable, Hashable, Sendable {}

/// A field of `AddressErrors`.
public enum W3CAddressField: String, W3CErrorField {
    case addressLine, city, country, dependentLocality, organization, phone, postalCode, recipient, region
    case sortingCode
}

/// A field of `PayerErrors`.
public enum W3CPayerField: String, W3CErrorField {
    case email, name, phone
}

/// `AddressErrors`: a message for each field of the shipping address that is wrong.
public typealias W3CAddressErrors = W3CFieldErrors<W3CAddressField>
/// `PayerErrors`: a message for each of the payer's name, email and phone that is wrong.
public typealias W3CPayerErrors = W3CFieldErrors<W3CPayerField>
