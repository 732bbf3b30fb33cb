import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `payreq validate [--json] [--now ISO-8601-DATE-TIME] [--in-app] [--api-version N] [--format FORMAT] FILE...`
///
/// Arguments and output only: `PaymentDocument` recognises, reads and checks each document, and the library
/// writes each report.
struct ValidateCommand {
    static let usage =
        "payreq validate [--json] [--now <date-time>] [--in-app] [--api-version <n>] [--require-sum] [--minimum-ios <version>] [--entitlements <file>] [--trust-root <file>] [--format <format>] [--request <file>] [--currency <code>] [--update-kind <kind>] <file> ..."

    /// The names `--format` takes besides `auto`: every format's, then every kind's that is not a format's.
    static let formatNames =
        PaymentDocumentKind.formatNames
        + PaymentDocumentKind.allKinds.map(\.rawValue).filter { !PaymentDocumentKind.formatNames.contains($0) }

    static let help = """
        OVERVIEW: Decode and validate Apple Pay JS payment requests, and every other document the library reads.

        Each FILE is a JSON document, such as the request a web page hands to 'new ApplePaySession(version,
        request)'. It is recognised by its keys, decoded and checked against every rule of its kind, for Apple Pay
        on the Web or, with --in-app, for an app. The kinds: an Apple Pay JS request, the updates a page answers
        the sheet's events with and authorization results, sheet events, session snapshots, the merchant
        validation request and Apple's merchant session, the documents of adding a card to Wallet, payments, tokens, envelopes and decrypted
        payment data, W3C Payment Request and Google Pay documents, and Google Pay's answers: the payment data a
        page posts, its callbacks, and the updates and authorization results the page returns to the sheet. A
        document whose keys fit none is read as a
        request; where the keys fit two kinds equally well, payreq says which --format to pass. A FILE of '-'
        reads standard input.

        USAGE: \(usage)

        ARGUMENTS:
          <file>                  The documents to check; '-' reads standard input.

        OPTIONS:
          --json                  Print one JSON array with one object per file.
          --now <date-time>       The current time for date rules, as ISO 8601 (2026-11-21T12:00:00Z).
          --in-app                Validate for an app (PassKit): the merchant identifier is required.
          --minimum-ios <version> With --in-app, the app's deployment target (16.4): a network, capability or
                                  field PassKit introduced later is an error.
          --entitlements <file>   With --in-app, the app's .entitlements property list: the request's merchant
                                  identifier must be in its com.apple.developer.in-app-payments.
          --trust-root <file>     FOR TESTS AND SANDBOXES ONLY: a generate-request input's chain may end in this
                                  test root's intermediate, rather than Apple's, under Apple's issuer encryption
                                  policy otherwise.
          --api-version <n>       The Apple Pay JS version the page passes to 'new ApplePaySession(n, request)',
                                  1 to 15; the default is 15, the newest. (--version is payreq's own.)
          --require-sum           A final total that is not the sum of the line items is an error, not a
                                  warning (neither Safari nor PassKit adds them up).
          --format <format>       auto (the default: each document's keys say its kind), or a format whose kinds
                                  are told apart by their keys: \(PaymentDocumentKind.formatNames.joined(separator: ", ")).
                                  A kind's own name reads every document as that kind: \(PaymentDocumentKind.allKinds.map(\.rawValue).joined(separator: ", ")).
          --request <file>        The Apple Pay JS request the documents belong to: what an event is checked
                                  against (a shipping method it offers, a card type its capabilities allow), a
                                  token's and decrypted data's matching checks, and an update's currency. For
                                  Apple's merchant sessions, the merchant validation body the server sent: the
                                  session's domain, display name and merchant identifier are checked against it.
                                  For a decrypted Google Pay message, the Google Pay PaymentDataRequest: its
                                  allowed auth methods and gateway merchant. For Google Pay's answers, the
                                  PaymentDataRequest the page showed: a network, tokenization, shipping country
                                  and option, offers and callbacks it allowed, and what it asked for present.
          --currency <code>       An update's currency, without --request; without either, USD, with a warning.
          --update-kind <kind>    The event an update answers, for the errors it may carry: shipping-contact,
                                  shipping-method, payment-method or coupon-code.
          -h, --help              Show help information.

        EXIT STATUS: 0 when every document is valid (warnings allowed), 1 when any is invalid,
        2 for usage errors and unreadable files.
        """

    var json = false
    var context = PaymentDocument.Context()
    /// The kinds a document may be, or `nil` for every kind.
    var kinds: [PaymentDocumentKind]?
    /// The file of `--request`, read when the command runs.
    var requestFile: String?
    /// The file of `--entitlements`, read when the command runs.
    var entitlementsFile: String?
    /// The file of `--trust-root`, read when the command runs.
    var trustRootFile: String?
    var files: [String] = []
    var helpRequested = false

    init(parsing arguments: [String]) throws {
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        while let option = scanner.nextOption(collecting: &files) {
            switch option {
            case "--json": json = true
            case "--in-app": context.validationContext.platform = .inApp
            case "--require-sum": context.validationContext.requiresTotalToMatchLineItems = true
            case "-h", "--help": helpRequested = true
            case ArgumentScanner.now: context.validationContext.now = try scanner.date(of: option)
            case Self.apiVersion:
                let text = try scanner.value(of: option, Self.apiVersion)
                guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let version = Int(text),
                    (1...ValidationContext.newestApplePayJSVersion).contains(version)
                else {
                    throw scanner.invalid(
                        text, for: Self.apiVersion,
                        "Apple Pay JS versions are 1 to \(ValidationContext.newestApplePayJSVersion)")
                }
                context.validationContext.applePayJSVersion = version
            case Self.currency:
                let text = try scanner.value(of: option, Self.currency)
                guard let code = CurrencyCode(text) else {
                    throw scanner.invalid(text, for: Self.currency, "use an ISO 4217 code, such as USD")
                }
                context.currency = code
            case Self.updateKind:
                let text = try scanner.value(of: option, Self.updateKind)
                guard let kind = Self.updateKinds[text] else {
                    throw scanner.invalid(
                        text, for: Self.updateKind, "use \(Self.updateKinds.keys.sorted().joined(separator: ", "))")
                }
                context.updateKind = kind
            case Self.requestOption: requestFile = try scanner.value(of: option, Self.requestOption)
            case Self.minimumIOS:
                let text = try scanner.value(of: option, Self.minimumIOS)
                guard let version = PlatformVersion(text) else {
                    throw scanner.invalid(text, for: Self.minimumIOS, "use an iOS release, such as 16.4")
                }
                context.validationContext.deploymentTarget = version
            case Self.entitlements: entitlementsFile = try scanner.value(of: option, Self.entitlements)
            case Self.trustRoot: trustRootFile = try scanner.value(of: option, Self.trustRoot)
            case Self.formatOption:
                let text = try scanner.value(of: option, Self.formatOption)
                guard text == "auto" || PaymentDocumentKind.kinds(named: text) != nil else {
                    throw scanner.invalid(
                        text, for: Self.formatOption, "use auto, \(Self.formatNames.joined(separator: ", "))")
                }
                kinds = PaymentDocumentKind.kinds(named: text)
            default:
                throw scanner.unknown(option)
            }
        }
        if files.isEmpty, !helpRequested {
            throw UsageError(message: "Missing expected argument '<file> ...'", usage: Self.usage)
        }
        if context.validationContext.platform != .inApp,
            context.validationContext.deploymentTarget != nil || entitlementsFile != nil
        {
            throw UsageError(
                message: "--minimum-ios and --entitlements describe an app: give --in-app with them", usage: Self.usage)
        }
    }

    static let apiVersion = ArgumentScanner.Valued("--api-version", "<n>")
    static let currency = ArgumentScanner.Valued("--currency", "<code>")
    static let updateKind = ArgumentScanner.Valued("--update-kind", "<kind>")
    static let requestOption = ArgumentScanner.Valued("--request", "<file>")
    static let minimumIOS = ArgumentScanner.Valued("--minimum-ios", "<version>")
    static let entitlements = ArgumentScanner.Valued("--entitlements", "<file>")
    static let trustRoot = ArgumentScanner.Valued("--trust-root", "<file>")
    static let formatOption = ArgumentScanner.Valued("--format", "<format>")

    static let tokenUsage =
        "payreq token [--json] [--now <date-time>] [--request <file>] <file> ...\n       payreq token --decrypt ... (see 'payreq token --decrypt --help')"

    static let tokenHelp = """
        OVERVIEW: Check a payment, a payment token, its envelope or its decrypted payment data, or a Google Pay token.

        Each FILE is JSON: an ApplePayPayment (it has 'token'), an ApplePayPaymentToken (it has 'paymentData'),
        the token's paymentData envelope (EC_v1 or RSA_v1), or the decrypted payment data (it has
        'applicationPrimaryAccountNumber'). The envelope's structure and its signature's container are checked
        without keys: Apple's certificates, the algorithms, and a signing time within 300 s of --now. Decrypted
        data is checked, and with --request matched against the request that was paid: currency, amount, type.
        A Google Pay payment method token (it has 'signedMessage'), Google's root signing keys and a decrypted
        Google Pay message are checked too (with --request, a Google Pay PaymentDataRequest). A document of
        another kind, such as a payment request, is reported as such, in one line.

        USAGE: \(tokenUsage)

        OPTIONS:
          --json                  Print one JSON array with one object per file.
          --now <date-time>       The current time, as ISO 8601 (2026-11-21T12:00:00Z).
          --request <file>        The Apple Pay JS request that was paid, or the Google Pay PaymentDataRequest, for
                                  the matching checks.
          --decrypt               Verify and decrypt with the merchant's keys: see 'payreq token --decrypt --help'.
          --mint <kind>           Mint a Google Pay token under TEST keys for a server's tests: see
                                  'payreq token --mint --help'.
          -h, --help              Show help information.

        EXIT STATUS: 0 when every document passes (warnings allowed), 1 when any fails,
        2 for usage errors and unreadable files.
        """

    /// `payreq token`: the validate command reading payments and tokens.
    init(token arguments: [String]) throws {
        try self.init(parsing: arguments)
        isTokenCommand = true
        // Both wallets' tokens, told apart by their keys, unless a format was asked for.
        if !arguments.contains("--format") {
            kinds = ["token", "google-pay-token"].flatMap { PaymentDocumentKind.kinds(named: $0) ?? [] }
        }
    }

    /// Whether the command runs as `payreq token`, for its help.
    var isTokenCommand = false

    static let updateKinds: [String: PaymentRequestUpdate.Kind] = [
        "shipping-contact": .shippingContact, "shipping-method": .shippingMethod, "payment-method": .paymentMethod,
        "coupon-code": .couponCode,
    ]

    /// payreq's own rule for a file it cannot read; the run then ends with exit status 2.
    static let unreadable = ValidationRule(
        code: "file.unreadable",
        severity: .error,
        source: .library,
        stage: .decoding,
        summary: "The file must be readable."
    )

    struct Outcome {
        var file: String
        var report: ValidationReport
        var unreadable = false
    }

    func run(_ output: inout StandardStreams) throws -> ExitStatus {
        if helpRequested {
            output.write((isTokenCommand ? Self.tokenHelp : Self.help) + "\n")
            return .success
        }
        var shared = self.context
        if let requestFile {
            try readRequestFile(requestFile, into: &shared, &output)
        }
        if let entitlementsFile {
            shared.validationContext.entitledMerchantIdentifiers = try readEntitlements(entitlementsFile, &output)
        }
        if let trustRootFile {
            let data = try readSideFile(trustRootFile, &output)
            do {
                shared.issuerEncryptionPolicy = .testRoot(named: try MerchantCertificate(data: data).subject)
            } catch {
                output.error(
                    "Error: the test root \(terminalSafe(trustRootFile)) cannot be read: \(terminalSafe("\(error)"))\n")
                throw ExitStatus.usage
            }
        }
        let context = shared
        var unreadable = false
        var allValid = true
        var written = 0
        if json { output.write("[") }
        // Files are read and checked on every core, and each report is written, in the order of the arguments, as
        // soon as it and those before it are done (OrderedPipeline says how memory stays bounded).
        let files = self.files
        func write(_ outcome: Outcome) {
            unreadable = unreadable || outcome.unreadable
            allValid = allValid && outcome.report.isValid
            if json {
                writeJSON(outcome, first: written == 0, &output)
            } else {
                writeText(outcome, &output)
            }
            written += 1
        }
        // One file starts no thread: the pipeline starts at most one fewer than its inputs.
        let pipeline = OrderedPipeline<Outcome>(count: files.count, lead: Self.lead, budget: Self.budgetBytes)
        pipeline.run(
            workers: Self.cores,
            prepare: { index in
                let input = OpenedInput(files[index])
                return (files[index] == "-" ? Self.budgetBytes : input.size ?? 0, input)
            },
            work: { outcome(of: $1, context) },
            consume: { _, outcome in
                write(outcome)
                // Reports reach the terminal a batch at a time, not only when the buffer fills.
                if written % Self.lead == 0 { output.flush() }
            }
        )
        if json { output.write(written == 0 ? "]\n" : "\n]\n") }
        output.flush()
        if unreadable { return .usage }
        return allValid ? .success : .invalid
    }

    /// Reads `--request`: the merchant validation body a merchant session answers, the Google Pay request a
    /// decrypted Google Pay message answers, or the Apple Pay JS request the documents belong to, as the library
    /// recognises it.
    func readRequestFile(
        _ file: String, into context: inout PaymentDocument.Context, _ output: inout StandardStreams
    ) throws(ExitStatus) {
        let document = try readSideDocument(
            file, as: [.applePayRequest, .merchantValidationRequest, .googlePayPaymentDataRequest, .w3cPaymentRequest],
            &output)
        // The recipient a message's token was verified for is not known here: only decrypting knows it.
        context.merchantValidationRequest = document.value(as: MerchantValidationRequest.self)
        context.googlePayRequest = document.value(as: GooglePayPaymentDataRequest.self)
        context.w3cRequest = document.value(as: W3CPaymentRequest.self)
        context.request = document.value(as: PaymentRequest.self)
    }

    /// The most bytes of an entitlements file read: Xcode writes a few hundred, and a hundred merchant identifiers
    /// fit in 8 KiB. Foundation's property list reader recurses into nested arrays, and a few megabytes of them
    /// overflowed its stack; within this bound they are too few to.
    static let maxEntitlementsBytes = 8 << 10

    /// The merchant identifiers of an app's `.entitlements` property list (XML or binary), at most
    /// ``maxEntitlementsBytes``: its `com.apple.developer.in-app-payments` array. A file that is not one is a usage
    /// error.
    func readEntitlements(_ file: String, _ output: inout StandardStreams) throws(ExitStatus) -> Set<String> {
        struct Entitlements: Decodable {
            var merchantIdentifiers: [String]
            enum CodingKeys: String, CodingKey { case merchantIdentifiers = "com.apple.developer.in-app-payments" }
        }
        let data: Data
        do {
            data = try readInput(file, limit: Self.maxEntitlementsBytes)
        } catch {
            output.error("Error: \(terminalSafe("\(error)"))\n")
            throw .usage
        }
        do {
            return Set(try PropertyListDecoder().decode(Entitlements.self, from: data).merchantIdentifiers)
        } catch {
            output.error(
                "Error: \(terminalSafe(file)) is not an entitlements property list with com.apple.developer.in-app-payments, an array of merchant identifiers\n"
            )
            throw .usage
        }
    }

    /// The cores the files are checked on.
    static let cores = availableCores()
    /// How many files may be read ahead of the report being written: 32 per core, so that a slow file holds up
    /// the others only once they are that far ahead.
    static let lead = cores * 32
    /// The most bytes of documents checked at once, unless one file alone is larger: a document's check takes a
    /// few times its size, so large files run one at a time.
    static let budgetBytes = 1 << 20

    func outcome(of input: OpenedInput, _ context: PaymentDocument.Context) -> Outcome {
        let file = input.path
        do {
            let data = try input.contents()
            let result = PaymentDocument.validate(jsonData: data, as: kinds, for: context, keepingDocument: false)
            return Outcome(file: file, report: result.report)
        } catch {
            // Reported once, as the file's line of the report; the exit status says a file was unreadable.
            let violation = Violation(rule: Self.unreadable, path: "", message: "\(error)")
            return Outcome(file: file, report: ValidationReport(violations: [violation]), unreadable: true)
        }
    }

    func writeText(_ outcome: Outcome, _ output: inout StandardStreams) {
        let file = terminalSafe(outcome.file)
        if outcome.report.violations.isEmpty {
            output.write("\(file): OK\n")
        }
        for violation in outcome.report.violations {
            output.write("\(file): \(terminalSafe(violation.description))\n")
        }
    }

    func writeJSON(_ outcome: Outcome, first: Bool, _ output: inout StandardStreams) {
        output.write(first ? "\n  " : ",\n  ")
        output.write(outcome.report.jsonListingElement(leading: ["file": outcome.file]))
    }
}
