#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One command's arguments, read left to right as options and operands, the same way for every command.
///
/// `--` ends the options, so that a file whose name starts with a dash can be named. `-` alone is an operand:
/// standard input. An option that takes a value takes it from `--name=value` or from the next argument.
struct ArgumentScanner {
    enum Argument {
        /// An argument that starts with a dash, before any `--`, as written (`--now=2026-11-21T12:00:00Z`).
        case option(String)
        /// A file, or a name.
        case operand(String)
    }

    private let arguments: [String]
    private let usage: String
    private var index = 0
    private var optionsEnded = false

    /// Reads `arguments`; a usage error names `usage`.
    init(_ arguments: [String], usage: String) {
        self.arguments = arguments
        self.usage = usage
    }

    /// The next option or operand, or `nil` after the last.
    mutating func next() -> Argument? {
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") { return .operand(argument) }
            guard argument == "--" else { return .option(argument) }
            optionsEnded = true
        }
        return nil
    }

    /// The next option, or `nil` after the last argument; the operands before it join `operands`.
    mutating func nextOption(collecting operands: inout [String]) -> String? {
        while let argument = next() {
            switch argument {
            case .option(let option): return option
            case .operand(let operand): operands.append(operand)
            }
        }
        return nil
    }

    /// Reads a command's arguments: operands join `operands`, `-h` and `--help` set `help`, and every other option
    /// goes to `option`, which reads its value from the scanner and returns `false` for one the command lacks.
    static func scan(
        _ arguments: [String], usage: String, command: String, operands: inout [String], help: inout Bool,
        _ option: (String, inout ArgumentScanner) throws -> Bool
    ) throws {
        var scanner = ArgumentScanner(arguments, usage: usage)
        while let name = scanner.nextOption(collecting: &operands) {
            if name == "-h" || name == "--help" {
                help = true
            } else if try !option(name, &scanner) {
                throw scanner.unknown(name, in: command)
            }
        }
    }

    /// The arguments of a command that takes at most one operand and no option but `--help`.
    static func operandAndHelp(_ arguments: [String], usage: String) throws -> (operand: String?, help: Bool) {
        var scanner = ArgumentScanner(arguments, usage: usage)
        var operand: String?
        var help = false
        while let argument = scanner.next() {
            switch argument {
            case .option("-h"), .option("--help"): help = true
            case .option(let option): throw scanner.unknown(option)
            case .operand(let text): try scanner.keep(text, as: &operand)
            }
        }
        return (operand, help)
    }

    /// The value of `option`, which ``Valued`` matched: what follows its `=`, or else the next argument.
    mutating func value(of option: String, _ valued: Valued) throws -> String {
        if option.count > valued.name.count { return String(option.dropFirst(valued.name.count + 1)) }
        guard index < arguments.count else {
            throw UsageError(message: "Missing value for '\(valued.name) \(valued.placeholder)'", usage: usage)
        }
        index += 1
        return arguments[index - 1]
    }

    /// An option's value read by `parse`, or the usage error saying which values it takes (`accepted`) when `parse`
    /// returns `nil`.
    mutating func value<Value>(
        of option: String, _ valued: Valued, accepting accepted: String, _ parse: (String) -> Value?
    ) throws -> Value {
        let text = try value(of: option, valued)
        guard let parsed = parse(text) else { throw invalid(text, for: valued, accepted) }
        return parsed
    }

    /// `--now`, which every command that judges time takes.
    static let now = Valued("--now", "<date-time>")
    /// `--key`, a private key file, which the commands that read keys take.
    static let key = Valued("--key", "<file>")
    /// `--passphrase-file`, the file of a PKCS #12 file's pass phrase: never the command line, which every user of
    /// the machine can read in its process list.
    static let passphraseFile = Valued("--passphrase-file", "<file>")

    /// The value of `--now`: an ISO 8601 date and time, with or without fractional seconds.
    mutating func date(of option: String) throws -> Date {
        let text = try value(of: option, Self.now)
        if let date = try? Date(text, strategy: .iso8601) { return date }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) {
            return date
        }
        throw invalid(text, for: Self.now, "use ISO 8601, such as 2026-11-21T12:00:00Z")
    }

    /// Keeps `operand` as the one operand a command takes; a second one is a usage error.
    func keep(_ operand: String, as slot: inout String?) throws {
        guard slot == nil else { throw UsageError(message: "Unexpected argument '\(operand)'", usage: usage) }
        slot = operand
    }

    /// The usage error for an option the command does not have.
    func unknown(_ option: String, in command: String? = nil) -> UsageError {
        UsageError(message: "Unknown option '\(option)'" + (command.map { " for '\($0)'" } ?? ""), usage: usage)
    }

    /// The usage error for a value an option does not accept, saying which values it does.
    func invalid(_ text: String, for valued: Valued, _ accepted: String) -> UsageError {
        UsageError(
            message: "The value '\(text)' is invalid for '\(valued.name) \(valued.placeholder)': \(accepted)",
            usage: usage)
    }

    /// An option that takes a value, as a `switch` matches it: `--name` or `--name=value`.
    struct Valued {
        let name: String
        let placeholder: String

        init(_ name: String, _ placeholder: String) {
            self.name = name
            self.placeholder = placeholder
        }

        static func ~= (pattern: Valued, option: String) -> Bool {
            option.hasPrefix(pattern.name)
                && (option.count == pattern.name.count || option.dropFirst(pattern.name.count).first == "=")
        }
    }
}
