import PaymentRequestKit

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

/// How payreq ends: 0 when every request is valid, 1 when any is invalid, 2 for usage errors and unreadable files.
struct ExitStatus: RawRepresentable, Equatable, Error {
    var rawValue: Int32

    static let success = ExitStatus(rawValue: 0)
    static let invalid = ExitStatus(rawValue: 1)
    static let usage = ExitStatus(rawValue: 2)
}

/// A usage error: printed to standard error with the usage line, exit status 2.
struct UsageError: Error {
    var message: String
    var usage: String
}

enum Payreq {
    static let version = "payreq 0.1.0 (PaymentRequestKit)"

    static let overview = """
        OVERVIEW: Checks Apple Pay payment requests before they reach a customer.

        USAGE: payreq <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          validate                Decode and validate payment requests and every other document the library reads.
          token                   Check a payment, a payment token, its envelope or its decrypted data; with
                                  --decrypt, verify and decrypt it with the merchant's keys.
          cert                    Print the facts of Apple merchant certificates and check that they are current.
          summary                 Print a request as the payment sheet would show it.
          export                  Convert a request to the W3C Payment Request API or to Google Pay.
          example                 Print a ready request as JSON, or list the examples.
          help <subcommand>       Show a subcommand's help ('payreq token --decrypt --help' for decryption).
        """

    static func run(_ arguments: [String]) -> ExitStatus {
        var output = StandardStreams()
        defer { output.flush() }
        do {
            return try dispatch(arguments, &output)
        } catch let status as ExitStatus {
            // What went wrong is already on standard error.
            return status
        } catch let error as UsageError {
            output.error(
                "Error: \(terminalSafe(error.message))\nUsage: \(error.usage)\n  See 'payreq --help' for more information.\n"
            )
            return .usage
        } catch {
            output.error("Error: \(terminalSafe("\(error)"))\n")
            return .usage
        }
    }

    static func dispatch(_ arguments: [String], _ output: inout StandardStreams) throws -> ExitStatus {
        guard let first = arguments.first else {
            output.error(overview + "\n")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            output.write(overview + "\n")
            return .success
        case "--version":
            output.write(version + "\n")
            return .success
        case "help":
            return try help(rest.first, &output)
        case "validate":
            return try ValidateCommand(parsing: rest).run(&output)
        case "token":
            if rest.contains("--decrypt") { return try DecryptCommand(parsing: rest).run(&output) }
            if rest.contains(where: { $0 == "--mint" || $0.hasPrefix("--mint=") }) {
                return try MintCommand(parsing: rest).run(&output)
            }
            return try ValidateCommand(token: rest).run(&output)
        case "cert":
            return try CertCommand(parsing: rest).run(&output)
        case "summary":
            return try SummaryCommand(parsing: rest).run(&output)
        case "export":
            return try ExportCommand(parsing: rest).run(&output)
        case "example":
            return try ExampleCommand(parsing: rest).run(&output)
        default:
            throw UsageError(message: "Unknown subcommand '\(first)'.", usage: "payreq <subcommand>")
        }
    }

    static func help(_ subcommand: String?, _ output: inout StandardStreams) throws -> ExitStatus {
        switch subcommand {
        case "validate": output.write(ValidateCommand.help + "\n")
        case "token": output.write(ValidateCommand.tokenHelp + "\n")
        case "cert": output.write(CertCommand.help + "\n")
        case "summary": output.write(SummaryCommand.help + "\n")
        case "export": output.write(ExportCommand.help + "\n")
        case "example": output.write(ExampleCommand.help + "\n")
        case nil, "help": output.write(overview + "\n")
        case let other?:
            throw UsageError(
                message: "Unknown subcommand '\(other)'; see the list in 'payreq --help'.",
                usage: "payreq help <subcommand>")
        }
        return .success
    }
}

/// Standard output and standard error, buffered so that a thousand results cost one write.
struct StandardStreams {
    private var buffer = [UInt8]()

    init() {
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { writeAll(STDOUT_FILENO, $0) }
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func error(_ text: String) {
        flush()
        var text = text
        text.withUTF8 { writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
    }
}

/// Writes every byte, through short writes and interruptions; a stream that refuses them (a closed pipe) ends it.
func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
    }
}

func readRequest(_ file: String, _ output: inout StandardStreams) throws(ExitStatus) -> PaymentRequest {
    try readSideDocument(file, as: PaymentRequest.self, &output)
}

/// A document a command reads alongside its inputs, such as the request they answer, as the library recognises and
/// reads it as one of `kinds`: a file that cannot be read is a usage error; one that is another kind or does not
/// decode prints the library's report, and is invalid.
func readSideDocument(
    _ file: String, as kinds: [PaymentDocumentKind], _ output: inout StandardStreams
) throws(ExitStatus) -> PaymentDocument {
    let result = PaymentDocument.validate(jsonData: try readSideFile(file, &output), as: kinds)
    guard let document = result.document else {
        output.error(
            "\(terminalSafe(file)) does not decode:\n"
                + result.report.errors.map { "  \(terminalSafe($0.description))\n" }.joined())
        throw .invalid
    }
    return document
}

/// A side document of one type, as ``readSideDocument(_:as:_:)-(_,[PaymentDocumentKind],_)`` reads it.
func readSideDocument<Document: PaymentDocumentRepresentable>(
    _ file: String, as type: Document.Type, _ output: inout StandardStreams
) throws(ExitStatus) -> Document {
    guard let document = try readSideDocument(file, as: [Document.documentKind], &output).value(as: type) else {
        throw .invalid
    }
    return document
}

/// The bytes of a file a command reads alongside its inputs; one that cannot be read is a usage error.
func readSideFile(_ file: String, _ output: inout StandardStreams) throws(ExitStatus) -> Data {
    do {
        return try readInput(file)
    } catch {
        output.error("Error: \(terminalSafe("\(error)"))\n")
        throw .usage
    }
}

/// The pass phrase in a file: its first line, without the line's end. A pass phrase on the command line would be
/// seen by every user of the machine in its process list.
func readPassphrase(_ file: String) throws -> String {
    let bytes = try readInput(file, limit: 4096)
    return String(decoding: bytes.prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
}

/// Reads a file named on the command line; `-` is standard input.
///
/// Nothing beyond `limit` bytes is read: a larger file is refused by its size before reading, and standard input
/// is read in chunks up to one byte past the limit, so that a 2 GB input costs no more memory than the limit.
func readInput(_ path: String, limit: Int = JSONDecodingLimits.default.maxDocumentBytes) throws -> Data {
    try OpenedInput(path).contents(limit: limit)
}

/// A file named on the command line, opened, with its size known before any byte is read: `payreq validate`
/// admits files to its budget by size, and opening once costs one path lookup where a `stat` and
/// `Data(contentsOf:)` took three.
final class OpenedInput: @unchecked Sendable {
    let path: String
    /// The open file, or -1 for standard input or a file that did not open (reading then says why).
    private let descriptor: Int32
    /// Why the file did not open, as `errno` said.
    private var openError: Int32 = 0
    private var status = stat()

    /// Opens a file; `-` is standard input, whose size is unknown until it is read.
    init(_ path: String) {
        self.path = path
        guard path != "-" else {
            descriptor = -1
            return
        }
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { openError = errno }
        if descriptor >= 0, fstat(descriptor, &status) != 0 { status = stat() }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The file's size as `stat` gives it, or `nil` for standard input and a file that did not open.
    var size: Int? { descriptor >= 0 ? Int(status.st_size) : nil }

    /// The whole input, or an error naming the file and the reason.
    func contents(limit: Int = JSONDecodingLimits.default.maxDocumentBytes) throws -> Data {
        if path == "-" {
            return try readAll(
                STDIN_FILENO, expected: 0, limit: limit,
                tooLong: "standard input is longer than the limit of \(limit) bytes")
        }
        guard descriptor >= 0 else { throw InputError(path: path, reason: Self.reason(openError)) }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw InputError(path: path, reason: "it is a directory, not a file")
        }
        if Int(status.st_size) > limit {
            throw InputError(path: path, reason: "the file is \(status.st_size) bytes; the limit is \(limit)")
        }
        return try readAll(
            descriptor, expected: Int(status.st_size), limit: limit,
            tooLong: "the file is longer than the limit of \(limit) bytes")
    }

    /// Everything a descriptor gives until its end, refused past `limit` bytes.
    ///
    /// It reads to the end, not to the size `fstat` gave: a pipe or a file in /proc says 0, and a file may grow.
    /// One byte past the limit is enough to refuse it, so a 2 GB input costs no more memory than the limit.
    private func readAll(_ descriptor: Int32, expected: Int, limit: Int, tooLong: String) throws -> Data {
        var data = Data(count: min(max(expected, 1 << 12), limit) + 1)
        var count = 0
        while true {
            if count == data.count {
                guard count <= limit else { throw InputError(path: path, reason: tooLong) }
                data.count = min(2 * data.count, limit + 1)
            }
            let got = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw InputError(path: path, reason: Self.reason(errno))
            }
            count += got
        }
        guard count <= limit else { throw InputError(path: path, reason: tooLong) }
        data.count = count
        return data
    }

    /// Why a file could not be opened or read: a missing file in the words Foundation used before payreq
    /// stopped loading it, and anything else as the system says it (Foundation said only "The operation could
    /// not be completed. (NSCocoaErrorDomain error 256.)").
    static func reason(_ code: Int32) -> String {
        guard code != ENOENT else { return "The operation could not be completed. The file doesn’t exist." }
        return String(cString: strerror(code))
    }
}

struct InputError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String { "Cannot read '\(path)': \(reason)" }
}

/// A JSON string literal, escaped as JSON requires.
func jsonLiteral(_ text: String) -> String {
    let body = escapingControls(text) { scalar in
        switch scalar {
        case "\"", "\\": "\\" + String(scalar)
        case _ where scalar.value < 0x20:
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                + String(scalar.value, radix: 16)
        default: nil
        }
    }
    return "\"" + body + "\""
}

/// Text from a document or a file name, made safe for a terminal line.
///
/// Control characters (C0, DEL and C1, which include newlines and the escape that starts terminal sequences),
/// the Unicode line and paragraph separators, and the bidirectional overrides that reorder what a reader sees are
/// written as escapes (`\n`, `\u{1b}`), so that no input can forge an output line or restyle the terminal.
func terminalSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    return escapingControls(text) { needsEscape($0) ? "\\u{\(String($0.value, radix: 16))}" : nil }
}

/// `text` with newlines, returns and tabs written as `\n`, `\r` and `\t`, and each other scalar for which
/// `escape` gives an escape written as that: what JSON and a terminal line have in common.
private func escapingControls(_ text: String, _ escape: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if let escaped = escape(scalar) { result += escaped } else { result.unicodeScalars.append(scalar) }
        }
    }
    return result
}

private func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}
