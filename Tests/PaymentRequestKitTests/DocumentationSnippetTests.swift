import Foundation
import Testing

/// A line with each run of spaces made one, as a formatter may space comments differently.
private func collapsed(_ line: String) -> String {
    line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
}

/// Swift snippets in the documentation are compiled code: each one stands, line for line, in an example program
/// or a test, so that a snippet that stops compiling fails the build.
///
/// Indentation and the width of spaces are ignored, so a snippet may quote code from inside a function. Covered: README.md, every DocC
/// article and every doc comment of the library; Tests/PaymentRequestKitTests/DocumentationSnippets.swift holds
/// the snippets no example program already has.
@Suite struct DocumentationSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md, every article, and every source file of the library, the decryption product and the Redis
    /// product (for their doc comments).
    static let documented: [String] = {
        var paths = ["README.md"]
        let articles = root.appendingPathComponent("Documentation/PaymentRequestKit.docc")
        paths += ((try? FileManager.default.contentsOfDirectory(atPath: articles.path)) ?? []).sorted()
            .filter { $0.hasSuffix(".md") }.map { "Documentation/PaymentRequestKit.docc/\($0)" }
        let files = [
            "Sources/PaymentRequestEngine", "Sources/PaymentRequestKit", "Sources/PaymentTokenDecryption",
            "Sources/PaymentRequestKitRedis",
        ]
        .flatMap { folder in
            FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        }
        paths += files.map { String($0.path.dropFirst(root.path.count + 1)) }.sorted()
        return paths
    }()

    /// The Swift code blocks of an article, or of the `///` comments of a source file.
    static func snippets(in path: String) throws -> [String] {
        var lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if path.hasSuffix(".swift") {
            lines = lines.compactMap { line in
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("///") else { return nil }
                return String(trimmed.dropFirst(3).drop { $0 == " " })
            }
        }
        var blocks = [String]()
        var current: [String]?
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current!.append(collapsed(trimmed))
            }
        }
        return blocks
    }

    /// Every compiled Swift file of the examples and tests, one trimmed line per line.
    static let compiled: [String] = {
        var texts = [String]()
        for folder in ["Examples", "Tests"] {
            let base = root.appendingPathComponent(folder)
            let files =
                FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files where file.lastPathComponent != "DocumentationSnippetTests.swift" {
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                texts.append(
                    text.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { collapsed($0.trimmingCharacters(in: .whitespaces)) }.joined(separator: "\n"))
            }
        }
        return texts
    }()

    @Test(arguments: documented)
    func snippetsAreCompiledCode(path: String) throws {
        for snippet in try Self.snippets(in: path) {
            // A manifest fragment is Package.swift's, not code a target can compile.
            if snippet.hasPrefix(".package(") { continue }
            // Imports stand at the top of a file; the rest of the snippet must stand in it line for line.
            let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false)
            let imports = lines.filter { $0.hasPrefix("import ") }
            let body = lines.drop { $0.hasPrefix("import ") || $0.isEmpty }.joined(separator: "\n")
            #expect(
                Self.compiled.contains { file in file.contains(body) && imports.allSatisfy { file.contains($0) } },
                "not in any example or test:\n\(snippet)")
        }
    }

    @Test func everySnippetIsFound() throws {
        // README 2 (one a manifest fragment), Getting Started 6 (one a manifest fragment), Amounts 2, Adding a Card
        // 3, Handling the Payment Sheet 9, Running on Many Servers 4, Keeping Credentials Alive 1, doc comments 12,
        // and the rest of the articles.
        #expect(try Self.documented.map { try Self.snippets(in: $0).count }.reduce(0, +) == 61)
    }
}
