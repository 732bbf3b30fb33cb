// Needs hiredis: built with the package trait `Redis`.
#if Redis
    import PaymentRequestKit

    /// The product's connections to Redis, and its own threads that run the `async` operations: bounded sets, so that
    /// the blocking calls of hiredis never run on a thread of Swift's cooperative pool or a server's event loop.
    ///
    /// A synchronous caller takes a free connection and runs its operation on its own thread, as a blocking call
    /// should; an `async` caller is suspended, and resumed by the worker that ran the operation on a connection it
    /// took. Either way at most `connections` commands are in flight. The threads end when the owner of the workers
    /// goes.
    final class RedisWorkers: Sendable {
        private let queue: Queue
        private let pool: Pool
        let endpoint: String

        init(
            configuration: RedisConfiguration,
            prepare: (@Sendable (RedisConnection) throws(RedisFailure) -> Void)? = nil
        ) {
            queue = Queue()
            pool = Pool(
                (0..<configuration.connections).map { _ in
                    RedisConnection(configuration: configuration, prepare: prepare)
                }
            )
            endpoint = "Redis at \(configuration.host):\(configuration.port)"
            for _ in 0..<configuration.connections {
                let queue = self.queue
                startThread {
                    while let job = queue.next() { job() }
                }
            }
        }

        deinit { queue.finish() }

        /// Runs `operation` on the calling thread, on a free connection, waiting for one if all are in use.
        func run<Value: Sendable>(_ operation: (RedisConnection) -> Value) -> Value {
            let connection = pool.take()
            defer { pool.give(connection) }
            return operation(connection)
        }

        /// Runs `operation` on a worker, suspending the calling task, not its thread, until it is done.
        func run<Value: Sendable>(_ operation: @escaping @Sendable (RedisConnection) -> Value) async -> Value {
            let pool = self.pool
            return await withUnsafeContinuation { continuation in
                queue.add {
                    let connection = pool.take()
                    let value = operation(connection)
                    pool.give(connection)
                    continuation.resume(returning: value)
                }
            }
        }

        /// The connections not in use: each is used by one thread at a time, and closes when the pool goes.
        private final class Pool: @unchecked Sendable {
            private let condition = Condition()
            private var free: [RedisConnection]

            init(_ connections: [RedisConnection]) {
                free = connections
            }

            /// A free connection, waiting for one.
            func take() -> RedisConnection {
                condition.lock()
                defer { condition.unlock() }
                while free.isEmpty { condition.wait() }
                return free.removeLast()
            }

            func give(_ connection: RedisConnection) {
                condition.lock()
                free.append(connection)
                condition.broadcast()
                condition.unlock()
            }
        }

        /// The jobs waiting for a worker, first in first out.
        private final class Queue: @unchecked Sendable {
            private let condition = Condition()
            private var jobs: [@Sendable () -> Void] = []
            private var head = 0
            private var finished = false

            func add(_ job: @escaping @Sendable () -> Void) {
                condition.lock()
                jobs.append(job)
                condition.broadcast()
                condition.unlock()
            }

            /// The next job, waiting for one; `nil` once the workers are finished.
            func next() -> (@Sendable () -> Void)? {
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
    }
#endif
