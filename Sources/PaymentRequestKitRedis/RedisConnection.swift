// Needs hiredis: built with the package trait `Redis`.
#if Redis
    import CHiredis
    import PaymentRequestKit

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// One blocking connection to Redis over hiredis, opened when first used and again after a failure.
    ///
    /// Each is used by one thread at a time (``RedisWorkers`` gives each worker its own). A command that fails or
    /// times out closes the connection: after a timeout its answer could still arrive, and would answer the next
    /// command.
    final class RedisConnection {
        private let configuration: RedisConfiguration
        private var context: UnsafeMutablePointer<redisContext>?
        /// What a new connection must pass before it serves a command, such as the replay guard's check that the
        /// store never evicts; a failure closes it.
        private let prepare: (@Sendable (RedisConnection) throws(RedisFailure) -> Void)?

        init(
            configuration: RedisConfiguration,
            prepare: (@Sendable (RedisConnection) throws(RedisFailure) -> Void)? = nil
        ) {
            self.configuration = configuration
            self.prepare = prepare
        }

        deinit { close() }

        func close() {
            if let context { redisFree(context) }
            context = nil
        }

        /// Runs one command, binary-safe, and returns Redis's reply; an error reply is a reply, for the caller to
        /// judge.
        ///
        /// A connection kept from an earlier command may have died since (Redis restarted, a proxy closed it): a
        /// command that finds it dead, rather than timed out, is sent once more on a new connection. Sent twice, an
        /// operation fails closed still: a `SET NX` that had landed answers as a replay, a compare-and-set as a conflict.
        func command(_ arguments: [[UInt8]]) throws(RedisFailure) -> RedisReply {
            let reused = context != nil
            do {
                return try send(arguments, on: try open())
            } catch  where reused && error.kind == .unavailable {
                return try send(arguments, on: try open())
            }
        }

        /// Runs one command given as text.
        func command(_ arguments: String...) throws(RedisFailure) -> RedisReply {
            try command(arguments.map { Array($0.utf8) })
        }

        private func send(_ arguments: [[UInt8]], on context: UnsafeMutablePointer<redisContext>) throws(RedisFailure)
            -> RedisReply
        {
            let lengths = arguments.map(\.count)
            // hiredis reads each argument by pointer and length while the call runs.
            let pointers = arguments.map { bytes -> UnsafeMutablePointer<CChar> in
                let copy = UnsafeMutablePointer<CChar>.allocate(capacity: max(bytes.count, 1))
                bytes.withUnsafeBufferPointer { source in
                    source.withMemoryRebound(to: CChar.self) {
                        copy.initialize(from: $0.baseAddress!, count: bytes.count)
                    }
                }
                return copy
            }
            defer { for pointer in pointers { pointer.deallocate() } }
            var argv = pointers.map { UnsafePointer<CChar>?($0) }
            errno = 0
            let raw = argv.withUnsafeMutableBufferPointer { argv in
                lengths.withUnsafeBufferPointer { lengths in
                    redisCommandArgv(context, Int32(arguments.count), argv.baseAddress, lengths.baseAddress)
                }
            }
            let failedErrno = errno
            guard let raw else {
                let failure = RedisFailure(context: context, errno: failedErrno, doing: "The command")
                close()
                throw failure
            }
            defer { freeReplyObject(raw) }
            return RedisReply(raw.assumingMemoryBound(to: redisReply.self))
        }

        /// The open connection, opened, authenticated and on its database if it was not.
        private func open() throws(RedisFailure) -> UnsafeMutablePointer<redisContext> {
            if let context { return context }
            errno = 0
            guard
                let opened = redisConnectWithTimeout(
                    configuration.host, Int32(configuration.port), timeval(configuration.connectTimeout))
            else {
                throw RedisFailure(.unavailable, "No connection to \(endpoint) could be made")
            }
            let failedErrno = errno
            if opened.pointee.err != 0 {
                let failure = RedisFailure(context: opened, errno: failedErrno, doing: "Connecting")
                redisFree(opened)
                throw failure
            }
            redisSetTimeout(opened, timeval(configuration.commandTimeout))
            context = opened
            if let password = configuration.password {
                let credentials = [configuration.username, password].compactMap { $0 }
                try expectOK(command([Array("AUTH".utf8)] + credentials.map { Array($0.utf8) }), "AUTH")
            }
            if configuration.database != 0 {
                try expectOK(command("SELECT", String(configuration.database)), "SELECT \(configuration.database)")
            }
            if let prepare {
                do {
                    try prepare(self)
                } catch {
                    close()
                    throw error
                }
            }
            return opened
        }

        private func expectOK(_ reply: RedisReply, _ what: String) throws(RedisFailure) {
            guard case .status("OK") = reply else {
                close()
                throw RedisFailure(.unavailable, "\(endpoint) refused \(what): \(reply)")
            }
        }

        /// `host:port`, for messages.
        var endpoint: String { "Redis at \(configuration.host):\(configuration.port)" }
    }

    extension timeval {
        /// A duration as `timeval`, at least a millisecond: hiredis reads zero as no timeout at all.
        init(_ duration: Duration) {
            let (seconds, attoseconds) = duration.components
            let microseconds = max(Int64(1000), seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
            self.init(tv_sec: Int(microseconds / 1_000_000), tv_usec: .init(microseconds % 1_000_000))
        }
    }

    /// A reply of Redis.
    enum RedisReply: Equatable, CustomStringConvertible {
        case string([UInt8])
        case integer(Int64)
        case null
        case status(String)
        case error(String)
        case array([RedisReply])

        init(_ reply: UnsafeMutablePointer<redisReply>) {
            let value = reply.pointee
            func bytes() -> [UInt8] {
                guard let text = value.str else { return [] }
                return text.withMemoryRebound(to: UInt8.self, capacity: value.len) {
                    Array(UnsafeBufferPointer(start: $0, count: value.len))
                }
            }
            switch value.type {
            case chiredis_reply_string: self = .string(bytes())
            case chiredis_reply_integer: self = .integer(value.integer)
            case chiredis_reply_status: self = .status(String(decoding: bytes(), as: UTF8.self))
            case chiredis_reply_error: self = .error(String(decoding: bytes(), as: UTF8.self))
            case chiredis_reply_array:
                self = .array((0..<value.elements).map { RedisReply(value.element[$0]!) })
            default: self = .null
            }
        }

        /// The two elements of an array of two, which the product's commands answer with.
        var pair: (RedisReply, RedisReply)? {
            guard case .array(let elements) = self, elements.count == 2 else { return nil }
            return (elements[0], elements[1])
        }

        var description: String {
            switch self {
            case .string(let bytes): "\"\(String(decoding: bytes.prefix(64), as: UTF8.self))\""
            case .integer(let value): "\(value)"
            case .null: "nil"
            case .status(let text): text
            case .error(let text): "error \(text)"
            case .array(let elements): "[\(elements.map(\.description).joined(separator: ", "))]"
            }
        }
    }

    /// Why a command did not run: Redis could not be reached, or did not answer in time.
    struct RedisFailure: Error, CustomStringConvertible {
        /// Unreachable or refusing; no answer in time; or answering, but unfit for what the product keeps in it.
        enum Kind { case unavailable, timedOut, unsafe }

        var kind: Kind
        var message: String

        init(_ kind: Kind, _ message: String) {
            self.kind = kind
            self.message = message
        }

        /// The failure hiredis recorded in `context`, with the `errno` of the failed call, which tells a timeout.
        init(context: UnsafeMutablePointer<redisContext>, errno code: Int32, doing what: String) {
            let text = withUnsafeBytes(of: context.pointee.errstr) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            let timedOut =
                context.pointee.err == chiredis_err_io && [EAGAIN, EWOULDBLOCK, ETIMEDOUT, EINPROGRESS].contains(code)
            self.init(timedOut ? .timedOut : .unavailable, "\(what) failed: \(text.isEmpty ? "no reason given" : text)")
        }

        var description: String { message }
    }
#endif
