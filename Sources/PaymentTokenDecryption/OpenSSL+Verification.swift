import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension OpenSSL.ContextTemplate {
    /// Whether `signature` is the key's over `message`, with SHA-256, through a copy of a
    /// ``OpenSSL/verification(_:)``.
    func verify(_ signature: Data, over message: Data) -> Bool {
        let verified = try? withCopy { context in
            OpenSSL.withBytes(signature) { signatureBytes, signatureCount in
                OpenSSL.withBytes(message) { bytes, count in
                    EVP_DigestVerify(context, signatureBytes, signatureCount, bytes, count) == 1
                }
            }
        }
        if verified != true { ERR_clear_error() }
        return verified == true
    }
}
