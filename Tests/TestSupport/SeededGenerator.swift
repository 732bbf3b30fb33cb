/// SplitMix64: a small seeded generator, so that generated tests and benchmark inputs are the same on every run.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// Where the sequence is; each value advances it.
    public var state: UInt64

    /// Creates a generator whose sequence the seed decides.
    public init(state: UInt64) {
        self.state = state
    }

    /// The next value of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
