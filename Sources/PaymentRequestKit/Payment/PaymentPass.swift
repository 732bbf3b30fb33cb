/// A card's pass as the sheet describes it (`ApplePayPaymentPass`, `PKPaymentPass`).
public struct PaymentPass: Sendable, Hashable {
    /// The issuer's identifier of the account.
    public var primaryAccountIdentifier: String
    /// The last digits of the account number.
    public var primaryAccountNumberSuffix: String
    /// The device account's identifier, for a card on this device.
    public var deviceAccountIdentifier: String?
    /// The last digits of the device account number.
    public var deviceAccountNumberSuffix: String?
    /// Whether the card is ready to pay.
    public var activationState: ActivationState

    /// Creates a pass.
    public init(
        primaryAccountIdentifier: String, primaryAccountNumberSuffix: String, deviceAccountIdentifier: String? = nil,
        deviceAccountNumberSuffix: String? = nil, activationState: ActivationState
    ) {
        self.primaryAccountIdentifier = primaryAccountIdentifier
        self.primaryAccountNumberSuffix = primaryAccountNumberSuffix
        self.deviceAccountIdentifier = deviceAccountIdentifier
        self.deviceAccountNumberSuffix = deviceAccountNumberSuffix
        self.activationState = activationState
    }

    /// A pass's activation state (`ApplePayPaymentPassActivationState`).
    public enum ActivationState: String, Sendable, Hashable, CaseIterable, Codable {
        case activated, requiresActivation, activating, suspended, deactivated
    }
}
