#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where and how to reach a Redis server, and how long to wait for it.
///
/// Every key the product writes starts with ``keyPrefix``, so that several applications, or a test and a
/// server, share one Redis without reading each other's keys.
///
/// ```swift
/// var configuration = try RedisConfiguration(url: "redis://shop:secret@10.0.0.5:6379/2")
/// configuration.keyPrefix = "shop:"
/// configuration.commandTimeout = .milliseconds(250)
/// ```
public struct RedisConfiguration: Sendable, Hashable {
    /// The server's host name or address.
    public var host: String
    /// The server's port.
    public var port: Int
    /// The database number `SELECT`ed on each connection.
    public var database: Int
    /// The user of `AUTH`, with Redis 6's access lists; `nil` for the default user.
    public var username: String?
    /// The password of `AUTH`, or `nil` for a server without one.
    public var password: String?
    /// How long a connection may take to open before it is given up.
    public var connectTimeout: Duration
    /// How long one command may wait for its answer; past it the connection is closed, as its answer could still
    /// arrive, and the operation fails closed.
    public var commandTimeout: Duration
    /// What every key begins with: `paymentrequestkit:` unless the caller says otherwise.
    public var keyPrefix: String
    /// How many connections serve the operations, the most commands in flight at once; the `async` operations
    /// run on as many threads of the product's own, the synchronous ones on their callers' threads.
    public var connections: Int

    /// Creates a configuration.
    public init(
        host: String = "127.0.0.1", port: Int = 6379, database: Int = 0, username: String? = nil,
        password: String? = nil, connectTimeout: Duration = .seconds(1), commandTimeout: Duration = .seconds(1),
        keyPrefix: String = "paymentrequestkit:", connections: Int = 4
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.username = username
        self.password = password
        self.connectTimeout = connectTimeout
        self.commandTimeout = commandTimeout
        self.keyPrefix = keyPrefix
        self.connections = max(1, connections)
    }

    /// A configuration from a URL, `redis://[[user]:password@]host[:port][/database]`, with the defaults for the
    /// rest.
    ///
    /// - Throws: ``RedisConfigurationError`` naming what is wrong with the URL, which it quotes with its password
    ///   masked.
    public init(url: String) throws(RedisConfigurationError) {
        let text = url
        let shown = Self.masked(url)
        guard text.hasPrefix("redis://") else {
            throw RedisConfigurationError("\(shown) is not a redis:// URL")
        }
        var rest = Substring(text.dropFirst("redis://".count))
        self.init()
        if let at = rest.lastIndex(of: "@") {
            let credentials = rest[..<at]
            rest = rest[rest.index(after: at)...]
            if let colon = credentials.firstIndex(of: ":") {
                let user = credentials[..<colon]
                username = user.isEmpty ? nil : String(user)
                password = String(credentials[credentials.index(after: colon)...])
            } else {
                password = String(credentials)
            }
        }
        if let slash = rest.firstIndex(of: "/") {
            let number = rest[rest.index(after: slash)...]
            guard !number.isEmpty else {
                rest = rest[..<slash]
                try setHostAndPort(rest, in: shown)
                return
            }
            guard number.allSatisfy(\.isASCII), let database = Int(number), (0...1023).contains(database) else {
                throw RedisConfigurationError("\(number) in \(shown) is not a database number")
            }
            self.database = database
            rest = rest[..<slash]
        }
        try setHostAndPort(rest, in: shown)
    }

    /// A URL as messages may quote it: the password between `:` and `@` replaced by `***`.
    static func masked(_ url: String) -> String {
        guard url.hasPrefix("redis://"), let at = url.lastIndex(of: "@") else { return url }
        let authority = url[url.index(url.startIndex, offsetBy: "redis://".count)..<at]
        guard let colon = authority.firstIndex(of: ":") else {
            // `redis://password@host`: the whole credential is the password.
            return "redis://***" + url[at...]
        }
        return "redis://" + authority[..<colon] + ":***" + url[at...]
    }

    private mutating func setHostAndPort(_ authority: Substring, in text: String) throws(RedisConfigurationError) {
        var host = authority
        if let colon = authority.lastIndex(of: ":") {
            let number = authority[authority.index(after: colon)...]
            guard number.allSatisfy(\.isASCII), let port = Int(number), (1...65_535).contains(port) else {
                throw RedisConfigurationError("\(number) in \(text) is not a port")
            }
            self.port = port
            host = authority[..<colon]
        }
        guard !host.isEmpty else { throw RedisConfigurationError("\(text) names no host") }
        self.host = String(host)
    }
}

extension RedisConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The configuration as a URL with its password masked, and the settings that are not in a URL.
    public var description: String {
        let credentials =
            username.map { "\($0)\(password == nil ? "" : ":***")@" } ?? (password == nil ? "" : ":***@")
        return
            "redis://\(credentials)\(host):\(port)/\(database) (prefix \(keyPrefix), \(connections) connection(s), connect timeout \(connectTimeout), command timeout \(commandTimeout))"
    }

    /// The same as ``description``: a configuration printed while debugging never shows its password.
    public var debugDescription: String { description }

    /// The members without the password, which reads `***` when there is one.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "host": host, "port": port, "database": database, "username": username as Any,
                "password": password == nil ? "nil" : "***", "connectTimeout": connectTimeout,
                "commandTimeout": commandTimeout, "keyPrefix": keyPrefix, "connections": connections,
            ], displayStyle: .struct)
    }
}

/// A Redis URL or configuration that cannot be used, and why.
public struct RedisConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    init(_ message: String) {
        self.message = message
    }

    /// What is wrong.
    public var description: String { message }
}
