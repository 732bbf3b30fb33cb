extension PaymentTokenError.Code {
    /// A Google Pay token's signature verifies for another recipient than the one given: `merchant:` where
    /// `gateway:` was given, or the reverse.
    public static var googlePayRecipientMismatch: Self {
        Self(rawValue: ValidationRule.googlePayRecipientMismatch.code)
    }
    /// Google's root key list has no unexpired key for the token's protocol.
    public static var googlePayNoRootKey: Self { Self(rawValue: ValidationRule.googlePayNoRootKey.code) }
    /// No signature of a Google Pay token's intermediate key verifies under a root key.
    public static var googlePayIntermediateSignatureNotVerified: Self {
        Self(rawValue: ValidationRule.googlePayIntermediateSignatureNotVerified.code)
    }
    /// A Google Pay token's intermediate key has expired.
    public static var googlePayIntermediateKeyExpired: Self {
        Self(rawValue: ValidationRule.googlePayIntermediateKeyExpired.code)
    }
    /// A Google Pay token's message signature does not verify for the recipient.
    public static var googlePayMessageSignatureNotVerified: Self {
        Self(rawValue: ValidationRule.googlePayMessageSignatureNotVerified.code)
    }
    /// A Google Pay token's decrypted message has expired.
    public static var googlePayMessageExpired: Self {
        Self(rawValue: ValidationRule.googlePayMessageExpiredError.code)
    }
    /// A Google Pay token's tag matches under none of the merchant's keys: it was sealed to another key.
    public static var googlePayTagMismatch: Self { Self(rawValue: ValidationRule.googlePayTagMismatch.code) }
}
