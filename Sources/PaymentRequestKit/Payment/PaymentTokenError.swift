#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a payment token was not verified or decrypted: a code to match on, a sentence, and the report when checks
/// failed.
public struct PaymentTokenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var code: Code
    /// A sentence for developers: the cause, with OpenSSL's own words where it gave some.
    public var message: String
    /// The violations, when the token, its signature's container or the decrypted data failed their checks.
    public var report: ValidationReport?

    /// Creates an error.
    public init(_ code: Code, _ message: String, report: ValidationReport? = nil) {
        self.code = code
        self.message = message
        self.report = report
    }

    /// The message and the code, then the report's first errors with their paths and codes.
    public var description: String {
        let head = "\(message) [\(code.rawValue)]"
        guard let errors = report?.errors, !errors.isEmpty else { return head }
        let shown = errors.prefix(3).map(\.description).joined(separator: "; ")
        return head + ": " + shown + (errors.count > 3 ? "; and \(errors.count - 3) more" : "")
    }

    /// The kind of failure; an open set, matched in a `catch` with `~=`.
    public struct Code: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The code, such as `"token.signatureNotVerified"`.
        public let rawValue: String
        /// Creates a code.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The code.
        public var description: String { rawValue }

        /// The token's structure or its signature's keyless checks failed (the report says which): a missing key,
        /// a chain that does not lead to the root, a signing time outside the window.
        public static var invalidToken: Code { Code(rawValue: "token.invalidToken") }
        /// The CMS signature or the certificate chain did not verify.
        public static var signatureNotVerified: Code { Code(rawValue: "token.signatureNotVerified") }
        /// No key of the key ring has the token's `publicKeyHash`.
        public static var noMatchingKey: Code { Code(rawValue: "token.noMatchingKey") }
        /// The key agreement, the key unwrapping or the authenticated decryption failed: a wrong key, or
        /// tampered data or tag.
        public static var decryptionFailed: Code { Code(rawValue: "token.decryptionFailed") }
        /// The transaction identifier was seen within the replay window.
        public static var replayed: Code { Code(rawValue: "token.replayed") }
        /// The decrypted data does not decode, or does not match the request.
        public static var invalidPaymentData: Code { Code(rawValue: "token.invalidPaymentData") }
        /// A key or certificate given for decryption cannot be used: not PEM or DER, the wrong curve or size,
        /// a key that is not the certificate's, or no merchant identifier.
        public static var invalidKey: Code { Code(rawValue: "token.invalidKey") }
        /// The token's version is not one this library decrypts.
        public static var unsupportedVersion: Code { Code(rawValue: "token.unsupportedVersion") }

        /// Whether an error is a token error with this code, for `catch PaymentTokenError.Code.x`.
        public static func ~= (pattern: Code, value: any Error) -> Bool {
            (value as? PaymentTokenError)?.code == pattern
        }
    }
}

/// Remembers the transaction identifiers of the tokens a server decrypted, so that none is charged twice.
///
/// Apple's decryption steps end with a replay check: a token whose `transactionId` was processed within the
/// signing-time window (5 minutes) is refused. Servers behind a load balancer need one store for all of them (a
/// database table with a unique key, or a shared cache with an expiry), since a replayed token can reach any of
/// them; the `PaymentTokenDecryption` product has a bounded in-memory guard for a single process.
public protocol PaymentTokenReplayGuard: Sendable {
    /// Records a transaction identifier seen at `now`.
    ///
    /// - Returns: `false` when the identifier was already recorded within the window: a replay.
    func record(transactionId: Data, at now: Date) -> Bool
}
