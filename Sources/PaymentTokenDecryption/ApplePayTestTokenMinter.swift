import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Apple Pay payment tokens made under a test certificate authority, for a server's own tests: FOR TESTS ONLY.
///
/// A minter makes a TEST public key infrastructure of its own, every name saying so: a root; an intermediate with
/// Apple's marker extension 1.2.840.113635.100.6.2.14; and merchant payment processing certificates, P-256 and RSA
/// 2048, with the merchant identifier extension 1.2.840.113635.100.6.32. ``mint(_:paymentData:now:transactionIdentifier:applicationData:negative:)``
/// issues a signing leaf with Apple's leaf marker 1.2.840.113635.100.6.29 and makes a token as Apple's payment token
/// format reference describes it: `EC_v1` agrees on a key with an ephemeral P-256 key (ECDH, then the NIST
/// single-step KDF with SHA-256 over the shared secret, `"\u{0D}id-aes256-GCM"`, `"Apple"` and the merchant
/// identifier's hash), `RSA_v1` wraps a random key with RSA-OAEP-SHA256; the payment data is sealed with
/// AES-256-GCM under a zero IV; and a detached CMS signature by the leaf, at the signing time `now`, covers the
/// ephemeral public key (or wrapped key), the data, the transaction identifier and the application data's hash.
///
/// A ``PaymentTokenDecryptor`` with the minter's ``root`` and ``ecKey`` or ``rsaKey`` opens every token; none
/// verifies under Apple Root CA - G3. A ``Negative`` token breaks one step, which the decryptor refuses.
///
/// ```swift
/// let minter = try ApplePayTestTokenMinter(merchantIdentifier: "merchant.com.example.test", now: now)
/// let data = try ApplePayTestTokenMinter.cardPaymentData(now: now, amount: 10, currency: .usd)
/// let token = try minter.mint(.ecV1, paymentData: data, now: now)
/// let decryptor = PaymentTokenDecryptor(keys: [minter.ecKey], root: minter.root)
/// let decrypted = try decryptor.decryptPayment(jsonData: token, now: now)
/// ```
public struct ApplePayTestTokenMinter: Sendable {
    /// The token formats Apple signs.
    public enum Version: String, Sendable, Hashable, CaseIterable {
        /// Elliptic curve: an ephemeral P-256 key agrees on the symmetric key with the merchant's.
        case ecV1 = "EC_v1"
        /// RSA: the symmetric key is wrapped to the merchant's RSA key.
        case rsaV1 = "RSA_v1"
    }

    /// A token that breaks one step of verification.
    public enum Negative: String, Sendable, Hashable, CaseIterable {
        /// A byte of the encrypted data changed after signing.
        case tamperedData = "tampered-data"
        /// A byte of the signature's value changed.
        case tamperedSignature = "tampered-signature"
        /// Signed by a chain from another root than ``ApplePayTestTokenMinter/root``.
        case otherRoot = "other-root"
        /// Signed by a leaf that expired before the signing time.
        case expiredLeaf = "expired-leaf"
        /// Signed by a leaf that is not valid until after the signing time.
        case notYetValidLeaf = "not-yet-valid-leaf"
        /// Signed an hour before now: outside the five minutes a decryptor allows.
        case signingTimeOutsideWindow = "signing-time-outside-window"
        /// Encrypted to another merchant's key, and naming it.
        case otherMerchantKey = "other-merchant-key"

        /// The code ``PaymentTokenDecryptor`` refuses such a token with.
        public var expectedCode: PaymentTokenError.Code {
            switch self {
            case .tamperedData, .tamperedSignature: .signatureNotVerified
            case .otherRoot, .expiredLeaf, .notYetValidLeaf, .signingTimeOutsideWindow: .invalidToken
            case .otherMerchantKey: .noMatchingKey
            }
        }

        /// The rule of the keyless check that refuses such a token, in the error's report; `nil` for the steps
        /// that have a code of their own.
        public var expectedRule: ValidationRule? {
            switch self {
            case .otherRoot: .tokenSignatureRoot
            case .expiredLeaf, .notYetValidLeaf: .tokenSignatureValidity
            case .signingTimeOutsideWindow: .tokenSignatureSigningTime
            case .tamperedData, .tamperedSignature, .otherMerchantKey: nil
            }
        }
    }

    /// The merchant identifier the merchant certificates carry, whose hash the `EC_v1` key derivation takes.
    public let merchantIdentifier: String
    /// The TEST root, as a decryptor takes it.
    public let root: PaymentTokenRoot
    /// The TEST root's certificate as PEM, for a test's files.
    public let rootCertificatePEM: Data
    /// The P-256 payment processing key and certificate, which `EC_v1` tokens are encrypted to.
    public let ecKey: MerchantPaymentProcessingKey
    /// The RSA 2048 payment processing key and certificate, which `RSA_v1` tokens are encrypted to.
    public let rsaKey: MerchantPaymentProcessingKey
    /// The payment processing keys (PKCS #8 PEM) and certificates (PEM) by version, for a test's files.
    public let merchantKeyPEM: [Version: Data]
    /// The payment processing certificates as PEM by version.
    public let merchantCertificatePEM: [Version: Data]

    private let authority: Authority
    private let merchantKeys: [Version: OpenSSL.Key]
    private let merchantCertificates: [Version: OpenSSL.Certificate]

    /// A root and an intermediate that issue leaves.
    private struct Authority: Sendable {
        let root: (certificate: OpenSSL.Certificate, key: OpenSSL.Key)
        let intermediate: (certificate: OpenSSL.Certificate, key: OpenSSL.Key)

        init(validity: ClosedRange<Date>) throws(PaymentTokenError) {
            let rootKey = try OpenSSL.generateP256()
            let rootCertificate = try OpenSSL.issueCertificate(
                commonName: "TEST Root CA - not Apple Root CA - G3", key: rootKey, issuer: nil, isAuthority: true,
                validity: validity)
            root = (rootCertificate, rootKey)
            let intermediateKey = try OpenSSL.generateP256()
            intermediate = (
                try OpenSSL.issueCertificate(
                    commonName: "TEST Application Integration CA", key: intermediateKey, issuer: root,
                    isAuthority: true, validity: validity,
                    extensions: [(ApplePayTestTokenMinter.intermediateMarker, [0x05, 0x00])]),
                intermediateKey
            )
        }

        /// A signing leaf for a version (P-256 for `EC_v1`, RSA 2048 for `RSA_v1`, as Apple's), valid over
        /// `validity`.
        func leaf(for version: Version, validity: ClosedRange<Date>) throws(PaymentTokenError) -> (
            OpenSSL.Certificate, OpenSSL.Key
        ) {
            let key = try OpenSSL.generateKey(version == .ecV1 ? "EC" : "RSA")
            let certificate = try OpenSSL.issueCertificate(
                commonName: version == .ecV1 ? "TEST ecc-smp-broker-sign" : "TEST rsa-smp-broker-sign", key: key,
                issuer: intermediate, isAuthority: false,
                validity: validity, extensions: [(ApplePayTestTokenMinter.leafMarker, [0x05, 0x00])])
            return (certificate, key)
        }
    }

    static let intermediateMarker = "1.2.840.113635.100.6.2.14"
    static let leafMarker = "1.2.840.113635.100.6.29"
    static let merchantIdentifierField = "1.2.840.113635.100.6.32"
    static let year: TimeInterval = 365 * 86_400

    /// Makes a TEST public key infrastructure valid from a year before `now` to ten years after.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError`` with `invalidKey` when the merchant identifier is empty,
    ///   longer than 255 bytes or holds control characters, or OpenSSL cannot make a key or certificate.
    public init(merchantIdentifier: String, now: Date) throws(PaymentTokenError) {
        guard !merchantIdentifier.isEmpty, merchantIdentifier.utf8.count <= 255,
            merchantIdentifier.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
        else {
            throw PaymentTokenError(
                .invalidKey,
                "merchantIdentifier \(quoted(merchantIdentifier)) is not a merchant identifier Apple issues certificates for"
            )
        }
        self.merchantIdentifier = merchantIdentifier
        let validity = now.addingTimeInterval(-Self.year)...now.addingTimeInterval(10 * Self.year)
        authority = try Authority(validity: validity)
        rootCertificatePEM = authority.root.certificate.pem
        do {
            root = try PaymentTokenRoot.untrustedTestRoot(certificate: authority.root.certificate.der)
        } catch {
            throw PaymentTokenError(.invalidKey, "The TEST root cannot be read back: \(error)")
        }
        let hash = hexString(OpenSSL.sha256(Data(merchantIdentifier.utf8))).uppercased()
        let field: [UInt8] = [0x0C, 0x40] + Array(hash.utf8)
        var keys: [Version: OpenSSL.Key] = [:]
        var certificates: [Version: OpenSSL.Certificate] = [:]
        var keyPEM: [Version: Data] = [:]
        var certificatePEM: [Version: Data] = [:]
        for (version, type) in [(Version.ecV1, "EC"), (.rsaV1, "RSA")] {
            let key = try OpenSSL.generateKey(type)
            let certificate = try OpenSSL.issueCertificate(
                commonName: "TEST Merchant ID: \(merchantIdentifier)\(version == .rsaV1 ? " (RSA)" : "")", key: key,
                issuer: authority.root, isAuthority: false, validity: validity,
                extensions: [(Self.merchantIdentifierField, field)])
            keys[version] = key
            certificates[version] = certificate
            keyPEM[version] = try key.pkcs8PEM()
            certificatePEM[version] = certificate.pem
        }
        merchantKeys = keys
        merchantCertificates = certificates
        merchantKeyPEM = keyPEM
        merchantCertificatePEM = certificatePEM
        ecKey = try MerchantPaymentProcessingKey(certificate: certificatePEM[.ecV1]!, privateKey: keyPEM[.ecV1]!)
        rsaKey = try MerchantPaymentProcessingKey(certificate: certificatePEM[.rsaV1]!, privateKey: keyPEM[.rsaV1]!)
    }

    /// Makes a payment token, `{"paymentData", "paymentMethod", "transactionIdentifier"}`, sealing the payment data,
    /// or one that breaks one step.
    ///
    /// - Parameters:
    ///   - version: `EC_v1` or `RSA_v1`.
    ///   - paymentData: The decrypted payment data's JSON, such as ``cardPaymentData(now:amount:currency:)``
    ///     makes (3-D Secure), or EMV data: read as ``PaymentRequestKit/DecryptedPaymentData`` reads it.
    ///   - now: The signing time, and the clock the leaf's validity is counted from.
    ///   - transactionIdentifier: The transaction's identifier, 32 random bytes unless given.
    ///   - applicationData: The request's application data, whose SHA-256 the token carries and signs.
    ///   - negative: The step to break, or `nil` for a token the decryptor opens.
    /// - Throws: ``PaymentRequestKit/PaymentTokenError`` with `invalidPaymentData` when the payment data is not
    ///   what ``PaymentRequestKit/DecryptedPaymentData`` reads, and with `invalidKey` when the transaction identifier
    ///   is empty or longer than 64 bytes.
    public func mint(
        _ version: Version, paymentData: Data, now: Date, transactionIdentifier: Data? = nil,
        applicationData: Data? = nil, negative: Negative? = nil
    ) throws(PaymentTokenError) -> Data {
        // Decrypted payment data the library would refuse is data no device seals.
        let report = DecryptedPaymentData.validate(jsonData: paymentData, for: .web(now: now))
        guard report.isValid else {
            throw PaymentTokenError(
                .invalidPaymentData,
                "paymentData is not payment data Apple seals: \(ValidationReport(violations: report.errors))")
        }
        let transaction: Data
        if let transactionIdentifier {
            transaction = transactionIdentifier
        } else {
            transaction = try OpenSSL.randomBytes(32)
        }
        guard (1...64).contains(transaction.count) else {
            throw PaymentTokenError(
                .invalidKey, "transactionIdentifier has \(transaction.count) bytes: Apple's has 32")
        }
        let recipientVersion: Version = version
        var merchantKey = merchantKeys[recipientVersion]!
        var merchantCertificate = merchantCertificates[recipientVersion]!
        if negative == .otherMerchantKey {
            merchantKey = try OpenSSL.generateKey(version == .ecV1 ? "EC" : "RSA")
            merchantCertificate = try OpenSSL.issueCertificate(
                commonName: "TEST Merchant ID: another merchant", key: merchantKey, issuer: authority.root,
                isAuthority: false, validity: now.addingTimeInterval(-Self.year)...now.addingTimeInterval(Self.year))
        }
        let identifierHash = OpenSSL.sha256(Data(merchantIdentifier.utf8))
        let keyMember: String
        let keyBytes: Data
        let symmetricKey: Data
        switch version {
        case .ecV1:
            let ephemeral = try OpenSSL.generateP256()
            guard let agreement = OpenSSL.KeyAgreement(ephemeral) else {
                throw PaymentTokenError(.invalidKey, "The ephemeral key cannot agree on a key: \(OpenSSL.errors())")
            }
            let shared = try agreement.sharedSecret(merchantKey, checkingPeer: true)
            symmetricKey = OpenSSL.sha256(
                Data([0, 0, 0, 1]), shared, Data([0x0D]), Data("id-aes256-GCM".utf8), Data("Apple".utf8),
                identifierHash)
            keyMember = "ephemeralPublicKey"
            keyBytes = try ephemeral.subjectPublicKeyInfo()
        case .rsaV1:
            symmetricKey = try OpenSSL.randomBytes(32)
            keyMember = "wrappedKey"
            keyBytes = try OpenSSL.wrapRSAOAEP(symmetricKey, to: merchantKey)
        }
        var data = try OpenSSL.sealAESGCM(paymentData, key: symmetricKey)
        let applicationDataHash = applicationData.map { OpenSSL.sha256($0) }
        let signed = keyBytes + data + transaction + (applicationDataHash ?? Data())
        let signingTime = negative == .signingTimeOutsideWindow ? now.addingTimeInterval(-3600) : now
        let leafValidity: ClosedRange<Date> =
            switch negative {
            case .expiredLeaf: now.addingTimeInterval(-2 * Self.year)...now.addingTimeInterval(-86_400)
            case .notYetValidLeaf: now.addingTimeInterval(86_400)...now.addingTimeInterval(2 * Self.year)
            default: now.addingTimeInterval(-Self.year)...now.addingTimeInterval(2 * Self.year)
            }
        let issuing = negative == .otherRoot ? try Authority(validity: leafValidity) : authority
        let (leaf, leafKey) = try issuing.leaf(for: version, validity: leafValidity)
        var signature = try OpenSSL.signCMS(
            signed, signer: leaf, key: leafKey, others: [issuing.intermediate.certificate], signingTime: signingTime)
        if negative == .tamperedData { data[data.startIndex] ^= 0x01 }
        // The signature's value ends the DER: its last byte is the ECDSA signature's s.
        if negative == .tamperedSignature { signature[signature.index(before: signature.endIndex)] ^= 0x01 }
        var header: [JSONValue.Member] = [
            .init(key: keyMember, value: .string(keyBytes.base64EncodedString())),
            .init(
                key: "publicKeyHash",
                value: .string(
                    OpenSSL.sha256(try merchantCertificatePublicKey(merchantCertificate)).base64EncodedString())
            ),
            .init(key: "transactionId", value: .string(hexString(transaction))),
        ]
        if let applicationDataHash {
            header.insert(.init(key: "applicationData", value: .string(hexString(applicationDataHash))), at: 0)
        }
        let token = JSONValue.object([
            .init(
                key: "paymentData",
                value: .object([
                    .init(key: "data", value: .string(data.base64EncodedString())),
                    .init(key: "signature", value: .string(signature.base64EncodedString())),
                    .init(key: "header", value: .object(header)),
                    .init(key: "version", value: .string(version.rawValue)),
                ])),
            .init(
                key: "paymentMethod",
                value: .object([
                    .init(key: "displayName", value: .string("Visa 1111")),
                    .init(key: "network", value: .string("Visa")),
                    .init(key: "type", value: .string("debit")),
                ])),
            .init(key: "transactionIdentifier", value: .string(hexString(transaction).uppercased())),
        ])
        return Data(token.bytes())
    }

    /// 3-D Secure payment data for a test card (`4111111111111111`), expiring two years after `now`, for an amount in
    /// a currency.
    ///
    /// - Throws: ``PaymentRequestKit/AmountError`` when the amount does not fit the currency's minor units (`10.001`
    ///   US dollars), as no device charges it.
    public static func cardPaymentData(now: Date, amount: Amount, currency: CurrencyCode) throws(AmountError) -> Data {
        let minorUnits = try amount.minorUnits(in: currency)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let expiry = calendar.date(byAdding: .year, value: 2, to: now) ?? now
        let month = calendar.component(.month, from: expiry)
        let year = calendar.component(.year, from: expiry) % 100
        let lastDay = calendar.range(of: .day, in: .month, for: expiry)?.count ?? 28
        func digits(_ value: Int, _ count: Int) -> String {
            String(repeating: "0", count: max(0, count - String(value).count)) + String(value)
        }
        return Data(
            JSONValue.object([
                .init(key: "applicationPrimaryAccountNumber", value: .string("4111111111111111")),
                .init(
                    key: "applicationExpirationDate",
                    value: .string(digits(year, 2) + digits(month, 2) + digits(lastDay, 2))),
                .init(key: "currencyCode", value: .string(digits(currency.numericCode, 3))),
                .init(key: "transactionAmount", value: .number(String(minorUnits))),
                .init(key: "deviceManufacturerIdentifier", value: .string("040010030273")),
                .init(key: "paymentDataType", value: .string("3DSecure")),
                .init(
                    key: "paymentData",
                    value: .object([
                        .init(key: "onlinePaymentCryptogram", value: .string("Af9x/QwAA/DjmU65oyc1MAABAAA=")),
                        .init(key: "eciIndicator", value: .string("5")),
                    ])),
            ]).bytes())
    }

    private func merchantCertificatePublicKey(_ certificate: OpenSSL.Certificate) throws(PaymentTokenError) -> Data {
        guard let key = X509_get0_pubkey(certificate.pointer) else {
            throw PaymentTokenError(.invalidKey, "The merchant certificate has no key: \(OpenSSL.errors())")
        }
        EVP_PKEY_up_ref(key)
        return try OpenSSL.Key(key).subjectPublicKeyInfo()
    }
}
