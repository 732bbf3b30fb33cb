import COpenSSL
import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The small layer over libcrypto's C API that the rest of the target uses: OpenSSL's error queue as a readable
/// message, memory BIOs over Swift bytes, and the objects each call frees.
enum OpenSSL {
    /// OpenSSL's queued errors, oldest first, as one readable sentence, and the queue cleared.
    static func errors() -> String {
        var messages: [String] = []
        while true {
            let code = ERR_get_error()
            guard code != 0 else { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // "error:1E08010C:DECODER routines::unsupported": the routine and the reason are what a person reads.
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            messages.append(parts.count >= 5 ? parts[2...].filter { !$0.isEmpty }.joined(separator: ": ") : text)
            if messages.count == 4 { break }
        }
        ERR_clear_error()
        return messages.isEmpty ? "no reason given" : messages.joined(separator: "; ")
    }

    /// A memory BIO over bytes, for the duration of `body`; the BIO is freed after.
    static func withBIO<T>(_ data: Data, _ body: (OpaquePointer) throws -> T) throws -> T {
        try data.withUnsafeBytes { buffer in
            guard data.count <= Int(Int32.max),
                let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count))
            else {
                throw PaymentTokenError(.invalidKey, "The data cannot be read into OpenSSL: \(errors())")
            }
            defer { BIO_free(bio) }
            return try body(bio)
        }
    }

    /// Bytes as a pointer and length, for calls that read them.
    static func withBytes<T>(_ data: Data, _ body: (UnsafePointer<UInt8>, Int) throws -> T) rethrows -> T {
        try data.withUnsafeBytes { buffer in
            let base = buffer.bindMemory(to: UInt8.self).baseAddress ?? UnsafePointer(bitPattern: 1)!
            return try body(base, buffer.count)
        }
    }

    /// Whether the bytes are PEM: they start with the dashes of a header, after any whitespace.
    static func isPEM(_ data: Data) -> Bool {
        data.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }.starts(with: Array("-----BEGIN ".utf8))
    }

    /// An X.509 certificate from PEM or DER.
    static func certificate(_ data: Data, what: String) throws(PaymentTokenError) -> Certificate {
        let pointer = try read(data, what: what, as: "an X.509 certificate") { bio, isPEM in
            isPEM ? PEM_read_bio_X509(bio, nil, nil, nil) : d2i_X509_bio(bio, nil)
        }
        return Certificate(pointer)
    }

    /// A private key from PEM (PKCS #8, SEC 1 or PKCS #1) or DER.
    static func privateKey(_ data: Data) throws(PaymentTokenError) -> Key {
        var encrypted = false
        let pointer = try read(data, what: "The private key", as: encrypted ? "an unencrypted key" : "a key") {
            bio, isPEM in
            isPEM ? firstPEMPrivateKey(bio, encrypted: &encrypted) : d2i_PrivateKey_bio(bio, nil)
        }
        return Key(pointer)
    }

    /// The labels of the PEM blocks that hold a private key: PKCS #8, SEC 1 and PKCS #1.
    private static let privateKeyLabels: Set<String> = ["PRIVATE KEY", "EC PRIVATE KEY", "RSA PRIVATE KEY"]

    /// The first unencrypted private key among the PEM blocks the BIO holds.
    ///
    /// Blocks of other kinds (`EC PARAMETERS`, which `openssl ecparam -genkey` writes first, a certificate) are
    /// passed over by OpenSSL's PEM framing alone, at the cost of their Base64: `PEM_read_bio_PrivateKey` tries
    /// every key decoder on each, 10 µs a block (181 ms per MB in the hostile suite). An encrypted key is never
    /// decrypted, as `PEM_read_bio_PrivateKey` without a pass phrase would ask for one on the terminal.
    private static func firstPEMPrivateKey(_ bio: OpaquePointer, encrypted: inout Bool) -> OpaquePointer? {
        while true {
            var name: UnsafeMutablePointer<CChar>?
            var header: UnsafeMutablePointer<CChar>?
            var bytes: UnsafeMutablePointer<UInt8>?
            var count = 0
            guard PEM_read_bio(bio, &name, &header, &bytes, &count) == 1, let name, let bytes else { return nil }
            defer {
                CRYPTO_free(name, #fileID, #line)
                CRYPTO_free(header, #fileID, #line)
                CRYPTO_free(bytes, #fileID, #line)
            }
            let label = String(cString: name)
            // A traditional encrypted key says so in its headers ("Proc-Type: 4,ENCRYPTED"); PKCS #8 in its label.
            if label == "ENCRYPTED PRIVATE KEY" || header.map({ String(cString: $0).contains("ENCRYPTED") }) == true {
                encrypted = true
                continue
            }
            guard privateKeyLabels.contains(label) else { continue }
            var cursor: UnsafePointer<UInt8>? = UnsafePointer(bytes)
            return d2i_AutoPrivateKey(nil, &cursor, count)
        }
    }

    /// The most bytes a key or certificate file may have: the core's bound for a certificate
    /// (`X509Certificate`), where a key or a certificate with its chain is a few kilobytes.
    ///
    /// OpenSSL reads whatever it is given: a key's PEM reader skips every block of another kind, one by one, and
    /// spent 110 ms per MB on a file of tiny certificate blocks (the benchmark's hostile suite).
    static let maximumFileBytes = 64 << 10

    /// An object that OpenSSL reads from PEM or DER through a memory BIO; each failure names `what` and `form`,
    /// which is asked for once the reader has run.
    private static func read(
        _ data: Data, what: String, as form: @autoclosure () -> String,
        _ reader: (OpaquePointer, _ isPEM: Bool) -> OpaquePointer?
    ) throws(PaymentTokenError) -> OpaquePointer {
        guard data.count <= maximumFileBytes else {
            throw PaymentTokenError(
                .invalidKey, "\(what) is \(data.count) bytes; at most \(maximumFileBytes) are read")
        }
        ERR_clear_error()
        let pointer: OpaquePointer?
        do {
            pointer = try withBIO(data) { bio in reader(bio, isPEM(data)) }
        } catch {
            throw PaymentTokenError(.invalidKey, "\(what) cannot be read: \(error)")
        }
        guard let pointer else {
            throw PaymentTokenError(.invalidKey, "\(what) is not \(form()) in PEM or DER: \(errors())")
        }
        return pointer
    }

    /// The certificate and private key of a PKCS #12 file (`.p12`, as a keychain exports them), with its pass
    /// phrase: the MAC is checked first, so that a wrong pass phrase is named as such.
    static func pkcs12(_ data: Data, passphrase: String) throws(PaymentTokenError) -> (Certificate, Key) {
        // PKCS #12 is DER only: a PEM file is read as DER, and refused as such.
        let container = try read(data, what: "The PKCS #12 file", as: "PKCS #12") { bio, _ in d2i_PKCS12_bio(bio, nil) }
        defer { PKCS12_free(container) }
        // The MAC is checked before anything is decrypted, and with a bounded cost: its iteration count is the
        // file's to choose, and only a file whose MAC verifies (made by someone who knows the pass phrase) reaches
        // the iteration counts of its encrypted contents.
        guard PKCS12_mac_present(container) == 1 else {
            throw PaymentTokenError(
                .invalidKey, "The PKCS #12 file has no MAC, so its integrity cannot be checked before decrypting it")
        }
        var iterations: UnsafePointer<ASN1_INTEGER>?
        PKCS12_get0_mac(nil, nil, nil, &iterations, container)
        let count = iterations.map { ASN1_INTEGER_get($0) } ?? 1
        guard count >= 1, count <= maximumPKCS12Iterations else {
            throw PaymentTokenError(
                .invalidKey,
                "The PKCS #12 file's MAC asks for \(count) iterations; at most \(maximumPKCS12Iterations) are computed")
        }
        if PKCS12_verify_mac(container, passphrase, -1) != 1 {
            ERR_clear_error()
            throw PaymentTokenError(.invalidKey, "The pass phrase is not the PKCS #12 file's: its MAC does not verify")
        }
        // The parts' own derivations are the file's to choose too: read and capped before any is derived, one by
        // one and together, so that a file whose MAC verifies cannot ask PBKDF2 for 2^31 iterations.
        var found: Int64 = 0
        switch copenssl_pkcs12_cost(
            container, passphrase, Int64(maximumPKCS12Iterations), Int64(maximumPKCS12TotalIterations), &found)
        {
        case 0: break
        case 1:
            throw PaymentTokenError(
                .invalidKey,
                "A part of the PKCS #12 file asks its key derivation for \(found) iterations (scrypt: N x r x p); at most \(maximumPKCS12Iterations) are computed"
            )
        case 2:
            throw PaymentTokenError(
                .invalidKey,
                "The PKCS #12 file's parts ask their key derivations for \(found) iterations together; at most \(maximumPKCS12TotalIterations) are computed"
            )
        default:
            throw PaymentTokenError(
                .invalidKey,
                "The PKCS #12 file's encryption parameters cannot be read: \(errors())"
            )
        }
        var key: OpaquePointer?
        var certificate: OpaquePointer?
        guard PKCS12_parse(container, passphrase, &key, &certificate, nil) == 1 else {
            throw PaymentTokenError(
                .invalidKey,
                "The PKCS #12 file's contents cannot be decrypted: \(errors()). A file exported with RC2 or 40-bit keys needs OpenSSL's legacy algorithms: convert it with 'openssl pkcs12 -legacy' and export it again with AES"
            )
        }
        guard let certificate else {
            if let key { EVP_PKEY_free(key) }
            throw PaymentTokenError(.invalidKey, "The PKCS #12 file holds no certificate")
        }
        guard let key else {
            X509_free(certificate)
            throw PaymentTokenError(.invalidKey, "The PKCS #12 file holds no private key")
        }
        return (Certificate(certificate), Key(key))
    }

    /// The most iterations a PKCS #12 file's MAC may ask for: a million, about half a second here; OpenSSL 3 writes
    /// 2048.
    static let maximumPKCS12Iterations = 1_000_000

    /// The most iterations a PKCS #12 file's encrypted parts and shrouded keys may ask for together: a million and
    /// a half, under a second here; a file as OpenSSL or a keychain exports it asks for a few thousand.
    static let maximumPKCS12TotalIterations = 1_500_000

    /// A public key from a DER SubjectPublicKeyInfo.
    static func publicKey(spki: Data) throws(PaymentTokenError) -> Key {
        ERR_clear_error()
        let pointer = withBytes(spki) { base, count -> OpaquePointer? in
            var cursor: UnsafePointer<UInt8>? = base
            return d2i_PUBKEY(nil, &cursor, count)
        }
        guard let pointer else {
            throw PaymentTokenError(.decryptionFailed, "The ephemeral public key cannot be read: \(errors())")
        }
        return Key(pointer)
    }

    /// An `X509` that frees itself.
    final class Certificate: @unchecked Sendable {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { X509_free(pointer) }

        /// When the certificate is valid, from `notBefore` to `notAfter`.
        var validity: ClosedRange<Date> {
            let from = OpenSSL.date(X509_get0_notBefore(pointer)) ?? .distantFuture
            return from...max(from, OpenSSL.date(X509_get0_notAfter(pointer)) ?? .distantPast)
        }

        /// The certificate's DER.
        var der: Data {
            var out: UnsafeMutablePointer<UInt8>?
            let length = i2d_X509(pointer, &out)
            guard length > 0, let out else { return Data() }
            defer { CRYPTO_free(out, #fileID, #line) }
            return Data(bytes: out, count: Int(length))
        }
    }

    /// An `EVP_PKEY` that frees itself; libcrypto's keys may be used from several threads for derivation and
    /// decryption, each call with a context of its own.
    final class Key: @unchecked Sendable {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { EVP_PKEY_free(pointer) }

        /// `EVP_PKEY_EC`, `EVP_PKEY_RSA` or another type.
        var type: Int32 { EVP_PKEY_get_base_id(pointer) }
        /// The key's size in bits.
        var bits: Int32 { EVP_PKEY_get_bits(pointer) }
        /// An elliptic curve key's group, such as `"prime256v1"`; `nil` for other keys.
        var groupName: String? {
            var buffer = [CChar](repeating: 0, count: 64)
            var length = 0
            guard EVP_PKEY_get_group_name(pointer, &buffer, buffer.count, &length) == 1 else { return nil }
            return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// An ASN.1 time as a date; `nil` when OpenSSL cannot read it.
    static func date(_ time: UnsafePointer<ASN1_TIME>?) -> Date? {
        var parts = tm()
        guard let time, ASN1_TIME_to_tm(time, &parts) == 1 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
    }

    /// SHA-256 fetched from the default provider once, for the process's life: `EVP_DigestInit_ex` given
    /// `EVP_sha256()` fetches it again every time, under a lock the threads share.
    nonisolated(unsafe) static let fetchedSHA256: OpaquePointer? = EVP_MD_fetch(nil, "SHA256", nil)

    /// The AES ciphers the tokens use, fetched once as ``fetchedSHA256`` is, by key size: GCM for Apple's, CTR for
    /// Google's; `nil` for another size.
    static func aes(_ mode: AESMode, keyBytes: Int) -> OpaquePointer? {
        switch (mode, keyBytes) {
        case (.gcm, 16): fetchedAES128GCM ?? EVP_aes_128_gcm()
        case (.gcm, 32): fetchedAES256GCM ?? EVP_aes_256_gcm()
        case (.ctr, 16): fetchedAES128CTR ?? EVP_aes_128_ctr()
        case (.ctr, 32): fetchedAES256CTR ?? EVP_aes_256_ctr()
        default: nil
        }
    }

    /// A mode of AES the tokens use.
    enum AESMode { case gcm, ctr }

    nonisolated(unsafe) private static let fetchedAES128GCM = EVP_CIPHER_fetch(nil, "AES-128-GCM", nil)
    nonisolated(unsafe) private static let fetchedAES256GCM = EVP_CIPHER_fetch(nil, "AES-256-GCM", nil)
    nonisolated(unsafe) private static let fetchedAES128CTR = EVP_CIPHER_fetch(nil, "AES-128-CTR", nil)
    nonisolated(unsafe) private static let fetchedAES256CTR = EVP_CIPHER_fetch(nil, "AES-256-CTR", nil)

    /// The SHA-256 of some bytes, one part after another, with libcrypto's SHA-256; should libcrypto fail to
    /// allocate, with the package's own, so that a digest is never empty.
    static func sha256(_ parts: Data...) -> Data {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let context = EVP_MD_CTX_new()
        defer { EVP_MD_CTX_free(context) }
        guard let context, EVP_DigestInit_ex(context, fetchedSHA256 ?? EVP_sha256(), nil) == 1,
            parts.allSatisfy({ part in
                part.withUnsafeBytes { EVP_DigestUpdate(context, $0.baseAddress, $0.count) } == 1
            }),
            EVP_DigestFinal_ex(context, &digest, &length) == 1, length == 32
        else {
            ERR_clear_error()
            var fallback = SHA256()
            for part in parts { fallback.update(part) }
            return fallback.finalize()
        }
        return Data(digest)
    }

    /// Runs `body` with a new cipher context, freed after; OpenSSL's error queue is cleared first, so that a failure
    /// reports its own errors.
    static func withCipherContext<T>(_ body: (OpaquePointer) throws(PaymentTokenError) -> T) throws(PaymentTokenError)
        -> T
    {
        ERR_clear_error()
        guard let context = EVP_CIPHER_CTX_new() else {
            throw PaymentTokenError(.decryptionFailed, "No cipher context: \(errors())")
        }
        defer { EVP_CIPHER_CTX_free(context) }
        return try body(context)
    }

    /// Runs a call that fills a buffer whose size a first call with no buffer gives: OpenSSL's two-step output.
    static func output(
        _ what: String, _ code: PaymentTokenError.Code,
        _ call: (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int>) -> Int32
    ) throws(PaymentTokenError) -> Data {
        var length = 0
        guard call(nil, &length) > 0, length > 0, length <= 1 << 16 else {
            throw PaymentTokenError(code, "\(what) failed: \(errors())")
        }
        var bytes = [UInt8](repeating: 0, count: length)
        let status = bytes.withUnsafeMutableBufferPointer { call($0.baseAddress, &length) }
        guard status > 0 else { throw PaymentTokenError(code, "\(what) failed: \(errors())") }
        return Data(bytes.prefix(length))
    }
}
