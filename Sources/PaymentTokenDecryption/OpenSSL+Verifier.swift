import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension OpenSSL {
    /// A public key's SHA-256 signature verification, set up once and copied for each signature.
    ///
    /// `EVP_DigestVerifyInit` looks the signature algorithm and the digest up in the provider's store and builds
    /// their contexts every time; copying a context set up once skips that, and `EVP_MD_CTX_FLAG_FINALISE` spares
    /// the copy `EVP_DigestVerifyFinal` otherwise makes so that a context can go on. Copying only reads the
    /// template, so threads may verify with one verifier at once.
    final class Verifier: @unchecked Sendable {
        /// The key, kept alive as long as the template that refers to it.
        let key: Key
        private let template: OpaquePointer

        /// A verifier for `key`, or `nil` when OpenSSL cannot set one up for it.
        init?(_ key: Key) {
            ERR_clear_error()
            guard let context = EVP_MD_CTX_new() else { return nil }
            guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key.pointer) == 1 else {
                EVP_MD_CTX_free(context)
                ERR_clear_error()
                return nil
            }
            self.key = key
            template = context
        }

        deinit { EVP_MD_CTX_free(template) }

        /// Whether `signature` is the key's over `message`, with SHA-256.
        func verify(_ signature: Data, over message: Data) -> Bool {
            guard let context = EVP_MD_CTX_new() else {
                ERR_clear_error()
                return false
            }
            defer { EVP_MD_CTX_free(context) }
            guard EVP_MD_CTX_copy_ex(context, template) == 1 else {
                ERR_clear_error()
                return false
            }
            EVP_MD_CTX_set_flags(context, EVP_MD_CTX_FLAG_FINALISE)
            let verified = withBytes(signature) { signatureBytes, signatureCount in
                withBytes(message) { bytes, count in
                    EVP_DigestVerify(context, signatureBytes, signatureCount, bytes, count) == 1
                }
            }
            if !verified { ERR_clear_error() }
            return verified
        }
    }
}
