import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real `redis-server` process of the caller's own, on a free loopback port, without persistence: for the Redis
/// tests and benchmarks, which never use a mock.
public final class LocalRedisServer: @unchecked Sendable {
    /// Where `redis-server` is installed, if it is.
    public static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
        return (path.split(separator: ":").map { "\($0)/redis-server" } + ["/usr/bin/redis-server"]).first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Whether `redis-server` is installed.
    public static var isInstalled: Bool { executable != nil }

    /// What a run without `redis-server` says.
    public static let howToInstall =
        "redis-server is not installed, so the Redis tests do not run: sudo apt-get install redis-server (Debian and Ubuntu), or brew install redis"

    /// The loopback port the server listens on.
    public let port: Int
    private var process: Process?

    /// A server on a free port, listening.
    public init() throws {
        port = try Self.freePort()
        try start()
    }

    deinit { stop() }

    /// Starts the server again on its port, empty: it keeps nothing on disk.
    public func start() throws {
        guard let executable = Self.executable else { throw Failure(Self.howToInstall) }
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
        // Redis listens once it is ready for commands, so a connection that opens is a server that answers.
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if Self.accepts(port) { return }
            usleep(20_000)
        }
        throw Failure("redis-server did not listen on port \(port)")
    }

    /// Stops the server and waits for it to end.
    public func stop() {
        guard let process, process.isRunning else { return }
        // Killed, not asked: a child of a test process may start with SIGTERM blocked, as the threads that spawn
        // it have it, and nothing on disk needs a clean shutdown.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        self.process = nil
    }

    /// Whether a TCP connection to the loopback port opens.
    private static func accepts(_ port: Int) -> Bool {
        withLoopbackSocket(port: port) { descriptor, address, length in connect(descriptor, address, length) == 0 }
            ?? false
    }

    /// A port nothing listens on now.
    private static func freePort() throws -> Int {
        let port = withLoopbackSocket(port: 0) { descriptor, address, length -> Int? in
            var length = length
            guard bind(descriptor, address, length) == 0, getsockname(descriptor, address, &length) == 0 else {
                return nil
            }
            return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                Int(UInt16(bigEndian: $0.pointee.sin_port))
            }
        }
        guard let port = port ?? nil else { throw Failure("no free port") }
        return port
    }

    /// Calls `body` with a new TCP socket and the loopback address with `port`, and closes the socket after.
    private static func withLoopbackSocket<Result>(
        port: Int, _ body: (Int32, UnsafeMutablePointer<sockaddr>, socklen_t) -> Result
    ) -> Result? {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    /// Why the server could not start.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
        /// A failure that says what went wrong.
        public init(_ description: String) { self.description = description }
    }
}
