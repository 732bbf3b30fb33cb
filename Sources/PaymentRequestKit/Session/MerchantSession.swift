#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Apple's merchant session: the answer to the payment session request, which the page passes to
/// `completeMerchantValidation`.
///
/// A merchant's server posts a ``MerchantValidationRequest`` to Apple and gets this object back. The library reads
/// it strictly and checks it against the body that asked for it (``validate(against:now:)``), so that a session for
/// another domain, another merchant or one already expired never reaches the page: `domainName` is the body's
/// initiative context, `displayName` its display name, `merchantIdentifier` the upper-case hexadecimal SHA-256 of
/// its merchant identifier (the value of the merchant certificates' extension 1.2.840.113635.100.6.32), and
/// `expiresAt` later than `epochTimestamp` and than now. The `signature` is Apple's and opaque: Apple documents no
/// contract for what it signs, so only its encoding, hexadecimal, is checked.
///
/// Apple documents none of the members; they are the ones its answers carry in payment providers' published
/// examples. Pass Apple's own bytes on to the page once they check out: ``jsonData()`` writes the members this
/// type knows, and a member Apple adds later would be lost.
public struct MerchantSession: Sendable, Hashable {
    /// When Apple made the session, in milliseconds since 1970 (`epochTimestamp`).
    public var epochTimestamp: Int
    /// When the session expires, in milliseconds since 1970 (`expiresAt`): an hour or two after it was made in
    /// the published examples, though Apple's `completeMerchantValidation` page speaks of five minutes.
    public var expiresAt: Int
    /// Apple's identifier of the session.
    public var merchantSessionIdentifier: String
    /// Apple's nonce.
    public var nonce: String
    /// The SHA-256 of the merchant identifier, as 64 upper-case hexadecimal digits.
    public var merchantIdentifier: String
    /// The domain the session is for, from the body's initiative context; absent for an app.
    public var domainName: String?
    /// The name the sheet shows, from the body.
    public var displayName: String
    /// Apple's signature over the session, as hexadecimal: opaque to the merchant.
    public var signature: String
    /// Apple's analytics identifier, when there is one.
    public var operationalAnalyticsIdentifier: String?
    /// How many times Apple's server retried, when it says.
    public var retries: Int?
    /// The payment service provider's identifier, when the session was made for one.
    public var pspId: String?

    /// Creates a merchant session.
    public init(
        epochTimestamp: Int, expiresAt: Int, merchantSessionIdentifier: String, nonce: String,
        merchantIdentifier: String, domainName: String?, displayName: String, signature: String,
        operationalAnalyticsIdentifier: String? = nil, retries: Int? = nil, pspId: String? = nil
    ) {
        self.epochTimestamp = epochTimestamp
        self.expiresAt = expiresAt
        self.merchantSessionIdentifier = merchantSessionIdentifier
        self.nonce = nonce
        self.merchantIdentifier = merchantIdentifier
        self.domainName = domainName
        self.displayName = displayName
        self.signature = signature
        self.operationalAnalyticsIdentifier = operationalAnalyticsIdentifier
        self.retries = retries
        self.pspId = pspId
    }

    /// When Apple made the session.
    public var creationDate: Date { Date(timeIntervalSince1970: Double(epochTimestamp) / 1000) }

    /// When the session expires.
    public var expirationDate: Date { Date(timeIntervalSince1970: Double(expiresAt) / 1000) }

    /// The value Apple gives `merchantIdentifier` for a merchant identifier: the upper-case hexadecimal SHA-256
    /// of its UTF-8, as in the merchant certificates' extension 1.2.840.113635.100.6.32.
    public static func merchantIdentifierHash(_ merchantIdentifier: String) -> String {
        hexString(SHA256.hash(Array(merchantIdentifier.utf8))).uppercased()
    }
}
