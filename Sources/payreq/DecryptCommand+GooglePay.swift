import PaymentRequestKit
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
        let request = try requestFile.map { file throws(ExitStatus) in
            try readSideDocument(file, as: GooglePayPaymentDataRequest.self, &output)
        }
        let decryptor = GooglePayTokenDecryptor(
            recipient: recipient, rootKeys: rootKeys, keys: keys,
            replayGuard: try makeReplayGuard(&output))
        return decryptAll(
            with: decryptor, request: request, &output, json: "\"recipient\": \(jsonLiteral(recipient.rawValue)), ",
            decrypted: "decrypted for \(terminalSafe(recipient.rawValue))", failed: "")
    }

    /// The first problem of a document that did not decode, or the error.
    private func describe(_ error: any Error) -> String {
        if let report = (error as? DecodingError)?.validationReport, let first = report.errors.first {
            return first.description
        }
        return "\(error)"
    }
}
