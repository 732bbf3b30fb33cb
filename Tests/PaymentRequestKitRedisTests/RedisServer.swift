import Foundation
import Testing

@testable import PaymentRequestKitRedis

#if canImport(Glibc)
    import Glibc
#endif

/// A real `redis-server` of a test's own, on a free loopback port, without persistence: started for the test,
/// stopped and restarted when it asks, and stopped when it ends.
final class RedisServer: @unchecked Sendable {
    /// Where `redis-server` is installed, if it is.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
        return (path.split(separator: ":").map { "\($0)/redis-server" } + ["/usr/bin/redis-server"]).first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    static var isInstalled: Bool { executable != nil }

    /// What a test run without `redis-server` says; under CI (`CI` set, as `.ci/run` sets it) the run fails.
    static let howToInstall =
        "redis-server is not installed, so the Redis tests do not run: sudo apt-get install redis-server (Debian and Ubuntu), or brew install redis"

    let port: Int
    private var process: Process?

    private init(port: Int) {
        self.port = port
    }

    deinit { stop() }

    /// A server on a free port, answering.
    static func start() throws -> RedisServer {
        let server = RedisServer(port: try freePort())
        try server.start()
        return server
    }

    /// Starts the server again on its port, empty: it keeps nothing on disk.
    func start() throws {
        guard let executable = Self.executable else { throw ServerError(Self.howToInstall) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no",
            "--loglevel", "warning", "--dir", FileManager.default.temporaryDirectory.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if (try? admin().command("PING")) == .status("PONG") { return }
            usleep(20_000)
        }
        throw ServerError("redis-server did not answer on port \(port)")
    }

    /// Stops the server and waits for it to end.
    func stop() {
        guard let process, process.isRunning else { return }
        // Killed, not asked: a child of the test process may start with SIGTERM blocked, as the threads that spawn
        // it have it, and nothing on disk needs a clean shutdown.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        self.process = nil
    }

    /// A configuration of the server with short timeouts and a key prefix of the test's own.
    func configuration(
        prefix: String = "test:", connections: Int = 4, commandTimeout: Duration = .milliseconds(500)
    ) -> RedisConfiguration {
        RedisConfiguration(
            port: port, connectTimeout: .milliseconds(300), commandTimeout: commandTimeout, keyPrefix: prefix,
            connections: connections)
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

    /// A port nothing listens on now.
    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerError("no socket") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(descriptor, raw, length) == 0 && getsockname(descriptor, raw, &length) == 0
            }
        }
        guard bound else { throw ServerError("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    struct ServerError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
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
