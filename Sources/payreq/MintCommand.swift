import PaymentRequestKit
import PaymentTokenDecryption

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `payreq token --mint KIND --out DIR [--now DATE] [--negative NAME] [--recipient ID] [--auth-method METHOD]
/// [--force]`: a Google Pay token under fresh test keys, and everything needed to open it, in DIR.
struct MintCommand {
    static let usage =
        "payreq token --mint google-ecv1|google-ecv2|google-ecv2-signing-only --out <dir> [--now <date-time>] [--negative <name>] [--recipient merchant:<id>|gateway:<id>] [--auth-method PAN_ONLY|CRYPTOGRAM_3DS] [--force]"

    static let help = """
        OVERVIEW: Mint a Google Pay payment method token under fresh TEST keys, for a server's own tests.

        Makes test root signing keys, a merchant key and a card message, signs and seals the message as Google
        does (ECv1: the root key signs it; ECv2 and ECv2SigningOnly: the root key signs an intermediate key, valid
        seven days, which signs it; ECv1 and ECv2 seal it with ECIES), and writes into DIR:
          token.json         the token
          message.json       the message it carries, as the decryptor returns it
          root-keys.json     the TEST root signing keys, {"keys": [...]}, as --google-roots takes them
          merchant-key.pem   the merchant's TEST private key (PKCS #8), as --key takes it
          manifest.json      {"kind", "token", "now", "plaintext", "rootKeys", "merchantKey", "recipient",
                             "negative"}: the files' names, relative to DIR, the clock and the recipient
        'payreq token --decrypt --recipient ID --google-roots DIR/root-keys.json --key DIR/merchant-key.pem --now
        NOW DIR/token.json' opens it. No token verifies under Google's keys.

        USAGE: \(usage)

        OPTIONS:
          --mint <kind>           google-ecv1, google-ecv2 or google-ecv2-signing-only.
          --out <dir>             The folder to write into; made if missing.
          --now <date-time>       The clock of the token, as ISO 8601 (default: now).
          --negative <name>       A token that breaks one step, which the decryptor refuses with that step's code:
                                  other-recipient, unknown-root, expired-intermediate-key (not ECv1),
                                  expired-message, tag-over-other-data (not ECv2SigningOnly).
          --recipient <id>        Who the token is signed for (default merchant:12345678901234567890).
          --auth-method <method>  The card's: PAN_ONLY (default) or CRYPTOGRAM_3DS.
          --force                 Overwrite files of these names in DIR; without it, an existing one is an error.
          -h, --help              Show help information.

        EXIT STATUS: 0 when the token is written, 2 for usage errors and files that cannot be written.
        """

    static let kinds: [String: GooglePayProtocolVersion] = [
        "google-ecv1": .ecV1, "google-ecv2": .ecV2, "google-ecv2-signing-only": .ecV2SigningOnly,
    ]
    static let files = (
        token: "token.json", plaintext: "message.json", rootKeys: "root-keys.json", merchantKey: "merchant-key.pem",
        manifest: "manifest.json"
    )

    static let mint = ArgumentScanner.Valued("--mint", "<kind>")
    static let out = ArgumentScanner.Valued("--out", "<dir>")
    static let negativeOption = ArgumentScanner.Valued("--negative", "<name>")
    static let recipientOption = ArgumentScanner.Valued("--recipient", "<id>")
    static let authMethodOption = ArgumentScanner.Valued("--auth-method", "<method>")

    var kind = ""
    var version = GooglePayProtocolVersion.ecV2
    var folder: String?
    var now = Date()
    var negative: GooglePayTestTokenMinter.Negative?
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
                guard let version = Self.kinds[kind] else {
                    throw scanner.invalid(
                        kind, for: Self.mint, "use \(Self.kinds.keys.sorted().joined(separator: ", "))")
                }
                self.version = version
            case Self.out: folder = try scanner.value(of: option, Self.out)
            case ArgumentScanner.now: now = try scanner.date(of: option)
            case Self.negativeOption:
                let name = try scanner.value(of: option, Self.negativeOption)
                guard let value = GooglePayTestTokenMinter.Negative(rawValue: name) else {
                    let names = GooglePayTestTokenMinter.Negative.allCases.map(\.rawValue).joined(separator: ", ")
                    throw scanner.invalid(name, for: Self.negativeOption, "use \(names)")
                }
                negative = value
            case Self.recipientOption:
                let text = try scanner.value(of: option, Self.recipientOption)
                guard let value = GooglePayRecipient(text) else {
                    throw scanner.invalid(text, for: Self.recipientOption, "use merchant:<id> or gateway:<id>")
                }
                recipient = value
            case Self.authMethodOption:
                let text = try scanner.value(of: option, Self.authMethodOption)
                let method = GooglePayPaymentMessage.AuthMethod(rawValue: text)
                guard method.isKnown else {
                    throw scanner.invalid(text, for: Self.authMethodOption, "use PAN_ONLY or CRYPTOGRAM_3DS")
                }
                authMethod = method
            default: throw scanner.unknown(option, in: "payreq token --mint")
            }
        }
        guard !helpRequested else { return }
        if let operand = operands.first {
            throw UsageError(message: "Unexpected argument '\(operand)': --mint writes into --out", usage: Self.usage)
        }
        guard !kind.isEmpty else { throw UsageError(message: "Missing '--mint <kind>'", usage: Self.usage) }
        guard folder != nil else { throw UsageError(message: "Missing '--out <dir>'", usage: Self.usage) }
        if let negative, !negative.applies(to: version) {
            throw UsageError(message: "--negative \(negative.rawValue) does not exist in \(kind)", usage: Self.usage)
        }
    }

    func run(_ output: inout StandardStreams) throws -> ExitStatus {
        if helpRequested {
            output.write(Self.help + "\n")
            return .success
        }
        guard let folder else { return .usage }
        let minter = try GooglePayTestTokenMinter(recipient: recipient)
        let message = GooglePayTestTokenMinter.cardMessage(
            now: now, messageId: "TEST-\(UInt64(now.timeIntervalSince1970 * 1000))", authMethod: authMethod)
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
