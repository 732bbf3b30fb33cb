/// What a line item of a disbursement is (`disbursementLineItemType`).
public enum DisbursementLineItemType: String, Sendable, Hashable, CaseIterable, Codable {
    /// The amount paid out (`PKDisbursementSummaryItem`); the last item, at most one, not negative.
    case disbursement
    /// The fee for instant funds out (`PKInstantFundsOutFeeSummaryItem`); at most one, and exactly when the
    /// merchant capabilities include ``MerchantCapabilities/instantFundsOut``.
    case instantFundsOutFee
}
