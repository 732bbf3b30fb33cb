/// The known name a mistyped one most likely meant, for "did you mean" in messages about unknown keys.
///
/// Names are compared ignoring ASCII case, by the optimal string alignment distance (insertions, deletions,
/// substitutions and swaps of neighbours); a name is suggested when it is at most one edit away, or two for names
/// of six characters or more, and no other known name is as near. Text longer than 64 bytes is never compared, so
/// that a hostile key costs nothing.
@usableFromInline package func nearestName(to text: String, in names: some Sequence<String>) -> String? {
    let typed = Array(text.utf8.lazy.map(foldedASCIIByte))
    guard !typed.isEmpty, typed.count <= 64 else { return nil }
    var best: (name: String, distance: Int)?
    var tie = false
    for name in names {
        let known = Array(name.utf8.lazy.map(foldedASCIIByte))
        let allowed = known.count >= 6 ? 2 : 1
        guard abs(known.count - typed.count) <= allowed, known != typed || name != text else { continue }
        let distance = alignmentDistance(typed, known, limit: allowed)
        guard distance <= allowed else { continue }
        if let current = best, current.distance == distance {
            tie = true
        } else if best == nil || distance < best!.distance {
            best = (name, distance)
            tie = false
        }
    }
    return tie ? nil : best?.name
}

/// `"; did you mean \"name\"?"` when a known name is near, for the end of a message; empty otherwise.
@usableFromInline package func didYouMean(_ text: String, in names: some Sequence<String>) -> String {
    nearestName(to: text, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
}

private func foldedASCIIByte(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
}

/// The optimal string alignment distance, stopping early once every path exceeds `limit`.
private func alignmentDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...max(a.count, 1) where i <= a.count {
        current[0] = i
        var rowMinimum = i
        for j in 1...max(b.count, 1) where j <= b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, previous2[j - 2] + 1) }
            current[j] = value
            rowMinimum = min(rowMinimum, value)
        }
        if rowMinimum > limit { return limit + 1 }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
}
