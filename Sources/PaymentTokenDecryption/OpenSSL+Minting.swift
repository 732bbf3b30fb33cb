import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// What minting test tokens needs of libcrypto beyond what verifying and decrypting them does: keys made fresh,
// certificates issued, CMS signatures made, AES-GCM sealed, RSA-OAEP wrapped. Used by the test minters alone.

extension OpenSSL {
    /// A fresh key pair: P-256 (`"EC"`) or RSA 2048 (`"RSA"`).
    static func generateKey(_ type: String) throws(PaymentTokenError) -> Key {
        ERR_clear_error()
        guard let context = EVP_PKEY_CTX_new_from_name(nil, type, nil) else {
            throw PaymentTokenError(.invalidKey, "No key generation context: \(errors())")
        }
        defer { EVP_PKEY_CTX_free(context) }
        var pointer: OpaquePointer?
        guard EVP_PKEY_keygen_init(context) == 1,
            type == "RSA"
                ? EVP_PKEY_CTX_set_rsa_keygen_bits(context, 2048) == 1
                : EVP_PKEY_CTX_set_group_name(context, "P-256") == 1,
            EVP_PKEY_generate(context, &pointer) == 1, let pointer
        else {
            throw PaymentTokenError(.invalidKey, "No \(type) key was made: \(errors())")
        }
        return Key(pointer)
    }

    /// A fresh P-256 key pair.
    static func generateP256() throws(PaymentTokenError) -> Key { try generateKey("EC") }

    /// Random bytes from libcrypto's generator.
    static func randomBytes(_ count: Int) throws(PaymentTokenError) -> Data {
        var bytes = [UInt8](repeating: 0, count: count)
        guard RAND_bytes(&bytes, Int32(count)) == 1 else {
            throw PaymentTokenError(.invalidKey, "No random bytes: \(errors())")
        }
        return Data(bytes)
    }

    /// A certificate issued by `issuer` (or self-signed when `nil`) with basic constraints, key identifiers and
    /// the given extensions (object identifier and DER contents, not critical), signed with ECDSA or RSA and
    /// SHA-256.
    static func issueCertificate(
        commonName: String, key: Key, issuer: (certificate: Certificate, key: Key)?, isAuthority: Bool,
        validity: ClosedRange<Date>, extensions: [(String, [UInt8])] = []
    ) throws(PaymentTokenError) -> Certificate {
        ERR_clear_error()
        guard let pointer = X509_new() else { throw PaymentTokenError(.invalidKey, "No certificate: \(errors())") }
        let certificate = Certificate(pointer)
        let serial = try randomBytes(8).reduce(0) { ($0 << 8) | Int($1) } & Int(Int32.max)
        guard let name = X509_NAME_new() else { throw PaymentTokenError(.invalidKey, "No name: \(errors())") }
        defer { X509_NAME_free(name) }
        for (field, value) in [
            ("CN", commonName), ("OU", "TEST - not Apple"), ("O", "PaymentRequestKit test tokens"), ("C", "US"),
        ] {
            let bytes = Array(value.utf8)
            guard X509_NAME_add_entry_by_txt(name, field, copenssl_mbstring_asc, bytes, Int32(bytes.count), -1, 0) == 1
            else { throw PaymentTokenError(.invalidKey, "The name cannot be set: \(errors())") }
        }
        let issuerName = issuer.map { X509_get_subject_name($0.certificate.pointer) } ?? name
        guard X509_set_version(pointer, 2) == 1, ASN1_INTEGER_set(X509_get_serialNumber(pointer), serial) == 1,
            ASN1_TIME_set(X509_getm_notBefore(pointer), time_t(validity.lowerBound.timeIntervalSince1970)) != nil,
            ASN1_TIME_set(X509_getm_notAfter(pointer), time_t(validity.upperBound.timeIntervalSince1970)) != nil,
            X509_set_pubkey(pointer, key.pointer) == 1, X509_set_subject_name(pointer, name) == 1,
            X509_set_issuer_name(pointer, issuerName) == 1
        else { throw PaymentTokenError(.invalidKey, "The certificate cannot be filled in: \(errors())") }
        var context = X509V3_CTX()
        X509V3_set_ctx(&context, issuer?.certificate.pointer ?? pointer, pointer, nil, nil, 0)
        for (nid, value) in [
            (NID_basic_constraints, isAuthority ? "critical,CA:TRUE" : "critical,CA:FALSE"),
            (NID_subject_key_identifier, "hash"), (NID_authority_key_identifier, "keyid:always"),
        ] {
            guard let extensionPointer = X509V3_EXT_conf_nid(nil, &context, nid, value) else {
                throw PaymentTokenError(.invalidKey, "The extension \(value) cannot be made: \(errors())")
            }
            defer { X509_EXTENSION_free(extensionPointer) }
            guard X509_add_ext(pointer, extensionPointer, -1) == 1 else {
                throw PaymentTokenError(.invalidKey, "The extension \(value) cannot be added: \(errors())")
            }
        }
        for (identifier, contents) in extensions {
            guard let object = OBJ_txt2obj(identifier, 1), let octets = ASN1_OCTET_STRING_new() else {
                throw PaymentTokenError(.invalidKey, "The extension \(identifier) cannot be made: \(errors())")
            }
            defer {
                ASN1_OBJECT_free(object)
                ASN1_OCTET_STRING_free(octets)
            }
            guard ASN1_OCTET_STRING_set(octets, contents, Int32(contents.count)) == 1,
                let extensionPointer = X509_EXTENSION_create_by_OBJ(nil, object, 0, octets)
            else { throw PaymentTokenError(.invalidKey, "The extension \(identifier) cannot be made: \(errors())") }
            defer { X509_EXTENSION_free(extensionPointer) }
            guard X509_add_ext(pointer, extensionPointer, -1) == 1 else {
                throw PaymentTokenError(.invalidKey, "The extension \(identifier) cannot be added: \(errors())")
            }
        }
        guard X509_sign(pointer, (issuer?.key ?? key).pointer, EVP_sha256()) > 0 else {
            throw PaymentTokenError(.invalidKey, "The certificate cannot be signed: \(errors())")
        }
        return certificate
    }

    /// A detached CMS `SignedData` over the content, by `signer` with SHA-256, carrying the signer's certificate
    /// and `others`, with the signing time given rather than the clock's.
    static func signCMS(
        _ content: Data, signer: Certificate, key: Key, others: [Certificate], signingTime: Date
    ) throws(PaymentTokenError) -> Data {
        ERR_clear_error()
        let flags = UInt32(CMS_DETACHED | CMS_BINARY)
        guard let cms = CMS_sign(nil, nil, nil, nil, flags | UInt32(CMS_PARTIAL)) else {
            throw PaymentTokenError(.invalidKey, "No CMS structure: \(errors())")
        }
        defer { CMS_ContentInfo_free(cms) }
        guard
            let signerInfo = CMS_add1_signer(
                cms, signer.pointer, key.pointer, EVP_sha256(), flags | UInt32(CMS_NOSMIMECAP))
        else { throw PaymentTokenError(.invalidKey, "The signer cannot be added: \(errors())") }
        guard let time = ASN1_TIME_set(nil, time_t(signingTime.timeIntervalSince1970)) else {
            throw PaymentTokenError(.invalidKey, "No signing time: \(errors())")
        }
        defer { ASN1_TIME_free(time) }
        guard CMS_signed_add1_attr_by_NID(signerInfo, NID_pkcs9_signingTime, time.pointee.type, time, -1) == 1 else {
            throw PaymentTokenError(.invalidKey, "The signing time cannot be set: \(errors())")
        }
        for other in others where CMS_add1_cert(cms, other.pointer) != 1 {
            throw PaymentTokenError(.invalidKey, "A certificate cannot be added: \(errors())")
        }
        let finished = withBytes(content) { bytes, count -> Bool in
            guard let bio = BIO_new_mem_buf(bytes, Int32(count)) else { return false }
            defer { BIO_free(bio) }
            return CMS_final(cms, bio, nil, flags) == 1
        }
        guard finished else { throw PaymentTokenError(.invalidKey, "The content cannot be signed: \(errors())") }
        var out: UnsafeMutablePointer<UInt8>?
        let length = i2d_CMS_ContentInfo(cms, &out)
        guard length > 0, let out else { throw PaymentTokenError(.invalidKey, "No CMS DER: \(errors())") }
        defer { CRYPTO_free(out, #fileID, #line) }
        return Data(bytes: out, count: Int(length))
    }

    /// AES-GCM under a 16-byte zero IV, the ciphertext followed by its 16-byte tag, as Apple Pay seals its data.
    static func sealAESGCM(_ plaintext: Data, key: Data) throws(PaymentTokenError) -> Data {
        guard let cipher = aes(.gcm, keyBytes: key.count) else {
            throw PaymentTokenError(.invalidKey, "The symmetric key has \(key.count) bytes, not 32 or 16")
        }
        return try withCipherContext { context throws(PaymentTokenError) in
            let iv = [UInt8](repeating: 0, count: 16)
            var output = [UInt8](repeating: 0, count: plaintext.count + 16)
            var written: Int32 = 0
            var final: Int32 = 0
            var tag = [UInt8](repeating: 0, count: 16)
            let sealed =
                EVP_EncryptInit_ex(context, cipher, nil, nil, nil) == 1
                && EVP_CIPHER_CTX_ctrl(context, copenssl_gcm_set_ivlen, 16, nil) == 1
                && withBytes(key) { keyBytes, _ in EVP_EncryptInit_ex(context, nil, nil, keyBytes, iv) } == 1
                && withBytes(plaintext) { bytes, count in
                    output.withUnsafeMutableBufferPointer { out in
                        EVP_EncryptUpdate(context, out.baseAddress, &written, bytes, Int32(count)) == 1
                            && EVP_EncryptFinal_ex(context, out.baseAddress! + Int(written), &final) == 1
                    }
                }
                && EVP_CIPHER_CTX_ctrl(context, copenssl_gcm_get_tag, 16, &tag) == 1
            guard sealed else { throw PaymentTokenError(.invalidKey, "AES-GCM failed: \(errors())") }
            return Data(output.prefix(Int(written + final))) + Data(tag)
        }
    }

    /// RSA-OAEP with SHA-256 and MGF1-SHA-256 to a public key, as Apple Pay wraps an `RSA_v1` token's key.
    static func wrapRSAOAEP(_ secret: Data, to key: Key) throws(PaymentTokenError) -> Data {
        ERR_clear_error()
        guard let context = EVP_PKEY_CTX_new(key.pointer, nil) else {
            throw PaymentTokenError(.invalidKey, "No RSA context: \(errors())")
        }
        defer { EVP_PKEY_CTX_free(context) }
        guard EVP_PKEY_encrypt_init(context) == 1,
            EVP_PKEY_CTX_set_rsa_padding(context, copenssl_rsa_pkcs1_oaep_padding) == 1,
            EVP_PKEY_CTX_set_rsa_oaep_md(context, EVP_sha256()) == 1,
            EVP_PKEY_CTX_set_rsa_mgf1_md(context, EVP_sha256()) == 1
        else { throw PaymentTokenError(.invalidKey, "RSA-OAEP cannot start: \(errors())") }
        return try output("RSA-OAEP", .invalidKey) { out, length in
            withBytes(secret) { bytes, count in EVP_PKEY_encrypt(context, out, length, bytes, count) }
        }
    }
}

extension OpenSSL.Certificate {
    /// The certificate as PEM.
    var pem: Data {
        let base64 = der.base64EncodedString()
        var lines = ["-----BEGIN CERTIFICATE-----"]
        var rest = Substring(base64)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(64)))
            rest = rest.dropFirst(64)
        }
        lines.append("-----END CERTIFICATE-----")
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }
}

extension OpenSSL.Key {
    /// The public key's DER SubjectPublicKeyInfo.
    func subjectPublicKeyInfo() throws(PaymentTokenError) -> Data {
        let length = i2d_PUBKEY(pointer, nil)
        guard length > 0 else { throw PaymentTokenError(.invalidKey, "No public key DER: \(OpenSSL.errors())") }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let written = bytes.withUnsafeMutableBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return i2d_PUBKEY(pointer, &cursor)
        }
        guard written == length else { throw PaymentTokenError(.invalidKey, "No public key DER: \(OpenSSL.errors())") }
        return Data(bytes)
    }

    /// The public key as an uncompressed point (`04`, x, y).
    func uncompressedPoint() throws(PaymentTokenError) -> Data {
        try OpenSSL.output("The public point", .invalidKey) { out, length in
            if out == nil {
                return EVP_PKEY_get_octet_string_param(pointer, "encoded-pub-key", nil, 0, length)
            }
            return EVP_PKEY_get_octet_string_param(pointer, "encoded-pub-key", out, length.pointee, length)
        }
    }

    /// The private key as unencrypted PKCS #8 PEM.
    func pkcs8PEM() throws(PaymentTokenError) -> Data {
        guard let bio = BIO_new(BIO_s_mem()) else {
            throw PaymentTokenError(.invalidKey, "No memory BIO: \(OpenSSL.errors())")
        }
        defer { BIO_free(bio) }
        guard PEM_write_bio_PrivateKey(bio, pointer, nil, nil, 0, nil, nil) == 1 else {
            throw PaymentTokenError(.invalidKey, "The key cannot be written: \(OpenSSL.errors())")
        }
        let pending = Int(BIO_ctrl_pending(bio))
        var bytes = [UInt8](repeating: 0, count: pending)
        guard pending > 0, BIO_read(bio, &bytes, Int32(pending)) == Int32(pending) else {
            throw PaymentTokenError(.invalidKey, "The key cannot be written: \(OpenSSL.errors())")
        }
        return Data(bytes)
    }

    /// An ECDSA-SHA256 signature (DER) over the data.
    func signECDSA(_ data: Data) throws(PaymentTokenError) -> Data {
        ERR_clear_error()
        guard let context = EVP_MD_CTX_new() else {
            throw PaymentTokenError(.invalidKey, "No signing context: \(OpenSSL.errors())")
        }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, pointer) == 1 else {
            throw PaymentTokenError(.invalidKey, "Signing cannot start: \(OpenSSL.errors())")
        }
        return try OpenSSL.output("ECDSA signing", .invalidKey) { out, length in
            OpenSSL.withBytes(data) { bytes, count in EVP_DigestSign(context, out, length, bytes, count) }
        }
    }
}
