/// What of a decrypted payment a copy for printing may show: one policy for every wallet.
///
/// By default nothing: the account number is cut to its last four digits, and the cryptogram (a 3-D Secure
/// cryptogram, EMV data, an encrypted PIN, a multi-token payment's authentication data) is hidden. A person who
/// needs more asks for it by name, and gets only that: `redacted(showing: [.accountNumber])` still hides the
/// cryptogram. The PCI DSS allows a display of the first six and last four digits at most, and no storage of
/// authentication data after authorization.
public struct SensitivePaymentData: OptionSet, Sendable, Hashable {
    /// The set's bits.
    public let rawValue: Int

    /// Creates a set from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The whole account number: the card's, or the device's for a network token.
    public static let accountNumber = Self(rawValue: 1 << 0)
    /// The cryptogram and every other secret of the payment's authentication: EMV data, an encrypted PIN, a
    /// multi-token payment's authentication data.
    public static let cryptogram = Self(rawValue: 1 << 1)
}
