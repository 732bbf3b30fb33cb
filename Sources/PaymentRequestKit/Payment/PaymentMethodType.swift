/// The kind of card (`ApplePayPaymentMethodType`, `PKPaymentMethodType`).
public enum PaymentMethodType: String, Sendable, Hashable, CaseIterable, Codable {
    case debit, credit, prepaid, store

    /// PassKit's raw value; PassKit's unknown (0) and e-money (5) have no Apple Pay JS name.
    public var passKitValue: Int {
        switch self {
        case .debit: 1
        case .credit: 2
        case .prepaid: 3
        case .store: 4
        }
    }
}
