/// The keys of the payment token's encrypted envelope and of its decrypted payment data: Apple's token format,
/// which Apple's servers write and a merchant's server reads.
@usableFromInline protocol PaymentTokenFormatKey: WireKey {}

extension PaymentTokenFormatKey {
    /// Apple documents every member its servers write; another one was not written by Apple.
    @usableFromInline package static var unknownKeyNote: String { "is not a member of Apple's payment token format" }
}
