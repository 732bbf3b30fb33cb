/// What the payment processor answered about a charge, as a checkout sees it.
public enum ChargeOutcome: Sendable, Hashable {
    /// The charge went through.
    case approved
    /// The card needs its PIN, which the customer has not entered yet.
    case pinNotEntered
    /// The PIN the customer entered was wrong.
    case wrongPIN
    /// Too many wrong PINs.
    case tooManyPINTries
    /// Declined for another reason; the error, if any, tells the sheet what to show.
    case declined(ApplePayError?)
}

extension PaymentAuthorizationResult {
    /// The result that answers a charge's outcome: SUCCESS when approved; PIN required, PIN incorrect or PIN
    /// lockout, which keep the sheet open for the PIN; FAILURE otherwise, with the decline's error.
    public init(_ outcome: ChargeOutcome) {
        switch outcome {
        case .approved: self.init(status: .success)
        case .pinNotEntered: self.init(status: .pinRequired)
        case .wrongPIN: self.init(status: .pinIncorrect)
        case .tooManyPINTries: self.init(status: .pinLockout)
        case .declined(let error): self.init(status: .failure, errors: error.map { [$0] } ?? [])
        }
    }
}
