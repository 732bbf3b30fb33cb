#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The message inside a Google Pay token, once verified and decrypted: the card, how it was authenticated, and
/// when the message expires (Google's "Payment data cryptography" guide, "Encrypted message").
///
/// The account number is the card's (`PAN_ONLY`) or the device's (`CRYPTOGRAM_3DS`); descriptions show only its
/// last four digits, and ``unredactedDescription`` the rest when a person asks for it.
public struct GooglePayPaymentMessage: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The gateway merchant identifier the request's tokenization named, when Google copies it.
    public var gatewayMerchantId: String?
    /// When the message expires, in milliseconds since 1970, as the message writes it.
    public var messageExpiration: String
    /// Google's identifier of the message, which a replay guard remembers.
    public var messageId: String
    /// The payment method: `CARD`.
    public var paymentMethod: String
    /// The card and how it was authenticated.
    public var paymentMethodDetails: PaymentMethodDetails

    /// Creates a message.
    public init(
        gatewayMerchantId: String? = nil, messageExpiration: String, messageId: String, paymentMethod: String = "CARD",
        paymentMethodDetails: PaymentMethodDetails
    ) {
        self.gatewayMerchantId = gatewayMerchantId
        self.messageExpiration = messageExpiration
        self.messageId = messageId
        self.paymentMethod = paymentMethod
        self.paymentMethodDetails = paymentMethodDetails
    }

    /// When the message expires, or `nil` when ``messageExpiration`` is not milliseconds.
    public var expirationDate: Date? { GooglePayMilliseconds.date(messageExpiration) }

    /// The identifier a replay guard remembers: `googlepay:` and the message identifier.
    public var replayIdentifier: ReplayIdentifier { .googlePay(messageId: messageId) }

    /// A card's details.
    public struct PaymentMethodDetails: Sendable, Hashable {
        /// The account number: the card's for `PAN_ONLY`, the device's for `CRYPTOGRAM_3DS`.
        public var pan: String
        /// The expiry month, 1 to 12.
        public var expirationMonth: Int
        /// The expiry year, four digits.
        public var expirationYear: Int
        /// How the card was authenticated.
        public var authMethod: AuthMethod
        /// The 3-D Secure cryptogram, for `CRYPTOGRAM_3DS`.
        public var cryptogram: String?
        /// The ECI indicator, for `CRYPTOGRAM_3DS`, when the network gives one.
        public var eciIndicator: String?

        /// Creates a card's details.
        public init(
            pan: String, expirationMonth: Int, expirationYear: Int, authMethod: AuthMethod, cryptogram: String? = nil,
            eciIndicator: String? = nil
        ) {
            self.pan = pan
            self.expirationMonth = expirationMonth
            self.expirationYear = expirationYear
            self.authMethod = authMethod
            self.cryptogram = cryptogram
            self.eciIndicator = eciIndicator
        }
    }

    /// How a card was authenticated: `PAN_ONLY` or `CRYPTOGRAM_3DS`; another value is carried as read.
    public struct AuthMethod: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The method as written.
        public let rawValue: String
        /// Creates a method from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The method as written.
        public var description: String { rawValue }
        /// A card on file with Google: the account number alone.
        public static var panOnly: Self { Self(rawValue: "PAN_ONLY") }
        /// A card tokenised on the device: a device account number and a 3-D Secure cryptogram.
        public static var cryptogram3DS: Self { Self(rawValue: "CRYPTOGRAM_3DS") }
        /// Whether Google's guide documents the method.
        public var isKnown: Bool { self == .panOnly || self == .cryptogram3DS }
    }

    /// The message with the account number cut to its last four digits and the cryptogram left out.
    public var description: String {
        let details = paymentMethodDetails
        return
            "GooglePayPaymentMessage(pan: \(Redaction.accountNumber(details.pan)), expires: \(details.expirationMonth)/\(details.expirationYear), authMethod: \(details.authMethod), messageId: \(messageId), messageExpiration: \(messageExpiration))"
    }

    /// The same as ``description``, redacted.
    public var debugDescription: String { description }

    /// Every field, for when a person asks for it explicitly.
    public var unredactedDescription: String {
        let details = paymentMethodDetails
        return
            "GooglePayPaymentMessage(pan: \(details.pan), expires: \(details.expirationMonth)/\(details.expirationYear), authMethod: \(details.authMethod), cryptogram: \(details.cryptogram ?? "-"), eciIndicator: \(details.eciIndicator ?? "-"), messageId: \(messageId), messageExpiration: \(messageExpiration), gatewayMerchantId: \(gatewayMerchantId ?? "-"))"
    }

    /// The message with the account number cut to its last four digits and the cryptogram replaced, for printing
    /// (``redacted(showing:)`` with nothing shown).
    public var redacted: Self { redacted(showing: []) }

    /// A copy for printing that shows what `shown` names and nothing more: otherwise the account number is cut to
    /// its last four digits and the cryptogram replaced, as every wallet's payment is (``SensitivePaymentData``).
    public func redacted(showing shown: SensitivePaymentData) -> Self {
        var copy = self
        if !shown.contains(.accountNumber) {
            copy.paymentMethodDetails.pan = Redaction.maskedAccountNumber(copy.paymentMethodDetails.pan)
        }
        if !shown.contains(.cryptogram), copy.paymentMethodDetails.cryptogram != nil {
            copy.paymentMethodDetails.cryptogram = "(redacted)"
        }
        return copy
    }
}

extension GooglePayPaymentMessage: CustomReflectable {
    /// A mirror with the same redaction, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "messageId": messageId, "messageExpiration": messageExpiration,
                "paymentMethodDetails": paymentMethodDetails, "gatewayMerchantId": gatewayMerchantId ?? "-",
            ], displayStyle: .struct)
    }
}

extension GooglePayPaymentMessage.PaymentMethodDetails: CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The details with the account number cut to its last four digits and the cryptogram as its size alone.
    public var description: String {
        "PaymentMethodDetails(pan: \(Redaction.accountNumber(pan)), expires: \(expirationMonth)/\(expirationYear), authMethod: \(authMethod), cryptogram: \(Redaction.secret(cryptogram)), eciIndicator: \(eciIndicator ?? "-"))"
    }

    /// The same as ``description``, redacted.
    public var debugDescription: String { description }

    /// A mirror with the same redaction, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "pan": Redaction.accountNumber(pan), "expirationMonth": expirationMonth,
                "expirationYear": expirationYear, "authMethod": authMethod.rawValue,
                "cryptogram": Redaction.secret(cryptogram), "eciIndicator": eciIndicator ?? "-",
            ], displayStyle: .struct)
    }
}
