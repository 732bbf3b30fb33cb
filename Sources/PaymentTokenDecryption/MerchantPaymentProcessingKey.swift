import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A merchant's payment processing certificate and its private key: what decrypts the tokens encrypted to it.
///
/// Apple encrypts each token to the payment processing certificate the merchant created in the developer account:
/// an elliptic curve key on P-256 for `EC_v1` tokens, an RSA key of 2048 bits or more for `RSA_v1`. The token's
/// `publicKeyHash` names the certificate (``publicKeyHash``), and the certificate's extension
/// 1.2.840.113635.100.6.32 gives the merchant identifier hash the key derivation needs
/// (``merchantIdentifierHash``). Keep several during a rotation; ``PaymentTokenDecryptor`` picks the one a token
/// names.
public struct MerchantPaymentProcessingKey: Sendable {
    /// The certificate, DER.
    public let certificate: Data
    /// The SHA-256 of the certificate's public key, as tokens name it in `header.publicKeyHash`.
    public let publicKeyHash: Data
    /// The merchant identifier hash from the certificate's extension 1.2.840.113635.100.6.32, 32 bytes.
    public let merchantIdentifierHash: Data
    /// The kind of key, and so the token version it decrypts.
    public let kind: Kind
    let key: OpenSSL.Key
    /// ECDH with an elliptic curve key, set up once; `nil` for an RSA key.
    let agreement: OpenSSL.KeyAgreement?
    /// RSA-OAEP with an RSA key, set up once; `nil` for an elliptic curve key.
    let unwrapping: OpenSSL.ContextTemplate?

    /// The kind of a payment processing key.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An elliptic curve key on P-256, for `EC_v1` tokens.
        case ellipticCurve
        /// An RSA key, for `RSA_v1` tokens.
        case rsa
    }

    /// Loads a certificate and its private key, each PEM or DER.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError`` with ``PaymentRequestKit/PaymentTokenError/Code/invalidKey``
    ///   when either cannot be read or is over 64 KiB, the key is not the certificate's, an elliptic curve key is
    ///   not on P-256, an RSA key has fewer than 2048 bits, or the certificate has no merchant identifier hash.
    public init(certificate: Data, privateKey: Data) throws(PaymentTokenError) {
        try self.init(
            OpenSSL.certificate(certificate, what: "The merchant certificate"), OpenSSL.privateKey(privateKey))
    }

    /// Loads the certificate and private key of a PKCS #12 file (`.p12`), as a keychain exports them, with its
    /// pass phrase.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError`` with ``PaymentRequestKit/PaymentTokenError/Code/invalidKey``
    ///   when the file is not PKCS #12 or is over 64 KiB, has no MAC or one of over a million iterations (the MAC
    ///   is checked before anything is decrypted), the pass phrase is not the file's, its contents use
    ///   algorithms OpenSSL 3 keeps in its legacy provider (RC2, 40-bit keys), it lacks the certificate or the key,
    ///   or for any reason of ``init(certificate:privateKey:)``.
    public init(pkcs12: Data, passphrase: String) throws(PaymentTokenError) {
        let (certificate, key) = try OpenSSL.pkcs12(pkcs12, passphrase: passphrase)
        try self.init(certificate, key)
    }

    private init(_ parsed: OpenSSL.Certificate, _ key: OpenSSL.Key) throws(PaymentTokenError) {
        ERR_clear_error()
        guard X509_check_private_key(parsed.pointer, key.pointer) == 1 else {
            throw PaymentTokenError(
                .invalidKey, "The private key is not the merchant certificate's: \(OpenSSL.errors())")
        }
        switch key.type {
        case EVP_PKEY_EC:
            guard key.groupName == "prime256v1" else {
                throw PaymentTokenError(
                    .invalidKey, "The elliptic curve key is on \(key.groupName ?? "an unknown curve"), not P-256")
            }
            guard let agreement = OpenSSL.KeyAgreement(key) else {
                throw PaymentTokenError(
                    .invalidKey, "The elliptic curve key cannot agree on a key: \(OpenSSL.errors())")
            }
            kind = .ellipticCurve
            self.agreement = agreement
            unwrapping = nil
        case EVP_PKEY_RSA:
            guard key.bits >= 2048 else {
                throw PaymentTokenError(.invalidKey, "The RSA key has \(key.bits) bits; Apple's have 2048 or more")
            }
            guard let unwrapping = OpenSSL.oaepDecryption(key) else {
                throw PaymentTokenError(.invalidKey, "The RSA key cannot decrypt RSA-OAEP: \(OpenSSL.errors())")
            }
            kind = .rsa
            agreement = nil
            self.unwrapping = unwrapping
        default:
            throw PaymentTokenError(.invalidKey, "The key is neither an elliptic curve key nor an RSA key")
        }
        let der = parsed.der
        // Both of a merchant identifier's certificates carry its hash; only the payment processing one is what
        // tokens are encrypted to, and the identity one given in its place would fail every token.
        if (try? MerchantCertificate(data: der))?.role == .merchantIdentity {
            throw PaymentTokenError(
                .invalidKey,
                "The certificate is a merchant identity certificate (extended key usage clientAuth, the TLS client certificate of merchant validation), not the payment processing certificate tokens are encrypted to"
            )
        }
        guard let merchantIdentifierHash = PaymentTokenEnvelope.merchantIdentifierHash(certificate: der) else {
            throw PaymentTokenError(
                .invalidKey,
                "The merchant certificate has no merchant identifier hash (extension 1.2.840.113635.100.6.32)")
        }
        guard let publicKeyHash = PaymentTokenEnvelope.publicKeyHash(certificate: der) else {
            throw PaymentTokenError(.invalidKey, "The merchant certificate's public key cannot be read")
        }
        self.certificate = der
        self.publicKeyHash = publicKeyHash
        self.merchantIdentifierHash = merchantIdentifierHash
        self.key = key
    }
}

extension MerchantPaymentProcessingKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key's kind and the hash tokens name it by; the private key is never printed.
    public var description: String {
        "MerchantPaymentProcessingKey(kind: \(kind.rawValue), publicKeyHash: \(hexString(publicKeyHash)), privateKey: (redacted))"
    }

    /// The same as ``description``, redacted.
    public var debugDescription: String { description }

    /// The public members and the private key as `(redacted)`, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "kind": kind, "publicKeyHash": hexString(publicKeyHash),
                "merchantIdentifierHash": hexString(merchantIdentifierHash), "privateKey": "(redacted)",
            ], displayStyle: .struct)
    }
}
