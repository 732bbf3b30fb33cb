#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePaySession {
    /// The session as a server stores it between HTTP requests.
    public func snapshot() -> GooglePaySessionSnapshot {
        GooglePaySessionSnapshot(
            state: state, offer: offer, pendingCallback: pendingCallback, shippingOptionId: selectedShippingOption?.id,
            revision: revision, merchantData: merchantData)
    }

    /// Restores a session from a snapshot, after checking it as a document.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidSnapshot`` and the
    ///   report when the snapshot's offer is not valid or its members do not fit together.
    public init(restoring snapshot: GooglePaySessionSnapshot) throws(PaymentSheetSessionError) {
        _ = try snapshot.validate().accepted(
            or: .invalidSnapshot, in: snapshot.state, "The session snapshot does not restore")
        self.init(checked: snapshot)
    }

    /// Restores a session from a snapshot's JSON, reading it strictly first.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidSnapshot`` and the
    ///   report of every problem when the JSON does not decode or the snapshot does not restore.
    public init(restoring jsonData: Data, limits: JSONDecodingLimits = .default) throws(PaymentSheetSessionError) {
        let (report, snapshot) = GooglePaySessionSnapshot.reading(ParsedJSON(jsonData: jsonData, limits: limits))
        guard let snapshot, report.isValid else {
            throw PaymentSheetSessionError(
                code: .invalidSnapshot, state: .idle, message: "The session snapshot does not restore",
                report: report)
        }
        self.init(checked: snapshot)
    }
}
