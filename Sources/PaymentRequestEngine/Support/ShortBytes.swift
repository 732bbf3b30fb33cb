// Short runs of bytes compared and copied a word at a time. The last word, or for a short run the two halves,
// overlap what came before, so that no byte is handled alone and nothing outside either range is touched: the
// names, keys and labels of a payment request are mostly 4 to 20 bytes, where a loop over bytes or a call to
// `memcmp` or `memmove` cost more than the work.

/// Whether `count` bytes at two places are equal, a word at a time: a document's key against a known name. The
/// last word, or for a short key the two halves, overlap what was compared before, so that no byte is compared
/// alone (byte by byte, the tails of a request's keys cost about 1 300 instructions).
@inline(__always)
@inlinable package func bytesEqual(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int) -> Bool {
    func load<T: FixedWidthInteger>(_ pointer: UnsafePointer<UInt8>, _ offset: Int, as type: T.Type) -> T {
        UnsafeRawPointer(pointer + offset).loadUnaligned(as: T.self)
    }
    func equal<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> Bool {
        load(left, offset, as: T.self) == load(right, offset, as: T.self)
    }
    switch count {
    case 8...:
        var offset = 0
        while offset + 8 < count {
            guard equal(UInt64.self, at: offset) else { return false }
            offset += 8
        }
        return equal(UInt64.self, at: count - 8)
    case 4...: return equal(UInt32.self, at: 0) && equal(UInt32.self, at: count - 4)
    case 2...: return equal(UInt16.self, at: 0) && equal(UInt16.self, at: count - 2)
    case 1: return left[0] == right[0]
    default: return true
    }
}

/// Copies `count` bytes a word at a time, the last word, or for a short text the two halves, overlapping what was
/// copied before, so that no byte is copied alone and nothing outside either range is touched: a call to
/// `memmove` cost more than copying the dozen bytes of a typical name or label.
@inline(__always)
@inlinable package func copyBytes(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int)
{
    func copy<T: FixedWidthInteger>(_: T.Type, at offset: Int) {
        UnsafeMutableRawPointer(target + offset).storeBytes(
            of: UnsafeRawPointer(source + offset).loadUnaligned(as: T.self), as: T.self)
    }
    switch count {
    case 8...:
        var offset = 0
        while offset + 8 < count {
            copy(UInt64.self, at: offset)
            offset += 8
        }
        copy(UInt64.self, at: count - 8)
    case 4...:
        copy(UInt32.self, at: 0)
        copy(UInt32.self, at: count - 4)
    case 2...:
        copy(UInt16.self, at: 0)
        copy(UInt16.self, at: count - 2)
    case 1: target[0] = source[0]
    default: break
    }
}
