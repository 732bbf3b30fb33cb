#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A session as a server stores it between HTTP requests: a versioned JSON document with the revision it was
/// stored at, which every session store saves by compare-and-set.
///
/// ``PaymentSheetSnapshot`` (Apple Pay), ``GooglePaySessionSnapshot`` and ``W3CPaymentSessionSnapshot`` are the
/// library's; a ``PaymentSheetSessionStore`` keeps any of them, each under its session's identifier, and reads a
/// stored one back strictly, as its type's reader does.
public protocol PaymentSessionSnapshot: JSONDocument, Hashable {
    /// The session's state, which a store's errors name.
    var state: PaymentSheetState { get }
    /// The revision the snapshot was stored at: 0 for a session never stored, one more at each save.
    var revision: Int { get set }
    /// When a store may forget the session: `idleLifetime` after now, and never before an answer still awaited
    /// has had its time.
    func expiry(after now: Date, idleLifetime: TimeInterval) -> Date
}

extension PaymentSessionSnapshot {
    /// When a store may forget the session: `idleLifetime` after now, 30 minutes by default, as long as a sheet
    /// stays open between two callbacks.
    public func expiry(after now: Date, idleLifetime: TimeInterval = 30 * 60) -> Date {
        now.addingTimeInterval(idleLifetime)
    }
}

extension PaymentSheetSnapshot: PaymentSessionSnapshot {}
