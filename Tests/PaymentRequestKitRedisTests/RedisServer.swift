// Needs hiredis: built with the package trait `Redis` (`swift test --traits Redis`).
#if Redis
    import Foundation
    import TestSupport
    import Testing

    @testable import PaymentRequestKitRedis

    /// A real `redis-server` of a test's own (``LocalRedisServer``), with what the tests ask of it: configurations,
    /// a connection for commands the product does not send, a pause and a memory limit.
    final class RedisServer: @unchecked Sendable {
        static var isInstalled: Bool { LocalRedisServer.isInstalled }

        /// What a test run without `redis-server` says; under CI (`CI` set, as `.ci/run` sets it) the run fails.
        static var howToInstall: String { LocalRedisServer.howToInstall }

        private let server: LocalRedisServer
        var port: Int { server.port }

        private init(_ server: LocalRedisServer) {
            self.server = server
        }

        /// A server on a free port, answering.
        static func start() throws -> RedisServer {
            let server = RedisServer(try LocalRedisServer())
            guard (try? server.admin().command("PING")) == .status("PONG") else {
                throw ServerError("redis-server did not answer on port \(server.port)")
            }
            return server
        }

        /// Starts the server again on its port, empty.
        func start() throws { try server.start() }

        /// Stops the server and waits for it to end.
        func stop() { server.stop() }

        /// A configuration of the server with short timeouts and a key prefix of the test's own.
        func configuration(
            prefix: String = "test:", connections: Int = 4, commandTimeout: Duration = .milliseconds(500)
        ) -> RedisConfiguration {
            RedisConfiguration(
                port: port, connectTimeout: .milliseconds(300), commandTimeout: commandTimeout, keyPrefix: prefix,
                connections: connections)
        }

        /// A replay guard on this server whose store has remembered since `since`, as a running deployment's has:
        /// by default an hour before the TEST vectors were signed, so that their tokens began after it.
        func replayGuard(
            _ configuration: RedisConfiguration? = nil, policy: RedisReplayGuard.Policy = .init(),
            since: Date = Vectors.signedAt.addingTimeInterval(-3600)
        ) throws -> RedisReplayGuard {
            let guardian = RedisReplayGuard(configuration: configuration ?? self.configuration(), policy: policy)
            _ = try guardian.beginRemembering(now: since)
            return guardian
        }

        /// A connection of the test's own, for commands the product does not send.
        func admin() -> RedisConnection {
            RedisConnection(configuration: configuration(commandTimeout: .seconds(5)))
        }

        /// Makes the server hold every write command for `milliseconds`: a server that hangs.
        func pauseWrites(milliseconds: Int) throws {
            let reply = try admin().command("CLIENT", "PAUSE", String(milliseconds), "WRITE")
            guard reply == .status("OK") else { throw ServerError("CLIENT PAUSE answered \(reply)") }
        }

        /// Sets the server's memory limit, in bytes, with writes refused past it (`noeviction`, as a server that must
        /// never forget a key runs); 0 lifts the limit.
        func limitMemory(bytes: Int) throws {
            for (name, value) in [("maxmemory-policy", "noeviction"), ("maxmemory", String(bytes))] {
                let reply = try admin().command("CONFIG", "SET", name, value)
                guard reply == .status("OK") else { throw ServerError("CONFIG SET \(name) answered \(reply)") }
            }
        }

        struct ServerError: Error, CustomStringConvertible {
            var description: String
            init(_ description: String) { self.description = description }
        }
    }

    /// How one run of an executable ended.
    typealias Run = (status: Int32, output: String)

    /// Runs one of the package's executables, built beside the tests, once for each list of arguments, all at once,
    /// and returns each run's exit status and standard output.
    func runAtOnce(_ executable: String, _ argumentLists: [[String]], in directory: URL? = nil) throws -> [Run] {
        let runs = argumentLists.map { arguments in
            let process = Process()
            process.executableURL = Bundle.main.bundleURL.appendingPathComponent(executable)
            process.currentDirectoryURL = directory
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            return (process, output)
        }
        for (process, _) in runs { try process.run() }
        return runs.map { process, output in
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
    }

    /// Under CI a missing `redis-server` fails the run; elsewhere the Redis suites are skipped, and this says how to
    /// install it.
    @Suite struct RedisServerTests {
        @Test func redisServerIsInstalledWhereTheRunNeedsIt() {
            guard !RedisServer.isInstalled else { return }
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("\(RedisServer.howToInstall); .ci/run installs it")
            } else {
                print(RedisServer.howToInstall)
            }
        }
    }
#endif
