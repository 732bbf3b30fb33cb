import Foundation
import Testing

/// Swift snippets in the documentation are compiled code: each one stands, line for line, in an example program
/// or a test, so that a snippet that stops compiling fails the build.
///
/// Indentation is ignored, so a snippet may quote code from inside a function. Covered so far: the provisioning
/// article and the provisioning types' doc comments.
@Suite struct DocumentationSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let documented: [String] =
        ["Documentation/PaymentRequestKit.docc/AddingACardToWallet.md"]
        + ((try? FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Sources/PaymentRequestKit/Provisioning").path))?
            .sorted().map { "Sources/PaymentRequestKit/Provisioning/\($0)" } ?? [])

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
                current!.append(trimmed)
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
                        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n"))
            }
        }
        return texts
    }()

    @Test(arguments: documented)
    func snippetsAreCompiledCode(path: String) throws {
        for snippet in try Self.snippets(in: path) {
            #expect(Self.compiled.contains { $0.contains(snippet) }, "not in any example or test:\n\(snippet)")
        }
    }

    @Test func theArticleHasSnippets() throws {
        #expect(try Self.snippets(in: "Documentation/PaymentRequestKit.docc/AddingACardToWallet.md").count == 3)
    }
}
