import PaymentRequestKit
import PaymentTokenDecryption

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `payreq cert [--json] [--now T] [--key KEY] FILE ...`: each merchant certificate's facts, and whether it is
/// about to expire, has expired, or is not the key's.
///
/// Arguments and output only: `MerchantCertificate` reads and judges each certificate, and the decryption
/// product matches the key.
struct CertCommand {
    static let usage =
        "payreq cert [--json] [--now <date-time>] [--key <file>] [--passphrase-file <file>] [--trust-root <file>] <file> ..."

    static let help = """
        OVERVIEW: Print the facts of Apple merchant certificates, and check that they are current.

        Each FILE is a merchant certificate, PEM or DER (Apple's .cer): the merchant identity certificate or the
        payment processing certificate. payreq prints which one it is (from what the certificate says: a TLS client
        certificate is the identity one, a key-agreement certificate the payment processing one), the merchant
        identifier and its SHA-256 (extension 1.2.840.113635.100.6.32), the key, the issuer and the validity. It
        warns from 30 days before a certificate expires, and reports an expired one as an error, as it does a
        certificate Apple Worldwide Developer Relations did not issue (by its issuer's name), and warns from 30
        days before CA - G2, the intermediate of payment processing certificates, expires (2029-05-06). With --key, it
        checks that the private key is the certificate's. A FILE may also be a PKCS #12 file (.p12, as a keychain
        exports a certificate with its key), read with --passphrase-file; its key is checked against its
        certificate. A FILE of '-' reads standard input.

        USAGE: \(usage)

        ARGUMENTS:
          <file>                  The certificates to check; '-' reads standard input.

        OPTIONS:
          --json                  Print one JSON array with one object per file: its facts ("" where a
                                  certificate has none) and its report.
          --now <date-time>       The current time, as ISO 8601 (2026-11-21T12:00:00Z).
          --key <file>            A private key, PEM or DER, unencrypted, to match against the one certificate.
          --passphrase-file <file>
                                  The file whose first line is the pass phrase of the PKCS #12 files.
          --trust-root <file>     FOR TESTS AND SANDBOXES ONLY: accept certificates this test root issued, as
                                  well as Apple's.
          -h, --help              Show help information.

        EXIT STATUS: 0 when every certificate is current (warnings allowed) and the key matches, 1 when one has
        expired, is not yet valid, is not a certificate, or is not the key's, 2 for usage errors and unreadable
        files.
        """

    var json = false
    var now = Date()
    var keyFile: String?
    var passphraseFile: String?
    var trustRoot: String?
    var files: [String] = []
    var helpRequested = false

    init(parsing arguments: [String]) throws {
        var (json, now, keyFile, passphraseFile, trustRoot) = (false, Date(), String?.none, String?.none, String?.none)
        try ArgumentScanner.scan(
            arguments, usage: Self.usage, command: "payreq cert", operands: &files, help: &helpRequested
        ) { option, scanner in
            switch option {
            case "--json": json = true
            case ArgumentScanner.key: keyFile = try scanner.value(of: option, ArgumentScanner.key)
            case ArgumentScanner.passphraseFile:
                passphraseFile = try scanner.value(of: option, ArgumentScanner.passphraseFile)
            case ArgumentScanner.now: now = try scanner.date(of: option)
            case Self.trustRootOption: trustRoot = try scanner.value(of: option, Self.trustRootOption)
            default: return false
            }
            return true
        }
        (self.json, self.now, self.keyFile, self.passphraseFile, self.trustRoot) = (
            json, now, keyFile, passphraseFile, trustRoot
        )
        guard !helpRequested else { return }
        if files.isEmpty { throw UsageError(message: "Missing expected argument '<file> ...'", usage: Self.usage) }
        if keyFile != nil, files.count != 1 {
            throw UsageError(message: "--key is matched against one certificate; give one file", usage: Self.usage)
        }
    }

    static let trustRootOption = ArgumentScanner.Valued("--trust-root", "<file>")

    /// One file's certificate, or why there is none, and its report.
    struct Outcome {
        var file: String
        var certificate: MerchantCertificate?
        var report: ValidationReport
        var keyMatches: Bool?
    }

    func run(_ output: inout StandardStreams) throws -> ExitStatus {
        if helpRequested {
            output.write(Self.help + "\n")
            return .success
        }
        let key: Data?
        let passphrase: String?
        let testIssuer: String?
        do {
            key = try keyFile.map { try readInput($0, limit: MerchantCertificate.maxBytes) }
            passphrase = try passphraseFile.map(readPassphrase)
            testIssuer = try trustRoot.map {
                try MerchantCertificate(data: readInput($0, limit: MerchantCertificate.maxBytes)).subject
            }
        } catch {
            output.error("Error: \(terminalSafe("\(error)"))\n")
            return .usage
        }
        var outcomes = [Outcome]()
        for file in files {
            let data: Data
            do {
                data = try readInput(file, limit: MerchantCertificate.maxBytes)
            } catch {
                output.error("Error: \(terminalSafe("\(error)"))\n")
                return .usage
            }
            // A file named as PKCS #12 is read as one; another is a certificate, or else PKCS #12 when a pass phrase
            // is given: each file is parsed as what it is, once.
            if let passphrase, Self.isNamedPKCS12(file) {
                outcomes.append(pkcs12Outcome(file, data, passphrase: passphrase, testIssuer: testIssuer))
                continue
            }
            do {
                let certificate = try MerchantCertificate(data: data)
                var outcome = Outcome(
                    file: file, certificate: certificate, report: certificate.validate(now: now, testIssuer: testIssuer)
                )
                if let key {
                    do {
                        outcome.keyMatches = try certificate.isCertificate(of: key)
                    } catch {
                        output.error("Error: the key \(terminalSafe(keyFile ?? "")): \(terminalSafe("\(error)"))\n")
                        return .usage
                    }
                }
                outcomes.append(outcome)
            } catch {
                outcomes.append(
                    passphrase.map { pkcs12Outcome(file, data, passphrase: $0, testIssuer: testIssuer) }
                        ?? Outcome(file: file, report: error.report))
            }
        }
        if json {
            output.write("[" + outcomes.map { "\n  " + Self.json($0) }.joined(separator: ",") + "\n]\n")
        } else {
            for outcome in outcomes { output.write(Self.text(outcome)) }
        }
        let valid = outcomes.allSatisfy { $0.report.isValid && $0.keyMatches != false }
        return valid ? .success : .invalid
    }

    /// Whether a file is named as PKCS #12: `.p12` or `.pfx`.
    static func isNamedPKCS12(_ file: String) -> Bool {
        let name = file.lowercased()
        return name.hasSuffix(".p12") || name.hasSuffix(".pfx")
    }

    /// A PKCS #12 file's certificate and whether its key is the certificate's, or why it cannot be read.
    func pkcs12Outcome(_ file: String, _ data: Data, passphrase: String, testIssuer: String?) -> Outcome {
        do {
            let (certificate, matches) = try MerchantCertificate.fromPKCS12(data, passphrase: passphrase)
            return Outcome(
                file: file, certificate: certificate, report: certificate.validate(now: now, testIssuer: testIssuer),
                keyMatches: matches)
        } catch {
            let violation = Violation(rule: .merchantCertificateUnreadable, path: "", message: error.message)
            return Outcome(file: file, report: ValidationReport(violations: [violation]))
        }
    }

    static func text(_ outcome: Outcome) -> String {
        let file = terminalSafe(outcome.file)
        var text = ""
        if let certificate = outcome.certificate {
            let who = certificate.merchantIdentifier.map { " for \(terminalSafe($0))" } ?? ""
            text += "\(file): \(certificate.role)\(who)\n"
            text += "  subject:  \(terminalSafe(certificate.subject))\n"
            text += "  issuer:   \(terminalSafe(certificate.issuer))\n"
            if certificate.issuer == MerchantCertificate.appleIssuer {
                text += "            Apple's, valid until \(format(MerchantCertificate.appleIssuerNotAfter))\n"
            }
            text += "  merchant identifier hash: \(certificate.merchantIdentifierHash ?? "none")\n"
            text +=
                "  key:      \(certificate.keyAlgorithm)\(certificate.keySize > 0 ? " (\(certificate.keySize) bits)" : "")\n"
            text += "  valid:    \(format(certificate.notBefore)) to \(format(certificate.notAfter))\n"
            text += "  public key hash: \(certificate.publicKeyHash.base64EncodedString())\n"
            if let matches = outcome.keyMatches {
                text += "  private key: \(matches ? "matches" : "does not match; it is another certificate's key")\n"
            }
        }
        for violation in outcome.report.violations {
            text += "\(file): \(terminalSafe(violation.description))\n"
        }
        if outcome.certificate != nil, outcome.report.violations.isEmpty, outcome.keyMatches != false {
            text += "\(file): OK\n"
        }
        return text
    }

    static func json(_ outcome: Outcome) -> String {
        let certificate = outcome.certificate
        return outcome.report.jsonListingElement(leading: [
            "file": outcome.file,
            "role": certificate?.role.rawValue ?? "",
            "merchantIdentifier": certificate?.merchantIdentifier ?? "",
            "merchantIdentifierHash": certificate?.merchantIdentifierHash ?? "",
            "subject": certificate?.subject ?? "",
            "issuer": certificate?.issuer ?? "",
            "keyAlgorithm": certificate?.keyAlgorithm ?? "",
            "keySize": certificate.map { String($0.keySize) } ?? "",
            "notBefore": certificate.map { format($0.notBefore) } ?? "",
            "notAfter": certificate.map { format($0.notAfter) } ?? "",
            "publicKeyHash": certificate?.publicKeyHash.base64EncodedString() ?? "",
            "privateKey": outcome.keyMatches.map { $0 ? "matches" : "does not match" } ?? "",
        ])
    }

    static func format(_ date: Date) -> String { date.formatted(.iso8601) }
}
