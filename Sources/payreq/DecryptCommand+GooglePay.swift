import PaymentRequestKit
import PaymentRequestKitRedis
import PaymentTokenDecryption

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DecryptCommand {
    /// Decrypts Google Pay tokens: `--recipient`, `--google-roots` and each `--key`, printed as Apple's are.
    func runGooglePay(_ output: inout StandardStreams) throws -> ExitStatus {
        guard let recipient, let googleRoots else { return .usage }
        let rootKeys: GooglePayRootSigningKeys
        do {
            rootKeys = try GooglePayRootSigningKeys(jsonData: readInput(googleRoots))
        } catch {
            throw UsageError(
                message: "The root keys \(googleRoots) cannot be used: \(terminalSafe(describe(error)))",
                usage: Self.usage)
        }
        var keys: [GooglePayPrivateKey] = []
        for file in keyFiles {
            do {
                keys.append(try GooglePayPrivateKey(readInput(file)))
            } catch {
                throw UsageError(
                    message: "The key \(file) cannot be used: \(terminalSafe("\(error)"))", usage: Self.usage)
            }
        }
        let request = try requestFile.map { file throws(ExitStatus) in try readGooglePayRequest(file, &output) }
        let decryptor = GooglePayTokenDecryptor(
            recipient: recipient, rootKeys: rootKeys, keys: keys,
            replayGuard: replayGuard.map { RedisReplayGuard(configuration: $0) })
        var results: [(file: String, result: Result<GooglePayPaymentMessage, PaymentTokenError>)] = []
        var unreadable = false
        let files = self.files
        let now = self.now
        let pipeline = OrderedPipeline<(Result<GooglePayPaymentMessage, PaymentTokenError>, unreadable: Bool)>(
            count: files.count, lead: ValidateCommand.lead, budget: ValidateCommand.budgetBytes)
        // As for Apple's tokens: every core, unless a replay guard must see the copies in the order named.
        pipeline.run(
            workers: decryptor.replayGuard == nil ? ValidateCommand.cores : 1,
            prepare: { _ in (0, ()) },
            work: { index, _ in
                do {
                    let data = try readInput(files[index])
                    return (
                        Result { () throws(PaymentTokenError) in
                            try decryptor.decrypt(jsonData: data, now: now, request: request)
                        }, false
                    )
                } catch {
                    return (.failure(PaymentTokenError(.invalidToken, "\(error)")), true)
                }
            },
            consume: { index, outcome in
                unreadable = unreadable || outcome.unreadable
                results.append((files[index], outcome.0))
            })
        if json {
            output.write("[")
            for (index, (file, result)) in results.enumerated() {
                output.write(index == 0 ? "\n  " : ",\n  ")
                output.write("{\"file\": \(jsonLiteral(file)), \"recipient\": \(jsonLiteral(recipient.rawValue)), ")
                switch result {
                case .success(let message):
                    let shown = showAccountNumber ? message : message.redacted
                    output.write(
                        "\"decrypted\": true, \"message\": \(String(decoding: shown.jsonData(), as: UTF8.self))}")
                case .failure(let error):
                    output.write(
                        "\"decrypted\": false, \"error\": \(String(decoding: error.jsonData(), as: UTF8.self))}")
                }
            }
            output.write(results.isEmpty ? "]\n" : "\n]\n")
        } else {
            for (file, result) in results {
                switch result {
                case .success(let message):
                    let text = showAccountNumber ? message.unredactedDescription : message.description
                    output.write(
                        "\(terminalSafe(file)): decrypted for \(terminalSafe(recipient.rawValue)): \(terminalSafe(text))\n"
                    )
                case .failure(let error):
                    output.write("\(terminalSafe(file)): error: \(terminalSafe(error.description))\n")
                }
            }
        }
        output.flush()
        if unreadable { return .usage }
        return results.allSatisfy { (try? $0.result.get()) != nil } ? .success : .invalid
    }

    /// The first problem of a document that did not decode, or the error.
    private func describe(_ error: any Error) -> String {
        if let report = (error as? DecodingError)?.validationReport, let first = report.errors.first {
            return first.description
        }
        return "\(error)"
    }

    private func readGooglePayRequest(_ file: String, _ output: inout StandardStreams) throws(ExitStatus)
        -> GooglePayPaymentDataRequest
    {
        let data: Data
        do {
            data = try readInput(file)
        } catch {
            output.error("Error: \(terminalSafe("\(error)"))\n")
            throw .usage
        }
        do {
            return try GooglePayPaymentDataRequest(jsonData: data)
        } catch {
            output.error(
                "\(terminalSafe(file)) is not a Google Pay PaymentDataRequest: \(terminalSafe(describe(error)))\n")
            throw .invalid
        }
    }
}
