#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a merchant's servers keep each payment sheet session between the HTTP requests of its events.
///
/// A server restores the session for each event, answers it, and saves the new snapshot. The save is a
/// compare-and-set: it succeeds only if the store still holds the revision the session was restored from
/// (``PaymentSheetSnapshot/revision``), and stores the snapshot one revision higher. Two events of one session
/// handled at once (a scripted page can send them) both restore revision *n*; the first save stores *n + 1*, the
/// second fails with ``PaymentSheetSessionError/Code/conflict``, and its server answers that event again from the
/// stored session, or refuses it. A store that cannot save or read throws too, and the event is not answered:
/// nothing is ever silently overwritten or lost.
///
/// The core has an in-memory store for one process (``InMemoryPaymentSheetSessionStore``); servers behind a load
/// balancer use one they share, such as the `PaymentRequestKitRedis` product's.
public protocol PaymentSheetSessionStore: Sendable {
    /// The snapshot stored for a session, at the revision stored; `nil` when none is, or it expired.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/storeUnavailable``,
    ///   ``PaymentSheetSessionError/Code/storeTimedOut`` or ``PaymentSheetSessionError/Code/invalidSnapshot``
    ///   (what is stored does not read as a `Snapshot`).
    func load<Snapshot: PaymentSessionSnapshot>(_ session: String, as type: Snapshot.Type)
        throws(PaymentSheetSessionError) -> Snapshot?

    /// Stores a snapshot for a session if the store holds it at the snapshot's revision (none, for revision 0),
    /// until `expiry`, and returns it as stored: one revision higher.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/conflict`` when another save came
    ///   between, or ``PaymentSheetSessionError/Code/storeUnavailable`` or
    ///   ``PaymentSheetSessionError/Code/storeTimedOut`` when nothing could be saved.
    func save<Snapshot: PaymentSessionSnapshot>(
        _ snapshot: Snapshot, for session: String, until expiry: Date, now: Date
    )
        throws(PaymentSheetSessionError) -> Snapshot

    /// The snapshot stored for a session, without blocking the caller's thread while the store answers.
    func load<Snapshot: PaymentSessionSnapshot>(_ session: String, as type: Snapshot.Type)
        async throws(PaymentSheetSessionError) -> Snapshot?

    /// Stores a snapshot as ``save(_:for:until:now:)-(_,_,_,_)`` does, without blocking the caller's thread while
    /// the store answers.
    func save<Snapshot: PaymentSessionSnapshot>(
        _ snapshot: Snapshot, for session: String, until expiry: Date, now: Date
    )
        async throws(PaymentSheetSessionError) -> Snapshot
}

extension PaymentSheetSessionStore {
    /// The Apple Pay session snapshot stored for a session, the ``PaymentSheetSnapshot`` of a ``PaymentSheetSession``.
    public func load(_ session: String) throws(PaymentSheetSessionError) -> PaymentSheetSnapshot? {
        try load(session, as: PaymentSheetSnapshot.self)
    }

    /// The Apple Pay session snapshot stored for a session, without blocking the caller's thread.
    public func load(_ session: String) async throws(PaymentSheetSessionError) -> PaymentSheetSnapshot? {
        try await load(session, as: PaymentSheetSnapshot.self)
    }

    /// Calls the synchronous load, for stores that never wait.
    public func load<Snapshot: PaymentSessionSnapshot>(_ session: String, as type: Snapshot.Type)
        async throws(PaymentSheetSessionError) -> Snapshot?
    {
        try loadWithoutWaiting(session, as: type)
    }

    /// Calls the synchronous save, for stores that never wait.
    public func save<Snapshot: PaymentSessionSnapshot>(
        _ snapshot: Snapshot, for session: String, until expiry: Date, now: Date
    ) async throws(PaymentSheetSessionError) -> Snapshot {
        try saveWithoutWaiting(snapshot, for: session, until: expiry, now: now)
    }

    // Named apart: in an `async` function the calls would pick the `async` requirements.
    private func loadWithoutWaiting<Snapshot: PaymentSessionSnapshot>(_ session: String, as type: Snapshot.Type)
        throws(PaymentSheetSessionError) -> Snapshot?
    {
        try load(session, as: type)
    }

    private func saveWithoutWaiting<Snapshot: PaymentSessionSnapshot>(
        _ snapshot: Snapshot, for session: String, until expiry: Date, now: Date
    ) throws(PaymentSheetSessionError) -> Snapshot {
        try save(snapshot, for: session, until: expiry, now: now)
    }
}

/// A session store for one process: each session's snapshot in memory until it expires, saved by
/// compare-and-set as every store saves.
///
/// Time is the callers': a session expires once a save has been given a `now` past its expiry, and expired
/// sessions are forgotten then.
public final class InMemoryPaymentSheetSessionStore: PaymentSheetSessionStore, @unchecked Sendable {
    private let lock = Lock()
    private var sessions: [String: (snapshot: any PaymentSessionSnapshot, expiry: Date)] = [:]
    /// The latest `now` a save was given.
    private var latest = Date.distantPast
    /// How many sessions the store holds before it next forgets the expired ones: twice what it kept at the last
    /// sweep, so that sweeping costs a constant time per save on average.
    private var sweepAt = 64

    /// Creates an empty store.
    public init() {}

    /// The snapshot stored for a session, unless it expired.
    public func load<Snapshot: PaymentSessionSnapshot>(_ session: String, as type: Snapshot.Type)
        throws(PaymentSheetSessionError) -> Snapshot?
    {
        let stored = lock.withLock { sessions[session].flatMap { $0.expiry > latest ? $0.snapshot : nil } }
        guard let stored else { return nil }
        guard let snapshot = stored as? Snapshot else { throw .otherKind(stored, expected: type) }
        return snapshot
    }

    /// Stores a snapshot for a session if the store holds it at the snapshot's revision.
    public func save<Snapshot: PaymentSessionSnapshot>(
        _ snapshot: Snapshot, for session: String, until expiry: Date, now: Date
    ) throws(PaymentSheetSessionError) -> Snapshot {
        try lock.withLock { () throws(PaymentSheetSessionError) -> Snapshot in
            latest = max(latest, now)
            if sessions.count >= sweepAt {
                sessions = sessions.filter { $0.value.expiry > latest }
                sweepAt = max(64, 2 * sessions.count)
            }
            let stored = sessions[session].flatMap { $0.expiry > latest ? $0.snapshot.revision : nil } ?? 0
            guard stored == snapshot.revision else {
                throw PaymentSheetSessionError.conflict(snapshot, stored: stored)
            }
            var saved = snapshot
            saved.revision = stored + 1
            sessions[session] = (saved, expiry)
            return saved
        }
    }
}

extension PaymentSheetSessionError {
    /// The error of a save that came after another: what every store throws.
    public static func conflict(_ snapshot: some PaymentSessionSnapshot, stored: Int) -> PaymentSheetSessionError {
        PaymentSheetSessionError(
            code: .conflict, state: snapshot.state,
            message:
                "The session was restored at revision \(snapshot.revision), but the store holds revision \(stored): another event was answered in between, and nothing was saved"
        )
    }

    /// The error of a load that finds another kind of session stored under the identifier.
    static func otherKind(_ stored: some PaymentSessionSnapshot, expected: any PaymentSessionSnapshot.Type)
        -> PaymentSheetSessionError
    {
        PaymentSheetSessionError(
            code: .invalidSnapshot, state: stored.state,
            message: "The session stored is a \(type(of: stored)), not a \(expected): session identifiers are shared")
    }
}
