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

    /// The certificate of a PKCS #12 file (`.p12`, as a keychain exports it), read with its pass phrase, and
    /// whether the file's private key is the certificate's.
    ///
    /// - Throws: `PaymentTokenError` with `invalidKey` when the file cannot be read with the pass phrase (the
    ///   reasons of `MerchantPaymentProcessingKey.init(pkcs12:passphrase:)`), or its certificate is not one.
    public static func fromPKCS12(_ data: Data, passphrase: String) throws(PaymentTokenError) -> (
        certificate: MerchantCertificate, keyMatches: Bool
    ) {
        let (certificate, key) = try OpenSSL.pkcs12(data, passphrase: passphrase)
        ERR_clear_error()
        defer { ERR_clear_error() }
        let matches = X509_check_private_key(certificate.pointer, key.pointer) == 1
        do {
            return (try MerchantCertificate(data: certificate.der), matches)
        } catch {
            throw PaymentTokenError(.invalidKey, "The PKCS #12 file's certificate: \(error)")
        }
    }
}
