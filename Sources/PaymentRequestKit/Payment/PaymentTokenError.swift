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
        public static var invalidToken: Code { Code(rawValue: ValidationRule.tokenInvalidToken.code) }
        /// The CMS signature or the certificate chain did not verify.
        public static var signatureNotVerified: Code { Code(rawValue: ValidationRule.tokenSignatureNotVerified.code) }
        /// No key of the key ring has the token's `publicKeyHash`.
        public static var noMatchingKey: Code { Code(rawValue: ValidationRule.tokenNoMatchingKey.code) }
        /// The key agreement, the key unwrapping or the authenticated decryption failed: a wrong key, or
        /// tampered data or tag.
        public static var decryptionFailed: Code { Code(rawValue: ValidationRule.tokenDecryptionFailed.code) }
        /// The transaction was already recorded by the replay guard: the token was processed before.
        public static var replayed: Code { Code(rawValue: ValidationRule.tokenReplayed.code) }
        /// The replay guard holds as many live identifiers as it may: it refuses the token rather than forget an
        /// identifier that could still be replayed.
        public static var replayGuardFull: Code { Code(rawValue: ValidationRule.replayGuardFull.code) }
        /// The replay guard's store cannot be reached, or refused the command: the token is refused unrecorded.
        public static var replayGuardUnavailable: Code { Code(rawValue: ValidationRule.replayGuardUnavailable.code) }
        /// The replay guard's store did not answer within its timeout, so whether it recorded the transaction is
        /// unknown: the token is refused.
        public static var replayGuardTimedOut: Code { Code(rawValue: ValidationRule.replayGuardTimedOut.code) }
        /// The payment's window began before the replay guard's store began to remember (it restarted without
        /// its data, was flushed, or failed over to a replica that had not received the last writes), so whether
        /// the payment was recorded before is unknown: it is refused.
        public static var replayGuardStoreForgot: Code { Code(rawValue: ValidationRule.replayGuardStoreForgot.code) }
        /// The replay guard's store may evict its records to make room, and the caller did not accept it: nothing
        /// is recorded, and the payment is refused.
        public static var replayGuardStoreUnsafe: Code { Code(rawValue: ValidationRule.replayGuardStoreUnsafe.code) }
        /// The decrypted data does not decode, or does not match the request.
        public static var invalidPaymentData: Code { Code(rawValue: ValidationRule.tokenInvalidPaymentData.code) }
        /// A key or certificate given for decryption cannot be used: not PEM or DER, the wrong curve or size,
        /// a key that is not the certificate's, or no merchant identifier.
        public static var invalidKey: Code { Code(rawValue: ValidationRule.tokenInvalidKey.code) }
        /// The token's version is not one this library decrypts.
        public static var unsupportedVersion: Code { Code(rawValue: ValidationRule.tokenUnsupportedVersion.code) }

        /// Whether an error is a token error with this code, for `catch PaymentTokenError.Code.x`.
        public static func ~= (pattern: Code, value: any Error) -> Bool {
            (value as? PaymentTokenError)?.code == pattern
        }
    }
}

extension PaymentTokenError {
    /// Refuses what a token held when its report has an error, with ``Code/invalidPaymentData``: `what` fails its
    /// checks, or, checked against a request, is not the payment requested.
    package static func refuse(_ report: ValidationReport, _ what: String, requested: Bool) throws(PaymentTokenError) {
        guard !report.isValid else { return }
        throw PaymentTokenError(
            .invalidPaymentData, requested ? "The payment is not the one requested" : "\(what) fails its checks",
            report: report)
    }
}
