#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutex with one condition over `pthread_mutex_t` and `pthread_cond_t`: `NSCondition` and `Thread` are in
/// Foundation, and payreq loads only FoundationEssentials, which starts the process in about two thirds of the time.
final class Condition: @unchecked Sendable {
    // Allocated once, so that neither moves, as POSIX requires.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
    private let condition: UnsafeMutablePointer<pthread_cond_t> = .allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Releases the lock until another thread broadcasts, then takes it again; callers check their condition in a
    /// loop, as a wait may also end spuriously.
    func wait() { pthread_cond_wait(condition, mutex) }

    func broadcast() { pthread_cond_broadcast(condition) }
}

/// Starts a detached thread running `body`, with the 8 MB stack a main thread has; `false` if the system refused.
@discardableResult
func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, 8 << 20)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let context = Unmanaged.passRetained(Box(body)).toOpaque()
    #if canImport(Darwin)
        var thread: pthread_t?
        let started = pthread_create(
            &thread, &attributes,
            { context in
                Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, context)
    #else
        var thread = pthread_t()
        let started = pthread_create(
            &thread, &attributes,
            { context in
                Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, context)
    #endif
    if started != 0 { Unmanaged<Box>.fromOpaque(context).release() }
    return started == 0
}
