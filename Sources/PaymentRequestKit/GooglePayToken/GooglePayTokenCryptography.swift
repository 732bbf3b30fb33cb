#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The cryptography a server brings to verify and decrypt a Google Pay token: the `PaymentTokenDecryption`
/// product's, over OpenSSL, or one of the server's choice.
///
/// The library writes none of it: it checks the token's structure, chooses Google's root keys, assembles what each
/// signature covers, tries the merchant's keys in turn and reads the message; the operations below are the
/// implementation's (Tink's `PaymentMethodTokenRecipient` and `PaymentMethodTokenHybridDecrypt`).
public protocol GooglePayTokenCryptography {
    /// Whether `signature`, an ECDSA signature in DER, verifies over `data` with SHA-256 under `publicKey`, the DER
    /// SubjectPublicKeyInfo of a P-256 key; `false` for a key or signature that cannot be read.
    func verifyECDSA(_ signature: Data, over data: Data, publicKey: Data) -> Bool

    /// How many private keys the merchant has: several during a rotation, tried in turn.
    var privateKeyCount: Int { get }

    /// The ECDH shared secret, the 32-byte x-coordinate, of the private key at `index` and `ephemeralPublicKey`, an
    /// uncompressed P-256 point.
    ///
    /// - Throws: When the point is not on the curve, or the key agreement fails.
    func sharedSecret(privateKey index: Int, ephemeralPublicKey: Data) throws -> Data

    /// HKDF with SHA-256 (RFC 5869): `length` bytes from `secret`, `salt` and `info`.
    func hkdfSHA256(secret: Data, salt: Data, info: Data, length: Int) throws -> Data

    /// HMAC-SHA256 of `data` under `key`.
    func hmacSHA256(key: Data, data: Data) throws -> Data

    /// Whether two tags are equal, compared in time that does not depend on where they differ.
    func tagsEqual(_ tag: Data, _ expected: Data) -> Bool

    /// `data` encrypted or decrypted with AES-CTR under `key` (16 or 32 bytes) and a zero IV.
    func aesCTR(_ data: Data, key: Data) throws -> Data
}
