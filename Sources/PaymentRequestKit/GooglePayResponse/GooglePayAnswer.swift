/// A Google Pay document that answers a `PaymentDataRequest`: read by the request's checker, and checked against
/// the request when there is one.
protocol GooglePayAnswer {
    /// Reads a document, recording what is wrong with it; `nil` when it is not one.
    static func read(_ check: inout GooglePayDocumentCheck, _ root: JSONElement) -> Self?
    /// Records what in the answer does not answer `request`.
    func record(against request: GooglePayPaymentDataRequest, in check: GooglePayDocumentCheck)
}

extension GooglePayAnswer {
    /// The report of a document, checked against the request when there is one, and the answer when the report
    /// has no error.
    static func reading(_ parsed: ParsedJSON, request: GooglePayPaymentDataRequest?) -> (
        report: ValidationReport, value: Self?
    ) {
        GooglePayDocumentCheck.reading(parsed) { check, root in
            let answer = read(&check, root)
            if let answer, let request { answer.record(against: request, in: check) }
            return answer
        }
    }

    /// The report of the answer's checks against `request`.
    func report(answering request: GooglePayPaymentDataRequest) -> ValidationReport {
        GooglePayDocumentCheck.report { record(against: request, in: $0) }
    }
}
