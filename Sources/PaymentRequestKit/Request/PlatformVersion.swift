/// A release of an operating system, such as iOS 16.4: major, minor and patch numbers, compared in that order.
///
/// An app's deployment target is one (``ValidationContext/deploymentTarget``), and so is the release that
/// introduced each network, merchant capability and request field PassKit reads.
public struct PlatformVersion: Sendable, Hashable, Comparable, LosslessStringConvertible {
    /// The major release: 16 in 16.4.
    public var major: Int
    /// The minor release: 4 in 16.4.
    public var minor: Int
    /// The patch release: 1 in 12.1.1.
    public var patch: Int

    /// Creates a version.
    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    /// Reads `16`, `16.4` or `12.1.1`: one to three numbers of at most four digits, between dots.
    public init?(_ description: String) {
        let parts = description.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ (1...4).contains($0.utf8.count) && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } })
        else { return nil }
        let numbers = parts.compactMap { Int($0) }
        self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    }

    /// The version as Apple writes it: `16.4`, `12.1.1`, `9.0`.
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    /// Whether `lhs` is the older release.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
