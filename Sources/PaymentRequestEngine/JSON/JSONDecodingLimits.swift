/// The limits the JSON decoder enforces, so that hostile input ends in an error rather than a trap, a hang or
/// a large allocation.
///
/// The defaults are far above any real payment request (a request with 1000 line items is about 40 KB) and
/// well below what could hurt a server: a document is read in one linear pass, nesting is bounded, and no string
/// or document can make the decoder allocate much more than the input's size.
public struct JSONDecodingLimits: Sendable, Hashable {
    /// The largest document, in bytes. Default: 16 MiB; documents past 512 MiB are refused whatever it says, as
    /// the decoder addresses them with 29 bits.
    public var maxDocumentBytes: Int
    /// The deepest nesting of arrays and objects. Default: 32 (a payment request nests 5 deep).
    ///
    /// Values above ``maximumDepth`` are lowered to it, and negative ones raised to zero: parsing nests one call
    /// per level, and the ceiling keeps that within a 512 KiB stack, the size of a secondary thread on Apple
    /// platforms, on every decoding path.
    public var maxDepth: Int {
        didSet { maxDepth = Self.clampedDepth(maxDepth) }
    }

    /// The deepest nesting any limits allow: 64 levels.
    ///
    /// A test decodes documents at this depth, and far deeper, through both decoding paths on a thread with a
    /// 512 KiB stack, in a debug build, whose frames are the largest; the strict parser's own limit there lies
    /// between 80 and 96 levels.
    public static var maximumDepth: Int { 64 }

    @usableFromInline package static func clampedDepth(_ depth: Int) -> Int { min(max(depth, 0), maximumDepth) }
    /// The longest string, in UTF-8 bytes after unescaping. Default: 64 KiB.
    public var maxStringBytes: Int
    /// The most values (of any type) in a document. Default: 1 000 000.
    public var maxValueCount: Int

    /// Creates limits.
    public init(
        maxDocumentBytes: Int = 16 << 20, maxDepth: Int = 32, maxStringBytes: Int = 64 << 10,
        maxValueCount: Int = 1_000_000
    ) {
        self.maxDocumentBytes = maxDocumentBytes
        self.maxDepth = Self.clampedDepth(maxDepth)
        self.maxStringBytes = maxStringBytes
        self.maxValueCount = maxValueCount
    }

    /// The default limits.
    public static var `default`: JSONDecodingLimits { JSONDecodingLimits() }
}
