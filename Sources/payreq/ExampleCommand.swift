/// `payreq example [NAME]`: prints a ready request as JSON, or lists them.
struct ExampleCommand {
    static let usage = "payreq example [<name>]"

    static let help = """
        OVERVIEW: Print a ready request as JSON, or list the examples.

        Each example is a file of the package's Examples/Requests, carried in payreq as it is.

        USAGE: \(usage)

        ARGUMENTS:
          <name>                  One of: \(ExampleRequests.all.map(\.name).joined(separator: ", ")).

        OPTIONS:
          -h, --help              Show help information.
        """

    var name: String?
    var helpRequested = false

    init(parsing arguments: [String]) throws {
        (name, helpRequested) = try ArgumentScanner.operandAndHelp(arguments, usage: Self.usage)
    }

    func run(_ output: inout StandardStreams) throws -> ExitStatus {
        if helpRequested {
            output.write(Self.help + "\n")
            return .success
        }
        guard let name else {
            for example in ExampleRequests.all {
                let padding = String(repeating: " ", count: max(0, 15 - example.name.count))
                output.write(example.name + padding + example.summary + "\n")
            }
            return .success
        }
        guard let example = ExampleRequests.all.first(where: { $0.name == name }) else {
            throw UsageError(
                message:
                    "Unknown example '\(name)'; choose one of \(ExampleRequests.all.map(\.name).joined(separator: ", "))",
                usage: Self.usage
            )
        }
        output.write(example.json)
        return .success
    }
}
