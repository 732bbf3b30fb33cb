extension W3CFieldErrors {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.beginObject()
        for field in Field.allCases {
            guard let message = messages[field] else { continue }
            output.key(field.rawValue)
            output.string(message)
        }
        output.endObject()
    }
}

extension W3CDocumentCheck {
    /// Chromium's longest error message (`PaymentsValidators::kMaximumStringLength`).
    static let maximumErrorLength = 2048

    /// An error message as WebIDL converts a `DOMString` and Chromium checks its length.
    mutating func errorMessage(_ value: JSONElement, at path: ValidationPath) -> String {
        let message = string(value, at: path)
        if message.utf16.count > Self.maximumErrorLength {
            steps.append(
                .w3cErrorMessageTooLong, at: path,
                "The message is \(message.utf16.count) UTF-16 code units; Chromium: \"Error message should be at most 2048 characters long\""
            )
        }
        return message
    }

    /// `AddressErrors` or `PayerErrors`: a dictionary of messages, each checked as an error message.
    mutating func fieldErrors<Field: W3CErrorField, Key: WireKey>(
        _ value: JSONElement, at path: ValidationPath, keys: Key.Type
    ) -> W3CFieldErrors<Field>? {
        guard let members = dictionary(value, at: path, known: Key.self) else { return nil }
        var messages = [Field: String]()
        for field in Field.allCases {
            guard let value = members[field.rawValue] else { continue }
            messages[field] = errorMessage(value, at: path / field.rawValue)
        }
        return W3CFieldErrors(messages)
    }

    /// The keys of `AddressErrors`.
    enum AddressErrorKeys: Int, W3CKey {
        case addressLine, city, country, dependentLocality, organization, phone, postalCode, recipient, region
        case sortingCode
        static let table = WireKeyTable(Self.self)
    }

    /// The keys of `PayerErrors`.
    enum PayerErrorKeys: Int, W3CKey {
        case email, name, phone
        static let table = WireKeyTable(Self.self)
    }
}
