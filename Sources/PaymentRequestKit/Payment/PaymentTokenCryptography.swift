#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The cryptography a merchant's server brings to verify and decrypt a payment token, with the library of its
/// choice (swift-crypto and swift-certificates, or another).
///
/// The library writes no cryptography beyond SHA-256: it checks the token's structure, assembles what is signed,
/// derives the symmetric key from the shared secret with Apple's KDF, and reads the decrypted data; the three
/// operations below are the caller's. "After Authorization" shows them with swift-crypto.
public protocol PaymentTokenCryptography {
    /// Verifies the CMS signature over `signedData`: the leaf certificate's signature, and its chain through the
    /// intermediate to Apple Root CA - G3, at `now`.
    ///
    /// - Throws: When the signature or the chain does not verify.
    func verifySignature(_ signature: Data, over signedData: Data, now: Date) throws

    /// The ECDH shared secret of the merchant's payment processing private key and the token's ephemeral public
    /// key (a DER SubjectPublicKeyInfo on P-256).
    ///
    /// - Throws: When the key agreement fails.
    func sharedSecret(ephemeralPublicKey: Data) throws -> Data

    /// Opens AES-256-GCM `data` (the ciphertext followed by its 16-byte tag) with `key` and an initialisation
    /// vector of 16 zero bytes.
    ///
    /// - Throws: When authentication fails.
    func openAESGCM(_ data: Data, key: Data) throws -> Data
}

extension PaymentTokenEnvelope {
    /// What the signature signs: the ephemeral public key (or wrapped key), the data, the transaction identifier
    /// and the application data hash, one after another.
    public var signedData: Data {
        var bytes = header.ephemeralPublicKey ?? header.wrappedKey ?? Data()
        bytes.append(data)
        bytes.append(contentsOf: header.transactionId)
        bytes.append(contentsOf: header.applicationData ?? Data())
        return bytes
    }

    /// The symmetric key of an `EC_v1` token, derived from the shared secret with Apple's KDF (NIST SP 800-56A
    /// single-step, SHA-256): SHA-256 of the counter 1, the shared secret, the algorithm identifier
    /// `"\u{0D}id-aes256-GCM"`, the party U `"Apple"` and the party V, the merchant identifier hash.
    ///
    /// - Parameters:
    ///   - sharedSecret: The ECDH shared secret.
    ///   - merchantIdentifierHash: The 32 bytes of the merchant certificate's extension 1.2.840.113635.100.6.32.
    public static func symmetricKey(sharedSecret: Data, merchantIdentifierHash: Data) -> Data {
        var digest = SHA256()
        digest.update([0, 0, 0, 1])
        digest.update(sharedSecret)
        digest.update([0x0D] + Array("id-aes256-GCM".utf8))
        digest.update(Array("Apple".utf8))
        digest.update(merchantIdentifierHash)
        return digest.finalize()
    }

    /// Verifies and decrypts an `EC_v1` token with the caller's cryptography, and decodes the payment data.
    ///
    /// - Parameters:
    ///   - cryptography: The caller's implementation.
    ///   - merchantIdentifierHash: The merchant certificate's identifier hash, 32 bytes.
    ///   - now: The current date, for the certificates.
    /// - Throws: What the cryptography throws, or a `DecodingError` when the decrypted data does not decode.
    public func decrypt(
        using cryptography: some PaymentTokenCryptography, merchantIdentifierHash: Data, now: Date
    ) throws -> DecryptedPaymentData {
        try cryptography.verifySignature(signature, over: signedData, now: now)
        guard version == .ecV1, let ephemeralPublicKey = header.ephemeralPublicKey else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "Only EC_v1 tokens with an ephemeral public key are decrypted here"))
        }
        let secret = try cryptography.sharedSecret(ephemeralPublicKey: ephemeralPublicKey)
        let key = Self.symmetricKey(sharedSecret: secret, merchantIdentifierHash: merchantIdentifierHash)
        return try DecryptedPaymentData(jsonData: try cryptography.openAESGCM(data, key: key))
    }
}
