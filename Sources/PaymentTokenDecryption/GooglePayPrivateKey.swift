import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A merchant's private key for Google Pay tokens: the P-256 key whose public half the merchant registered with
/// Google (`DIRECT` tokenization's `publicKey`), parsed once.
///
/// Read from PEM or DER, PKCS #8 (`BEGIN PRIVATE KEY`, as Tink's examples give it) or SEC 1 (`BEGIN EC PRIVATE
/// KEY`, as `openssl ecparam -genkey` writes it). During a rotation a decryptor holds the old key and the new,
/// and tries each in turn.
public struct GooglePayPrivateKey: Sendable {
    let key: OpenSSL.Key
    /// ECDH with the key, set up once.
    let agreement: OpenSSL.KeyAgreement

    /// Reads a P-256 private key from PEM or DER.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError`` with ``PaymentRequestKit/PaymentTokenError/Code/invalidKey``
    ///   when the bytes are not an unencrypted private key, or the key is not on P-256.
    public init(_ data: Data) throws(PaymentTokenError) {
        let key = try OpenSSL.privateKey(data)
        guard key.type == EVP_PKEY_EC, key.groupName == "prime256v1" else {
            throw PaymentTokenError(
                .invalidKey,
                "The key is not a P-256 key (\(key.groupName ?? "type \(key.type)")): Google Pay seals tokens to P-256 keys"
            )
        }
        guard let agreement = OpenSSL.KeyAgreement(key) else {
            throw PaymentTokenError(.invalidKey, "The key cannot agree on a key: \(OpenSSL.errors())")
        }
        self.key = key
        self.agreement = agreement
    }

    /// The public key, as the uncompressed point in Base64 that `DIRECT` tokenization's `publicKey` gives Google.
    public var publicKeyBase64: String {
        var length = 0
        guard EVP_PKEY_get_octet_string_param(key.pointer, "encoded-pub-key", nil, 0, &length) == 1, length > 0
        else { return "" }
        var bytes = [UInt8](repeating: 0, count: length)
        guard EVP_PKEY_get_octet_string_param(key.pointer, "encoded-pub-key", &bytes, length, &length) == 1 else {
            return ""
        }
        return Data(bytes.prefix(length)).base64EncodedString()
    }
}

extension GooglePayPrivateKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key's public point, as `DIRECT` tokenization's `publicKey` gives it; the private key is never printed.
    public var description: String { "GooglePayPrivateKey(publicKey: \(publicKeyBase64), privateKey: (redacted))" }

    /// The same as ``description``, redacted.
    public var debugDescription: String { description }

    /// The public key and the private key as `(redacted)`, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(self, children: ["publicKey": publicKeyBase64, "privateKey": "(redacted)"], displayStyle: .struct)
    }
}
