#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A Google Pay session as a server stores it between HTTP requests: its state, the offer as the page's updates
/// left it, the callback waiting for an update and the selected shipping option, as a versioned, byte-stable JSON
/// document.
///
/// Take one after each answer (``GooglePaySession/snapshot()``), save it through a ``PaymentSheetSessionStore``
/// under the session's identifier, and restore it when the page posts the next callback
/// (``GooglePaySession/init(restoring:)``). Restoring checks it as a document: the offer must be a Google Pay
/// request the library accepts, and the state, the pending callback and the selection must fit together. Keep
/// snapshots on the server: they hold what the merchant offered.
///
/// The JSON form is version 1:
///
/// ```json
/// {"version":1,"revision":3,"state":"shippingMethodSelected","paymentDataRequest":{...},
///  "pendingCallback":"SHIPPING_OPTION","shippingOptionId":"express"}
/// ```
public struct GooglePaySessionSnapshot: Sendable, Hashable {
    /// The version of the JSON form this library writes and reads.
    public static var currentVersion: Int { 1 }

    /// The version of the JSON form; ``currentVersion`` for a snapshot this library made.
    public var version: Int
    /// The revision the snapshot was stored at: 0 for a session never stored, one more at each save.
    public var revision: Int
    /// The session's state (``GooglePaySession/state``).
    public var state: PaymentSheetState
    /// The offer as the accepted updates left it.
    public var offer: GooglePayPaymentDataRequest
    /// The callback waiting for the page's update.
    public var pendingCallback: GooglePayIntermediatePaymentData.CallbackTrigger?
    /// The id of the selected shipping option, one the offer has.
    public var shippingOptionId: String?
    /// The merchant's own state kept with the session, which the page never sees.
    public var merchantData: Data?

    /// Creates a snapshot.
    public init(
        state: PaymentSheetState, offer: GooglePayPaymentDataRequest,
        pendingCallback: GooglePayIntermediatePaymentData.CallbackTrigger? = nil, shippingOptionId: String? = nil,
        revision: Int = 0, merchantData: Data? = nil, version: Int = Self.currentVersion
    ) {
        self.version = version
        self.revision = revision
        self.state = state
        self.offer = offer
        self.pendingCallback = pendingCallback
        self.shippingOptionId = shippingOptionId
        self.merchantData = merchantData
    }
}

extension GooglePaySessionSnapshot: PaymentSessionSnapshot {}
