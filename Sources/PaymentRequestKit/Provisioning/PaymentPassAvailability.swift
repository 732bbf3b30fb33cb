/// Whether an issuer's app shows its Add to Apple Wallet button for a card, decided from what PassKit reports of
/// the passes already added.
///
/// The inputs are the answers of `PKAddPaymentPassViewController.canAddPaymentPass()`, and the primary account
/// identifiers of `PKPassLibrary`'s `passes(of: .secureElement)` (this device) and `remoteSecureElementPasses` (a
/// paired Apple Watch, `nil` without one). The decision follows Apple's in-app provisioning guidance: show the
/// button only where the card can still be added, to this device or a paired watch, and hide it once the card is
/// on every device that can hold it, as `PKPassLibrary.canAddSecureElementPass(primaryAccountIdentifier:)` does on
/// iOS 13.4 and later. For the watch, the configuration's `primaryAccountIdentifier` is the phone pass's
/// `deviceAccountIdentifier`.
public enum PaymentPassAvailability: Sendable, Hashable {
    /// Show the button: the card can be added to these devices.
    case showAddButton(Destinations)
    /// Hide it: the card is on this device and on the paired watch, or on this device without a watch.
    case hideAlreadyAdded
    /// Hide it: this device cannot add payment passes.
    case hideUnsupported

    /// The devices a card can still be added to.
    public struct Destinations: OptionSet, Sendable, Hashable {
        /// The set's bits.
        public let rawValue: Int
        /// Creates a set from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The iPhone the app runs on.
        public static let thisDevice = Self(rawValue: 1 << 0)
        /// The Apple Watch paired with it.
        public static let pairedWatch = Self(rawValue: 1 << 1)
    }

    /// Decides whether to show the button for the card with `primaryAccountIdentifier`.
    ///
    /// - Parameters:
    ///   - primaryAccountIdentifier: The issuer's identifier of the card's account, as its passes carry it.
    ///   - canAddPaymentPass: `PKAddPaymentPassViewController.canAddPaymentPass()`.
    ///   - passesOnThisDevice: The primary account identifiers of the device's secure element passes.
    ///   - passesOnPairedWatch: Those of the paired watch's passes, or `nil` when no watch is paired.
    public init(
        primaryAccountIdentifier: String, canAddPaymentPass: Bool, passesOnThisDevice: [String],
        passesOnPairedWatch: [String]?
    ) {
        guard canAddPaymentPass else {
            self = .hideUnsupported
            return
        }
        var destinations: Destinations = []
        if !passesOnThisDevice.contains(primaryAccountIdentifier) { destinations.insert(.thisDevice) }
        if let watch = passesOnPairedWatch, !watch.contains(primaryAccountIdentifier) {
            destinations.insert(.pairedWatch)
        }
        self = destinations.isEmpty ? .hideAlreadyAdded : .showAddButton(destinations)
    }
}
