import PaymentRequestKit
import PaymentRequestKitRedis
import PaymentTokenDecryption

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension DecryptCommand {
    /// The environment variable that may hold `--replay-guard`'s password, kept off the command line.
    static let passwordVariable = "PAYREQ_REPLAY_GUARD_PASSWORD"

    /// How to get `--replay-guard`, for a payreq built without it.
    static let redisTraitNeeded =
        "--replay-guard needs payreq built with the package trait Redis, which links hiredis: install it (Debian: apt-get install libhiredis-dev; macOS: brew install hiredis) and run 'swift build --traits Redis --product payreq'"

    /// The replay guard of the run: Redis's with `--replay-guard`, else one in memory, so that one run never
    /// accepts a transaction twice.
    ///
    /// The password comes from `--replay-guard-password-file`, the environment or the URL, in that order; a
    /// password in the URL is visible to every user of the machine (`ps`), so payreq warns, and no message
    /// quotes it. Built without the trait `Redis`, `--replay-guard` is a usage error that says how to build it,
    /// never a guard in memory in its place.
    func makeReplayGuard(_ output: inout StandardStreams) throws -> any PaymentTokenReplayGuard {
        guard let replayGuardURL else { return InMemoryReplayGuard() }
        #if Redis
            var configuration: RedisConfiguration
            do {
                configuration = try RedisConfiguration(url: replayGuardURL)
            } catch {
                throw UsageError(message: "Invalid value for '--replay-guard': \(error.message)", usage: Self.usage)
            }
            if let replayGuardPasswordFile {
                do {
                    configuration.password = try readPassphrase(replayGuardPasswordFile)
                } catch {
                    throw UsageError(message: "The password file cannot be read: \(error)", usage: Self.usage)
                }
            } else if let variable = getenv(Self.passwordVariable) {
                configuration.password = String(cString: variable)
            } else if configuration.password != nil {
                output.error(
                    "payreq: warning: the password in --replay-guard is visible to other users of this machine; use --replay-guard-password-file or \(Self.passwordVariable)\n"
                )
            }
            if let replayGuardPrefix { configuration.keyPrefix = replayGuardPrefix }
            return RedisReplayGuard(configuration: configuration)
        #else
            throw UsageError(message: Self.redisTraitNeeded, usage: Self.usage)
        #endif
    }
}
