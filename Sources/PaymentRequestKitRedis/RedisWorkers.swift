import PaymentRequestKit

/// The product's own threads, each with its connection to Redis, which run every operation: a bounded set, so
/// that the blocking calls of hiredis never run on a thread of Swift's cooperative pool or a server's event loop.
///
/// A synchronous caller waits on a condition for its operation's result; an `async` caller is suspended, and
/// resumed by the worker that ran the operation. The threads end when the owner of the workers goes.
final class RedisWorkers: Sendable {
    private let queue: Queue
    let endpoint: String

    init(configuration: RedisConfiguration) {
        queue = Queue()
        endpoint = "Redis at \(configuration.host):\(configuration.port)"
        for _ in 0..<configuration.connections {
            let queue = self.queue
            startThread {
                let connection = RedisConnection(configuration: configuration)
                while let job = queue.next() { job(connection) }
                connection.close()
            }
        }
    }

    deinit { queue.finish() }

    /// Runs `operation` on a worker, blocking the calling thread until it is done.
    func run<Value: Sendable>(_ operation: @escaping @Sendable (RedisConnection) -> Value) -> Value {
        let result = Handoff<Value>()
        queue.add { connection in result.put(operation(connection)) }
        return result.take()
    }

    /// Runs `operation` on a worker, suspending the calling task, not its thread, until it is done.
    func run<Value: Sendable>(_ operation: @escaping @Sendable (RedisConnection) -> Value) async -> Value {
        await withUnsafeContinuation { continuation in
            queue.add { connection in continuation.resume(returning: operation(connection)) }
        }
    }

    /// The jobs waiting for a worker, first in first out.
    private final class Queue: @unchecked Sendable {
        private let condition = Condition()
        private var jobs: [@Sendable (RedisConnection) -> Void] = []
        private var head = 0
        private var finished = false

        func add(_ job: @escaping @Sendable (RedisConnection) -> Void) {
            condition.lock()
            jobs.append(job)
            condition.broadcast()
            condition.unlock()
        }

        /// The next job, waiting for one; `nil` once the workers are finished.
        func next() -> (@Sendable (RedisConnection) -> Void)? {
            condition.lock()
            defer { condition.unlock() }
            while head == jobs.count, !finished { condition.wait() }
            guard head < jobs.count else { return nil }
            let job = jobs[head]
            head += 1
            if head == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                head = 0
            }
            return job
        }

        func finish() {
            condition.lock()
            finished = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// One value handed from a worker to the thread waiting for it.
    private final class Handoff<Value>: @unchecked Sendable {
        private let condition = Condition()
        private var value: Value?

        func put(_ value: Value) {
            condition.lock()
            self.value = value
            condition.broadcast()
            condition.unlock()
        }

        func take() -> Value {
            condition.lock()
            defer { condition.unlock() }
            while value == nil { condition.wait() }
            return value!
        }
    }
}
