#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DecryptedPaymentData: WireDocument {
    /// The keys of the decrypted payment data.
    @usableFromInline package enum WireKeys: Int, PaymentTokenFormatKey {
        case applicationPrimaryAccountNumber, applicationExpirationDate, currencyCode, transactionAmount
        case cardholderName, deviceManufacturerIdentifier, paymentDataType, paymentData, authenticationResponses
        case merchantTokenIdentifier, merchantTokenMetadata
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var shape: WireShape {
            switch self {
            case .transactionAmount: .wholeNumber
            case .paymentData: .object(PayloadKeys.table)
            case .authenticationResponses: .array(.object(AuthenticationResponse.WireKeys.table))
            case .merchantTokenMetadata: .any
            default: .string
            }
        }
    }

    /// The keys of `paymentData`, for either type.
    enum PayloadKeys: Int, PaymentTokenFormatKey {
        case onlinePaymentCryptogram, eciIndicator, emvData, encryptedPINData
        static let table = WireKeyTable(Self.self)
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        let base64 = { (value: JSONNode) throws(WireFailure) -> Data in try decoding.base64(value, rule: .tokenBase64) }
        applicationPrimaryAccountNumber =
            object.collectRequired(.applicationPrimaryAccountNumber) { value throws(WireFailure) in
                try decoding.string(value)
            } ?? ""
        applicationExpirationDate = object.collectRequiredString(.applicationExpirationDate) ?? ""
        currencyCode = object.collectRequiredString(.currencyCode) ?? ""
        transactionAmount = Int64(
            object.collectRequired(.transactionAmount) { value throws(WireFailure) in try decoding.int(value) } ?? 0)
        cardholderName = object.collectOptional(.cardholderName) { value throws(WireFailure) in
            try decoding.string(value)
        }
        deviceManufacturerIdentifier =
            object.collectRequired(.deviceManufacturerIdentifier) { value throws(WireFailure) in
                try decoding.string(value)
            } ?? ""
        let type = object.collectRequired(.paymentDataType) { value throws(WireFailure) -> String in
            let name = try decoding.string(value)
            guard name == "3DSecure" || name == "EMV" else {
                throw decoding.fail(.jsonUnknownValue, "\(quoted(name)) is not a payment data type (3DSecure, EMV)")
            }
            return name
        }
        payload =
            object.collectRequired(.paymentData) { value throws(WireFailure) -> Payload in
                let data = try decoding.object(value, PayloadKeys.self)
                // The type decides the fields: the model holds one set, so the other's would be lost silently.
                let foreign: [PayloadKeys] =
                    type == "EMV" ? [.onlinePaymentCryptogram, .eciIndicator] : [.emvData, .encryptedPINData]
                for key in foreign where data.has(key) {
                    data.fail(
                        key, .decryptedPaymentDataFieldSet,
                        "\(type ?? "3DSecure") payment data has no \(key.name); it belongs to \(type == "EMV" ? "3DSecure" : "EMV") payment data"
                    )
                }
                if type == "EMV" {
                    return .emv(
                        emvData: data.collectRequired(.emvData, base64) ?? Data(),
                        encryptedPINData: data.collectOptional(.encryptedPINData) { value throws(WireFailure) in
                            try decoding.string(value)
                        })
                }
                return .threeDSecure(
                    onlinePaymentCryptogram: data.collectRequired(.onlinePaymentCryptogram, base64) ?? Data(),
                    eciIndicator: data.collectOptional(.eciIndicator) { value throws(WireFailure) in
                        try decoding.string(value)
                    })
            } ?? .threeDSecure(onlinePaymentCryptogram: Data(), eciIndicator: nil)
        authenticationResponses =
            object.collectArray(
                .authenticationResponses,
                fallback: AuthenticationResponse(
                    merchantIdentifier: "", authenticationData: Data(), transactionAmount: 0)
            ) { value throws(WireFailure) in
                try AuthenticationResponse(wire: value, decoding)
            } ?? []
        merchantTokenIdentifier = object.collectOptional(.merchantTokenIdentifier) { value throws(WireFailure) in
            try decoding.string(value)
        }
        merchantTokenMetadata = object.collectOptional(.merchantTokenMetadata) { value throws(WireFailure) in
            guard decoding.tape.kind(value) == .object else { throw decoding.typeMismatch(.object, value) }
            return CarriedJSON(value: decoding.tape.value(value))
        }
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.applicationPrimaryAccountNumber, applicationPrimaryAccountNumber)
            object.add(.applicationExpirationDate, applicationExpirationDate)
            object.add(.currencyCode, currencyCode)
            object.add(.transactionAmount, number: String(transactionAmount))
            object.add(.cardholderName, cardholderName)
            object.add(.deviceManufacturerIdentifier, deviceManufacturerIdentifier)
            object.add(.paymentDataType, payload.typeName)
            object.add(.paymentData) { output in
                output.object(PayloadKeys.self) { data in
                    switch payload {
                    case .threeDSecure(let cryptogram, let eci):
                        data.add(.onlinePaymentCryptogram, cryptogram.base64EncodedString())
                        data.add(.eciIndicator, eci)
                    case .emv(let emvData, let pin):
                        data.add(.emvData, emvData.base64EncodedString())
                        data.add(.encryptedPINData, pin)
                    }
                }
            }
            if !authenticationResponses.isEmpty {
                object.add(.authenticationResponses, each: authenticationResponses) { element, output in
                    element.write(to: &output)
                }
            }
            object.add(.merchantTokenIdentifier, merchantTokenIdentifier)
            if let merchantTokenMetadata { object.add(.merchantTokenMetadata, merchantTokenMetadata.value) }
        }
    }
}

extension DecryptedPaymentData.AuthenticationResponse {
    /// The keys of an authentication response.
    @usableFromInline enum WireKeys: Int, PaymentTokenFormatKey {
        case merchantIdentifier, authenticationData, transactionAmount
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline var shape: WireShape { self == .transactionAmount ? .wholeNumber : .string }
    }

    init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        merchantIdentifier = object.collectRequiredString(.merchantIdentifier) ?? ""
        authenticationData =
            object.collectRequired(.authenticationData) { value throws(WireFailure) in
                try decoding.base64(value, rule: .tokenBase64)
            } ?? Data()
        transactionAmount = Int64(
            object.collectRequired(.transactionAmount) { value throws(WireFailure) in try decoding.int(value) } ?? 0)
    }

    @usableFromInline func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.merchantIdentifier, merchantIdentifier)
            object.add(.authenticationData, authenticationData.base64EncodedString())
            object.add(.transactionAmount, number: String(transactionAmount))
        }
    }
}

extension DecryptedPaymentData {

}

extension DecryptedPaymentData: JSONDocument {
    /// The decrypted payment data's JSON form, in a fixed key order.
    public static let jsonFormat = JSONDocumentFormat<DecryptedPaymentData>.wire
}
