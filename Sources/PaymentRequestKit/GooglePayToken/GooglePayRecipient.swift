/// Who a Google Pay token is signed for: `merchant:` and the merchant's Google identifier for `DIRECT`
/// tokenization, or `gateway:` and the gateway's identifier for `PAYMENT_GATEWAY`.
///
/// The recipient is part of what the message's signature covers, so a token for another recipient does not
/// verify. Google's guide names the two forms; Tink and Google's .NET library take any text (their tests use
/// `someRecipient`), which ``init(rawValue:)`` allows.
public struct GooglePayRecipient: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The recipient as the signature covers it, such as `"merchant:12345678901234567890"`.
    public let rawValue: String

    /// A recipient of any text, as Tink takes it; prefer ``merchant(_:)``, ``gateway(_:)`` or ``init(_:)``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A recipient read from text: `merchant:` or `gateway:` and a non-empty identifier without spaces or
    /// control characters; `nil` otherwise.
    public init?(_ text: String) {
        guard let kind = Kind.allCases.first(where: { text.hasPrefix($0.rawValue + ":") }) else { return nil }
        let identifier = text.utf8.dropFirst(kind.rawValue.utf8.count + 1)
        guard !identifier.isEmpty, identifier.allSatisfy({ $0 > 0x20 && $0 != 0x7F }) else { return nil }
        self.rawValue = text
    }

    /// A merchant's own recipient, for `DIRECT` tokenization: `merchant:` and its Google merchant identifier.
    public static func merchant(_ merchantId: String) -> Self { Self(rawValue: "merchant:" + merchantId) }

    /// A gateway's recipient, for `PAYMENT_GATEWAY` tokenization: `gateway:` and the gateway's identifier.
    public static func gateway(_ gatewayId: String) -> Self { Self(rawValue: "gateway:" + gatewayId) }

    /// The two kinds of recipient Google's guide names.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `merchant:`, for `DIRECT` tokenization.
        case merchant
        /// `gateway:`, for `PAYMENT_GATEWAY` tokenization.
        case gateway
    }

    /// The kind, or `nil` for a recipient of another form.
    public var kind: Kind? {
        Kind.allCases.first { rawValue.hasPrefix($0.rawValue + ":") }
    }

    /// The identifier after the kind's prefix, or the whole text for a recipient of another form.
    public var identifier: String {
        guard let kind else { return rawValue }
        return String(rawValue.dropFirst(kind.rawValue.count + 1))
    }

    /// The same identifier as the other kind: a token that verifies for it was signed for the other tokenization.
    var otherKind: Self? {
        switch kind {
        case .merchant: .gateway(identifier)
        case .gateway: .merchant(identifier)
        case nil: nil
        }
    }

    /// The recipient, as written.
    public var description: String { rawValue }
}
