#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Threads for the package's products (payreq's pipeline, the Redis product's connections): the library itself
// starts none.

/// A mutex with one condition over `pthread_mutex_t` and `pthread_cond_t`: `NSCondition` and `Thread` are in
/// Foundation, and the package loads only FoundationEssentials, which starts a process in about two thirds of the
/// time.
@usableFromInline package final class Condition: @unchecked Sendable {
    // Allocated once, so that neither moves, as POSIX requires.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
    private let condition: UnsafeMutablePointer<pthread_cond_t> = .allocate(capacity: 1)

    @usableFromInline package init() {
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

    @usableFromInline package func lock() { pthread_mutex_lock(mutex) }

    @usableFromInline package func unlock() { pthread_mutex_unlock(mutex) }

    /// Releases the lock until another thread broadcasts, then takes it again; callers check their condition in a
    /// loop, as a wait may also end spuriously.
    @usableFromInline package func wait() { pthread_cond_wait(condition, mutex) }

    @usableFromInline package func broadcast() { pthread_cond_broadcast(condition) }
}

/// The cores this process may run on: on Linux its CPU affinity, which `taskset` narrows and
/// `ProcessInfo.activeProcessorCount` does not follow; elsewhere every active core.
@usableFromInline package func availableCores() -> Int {
    #if os(Linux)
        if let allowed = CPUSet.allowed, !allowed.isEmpty { return allowed.count }
    #endif
    return max(1, ProcessInfo.processInfo.activeProcessorCount)
}

/// Starts a detached thread running `body`, with the 8 MB stack a main thread has unless `stackSize` says another;
/// `false` if the system refused.
///
/// With `elsewhere`, on Linux the thread starts on a core other than the calling thread's, when the process may use
/// another, and may then run on any: Linux put a new thread on its creator's core in 3 of 8 runs of payreq over 1000
/// files, where it waited 2.7 to 4.5 ms for the creator's time slice to end, half the run; started elsewhere, it ran
/// within 0.2 ms in 10 of 10.
@discardableResult
@usableFromInline package func startThread(
    elsewhere: Bool = false, stackSize: Int = 8 << 20, _ body: @escaping @Sendable () -> Void
) -> Bool {
    final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return false }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let run = elsewhere ? onAnotherCore(&attributes, body) : body
    let context = Unmanaged.passRetained(Box(run)).toOpaque()
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

/// Sets `attributes` to start a thread on a core other than the calling thread's, and returns `body` preceded by
/// widening the thread's cores again to all the caller's; where that cannot be done, `body` as it is.
private func onAnotherCore(
    _ attributes: inout pthread_attr_t, _ body: @escaping @Sendable () -> Void
) -> @Sendable () -> Void {
    #if os(Linux)
        if let allowed = CPUSet.allowed, let here = CPUSet.current {
            var others = allowed
            others.remove(here)
            if !others.isEmpty, others.apply(to: &attributes) {
                return {
                    allowed.applyToCallingThread()
                    body()
                }
            }
        }
    #endif
    return body
}

#if os(Linux)
    /// A set of the first 512 cores, as Linux's affinity calls take it (`cpu_set_t`).
    ///
    /// glibc declares these calls only for `_GNU_SOURCE`, which the Glibc module does not see, so they are looked
    /// up by name; each is in every glibc since 2.3.
    @usableFromInline package struct CPUSet: Sendable {
        private var words = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))

        /// The cores the calling thread may run on, or `nil` if the system does not say.
        @usableFromInline package static var allowed: CPUSet? {
            typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
            guard let call = symbol("sched_getaffinity", as: GetAffinity.self) else { return nil }
            var set = CPUSet()
            let status = withUnsafeMutableBytes(of: &set.words) { call(0, $0.count, $0.baseAddress!) }
            return status == 0 ? set : nil
        }

        /// The core the calling thread runs on, or `nil` if the system does not say.
        @usableFromInline package static var current: Int? {
            typealias GetCPU = @convention(c) () -> Int32
            guard let call = symbol("sched_getcpu", as: GetCPU.self) else { return nil }
            let core = call()
            return core >= 0 ? Int(core) : nil
        }

        @usableFromInline package var count: Int {
            withUnsafeBytes(of: words) { $0.reduce(0) { $0 + $1.nonzeroBitCount } }
        }

        @usableFromInline package var isEmpty: Bool { count == 0 }

        @usableFromInline package func contains(_ core: Int) -> Bool {
            guard (0..<512).contains(core) else { return false }
            return withUnsafeBytes(of: words) { $0[core / 8] & 1 << UInt8(core % 8) != 0 }
        }

        @usableFromInline package mutating func remove(_ core: Int) {
            guard (0..<512).contains(core) else { return }
            withUnsafeMutableBytes(of: &words) { $0[core / 8] &= ~(1 << UInt8(core % 8)) }
        }

        /// Makes the set the affinity of threads started with `attributes`; `false` if the system refused.
        @usableFromInline package func apply(to attributes: inout pthread_attr_t) -> Bool {
            typealias Attributes = UnsafeMutablePointer<pthread_attr_t>
            typealias SetAffinity = @convention(c) (Attributes, Int, UnsafeRawPointer) -> Int32
            guard let call = Self.symbol("pthread_attr_setaffinity_np", as: SetAffinity.self) else { return false }
            return withUnsafeBytes(of: words) { call(&attributes, $0.count, $0.baseAddress!) } == 0
        }

        /// Makes the set the calling thread's affinity.
        @usableFromInline package func applyToCallingThread() {
            typealias SetAffinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32
            guard let call = Self.symbol("sched_setaffinity", as: SetAffinity.self) else { return }
            _ = withUnsafeBytes(of: words) { call(0, $0.count, $0.baseAddress!) }
        }

        private static func symbol<Function>(_ name: String, as _: Function.Type) -> Function? {
            dlsym(nil, name).map { unsafeBitCast($0, to: Function.self) }
        }
    }
#endif
