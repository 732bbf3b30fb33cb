#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t`: `NSLock` is in Foundation, which this package does not load,
/// and `Synchronization.Mutex` needs macOS 15. The package's other products use it too.
@usableFromInline package final class Lock: @unchecked Sendable {
    // Allocated once, so that the mutex never moves, as POSIX requires.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)

    @usableFromInline package init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    @usableFromInline package func withLock<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure)
        -> Value
    {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// Which of `count` shards the calling thread uses, so that a cache split into shards, each behind a lock of its
/// own, takes no lock every thread shares: threads spread over the shards, and a thread keeps its shard.
@usableFromInline package func threadShard(among count: Int) -> Int {
    #if canImport(Glibc)
        let thread = UInt(pthread_self())
    #else
        let thread = UInt(bitPattern: pthread_self())
    #endif
    // A thread's identifier is the address of its page-aligned control block: the low bits say nothing.
    let mixed = (UInt64(thread) >> 12) &* 0x9E37_79B9_7F4A_7C15
    return Int(mixed >> 32) % max(1, count)
}
