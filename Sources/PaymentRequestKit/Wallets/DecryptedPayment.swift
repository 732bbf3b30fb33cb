#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A payment a wallet's token held, once verified and decrypted: what a payment service provider charges with,
/// the same for every wallet, and the wallet's own message for everything else.
///
/// Apple Pay's is read from the decrypted payment data (Apple's "Payment token format reference"), Google Pay's
/// from the decrypted message (Google's "Payment data cryptography"). Descriptions, mirrors and
/// ``redacted(showing:)`` follow one policy for both (``SensitivePaymentData``): the account
/// number as its last four digits, the cryptogram hidden, unless the caller asks for either by name.
public struct DecryptedPayment: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The wallet the token came from.
    public var wallet: Wallet
    /// The account number to charge: a network token (a device account number) or the card's own number.
    public var accountNumber: String
    /// Whether ``accountNumber`` is a network token: always for Apple Pay, for Google Pay's `CRYPTOGRAM_3DS`.
    public var isNetworkToken: Bool
    /// The expiry month, 1 to 12.
    public var expirationMonth: Int
    /// The expiry year, four digits.
    public var expirationYear: Int
    /// How the card was authenticated.
    public var authenticationMethod: AuthenticationMethod
    /// The 3-D Secure cryptogram, Base64, when the payment has one.
    public var cryptogram: String?
    /// The ECI indicator, when the network gives one.
    public var eciIndicator: String?
    /// The amount, when the wallet states it (Apple Pay does; Google Pay's message does not).
    public var amount: Amount?
    /// The amount's currency, when the wallet states it.
    public var currency: CurrencyCode?
    /// The wallet's own message, with every field it has.
    public var message: Message

    /// The wallet's own message.
    public enum Message: Sendable, Hashable {
        /// Apple Pay's decrypted payment data.
        case applePay(DecryptedPaymentData)
        /// Google Pay's decrypted message.
        case googlePay(GooglePayPaymentMessage)
    }

    /// Apple Pay's decrypted payment data, when the payment is Apple Pay's.
    public var applePayData: DecryptedPaymentData? {
        guard case .applePay(let data) = message else { return nil }
        return data
    }

    /// Google Pay's decrypted message, when the payment is Google Pay's.
    public var googlePayMessage: GooglePayPaymentMessage? {
        guard case .googlePay(let message) = message else { return nil }
        return message
    }

    /// A wallet.
    public struct Wallet: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The wallet's name.
        public let rawValue: String
        /// Creates a wallet from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The wallet's name.
        public var description: String { rawValue }
        /// Apple Pay.
        public static var applePay: Self { Self(rawValue: "applePay") }
        /// Google Pay.
        public static var googlePay: Self { Self(rawValue: "googlePay") }
    }

    /// How a card was authenticated.
    public struct AuthenticationMethod: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The method's name.
        public let rawValue: String
        /// Creates a method from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The method's name.
        public var description: String { rawValue }
        /// The account number alone: Google Pay's `PAN_ONLY`.
        public static var panOnly: Self { Self(rawValue: "PAN_ONLY") }
        /// A network token with a 3-D Secure cryptogram: Apple Pay's `3DSecure`, Google Pay's `CRYPTOGRAM_3DS`.
        public static var cryptogram3DS: Self { Self(rawValue: "CRYPTOGRAM_3DS") }
        /// EMV data: Apple Pay's `EMV`, as China's networks use it.
        public static var emv: Self { Self(rawValue: "EMV") }
    }

    /// Apple Pay's payment, from its decrypted payment data.
    public init(_ data: DecryptedPaymentData) {
        wallet = .applePay
        accountNumber = data.applicationPrimaryAccountNumber
        isNetworkToken = true
        // `YYMMDD`; the reader checked its digits.
        let digits = Array(data.applicationExpirationDate.utf8).map { Int($0) - 0x30 }
        expirationYear = digits.count == 6 ? 2000 + digits[0] * 10 + digits[1] : 0
        expirationMonth = digits.count == 6 ? digits[2] * 10 + digits[3] : 0
        switch data.payload {
        case .threeDSecure(let onlinePaymentCryptogram, let eci):
            authenticationMethod = .cryptogram3DS
            cryptogram = onlinePaymentCryptogram.base64EncodedString()
            eciIndicator = eci
        case .emv:
            authenticationMethod = .emv
            cryptogram = nil
            eciIndicator = nil
        }
        currency = Int(data.currencyCode).flatMap { CurrencyCode(numericCode: $0) }
        amount = currency.flatMap { try? Amount(minorUnits: data.transactionAmount, of: $0) }
        message = .applePay(data)
    }

    /// Google Pay's payment, from its decrypted message.
    public init(_ message: GooglePayPaymentMessage) {
        let details = message.paymentMethodDetails
        wallet = .googlePay
        accountNumber = details.pan
        isNetworkToken = details.authMethod == .cryptogram3DS
        expirationMonth = details.expirationMonth
        expirationYear = details.expirationYear
        authenticationMethod = AuthenticationMethod(rawValue: details.authMethod.rawValue)
        cryptogram = details.cryptogram
        eciIndicator = details.eciIndicator
        amount = nil
        currency = nil
        self.message = .googlePay(message)
    }

    /// A copy for printing that shows what `shown` names and nothing more: otherwise the account number is cut to
    /// its last four digits and the cryptogram hidden, here and in the wallet's message.
    public func redacted(showing shown: SensitivePaymentData = []) -> Self {
        var copy = self
        if !shown.contains(.accountNumber) {
            copy.accountNumber = Redaction.maskedAccountNumber(accountNumber)
        }
        if !shown.contains(.cryptogram), cryptogram != nil { copy.cryptogram = "(redacted)" }
        switch message {
        case .applePay(let data): copy.message = .applePay(data.redacted(showing: shown))
        case .googlePay(let message): copy.message = .googlePay(message.redacted(showing: shown))
        }
        return copy
    }

    /// The payment with the account number cut to its last four digits and the cryptogram left out.
    public var description: String { text(showing: []) }

    /// The same as ``description``, redacted.
    public var debugDescription: String { description }

    /// The payment's text, showing what `shown` names.
    public func text(showing shown: SensitivePaymentData) -> String {
        let printed = redacted(showing: shown)
        let number = shown.contains(.accountNumber) ? accountNumber : Redaction.accountNumber(accountNumber)
        var parts = [
            "wallet: \(wallet)", "accountNumber: \(number)", "networkToken: \(isNetworkToken)",
            "expires: \(expirationMonth)/\(expirationYear)", "authenticationMethod: \(authenticationMethod)",
        ]
        if let cryptogram = printed.cryptogram { parts.append("cryptogram: \(cryptogram)") }
        if let eciIndicator { parts.append("eciIndicator: \(eciIndicator)") }
        if let amount, let currency { parts.append("amount: \(amount.formatted(for: currency)) \(currency)") }
        return "DecryptedPayment(\(parts.joined(separator: ", ")))"
    }

    /// The payment as JSON, showing what `shown` names: its common fields and, under `message`, the wallet's own.
    public func jsonData(showing shown: SensitivePaymentData = []) -> Data {
        let printed = redacted(showing: shown)
        var writer = JSONWriter(capacity: 1024)
        writer.beginObject()
        writer.key("wallet")
        writer.string(wallet.rawValue)
        writer.key("accountNumber")
        writer.string(printed.accountNumber)
        writer.key("networkToken")
        writer.bool(isNetworkToken)
        writer.key("expirationMonth")
        writer.number(String(expirationMonth))
        writer.key("expirationYear")
        writer.number(String(expirationYear))
        writer.key("authenticationMethod")
        writer.string(authenticationMethod.rawValue)
        for (name, value) in [("cryptogram", printed.cryptogram), ("eciIndicator", eciIndicator)] {
            guard let value else { continue }
            writer.key(name)
            writer.string(value)
        }
        if let amount, let currency {
            writer.key("amount")
            writer.string(amount.formatted(for: currency))
            writer.key("currency")
            writer.string(currency.rawValue)
        }
        writer.key("message")
        switch printed.message {
        case .applePay(let data): data.write(to: &writer)
        case .googlePay(let message): message.write(to: &writer)
        }
        writer.endObject()
        return Data(writer.bytes)
    }
}

extension DecryptedPayment: CustomReflectable {
    /// A mirror with the same redaction, for `dump` and debuggers.
    public var customMirror: Mirror {
        let printed = redacted()
        return Mirror(
            self,
            children: [
                "wallet": wallet.rawValue, "accountNumber": Redaction.accountNumber(accountNumber),
                "isNetworkToken": isNetworkToken, "expirationMonth": expirationMonth, "expirationYear": expirationYear,
                "authenticationMethod": authenticationMethod.rawValue, "cryptogram": printed.cryptogram ?? "-",
                "eciIndicator": eciIndicator ?? "-", "message": printed.message,
            ], displayStyle: .struct)
    }
}
