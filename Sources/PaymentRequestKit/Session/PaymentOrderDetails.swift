#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The order the customer can track in Wallet after paying (`ApplePayPaymentOrderDetails`,
/// `PKPaymentOrderDetails`, Apple Pay JS version 14).
public struct PaymentOrderDetails: Sendable, Hashable {
    /// The order type identifier, such as `"order.com.example"`.
    public var orderTypeIdentifier: String
    /// The merchant's identifier of the order.
    public var orderIdentifier: String
    /// Where Wallet fetches the order; Safari checks that it is a URL.
    public var webServiceURL: URL
    /// The token Wallet authenticates with.
    public var authenticationToken: String

    /// Creates order details.
    public init(orderTypeIdentifier: String, orderIdentifier: String, webServiceURL: URL, authenticationToken: String) {
        self.orderTypeIdentifier = orderTypeIdentifier
        self.orderIdentifier = orderIdentifier
        self.webServiceURL = webServiceURL
        self.authenticationToken = authenticationToken
    }
}
