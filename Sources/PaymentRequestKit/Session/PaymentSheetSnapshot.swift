#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A payment sheet session as a server stores it between HTTP requests: its state, the merchant's current
/// offer, the selected shipping method and the pending deadline, as a versioned, byte-stable JSON document.
///
/// A server answers each event of a session in a separate HTTP request, often in another process. It takes a
/// snapshot after each answer (``PaymentSheetSession/snapshot(at:)``), stores it under the session's identifier,
/// and restores it when the next event arrives (``PaymentSheetSession/init(restoring:context:clock:at:)``).
/// Restoring checks the snapshot like any document: the request must validate, and the state, the merchant
/// validation, the selected method and the deadline must fit together. Keep snapshots on the server (a database,
/// a cache): they hold what the merchant offered, and the page must never be able to hand one back.
///
/// The JSON form is version 1:
///
/// ```json
/// {"version":1,"state":"shippingMethodSelected","merchantValidationState":"complete",
///  "request":{...},"selectedShippingMethod":"express","deadline":"2026-11-24T10:00:30Z"}
/// ```
///
/// The deadline is an absolute time, 30 seconds after the event arrived, so that a restore in another process
/// does not restart the handler's time.
///
/// A snapshot carries the ``revision`` it was stored at, and a store saves one only if what it holds is still at
/// that revision (``PaymentSheetSessionStore``): two events of one session handled at once, each restoring the
/// same snapshot, cannot both be saved, and the second is told so rather than silently overwriting the first.
public struct PaymentSheetSnapshot: Sendable, Hashable {
    /// The version of the JSON form this library writes and reads.
    public static var currentVersion: Int { 1 }

    /// The version of the JSON form; ``currentVersion`` for a snapshot this library made.
    public var version: Int
    /// The session's state.
    public var state: PaymentSheetState
    /// Where the merchant validation is.
    public var merchantValidationState: MerchantValidationState
    /// The request as the accepted updates left it.
    public var request: PaymentRequest
    /// The identifier of the selected shipping method, one the request offers.
    public var selectedShippingMethod: String?
    /// When the pending handler's 30 seconds end, if an event waits for an answer.
    public var deadline: Date?
    /// The revision the snapshot was stored at: 0 for a session never stored, one more at each save.
    public var revision: Int
    /// The merchant's own state kept with the session (a cart, an applied coupon), stored and restored with it:
    /// the page never sees it.
    public var merchantData: Data?
    /// When the checked merchant session the page was given expires, once the merchant validation completed with
    /// one.
    public var merchantSessionExpiration: Date?

    /// Creates a snapshot.
    public init(
        state: PaymentSheetState, merchantValidationState: MerchantValidationState, request: PaymentRequest,
        selectedShippingMethod: String? = nil, deadline: Date? = nil, revision: Int = 0, merchantData: Data? = nil,
        merchantSessionExpiration: Date? = nil, version: Int = Self.currentVersion
    ) {
        self.version = version
        self.revision = revision
        self.merchantData = merchantData
        self.merchantSessionExpiration = merchantSessionExpiration
        self.state = state
        self.merchantValidationState = merchantValidationState
        self.request = request
        self.selectedShippingMethod = selectedShippingMethod
        self.deadline = deadline
    }

    /// When a store may forget the session: `idleLifetime` after now, and never before the pending handler's
    /// deadline has passed by as long, so that a late answer is still refused as late.
    ///
    /// A session waits on the customer between events for as long as the sheet is open; a store keeps it that
    /// long after its last save, and a pending handler's deadline only ever extends it.
    public func expiry(after now: Date, idleLifetime: TimeInterval = 30 * 60) -> Date {
        max(now, deadline ?? now).addingTimeInterval(idleLifetime)
    }
}
