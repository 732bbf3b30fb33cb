#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A session store in a directory, for the servers of one machine: each session is a file, saved by
/// compare-and-set under a lock every process of the machine takes.
///
/// ```swift
/// let store = FilePaymentSheetSessionStore(directory: directory)
/// let saved = try store.save(snapshot, for: "order-1", until: snapshot.expiry(after: now), now: now)
/// ```
///
/// A save takes the directory's lock (`flock` on its `.lock` file), compares the revision stored with the
/// snapshot's, writes the new snapshot to a file of its own and renames it over the session's, so that a load,
/// which takes no lock, reads the old snapshot or the new one and never part of either. The file is named by the
/// SHA-256 of the session's identifier, so no identifier can name a path outside the directory.
///
/// An expiry is kept on the machine's clock, as long after the save as `expiry` is after its `now`, as a Redis key
/// expires; an expired session loads as none, and ``removeExpired()`` deletes the files of expired ones. A file
/// whose header, size or snapshot is not what a save writes is refused
/// (``PaymentSheetSessionError/Code/invalidSnapshot``), never read in part. Directories shared over a network
/// (NFS) do not lock reliably: servers of several machines share a store such as Redis.
public final class FilePaymentSheetSessionStore: PaymentSheetSessionStore {
    /// The directory the sessions are kept in.
    public let directory: String
    /// The most bytes a stored snapshot may have: what the JSON reader reads by default.
    public static var maximumSnapshotBytes: Int { JSONDecodingLimits.default.maxDocumentBytes }
    /// The first bytes of every session file, before its revision and expiry.
    static let magic = "payment-session 1 "

    /// Creates a store over a directory, which must exist and be writable by the servers alone: the files hold
    /// what the merchant offered.
    public init(directory: String) {
        self.directory = directory
    }

    /// The snapshot stored for a session, unless it expired.
    public func load<Snapshot: PaymentSessionSnapshot>(_ session: String, as type: Snapshot.Type)
        throws(PaymentSheetSessionError) -> Snapshot?
    {
        guard let stored = try stored(at: path(for: session)), stored.expiry > Date() else { return nil }
        return try decode(stored, as: type)
    }

    /// Stores a snapshot for a session if the directory holds it at the snapshot's revision.
    public func save<Snapshot: PaymentSessionSnapshot>(
        _ snapshot: Snapshot, for session: String, until expiry: Date, now: Date
    ) throws(PaymentSheetSessionError) -> Snapshot {
        let path = path(for: session)
        return try withDirectoryLock(state: snapshot.state) { () throws(PaymentSheetSessionError) -> Snapshot in
            let stored = try stored(at: path).flatMap { $0.expiry > Date() ? $0.revision : nil } ?? 0
            guard stored == snapshot.revision else { throw PaymentSheetSessionError.conflict(snapshot, stored: stored) }
            var saved = snapshot
            saved.revision = stored + 1
            let lifetime = max(0.001, expiry.timeIntervalSince(now))
            let milliseconds = Int64((Date().addingTimeInterval(lifetime).timeIntervalSince1970 * 1000).rounded(.up))
            let bytes = Array("\(Self.magic)\(saved.revision) \(milliseconds)\n".utf8) + Array(saved.jsonData())
            try store(bytes, at: path, state: saved.state)
            return saved
        }
    }

    /// Deletes the files of the sessions that have expired, and of those no save writes; returns how many.
    @discardableResult
    public func removeExpired() throws(PaymentSheetSessionError) -> Int {
        try withDirectoryLock(state: .idle) { () throws(PaymentSheetSessionError) -> Int in
            guard let stream = opendir(directory) else { throw unavailable("cannot list \(directory)", state: .idle) }
            defer { closedir(stream) }
            var removed = 0
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name.hasSuffix(".session") else { continue }
                let path = directory + "/" + name
                // A file that does not read as a session is no session's.
                let expiry = (try? stored(at: path))?.expiry ?? .distantPast
                if expiry <= Date(), unlink(path) == 0 {
                    removed += 1
                }
            }
            return removed
        }
    }

    /// The file of a session: the hex SHA-256 of its identifier.
    func path(for session: String) -> String {
        let name = SHA256.hash(Array(session.utf8)).map { byte in
            String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        return directory + "/" + name.joined() + ".session"
    }

    /// A stored session: its revision, its expiry on the machine's clock, and its snapshot's bytes.
    struct Stored {
        var revision: Int
        var expiry: Date
        var snapshot: [UInt8]
    }

    /// The file's session, `nil` when there is none; a file a save did not write is refused.
    private func stored(at path: String) throws(PaymentSheetSessionError) -> Stored? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw unavailable("cannot open \(path)", state: .idle)
        }
        defer { close(descriptor) }
        // At most one byte more than a header and the largest snapshot, so that a larger file is refused unread.
        let limit = Self.magic.utf8.count + 42 + Self.maximumSnapshotBytes
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw unavailable("cannot read \(path)", state: .idle) }
            if count == 0 { break }
            bytes += chunk.prefix(count)
        }
        guard bytes.count <= limit else { throw corrupt("is larger than any snapshot") }
        return try Self.parse(bytes)
    }

    /// Reads a session file: the magic, the revision and the expiry in milliseconds on one line, then the
    /// snapshot.
    static func parse(_ bytes: [UInt8]) throws(PaymentSheetSessionError) -> Stored {
        let magic = Array(Self.magic.utf8)
        guard bytes.starts(with: magic), let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            throw corrupt("has no session header")
        }
        let fields = bytes[magic.count..<newline].split(separator: UInt8(ascii: " "))
        guard fields.count == 2, fields.allSatisfy({ $0.count <= 19 && $0.allSatisfy { (48...57).contains($0) } }),
            let revision = Int(String(decoding: fields[0], as: UTF8.self)),
            let milliseconds = Int64(String(decoding: fields[1], as: UTF8.self))
        else { throw corrupt("has a header that is not a revision and an expiry") }
        return Stored(
            revision: revision, expiry: Date(timeIntervalSince1970: Double(milliseconds) / 1000),
            snapshot: Array(bytes[(newline + 1)...]))
    }

    private func decode<Snapshot: PaymentSessionSnapshot>(_ stored: Stored, as type: Snapshot.Type)
        throws(PaymentSheetSessionError) -> Snapshot
    {
        let snapshot: Snapshot
        do {
            snapshot = try Snapshot(jsonData: Data(stored.snapshot))
        } catch {
            throw PaymentSheetSessionError(
                code: .invalidSnapshot, state: .idle, message: "The stored session does not decode as a \(type)",
                report: (error as? DecodingError)?.validationReport)
        }
        guard snapshot.revision == stored.revision else { throw Self.corrupt("has a revision its snapshot has not") }
        return snapshot
    }

    /// Writes a file of its own and renames it over the session's: a reader sees the old file or the new one.
    private func store(_ bytes: [UInt8], at path: String, state: PaymentSheetState) throws(PaymentSheetSessionError) {
        let temporary = path + ".saving"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw unavailable("cannot create \(temporary)", state: state) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                close(descriptor)
                unlink(temporary)
                throw unavailable("cannot write \(temporary)", state: state)
            }
            written += count
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw unavailable("cannot store \(path)", state: state)
        }
    }

    /// Runs `body` holding the directory's lock, which every process saving to the directory takes.
    private func withDirectoryLock<Value>(
        state: PaymentSheetState, _ body: () throws(PaymentSheetSessionError) -> Value
    ) throws(PaymentSheetSessionError) -> Value {
        let descriptor = open(directory + "/.lock", O_RDWR | O_CREAT, 0o600)
        guard descriptor >= 0 else { throw unavailable("cannot open the lock of \(directory)", state: state) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw unavailable("cannot lock \(directory)", state: state) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private func unavailable(_ what: String, state: PaymentSheetState) -> PaymentSheetSessionError {
        let reason = String(cString: strerror(errno))
        return PaymentSheetSessionError(
            code: .storeUnavailable, state: state, message: "The session store \(what): \(reason)")
    }

    private static func corrupt(_ what: String) -> PaymentSheetSessionError {
        PaymentSheetSessionError(
            code: .invalidSnapshot, state: .idle,
            message: "The stored session's file \(what): the store was edited, or is not a session store")
    }

    private func corrupt(_ what: String) -> PaymentSheetSessionError { Self.corrupt(what) }
}
