import COpenSSL
import PaymentRequestKit

extension OpenSSL {
    /// A key's context for one operation, set up once and copied for each use.
    ///
    /// A context made for each token (`EVP_PKEY_CTX_new` or `EVP_DigestVerifyInit`, then the operation and its
    /// parameters set) looks the key's type and each algorithm up in the providers' stores, under a lock every
    /// thread shares; a copy of one set up once does not. Copying only reads the template, so threads may use one
    /// at once.
    final class ContextTemplate: @unchecked Sendable {
        /// The kinds of context.
        enum Kind {
            /// An `EVP_PKEY_CTX`: key agreement, decryption.
            case keyOperation
            /// An `EVP_MD_CTX` set up for a signature's verification, each copy for one signature
            /// (`EVP_MD_CTX_FLAG_FINALISE`, which spares the copy `EVP_DigestVerifyFinal` otherwise makes).
            case verification
        }

        /// The key, kept alive as long as the template that refers to it.
        let key: Key
        private let kind: Kind
        private let template: OpaquePointer

        /// A template for `key`, set up by `setUp` (which says whether it succeeded), or `nil` when OpenSSL cannot.
        init?(_ key: Key, _ kind: Kind, setUp: (OpaquePointer) -> Bool) {
            ERR_clear_error()
            let made = kind == .keyOperation ? EVP_PKEY_CTX_new(key.pointer, nil) : EVP_MD_CTX_new()
            guard let made, setUp(made) else {
                made.map { Self.free($0, kind) }
                ERR_clear_error()
                return nil
            }
            self.key = key
            self.kind = kind
            template = made
        }

        deinit { Self.free(template, kind) }

        private static func free(_ context: OpaquePointer, _ kind: Kind) {
            switch kind {
            case .keyOperation: EVP_PKEY_CTX_free(context)
            case .verification: EVP_MD_CTX_free(context)
            }
        }

        /// A copy of the template, which the caller frees; `nil` when OpenSSL cannot copy it.
        private func copy() -> OpaquePointer? {
            switch kind {
            case .keyOperation:
                return EVP_PKEY_CTX_dup(template)
            case .verification:
                guard let context = EVP_MD_CTX_new() else { return nil }
                guard EVP_MD_CTX_copy_ex(context, template) == 1 else {
                    EVP_MD_CTX_free(context)
                    return nil
                }
                EVP_MD_CTX_set_flags(context, EVP_MD_CTX_FLAG_FINALISE)
                return context
            }
        }

        /// Runs `body` with a copy of the template, freed after.
        func withCopy<T>(_ body: (OpaquePointer) throws(PaymentTokenError) -> T) throws(PaymentTokenError) -> T {
            ERR_clear_error()
            guard let context = copy() else {
                throw PaymentTokenError(.decryptionFailed, "No context for the key: \(errors())")
            }
            defer { Self.free(context, kind) }
            return try body(context)
        }
    }

    /// A public key's SHA-256 signature verification, set up once; `nil` when OpenSSL cannot verify with the key.
    static func verification(_ key: Key) -> ContextTemplate? {
        ContextTemplate(key, .verification) { context in
            EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key.pointer) == 1
        }
    }

    /// RSA-OAEP decryption with a private key, SHA-256 and MGF1 with SHA-256, set up once; `nil` when OpenSSL
    /// cannot decrypt so with the key.
    static func oaepDecryption(_ key: Key) -> ContextTemplate? {
        ContextTemplate(key, .keyOperation) { context in
            EVP_PKEY_decrypt_init(context) == 1
                && EVP_PKEY_CTX_set_rsa_padding(context, copenssl_rsa_pkcs1_oaep_padding) == 1
                && EVP_PKEY_CTX_set_rsa_oaep_md(context, fetchedSHA256 ?? EVP_sha256()) == 1
                && EVP_PKEY_CTX_set_rsa_mgf1_md(context, fetchedSHA256 ?? EVP_sha256()) == 1
        }
    }
}
