#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayPaymentAuthorizationResult {
    /// Checks the result against the request: an error's intent among the request's callback intents.
    public func validate(answering request: GooglePayPaymentDataRequest) -> ValidationReport {
        report(answering: request)
    }
}

extension GooglePayPaymentAuthorizationResult: GooglePayAnswer {
    static func read(_ check: inout GooglePayDocumentCheck, _ root: JSONElement) -> Self? {
        check.readAuthorizationResult(root)
    }

    func record(against request: GooglePayPaymentDataRequest, in check: GooglePayDocumentCheck) {
        if let error { check.checkIntent(error, at: WireKeys.error.path, handled: request.callbackIntents) }
    }
}

extension GooglePayDocumentCheck {
    mutating func readAuthorizationResult(_ root: JSONElement) -> GooglePayPaymentAuthorizationResult? {
        typealias Result = GooglePayPaymentAuthorizationResult
        typealias Key = Result.WireKeys
        guard let members = topLevel(root, "a PaymentAuthorizationResult") else { return nil }
        let document = known(members, .document, Key.self)
        let state = enumeration(
            document[Key.transactionState], Key.transactionState.path, as: Result.TransactionState.self,
            required: true)
        let error = readPaymentDataError(document[Key.error], Key.error.path)
        if let error, error.intent != "PAYMENT_AUTHORIZATION" {
            add(
                .googlePayErrorReasonIntent, Key.error / GooglePayPaymentDataError.WireKeys.intent,
                "An authorization result answers the PAYMENT_AUTHORIZATION callback, not \(quoted(error.intent))")
        }
        switch (state, error) {
        case (.error, nil) where document[Key.error] == nil:
            add(.googlePayAuthorizationResultError, Key.error.path, "An ERROR result needs the error the payer reads")
        case (.success, .some):
            add(
                .googlePayAuthorizationResultError, Key.error.path,
                "A SUCCESS result closes the sheet; its error is never shown")
        default: break
        }
        guard let state else { return nil }
        return Result(transactionState: state, error: error)
    }
}
