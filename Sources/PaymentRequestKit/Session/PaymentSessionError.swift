/// Why the sheet closed without a payment (`ApplePayCancelEvent.sessionError`).
public struct PaymentSessionError: Sendable, Hashable {
    /// `"unknown"`, or `"featureApplicationError"` for Apple Card installments.
    public var code: String
    /// Details, such as `bindToken` for installments.
    public var info: [String: String]

    /// Creates a session error.
    public init(code: String, info: [String: String] = [:]) {
        self.code = code
        self.info = info
    }
}
