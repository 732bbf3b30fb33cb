import PaymentRequestKit
import PaymentTokenDecryption

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `payreq token --mint KIND --out DIR [--now DATE] [--negative NAME] [--request FILE] [--merchant-identifier ID]
/// [--recipient ID] [--auth-method METHOD] [--force]`: an Apple Pay or Google Pay token under fresh test keys, and
/// everything needed to open it, in DIR.
struct MintCommand {
    static let usage =
        "payreq token --mint apple-ec|apple-rsa|google-ecv1|google-ecv2|google-ecv2-signing-only --out <dir> [--now <date-time>] [--negative <name>] [--request <file> | --amount <amount> --currency <code>] [--transaction-identifier <hex>] [--merchant-identifier <id>] [--recipient merchant:<id>|gateway:<id>] [--auth-method PAN_ONLY|CRYPTOGRAM_3DS] [--force]"

    static let help = """
        OVERVIEW: Mint an Apple Pay or Google Pay token under fresh TEST keys, for a server's own tests.

        apple-ec and apple-rsa: makes a TEST certificate authority (a root, an intermediate and a signing leaf with
        Apple's marker extensions, every name saying TEST) and merchant payment processing certificates with the
        merchant identifier extension, then an EC_v1 or RSA_v1 payment token as Apple's payment token format
        reference describes it, over 3-D Secure payment data for a test card, signed at --now. With --request (an
        Apple Pay JS request), the amount, currency and application data follow the request. Writes into DIR:
          token.json, payment-data.json (what it seals), test-root.pem, merchant-key.pem,
          merchant-certificate.pem, and manifest.json: {"kind", "token", "now", "plaintext", "trustRoot",
          "merchantKey", "merchantCertificate", "negative"}, the files' names relative to DIR.
        'payreq token --decrypt --key DIR/merchant-key.pem --certificate DIR/merchant-certificate.pem --trust-root
        DIR/test-root.pem --now NOW DIR/token.json' opens it.

        google-ecv1, google-ecv2 and google-ecv2-signing-only: makes test root signing keys and a merchant key,
        and signs and seals a card message as Google does (ECv1: the root key signs it; ECv2 and ECv2SigningOnly:
        the root key signs an intermediate key, valid seven days, which signs it; ECv1 and ECv2 seal it with
        ECIES). Writes token.json, message.json, root-keys.json, merchant-key.pem and manifest.json: {"kind",
        "token", "now", "plaintext", "rootKeys", "merchantKey", "recipient", "negative"}.
        'payreq token --decrypt --recipient ID --google-roots DIR/root-keys.json --key DIR/merchant-key.pem --now
        NOW DIR/token.json' opens it.

        No token verifies under Apple's or Google's keys.

        USAGE: \(usage)

        OPTIONS:
          --mint <kind>           apple-ec, apple-rsa, google-ecv1, google-ecv2 or google-ecv2-signing-only.
          --out <dir>             The folder to write into; made if missing.
          --now <date-time>       The clock of the token, as ISO 8601 (default: now).
          --negative <name>       A token that breaks one step, which the decryptor refuses:
                                  Apple: tampered-data, tampered-signature, other-root, expired-leaf,
                                  not-yet-valid-leaf, signing-time-outside-window, other-merchant-key.
                                  Google: other-recipient, unknown-root, expired-intermediate-key (not ECv1),
                                  expired-message, tag-over-other-data (not ECv2SigningOnly).
          --request <file>        Apple: the Apple Pay JS request the token pays, whose total, currency and
                                  application data it carries.
          --merchant-identifier <id>
                                  Apple: the merchant identifier (default merchant.com.example.test).
          --amount <amount>       Apple: the amount charged (default 10), within the currency's minor units.
          --currency <code>       Apple: the ISO 4217 currency (default USD).
          --transaction-identifier <hex>
                                  Apple: the transaction's identifier, hexadecimal (default 32 random bytes).
          --recipient <id>        Google: who the token is signed for (default merchant:12345678901234567890).
          --auth-method <method>  Google: the card's, PAN_ONLY (default) or CRYPTOGRAM_3DS.
          --force                 Overwrite files of these names in DIR; without it, an existing one is an error.
          -h, --help              Show help information.

        EXIT STATUS: 0 when the token is written, 2 for usage errors and files that cannot be written.
        """

    static let googleKinds: [String: GooglePayProtocolVersion] = [
        "google-ecv1": .ecV1, "google-ecv2": .ecV2, "google-ecv2-signing-only": .ecV2SigningOnly,
    ]
    static let appleKinds: [String: ApplePayTestTokenMinter.Version] = ["apple-ec": .ecV1, "apple-rsa": .rsaV1]
    static var kindNames: String { (appleKinds.keys.sorted() + googleKinds.keys.sorted()).joined(separator: ", ") }
    static let files = (
        token: "token.json", plaintext: "message.json", rootKeys: "root-keys.json", merchantKey: "merchant-key.pem",
        manifest: "manifest.json"
    )

    static let mint = ArgumentScanner.Valued("--mint", "<kind>")
    static let requestOption = ArgumentScanner.Valued("--request", "<file>")
    static let merchantIdentifierOption = ArgumentScanner.Valued("--merchant-identifier", "<id>")
    static let amountOption = ArgumentScanner.Valued("--amount", "<amount>")
    static let currencyOption = ArgumentScanner.Valued("--currency", "<code>")
    static let transactionOption = ArgumentScanner.Valued("--transaction-identifier", "<hex>")
    static let out = ArgumentScanner.Valued("--out", "<dir>")
    static let negativeOption = ArgumentScanner.Valued("--negative", "<name>")
    static let recipientOption = ArgumentScanner.Valued("--recipient", "<id>")
    static let authMethodOption = ArgumentScanner.Valued("--auth-method", "<method>")

    var kind = ""
    var version = GooglePayProtocolVersion.ecV2
    var appleVersion: ApplePayTestTokenMinter.Version?
    var negativeName: String?
    var requestFile: String?
    var merchantIdentifier = "merchant.com.example.test"
    var amount: Amount?
    var currency: CurrencyCode?
    var transactionIdentifier: Data?
    var folder: String?
    var now = Date()
    var negative: GooglePayTestTokenMinter.Negative?
    var appleNegative: ApplePayTestTokenMinter.Negative?
    var recipient = GooglePayRecipient.merchant("12345678901234567890")
    var authMethod = GooglePayPaymentMessage.AuthMethod.panOnly
    var force = false
    var helpRequested = false

    init(parsing arguments: [String]) throws {
        // `payreq token --mint --help` asks for this help, not for a kind named "--help".
        if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
            helpRequested = true
            return
        }
        var scanner = ArgumentScanner(arguments, usage: Self.usage)
        var operands: [String] = []
        while let option = scanner.nextOption(collecting: &operands) {
            switch option {
            case "--force": force = true
            case Self.mint:
                kind = try scanner.value(of: option, Self.mint)
                if let version = Self.googleKinds[kind] {
                    self.version = version
                } else if let version = Self.appleKinds[kind] {
                    appleVersion = version
                } else {
                    throw scanner.invalid(kind, for: Self.mint, "use \(Self.kindNames)")
                }
            case Self.out: folder = try scanner.value(of: option, Self.out)
            case ArgumentScanner.now: now = try scanner.date(of: option)
            case Self.negativeOption: negativeName = try scanner.value(of: option, Self.negativeOption)
            case Self.requestOption: requestFile = try scanner.value(of: option, Self.requestOption)
            case Self.merchantIdentifierOption:
                merchantIdentifier = try scanner.value(of: option, Self.merchantIdentifierOption)
            case Self.amountOption:
                amount = try scanner.value(
                    of: option, Self.amountOption, accepting: "use a decimal amount, such as 12.34"
                ) {
                    Amount($0).flatMap { $0 >= 0 ? $0 : nil }
                }
            case Self.currencyOption:
                currency = try scanner.value(
                    of: option, Self.currencyOption, accepting: "use an ISO 4217 code, such as USD"
                ) { CurrencyCode($0) }
            case Self.transactionOption:
                transactionIdentifier = try scanner.value(
                    of: option, Self.transactionOption, accepting: "use hexadecimal digits, two per byte, as Apple's 64"
                ) { hexBytes($0).flatMap { (1...64).contains($0.count) ? $0 : nil } }
            case Self.recipientOption:
                recipient = try scanner.value(
                    of: option, Self.recipientOption, accepting: "use merchant:<id> or gateway:<id>",
                    GooglePayRecipient.init)
            case Self.authMethodOption:
                authMethod = try scanner.value(
                    of: option, Self.authMethodOption, accepting: "use PAN_ONLY or CRYPTOGRAM_3DS"
                ) { GooglePayPaymentMessage.AuthMethod(rawValue: $0).isKnown ? .init(rawValue: $0) : nil }
            default: throw scanner.unknown(option, in: "payreq token --mint")
            }
        }
        if let operand = operands.first {
            throw UsageError(message: "Unexpected argument '\(operand)': --mint writes into --out", usage: Self.usage)
        }
        guard !kind.isEmpty else { throw UsageError(message: "Missing '--mint <kind>'", usage: Self.usage) }
        guard folder != nil else { throw UsageError(message: "Missing '--out <dir>'", usage: Self.usage) }
        if appleVersion != nil {
            if requestFile != nil, amount != nil || currency != nil {
                throw UsageError(
                    message: "--amount and --currency come from --request when it is given", usage: Self.usage)
            }
            appleNegative = try negativeName.map { name in try Self.negative(name, scanner) }
        } else {
            if requestFile != nil || amount != nil || currency != nil || transactionIdentifier != nil {
                throw UsageError(
                    message:
                        "--request, --amount, --currency and --transaction-identifier go with apple-ec and apple-rsa",
                    usage: Self.usage)
            }
            if let negativeName {
                let value: GooglePayTestTokenMinter.Negative = try Self.negative(negativeName, scanner)
                guard value.applies(to: version) else {
                    throw UsageError(
                        message: "--negative \(value.rawValue) does not exist in \(kind)", usage: Self.usage)
                }
                negative = value
            }
        }
    }

    /// The negative a wallet's minter names `name`, or the usage error listing the names it knows.
    private static func negative<Negative: RawRepresentable<String> & CaseIterable>(
        _ name: String, _ scanner: ArgumentScanner
    ) throws -> Negative {
        guard let value = Negative(rawValue: name) else {
            let names = Negative.allCases.map(\.rawValue).joined(separator: ", ")
            throw scanner.invalid(name, for: negativeOption, "use \(names)")
        }
        return value
    }

    func run(_ output: inout StandardStreams) throws -> ExitStatus {
        if helpRequested {
            output.write(Self.help + "\n")
            return .success
        }
        guard let folder else { return .usage }
        if let appleVersion { return try runApple(appleVersion, into: folder, &output) }
        let minter = try GooglePayTestTokenMinter(recipient: recipient)
        let message = GooglePayTestTokenMinter.cardMessage(
            now: now, messageId: "TEST-\(Int64((now.timeIntervalSince1970 * 1000).rounded(.down)))",
            authMethod: authMethod)
        let token = try minter.mint(version, message: message, now: now, negative: negative)
        let plaintext = try GooglePayTestTokenMinter.carriedMessage(message, now: now, negative: negative)
        var manifest: [JSONValue.Member] = [
            .init(key: "kind", value: .string(kind)),
            .init(key: "token", value: .string(Self.files.token)),
            .init(key: "now", value: .string(now.formatted(.iso8601))),
            .init(key: "plaintext", value: .string(Self.files.plaintext)),
            .init(key: "rootKeys", value: .string(Self.files.rootKeys)),
            .init(key: "merchantKey", value: .string(Self.files.merchantKey)),
            .init(key: "recipient", value: .string(recipient.rawValue)),
        ]
        if let negative { manifest.append(.init(key: "negative", value: .string(negative.rawValue))) }
        try write(
            [
                (Self.files.token, token), (Self.files.plaintext, plaintext),
                (Self.files.rootKeys, minter.rootSigningKeysJSON), (Self.files.merchantKey, minter.merchantKeyPEM),
                (Self.files.manifest, Data(JSONValue.object(manifest).bytes(prettyPrinted: true) + [0x0A])),
            ], into: folder)
        output.write("Minted a TEST \(kind) token\(negative.map { " (\($0.rawValue))" } ?? "") in \(folder)\n")
        return .success
    }

    /// An Apple Pay token, its payment data and the TEST credentials that open it.
    private func runApple(
        _ version: ApplePayTestTokenMinter.Version, into folder: String, _ output: inout StandardStreams
    ) throws -> ExitStatus {
        var amount = self.amount ?? 10
        var currency = self.currency ?? .usd
        var applicationData: Data?
        if let requestFile {
            let request: PaymentRequest
            do {
                request = try PaymentRequest(jsonData: readInput(requestFile))
            } catch {
                throw UsageError(
                    message: "The request \(requestFile) cannot be read: \(terminalSafe("\(error)"))", usage: Self.usage
                )
            }
            guard let total = request.total.amount else {
                throw UsageError(message: "The request's total has no amount", usage: Self.usage)
            }
            amount = total
            currency = request.currencyCode
            applicationData = request.applicationData
        }
        let paymentData: Data
        do {
            paymentData = try ApplePayTestTokenMinter.cardPaymentData(now: now, amount: amount, currency: currency)
        } catch {
            throw UsageError(
                message: "--amount \(amount) cannot be charged in \(currency): \(error)", usage: Self.usage)
        }
        let minter = try ApplePayTestTokenMinter(merchantIdentifier: merchantIdentifier, now: now)
        let token = try minter.mint(
            version, paymentData: paymentData, now: now, transactionIdentifier: transactionIdentifier,
            applicationData: applicationData, negative: appleNegative)
        let names = (
            token: "token.json", plaintext: "payment-data.json", trustRoot: "test-root.pem",
            merchantKey: "merchant-key.pem", merchantCertificate: "merchant-certificate.pem"
        )
        var manifest: [JSONValue.Member] = [
            .init(key: "kind", value: .string(kind)),
            .init(key: "token", value: .string(names.token)),
            .init(key: "now", value: .string(now.formatted(.iso8601))),
            .init(key: "plaintext", value: .string(names.plaintext)),
            .init(key: "trustRoot", value: .string(names.trustRoot)),
            .init(key: "merchantKey", value: .string(names.merchantKey)),
            .init(key: "merchantCertificate", value: .string(names.merchantCertificate)),
        ]
        if let appleNegative { manifest.append(.init(key: "negative", value: .string(appleNegative.rawValue))) }
        try write(
            [
                (names.token, token), (names.plaintext, paymentData), (names.trustRoot, minter.rootCertificatePEM),
                (names.merchantKey, minter.merchantKeyPEM[version]!),
                (names.merchantCertificate, minter.merchantCertificatePEM[version]!),
                (Self.files.manifest, Data(JSONValue.object(manifest).bytes(prettyPrinted: true) + [0x0A])),
            ], into: folder)
        output.write("Minted a TEST \(kind) token\(appleNegative.map { " (\($0.rawValue))" } ?? "") in \(folder)\n")
        return .success
    }

    /// Writes every file, or none when one of them exists and `--force` was not given.
    private func write(_ files: [(String, Data)], into folder: String) throws {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError(
                message: "The folder \(folder) cannot be made: \(error)", usage: Self.usage)
        }
        let paths = files.map { (folder.hasSuffix("/") ? folder : folder + "/") + $0.0 }
        if !force, let existing = paths.first(where: { manager.fileExists(atPath: $0) }) {
            throw UsageError(message: "\(existing) exists: give --force to overwrite it", usage: Self.usage)
        }
        for (path, (_, data)) in zip(paths, files) {
            guard manager.createFile(atPath: path, contents: data) else {
                throw UsageError(message: "\(path) cannot be written", usage: Self.usage)
            }
        }
    }
}
