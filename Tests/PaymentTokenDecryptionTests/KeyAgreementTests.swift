import Foundation
import PaymentRequestKit
import Testing

@testable import PaymentTokenDecryption

/// ECDH set up once per merchant key: the keys that carried earlier peers' points carry the next ones, so each
/// derivation must see its own point alone, whatever ran before it or beside it.
@Suite struct KeyAgreementTests {
    /// The two TEST tokens' ephemeral keys and the shared secrets the manifest gives for them.
    static func points() throws -> [(key: Data, secret: String)] {
        let manifest = try DecryptionTests.json("Test/manifest.json")
        return try ["ec-token.json", "ec-token-leading-zero.json"].map { name in
            let envelope = try DecryptionTests.envelope("Test/\(name)")
            let secret = try #require((manifest[name] as? [String: String])?["sharedSecret"])
            return (try #require(envelope.header.ephemeralPublicKey), secret)
        }
    }

    /// The first point with its last byte changed: off P-256.
    static func offTheCurve(_ key: Data) -> Data {
        var key = key
        key[key.endIndex - 1] ^= 0x01
        return key
    }

    static func hex(_ data: Data) -> String { data.map { String(format: "%02x", $0) }.joined() }

    @Test func eachPointGetsItsOwnSecretAfterAnyOther() throws {
        let points = try Self.points()
        let cryptography = OpenSSLPaymentTokenCryptography(key: DecryptionTests.ecKey, root: DecryptionTests.testRoot)
        for index in [0, 1, 1, 0, 0, 1] {
            let secret = try cryptography.sharedSecret(ephemeralPublicKey: points[index].key)
            #expect(Self.hex(secret) == points[index].secret)
            // A point refused between two derivations leaves nothing behind for the next.
            let error = try #require(throws: PaymentTokenError.self) {
                try cryptography.sharedSecret(ephemeralPublicKey: Self.offTheCurve(points[index].key))
            }
            #expect(error.code == .decryptionFailed)
            #expect(error.message.hasPrefix("The ephemeral public key is not a point on P-256"), "\(error)")
        }
    }

    @Test func threadsDeriveAtOnceEachWithItsOwnPoint() throws {
        let points = try Self.points()
        let cryptography = OpenSSLPaymentTokenCryptography(key: DecryptionTests.ecKey, root: DecryptionTests.testRoot)
        let rounds = 240
        let outcomes = Locked(Array(repeating: "", count: rounds))
        DispatchQueue.concurrentPerform(iterations: rounds) { round in
            let outcome: String
            if round % 5 == 4 {
                let refused = (try? cryptography.sharedSecret(ephemeralPublicKey: Self.offTheCurve(points[0].key)))
                outcome = refused == nil ? "refused" : "derived"
            } else {
                outcome =
                    (try? cryptography.sharedSecret(ephemeralPublicKey: points[round % 2].key)).map(Self.hex)
                    ?? "failed"
            }
            outcomes.withLock { $0[round] = outcome }
        }
        let expected = (0..<rounds).map { $0 % 5 == 4 ? "refused" : points[$0 % 2].secret }
        #expect(outcomes.withLock { $0 } == expected)
    }

    /// The spares kept never pass the bound, however many derivations ran at once.
    @Test func theSparesAreBounded() throws {
        let agreement = try #require(DecryptionTests.ecKey.agreement)
        let point = try #require(try Self.points().first?.key.suffix(65))
        DispatchQueue.concurrentPerform(iterations: 64) { _ in _ = try? agreement.sharedSecret(point: Data(point)) }
        #expect(agreement.spareCount <= OpenSSL.KeyAgreement.maximumSpares)
        #expect(agreement.spareCount >= 1)
    }
}

/// A value behind a lock, for the tests' threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
