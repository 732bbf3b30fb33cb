import Foundation

/// The package's own files, for tests that replay what is checked in: the package's root and a folder's files.
public enum PackageFiles {
    /// The package's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The files of a folder under the root, as paths from the root, sorted; none when there is no such folder.
    public static func files(in folder: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted().map {
            "\(folder)/\($0)"
        }
    }
}
