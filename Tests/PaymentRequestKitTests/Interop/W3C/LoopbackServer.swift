import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-page HTTP server on 127.0.0.1, for a headless browser to load: every request gets the page.
///
/// The Payment Request API needs a secure context; `http://127.0.0.1` is one, a `data:` or `file:` URL is not.
final class LoopbackServer: @unchecked Sendable {
    let port: UInt16
    private let socket: Int32
    private let page: [UInt8]

    init(page: String) throws {
        self.page = Array(page.utf8)
        #if canImport(Glibc)
            let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socket = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    var url: String { "http://127.0.0.1:\(port)/" }

    private func serve() {
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 65536)
            // The request is read only so that the browser does not see a reset; every path gets the page.
            _ = read(client, &buffer, buffer.count)
            let header = Array(
                "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(page.count)\r\nConnection: close\r\n\r\n"
                    .utf8)
            for part in [header, page] {
                var offset = 0
                while offset < part.count {
                    let written = part[offset...].withUnsafeBytes { Self.send(client, $0) }
                    guard written > 0 else { break }
                    offset += written
                }
            }
            close(client)
        }
    }

    /// Sends without SIGPIPE: the browser may close a connection (its favicon request) before the page is sent,
    /// and the signal's default action would end the whole test process.
    private static func send(_ client: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
            return Glibc.send(client, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #else
            var on: Int32 = 1
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            return Darwin.send(client, bytes.baseAddress, bytes.count, 0)
        #endif
    }

    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }
}
