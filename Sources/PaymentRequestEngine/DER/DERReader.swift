/// A strict, bounded reader of ASN.1 DER (ITU-T X.690) over bytes, one element at a time.
///
/// It never recurses and never allocates beyond the slices it returns: a caller walks into a constructed
/// element by reading its contents with a new reader. Every length is checked against the bytes that remain,
/// so a length that claims more than there is ends in ``Failure`` rather than a read past the end. Only the
/// definite-length form is accepted, with the length in the fewest bytes, as DER requires.
@usableFromInline package struct DERReader {
    /// Why an element could not be read, for a message.
    @usableFromInline package struct Failure: Error, Equatable {
        @usableFromInline package var message: String

        @usableFromInline package init(message: String) {
            self.message = message
        }
    }

    /// One element: its tag byte and its contents.
    @usableFromInline package struct Element {
        /// The identifier octet (class, constructed bit, tag number below 31).
        @usableFromInline package var tag: UInt8
        /// The contents, without tag and length.
        @usableFromInline package var contents: ArraySlice<UInt8>
        /// The whole element, tag and length included, for comparing encodings byte for byte.
        @usableFromInline package var encoded: ArraySlice<UInt8>
    }

    @usableFromInline package static let sequence: UInt8 = 0x30
    @usableFromInline package static let set: UInt8 = 0x31
    @usableFromInline package static let integer: UInt8 = 0x02
    @usableFromInline package static let bitString: UInt8 = 0x03
    @usableFromInline package static let objectIdentifier: UInt8 = 0x06
    @usableFromInline package static let utcTime: UInt8 = 0x17
    @usableFromInline package static let generalizedTime: UInt8 = 0x18
    /// `[0]`, constructed, context-specific: X.509's explicit version tag.
    @usableFromInline package static let contextZero: UInt8 = 0xA0

    private let bytes: ArraySlice<UInt8>
    private var index: Int
    /// Whether BER's forms are read too: the indefinite length, ended by two zero bytes, and lengths in more bytes
    /// than needed. Apple's payment token signatures use them; certificates never do.
    @usableFromInline package let isBER: Bool
    /// How many indefinite-length elements enclose this reader's bytes, to bound the search for their ends.
    private let depth: Int
    /// The deepest nesting of indefinite-length elements read.
    @usableFromInline package static let maxIndefiniteDepth = 32

    @usableFromInline package init(_ bytes: ArraySlice<UInt8>, ber: Bool = false) {
        self.init(bytes, ber: ber, depth: 0)
    }

    private init(_ bytes: ArraySlice<UInt8>, ber: Bool, depth: Int) {
        self.bytes = bytes
        index = bytes.startIndex
        isBER = ber
        self.depth = depth
    }

    /// A reader of an element's contents, in the same mode.
    @usableFromInline package func reader(of element: Element) -> DERReader {
        DERReader(element.contents, ber: isBER, depth: depth + 1)
    }

    /// Whether every byte has been read.
    @usableFromInline package var isAtEnd: Bool { index == bytes.endIndex }

    /// The tag of the next element, without reading it.
    @usableFromInline package var nextTag: UInt8? { isAtEnd ? nil : bytes[index] }

    /// Reads the next element, which must have `tag` when one is given.
    /// How a message names an element inside another: once, however deep, so that a message stays one sentence.
    @usableFromInline package static func element(inside outer: String) -> String {
        outer.hasPrefix("An element inside ") ? outer : "An element inside \(outer)"
    }

    @usableFromInline package mutating func read(_ expected: UInt8? = nil, _ what: @autoclosure () -> String)
        throws(Failure) -> Element
    {
        let start = index
        guard index < bytes.endIndex else { throw Failure(message: "\(what()) is missing: the data ends") }
        let tag = bytes[index]
        // High tag numbers (0x1F) never occur in the structures read here; refusing them keeps the reader small.
        guard tag & 0x1F != 0x1F else {
            throw Failure(message: "\(what()) uses a multi-byte tag at byte \(offset(start)), which is not supported")
        }
        if let expected, tag != expected {
            throw Failure(
                message: "\(what()) should have tag 0x\(hex(expected)) but has 0x\(hex(tag)) at byte \(offset(start))")
        }
        index += 1
        if isBER, index < bytes.endIndex, bytes[index] == 0x80 {
            // Indefinite: the contents run to the end-of-contents marker (00 00) that closes this element, found by
            // reading the elements inside it; only constructed elements may use this form.
            guard tag & 0x20 != 0 else {
                throw Failure(message: "\(what()) is primitive but uses the indefinite length at byte \(offset(start))")
            }
            guard depth < Self.maxIndefiniteDepth else {
                throw Failure(message: "\(what()) nests indefinite lengths deeper than \(Self.maxIndefiniteDepth)")
            }
            index += 1
            let contentStart = index
            var inner = DERReader(bytes[index...], ber: true, depth: depth + 1)
            while true {
                guard inner.index + 1 < bytes.endIndex else {
                    throw Failure(message: "\(what()) has no end-of-contents marker: the data ends")
                }
                if bytes[inner.index] == 0, bytes[inner.index + 1] == 0 { break }
                _ = try inner.read(nil, Self.element(inside: what()))
            }
            let contents = bytes[contentStart..<inner.index]
            index = inner.index + 2
            return Element(tag: tag, contents: contents, encoded: bytes[start..<index])
        }
        let length = try readLength(what())
        guard length <= bytes.endIndex - index else {
            throw Failure(
                message:
                    "\(what()) claims \(length) bytes at byte \(offset(start)) but only \(bytes.endIndex - index) remain"
            )
        }
        let contents = bytes[index..<(index + length)]
        index += length
        return Element(tag: tag, contents: contents, encoded: bytes[start..<index])
    }

    private mutating func readLength(_ what: @autoclosure () -> String) throws(Failure) -> Int {
        guard index < bytes.endIndex else { throw Failure(message: "\(what()) has no length: the data ends") }
        let first = bytes[index]
        index += 1
        if first < 0x80 { return Int(first) }
        if first == 0x80 {
            throw Failure(message: "\(what()) uses the indefinite length form, which DER does not allow")
        }
        let count = Int(first & 0x7F)
        // Four length bytes describe up to 4 GiB, far beyond any certificate; more could overflow Int on 32-bit.
        guard count <= 4 else { throw Failure(message: "\(what()) has a length of \(count) bytes; at most 4 are read") }
        guard count <= bytes.endIndex - index else { throw Failure(message: "\(what()) has a truncated length") }
        var length = 0
        for _ in 0..<count {
            length = length << 8 | Int(bytes[index])
            index += 1
        }
        guard isBER || (length >= 0x80 && length >> (8 * (count - 1)) != 0) else {
            throw Failure(message: "\(what()) writes its length in more bytes than needed, which DER does not allow")
        }
        return length
    }

    private func offset(_ position: Int) -> Int { position - bytes.startIndex }
}

private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
}
