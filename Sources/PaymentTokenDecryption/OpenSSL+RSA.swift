import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension OpenSSL {
    /// RSA-OAEP decryption with one private key, SHA-256 and MGF1 with SHA-256, set up once and copied for each
    /// wrapped key.
    ///
    /// A context made for each token (`EVP_PKEY_CTX_new`, then the padding and both digests set) looks the key's
    /// type and each digest up in the providers' stores under a lock every thread shares; a copy of one set up
    /// once does not.
    final class KeyUnwrapping: @unchecked Sendable {
        /// The private key, kept alive as long as the template that refers to it.
        let key: Key
        private let template: OpaquePointer

        /// An unwrapping for `key`, or `nil` when OpenSSL cannot decrypt RSA-OAEP with it.
        init?(_ key: Key) {
            ERR_clear_error()
            guard let context = EVP_PKEY_CTX_new(key.pointer, nil) else { return nil }
            guard EVP_PKEY_decrypt_init(context) == 1,
                EVP_PKEY_CTX_set_rsa_padding(context, copenssl_rsa_pkcs1_oaep_padding) == 1,
                EVP_PKEY_CTX_set_rsa_oaep_md(context, fetchedSHA256 ?? EVP_sha256()) == 1,
                EVP_PKEY_CTX_set_rsa_mgf1_md(context, fetchedSHA256 ?? EVP_sha256()) == 1
            else {
                EVP_PKEY_CTX_free(context)
                ERR_clear_error()
                return nil
            }
            self.key = key
            template = context
        }

        deinit { EVP_PKEY_CTX_free(template) }

        /// The key `wrapped` holds.
        func unwrap(_ wrapped: Data) throws(PaymentTokenError) -> Data {
            ERR_clear_error()
            guard let context = EVP_PKEY_CTX_dup(template) else {
                throw PaymentTokenError(.decryptionFailed, "No decryption context: \(errors())")
            }
            defer { EVP_PKEY_CTX_free(context) }
            let unwrapped = withBytes(wrapped) { base, count in
                Result { () throws(PaymentTokenError) in
                    try output("Unwrapping the key", .decryptionFailed) { out, length in
                        EVP_PKEY_decrypt(context, out, length, base, count)
                    }
                }
            }
            return try unwrapped.get()
        }
    }
}
