import Foundation
import Testing

@testable import PaymentRequestKit

/// `new PaymentRequest(...)` in headless Chromium, on every exported document, the W3C table and the
/// web-platform-tests' cases: the browser's verdict and exception name must be the library's prediction.
///
/// The expectations were taken with Debian's Chromium 156.0.8078.79. `.ci/run` installs `chromium`; without it
/// this test is skipped, and Swift Testing prints the reason.
@Suite struct BrowserTests {
    static let chromium: String? = {
        let candidates = [
            ProcessInfo.processInfo.environment["CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser",
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The first exception the library predicts the constructor throws, or "ok".
    static func prediction(_ json: Data) -> String {
        let report = W3CPaymentRequest.validate(jsonData: json, for: .web(now: Fixtures.now, applePayJSVersion: 15))
        // Only the constructor's exceptions: Chromium has no Apple Pay handler, so what Safari throws at show() (or
        // when a modifier applies) is not observable here, and the construction succeeds.
        return report.violations.first { $0.rule.exception != nil && $0.rule.exceptionMoment == .constructor }?.rule
            .exception?.rawValue ?? "ok"
    }

    static func page(_ cases: [(name: String, json: Data)]) -> String {
        // "<" only appears inside JSON strings, where \u003c means the same; so no "</script>" ends the block.
        let array = "[" + cases.map { String(decoding: $0.json, as: UTF8.self) }.joined(separator: ",") + "]"
        let escaped = array.replacingOccurrences(of: "<", with: "\\u003c")
        return """
            <!doctype html><html><head><meta charset="utf-8"></head><body><pre id="out">running</pre>
            <script type="application/json" id="cases">\(escaped)</script>
            <script>
            const cases = JSON.parse(document.getElementById("cases").textContent);
            const results = cases.map((c) => {
              try { new PaymentRequest(c.methodData, c.details, c.options); return "ok"; }
              catch (e) { return e.name; }
            });
            document.getElementById("out").textContent = encodeURIComponent(JSON.stringify(results));
            </script></body></html>
            """
    }

    static func run(_ page: String, chromium: String) throws -> [String] {
        let server = try LoopbackServer(page: page)
        defer { server.stop() }
        // A profile of its own, removed when the browser is done: Chromium fills it with some megabytes, and
        // every run used to leave one behind in the temporary directory.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("prk-chromium-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: profile)
            #expect(!FileManager.default.fileExists(atPath: profile.path), "Chromium's profile was left behind")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
            "--dump-dom", server.url,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        guard let start = dom.range(of: "<pre id=\"out\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
            let json = String(dom[start.upperBound..<end.lowerBound]).removingPercentEncoding,
            let results = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
        else {
            Issue.record("Chromium gave no results:\n\(dom.prefix(2000))")
            return []
        }
        return results
    }

    @Test(
        .enabled(
            if: chromium != nil, "Chromium is not installed (apt-get install chromium); the browser test did not run"))
    func chromiumAgreesWithTheLibrary() throws {
        var cases = [(name: String, json: Data)]()
        for (name, request) in InteropFixtures.exportable {
            cases.append(
                (
                    "export \(name)",
                    try request.w3cPaymentRequest(
                        merchantIdentifier: "merchant.com.example", validatingFor: .web(now: Fixtures.now)
                    ).jsonData()
                )
            )
        }
        for entry in W3CCases.table { cases.append((entry.name, Data(entry.json.utf8))) }
        for entry in WPTCases.all { cases.append(("WPT: \(entry.name)", Data(entry.json.utf8))) }
        let results = try Self.run(Self.page(cases), chromium: Self.chromium!)
        try #require(results.count == cases.count)
        for (index, entry) in cases.enumerated() {
            let predicted = Self.prediction(entry.json)
            #expect(
                results[index] == predicted, "\(entry.name): Chromium says \(results[index]), the library \(predicted)")
            if entry.name.hasPrefix("export") { #expect(results[index] == "ok", "\(entry.name)") }
        }
    }
}
