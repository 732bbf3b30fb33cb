import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `payreq export --to w3c|google-pay FILE`: an Apple Pay JS request in another wallet's format.
struct ExportCommand {
    static let usage =
        "payreq export --to <format> [--merchant-identifier <id>] [--gateway <name> --gateway-merchant-id <id>] [--billing-address-format <format>] [--allow-pan-only] [--omit-networks-not-offered] [--pretty] <file>"

    static let help = """
        OVERVIEW: Convert an Apple Pay JS payment request to the W3C Payment Request API or to Google Pay.

        The FILE is an Apple Pay JS request. With '--to w3c' the output is the arguments of
        'new PaymentRequest(methodData, details, options)' as one JSON object, with Apple Pay as the payment
        method; with '--to google-pay' it is a Google Pay PaymentDataRequest for cards. What the other format
        cannot express is refused, with every problem listed, rather than dropped or rounded.

        USAGE: \(usage)

        ARGUMENTS:
          <file>                  The Apple Pay JS request; '-' reads standard input.

        OPTIONS:
          --to <format>           w3c or google-pay.
          --merchant-identifier <id>
                                  The Apple Pay merchant identifier for the W3C method data (default: the
                                  request's own merchantIdentifier, if any).
          --gateway <name>        Google Pay: the payment gateway of the tokenization specification
                                  (required for google-pay: no placeholder is ever written).
          --gateway-merchant-id <id>
                                  Google Pay: the merchant's identifier at the gateway (required for
                                  google-pay).
          --allow-pan-only        Google Pay: accept cards on file (PAN_ONLY) besides device tokens.
          --omit-networks-not-offered
                                  Google Pay: leave out the networks Google does not offer for the request (a
                                  domestic network of another country, Discover or JCB without PAN_ONLY),
                                  saying which on standard error, instead of refusing the export.
          --billing-address-format <format>
                                  Google Pay: MIN or FULL (the default) when the request asks for a billing
                                  address.
          --pretty                Indent the JSON.
          -h, --help              Show help information.

        EXIT STATUS: 0 when the request exports, 1 when it does not decode or cannot be exported,
        2 for usage errors and unreadable files.
        """

    enum Target: String, CaseIterable {
        case w3c
        case googlePay = "google-pay"
    }

    var target: Target?
    var file: String?
    var merchantIdentifier: String?
    var gateway: String?
    var gatewayMerchantId: String?
    var allowsPANOnly = false
    var omitsNetworksNotOffered = false
    var billingAddressFormat = GooglePayPaymentDataRequest.BillingAddressFormat.full
    var pretty = false
    var helpRequested = false

    init(parsing arguments: [String]) throws {
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        while let argument = scanner.next() {
            switch argument {
            case .operand(let operand): try scanner.keep(operand, as: &file)
            case .option("-h"), .option("--help"): helpRequested = true
            case .option("--pretty"): pretty = true
            case .option("--allow-pan-only"): allowsPANOnly = true
            case .option("--omit-networks-not-offered"): omitsNetworksNotOffered = true
            case .option(let option): try read(option, &scanner)
            }
        }
        guard !helpRequested else { return }
        if target == nil { throw UsageError(message: "Missing expected option '--to <format>'", usage: Self.usage) }
        if file == nil { throw UsageError(message: "Missing expected argument '<file>'", usage: Self.usage) }
        // A Google Pay document with made-up gateway values would charge nobody, or somebody else.
        if target == .googlePay {
            if gateway == nil {
                throw UsageError(
                    message: "Missing expected option '--gateway <name>' for google-pay", usage: Self.usage)
            }
            if gatewayMerchantId == nil {
                throw UsageError(
                    message: "Missing expected option '--gateway-merchant-id <id>' for google-pay", usage: Self.usage)
            }
        }
    }

    static let to = ArgumentScanner.Valued("--to", "<format>")
    static let merchantIdentifierOption = ArgumentScanner.Valued("--merchant-identifier", "<id>")
    static let gatewayOption = ArgumentScanner.Valued("--gateway", "<name>")
    static let gatewayMerchantIdOption = ArgumentScanner.Valued("--gateway-merchant-id", "<id>")
    static let billingAddressFormatOption = ArgumentScanner.Valued("--billing-address-format", "<format>")

    /// An option that takes a value.
    private mutating func read(_ option: String, _ scanner: inout ArgumentScanner) throws {
        switch option {
        case Self.to:
            let text = try scanner.value(of: option, Self.to)
            guard let target = Target(rawValue: text) else {
                throw scanner.invalid(text, for: Self.to, "use w3c or google-pay")
            }
            self.target = target
        case Self.merchantIdentifierOption:
            merchantIdentifier = try scanner.value(of: option, Self.merchantIdentifierOption)
        case Self.gatewayOption: gateway = try scanner.value(of: option, Self.gatewayOption)
        case Self.gatewayMerchantIdOption:
            gatewayMerchantId = try scanner.value(of: option, Self.gatewayMerchantIdOption)
        case Self.billingAddressFormatOption:
            let text = try scanner.value(of: option, Self.billingAddressFormatOption)
            guard let format = GooglePayPaymentDataRequest.BillingAddressFormat(rawValue: text) else {
                throw scanner.invalid(text, for: Self.billingAddressFormatOption, "use MIN or FULL")
            }
            billingAddressFormat = format
        default: throw scanner.unknown(option)
        }
    }

    func run(_ output: inout StandardStreams) throws -> ExitStatus {
        guard let file, let target, !helpRequested else {
            output.write(Self.help + "\n")
            return .success
        }
        let request = try readRequest(file, &output)
        do {
            let json: Data
            switch target {
            case .w3c:
                json = try request.w3cPaymentRequest(merchantIdentifier: merchantIdentifier)
                    .jsonData(prettyPrinted: pretty)
            case .googlePay:
                let options = GooglePayPaymentDataRequest.ExportOptions(
                    allowsPANOnly: allowsPANOnly, billingAddressFormat: billingAddressFormat,
                    omitsNetworksNotOffered: omitsNetworksNotOffered)
                json = try request.googlePayPaymentDataRequest(
                    tokenizationSpecification: .paymentGateway(gateway ?? "", merchantId: gatewayMerchantId ?? ""),
                    options: options
                ).jsonData(prettyPrinted: pretty)
                if omitsNetworksNotOffered {
                    for violation in request.googlePayNetworksNotOffered(options: options) {
                        output.error("left out: \(terminalSafe(violation.description))\n")
                    }
                }
            }
            output.write(String(decoding: json, as: UTF8.self) + "\n")
            return .success
        } catch {
            let violations = error.report.violations
            output.error(
                "\(terminalSafe(file)) cannot be exported to \(target.rawValue):\n"
                    + violations.map { "  \(terminalSafe($0.description))\n" }.joined())
            if violations.contains(where: { $0.rule == .exportGooglePayNetworkNotOffered }) {
                output.error(
                    "  Pass --allow-pan-only to allow PAN_ONLY, or --omit-networks-not-offered to leave such networks out.\n"
                )
            }
            return .invalid
        }
    }
}
