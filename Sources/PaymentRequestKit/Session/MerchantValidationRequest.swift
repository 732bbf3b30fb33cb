/// The body a merchant's server sends Apple to start a payment session (`POST .../paymentservices/paymentSession`).
///
/// The call itself uses mutual TLS with the merchant identity certificate, which is the server's HTTP client's
/// job, not the library's; see "Handling the Payment Sheet". Apple answers with a ``MerchantSession``, which the
/// page passes to `completeMerchantValidation` once the server has checked it against this body; it expires at
/// its own `expiresAt` (Apple's page says five minutes; the sessions published carry one or two hours).
public struct MerchantValidationRequest: Sendable, Hashable {
    /// The merchant identifier, such as `"merchant.com.example"`.
    public var merchantIdentifier: String
    /// The name shown on the sheet; at most 64 characters.
    public var displayName: String
    /// Where the payment starts.
    public var initiative: Initiative
    /// For the web, the domain the page is served from, registered with Apple; for the others, what Apple's
    /// documentation gives for them.
    public var initiativeContext: String

    /// Creates a request body.
    public init(merchantIdentifier: String, displayName: String, initiative: Initiative, initiativeContext: String) {
        self.merchantIdentifier = merchantIdentifier
        self.displayName = displayName
        self.initiative = initiative
        self.initiativeContext = initiativeContext
    }

    /// A body for Apple Pay on the Web, from the page's domain.
    public static func web(merchantIdentifier: String, displayName: String, domain: String) -> Self {
        Self(
            merchantIdentifier: merchantIdentifier, displayName: displayName, initiative: .web,
            initiativeContext: domain)
    }

    /// Where a payment session starts.
    public enum Initiative: String, Sendable, Hashable, CaseIterable, Codable {
        /// A web page (`"web"`).
        case web
        /// Apple Messages for Business (`"messaging"`).
        case messaging
        /// An app (`"in_app"`).
        case inApp = "in_app"
    }
}
