/// Whether Apple Pay Later may be offered for a purchase (`ApplePayLaterAvailability`,
/// `PKApplePayLaterAvailability`, iOS 17 and macOS 14).
///
/// Apple has deprecated Apple Pay Later; Safari still reads the key, and validation warns that it is deprecated
/// (`applePayLaterAvailability.deprecated`).
public enum ApplePayLaterAvailability: String, Sendable, Hashable, CaseIterable, Codable {
    /// Apple Pay Later may be offered (PassKit 0).
    case available
    /// An item is not eligible (PassKit 1).
    case unavailableItemIneligible
    /// The purchase is a recurring transaction (PassKit 2).
    case unavailableRecurringTransaction

    /// PassKit's raw value.
    public var passKitValue: Int {
        switch self {
        case .available: 0
        case .unavailableItemIneligible: 1
        case .unavailableRecurringTransaction: 2
        }
    }
}
