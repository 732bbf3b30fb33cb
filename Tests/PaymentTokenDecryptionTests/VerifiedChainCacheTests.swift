import Foundation
import PaymentRequestKit
import Testing

@testable import PaymentTokenDecryption

/// The verified-chain cache: a chain verified once serves the tokens it signs after, and nothing poisons it. Each
/// poisoned token fails with the same error through a warm cache as through an empty one.
@Suite struct VerifiedChainCacheTests {
    static func data(_ path: String) throws -> Data { try DecryptionTests.data(path) }
    static let testRoot = DecryptionTests.testRoot
    static let lookAlikeRoot = try! PaymentTokenRoot.untrustedTestRoot(
        certificate: data("Test/look-alike-root.pem"))

    static func envelope(_ path: String) throws -> PaymentTokenEnvelope { try DecryptionTests.envelope(path) }

    /// The error a signature gets under `root`, through `cache`; `nil` when it verifies.
    static func failure(
        _ envelope: PaymentTokenEnvelope, root: PaymentTokenRoot, cache: VerifiedChainCache?
    ) -> PaymentTokenError? {
        let cryptography = OpenSSLPaymentTokenCryptography(key: nil, root: root, chainCache: cache)
        do {
            try cryptography.verifySignature(envelope.signature, over: envelope.signedData, now: Date())
            return nil
        } catch {
            return error as? PaymentTokenError
        }
    }

    /// A cache warmed by the genuine TEST token under the TEST root.
    static func warmCache() throws -> VerifiedChainCache {
        let cache = VerifiedChainCache()
        #expect(failure(try envelope("Test/ec-token.json"), root: testRoot, cache: cache) == nil)
        #expect(cache.count == 1)
        return cache
    }

    @Test func aWarmChainDecryptsAsAColdOne() throws {
        let envelope = try Self.envelope("Test/ec-token.json")
        let cache = VerifiedChainCache()
        let decryptor = PaymentTokenDecryptor(keys: [DecryptionTests.ecKey], root: Self.testRoot, chainCache: cache)
        let cold = try decryptor.decrypt(envelope, now: envelope.signingTime!)
        let warm = try decryptor.decrypt(envelope, now: envelope.signingTime!)
        let uncached = try PaymentTokenDecryptor(keys: [DecryptionTests.ecKey], root: Self.testRoot, chainCache: nil)
            .decrypt(envelope, now: envelope.signingTime!)
        #expect(cold == warm)
        #expect(cold == uncached)
        #expect(cold == DecryptionTests.plaintext)
        #expect(cache.statistics == .init(hits: 1, misses: 1, evictions: 0))
        #expect(cache.count == 1)
    }

    /// A token the same as the TEST token but for a byte of its leaf (in the leaf's signature): the same subject,
    /// issuer and serial number, other bytes.
    @Test func aLeafWithTheSameNamesAndOtherBytes() throws {
        var envelope = try Self.envelope("Test/ec-token.json")
        let parts = try PaymentTokenSignature(signature: envelope.signature, over: envelope.signedData)
        let leaf = try #require(envelope.signature.firstRange(of: parts.leafCertificate))
        envelope.signature[leaf.upperBound - 1] ^= 0x01
        let cold = try #require(Self.failure(envelope, root: Self.testRoot, cache: nil))
        let cache = try Self.warmCache()
        #expect(Self.failure(envelope, root: Self.testRoot, cache: cache) == cold)
        #expect(cold.code == .signatureNotVerified)
        #expect(cold.message.contains("certificate chain does not verify"))
        #expect(cache.count == 1)
    }

    /// The TEST token signed by a look-alike chain (Scripts/make-look-alike-chain.py): the leaf's and the
    /// intermediate's subjects, issuers, serial numbers and markers, with keys and a root of its own.
    @Test func aLookAlikeChain() throws {
        let lookAlike = try Self.envelope("Test/look-alike-token.json")
        let cold = try #require(Self.failure(lookAlike, root: Self.testRoot, cache: nil))
        let cache = try Self.warmCache()
        #expect(Self.failure(lookAlike, root: Self.testRoot, cache: cache) == cold)
        #expect(cold.code == .signatureNotVerified)
        // Under its own root it verifies: the signature is sound and only the chain tells the two apart; the
        // cache then keeps both, and each only under its root.
        #expect(Self.failure(lookAlike, root: Self.lookAlikeRoot, cache: cache) == nil)
        #expect(cache.count == 2)
        let genuine = try Self.envelope("Test/ec-token.json")
        let genuineUnderLookAlike = Self.failure(genuine, root: Self.lookAlikeRoot, cache: nil)
        #expect(genuineUnderLookAlike != nil)
        #expect(Self.failure(genuine, root: Self.lookAlikeRoot, cache: cache) == genuineUnderLookAlike)
    }

    /// A decryptor whose root changes trusts the new root alone, whichever chains its cache holds: the root it
    /// found once follows the root it is given. The look-alike root's key identifier is its own, so the keyless
    /// checks are the first to refuse a chain under the other root.
    @Test func aDecryptorsRootChangesWhatItTrusts() throws {
        let lookAlike = try Self.envelope("Test/look-alike-token.json")
        let genuine = try Self.envelope("Test/ec-token.json")
        var decryptor = PaymentTokenDecryptor(keys: [DecryptionTests.ecKey], root: Self.lookAlikeRoot)
        func code(_ envelope: PaymentTokenEnvelope) -> PaymentTokenError.Code? {
            do {
                _ = try decryptor.decrypt(envelope, now: envelope.signingTime!)
                return nil
            } catch {
                return error.code
            }
        }
        #expect(code(lookAlike) == nil)
        #expect(code(genuine) == .invalidToken)
        decryptor.root = Self.testRoot
        #expect(code(lookAlike) == .invalidToken)
        #expect(code(genuine) == nil)
        decryptor.root = Self.lookAlikeRoot
        #expect(code(lookAlike) == nil)
        #expect(code(genuine) == .invalidToken)
    }

    /// A chain verified under the TEST root, used against Apple Root CA - G3.
    @Test func aTestChainAgainstApplesRoot() throws {
        let envelope = try Self.envelope("Test/ec-token.json")
        let cold = try #require(Self.failure(envelope, root: .appleRootCAG3, cache: nil))
        let cache = try Self.warmCache()
        #expect(Self.failure(envelope, root: .appleRootCAG3, cache: cache) == cold)
        #expect(cold.message.contains("certificate chain does not verify"))
        // And through the decryptor, whose root a server may change: its keyless checks refuse the token first.
        var decryptor = PaymentTokenDecryptor(keys: [DecryptionTests.ecKey], root: Self.testRoot, chainCache: cache)
        _ = try decryptor.decrypt(envelope, now: envelope.signingTime!)
        decryptor.root = .appleRootCAG3
        #expect(throws: PaymentTokenError.self) { try decryptor.decrypt(envelope, now: envelope.signingTime!) }
    }

    /// A chain past its validity: the entry is a miss after its earliest `notAfter`, and the chain verified in
    /// full then fails as it would have with an empty cache.
    @Test func anExpiredChain() throws {
        let envelope = try Self.envelope("Test/ec-token.json")
        let parts = try PaymentTokenSignature(signature: envelope.signature, over: envelope.signedData)
        let anchor = try TrustAnchor.anchor(for: Self.testRoot)
        let chain = try anchor.verify(
            leaf: parts.leafCertificate, intermediate: parts.intermediateCertificate, at: parts.signingTime)
        let cache = VerifiedChainCache()
        cache.insert(chain, now: parts.signingTime)
        let later = chain.validity.upperBound.addingTimeInterval(1)
        func lookUp(at time: Date) -> VerifiedChain? {
            cache.chain(
                leaf: parts.leafCertificate, intermediate: parts.intermediateCertificate, anchor: anchor, at: time)
        }
        #expect(lookUp(at: parts.signingTime) === chain)
        #expect(lookUp(at: later) == nil)
        #expect(lookUp(at: chain.validity.lowerBound.addingTimeInterval(-1)) == nil)
        #expect(throws: PaymentTokenError.self) {
            try anchor.verify(leaf: parts.leafCertificate, intermediate: parts.intermediateCertificate, at: later)
        }
        // A full cache forgets expired chains before any live one.
        let small = VerifiedChainCache(capacity: 1)
        small.insert(chain, now: parts.signingTime)
        let other = try Self.lookAlikeChain()
        small.insert(other, now: later)
        #expect(small.count == 1)
        #expect(small.statistics.evictions == 1)
    }

    static func lookAlikeChain() throws -> VerifiedChain {
        let envelope = try Self.envelope("Test/look-alike-token.json")
        let parts = try PaymentTokenSignature(signature: envelope.signature, over: envelope.signedData)
        return try TrustAnchor.anchor(for: Self.lookAlikeRoot).verify(
            leaf: parts.leafCertificate, intermediate: parts.intermediateCertificate, at: parts.signingTime)
    }

    /// A token whose signature is not the leaf's: the cached chain is the genuine one, and the token's own
    /// signature is checked with its key all the same.
    @Test func eachTokensOwnChecksRunOnAWarmChain() throws {
        let cache = try Self.warmCache()
        var envelope = try Self.envelope("Test/ec-token.json")
        envelope.data[envelope.data.startIndex] ^= 1
        let digest = try #require(Self.failure(envelope, root: Self.testRoot, cache: cache))
        #expect(digest == Self.failure(envelope, root: Self.testRoot, cache: nil))
        #expect(digest.message.contains("message digest"))
        let genuine = try Self.envelope("Test/ec-token.json")
        let parts = try PaymentTokenSignature(signature: genuine.signature, over: genuine.signedData)
        var forged = genuine
        let value = try #require(forged.signature.firstRange(of: parts.signatureValue))
        forged.signature[value.upperBound - 1] ^= 0x01
        let signature = try #require(Self.failure(forged, root: Self.testRoot, cache: cache))
        #expect(signature == Self.failure(forged, root: Self.testRoot, cache: nil))
        #expect(signature.message.contains("does not verify with the leaf's key"))
        // The message digest is checked before the cache is looked at; the forged signature found the chain.
        #expect(cache.statistics.hits == 1)
    }

    /// What no signature covers, malformed where OpenSSL's CMS_verify refuses it and the library accepted it: the
    /// SignedData's list of digest algorithms naming another than SHA-256, and a digest algorithm's parameters
    /// running past it. Found by the decryption fuzzer.
    @Test func unsignedPartsOpenSSLRefuses() throws {
        for (name, message) in [
            ("signature-digest-algorithm-1.der", "The signature's digest algorithms are not SHA-256 alone"),
            ("signature-digest-algorithm-2.der", "The signature's digest algorithms are not SHA-256 alone"),
            // The signer's digest algorithm with parameters that run past it.
            (
                "signature-digest-parameters-overrun.der",
                "The signature is not a CMS SignedData: An algorithm's parameters claims 61 bytes at byte 11 but only 0 remain"
            ),
        ] {
            let input = try Self.data("../../Fuzz/DecryptionRegressions/\(name)")
            var envelope = try Self.envelope("Test/ec-token.json")
            envelope.signature = input.dropFirst()
            let failure = try #require(Self.failure(envelope, root: Self.testRoot, cache: nil))
            #expect(failure.message == message)
            #expect(Self.failure(envelope, root: Self.testRoot, cache: try Self.warmCache()) == failure)
        }
    }

    /// Two chains, room for one: the least recently used is forgotten.
    @Test func theLeastRecentlyUsedChainIsForgotten() throws {
        let cache = VerifiedChainCache(capacity: 1)
        let ec = try Self.envelope("Test/ec-token.json")
        let rsa = try Self.envelope("Test/rsa-token.json")
        for envelope in [ec, rsa, ec] {
            #expect(Self.failure(envelope, root: Self.testRoot, cache: cache) == nil)
        }
        #expect(cache.count == 1)
        #expect(cache.statistics == .init(hits: 0, misses: 3, evictions: 2))
        #expect(Self.failure(ec, root: Self.testRoot, cache: cache) == nil)
        #expect(cache.statistics.hits == 1)
        cache.removeAll()
        #expect(cache.count == 0)
    }

    /// Many tasks share one decryptor and its cache; each decrypts the same, whether its chain was cached or not.
    @Test func threadsShareTheCache() async throws {
        let envelopes = [try Self.envelope("Test/ec-token.json"), try Self.envelope("Test/rsa-token.json")]
        let decryptor = PaymentTokenDecryptor(
            keys: [DecryptionTests.ecKey, DecryptionTests.rsaKey], root: Self.testRoot,
            chainCache: VerifiedChainCache(capacity: 1))
        let results = try await withThrowingTaskGroup(of: DecryptedPaymentData.self) { group in
            for index in 0..<64 {
                let envelope = envelopes[index % 2]
                group.addTask { try decryptor.decrypt(envelope, now: envelope.signingTime!) }
            }
            return try await group.reduce(into: [DecryptedPaymentData]()) { $0.append($1) }
        }
        #expect(results.count == 64)
        #expect(Set(results.map(\.applicationPrimaryAccountNumber)) == ["4111111111111111"])
        let statistics = try #require(decryptor.chainCache?.statistics)
        #expect(statistics.hits + statistics.misses == 64)
    }

    /// The anchor keeps the certificates of a chain that verified parsed, and verifies the chain in full again
    /// from them; a chain that fails leaves nothing behind.
    @Test func theCertificatesOfAVerifiedChainAreKeptParsedNotTrusted() throws {
        let anchor = try TrustAnchor.anchor(for: Self.testRoot)
        let token = try Self.envelope("Test/ec-token.json")
        let parts = try PaymentTokenSignature(signature: token.signature, over: token.signedData)
        let time = try #require(token.signingTime)
        var tampered = parts.leafCertificate
        tampered[tampered.endIndex - 1] ^= 0x01
        let error = try #require(throws: PaymentTokenError.self) {
            try anchor.verify(leaf: tampered, intermediate: parts.intermediateCertificate, at: time)
        }
        #expect(error.code == .signatureNotVerified)
        #expect(!anchor.hasParsed(tampered))
        for _ in 0..<2 {
            let chain = try anchor.verify(
                leaf: parts.leafCertificate, intermediate: parts.intermediateCertificate, at: time)
            #expect(anchor.hasParsed(parts.leafCertificate))
            #expect(anchor.hasParsed(parts.intermediateCertificate))
            #expect(chain.signer.verify(parts.signatureValue, over: parts.signedAttributes))
            // Parsed certificates are verified again: outside their validity the chain fails as it did cold.
            let late = try #require(throws: PaymentTokenError.self) {
                try anchor.verify(
                    leaf: parts.leafCertificate, intermediate: parts.intermediateCertificate,
                    at: time.addingTimeInterval(30 * 365 * 86_400))
            }
            #expect(late.code == .signatureNotVerified, "\(late)")
        }
        // The leaf and intermediate swapped: each certificate is found by its bytes, and the chain still fails.
        let swapped = try #require(throws: PaymentTokenError.self) {
            try anchor.verify(leaf: parts.intermediateCertificate, intermediate: parts.leafCertificate, at: time)
        }
        #expect(swapped.code == .signatureNotVerified)
    }

    /// A certificate of the chain that OpenSSL cannot read is a signature that does not verify, not an unusable
    /// merchant key: the code is the same whether the keyless checks or OpenSSL refused it.
    @Test func anUnreadableChainCertificateIsASignatureThatDoesNotVerify() throws {
        let anchor = try TrustAnchor.anchor(for: Self.testRoot)
        let token = try Self.envelope("Test/ec-token.json")
        let parts = try PaymentTokenSignature(signature: token.signature, over: token.signedData)
        for (leaf, intermediate) in [
            (Data([0x30, 0x03, 0x02, 0x01, 0x00]), parts.intermediateCertificate),
            (parts.leafCertificate, Data("not a certificate".utf8)),
        ] {
            let error = try #require(throws: PaymentTokenError.self) {
                try anchor.verify(leaf: leaf, intermediate: intermediate, at: token.signingTime!)
            }
            #expect(error.code == .signatureNotVerified, "\(error)")
        }
    }
}
