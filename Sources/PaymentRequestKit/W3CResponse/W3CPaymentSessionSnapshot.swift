#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A Payment Request API session as a server stores it between HTTP requests: its state, the request as the
/// page's updates left it, the selected shipping option and the response's method, as a versioned, byte-stable
/// JSON document.
///
/// Take one after each answer (``W3CPaymentSession/snapshot()``), save it through a ``PaymentSheetSessionStore``
/// under the session's identifier, and restore it when the page posts the next event
/// (``W3CPaymentSession/init(restoring:context:)``). Restoring checks it as a document: the request must be one the
/// constructor accepts, and the state, the selection and the method must fit together. Keep snapshots on the
/// server: they hold what the merchant offered.
///
/// The JSON form is version 1:
///
/// ```json
/// {"version":1,"revision":2,"state":"shippingMethodSelected","paymentRequest":{...},"shippingOptionId":"express"}
/// ```
public struct W3CPaymentSessionSnapshot: Sendable, Hashable {
    /// The version of the JSON form this library writes and reads.
    public static var currentVersion: Int { 1 }

    /// The version of the JSON form; ``currentVersion`` for a snapshot this library made.
    public var version: Int
    /// The revision the snapshot was stored at: 0 for a session never stored, one more at each save.
    public var revision: Int
    /// The session's state (``W3CPaymentSession/state``).
    public var state: PaymentSheetState
    /// The request as the accepted updates left it.
    public var request: W3CPaymentRequest
    /// The id of the selected shipping option, one the request offers.
    public var shippingOptionId: String?
    /// The payment method of the response, once there is one; one the request offers.
    public var methodName: String?
    /// The merchant's own state kept with the session, which the page never sees.
    public var merchantData: Data?

    /// Creates a snapshot.
    public init(
        state: PaymentSheetState, request: W3CPaymentRequest, shippingOptionId: String? = nil,
        methodName: String? = nil, revision: Int = 0, merchantData: Data? = nil, version: Int = Self.currentVersion
    ) {
        self.version = version
        self.revision = revision
        self.state = state
        self.request = request
        self.shippingOptionId = shippingOptionId
        self.methodName = methodName
        self.merchantData = merchantData
    }
}

extension W3CPaymentSessionSnapshot: PaymentSessionSnapshot {}
