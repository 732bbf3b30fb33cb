import Foundation
import Testing

/// Runs the built `payreq` as a user would and checks verdicts, exit codes and output.
@Suite struct PayreqEndToEndTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let requests = packageRoot.appendingPathComponent("Examples/Requests")

    /// `swift build` puts executables beside the test bundle.
    static var payreq: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("payreq")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("payreq")
    }

    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    static func run(_ arguments: [String], input: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = payreq
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self)
        )
    }

    static var documents: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: requests.path).filter { $0.hasSuffix(".json") }.sorted())
            ?? []
    }

    @Test func exampleDocumentsExist() {
        #expect(Self.documents.filter { $0.hasPrefix("valid-") }.count >= 5)
        #expect(Self.documents.filter { $0.hasPrefix("invalid-") }.count >= 7)
    }

    @Test(arguments: documents)
    func verdictFollowsTheFileName(name: String) throws {
        let path = "Examples/Requests/\(name)"
        let run = try Self.run(["validate", "--now", "2026-11-21T12:00:00Z", path])
        if name.hasPrefix("invalid-") {
            #expect(run.status == 1, "\(run.output)")
            #expect(run.output.split(separator: "\n").allSatisfy { $0.hasPrefix("\(path): ") })
            #expect(run.output.contains(": error "))
        } else if name.hasPrefix("warnings-") {
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains(": warning "))
            #expect(!run.output.contains(": error "))
        } else {
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output == "\(path): OK\n")
        }
    }

    static var provisioningDocuments: [String] {
        (try? FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Examples/Provisioning").path
        )
        .filter { $0.hasSuffix(".json") }.sorted()) ?? []
    }

    @Test(arguments: provisioningDocuments)
    func provisioningDocumentsAreRecognisedByTheirKeys(name: String) throws {
        let path = "Examples/Provisioning/\(name)"
        for format in [[], ["--format", "provisioning"], ["--format=auto"]] {
            // The generate-request input's chain is TEST: its root is given, as Apple's policy otherwise refuses it.
            let root = ["--trust-root", "Examples/Provisioning/test-root.pem"]
            let run = try Self.run(["validate", "--now", "2026-11-21T12:00:00Z"] + root + format + [path])
            if name.hasPrefix("invalid-") {
                #expect(run.status == 1, "\(run.output)")
                #expect(run.output.contains(": error "))
                #expect(run.output.contains("[provisioning."))
            } else {
                #expect(run.status == 0, "\(run.output)")
                #expect(run.output == "\(path): OK\n")
            }
        }
    }

    @Test func theFormatCanBeForced() throws {
        let request = try Self.run(["validate", "--format", "provisioning", "Examples/Requests/valid-taxi.json"])
        #expect(request.status == 1)
        #expect(
            request.output
                == "Examples/Requests/valid-taxi.json: error (document): The document is an Apple Pay JS payment request, not a provisioning configuration, a generate-request input or a pass request [document.otherKind]\n"
        )
        let configuration = try Self.run([
            "validate", "--format=apple-pay-js", "Examples/Provisioning/valid-configuration.json",
        ])
        #expect(configuration.status == 1)
        #expect(configuration.output.contains("[countryCode.missing]"))
        #expect(configuration.output.contains("warning encryptionScheme: "))
    }

    @Test func provisioningReportsInJSON() throws {
        let run = try Self.run([
            "validate", "--json", "--now", "2026-11-21T12:00:00Z", "Examples/Provisioning/invalid-pass-request.json",
        ])
        #expect(run.status == 1)
        let expected = """
            [
              {"file": "Examples/Provisioning/invalid-pass-request.json", "valid": false, "violations": [
                {"code": "provisioning.activationData.missing", "severity": "error", "path": "activationData", "message": "The activation data is missing"},
                {"code": "provisioning.key.unexpected", "severity": "error", "path": "wrappedKey", "message": "The ECC_V2 scheme uses ephemeralPublicKey; wrappedKey belongs to the other scheme"}
              ]}
            ]

            """
        #expect(run.output == expected)
    }

    @Test func certificatesAreJudgedAtTheGivenTime() throws {
        let path = "Examples/Provisioning/valid-generate-request.json"
        let later = try Self.run(["validate", "--now", "2041-01-01T00:00:00Z", path])
        #expect(later.status == 1)
        #expect(later.output.contains("error certificateChain[1]: The certificate is valid from 2021-01-01T00:00:00Z"))
    }

    /// `payreq cert`: a certificate's facts, its expiry, and its key.
    @Test func certificatesAndTheirKeys() throws {
        let gala = "Examples/Tokens/Real/gala-merchant-certificate.pem"
        let current = try Self.run([
            "cert", "--now", "2022-01-01T00:00:00Z", "--key", "Examples/Tokens/Real/gala-merchant-key.pem", gala,
        ])
        #expect(current.status == 0)
        #expect(
            current.output == """
                \(gala): payment processing certificate for merchant.test.spreedly.123merchant
                  subject:  UID=merchant.test.spreedly.123merchant, CN=Apple Pay Payment Processing:merchant.test.spreedly.123merchant, OU=6D6MVLC567, O=Kyle   Owen, C=US
                  issuer:   CN=Apple Worldwide Developer Relations CA - G2, OU=Apple Certification Authority, O=Apple Inc., C=US
                            Apple's, valid until 2029-05-06T00:00:00Z
                  merchant identifier hash: 358DA5890B9555C0A9EFB84B5CD6FF04BFDCD5AABF5DC14B9872D8DF51EAF439
                  key:      EC P-256 (256 bits)
                  valid:    2021-08-31T14:15:09Z to 2023-09-30T14:15:08Z
                  public key hash: +9VwJrqieiPF2ZRB0xHFYhgQ6RYza5hfrVLpdB1KtKI=
                  private key: matches
                \(gala): OK

                """)
        let soon = try Self.run(["cert", "--now", "2023-09-20T14:15:08Z", gala])
        #expect(soon.status == 0 && soon.output.contains("in 10 days; make its successor and rotate now"))
        let expired = try Self.run(["cert", "--now", "2023-10-01T00:00:00Z", gala])
        #expect(expired.status == 1 && expired.output.contains("[certificate.expired]"))
        let otherKey = try Self.run([
            "cert", "--now", "2022-01-01T00:00:00Z", "--key", "Examples/Tokens/Real/pedicel-merchant-key.pem", gala,
        ])
        #expect(otherKey.status == 1)
        #expect(otherKey.output.contains("private key: does not match"))
        let chain = try String(contentsOfFile: gala, encoding: .utf8)
        let refused = try Self.run(["cert", "--json", "-"], input: chain + chain)
        #expect(refused.status == 1)
        #expect(refused.output.contains(#""code": "certificate.chain""#))
        #expect(try Self.run(["cert"]).status == 2)
        #expect(try Self.run(["cert", "--key", "k.pem", gala, gala]).status == 2)
    }

    /// PKCS #12 files, read with a pass phrase from a file: `payreq cert` and `payreq token --decrypt --pkcs12`.
    @Test func pkcs12Files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payreq-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let passphrase = directory.appendingPathComponent("passphrase").path
        try Data("test-passphrase\r\n".utf8).write(to: URL(fileURLWithPath: passphrase))
        let wrong = directory.appendingPathComponent("wrong").path
        try Data("nope\n".utf8).write(to: URL(fileURLWithPath: wrong))
        let p12 = "Examples/Tokens/Test/merchant-ec.p12"

        // The TEST certificate is the test root's: without --trust-root, Apple did not issue it.
        let notApples = try Self.run(["cert", "--now", "2026-01-01T00:00:00Z", "--passphrase-file", passphrase, p12])
        #expect(notApples.status == 1 && notApples.output.contains("[certificate.issuer.notApple]"))
        let root = "Examples/Tokens/Test/test-root.pem"
        let read = try Self.run([
            "cert", "--now", "2026-01-01T00:00:00Z", "--passphrase-file", passphrase, "--trust-root", root, p12,
        ])
        #expect(read.status == 0)
        #expect(read.output.contains("  private key: matches\n") && read.output.hasSuffix("\(p12): OK\n"))
        // Named otherwise, it is read as a certificate first, then as PKCS #12 with the pass phrase.
        let unnamed = directory.appendingPathComponent("credential.bin")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: p12), to: unnamed)
        let readUnnamed = try Self.run([
            "cert", "--now", "2026-01-01T00:00:00Z", "--passphrase-file", passphrase, "--trust-root", root,
            unnamed.path,
        ])
        #expect(readUnnamed.status == 0 && readUnnamed.output.contains("  private key: matches\n"))
        let refused = try Self.run(["cert", "--passphrase-file", wrong, p12])
        #expect(refused.status == 1)
        #expect(
            refused.output
                == "\(p12): error (document): The pass phrase is not the PKCS #12 file's: its MAC does not verify [certificate.unreadable]\n"
        )
        let decrypted = try Self.run([
            "token", "--decrypt", "--pkcs12", p12, "--passphrase-file", passphrase, "--trust-root",
            "Examples/Tokens/Test/test-root.pem", "--now", "2026-11-24T02:38:34Z", "Examples/Tokens/Test/ec-token.json",
        ])
        #expect(decrypted.status == 0)
        #expect(decrypted.output.contains("decrypted (NOT verified against Apple"))
        #expect(
            try Self.run(["token", "--decrypt", "--pkcs12", p12, "Examples/Tokens/Test/ec-token.json"]).status == 2)
    }

    /// Many tokens are decrypted and printed in the order they are named, failures in their place; one run accepts
    /// each transaction once, the first copy named, as a queue fed to it with a duplicate must not charge twice.
    @Test func manyTokensAreDecryptedInTheOrderNamedAndEachTransactionOnce() throws {
        let good = "Examples/Tokens/Test/ec-token.json"
        let lookAlike = "Examples/Tokens/Test/look-alike-token.json"
        let missing = "Examples/Tokens/Test/no-such-token.json"
        let files = (0..<40).map { $0 % 13 == 5 ? lookAlike : $0 == 17 ? missing : good }
        let run = try Self.run(
            [
                "token", "--decrypt", "--key", "Examples/Tokens/Test/merchant-ec-key.pem", "--certificate",
                "Examples/Tokens/Test/merchant-ec-certificate.pem", "--trust-root",
                "Examples/Tokens/Test/test-root.pem",
                "--now", "2026-11-24T02:38:34Z",
            ] + files)
        #expect(run.status == 2)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == files.count)
        for (index, (line, file)) in zip(lines, files).enumerated() {
            #expect(line.hasPrefix("\(file): \(file == good && index == 0 ? "decrypted" : "error")"))
            if file == good, index > 0 {
                #expect(
                    line.hasSuffix(
                        "[token.replayed] (NOT verified against Apple: signed under the test root AC3AFEA8A98822D0...)"),
                    "\(line)")
            }
        }
    }

    /// The iOS Simulator's payment: one error that names it, checked or decrypted.
    @Test func theSimulatorsPaymentIsNamed() throws {
        let checked = try Self.run(["token", "--now", "2026-11-24T02:38:34Z", "Examples/Tokens/simulator-payment.json"])
        #expect(checked.status == 1)
        #expect(checked.output.contains("[token.simulated]"), "\(checked.output)")
        #expect(!checked.output.contains("json.missingKey"))
        let decrypted = try Self.run([
            "token", "--decrypt", "--key", "Examples/Tokens/Test/merchant-ec-key.pem", "--certificate",
            "Examples/Tokens/Test/merchant-ec-certificate.pem", "--now", "2026-11-24T02:38:34Z",
            "Examples/Tokens/simulator-payment.json",
        ])
        #expect(decrypted.status == 1)
        #expect(decrypted.output.contains("[token.simulated]"), "\(decrypted.output)")
    }

    /// Built without the package trait `Redis`, `--replay-guard` is a usage error that names the trait and how to
    /// build with it, never a guard in memory in its place; built with it, the Redis tests run the flag.
    @Test func theSharedReplayGuardNeedsTheRedisTrait() throws {
        let run = try Self.run([
            "token", "--decrypt", "--key", "Examples/Tokens/Test/merchant-ec-key.pem", "--certificate",
            "Examples/Tokens/Test/merchant-ec-certificate.pem", "--trust-root", "Examples/Tokens/Test/test-root.pem",
            "--now", "2026-11-24T02:38:34Z", "--replay-guard", "redis://127.0.0.1:1",
            "Examples/Tokens/Test/ec-token.json",
        ])
        #if Redis
            // Nothing listens on port 1: the guard fails closed, and the token is refused.
            #expect(run.status == 1)
            #expect(run.output.contains("[replayGuard.unavailable]"), "\(run.output)")
        #else
            #expect(run.status == 2)
            #expect(run.error.contains("package trait Redis") && run.error.contains("--traits Redis"), "\(run.error)")
            #expect(run.output.isEmpty)
        #endif
    }

    @Test func documentTextCannotForgeOrRestyleOutputLines() throws {
        // An unknown key that tries to print a second verdict, and a label with a terminal escape sequence.
        let document = #"""
            {"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],
             "total":{"label":"Shop\u001b[2J\u202eevil","amount":"1.00"},"x\nforged.json: OK":1}
            """#
        let run = try Self.run(["validate", "-"], input: document)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // The unknown key, the control characters and the override: one line each.
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("-: ") })
        #expect(run.output.contains("U+202E RIGHT-TO-LEFT OVERRIDE"))
        #expect(!run.output.unicodeScalars.contains { $0.value == 0x202E })
        #expect(run.output.contains(#"x\nforged.json: OK"#))
        #expect(!run.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payreq-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a\nb.json")
        try Data(document.utf8).write(to: file)
        let summary = try Self.run(["summary", file.path])
        #expect(summary.output.hasPrefix(#"Shop\u{1b}[2J\u{202e}evil (US Dollar, USD)"#))
        #expect(!summary.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        let named = try Self.run(["validate", file.path])
        #expect(named.output.split(separator: "\n").allSatisfy { $0.hasPrefix(directory.path + "/a\\nb.json: ") })
        let missing = try Self.run(["validate", directory.appendingPathComponent("gone\u{1b}[31m.json").path])
        #expect(missing.status == 2)
        #expect(!missing.error.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func oversizedInputIsRefusedUnread() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payreq-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let big = directory.appendingPathComponent("big.json")
        try Data(count: (16 << 20) + 1).write(to: big)

        let file = try Self.run(["validate", big.path])
        #expect(file.status == 2)
        #expect(file.output.contains("the file is 16777217 bytes; the limit is 16777216"))

        let folder = try Self.run(["validate", directory.path])
        #expect(folder.status == 2)
        #expect(folder.output.contains("it is a directory, not a file"))

        // Standard input from the file: payreq stops reading one byte past the limit.
        let process = Process()
        process.executableURL = Self.payreq
        process.arguments = ["validate", "-"]
        process.standardInput = try FileHandle(forReadingFrom: big)
        let output = Pipe()
        process.standardError = Pipe()
        process.standardOutput = output
        try process.run()
        let message = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("standard input is longer than the limit of 16777216 bytes"))
    }

    @Test(arguments: [
        ("{\"a\":\n  1,,}", "Unexpected ',' where a key was expected at line 2, column 5 (byte 10) [json.malformed]"),
        (
            "{\"countryCode\":\"\u{FF}\"}",
            "not valid UTF-8 at line 1, column 17 (byte 16): byte 0xff cannot stand there"
        ),
        ("UTF-16", "The document is UTF-16, not UTF-8; save it as UTF-8 [json.malformed]"),
    ])
    func malformedDocumentsAreExplainedInWords(document: String, message: String) throws {
        var data = Data(document.utf8)
        if document == "UTF-16" { data = "{\"a\":1}".data(using: .utf16)! }
        // \u{FF} stands for the raw byte 0xFF, which no UTF-8 string can hold.
        if document.contains("\u{FF}") {
            data = Data(document.utf8.flatMap { $0 == 0xC3 ? [] : $0 == 0xBF ? [0xFF] : [$0] })
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payreq-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.json")
        try data.write(to: file)
        let run = try Self.run(["validate", file.path])
        #expect(run.status == 1)
        #expect(run.output.contains(message), "\(run.output)")
    }

    @Test func aByteOrderMarkIsAccepted() throws {
        let document = try Data(contentsOf: Self.requests.appendingPathComponent("valid-taxi.json"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payreq-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bom.json")
        try (Data([0xEF, 0xBB, 0xBF]) + document).write(to: file)
        let run = try Self.run(["validate", file.path])
        #expect(run.status == 0)
        #expect(run.output == "\(file.path): OK\n")
    }

    @Test func everyProblemOfADocumentIsOneLine() throws {
        let document = #"""
            {"countryCode":"XX","currencyCode":"USD","supportedNetworks":["visa","bitcoin"],
             "merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"20.00"},
             "lineItems":[{"label":"Latte","amount":"4.505"},{"label":"Beans","amount":"12.00"}]}
            """#
        let run = try Self.run(["validate", "-"], input: document)
        #expect(run.status == 1)
        #expect(
            run.output.split(separator: "\n").map { String($0.split(separator: "[").last ?? "") } == [
                "countryCode.invalid]", "supportedNetworks.unknown]", "total.sum]", "amount.minorUnits]",
            ])
    }

    /// Many files run on every core, yet the report is each file's own report, in the order of the arguments,
    /// with files that cannot be read in their places.
    @Test func manyFilesAreReportedInTheArgumentsOrder() throws {
        let arguments = ["validate", "--now", "2026-11-21T12:00:00Z"]
        let kinds = Self.documents.map { "Examples/Requests/" + $0 } + ["Examples/Requests", "does-not-exist.json"]
        var alone = [String: String]()
        for file in kinds { alone[file] = try Self.run(arguments + [file]).output }
        let files = (0..<400).map { kinds[($0 * 7) % kinds.count] }
        for format in [[], ["--json"]] {
            let run = try Self.run(arguments + format + files)
            #expect(run.status == 2)
            if format.isEmpty {
                #expect(run.output == files.map { alone[$0]! }.joined())
            } else {
                let array = try #require(
                    try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
                #expect(array.map { $0["file"] as? String } == files)
            }
        }
    }

    @Test func jsonOutputHasOneObjectPerFileInInputOrder() throws {
        let files = [
            "Examples/Requests/valid-taxi.json", "Examples/Requests/invalid-amount-as-number.json",
            "Examples/Requests/warnings-only.json",
        ]
        let run = try Self.run(["validate", "--json", "--now", "2026-11-21T12:00:00Z"] + files)
        #expect(run.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(array.map { $0["file"] as? String } == files)
        #expect(array.map { $0["valid"] as? Bool } == [true, false, true])
        for object in array {
            #expect(Set(object.keys) == ["file", "valid", "violations"])
            for violation in try #require(object["violations"] as? [[String: String]]) {
                #expect(Set(violation.keys) == ["code", "severity", "path", "message"])
                #expect(["error", "warning"].contains(violation["severity"]))
            }
        }
        let bad = try #require(array[1]["violations"] as? [[String: String]])
        #expect(bad.map { $0["code"] } == ["json.type"])
        #expect(bad.map { $0["path"] } == ["lineItems[1].amount"])
    }

    @Test func standardInput() throws {
        let document = try String(
            contentsOf: Self.requests.appendingPathComponent("valid-apple-minimal.json"), encoding: .utf8)
        let valid = try Self.run(["validate", "-"], input: document)
        #expect(valid.status == 0)
        #expect(valid.output == "-: OK\n")
        let invalid = try Self.run(["validate", "--json", "-"], input: "{\"countryCode\":")
        #expect(invalid.status == 1)
        #expect(invalid.output.contains("\"code\": \"json.malformed\""))
    }

    @Test func inAppNeedsTheMerchantIdentifier() throws {
        let run = try Self.run(["validate", "--in-app", "Examples/Requests/valid-apple-minimal.json"])
        #expect(run.status == 1)
        #expect(run.output.contains("error merchantIdentifier: "))
        #expect(run.output.contains("[merchantIdentifier.missing]"))
    }

    @Test func nowDecidesDateRules() throws {
        let file = "Examples/Requests/invalid-recurring-and-deferred.json"
        let early = try Self.run(["validate", "--now", "2019-01-01T00:00:00Z", file])
        #expect(!early.output.contains("deferred.dateNotInFuture"))
        let late = try Self.run(["validate", "--now", "2026-11-21T12:00:00Z", file])
        #expect(late.output.contains("deferred.dateNotInFuture"))
    }

    @Test(arguments: [
        ["validate"], ["validate", "--bogus", "x.json"], ["validate", "--now"],
        ["validate", "--now", "tomorrow", "x.json"], ["validate", "--format", "xml", "x.json"],
        ["validate", "--format"], ["validate", "--api-version", "16", "x.json"],
        ["validate", "--api-version=0", "x.json"],
        ["validate", "--api-version", "+3", "x.json"], ["validate", "--api-version"],
        ["frobnicate"], ["summary"], ["summary", "a.json", "b.json"], ["example", "pizza"], [],
        ["help", "nosuch"],
    ])
    func usageErrorsExitWithTwoOnStandardError(arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(!run.error.isEmpty)
    }

    /// Every option a command takes is in its help and its usage line, and the command accepts it: a help text
    /// that leaves one out, or names one the command refuses, fails here.
    @Test(arguments: [
        (
            ["validate"],
            [
                "--json", "--now", "--in-app", "--api-version", "--require-sum", "--format", "--request", "--currency",
                "--update-kind", "--minimum-ios", "--entitlements",
            ]
        ),
        (["token"], ["--json", "--now", "--request", "--decrypt"]),
        (
            ["token", "--decrypt"],
            [
                "--key", "--certificate", "--request", "--now", "--trust-root", "--replay-guard",
                "--show-account-number", "--show-cryptogram", "--json",
            ]
        ),
        (["summary"], []),
        (
            ["export"],
            [
                "--to", "--merchant-identifier", "--gateway", "--gateway-merchant-id", "--allow-pan-only",
                "--omit-networks-not-offered", "--billing-address-format", "--pretty",
            ]
        ),
        (["example"], []),
    ])
    func everyOptionIsInItsHelp(command: [String], options: [String]) throws {
        let help = try Self.run(command + ["--help"])
        #expect(help.status == 0)
        for option in options + ["-h, --help"] {
            #expect(help.output.contains("  \(option)"), "\(command) --help does not show \(option)")
        }
        for option in options {
            #expect(help.output.contains("[\(option)") || help.output.contains(" \(option) "), "\(command): usage")
            let run = try Self.run(command + [option, "--help"])
            #expect(!run.error.contains("Unknown option"), "\(command) refuses \(option)")
        }
    }

    /// Every command reads its arguments alike: a message names the option with its placeholder, the usage line is
    /// the command's own, and `--` ends the options.
    @Test(arguments: [
        (["export", "--to"], "Error: Missing value for '--to <format>'\nUsage: payreq export "),
        (
            ["token", "--decrypt", "--now=soon", "x.json"],
            "Error: The value 'soon' is invalid for '--now <date-time>': use ISO 8601, such as 2026-11-21T12:00:00Z\nUsage: payreq token --decrypt "
        ),
        (["token", "--decrypt", "--keys", "k"], "Error: Unknown option '--keys' for 'payreq token --decrypt'\n"),
        (["summary", "a.json", "b.json"], "Error: Unexpected argument 'b.json'\nUsage: payreq summary <file>\n"),
        (["summary", "--", "--a.json"], "Cannot read '--a.json'"),
        (["example", "--name"], "Error: Unknown option '--name'\nUsage: payreq example [<name>]\n"),
        (["validate", "--format", "w3c", "--", "--now"], "Cannot read '--now'"),
    ])
    func argumentsAreReadAlikeByEveryCommand(arguments: [String], message: String) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 2)
        #expect((run.error + run.output).contains(message), "\(run.error)")
    }

    /// The page's Apple Pay JS version decides Safari's gates (errors) and what an older Safari ignores (warnings).
    @Test func apiVersionSetsThePagesVersion() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("payreq-api-version.json")
        try Data(
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa","jcb"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"},"supportsCouponCode":true}"#
                .utf8
        ).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let newest = try Self.run(["validate", file.path])
        #expect(newest.status == 0)
        #expect(newest.output.contains(": OK"))
        let eleven = try Self.run(["validate", "--api-version=11", file.path])
        #expect(eleven.status == 0)
        #expect(eleven.output.contains("warning supportsCouponCode:"))
        #expect(eleven.output.contains("[applePayJSVersion.feature]"))
        let one = try Self.run(["validate", "--json", "--api-version", "1", file.path])
        #expect(one.status == 1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(one.output.utf8)) as? [[String: Any]])
        let violations = try #require(objects.first?["violations"] as? [[String: Any]])
        #expect(
            violations.map { "\($0["code"]!)@\($0["path"]!)" } == [
                "supportedNetworks.version@supportedNetworks[1]", "applePayJSVersion.feature@supportsCouponCode",
            ])
        // The version is the page's; an app has none, and payreq's own version is --version.
        let inApp = try Self.run(["validate", "--in-app", "--api-version", "1", file.path])
        #expect(!inApp.output.contains("ersion]"))
        #expect(inApp.output.contains("[merchantIdentifier.missing]"))
        let help = try Self.run(["validate", "--help"])
        #expect(help.output.contains("--api-version <n>"))
    }

    /// Updates and authorization results are told apart from requests by their keys, or by --format update.
    @Test func updatesAndResultsByTheirKeys() throws {
        let run = try Self.run([
            "validate", "--json", "--update-kind=shipping-contact",
            "Examples/Session/invalid-shipping-contact-update.json",
            "Examples/Session/valid-authorization-result.json",
        ])
        #expect(run.status == 1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let violations = try #require(objects.first?["violations"] as? [[String: Any]])
        #expect(
            violations.map { "\($0["code"]!)@\($0["path"]!)" } == [
                "total.sum@newTotal.amount", "amount.minorUnits@newLineItems[0].amount",
                "session.error.ignored@errors[0]", "update.currencyAssumed@",
            ])
        #expect(objects.last?["valid"] as? Bool == true)
        // In yen, the amounts have too many decimals; without a kind, errors are not judged.
        let yen = try Self.run([
            "validate", "--format", "update", "--currency", "JPY",
            "Examples/Session/valid-shipping-contact-update.json",
        ])
        #expect(yen.status == 1)
        #expect(yen.output.contains("[amount.minorUnits]"))
        #expect(!yen.output.contains("session.error.ignored"))
        // The currency is never assumed silently: --currency, else --request's, else USD with a warning.
        let update = "Examples/Session/valid-shipping-contact-update.json"
        #expect(
            try Self.run(["validate", update]).output
                == "\(update): warning (document): The update's amounts were checked in USD, as no currency and no request were given [update.currencyAssumed]\n"
        )
        #expect(try Self.run(["validate", "--currency", "USD", update]).output == "\(update): OK\n")
        let yenRequest = try Self.run(["example", "coffee-shop"]).output.replacingOccurrences(
            of: #""USD""#, with: #""JPY""#)
        let requestFile = FileManager.default.temporaryDirectory.appendingPathComponent("yen-\(UUID().uuidString).json")
        try Data(yenRequest.utf8).write(to: requestFile)
        defer { try? FileManager.default.removeItem(at: requestFile) }
        let inYen = try Self.run(["validate", "--request", requestFile.path, update])
        #expect(inYen.status == 1)
        #expect(inYen.output.contains("[amount.minorUnits]"))
        #expect(!inYen.output.contains("update.currencyAssumed"))
        let result = try Self.run(["validate", "Examples/Session/invalid-authorization-result.json"])
        #expect(result.status == 1)
        #expect(result.output.contains("[session.status.invalid]"))
        for bad in [["--currency", "usd"], ["--update-kind", "shipping"]] {
            #expect(try Self.run(["validate"] + bad + ["x.json"]).status == 2)
        }
    }

    /// Google Pay's and the W3C API's answers checked against the offer: the honest ones pass, the forged ones
    /// exit 1 with the rule each breaks, and alone each says it was not checked.
    @Test func otherWalletsAnswersAgainstTheirOffer() throws {
        let google = "Examples/Answers/google-pay-request.json"
        let honest = try Self.run([
            "validate", "--request", google, "Examples/Answers/google-pay-payment-data.json",
            "Examples/Answers/google-pay-intermediate-payment-data.json",
        ])
        #expect(honest.status == 0)
        #expect(
            honest.output
                == "Examples/Answers/google-pay-payment-data.json: OK\nExamples/Answers/google-pay-intermediate-payment-data.json: OK\n"
        )
        let forged = try Self.run([
            "validate", "--format", "google-pay-response", "--request", google,
            "Examples/Answers/google-pay-payment-data-forged.json",
        ])
        #expect(forged.status == 1)
        #expect(forged.output.contains("[googlePay.answer.cardNetwork.notAllowed]"))
        let alone = try Self.run(["validate", "Examples/Answers/google-pay-payment-data.json"])
        #expect(alone.status == 0)
        #expect(alone.output.hasSuffix("[googlePay.answer.requestMissing]\n"))

        let w3c = "Examples/Answers/w3c-request.json"
        #expect(try Self.run(["validate", "--request", w3c, "Examples/Answers/w3c-payment-response.json"]).status == 0)
        let response = try Self.run([
            "validate", "--format", "w3c-response", "--request", w3c,
            "Examples/Answers/w3c-payment-response-forged.json",
        ])
        #expect(response.status == 1)
        #expect(response.output.contains("[w3c.response.shippingOption.unknown]"))
    }

    /// An event checked against the request it belongs to, as a merchant's server checks what its page sends;
    /// and a stored session recognised by its keys.
    @Test func eventsAgainstTheirRequestAndSnapshots() throws {
        let event = "Examples/Session/forged-shipping-method-event.json"
        let request = "Examples/Requests/valid-coffee-shop.json"
        // Alone, the event is well formed, and the report says it was not checked against an offer; against the
        // request, its method was never offered.
        let alone = try Self.run(["validate", event])
        #expect(alone.status == 0)
        #expect(
            alone.output
                == "\(event): warning (document): The event was not checked against a request: give the request the page was shown [event.requestMissing]\n"
        )
        let forged = try Self.run(["validate", "--format", "event", "--request", request, event])
        #expect(forged.status == 1)
        #expect(
            forged.output
                == "\(event): error shippingMethod.identifier: \"hack\" is not a shipping method the request offers (\"standard\", \"express\") [session.event.shippingMethod.notOffered]\n"
        )
        #expect(try Self.run(["validate", "--request", request, event]).status == 1)

        // Apple's merchant session, checked against the body the server sent (--request takes either).
        let merchantSession = "Examples/Session/merchant-session.json"
        let body = "Examples/Session/merchant-validation-request.json"
        let now = ["--now", "2026-11-21T12:30:00Z"]
        let checked = try Self.run(["validate"] + now + ["--request", body, merchantSession])
        #expect(checked.output == "\(merchantSession): OK\n")
        let otherBody = try Self.run(
            ["validate"] + now + ["--request", "-", "--format", "merchant-session", merchantSession],
            input:
                #"{"merchantIdentifier":"merchant.com.other","displayName":"Blue Bottle Coffee","initiative":"web","initiativeContext":"shop.bluebottle.example"}"#
        )
        #expect(otherBody.status == 1)
        #expect(
            otherBody.output.contains("error merchantIdentifier: ")
                && otherBody.output.contains("[merchantSession.merchantIdentifier.mismatch]"))
        let later = try Self.run(["validate", "--now", "2026-11-21T13:00:00Z", "--request", body, merchantSession])
        #expect(
            later.output
                == "\(merchantSession): error expiresAt: The session expired at 2026-11-21T13:00:00Z, before 2026-11-21T13:00:00Z [merchantSession.expired]\n"
        )

        let snapshot = try Self.run(["validate", "Examples/Session/valid-session-snapshot.json"])
        #expect(snapshot.output == "Examples/Session/valid-session-snapshot.json: OK\n")
        let tampered = try Self.run(
            [
                "validate", "--format", "snapshot", "-",
            ], input: #"{"version":2,"state":"active","merchantValidationState":"idle","request":{}}"#)
        #expect(tampered.status == 1)
        #expect(tampered.output.contains("[session.snapshot.version]"))
    }

    /// payreq token --decrypt: a real token with its published key, the TEST vectors under their test root (and
    /// refused under Apple's), the account number redacted unless asked for, and keys that cannot be used.
    @Test func tokensDecryptWithTheMerchantsKeys() throws {
        let real = try Self.run([
            "token", "--decrypt", "--key", "Examples/Tokens/Real/pedicel-merchant-key.pem", "--certificate",
            "Examples/Tokens/Real/pedicel-merchant-certificate.pem", "--now", "2014-10-27T19:51:43Z",
            "Examples/Tokens/Real/pedicel-payment-data.json",
        ])
        #expect(real.status == 0)
        #expect(
            real.output
                == "Examples/Tokens/Real/pedicel-payment-data.json: decrypted: DecryptedPayment(wallet: applePay, accountNumber: •••• 4320, networkToken: true, expires: 7/2020, authenticationMethod: CRYPTOGRAM_3DS, cryptogram: (redacted), eciIndicator: 5, amount: 1.00 USD)\n"
        )
        let test = "Examples/Tokens/Test"
        let manifest = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.packageRoot.appendingPathComponent("\(test)/manifest.json")))
                as? [String: Any])
        let now = try #require(manifest["generated"] as? String)
        let keys = [
            "--key", "\(test)/merchant-ec-key.pem", "--certificate", "\(test)/merchant-ec-certificate.pem", "--key",
            "\(test)/merchant-rsa-key.pem", "--certificate", "\(test)/merchant-rsa-certificate.pem", "--now", now,
        ]
        let trusted = try Self.run(
            ["token", "--decrypt"] + keys + [
                "--trust-root", "\(test)/test-root.pem", "--show-account-number", "--show-cryptogram", "--json",
            ]
                + ["\(test)/ec-token.json", "\(test)/rsa-token.json"])
        #expect(trusted.status == 0)
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(trusted.output.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["verifiedAgainstApple"] as? Bool } == [false, false])
        #expect(
            objects.map { ($0["payment"] as? [String: Any])?["accountNumber"] as? String } == [
                "4111111111111111", "4111111111111111",
            ])
        #expect(objects.map { ($0["payment"] as? [String: Any])?["wallet"] as? String } == ["applePay", "applePay"])
        #expect(trusted.output.contains("Af9x/QwAA/DjmU65oyc1MAABAAA="))
        // Without --show-account-number, one redaction for both wallets: the account number to its last four
        // digits and the cryptogram left out, as Google Pay's message is printed.
        let redacted = try Self.run(
            ["token", "--decrypt"] + keys + [
                "--trust-root", "\(test)/test-root.pem", "--json", "\(test)/ec-token.json",
            ])
        #expect(redacted.status == 0)
        #expect(
            redacted.output.contains(#""applicationPrimaryAccountNumber":"************1111""#), "\(redacted.output)")
        #expect(
            !redacted.output.contains("Af9x/QwAA/DjmU65oyc1MAABAAA=") && !redacted.output.contains("4111111111111111"))
        #expect(redacted.output.contains(#""onlinePaymentCryptogram":"""#))
        // Each flag shows what it names and nothing more.
        let numberOnly = try Self.run(
            ["token", "--decrypt"] + keys + [
                "--trust-root", "\(test)/test-root.pem", "--show-account-number", "\(test)/ec-token.json",
            ])
        #expect(numberOnly.output.contains("accountNumber: 4111111111111111"), "\(numberOnly.output)")
        #expect(numberOnly.output.contains("cryptogram: (redacted)"))
        let cryptogramOnly = try Self.run(
            ["token", "--decrypt"] + keys + [
                "--trust-root", "\(test)/test-root.pem", "--show-cryptogram", "\(test)/ec-token.json",
            ])
        #expect(cryptogramOnly.output.contains("accountNumber: •••• 1111"), "\(cryptogramOnly.output)")
        #expect(cryptogramOnly.output.contains("cryptogram: Af9x/QwAA/DjmU65oyc1MAABAAA="))
        let untrusted = try Self.run(["token", "--decrypt"] + keys + ["\(test)/ec-token.json"])
        #expect(untrusted.status == 1)
        #expect(untrusted.output.contains("[token.signature.root]"))
        // Keys that cannot be used are usage errors, before any token is read.
        for bad in [
            ["--key", "\(test)/merchant-ec-key.pem"],
            ["--key", "\(test)/refused-p384-key.pem", "--certificate", "\(test)/refused-p384-certificate.pem"],
            ["--key", "\(test)/merchant-ec-key.pem", "--certificate", "\(test)/merchant-rsa-certificate.pem"],
        ] {
            let run = try Self.run(["token", "--decrypt"] + bad + ["\(test)/ec-token.json"])
            #expect(run.status == 2, "\(bad)")
        }
    }

    /// payreq token: a payment, a token, an envelope and decrypted data, by their keys; --now and --request.
    @Test func googlePayTokensDecryptForTheirRecipient() throws {
        let folder = "Examples/Tokens/GooglePay"
        let options = [
            "token", "--decrypt", "--recipient", "merchant:12345678901234567890", "--google-roots",
            "\(folder)/root-keys.json", "--key", "\(folder)/merchant-key.pem", "--now", "2026-11-27T12:00:00Z",
        ]
        let run = try Self.run(
            options + [
                "--request", "\(folder)/request.json", "\(folder)/ecv2-pan-only.json",
                "\(folder)/wrong-recipient-gateway.json",
            ])
        #expect(run.status == 1)
        #expect(
            run.output
                == "\(folder)/ecv2-pan-only.json: decrypted for merchant:12345678901234567890: DecryptedPayment(wallet: googlePay, accountNumber: •••• 1111, networkToken: false, expires: 12/2030, authenticationMethod: PAN_ONLY)\n"
                + "\(folder)/wrong-recipient-gateway.json: error: The token was signed for gateway:12345678901234567890, not merchant:12345678901234567890: the request's tokenization was PAYMENT_GATEWAY [googlePay.recipientMismatch]\n"
        )
        let json = try Self.run(
            options + ["--json", "--show-account-number", "--show-cryptogram", "\(folder)/ecv2-cryptogram-3ds.json"])
        #expect(json.status == 0)
        #expect(
            json.output.contains(
                #""pan":"4111111111111111","authMethod":"CRYPTOGRAM_3DS","cryptogram":"AAAAAA8qP9gIAAAAAAAAAAAAAAA=""#))
        let redacted = try Self.run(options + ["--json", "\(folder)/ecv2-cryptogram-3ds.json"])
        #expect(redacted.output.contains(#""pan":"************1111""#) && !redacted.output.contains("AAAAAA8qP9g"))
        #expect(redacted.output.contains(#""accountNumber":"************1111","networkToken":true"#))
        let numberOnly = try Self.run(
            options + ["--json", "--show-account-number", "\(folder)/ecv2-cryptogram-3ds.json"])
        #expect(numberOnly.output.contains(#""pan":"4111111111111111""#) && !numberOnly.output.contains("AAAAAA8qP9g"))
        // Usage: a recipient of neither form, --recipient without the roots, a key without either.
        for (arguments, message) in [
            (
                ["--recipient", "someRecipient", "--google-roots", "r.json", "--key", "k", "t.json"],
                "merchant:<id> or gateway:<id>"
            ),
            (["--recipient", "merchant:1", "--key", "k", "t.json"], "Give --recipient and --google-roots together"),
            (["--key", "k", "t.json"], "or --recipient and --google-roots for Google Pay tokens"),
        ] {
            let usage = try Self.run(["token", "--decrypt"] + arguments)
            #expect(usage.status == 2)
            #expect(usage.error.contains(message), "\(usage.error)")
        }
    }

    @Test(arguments: ["google-ecv1", "google-ecv2", "google-ecv2-signing-only"])
    func mintedGooglePayTokensOpenAndNegativesAreRefused(kind: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payreq-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let now = "2026-11-28T12:00:00Z"
        let minted = try Self.run(["token", "--mint", kind, "--out", directory.path, "--now", now])
        #expect(minted.status == 0, "\(minted.error)")
        #expect(minted.output == "Minted a TEST \(kind) token in \(directory.path)\n")
        let manifest = try JSONSerialization.jsonObject(
            with: Data(contentsOf: directory.appendingPathComponent("manifest.json")))
        #expect(
            manifest as? [String: String] == [
                "kind": kind, "token": "token.json", "now": now, "plaintext": "message.json",
                "rootKeys": "root-keys.json", "merchantKey": "merchant-key.pem",
                "recipient": "merchant:12345678901234567890",
            ])
        let decrypt = { (folder: URL) in
            try Self.run([
                "token", "--decrypt", "--recipient", "merchant:12345678901234567890", "--google-roots",
                folder.appendingPathComponent("root-keys.json").path, "--key",
                folder.appendingPathComponent("merchant-key.pem").path, "--now", now,
                folder.appendingPathComponent("token.json").path,
            ])
        }
        #expect(try decrypt(directory).status == 0)
        // The folder is not overwritten unless asked.
        let again = try Self.run(["token", "--mint", kind, "--out", directory.path])
        #expect(again.status == 2 && again.error.contains("token.json exists: give --force to overwrite it"))
        #expect(try Self.run(["token", "--mint", kind, "--out", directory.path, "--force"]).status == 0)
        let negatives = [
            ("other-recipient", "googlePay.recipientMismatch"), ("unknown-root", "googlePay."),
            ("expired-intermediate-key", "googlePay.intermediateKeyExpired"),
            ("expired-message", "googlePay.messageExpired"), ("tag-over-other-data", "googlePay.tagMismatch"),
        ]
        for (negative, code) in negatives {
            let folder = directory.appendingPathComponent(negative)
            let made = try Self.run([
                "token", "--mint", kind, "--out", folder.path, "--now", now, "--negative", negative,
            ])
            let applies =
                !(kind == "google-ecv1" && negative == "expired-intermediate-key")
                && !(kind == "google-ecv2-signing-only" && negative == "tag-over-other-data")
            guard applies else {
                #expect(made.status == 2 && made.error.contains("does not exist in \(kind)"), "\(made.error)")
                continue
            }
            #expect(made.status == 0, "\(made.error)")
            let refused = try decrypt(folder)
            #expect(refused.status == 1 && refused.output.contains(code), "\(negative): \(refused.output)")
        }
    }

    @Test(arguments: ["apple-ec", "apple-rsa"])
    func mintedApplePayTokensOpenAndNegativesAreRefused(kind: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payreq-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let now = "2026-11-28T12:00:00Z"
        let request = "Examples/Requests/valid-coffee-shop.json"
        let minted = try Self.run([
            "token", "--mint", kind, "--out", directory.path, "--now", now, "--request", request,
        ])
        #expect(minted.status == 0, "\(minted.error)")
        let manifest = try JSONSerialization.jsonObject(
            with: Data(contentsOf: directory.appendingPathComponent("manifest.json")))
        #expect(
            manifest as? [String: String] == [
                "kind": kind, "token": "token.json", "now": now, "plaintext": "payment-data.json",
                "trustRoot": "test-root.pem", "merchantKey": "merchant-key.pem",
                "merchantCertificate": "merchant-certificate.pem",
            ])
        let decrypt = { (folder: URL, extra: [String]) in
            try Self.run(
                [
                    "token", "--decrypt", "--key", folder.appendingPathComponent("merchant-key.pem").path,
                    "--certificate", folder.appendingPathComponent("merchant-certificate.pem").path, "--trust-root",
                    folder.appendingPathComponent("test-root.pem").path, "--now", now,
                ] + extra + [folder.appendingPathComponent("token.json").path])
        }
        let opened = try decrypt(directory, ["--request", request])
        #expect(opened.status == 0, "\(opened.output)")
        #expect(opened.output.contains("NOT verified against Apple"))
        for (negative, code) in [
            ("tampered-data", "token.signatureNotVerified"), ("tampered-signature", "token.signatureNotVerified"),
            ("other-root", "token.signature.root"), ("expired-leaf", "token.signature.validity"),
            ("not-yet-valid-leaf", "token.signature.validity"),
            ("signing-time-outside-window", "token.signature.signingTime"),
            ("other-merchant-key", "token.noMatchingKey"),
        ] {
            let folder = directory.appendingPathComponent(negative)
            let made = try Self.run([
                "token", "--mint", kind, "--out", folder.path, "--now", now, "--negative", negative,
            ])
            #expect(made.status == 0, "\(made.error)")
            let refused = try decrypt(folder, [])
            #expect(refused.status == 1 && refused.output.contains(code), "\(negative): \(refused.output)")
        }
    }

    @Test func mintRefusesWhatWouldMakeNoToken() throws {
        for (arguments, message) in [
            (
                ["--mint", "samsung-pay", "--out", "x"],
                "use apple-ec, apple-rsa, google-ecv1, google-ecv2, google-ecv2-signing-only"
            ),
            (["--mint", "apple-ec", "--out", "x", "--negative", "other-recipient"], "use tampered-data"),
            (["--mint", "google-ecv2", "--out", "x", "--request", "r.json"], "go with apple-ec and apple-rsa"),
            (["--mint", "apple-ec", "--out", "x", "--currency", "XYZ"], "use an ISO 4217 code"),
            (
                ["--mint", "apple-ec", "--out", "x", "--amount", "10.001", "--currency", "USD"],
                "--amount 10.001 cannot be charged in USD"
            ),
            (["--mint", "apple-ec", "--out", "x", "--amount", "ten"], "use a decimal amount"),
            (["--mint", "apple-ec", "--out", "x", "--transaction-identifier", "0xZZ"], "use hexadecimal digits"),
            (
                ["--mint", "google-ecv2", "--out", "x", "--now", "1960-01-01T00:00:00Z"],
                "message is not a message Google signs: error messageExpiration"
            ),
            (["--mint", "google-ecv2"], "Missing '--out <dir>'"),
            (["--mint", "google-ecv2", "--out", "x", "--recipient", "someRecipient"], "merchant:<id> or gateway:<id>"),
            (["--mint", "google-ecv2", "--out", "x", "--auth-method", "PIN"], "use PAN_ONLY or CRYPTOGRAM_3DS"),
            (["--mint", "google-ecv2", "--out", "x", "--negative", "bad"], "use other-recipient, unknown-root"),
            (["--mint", "google-ecv2", "--out", "x", "stray.json"], "Unexpected argument 'stray.json'"),
        ] {
            let usage = try Self.run(["token"] + arguments)
            #expect(usage.status == 2)
            #expect(usage.error.contains(message), "\(usage.error)")
        }
    }

    @Test func tokenChecksPaymentsAndDecryptedData() throws {
        let files = ["gala-payment.json", "gala-token.json", "gala-payment-data.json"].map { "Examples/Tokens/\($0)" }
        let then = try Self.run(["token", "--now", "2023-03-07T05:34:00Z"] + files)
        #expect(then.status == 0)
        #expect(then.output.split(separator: "\n").count == 3 && !then.output.contains("error"))
        let now = try Self.run(["token", "--json", "--now", "2026-11-22T00:00:00Z", files[0]])
        #expect(now.status == 1)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(now.output.utf8)) as? [[String: Any]])
        let violations = try #require(objects.first?["violations"] as? [[String: Any]])
        #expect(
            violations.map { "\($0["code"]!)@\($0["path"]!)" } == [
                "token.signature.signingTime@token.paymentData.signature"
            ])
        let decrypted = "Examples/Tokens/gala-decrypted.json"
        let matched = try Self.run([
            "token", "--now", "2020-07-15T00:00:00Z", "--request", "Examples/Tokens/gala-request.json", decrypted,
        ])
        #expect(matched.status == 0)
        let otherRequest = try Self.run([
            "token", "--now", "2020-07-15T00:00:00Z", "--request", "Examples/Requests/valid-coffee-shop.json",
            decrypted,
        ])
        #expect(otherRequest.status == 1)
        #expect(otherRequest.output.contains("[decrypted.amount.mismatch]"))
        #expect(try Self.run(["token", "--request", "does-not-exist.json", decrypted]).status == 2)
        #expect(try Self.run(["help", "token"]).output.contains("--request <file>"))
        #expect(try Self.run(["token", "--help"]).output.contains("OVERVIEW: Check a payment"))
    }

    /// `payreq token` recognises through the library: a request is one line saying so, and a Google Pay token is
    /// checked as one.
    @Test func tokenRecognisesBothWalletsAndNamesOtherKinds() throws {
        let request = try Self.run(["token", "Examples/Tokens/gala-request.json"])
        #expect(request.status == 1)
        #expect(
            request.output
                == "Examples/Tokens/gala-request.json: error (document): The document is an Apple Pay JS payment request, not decrypted payment data, a payment, a payment token, a payment token's envelope, a Google Pay payment method token, Google's root signing keys or a decrypted Google Pay message [document.otherKind]\n"
        )
        let google = try Self.run(["token", "Examples/Tokens/GooglePay/ecv1.json"])
        #expect(google.status == 0)
        #expect(google.output == "Examples/Tokens/GooglePay/ecv1.json: OK\n")
        let forged = try Self.run(["token", "Examples/Tokens/GooglePay/extra-member.json"])
        #expect(forged.status == 1)
        #expect(forged.output.hasSuffix("[googlePay.member.unexpected]\n"))
        // An Apple Pay request given as a Google Pay token's --request is refused by the same policy.
        let wrongRequest = try Self.run([
            "token", "--request", "Examples/Tokens/gala-decrypted.json", "Examples/Tokens/GooglePay/ecv1.json",
        ])
        #expect(wrongRequest.status == 1)
        #expect(wrongRequest.error.contains("[document.otherKind]"))
    }

    /// Without the test root, Apple's issuer encryption policy refuses the TEST chain's intermediate.
    @Test func theTestChainNeedsItsRoot() throws {
        let path = "Examples/Provisioning/valid-generate-request.json"
        let run = try Self.run(["validate", "--now", "2026-11-21T12:00:00Z", path])
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("[provisioning.certificateChain.intermediate]\n"), "\(run.output)")
        #expect(try Self.run(["validate", "--trust-root", "Examples/Provisioning/README.md", path]).status == 2)
    }

    /// An app's side: the entitlement's merchant identifiers and the deployment target, in-app only.
    @Test func anAppsEntitlementsAndDeploymentTarget() throws {
        let entitlements = "Examples/App/CoffeeShop.entitlements"
        let request = "Examples/App/coffee-shop-in-app.json"
        let honest = try Self.run([
            "validate", "--in-app", "--entitlements", entitlements, "--minimum-ios", "18.0", request,
        ])
        #expect(honest.status == 0 && honest.output == "\(request): OK\n", "\(honest.output)")
        let older = try Self.run(["validate", "--in-app", "--minimum-ios", "16.4", request])
        #expect(older.status == 1)
        #expect(
            older.output
                == "\(request): error merchantCategoryCode: PKPaymentRequest's merchantCategoryCode arrived in iOS 18.0; the app's deployment target is iOS 16.4 [deploymentTarget.unavailable]\n"
        )
        let other = try Self.run(
            ["validate", "--in-app", "--entitlements", entitlements, "-"],
            input: try String(contentsOfFile: Self.packageRoot.appendingPathComponent(request).path, encoding: .utf8)
                .replacingOccurrences(of: "merchant.com.example.coffee", with: "merchant.com.example.tea"))
        #expect(other.status == 1)
        #expect(other.output.contains("[merchantIdentifier.notEntitled]"), "\(other.output)")
        // Both describe an app; a file that is not an entitlements list, or a release that is not one, is usage.
        #expect(try Self.run(["validate", "--minimum-ios", "16.0", request]).status == 2)
        #expect(try Self.run(["validate", "--in-app", "--minimum-ios", "sixteen", request]).status == 2)
        let notAList = try Self.run(["validate", "--in-app", "--entitlements", "Examples/App/README.md", request])
        #expect(notAList.status == 2 && notAList.error.contains("com.apple.developer.in-app-payments"))
        // Arrays nested deeper than any entitlements file: a large file is refused by its size, before Foundation's
        // recursive reader sees it (3 MB of them crashed it), and one within the size is read and refused.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payreq-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for depth in [1_100, 200_000] {
            let nested = directory.appendingPathComponent("nested-\(depth).entitlements")
            let text =
                #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>com.apple.developer.in-app-payments</key>"#
                + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
                + "</dict></plist>"
            try Data(text.utf8).write(to: nested)
            let run = try Self.run(["validate", "--in-app", "--entitlements", nested.path, request])
            #expect(run.status == 2, "depth \(depth): \(run.error)")
            #expect(run.error.hasPrefix("Error: "), "depth \(depth): \(run.error)")
        }
    }

    @Test func unreadableFilesExitWithTwo() throws {
        let run = try Self.run(["validate", "Examples/Requests/valid-taxi.json", "does-not-exist.json"])
        #expect(run.status == 2)
        #expect(run.output.contains("valid-taxi.json: OK"))
        // Once, as the file's line of the report.
        // The file name, and the path in the message.
        #expect(run.output.components(separatedBy: "does-not-exist.json").count == 3)
        #expect(run.output.contains("does-not-exist.json: error (document): Cannot read"))
        #expect(run.error.isEmpty)
    }

    /// Why a file cannot be read is said in one line per file, in the report's words for a missing file, a
    /// directory and a file too large, and in the system's words for the rest.
    @Test func unreadableFilesSayWhy() throws {
        let run = try Self.run([
            "validate", "does-not-exist.json", "Examples", "Examples/Requests/valid-taxi.json/inside",
        ])
        #expect(run.status == 2)
        #expect(
            run.output == """
                does-not-exist.json: error (document): Cannot read 'does-not-exist.json': The operation could not be \
                completed. The file doesn’t exist. [file.unreadable]
                Examples: error (document): Cannot read 'Examples': it is a directory, not a file [file.unreadable]
                Examples/Requests/valid-taxi.json/inside: error (document): Cannot read \
                'Examples/Requests/valid-taxi.json/inside': Not a directory [file.unreadable]

                """)
    }

    /// Decrypted data missing its account number is decrypted data with a missing key, not a broken envelope.
    @Test func decryptedDataWithoutItsAccountNumber() throws {
        let full = try String(
            contentsOfFile: "\(Self.packageRoot.path)/Examples/Tokens/gala-decrypted.json", encoding: .utf8)
        let withoutPAN = full.replacingOccurrences(
            of: #""applicationPrimaryAccountNumber": "4109370251004320","#, with: "")
        #expect(withoutPAN != full)
        let run = try Self.run(["token", "--now", "2020-07-15T00:00:00Z", "-"], input: withoutPAN)
        #expect(run.status == 1)
        #expect(
            run.output
                == "-: error applicationPrimaryAccountNumber: Missing required key \"applicationPrimaryAccountNumber\" [json.missingKey]\n"
        )
    }

    @Test func helpAndVersion() throws {
        let help = try Self.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: payreq <subcommand>"))
        let validateHelp = try Self.run(["validate", "--help"])
        #expect(validateHelp.output.contains("--in-app"))
        let version = try Self.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("payreq "))
    }

    @Test func examplesAreValidAndListed() throws {
        let list = try Self.run(["example"])
        #expect(list.status == 0)
        let names = list.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        // Every valid request of Examples/Requests, each with what its README row says it shows.
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.requests.path)
            .filter { $0.hasPrefix("valid-") }.map { String($0.dropFirst(6).dropLast(5)) }.sorted()
        #expect(names == files)
        let readme = try String(contentsOf: Self.requests.appendingPathComponent("README.md"), encoding: .utf8)
        for line in list.output.split(separator: "\n") {
            let name = line.split(separator: " ")[0]
            let summary = line.dropFirst(name.count).drop { $0 == " " }
            #expect(readme.contains("| `\(name)` | \(summary) |"), "\(line)")
        }
        for name in names {
            let example = try Self.run(["example", name])
            #expect(example.status == 0)
            let check = try Self.run(["validate", "-"], input: example.output)
            #expect(check.output == "-: OK\n", "\(name)")
            let stored = try String(
                contentsOf: Self.requests.appendingPathComponent("valid-\(name).json"), encoding: .utf8)
            #expect(
                example.output == stored,
                "'payreq example \(name)' prints Examples/Requests/valid-\(name).json: run Scripts/generate-example-table.py"
            )
        }
    }

    @Test func summaryShowsTheSheet() throws {
        let run = try Self.run(["summary", "Examples/Requests/valid-coffee-shop.json"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Blue Bottle Coffee (US Dollar, USD)")
        #expect(lines.contains { $0.hasPrefix("  Loyalty Discount") && $0.hasSuffix("-3.00 USD") })
        #expect(lines.contains { $0.hasPrefix("  Pay Blue Bottle Coffee") && $0.hasSuffix("25.74 USD") })
        #expect(lines.contains { $0.hasPrefix("  Express Shipping") && $0.contains("5.99 USD  Arrives tomorrow") })
        let taxi = try Self.run(["summary", "Examples/Requests/valid-taxi.json"])
        #expect(taxi.output.contains("Metered Fare"))
        #expect(taxi.output.contains("pending"))
        let yen = try Self.run(["summary", "Examples/Requests/valid-store-pickup.json"])
        #expect(yen.output.contains("3960 JPY"))
        let broken = try Self.run(["summary", "Examples/Requests/invalid-not-json.json"])
        #expect(broken.status == 1)
        #expect(broken.error.contains("json.malformed"))
    }

    @Test func exportsToTheWebAndGooglePayAndValidatesThere() throws {
        let file = "Examples/Requests/valid-apple-minimal.json"
        let web = try Self.run(["export", "--to", "w3c", "--merchant-identifier", "merchant.com.example", file])
        #expect(web.status == 0)
        #expect(
            web.output
                == #"{"methodData":[{"supportedMethods":"https://apple.com/apple-pay","data":{"version":3,"merchantIdentifier":"merchant.com.example","countryCode":"US","supportedNetworks":["visa","masterCard","amex","discover"],"merchantCapabilities":["supports3DS"]}}],"details":{"total":{"label":"Your Merchant Name","amount":{"currency":"USD","value":"10.00"}}},"options":{}}"#
                + "\n")
        #expect(try Self.run(["validate", "--format", "w3c", "-"], input: web.output).output == "-: OK\n")
        // Discover is offered with PAN_ONLY only: refused, or left out when asked, saying so.
        let refusedNetwork = try Self.run([
            "export", "--to", "google-pay", "--gateway", "stripe", "--gateway-merchant-id", "acct_1", file,
        ])
        #expect(refusedNetwork.status == 1)
        #expect(refusedNetwork.error.contains("[export.googlePay.networkNotOffered]"))
        let google = try Self.run([
            "export", "--to", "google-pay", "--gateway", "stripe", "--gateway-merchant-id", "acct_1",
            "--omit-networks-not-offered", file,
        ])
        #expect(google.status == 0)
        #expect(google.error.hasPrefix("left out: warning supportedNetworks[3]: DISCOVER supports PAN_ONLY"))
        // No placeholder is ever written: the gateway's values are the caller's.
        for missing in [["--gateway", "stripe"], ["--gateway-merchant-id", "acct_1"], []] {
            let refused = try Self.run(["export", "--to", "google-pay"] + missing + [file])
            #expect(refused.status == 2)
            #expect(refused.error.contains("Missing expected option '--gateway"))
        }
        let badFormat = try Self.run([
            "export", "--to", "google-pay", "--gateway", "stripe", "--gateway-merchant-id", "acct_1",
            "--billing-address-format", "SHORT", file,
        ])
        #expect(badFormat.status == 2)
        #expect(badFormat.error.contains("use MIN or FULL"))
        // An invalid request is refused with its violations, exit status 1, in both formats.
        for target in ["w3c", "google-pay"] {
            let invalid = try Self.run(
                [
                    "export", "--to", target, "--gateway", "stripe", "--gateway-merchant-id", "acct_1",
                    "Examples/Requests/invalid-negative-total.json",
                ])
            #expect(invalid.status == 1)
            #expect(invalid.error.contains("[total.negative]"))
            #expect(invalid.output.isEmpty)
        }
        #expect(
            google.output.contains(
                #""tokenizationSpecification":{"type":"PAYMENT_GATEWAY","parameters":{"gateway":"stripe","#))
        #expect(try Self.run(["validate", "--format", "google-pay", "-"], input: google.output).output == "-: OK\n")
    }

    @Test func exportRefusesWhatTheOtherFormatCannotSay() throws {
        // A pickup that does not ask for the address: W3C shipping always collects one.
        let pickup = try String(
            contentsOf: Self.requests.appendingPathComponent("valid-store-pickup.json"), encoding: .utf8)
        let withoutAddress = pickup.replacingOccurrences(of: #""postalAddress","#, with: "")
        #expect(withoutAddress != pickup)
        let run = try Self.run(["export", "--to", "w3c", "-"], input: withoutAddress)
        #expect(run.status == 1)
        #expect(run.error.contains("[export.shippingWithoutAddress]"))
        let usage = try Self.run(["export", "Examples/Requests/valid-store-pickup.json"])
        #expect(usage.status == 2)
        #expect(usage.error.contains("Missing expected option '--to <format>'"))
    }

    @Test func w3cReportsNameTheException() throws {
        let document =
            #"{"methodData":[{"supportedMethods":"basic card"}],"details":{"total":{"label":"x","amount":{"currency":"USD","value":"-1"}}}}"#
        let text = try Self.run(["validate", "--format", "w3c", "-"], input: document)
        #expect(text.status == 1)
        #expect(
            text.output
                == """
                -: error methodData[0].supportedMethods: "basic card" is not a payment method identifier (a name such as "basic-card" or an https URL) [w3c.supportedMethods.invalid, RangeError]
                -: error details.total.amount.value: "-1" starts with "-"; a total's value can't be negative [w3c.total.negative, TypeError]

                """)
        let json = try Self.run(["validate", "--json", "--format", "w3c", "-"], input: document)
        #expect(json.output.contains(#""exception": "RangeError"}"#))
        let google = try Self.run(["validate", "--format", "google-pay", "-"], input: "{}")
        #expect(google.status == 1)
        #expect(google.output.contains("[googlePay.member.missing]"))
    }

    /// Without --format, every kind of document is read as what its keys say, as `PaymentDocumentKind` decides.
    @Test(arguments: [
        ("Examples/Interop/coffee-shop.w3c.json", 0, "Examples/Interop/coffee-shop.w3c.json: OK"),
        ("Examples/Interop/coffee-shop.google-pay.json", 0, "Examples/Interop/coffee-shop.google-pay.json: OK"),
        (
            "Examples/Tokens/gala-token.json", 0,
            "Examples/Tokens/gala-token.json: OK"
        ),
        ("Examples/Tokens/gala-payment.json", 0, "Examples/Tokens/gala-payment.json: OK"),
    ])
    func everyFormatIsRecognised(file: String, status: Int32, line: String) throws {
        let run = try Self.run(["validate", "--now", "2023-03-07T05:34:00Z", file])
        #expect(run.status == status)
        #expect(run.output == line + "\n")
    }

    @Test func eventsAreRecognisedAndAmbiguityIsNamed() throws {
        let event =
            #"{"type":"shippingmethodselected","shippingMethod":{"label":"Express","detail":"","amount":"5.00","identifier":"express"}}"#
        let recognised = try Self.run(["validate", "-"], input: event)
        #expect(recognised.status == 0)
        #expect(recognised.output.hasSuffix("[event.requestMissing]\n"))
        let forced = try Self.run(["validate", "--format", "event", "-"], input: #"{"type":"nothing"}"#)
        #expect(forced.status == 1)
        #expect(forced.output.contains("[json.unknownValue]"))
        let ambiguous = try Self.run(["validate", "-"], input: #"{"paymentMethod":{"type":"debit"}}"#)
        #expect(ambiguous.status == 1)
        #expect(
            ambiguous.output
                == "-: error (document): The document's keys fit 2 kinds equally well (event, payment-token); say which it is (its format: event or token) [document.ambiguous]\n"
        )
        let token = try Self.run(["validate", "--format", "token", "-"], input: #"{"paymentMethod":{"type":"debit"}}"#)
        #expect(!token.output.contains("document.ambiguous"))
    }

    /// Neither platform adds up the items: the sum is a warning, and --require-sum makes it an error.
    @Test func requireSumMakesTheSumAnError() throws {
        let document =
            #"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"10.00"},"lineItems":[{"label":"Item","amount":"9.00"}]}"#
        let lenient = try Self.run(["validate", "-"], input: document)
        #expect(lenient.status == 0)
        #expect(
            lenient.output
                == "-: warning total.amount: The total is 10.00 but the line items add up to 9.00 [total.sum]\n")
        let strict = try Self.run(["validate", "--require-sum", "-"], input: document)
        #expect(strict.status == 1)
        #expect(
            strict.output == "-: error total.amount: The total is 10.00 but the line items add up to 9.00 [total.sum]\n"
        )
    }
}
