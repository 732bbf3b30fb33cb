#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentAuthorizationResult: WireDocument {
    /// The keys of an `ApplePayPaymentAuthorizationResult`.
    @usableFromInline package enum WireKeys: Int, ApplePayJSKey {
        case status, errors, orderDetails
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package var isUsuallyPresent: Bool { self == .status }
        @usableFromInline package var shape: WireShape {
            switch self {
            case .status: .wholeNumber
            case .errors: .array(.object(ApplePayError.WireKeys.table))
            case .orderDetails: .object(PaymentOrderDetails.WireKeys.table)
            }
        }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        status =
            object.collectRequired(.status) { value throws(WireFailure) in
                let number = try decoding.int(value)
                guard let status = PaymentAuthorizationStatus(rawValue: number) else {
                    throw decoding.fail(
                        .sessionStatusInvalid, "\(number) is not a status; Safari's statuses are 0 to 7")
                }
                return status
            } ?? .failure
        errors =
            object.collectArray(.errors, fallback: ApplePayError(.unknown)) { value throws(WireFailure) in
                try ApplePayError(wire: value, decoding)
            } ?? []
        orderDetails = object.collectOptional(.orderDetails) { value throws(WireFailure) in
            try PaymentOrderDetails(wire: value, decoding)
        }
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.status, number: String(status.rawValue))
            object.add(.errors, errors, nil, omittingEmpty: true)
            if let orderDetails { object.add(.orderDetails, orderDetails, nil) }
        }
    }
}

extension PaymentAuthorizationResult {

}

extension PaymentAuthorizationResult: JSONDocument {
    /// The `ApplePayPaymentAuthorizationResult` form: `status`, then `errors` and `orderDetails` when there are
    /// any.
    public static let jsonFormat = JSONDocumentFormat<PaymentAuthorizationResult>.wire
}
