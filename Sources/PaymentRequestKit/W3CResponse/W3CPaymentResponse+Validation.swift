#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension W3CPaymentResponse {
    /// Checks that the response answers `request`, the document the page constructed (as last updated): a
    /// method it offered, its id, a shipping address and option exactly when it asked for shipping and an option
    /// it offered, and the payer's name, email and phone exactly when asked for.
    ///
    /// The browser never answers with anything else, so each is an error: the response is not the browser's for
    /// this request.
    public func validate(answering request: W3CPaymentRequest) -> ValidationReport {
        var check = W3CDocumentCheck()
        check.checkResponse(self, request)
        return ValidationReport(capping: [check.steps], dropped: 0)
    }

    static func reading(_ parsed: ParsedJSON, request: W3CPaymentRequest?, now: Date) -> (ValidationReport, Self?) {
        W3CDocumentCheck.readingAnswer(parsed) { check, root in
            let response = check.readResponse(root, now: now)
            if let response, let request { check.checkResponse(response, request) }
            return response
        }
    }
}

extension W3CDocumentCheck {
    /// A check that has read nothing yet, for the documents that answer a request.
    init() {}

    /// A response as the browser writes it; Apple Pay's details read as a ``Payment`` at `now`.
    mutating func readResponse(_ root: JSONElement, now: Date = Date()) -> W3CPaymentResponse? {
        typealias Key = W3CPaymentResponse.WireKeys
        guard case .object(let object) = root.shape else {
            conversion.append(
                .w3cMemberType, at: .document, "The document is \(root.typeName), not a PaymentResponse object")
            return nil
        }
        let members = dictionary(object, at: .document, known: Key.self)
        let requestId = writtenString(members[Key.requestId], at: Key.requestId.path, required: true)
        let methodName = writtenString(members[Key.methodName], at: Key.methodName.path, required: true)
        if let methodName, !Self.isValidPaymentMethodIdentifier(methodName) {
            steps.append(
                .w3cSupportedMethodsInvalid, at: Key.methodName.path,
                "\(quoted(methodName)) is not a payment method identifier (a name such as \"basic-card\" or an https URL)"
            )
        }
        var details: JSONElement?
        if let value = members[Key.details] {
            if case .object = value.shape {
                details = value
            } else {
                conversion.append(.w3cMemberType, at: Key.details.path, "details is \(value.typeName), not an object")
            }
        } else {
            conversion.append(.w3cMemberMissing, at: Key.details.path, "details is required")
        }
        if let details, let methodName {
            checkApplePayDetails(Data(details.tape.value(details.node).bytes()), methodName: methodName, now: now)
        }
        let address = members[Key.shippingAddress].flatMap { writtenAddress($0, at: Key.shippingAddress.path) }
        let option = writtenString(members[Key.shippingOption], at: Key.shippingOption.path)
        let name = writtenString(members[Key.payerName], at: Key.payerName.path)
        let email = writtenString(members[Key.payerEmail], at: Key.payerEmail.path)
        let phone = writtenString(members[Key.payerPhone], at: Key.payerPhone.path)
        guard let requestId, let methodName, let details else { return nil }
        return W3CPaymentResponse(
            requestId: requestId, methodName: methodName, detailsValue: CarriedJSON(element: details),
            shippingAddress: address, shippingOption: option, payerName: name, payerEmail: email, payerPhone: phone)
    }

    /// Apple Pay's details are an ApplePayPayment: its token and contacts, as Apple Pay JS gives them, its token's
    /// age judged at `now`.
    mutating func checkApplePayDetails(_ details: Data, methodName: String, now: Date) {
        guard Self.isApplePayMethod(methodName) else { return }
        typealias Key = W3CPaymentResponse.WireKeys
        for violation in Payment.validate(jsonData: details, for: .init(now: now)).violations {
            let path = violation.location.map { Key.details.path.appending($0) } ?? Key.details.path
            steps.append(violation.rule, at: path, violation.message)
        }
    }

    /// The checks of a response against the request it answers.
    mutating func checkResponse(_ response: W3CPaymentResponse, _ request: W3CPaymentRequest) {
        typealias Key = W3CPaymentResponse.WireKeys
        checkMethodOffered(response.methodName, request, at: Key.methodName.path)
        if let id = request.details.id, id != response.requestId {
            steps.append(
                .w3cResponseRequestIdMismatch, at: Key.requestId.path,
                "\(quoted(response.requestId)) is not the request's details.id, \(quoted(id))")
        }
        let options = request.options
        let asked: [(Key, Bool, Bool, String)] = [
            (.shippingAddress, response.shippingAddress != nil, options.requestShipping, "requestShipping"),
            (.shippingOption, response.shippingOption != nil, options.requestShipping, "requestShipping"),
            (.payerName, response.payerName != nil, options.requestPayerName, "requestPayerName"),
            (.payerEmail, response.payerEmail != nil, options.requestPayerEmail, "requestPayerEmail"),
            (.payerPhone, response.payerPhone != nil, options.requestPayerPhone, "requestPayerPhone"),
        ]
        for (key, present, wanted, option) in asked where present != wanted {
            if present {
                steps.append(.w3cResponseNotRequested, at: key.path, "The request did not set \(option)")
            } else if key != .shippingOption || !request.details.shippingOptions.isEmpty {
                steps.append(
                    .w3cResponseMissing, at: key.path, "The request set \(option), and there is no \(key.name)")
            }
        }
        if let option = response.shippingOption, options.requestShipping {
            checkShippingOptionOffered(option, request, at: Key.shippingOption.path)
        }
    }

    /// A payment method the request offers.
    mutating func checkMethodOffered(_ name: String, _ request: W3CPaymentRequest, at path: ValidationPath) {
        let methods = request.methodData.map(\.supportedMethods)
        guard !methods.contains(name) else { return }
        steps.append(
            .w3cResponseMethodNotOffered, at: path,
            "\(quoted(name)) is not among the request's methods (\(methods.map { quoted($0) }.joined(separator: ", ")))"
        )
    }

    /// A shipping option the request offers.
    mutating func checkShippingOptionOffered(_ id: String, _ request: W3CPaymentRequest, at path: ValidationPath) {
        let ids = request.details.shippingOptions.map(\.id)
        guard !ids.contains(id) else { return }
        steps.append(
            .w3cResponseShippingOptionUnknown, at: path,
            "\(quoted(id)) is not the id of a shipping option the request offered (\(ids.map { quoted($0) }.joined(separator: ", ")))"
        )
    }
}
