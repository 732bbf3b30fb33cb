/// Google Pay's `PaymentAuthorizationResult`: what a page's `onPaymentAuthorized` returns once its server has
/// tried to charge the payment.
///
/// Google Pay's API reference: `SUCCESS` closes the sheet; `ERROR` shows the error's message and lets the payer
/// try again.
public struct GooglePayPaymentAuthorizationResult: Sendable, Hashable {
    /// Whether the payment went through.
    public var transactionState: TransactionState
    /// What the payer is told, with ``TransactionState/error``.
    public var error: GooglePayPaymentDataError?

    /// Creates a result.
    public init(transactionState: TransactionState, error: GooglePayPaymentDataError? = nil) {
        self.transactionState = transactionState
        self.error = error
    }

    /// `TransactionState`.
    public enum TransactionState: String, Sendable, Hashable, CaseIterable {
        /// The payment went through; the sheet closes.
        case success = "SUCCESS"
        /// It did not; the sheet shows the error and the payer may retry.
        case error = "ERROR"
    }
}
