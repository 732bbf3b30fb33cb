import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `payreq validate [--json] [--now ISO-8601-DATE-TIME] [--in-app] [--api-version N] [--format FORMAT] FILE...`
struct ValidateCommand {
    static let usage =
        "payreq validate [--json] [--now <date-time>] [--in-app] [--api-version <n>] [--require-sum] [--format <format>] <file> ..."

    /// What kind of document each file is.
    enum Format: String, CaseIterable {
        /// Whichever document the keys say (`PaymentDocumentKind`); an Apple Pay JS payment request when they
        /// say none.
        case auto
        /// An Apple Pay JS payment request.
        case applePayJS = "apple-pay-js"
        /// A document of adding a card to Wallet: a configuration, a generate-request input or a pass request.
        case provisioning
        /// What a merchant sends back to the sheet: an update dictionary (it has `newTotal`) or an authorization
        /// result.
        case update
        /// A payment, a payment token, its envelope or its decrypted payment data (`payreq token`).
        case token
        /// The arguments of the W3C Payment Request API's constructor, `{ methodData, details, options }`.
        case w3c
        /// A Google Pay `PaymentDataRequest`.
        case googlePay = "google-pay"
        /// An event the payment sheet hands the page (`onshippingmethodselected` and the others).
        case event
        /// A payment sheet session as a server stores it between HTTP requests (`PaymentSheetSnapshot`).
        case snapshot
    }

    static let help = """
        OVERVIEW: Decode and validate Apple Pay JS payment request documents.

        Each FILE is a JSON document as a web page hands it to 'new ApplePaySession(version, request)'. It is
        decoded and checked against every rule for Apple Pay on the Web, or for an app with --in-app. A FILE of
        '-' reads standard input. Every other document the library reads is recognised by its keys: the updates
        a page answers the sheet's events with (they have 'newTotal') and authorization results ('status'),
        sheet events, session snapshots, the merchant validation request, the documents of adding a card to Wallet, payments,
        tokens, envelopes and decrypted payment data, W3C Payment Request and Google Pay documents. Where the
        keys fit two kinds equally well, payreq says which --format to pass.

        USAGE: \(usage)

        ARGUMENTS:
          <file>                  The documents to check; '-' reads standard input.

        OPTIONS:
          --json                  Print one JSON array with one object per file.
          --now <date-time>       The current time for date rules, as ISO 8601 (2026-11-21T12:00:00Z).
          --in-app                Validate for an app (PassKit): the merchant identifier is required.
          --api-version <n>       The Apple Pay JS version the page passes to 'new ApplePaySession(n, request)',
                                  1 to 15; the default is 15, the newest. (--version is payreq's own.)
          --require-sum           A final total that is not the sum of the line items is an error, not a
                                  warning (neither Safari nor PassKit adds them up).
          --format <format>       auto (the default), apple-pay-js, provisioning, update, token (as
                                  'payreq token'), event (a payment sheet event), w3c (the arguments of
                                  'new PaymentRequest(...)' as { methodData, details, options }; each violation
                                  the constructor throws for names its exception), google-pay (a
                                  PaymentDataRequest) or snapshot (a payment sheet session as a server
                                  stores it between HTTP requests).
          --currency <code>       An update's currency: the request's, for the amounts' minor units. Without
                                  it, the currency of --request <file>; without either, USD, with a warning.
          --request <file>        The Apple Pay JS request the documents belong to: an update's currency, a
                                  token's matching checks, and what an event is checked against (a shipping
                                  method it offers, a card type its capabilities allow).
          --update-kind <kind>    The event an update answers, for the errors it may carry: shipping-contact,
                                  shipping-method, payment-method or coupon-code.
          -h, --help              Show help information.

        EXIT STATUS: 0 when every document is valid (warnings allowed), 1 when any is invalid,
        2 for usage errors and unreadable files.
        """

    var json = false
    var now = Date()
    var platform = ValidationContext.Platform.web
    var applePayJSVersion = ValidationContext.newestApplePayJSVersion
    var requireSum = false
    var format = Format.auto
    /// An update's currency as given by `--currency`.
    var givenCurrency: CurrencyCode?
    /// An update's currency: `--currency`'s, the request's, or USD, which is reported as assumed.
    var currency: CurrencyCode { givenCurrency ?? request?.currencyCode ?? .usd }
    var updateKind: PaymentRequestUpdate.Kind?
    /// The request that was paid, for `payreq token`'s matching checks.
    var request: PaymentRequest?
    var files: [String] = []
    var helpRequested = false

    init(parsing arguments: [String]) throws {
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        while let option = scanner.nextOption(collecting: &files) {
            switch option {
            case "--json": json = true
            case "--in-app": platform = .inApp
            case "--require-sum": requireSum = true
            case "-h", "--help": helpRequested = true
            case ArgumentScanner.now: now = try scanner.date(of: option)
            case Self.apiVersion:
                let text = try scanner.value(of: option, Self.apiVersion)
                guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let version = Int(text),
                    (1...ValidationContext.newestApplePayJSVersion).contains(version)
                else {
                    throw scanner.invalid(
                        text, for: Self.apiVersion,
                        "Apple Pay JS versions are 1 to \(ValidationContext.newestApplePayJSVersion)")
                }
                applePayJSVersion = version
            case Self.currency:
                let text = try scanner.value(of: option, Self.currency)
                guard let code = CurrencyCode(text) else {
                    throw scanner.invalid(text, for: Self.currency, "use an ISO 4217 code, such as USD")
                }
                givenCurrency = code
            case Self.updateKind:
                let text = try scanner.value(of: option, Self.updateKind)
                guard let kind = Self.updateKinds[text] else {
                    throw scanner.invalid(
                        text, for: Self.updateKind, "use \(Self.updateKinds.keys.sorted().joined(separator: ", "))")
                }
                updateKind = kind
            case Self.requestFile:
                let path = try scanner.value(of: option, Self.requestFile)
                do {
                    request = try PaymentRequest(jsonData: try Data(contentsOf: URL(fileURLWithPath: path)))
                } catch {
                    throw UsageError(
                        message: "The request '\(path)' cannot be read: \(terminalSafe("\(error)").prefix(300))",
                        usage: Self.usage)
                }
            case Self.formatOption:
                let text = try scanner.value(of: option, Self.formatOption)
                guard let format = Format(rawValue: text) else {
                    throw scanner.invalid(
                        text, for: Self.formatOption, "use \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                self.format = format
            default:
                throw scanner.unknown(option)
            }
        }
        if files.isEmpty, !helpRequested {
            throw UsageError(message: "Missing expected argument '<file> ...'", usage: Self.usage)
        }
    }

    static let apiVersion = ArgumentScanner.Valued("--api-version", "<n>")
    static let currency = ArgumentScanner.Valued("--currency", "<code>")
    static let updateKind = ArgumentScanner.Valued("--update-kind", "<kind>")
    static let requestFile = ArgumentScanner.Valued("--request", "<file>")
    static let formatOption = ArgumentScanner.Valued("--format", "<format>")

    static let tokenUsage = "payreq token [--json] [--now <date-time>] [--request <file>] <file> ..."

    static let tokenHelp = """
        OVERVIEW: Check a payment, a payment token, its envelope or its decrypted payment data.

        Each FILE is JSON: an ApplePayPayment (it has 'token'), an ApplePayPaymentToken (it has 'paymentData'),
        the token's paymentData envelope (EC_v1 or RSA_v1), or the decrypted payment data (it has
        'applicationPrimaryAccountNumber'). The envelope's structure and its signature's container are checked
        without keys: Apple's certificates, the algorithms, and a signing time within 300 s of --now. Decrypted
        data is checked, and with --request matched against the request that was paid: currency, amount, type.

        USAGE: \(tokenUsage)

        OPTIONS:
          --json                  Print one JSON array with one object per file.
          --now <date-time>       The current time, as ISO 8601 (2026-11-21T12:00:00Z).
          --request <file>        The Apple Pay JS request that was paid, for the matching checks.
          --decrypt               Verify and decrypt with the merchant's keys: see 'payreq token --decrypt --help'.
          -h, --help              Show help information.

        EXIT STATUS: 0 when every document passes (warnings allowed), 1 when any fails,
        2 for usage errors and unreadable files.
        """

    /// `payreq token`: the validate command reading payments and tokens.
    init(token arguments: [String]) throws {
        try self.init(parsing: ["--format", "token"] + arguments)
        isTokenCommand = true
    }

    /// Whether the command runs as `payreq token`, for its help.
    var isTokenCommand = false

    static let updateKinds: [String: PaymentRequestUpdate.Kind] = [
        "shipping-contact": .shippingContact, "shipping-method": .shippingMethod, "payment-method": .paymentMethod,
        "coupon-code": .couponCode,
    ]

    /// The report for one document in the chosen format; `auto` asks the library which document it is. The
    /// bytes are parsed once, whether or not the kind is asked for first.
    func report(_ data: Data, _ context: ValidationContext) -> ValidationReport {
        let parsed = ParsedJSON(jsonData: data)
        switch format {
        case .auto:
            let kinds = PaymentDocumentKind.candidates(parsed)
            guard kinds.count <= 1 else { return Self.ambiguous(kinds) }
            return report(parsed, as: kinds.first ?? .applePayRequest, context)
        case .applePayJS: return PaymentRequest.validate(parsed, for: context)
        case .provisioning: return ProvisioningDocumentKind.validate(parsed, now: now)
        case .update:
            let kinds = PaymentDocumentKind.candidates(parsed)
            let isResult = kinds.contains(.authorizationResult) && !kinds.contains(.requestUpdate)
            return report(parsed, as: isResult ? .authorizationResult : .requestUpdate, context)
        case .token:
            let kinds = PaymentDocumentKind.candidates(parsed)
            let kind =
                [PaymentDocumentKind.decryptedPaymentData, .payment, .paymentToken].first(where: kinds.contains)
                ?? .paymentTokenEnvelope
            return report(parsed, as: kind, context)
        case .event: return eventReport(parsed)
        case .snapshot: return PaymentSheetSnapshot.validate(parsed, for: context)
        case .w3c: return W3CPaymentRequest.validate(parsed, for: context)
        case .googlePay: return GooglePayPaymentDataRequest.validate(parsed)
        }
    }

    /// The report for a document of a known kind.
    func report(_ parsed: ParsedJSON, as kind: PaymentDocumentKind, _ context: ValidationContext) -> ValidationReport {
        switch kind {
        case .requestUpdate:
            let report = PaymentRequestUpdate.validate(parsed, kind: updateKind, currency: currency, for: context)
            guard givenCurrency == nil, request == nil else { return report }
            // An update carries no currency: say which one its amounts were checked in.
            let assumed = Violation(
                rule: Self.currencyAssumed, path: "",
                message:
                    "The update's amounts were checked in USD; pass --currency or --request for the request's currency")
            return ValidationReport(violations: report.violations + [assumed])
        case .authorizationResult: return PaymentAuthorizationResult.validate(parsed)
        case .sheetEvent: return eventReport(parsed)
        case .sessionSnapshot: return PaymentSheetSnapshot.validate(parsed, for: context)
        case .merchantValidationRequest: return MerchantValidationRequest.validate(parsed)
        case .addPaymentPassConfiguration, .generateRequestInput, .passRequest:
            return ProvisioningDocumentKind.validate(parsed, now: now)
        case .decryptedPaymentData: return DecryptedPaymentData.validate(parsed, now: now, request: request)
        case .payment: return Payment.validate(parsed, now: now, request: request)
        case .paymentToken: return PaymentToken.validate(parsed, now: now, request: request)
        case .paymentTokenEnvelope: return PaymentTokenEnvelope.validate(parsed, now: now, request: request)
        case .w3cPaymentRequest: return W3CPaymentRequest.validate(parsed, for: context)
        case .googlePayPaymentDataRequest: return GooglePayPaymentDataRequest.validate(parsed)
        default: return PaymentRequest.validate(parsed, for: context)
        }
    }

    /// An event's report: with `--request`, checked against what that request offers, as a merchant's server
    /// checks what its page sends.
    func eventReport(_ parsed: ParsedJSON) -> ValidationReport {
        guard let request else { return PaymentSheetEvent.validate(parsed) }
        return PaymentSheetEvent.validate(parsed, against: request)
    }

    /// The `--format` that reads each kind of document.
    static func format(for kind: PaymentDocumentKind) -> Format {
        switch kind {
        case .requestUpdate, .authorizationResult: .update
        case .sheetEvent: .event
        case .sessionSnapshot: .snapshot
        case .addPaymentPassConfiguration, .generateRequestInput, .passRequest: .provisioning
        case .payment, .paymentToken, .paymentTokenEnvelope, .decryptedPaymentData: .token
        case .w3cPaymentRequest: .w3c
        case .googlePayPaymentDataRequest: .googlePay
        default: .applePayJS
        }
    }

    /// A document whose keys fit several kinds equally well is not guessed at.
    static func ambiguous(_ kinds: [PaymentDocumentKind]) -> ValidationReport {
        let names = kinds.map(\.rawValue).joined(separator: ", ")
        let formats = Set(kinds.map { format(for: $0).rawValue }).sorted().map { "--format \($0)" }
        let message =
            "The document's keys fit \(kinds.count) kinds equally well (\(names)); say which it is with \(formats.joined(separator: " or "))"
        return ValidationReport(violations: [Violation(rule: ambiguousDocument, path: "", message: message)])
    }

    /// payreq's own rule for an update checked in a currency nobody gave.
    static let currencyAssumed = ValidationRule(
        code: "update.currencyAssumed",
        severity: .warning,
        source: .library,
        stage: .validation,
        summary: "An update's amounts are checked in the request's currency, which --currency or --request gives.",
        platformBehaviour: "An update has no currency of its own: Safari and PassKit use the request's."
    )

    /// payreq's own rule for a document whose kind its keys do not decide.
    static let ambiguousDocument = ValidationRule(
        code: "document.ambiguous",
        severity: .error,
        source: .library,
        stage: .decoding,
        summary: "A document's keys must say which kind it is, or --format must.",
        platformBehaviour: "Neither platform reads documents of unknown kind; payreq does not guess."
    )

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
        let context = ValidationContext(
            platform: platform, now: now, applePayJSVersion: applePayJSVersion,
            requiresTotalToMatchLineItems: requireSum)
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

    /// The cores the files are checked on.
    static let cores = availableCores()
    /// How many files may be read ahead of the report being written: 32 per core, so that a slow file holds up
    /// the others only once they are that far ahead.
    static let lead = cores * 32
    /// The most bytes of documents checked at once, unless one file alone is larger: a document's check takes a
    /// few times its size, so large files run one at a time.
    static let budgetBytes = 1 << 20

    func outcome(of input: OpenedInput, _ context: ValidationContext) -> Outcome {
        let file = input.path
        do {
            return Outcome(file: file, report: report(try input.contents(), context))
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
        output.write(
            "{\"file\": \(jsonLiteral(outcome.file)), \"valid\": \(outcome.report.isValid), \"violations\": [")
        for (offset, violation) in outcome.report.violations.enumerated() {
            output.write(offset == 0 ? "\n    " : ",\n    ")
            output.write(
                "{\"code\": \(jsonLiteral(violation.code)), \"severity\": \(jsonLiteral(violation.severity.rawValue)), "
                    + "\"path\": \(jsonLiteral(violation.path)), \"message\": \(jsonLiteral(violation.message))"
                    + (violation.rule.exception.map { ", \"exception\": \(jsonLiteral($0.rawValue))" } ?? "")
                    + (violation.rule.exceptionMoment.flatMap { $0 == .constructor ? nil : $0 }.map {
                        ", \"thrownAt\": \(jsonLiteral($0.rawValue))"
                    } ?? "") + "}"
            )
        }
        output.write(outcome.report.violations.isEmpty ? "]}" : "\n  ]}")
    }
}
