import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension MerchantCertificate {
    /// Whether a private key, PEM or DER, is this certificate's: the check a server makes before it installs a
    /// key, as servers mix up the identity and the payment processing keys.
    ///
    /// - Throws: `PaymentTokenError` with `invalidKey` when the key cannot be read (an encrypted PEM key among
    ///   them: give the unencrypted one).
    public func isCertificate(of privateKey: Data) throws(PaymentTokenError) -> Bool {
        let certificate = try OpenSSL.certificate(der, what: "The merchant certificate")
        let key = try OpenSSL.privateKey(privateKey)
        ERR_clear_error()
        defer { ERR_clear_error() }
        return X509_check_private_key(certificate.pointer, key.pointer) == 1
    }
}
