#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The payment data inside the token, once decrypted (Apple's "Payment token format reference", payment data
/// keys).
///
/// The card number is the device's account number for the card, not the card's own; descriptions show only its
/// last four digits, and ``unredactedDescription`` the rest when a person asks for it.
public struct DecryptedPaymentData: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The device primary account number (`applicationPrimaryAccountNumber`).
    public var applicationPrimaryAccountNumber: String
    /// The expiration date, `YYMMDD` (`applicationExpirationDate`).
    public var applicationExpirationDate: String
    /// The ISO 4217 numeric currency code, such as `"840"` (`currencyCode`).
    public var currencyCode: String
    /// The amount in the currency's minor units (`transactionAmount`).
    public var transactionAmount: Int64
    /// The cardholder's name, when the issuer gives it (`cardholderName`).
    public var cardholderName: String?
    /// The device manufacturer's identifier, hex (`deviceManufacturerIdentifier`).
    public var deviceManufacturerIdentifier: String
    /// The kind of data and its payload: a 3-D Secure cryptogram, or EMV data.
    public var payload: Payload
    /// For a multi-token payment, each merchant's authentication (`authenticationResponses`).
    public var authenticationResponses: [AuthenticationResponse]
    /// The merchant token's identifier, for recurring and automatic reload payments (`merchantTokenIdentifier`).
    public var merchantTokenIdentifier: String?
    /// The merchant token's metadata (`merchantTokenMetadata`), member for member.
    var merchantTokenMetadata: CarriedJSON?

    /// The merchant token's metadata as compact JSON, when there is some.
    public var merchantTokenMetadataJSON: Data? {
        merchantTokenMetadata.map { value in
            var writer = JSONWriter(capacity: 256)
            writer.write(value.value)
            return Data(writer.bytes)
        }
    }

    /// Creates decrypted payment data.
    public init(
        applicationPrimaryAccountNumber: String, applicationExpirationDate: String, currencyCode: String,
        transactionAmount: Int64, cardholderName: String? = nil, deviceManufacturerIdentifier: String,
        payload: Payload, authenticationResponses: [AuthenticationResponse] = [], merchantTokenIdentifier: String? = nil
    ) {
        self.applicationPrimaryAccountNumber = applicationPrimaryAccountNumber
        self.applicationExpirationDate = applicationExpirationDate
        self.currencyCode = currencyCode
        self.transactionAmount = transactionAmount
        self.cardholderName = cardholderName
        self.deviceManufacturerIdentifier = deviceManufacturerIdentifier
        self.payload = payload
        self.authenticationResponses = authenticationResponses
        self.merchantTokenIdentifier = merchantTokenIdentifier
        merchantTokenMetadata = nil
    }

    /// The payment data's type (`paymentDataType`) and payload (`paymentData`).
    public enum Payload: Sendable, Hashable {
        /// `"3DSecure"`: the online payment cryptogram and, for some networks, the ECI indicator.
        case threeDSecure(onlinePaymentCryptogram: Data, eciIndicator: String?)
        /// `"EMV"`: the EMV data and the encrypted PIN data (China).
        case emv(emvData: Data, encryptedPINData: String?)

        /// The type's name, as the payment data writes it.
        public var typeName: String {
            switch self {
            case .threeDSecure: "3DSecure"
            case .emv: "EMV"
            }
        }
    }

    /// One merchant's part of a multi-token payment.
    public struct AuthenticationResponse: Sendable, Hashable {
        /// The merchant's identifier, as in the request's token context.
        public var merchantIdentifier: String
        /// The authentication data, from Base64.
        public var authenticationData: Data
        /// The merchant's amount in minor units.
        public var transactionAmount: Int64

        /// Creates a response.
        public init(merchantIdentifier: String, authenticationData: Data, transactionAmount: Int64) {
            self.merchantIdentifier = merchantIdentifier
            self.authenticationData = authenticationData
            self.transactionAmount = transactionAmount
        }
    }

    /// The data with the account number cut to its last four digits and the cardholder's name left out.
    public var description: String {
        "DecryptedPaymentData(pan: \(Redaction.accountNumber(applicationPrimaryAccountNumber)), expires: \(applicationExpirationDate), currency: \(currencyCode), amount: \(transactionAmount), type: \(payload.typeName))"
    }

    /// The same as ``description``, redacted.
    public var debugDescription: String { description }

    /// Every field, for when a person asks for it explicitly.
    public var unredactedDescription: String {
        "DecryptedPaymentData(pan: \(applicationPrimaryAccountNumber), expires: \(applicationExpirationDate), currency: \(currencyCode), amount: \(transactionAmount), cardholderName: \(cardholderName ?? "-"), type: \(payload.typeName))"
    }
}

extension DecryptedPaymentData {
    /// The data with the account number cut to its last four digits and every secret emptied, for printing as
    /// JSON: the cryptogram, the EMV data, the encrypted PIN data and the authentication data
    /// (``redacted(showing:)`` with nothing shown).
    public var redacted: Self { redacted(showing: []) }

    /// A copy for printing that shows what `shown` names and nothing more: otherwise the account number is cut to
    /// its last four digits, and the cryptogram, the EMV data, the encrypted PIN data and the authentication data
    /// are emptied, as every wallet's payment is (``SensitivePaymentData``).
    public func redacted(showing shown: SensitivePaymentData) -> Self {
        var copy = self
        if !shown.contains(.accountNumber) {
            copy.applicationPrimaryAccountNumber = Redaction.maskedAccountNumber(applicationPrimaryAccountNumber)
        }
        guard !shown.contains(.cryptogram) else { return copy }
        switch payload {
        case .threeDSecure(_, let eci): copy.payload = .threeDSecure(onlinePaymentCryptogram: Data(), eciIndicator: eci)
        case .emv(_, let pin): copy.payload = .emv(emvData: Data(), encryptedPINData: pin.map { _ in "" })
        }
        copy.authenticationResponses = authenticationResponses.map {
            AuthenticationResponse(
                merchantIdentifier: $0.merchantIdentifier, authenticationData: Data(),
                transactionAmount: $0.transactionAmount)
        }
        return copy
    }
}

extension DecryptedPaymentData: CustomReflectable {
    /// A mirror with the same redaction, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "pan": Redaction.accountNumber(applicationPrimaryAccountNumber),
                "applicationExpirationDate": applicationExpirationDate, "currencyCode": currencyCode,
                "transactionAmount": transactionAmount, "payload": payload,
                "authenticationResponses": authenticationResponses,
            ], displayStyle: .struct)
    }
}

extension DecryptedPaymentData.Payload: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The type, with the cryptogram, the EMV data and the PIN data as their sizes alone.
    public var description: String {
        switch self {
        case .threeDSecure(let cryptogram, let eci):
            "3DSecure(onlinePaymentCryptogram: \(Redaction.secret(count: cryptogram.count)), eciIndicator: \(eci ?? "-"))"
        case .emv(let emvData, let pin):
            "EMV(emvData: \(Redaction.secret(count: emvData.count)), encryptedPINData: \(Redaction.secret(pin)))"
        }
    }

    /// The same as ``description``, redacted.
    public var debugDescription: String { description }

    /// A mirror with the same redaction, for `dump` and debuggers.
    public var customMirror: Mirror {
        switch self {
        case .threeDSecure(let cryptogram, let eci):
            Mirror(
                self,
                children: [
                    "onlinePaymentCryptogram": Redaction.secret(count: cryptogram.count), "eciIndicator": eci ?? "-",
                ], displayStyle: .enum)
        case .emv(let emvData, let pin):
            Mirror(
                self,
                children: [
                    "emvData": Redaction.secret(count: emvData.count), "encryptedPINData": Redaction.secret(pin),
                ], displayStyle: .enum)
        }
    }
}

extension DecryptedPaymentData.AuthenticationResponse: CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The merchant and amount, with the authentication data as its size alone.
    public var description: String {
        "AuthenticationResponse(merchantIdentifier: \(merchantIdentifier), authenticationData: \(Redaction.secret(count: authenticationData.count)), transactionAmount: \(transactionAmount))"
    }

    /// The same as ``description``, redacted.
    public var debugDescription: String { description }

    /// A mirror with the same redaction, for `dump` and debuggers.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "merchantIdentifier": merchantIdentifier,
                "authenticationData": Redaction.secret(count: authenticationData.count),
                "transactionAmount": transactionAmount,
            ], displayStyle: .struct)
    }
}
