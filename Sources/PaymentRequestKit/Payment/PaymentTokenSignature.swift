#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A payment token's detached CMS signature as a verifier with keys takes it: the two certificates, what the leaf
/// signed and its signature, with every check that needs no key already made.
///
/// RFC 5652, section 5.4: with signed attributes, the signer signs their DER (as a SET, not the `[0]` they are
/// carried in), and the content is tied to them by the message-digest attribute. The checks here are those
/// OpenSSL's `CMS_verify` makes besides the signatures themselves:
/// - one signer, naming Apple's leaf (1.2.840.113635.100.6.29) among exactly one leaf and one intermediate
///   (1.2.840.113635.100.6.2.14);
/// - SHA-256 as the signer's digest and as every digest the SignedData lists, ECDSA or RSA with SHA-256 as its
///   signature;
/// - the content detached, and signed attributes with exactly one content type (id-data), exactly one message
///   digest, equal to the SHA-256 of the signed data (through the NIST-tested ``SHA256``), and a signing time.
///
/// The `PaymentTokenDecryption` product verifies the chain and the signature with OpenSSL.
package struct PaymentTokenSignature: Sendable {
    /// The leaf certificate that signed, DER.
    package let leafCertificate: Data
    /// The intermediate certificate that issued the leaf, DER.
    package let intermediateCertificate: Data
    /// What the leaf signed: the signed attributes, encoded as a SET.
    package let signedAttributes: Data
    /// The leaf's signature over ``signedAttributes``.
    package let signatureValue: Data
    /// How the leaf signed.
    package let algorithm: Algorithm
    /// The signing time, at which the chain must be valid.
    package let signingTime: Date

    /// A signer's signature algorithm, with SHA-256.
    package enum Algorithm: Sendable {
        case ecdsaWithSHA256
        case rsaWithSHA256
    }

    /// Reads a token's signature and checks what it says of the signed data.
    ///
    /// - Parameters:
    ///   - sha256: The SHA-256 the message digest is compared with: the package's own unless the caller has a
    ///     faster one (libcrypto's).
    /// - Throws: ``PaymentTokenError`` with ``PaymentTokenError/Code/signatureNotVerified`` naming the first check
    ///   that fails.
    package init(signature: Data, over signedData: Data, sha256: (Data) -> Data = { SHA256.hash($0) })
        throws(PaymentTokenError)
    {
        let container: CMSSignedData
        do {
            container = try CMSSignedData(ber: [UInt8](signature))
        } catch {
            throw PaymentTokenError(
                .signatureNotVerified, "The signature is not a CMS SignedData: \(error.message)")
        }
        try self.init(container: container, chain: nil, over: signedData, sha256: sha256)
    }

    /// The signature as a reader of it has it, with its leaf and intermediate when the keyless checks found them
    /// already, by their parsed extensions; otherwise found here by their markers' bytes.
    init(
        container: CMSSignedData, chain: (leaf: X509Certificate, intermediate: X509Certificate)?,
        over signedData: Data, sha256: (Data) -> Data
    ) throws(PaymentTokenError) {
        func refuse(_ message: String) -> PaymentTokenError { PaymentTokenError(.signatureNotVerified, message) }
        let leaf: X509Certificate
        let intermediate: [UInt8]
        if let chain {
            (leaf, intermediate) = (chain.leaf, chain.intermediate.der)
        } else {
            let leaves = container.certificates.filter {
                CMSSignedData.certificate($0, hasExtension: PaymentTokenEnvelope.leafMarker)
            }
            let intermediates = container.certificates.filter {
                CMSSignedData.certificate($0, hasExtension: PaymentTokenEnvelope.intermediateMarker)
            }
            guard leaves.count == 1, intermediates.count == 1, leaves[0] != intermediates[0] else {
                throw refuse(
                    "The signature carries \(leaves.count) leaf certificates and \(intermediates.count) intermediate ones; Apple's carry one of each"
                )
            }
            guard let parsed = try? X509Certificate(der: Array(leaves[0])) else {
                throw refuse("The leaf certificate is not X.509")
            }
            (leaf, intermediate) = (parsed, Array(intermediates[0]))
        }
        guard container.signerCount == 1, container.signerIdentifier.names(leaf) else {
            throw refuse(
                container.signerCount == 1
                    ? "The signer is not the leaf certificate"
                    : "The signature has \(container.signerCount) signers; Apple's has one, the leaf")
        }
        // OpenSSL's CMS_verify starts a digest for every algorithm the SignedData lists, and refuses one it does
        // not know: the list, which no signature covers, must be SHA-256 alone, as the signer's digest must be.
        guard container.signerDigestAlgorithm == PaymentTokenEnvelope.sha256,
            !container.digestAlgorithms.isEmpty,
            container.digestAlgorithms.allSatisfy({ $0 == PaymentTokenEnvelope.sha256 })
        else {
            throw refuse("The signature's digest algorithms are not SHA-256 alone")
        }
        switch container.signerSignatureAlgorithm {
        case PaymentTokenEnvelope.ecdsaWithSHA256: algorithm = .ecdsaWithSHA256
        case PaymentTokenEnvelope.sha256WithRSA, PaymentTokenEnvelope.rsaEncryption: algorithm = .rsaWithSHA256
        default: throw refuse("The signer's signature algorithm is neither ECDSA nor RSA with SHA-256")
        }
        guard !container.hasEncapsulatedContent else {
            throw refuse("The signature carries its content; Apple's is detached")
        }
        // A definite length: the signature covers these bytes as they stand, so they must be the DER OpenSSL signs.
        guard let attributes = container.signedAttributes, attributes.count > 2,
            attributes[attributes.startIndex + 1] != 0x80
        else {
            throw refuse("The signature has no signed attributes in DER, so nothing ties it to the signed data")
        }
        let idData = [DERReader.objectIdentifier, UInt8(CMSSignedData.dataOID.count)] + CMSSignedData.dataOID
        guard container.contentTypeAttributes.count == 1,
            container.contentTypeAttributes[0].elementsEqual(idData)
        else {
            throw refuse("The signed attributes do not give id-data as the content type exactly once")
        }
        let digest = sha256(signedData)
        guard container.messageDigestAttributes.count == 1,
            container.messageDigestAttributes[0].elementsEqual([0x04, 0x20] + Array(digest))
        else {
            throw refuse("The message digest the signature carries is not the SHA-256 of the signed data")
        }
        guard let signingTime = container.signingTime else { throw refuse("The signature has no signing time") }
        guard let value = container.signatureValue, !value.isEmpty else {
            throw refuse("The signer's signature value is missing")
        }
        var signed = Data(attributes)
        signed[signed.startIndex] = DERReader.set
        leafCertificate = Data(leaf.der)
        intermediateCertificate = Data(intermediate)
        signedAttributes = signed
        signatureValue = Data(value)
        self.signingTime = signingTime
    }
}

/// A ``PaymentTokenCryptography`` that verifies a signature the library has read already and hashes with a
/// SHA-256 of its own: the `PaymentTokenDecryption` product's, so that a token's signature is read once and the
/// digests run on libcrypto's SHA-256. The checks are the same as through
/// ``PaymentTokenCryptography/verifySignature(_:over:now:)``.
package protocol PaymentTokenSignatureVerifier {
    /// Verifies the chain of a signature read and checked without keys, and the leaf's signature.
    func verify(_ signature: PaymentTokenSignature, now: Date) throws
    /// The SHA-256 of some bytes.
    func sha256(_ data: Data) -> Data
}
