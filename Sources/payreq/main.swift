// payreq: checks Apple Pay payment requests before they reach a customer.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let status = Payreq.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
