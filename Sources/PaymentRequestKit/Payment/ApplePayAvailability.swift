/// What a page or app shows for Apple Pay, decided from what the device or browser reports.
///
/// The inputs are the answers of `ApplePaySession.canMakePayments()` (`PKPaymentAuthorizationController
/// .canMakePayments()`), `canMakePaymentsWithActiveCard(merchantIdentifier)` (`canMakePayments(usingNetworks:
/// capabilities:)`), and Safari's `applePayCapabilities(merchantIdentifier)` credential status (Safari 18, iOS 18),
/// each when it was asked. The decision follows Apple's guidance: a buy button when the customer can pay, a set-up
/// button (`openPaymentSetup`) when Apple Pay works but no card is ready, and nothing when Apple Pay does not work.
public enum ApplePayAvailability: Sendable, Hashable {
    /// Show the Apple Pay buy button.
    case showBuyButton
    /// Show the set-up button, which calls `openPaymentSetup` for the customer to add a card.
    case showSetUpButton
    /// Leave Apple Pay out.
    case hide

    /// Safari's credential status (`ApplePayPaymentCredentialStatus`).
    public enum CredentialStatus: String, Sendable, Hashable, CaseIterable {
        /// A card that can pay the merchant is ready (`paymentCredentialsAvailable`).
        case paymentCredentialsAvailable
        /// Safari may not say (`paymentCredentialStatusUnknown`), for example in private browsing.
        case paymentCredentialStatusUnknown
        /// Apple Pay works, but no card can pay the merchant (`paymentCredentialsUnavailable`).
        case paymentCredentialsUnavailable
        /// The device cannot use Apple Pay (`applePayUnsupported`).
        case applePayUnsupported
    }

    /// Decides what to show.
    ///
    /// - Parameters:
    ///   - canMakePayments: Whether the device can make Apple Pay payments at all.
    ///   - canMakePaymentsWithActiveCard: Whether a card for the merchant's networks is ready; `nil` when it was
    ///     not asked, or the browser may not disclose it.
    ///   - credentialStatus: Safari's credential status, when it was asked; it comes first when known.
    public init(
        canMakePayments: Bool, canMakePaymentsWithActiveCard: Bool? = nil, credentialStatus: CredentialStatus? = nil
    ) {
        switch credentialStatus {
        case .paymentCredentialsAvailable?: self = .showBuyButton
        case .paymentCredentialsUnavailable?: self = .showSetUpButton
        case .applePayUnsupported?: self = .hide
        // Unknown: Safari may not say; the customer may still pay, so the buy button shows when Apple Pay works.
        case .paymentCredentialStatusUnknown?, nil:
            guard canMakePayments else {
                self = .hide
                return
            }
            switch canMakePaymentsWithActiveCard {
            case false?: self = .showSetUpButton
            case true?, nil: self = .showBuyButton
            }
        }
    }
}
