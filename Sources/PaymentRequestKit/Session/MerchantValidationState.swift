/// Where the merchant validation of a session is (WebKit's `MerchantValidationState`).
public enum MerchantValidationState: String, Sendable, Hashable, CaseIterable {
    /// Not asked for yet.
    case idle
    /// The sheet asked; the page is getting a merchant session from Apple.
    case validating
    /// The page passed the merchant session on.
    case complete
}
