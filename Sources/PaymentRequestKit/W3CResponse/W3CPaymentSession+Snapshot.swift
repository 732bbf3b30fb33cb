#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension W3CPaymentSession {
    /// The session as a server stores it between HTTP requests.
    public func snapshot() -> W3CPaymentSessionSnapshot {
        W3CPaymentSessionSnapshot(
            state: state, request: request, shippingOptionId: selectedShippingOptionId, methodName: methodName,
            revision: revision, merchantData: merchantData)
    }

    /// Restores a session from a snapshot, after checking it as a document.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidSnapshot`` and the
    ///   report when the snapshot's request is not valid for the context or its members do not fit together.
    public init(restoring snapshot: W3CPaymentSessionSnapshot, context: ValidationContext)
        throws(PaymentSheetSessionError)
    {
        _ = try snapshot.validate(for: context).accepted(
            or: .invalidSnapshot, in: snapshot.state, "The session snapshot does not restore")
        self.init(checked: snapshot, context: context)
    }

    /// Restores a session from a snapshot's JSON, reading it strictly first.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidSnapshot`` and the
    ///   report of every problem when the JSON does not decode or the snapshot does not restore.
    public init(restoring jsonData: Data, context: ValidationContext, limits: JSONDecodingLimits = .default)
        throws(PaymentSheetSessionError)
    {
        let (report, snapshot) = W3CPaymentSessionSnapshot.reading(
            ParsedJSON(jsonData: jsonData, limits: limits), for: context)
        guard let snapshot, report.isValid else {
            throw PaymentSheetSessionError(
                code: .invalidSnapshot, state: .idle, message: "The session snapshot does not restore",
                report: report)
        }
        self.init(checked: snapshot, context: context)
    }
}
