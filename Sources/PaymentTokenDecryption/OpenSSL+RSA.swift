import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension OpenSSL {
    /// The key `wrapped` holds, decrypted with a copy of an ``oaepDecryption(_:)``.
    static func unwrap(_ wrapped: Data, with decryption: ContextTemplate) throws(PaymentTokenError) -> Data {
        try decryption.withCopy { context throws(PaymentTokenError) in
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
