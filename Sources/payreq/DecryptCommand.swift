import PaymentRequestKit
import PaymentTokenDecryption

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `payreq token --decrypt --key KEY --certificate CERT [--request FILE] [--now DATE] FILE...`, and for Google Pay
/// tokens `payreq token --decrypt --recipient ID --google-roots FILE --key KEY FILE...`.
struct DecryptCommand {
    static let usage =
        "payreq token --decrypt (--key <file> --certificate <file> | --pkcs12 <file> --passphrase-file <file> | --recipient merchant:<id>|gateway:<id> --google-roots <file> --key <file>) ... [--request <file>] [--now <date-time>] [--trust-root <file>] [--replay-guard <url> [--replay-guard-prefix <prefix>] [--replay-guard-password-file <file>]] [--show-account-number] [--show-cryptogram] [--json] <file> ..."

    static let help = """
        OVERVIEW: Verify and decrypt payment tokens with the merchant's payment processing keys (OpenSSL).

        Each FILE is a payment (it has 'token'), a payment token (it has 'paymentData') or the token's paymentData
        envelope. The token's structure and signature are checked, the signature and its chain verified against
        Apple Root CA - G3 at the signing time, the signing time must be within 300 s of --now, and the data is
        decrypted with the key the token names by its publicKeyHash, then checked (and with --request, matched:
        application data, currency, amount, type). The account number is shown as its last four digits.

        With --recipient and --google-roots, each FILE is a Google Pay payment method token (it has
        'signedMessage'): Google's root key for its protocol signs the intermediate key (ECv2), which signs the
        message for the recipient; the message is opened with the first --key whose tag matches, must not have
        expired, and is checked (and with --request, a Google Pay PaymentDataRequest, matched: auth method,
        recipient, gateway merchant). The library never fetches Google's keys: give the list the server fetched.

        USAGE: \(usage)

        OPTIONS:
          --key <file>            A payment processing private key, PEM or DER; give one per certificate.
          --certificate <file>    Its payment processing certificate, PEM or DER, in the same order as --key.
          --pkcs12 <file>         A payment processing certificate and key in one PKCS #12 file (.p12), as a
                                  keychain exports them; give --passphrase-file with it.
          --passphrase-file <file>
                                  The file whose first line is the PKCS #12 files' pass phrase.
          --recipient <id>        Google Pay: who the tokens are for, merchant:<merchantId> (DIRECT tokenization) or
                                  gateway:<gatewayId> (PAYMENT_GATEWAY).
          --google-roots <file>   Google Pay: Google's root signing keys, {"keys": [...]}, as fetched from
                                  https://payments.developers.google.com/paymentmethodtoken/keys.json (test:
                                  .../paymentmethodtoken/test/keys.json). Required: no built-in list goes stale.
                                  With them, each --key is a Google Pay P-256 private key (PKCS #8 or SEC 1, PEM
                                  or DER), tried in turn.
          --request <file>        The Apple Pay JS request that was paid, or the Google Pay PaymentDataRequest,
                                  for the matching checks.
          --now <date-time>       The current time, as ISO 8601 (2026-11-21T12:00:00Z).
          --trust-root <file>     FOR TESTS AND SANDBOXES ONLY: trust this root instead of Apple Root CA - G3.
                                  Every result then says that the token was not verified against Apple.
          --replay-guard <url>    Record each transaction in a replay guard that other servers share, on Redis:
                                  redis://[user@]host[:port][/database]. A token recorded already is refused, and
                                  so is every token while Redis cannot be reached (fail closed). Without it, one
                                  run still accepts each transaction once, in memory. Needs payreq built with the
                                  Redis trait.
          --replay-guard-prefix <prefix>
                                  The prefix of the guard's keys, as the servers configure it (default
                                  paymentrequestkit:).
          --replay-guard-password-file <file>
                                  The file whose first line is Redis's password; or set
                                  PAYREQ_REPLAY_GUARD_PASSWORD. A password in the URL is visible to other users
                                  of the machine, and payreq says so.
          --show-account-number   Print the whole account number, which is otherwise cut to its last four digits.
          --show-cryptogram       Print the cryptogram, and Apple Pay's EMV data, PIN data and authentication
                                  data, which are otherwise left out.
          --json                  Print one JSON array with one object per file, with the decrypted data.
          -h, --help              Show help information.

        EXIT STATUS: 0 when every token decrypts and passes, 1 when any fails, 2 for usage errors and
        unreadable files.
        """

    var keyFiles: [String] = []
    var certificateFiles: [String] = []
    var pkcs12Files: [String] = []
    var passphraseFile: String?
    var requestFile: String?
    var now = Date()
    var trustRoot: String?
    /// `--replay-guard`'s URL, and the options that go with it.
    var replayGuardURL: String?
    var replayGuardPrefix: String?
    var replayGuardPasswordFile: String?
    /// What the printed payments show beyond the last four digits: `--show-account-number`, `--show-cryptogram`.
    var shown: SensitivePaymentData = []
    var json = false
    var files: [String] = []
    var helpRequested = false
    var recipient: GooglePayRecipient?
    var googleRoots: String?

    static let certificate = ArgumentScanner.Valued("--certificate", "<file>")
    static let pkcs12 = ArgumentScanner.Valued("--pkcs12", "<file>")
    static let request = ArgumentScanner.Valued("--request", "<file>")
    static let trustRootOption = ArgumentScanner.Valued("--trust-root", "<file>")
    static let replayGuardOption = ArgumentScanner.Valued("--replay-guard", "<url>")
    static let replayGuardPrefixOption = ArgumentScanner.Valued("--replay-guard-prefix", "<prefix>")
    static let replayGuardPasswordFileOption = ArgumentScanner.Valued("--replay-guard-password-file", "<file>")
    static let recipientOption = ArgumentScanner.Valued("--recipient", "<id>")
    static let googleRootsOption = ArgumentScanner.Valued("--google-roots", "<file>")

    /// Whether the tokens are Google Pay's.
    var isGooglePay: Bool { recipient != nil || googleRoots != nil }

    init(parsing arguments: [String]) throws {
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        while let option = scanner.nextOption(collecting: &files) {
            switch option {
            case "--decrypt": break
            case "--json": json = true
            case "--show-account-number": shown.insert(.accountNumber)
            case "--show-cryptogram": shown.insert(.cryptogram)
            case "-h", "--help": helpRequested = true
            case ArgumentScanner.key: keyFiles.append(try scanner.value(of: option, ArgumentScanner.key))
            case Self.certificate: certificateFiles.append(try scanner.value(of: option, Self.certificate))
            case Self.pkcs12: pkcs12Files.append(try scanner.value(of: option, Self.pkcs12))
            case ArgumentScanner.passphraseFile:
                passphraseFile = try scanner.value(of: option, ArgumentScanner.passphraseFile)
            case Self.request: requestFile = try scanner.value(of: option, Self.request)
            case Self.trustRootOption: trustRoot = try scanner.value(of: option, Self.trustRootOption)
            case Self.replayGuardOption: replayGuardURL = try scanner.value(of: option, Self.replayGuardOption)
            case Self.replayGuardPrefixOption:
                replayGuardPrefix = try scanner.value(of: option, Self.replayGuardPrefixOption)
            case Self.replayGuardPasswordFileOption:
                replayGuardPasswordFile = try scanner.value(of: option, Self.replayGuardPasswordFileOption)
            case ArgumentScanner.now: now = try scanner.date(of: option)
            case Self.recipientOption:
                recipient = try scanner.value(
                    of: option, Self.recipientOption, accepting: "use merchant:<id> or gateway:<id>",
                    GooglePayRecipient.init)
            case Self.googleRootsOption: googleRoots = try scanner.value(of: option, Self.googleRootsOption)
            default: throw scanner.unknown(option, in: "payreq token --decrypt")
            }
        }
        guard !helpRequested else { return }
        if replayGuardURL == nil, replayGuardPrefix != nil || replayGuardPasswordFile != nil {
            throw UsageError(
                message: "--replay-guard-prefix and --replay-guard-password-file go with --replay-guard",
                usage: Self.usage)
        }
        if isGooglePay {
            guard recipient != nil, googleRoots != nil else {
                throw UsageError(message: "Give --recipient and --google-roots together", usage: Self.usage)
            }
            guard certificateFiles.isEmpty, pkcs12Files.isEmpty, trustRoot == nil else {
                throw UsageError(
                    message: "Google Pay tokens take --key alone: no --certificate, --pkcs12 or --trust-root",
                    usage: Self.usage)
            }
            if files.isEmpty { throw UsageError(message: "Missing expected argument '<file> ...'", usage: Self.usage) }
            return
        }
        if !pkcs12Files.isEmpty, passphraseFile == nil {
            throw UsageError(message: "Give --passphrase-file with --pkcs12", usage: Self.usage)
        }
        if !keyFiles.isEmpty, certificateFiles.isEmpty, pkcs12Files.isEmpty {
            throw UsageError(
                message:
                    "Give each --key with its --certificate for Apple Pay tokens, or --recipient and --google-roots for Google Pay tokens",
                usage: Self.usage)
        }
        guard !keyFiles.isEmpty || !pkcs12Files.isEmpty, keyFiles.count == certificateFiles.count else {
            throw UsageError(
                message:
                    "Give each --key with its --certificate (\(keyFiles.count) keys, \(certificateFiles.count) certificates)",
                usage: Self.usage)
        }
        if files.isEmpty { throw UsageError(message: "Missing expected argument '<file> ...'", usage: Self.usage) }
    }

    func run(_ output: inout StandardStreams) throws -> ExitStatus {
        if helpRequested {
            output.write(Self.help + "\n")
            return .success
        }
        if isGooglePay { return try runGooglePay(&output) }
        var keys: [MerchantPaymentProcessingKey] = []
        for (keyFile, certificateFile) in zip(keyFiles, certificateFiles) {
            do {
                keys.append(
                    try MerchantPaymentProcessingKey(
                        certificate: readInput(certificateFile), privateKey: readInput(keyFile)))
            } catch {
                throw UsageError(
                    message: "The key \(keyFile) with \(certificateFile) cannot be used: \(terminalSafe("\(error)"))",
                    usage: Self.usage)
            }
        }
        if let passphraseFile {
            let passphrase: String
            do {
                passphrase = try readPassphrase(passphraseFile)
            } catch {
                throw UsageError(message: "The pass phrase file cannot be read: \(error)", usage: Self.usage)
            }
            for file in pkcs12Files {
                do {
                    keys.append(try MerchantPaymentProcessingKey(pkcs12: readInput(file), passphrase: passphrase))
                } catch {
                    throw UsageError(
                        message: "The PKCS #12 file \(file) cannot be used: \(terminalSafe("\(error)"))",
                        usage: Self.usage)
                }
            }
        }
        var root = PaymentTokenRoot.appleRootCAG3
        if let trustRoot {
            do {
                root = try PaymentTokenRoot.untrustedTestRoot(certificate: readInput(trustRoot))
            } catch {
                throw UsageError(message: "The test root \(trustRoot) cannot be used: \(error)", usage: Self.usage)
            }
        }
        let request = try requestFile.map { file throws(ExitStatus) in try readRequest(file, &output) }
        let decryptor = PaymentTokenDecryptor(keys: keys, root: root, replayGuard: try makeReplayGuard(&output))
        let verifiedBy =
            root.isAppleRoot
            ? "" : " (NOT verified against Apple: signed under the test root \(root.fingerprint.prefix(16))...)"
        return decryptAll(
            with: decryptor, request: request, &output,
            json: "\"verifiedAgainstApple\": \(root.isAppleRoot), ", decrypted: "decrypted\(verifiedBy)",
            failed: verifiedBy)
    }

    /// Decrypts every file with `decryptor` and prints each outcome in the order of the arguments, as text or as
    /// one JSON array, showing what the options ask for; the exit status says whether all decrypted.
    ///
    /// Tokens are decrypted one after another, each recorded by the replay guard, so that of two copies of a
    /// token the first named is the one accepted.
    func decryptAll<Decryptor: WalletTokenDecryptor>(
        with decryptor: Decryptor, request: Decryptor.Request?, _ output: inout StandardStreams, json head: String,
        decrypted: String, failed: String
    ) -> ExitStatus {
        var results: [(file: String, result: Result<DecryptedPayment, PaymentTokenError>)] = []
        var unreadable = false
        let (files, now) = (self.files, self.now)
        let pipeline = OrderedPipeline<(Result<DecryptedPayment, PaymentTokenError>, unreadable: Bool)>(
            count: files.count, lead: ValidateCommand.lead, budget: ValidateCommand.budgetBytes)
        pipeline.run(
            workers: 1,
            prepare: { _ in (0, ()) },
            work: { index, _ in
                do {
                    let data = try readInput(files[index])
                    return (
                        Result { () throws(PaymentTokenError) in
                            try decryptor.decryptPayment(jsonData: data, now: now, request: request)
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
                output.write("{\"file\": \(jsonLiteral(file)), \(head)")
                switch result {
                case .success(let payment):
                    let printed = String(decoding: payment.jsonData(showing: shown), as: UTF8.self)
                    output.write("\"decrypted\": true, \"payment\": \(printed)}")
                case .failure(let error):
                    output.write(
                        "\"decrypted\": false, \"error\": \(String(decoding: error.jsonData(), as: UTF8.self))}")
                }
            }
            output.write(results.isEmpty ? "]\n" : "\n]\n")
        } else {
            for (file, result) in results {
                switch result {
                case .success(let payment):
                    output.write("\(terminalSafe(file)): \(decrypted): \(terminalSafe(payment.text(showing: shown)))\n")
                case .failure(let error):
                    output.write("\(terminalSafe(file)): error: \(terminalSafe(error.description))\(failed)\n")
                }
            }
        }
        output.flush()
        if unreadable { return .usage }
        return results.allSatisfy { (try? $0.result.get()) != nil } ? .success : .invalid
    }
}
