extension GooglePayPaymentDataError {
    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.reason, reason.rawValue)
            object.add(.message, message)
            object.add(.intent, intent)
        }
    }

    /// The members of a `PaymentDataError`, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, GooglePayKey {
        case reason, message, intent
        @usableFromInline static let table = WireKeyTable(Self.self)
    }
}

extension GooglePayDocumentCheck {
    /// An error, its three members required, its reason fitting its intent; `intents`, when known, are those
    /// the request handles.
    mutating func readPaymentDataError(_ value: JSONElement?, _ path: ValidationPath) -> GooglePayPaymentDataError? {
        typealias Key = GooglePayPaymentDataError.WireKeys
        guard let members = object(value, path, known: Key.self) else { return nil }
        let reason = enumeration(
            members[Key.reason], path / Key.reason, as: GooglePayPaymentDataError.Reason.self, required: true)
        let intent = string(members[Key.intent], path / Key.intent, required: true)
        if let intent, !Self.callbackIntents.contains(intent) {
            add(
                .googlePayValueUnknown, path / Key.intent,
                "\(quoted(intent)) is not one of \(Self.callbackIntents.sorted().joined(separator: ", "))")
        }
        let message = string(members[Key.message], path / Key.message, required: true)
        checkHiddenCharacters(message, path / Key.message)
        if let reason, let intent, let intents = reason.intents, Self.callbackIntents.contains(intent),
            !intents.contains(intent)
        {
            add(
                .googlePayErrorReasonIntent, path / Key.reason,
                "\(reason.rawValue) is about \(intents.sorted().joined(separator: " or ")), not the \(intent) callback")
        }
        guard let reason, let intent, let message else { return nil }
        return GooglePayPaymentDataError(reason: reason, intent: intent, message: message)
    }

    /// An error's intent, checked against the callbacks the request handles.
    func checkIntent(_ error: GooglePayPaymentDataError, at path: ValidationPath, handled intents: [String]) {
        guard !intents.contains(error.intent) else { return }
        add(
            .googlePayErrorIntentNotRequested, path / GooglePayPaymentDataError.WireKeys.intent,
            "The request's callbackIntents (\(intents.joined(separator: ", "))) do not include \(quoted(error.intent)); Google Pay throws"
        )
    }
}
