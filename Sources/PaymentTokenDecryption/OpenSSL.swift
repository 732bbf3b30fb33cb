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
        let pointer = try read(data, what: "The private key", as: "a key") { bio, isPEM in
            isPEM ? PEM_read_bio_PrivateKey(bio, nil, nil, nil) : d2i_PrivateKey_bio(bio, nil)
        }
        return Key(pointer)
    }

    /// An object that OpenSSL reads from PEM or DER through a memory BIO; each failure names `what` and `form`.
    private static func read(
        _ data: Data, what: String, as form: String, _ reader: (OpaquePointer, _ isPEM: Bool) -> OpaquePointer?
    ) throws(PaymentTokenError) -> OpaquePointer {
        ERR_clear_error()
        let pointer: OpaquePointer?
        do {
            pointer = try withBIO(data) { bio in reader(bio, isPEM(data)) }
        } catch {
            throw PaymentTokenError(.invalidKey, "\(what) cannot be read: \(error)")
        }
        guard let pointer else {
            throw PaymentTokenError(.invalidKey, "\(what) is not \(form) in PEM or DER: \(errors())")
        }
        return pointer
    }

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
