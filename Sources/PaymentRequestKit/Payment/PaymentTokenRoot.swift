#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The root certificate a payment token's signature must chain to: Apple Root CA - G3, pinned by its bytes.
///
/// Apple's "Payment token format reference" asks that the chain from the signing certificate go through Apple's
/// intermediate to Apple Root CA - G3. The library embeds that root (serial 2DC5FC88D2C54B95, valid 2014-04-30 to
/// 2039-04-30) and checks its SHA-256 fingerprint, appleRootCAG3Fingerprint, against the one Apple publishes;
/// a token whose chain leads anywhere else is refused.
///
/// Tests and sandboxes that sign their own tokens may trust another root with
/// untrustedTestRoot(certificate:); a report made with it says that the token was not verified against
/// Apple. Never use it in production.
public struct PaymentTokenRoot: Sendable, Hashable {
    /// The root's certificate, DER.
    public var certificate: Data { Data(bytes) }
    // Kept as an array: a static `Data` hides its storage from LeakSanitizer, which then reports the pinned root as
    // leaked at exit.
    private let bytes: [UInt8]
    /// Whether this is Apple Root CA - G3;  for a test root.
    public let isAppleRoot: Bool
    /// The root's SHA-256 fingerprint, in upper-case hex.
    public let fingerprint: String
    /// The parsed root, read once: each token's keyless checks compare its intermediate with it.
    let parsed: X509Certificate

    /// The SHA-256 fingerprint of Apple Root CA - G3, in upper-case hex, as Apple's certificate authority page
    /// gives it.
    public static let appleRootCAG3Fingerprint = "63343ABFB89A6A03EBB57E9B3F5FA7BE7C4F5C756F3017B3A8C488C3653E9179"

    /// Apple Root CA - G3, the root of every Apple Pay payment token's signature.
    public static let appleRootCAG3 = PaymentTokenRoot(
        certificate: Data(
            base64Encoded:
                "MIICQzCCAcmgAwIBAgIILcX8iNLFS5UwCgYIKoZIzj0EAwMwZzEbMBkGA1UEAwwSQXBwbGUgUm9vdCBDQSAtIEczMSYwJAYD"
                + "VQQLDB1BcHBsZSBDZXJ0aWZpY2F0aW9uIEF1dGhvcml0eTETMBEGA1UECgwKQXBwbGUgSW5jLjELMAkGA1UEBhMCVVMwHhcN"
                + "MTQwNDMwMTgxOTA2WhcNMzkwNDMwMTgxOTA2WjBnMRswGQYDVQQDDBJBcHBsZSBSb290IENBIC0gRzMxJjAkBgNVBAsMHUFw"
                + "cGxlIENlcnRpZmljYXRpb24gQXV0aG9yaXR5MRMwEQYDVQQKDApBcHBsZSBJbmMuMQswCQYDVQQGEwJVUzB2MBAGByqGSM49"
                + "AgEGBSuBBAAiA2IABJjpLz1AcqTtkyJygRMc3RCV8cWjTnHcFBbZDuWmBSp3ZHtfTjjTuxxEtX/1H7YyYl3J6YRbTzBPEVoA"
                + "/VhYDKX1DyxNB0cTddqXl5dvMVztK517IDvYuVTZXpmkOlEKMaNCMEAwHQYDVR0OBBYEFLuw3qFYM4iapIqZ3r6966/ayySr"
                + "MA8GA1UdEwEB/wQFMAMBAf8wDgYDVR0PAQH/BAQDAgEGMAoGCCqGSM49BAMDA2gAMGUCMQCD6cHEFl4aXTQY2e3v9GwOAEZL"
                + "uN+yRhHFD/3meoyhpmvOwgPUnPWTxnS4at+qIxUCMG1mihDK1A3UT82NQz60imOlM27jbdoXt2QfyFMm+YhidDkLF1vLUagM"
                + "6BgD56KyKA=="
        )!, isAppleRoot: true)

    // A root is only ever made from bytes that parse.
    private init(certificate: Data, isAppleRoot: Bool) {
        bytes = [UInt8](certificate)
        self.isAppleRoot = isAppleRoot
        fingerprint = hexString(SHA256.hash(bytes)).uppercased()
        parsed = try! X509Certificate(der: bytes)
    }

    /// Whether two roots are the same certificate, and both Apple's or both a test's.
    public static func == (left: PaymentTokenRoot, right: PaymentTokenRoot) -> Bool {
        left.isAppleRoot == right.isAppleRoot && left.bytes == right.bytes
    }

    /// Hashes the certificate's bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes)
        hasher.combine(isAppleRoot)
    }

    /// A root of your own, for tests and sandboxes only: tokens signed under it are checked as if Apple had
    /// signed them, and every report made with it says that the token was not verified against Apple.
    ///
    /// - Parameter certificate: The root's certificate, DER or PEM.
    /// - Throws: InvalidCertificate when it is not an X.509 certificate, or is Apple's own root.
    public static func untrustedTestRoot(certificate: Data) throws(InvalidCertificate) -> PaymentTokenRoot {
        let der = pemContents(certificate, label: "CERTIFICATE") ?? certificate
        do {
            _ = try X509Certificate(der: [UInt8](der))
        } catch {
            throw InvalidCertificate(message: "The test root is not an X.509 certificate: \(error.message)")
        }
        guard der != appleRootCAG3.certificate else {
            throw InvalidCertificate(message: "The test root is Apple Root CA - G3; use appleRootCAG3")
        }
        return PaymentTokenRoot(certificate: der, isAppleRoot: false)
    }

    /// A certificate that is not one, with the reason.
    public struct InvalidCertificate: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong.
        public var message: String
        /// The reason.
        public var description: String { message }
    }
}
